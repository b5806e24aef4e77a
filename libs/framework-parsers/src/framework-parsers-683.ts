/**
 * Set 683: replicas of the reply readers of three summarization judges: a research-paper PDF summary judged against
 * the paper's abstract (first standalone 1-10 number, findall), a French meeting-summary faithfulness judge ("NOTE: X/5"
 * with a NOTE fallback) and a Vietnamese stock-research summary judge whose verdict the code recomputes from the JSON
 * reply's blocks/flags lists. Each parser answers: would the project get a verdict out of this reply (not a default,
 * not an exception, not a retry, not a NaN)?
 */
import { isObject, PY_SPACE, pyIntOfValue, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const PY_WS = `[${PY_SPACE}]`;
// Python's \w in a str pattern: str.isalnum() characters (every Unicode letter and number, '½' included) and '_'.
const PY_WORD = '[\\p{L}\\p{N}_]';

// ---------------------------------------------------------------------------------------------------------------
// 1. llm-summary-evaluator, llm_judge.py (bharadwajvyadavalli/llm-summary-evaluator):
//      response_text = response.choices[0].message.content
//      score = self.parse_score(response_text)          # inside try / except Exception: return 5.0  # Default score
//      def parse_score(self, response_text):
//          numbers = re.findall(r'\b([1-9]|10)\b', response_text)
//          if numbers:
//              score = float(numbers[0])
//              return max(1, min(10, score))  # Clamp to 1-10
//          return 5.0  # Default if no score found
//    A verdict exists when at least one match exists. \b is Unicode-aware in Python (JS \b is ASCII only even with /u),
//    so the boundaries are written as lookarounds over Python's word characters; [1-9] and 10 are ASCII only.
const SUMMARY_EVALUATOR_NUMBER = new RegExp(`(?<!${PY_WORD})(?:[1-9]|10)(?!${PY_WORD})`, 'u');
const llmSummaryEvaluator: FrameworkParser = (reply) => SUMMARY_EVALUATOR_NUMBER.test(reply);

// 2. meeting-summary-eval, backends.py (FaoOket/meeting-summary-eval):
//      raw = _generate(JUDGE_PROMPT.format(transcript=transcript, summary=summary), max_new_tokens=250)   # .strip()'d
//      def _parse_note(raw):
//          m = re.search(r"(\d)(?:[.,]\d)?\s*/\s*5", raw)
//          if m:
//              return float(m.group(1))
//          m = re.search(r"NOTE\s*[:=]\s*(\d)", raw, re.I)
//          return float(m.group(1)) if m else float("nan")
//    evaluate.py keeps `faith if faith == faith else None` (NaN -> None, left out of every mean).
//    Python's \d is any Unicode decimal digit (float() reads them all), \s is str.isspace() whitespace; the '5' is ASCII.
const MEETING_SLASH_FIVE = new RegExp(`\\p{Nd}(?:[.,]\\p{Nd})?${PY_WS}*/${PY_WS}*5`, 'u');
const MEETING_NOTE = new RegExp(`NOTE${PY_WS}*[:=]${PY_WS}*\\p{Nd}`, 'iu');
const meetingSummaryEval: FrameworkParser = (reply) => {
  const raw = pyStrip(reply);
  return MEETING_SLASH_FIVE.test(raw) || MEETING_NOTE.test(raw);
};

// 3. ai-summary-eval-agent (hoalm2/ai-summary-eval-agent):
//    pipeline/llm.py
//      FENCE_PATTERN = re.compile(r"^```(?:json)?\s*|\s*```$", re.IGNORECASE | re.MULTILINE)
//      def safe_json_parse(text):
//          cleaned = FENCE_PATTERN.sub("", text.strip()).strip()
//          start = cleaned.find("{"); end = cleaned.rfind("}")
//          if start != -1 and end != -1 and end >= start:
//              cleaned = cleaned[start : end + 1]
//          return json.loads(cleaned)              # any exception -> a second call (retry), then parse_error -> "ERROR"
//    pipeline/stage3_judge.py judge_summary
//      judge_json = llm_result.parsed
//      llm_blocks = judge_json.get("blocks", []) if isinstance(judge_json, dict) else []      # non-dict: reply ignored
//      llm_flags = judge_json.get("flags", []) if isinstance(judge_json, dict) else []
//      blocks = merge_issues(deterministic.blocks, llm_blocks); flags = merge_issues(deterministic.flags, llm_flags)
//      _enrich_issues_with_bullet_context(blocks + flags, bullet_evals or [])
//      verdict = compute_verdict(blocks, flags, llm_result.parse_error)
//    pipeline/factcheck.py merge_issues
//      for issues in issue_lists:
//          for issue in issues:                   # None / numbers: TypeError; str / dict items: no .get -> AttributeError
//              key = (issue.get("category", ""), issue.get("summary_quote", ""))
//              if key in seen: continue            # list / dict values: unhashable -> TypeError
//              seen.add(key); merged.append(issue)
//    _enrich_issues_with_bullet_context (bullet_evals from Stage 1b assumed non-empty)
//      idx = issue.get("bullet_index")
//      if idx is not None: issue["bullet_text"] = text_by_index.get(int(idx), "")   # int() may raise
//    The deterministic checks are assumed to have found nothing. Exceptions in judge_summary are not caught.
const FENCE = new RegExp(`(?:^|(?<=\\n))\`\`\`(?:json)?${PY_WS}*|${PY_WS}*\`\`\`(?=\\n|$)`, 'giu');
// Python tuple keys compare with ==: 1 == 1.0 == True, and json.loads hands out one shared NaN object (identity matches).
const pyHashKey = (v: unknown): string | undefined => {
  if (v === undefined) return 's:'; // .get(key, "") default
  if (v === null) return 'None';
  if (typeof v === 'boolean') return `n:${v ? 1 : 0}`;
  if (typeof v === 'number') return `n:${Object.is(v, -0) ? 0 : v}`;
  if (typeof v === 'string') return `s:${v}`;
  return undefined; // list / dict: unhashable
};
// The issues a Python `for issue in value` would yield and accept (each must have .get), or undefined when it raises.
const issuesOf = (value: unknown): Record<string, unknown>[] | undefined => {
  if (value === '') return [];
  if (isObject(value)) return Object.keys(value).length === 0 ? [] : undefined; // iterating a dict yields str keys
  if (!Array.isArray(value)) return undefined; // None, numbers, bools, non-empty str
  return value.every(isObject) ? (value as Record<string, unknown>[]) : undefined;
};
const mergedIssues = (value: unknown): Record<string, unknown>[] | undefined => {
  const issues = issuesOf(value);
  if (!issues) return undefined;
  const seen = new Set<string>();
  const merged: Record<string, unknown>[] = [];
  for (const issue of issues) {
    const cat = pyHashKey(issue['category']);
    const quote = pyHashKey(issue['summary_quote']);
    if (cat === undefined || quote === undefined) return undefined;
    const key = JSON.stringify([cat, quote]);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(issue);
  }
  return merged;
};
const aiSummaryEvalAgent: FrameworkParser = (reply) => {
  let cleaned = pyStrip(pyStrip(reply).replace(FENCE, ''));
  const start = cleaned.indexOf('{');
  const end = cleaned.lastIndexOf('}');
  if (start !== -1 && end !== -1 && end >= start) cleaned = cleaned.slice(start, end + 1);
  const parsed = pythonLoadsNumbers(cleaned);
  if (parsed === undefined || !isObject(parsed)) return false;
  const has = (k: string) => Object.prototype.hasOwnProperty.call(parsed, k);
  const blocks = mergedIssues(has('blocks') ? parsed['blocks'] : []);
  const flags = mergedIssues(has('flags') ? parsed['flags'] : []);
  if (!blocks || !flags) return false;
  return [...blocks, ...flags].every((issue) => {
    const idx = issue['bullet_index'];
    return idx === undefined || idx === null || pyIntOfValue(idx) !== undefined;
  });
};

export const PARSERS_OF_SET_683: Record<string, FrameworkParser> = {
  'llm-summary-evaluator--pdf-summary-vs-abstract-factual-accuracy-1-10-first-bare-number-findall': llmSummaryEvaluator,
  'meeting-summary-eval--french-meeting-transcript-summary-faithfulness-0-5-note-x-sur-5-two-regex-fallback': meetingSummaryEval,
  'ai-summary-eval-agent--vietnamese-stock-report-summary-faithfulness-json-blocks-flags-verdict-computed-from-lists': aiSummaryEvalAgent,
};
