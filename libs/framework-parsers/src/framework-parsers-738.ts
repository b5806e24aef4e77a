/**
 * Set 738: replicas of the reply readers of customer-support / helpdesk judges. Each parser answers: would the project
 * get a verdict out of this reply (not a default, not an exception, not a retry, not a skipped sample)?
 * Only one template made it into this set (see the set's report): Maia's ServiceDesk comment-quality judge.
 */
import { hasLoneSurrogate, isObject, PY_SPACE, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Maia (naythan-github/team-maia), claude/tools/sre/servicedesk_comment_quality_analyzer.py
//    ServiceDeskCommentAnalyzer.analyze_comment_quality:
//      llm_output = response.json()['response']
//      llm_output = re.sub(r'```json\s*', '', llm_output)
//      llm_output = re.sub(r'```\s*$', '', llm_output)
//      json_match = re.search(r'\{.*\}', llm_output, re.DOTALL)
//      if json_match:
//          llm_output = json_match.group(0)
//      try:
//          analysis = json.loads(llm_output)
//      except json.JSONDecodeError:
//          fixed = llm_output.rstrip()
//          open_braces = fixed.count('{') - fixed.count('}')
//          if open_braces > 0:
//              fixed += '\n' + ('}' * open_braces)
//          analysis = json.loads(fixed)  # Retry with repaired JSON
//      if 'qualityScores' in analysis:
//          quality_scores = analysis['qualityScores']
//      else:
//          quality_scores = analysis
//      scores = [quality_scores.get('professionalism', 3), quality_scores.get('clarity', 3),
//                quality_scores.get('empathy', 3), quality_scores.get('actionability', 3)]
//      quality_score = round(sum(scores) / len(scores), 2)
//      ... 'contentTags'/'redFlags'/'intentSummary'/'qualityTier' popped into snake_case keys
//      if 'quality_tier' not in analysis: ... computed from quality_score
//      return analysis
//    except Exception as e: ... return {'professionalism_score': 3, ..., 'quality_tier': 'acceptable',
//                                       'content_tags': ['analysis_failed'], ...}        # default: no verdict
//    analyze_batch (no try): conn.execute("INSERT OR REPLACE INTO comment_quality ...", (...,
//        analysis.get('professionalism', 3), analysis.get('clarity', 3), analysis.get('empathy', 3),
//        analysis.get('actionability', 3), analysis['quality_score'], analysis['quality_tier'],
//        json.dumps(analysis.get('content_tags', [])), json.dumps(analysis.get('red_flags', [])),
//        analysis.get('intent_summary', ''), ...))   # an unbindable value raises and stops the run
//    Python's \s is str.isspace() whitespace; `$` without MULTILINE also matches before a final '\n'; json.loads takes
//    NaN/Infinity and refuses raw control characters in strings; sum() starts from int 0, so every score must be an
//    int, float or bool. The replica also asks that the reply itself supplies at least one score or a tier: `{}` only
//    yields the hard-coded defaults (all 3s, tier computed as 'good').
const PY_WS = `[${PY_SPACE}]`;
const MAIA_OPEN_FENCE = new RegExp('```json' + PY_WS + '*', 'g');
const MAIA_CLOSE_FENCE = new RegExp('```' + PY_WS + '*(?=\\n?$)');
const MAIA_OBJECT = /\{[\s\S]*\}/;
const PY_RSTRIP = new RegExp(PY_WS + '+$');
const MAIA_SCORE_KEYS = ['professionalism', 'clarity', 'empathy', 'actionability'];
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const count = (s: string, c: string) => s.split(c).length - 1;
// Python sqlite3 parameter binding: None, int (64-bit), float, str (UTF-8 encodable); bool is an int.
const sqliteBindable = (v: unknown): boolean => {
  if (v === null || typeof v === 'boolean') return true;
  if (typeof v === 'number') return !Number.isInteger(v) || Math.abs(v) < 2 ** 63;
  if (typeof v === 'string') return !hasLoneSurrogate(v);
  return false;
};
const maia: FrameworkParser = (reply) => {
  let text = reply.replace(MAIA_OPEN_FENCE, '').replace(MAIA_CLOSE_FENCE, '');
  const match = MAIA_OBJECT.exec(text);
  if (match) text = match[0];
  let analysis = pythonLoadsNumbers(text);
  if (analysis === undefined) {
    let fixed = text.replace(PY_RSTRIP, '');
    const openBraces = count(fixed, '{') - count(fixed, '}');
    if (openBraces > 0) fixed += '\n' + '}'.repeat(openBraces);
    analysis = pythonLoadsNumbers(fixed);
    if (analysis === undefined) return false; // JSONDecodeError -> except -> defaults
  }
  // `'qualityScores' in x` and `.get` need a dict: a list, str, number, bool or None raises inside the try
  if (!isObject(analysis)) return false;
  const scores = own(analysis, 'qualityScores') ? analysis['qualityScores'] : analysis;
  if (!isObject(scores)) return false;
  const values = MAIA_SCORE_KEYS.map((k) => (own(scores, k) ? scores[k] : 3));
  if (!values.every((v) => typeof v === 'number' || typeof v === 'boolean')) return false; // sum() TypeError
  const tierKey = own(analysis, 'qualityTier') ? 'qualityTier' : own(analysis, 'quality_tier') ? 'quality_tier' : null;
  const intentKey = own(analysis, 'intentSummary') ? 'intentSummary' : own(analysis, 'intent_summary') ? 'intent_summary' : null;
  // the INSERT binds the raw top-level score keys, the tier and the intent summary
  const bound = [
    ...MAIA_SCORE_KEYS.map((k) => (own(analysis, k) ? analysis[k] : 3)),
    tierKey ? analysis[tierKey] : 'computed',
    intentKey ? analysis[intentKey] : '',
  ];
  if (!bound.every(sqliteBindable)) return false;
  return MAIA_SCORE_KEYS.some((k) => own(scores, k)) || tierKey !== null;
};

export const PARSERS_OF_SET_738: Record<string, FrameworkParser> = {
  'team-maia--servicedesk-customer-comment-quality-four-1-5-scores-and-tier-json-brace-repair': maia,
};
