/**
 * Set 476: replicas of the reply readers of four summarization / meeting-notes judges: Rainsound's meeting-summary
 * section judge (a "Score:" line, 0.x or 1.0 only), AI Meeting Validator's n8n Minutes-of-Meeting audit (fenced JSON
 * cleaned in a JavaScript Code node, three point lists read by the report node), tldw's G-Eval consistency judge
 * (exactly one whitespace-delimited number, at most 5) and the medium_summarization jury (one JSON object, four
 * criterion ranks summed through int()). Each parser answers: would the project get a verdict out of this reply (not
 * a default, not an exception, not a retry, not a skipped juror)?
 */
import { hasLoneSurrogate, isObject, PY_SPACE, pyFloatOf, pythonLoadsNumbers, pyTruthy } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const PY_WS = `[${PY_SPACE}]`;

// ---------------------------------------------------------------------------------------------------------------
// 1. Rainsound automated meeting agent, backend/app/services/eval_agent.py (rainsound-ai/automated-meeting-agent):
//      def parse_evaluation_response(response: str) -> Dict[str, any]:
//          try:
//              score_match = re.search(r'Score:\s*(0\.\d+|1\.0)', response)
//              score = float(score_match.group(1)) if score_match else "Couldnt find score"   # default string
//              feedback_pattern = f'{re.escape("Feedback:")}(.*)'
//              feedback_match = re.search(feedback_pattern, response, re.DOTALL)
//              feedback = feedback_match.group(1).strip() if feedback_match else "Couldnt find feedback"
//              return {"score": score, "feedback": feedback}
//          except Exception as e:
//              return logger.error(...)
//    Python's \s is Unicode whitespace, \d any Unicode decimal digit (float() reads them); no IGNORECASE, no anchor.
const RAINSOUND_SCORE = new RegExp(`Score:${PY_WS}*(0\\.\\p{Nd}+|1\\.0)`, 'u');
const rainsound: FrameworkParser = (reply) => RAINSOUND_SCORE.test(reply);

// 2. AI Meeting Validator, AI_Meeting_Validation.json (Ravinder2001/AI-Meeting-Validator), n8n Code nodes (JavaScript):
//      'Parse MoM Validation':
//          const rawText = $json.text;
//          const cleanText = rawText
//            .replace(/```json/g, "")
//            .replace(/```/g, "")
//            .trim();
//          return JSON.parse(cleanText);
//      n8n normalises the returned value into items (a plain object or each array element becomes {json: value}).
//      'Final Validation Report' (after the Merge node):
//          const mom = $items("Parse MoM Validation")[0].json;
//          let momStatus = "Accurate";
//          if (mom.mom_validation.incorrect_points.length > 0 ||
//              mom.mom_validation.missing_points.length > 0) {
//            momStatus = "Partially Accurate";
//          }
//          ...
//          if (mom.mom_validation.incorrect_points.length > 0 || outOfScope.out_of_scope_topics.length > 0) { ... }
//    Any throw (JSON.parse, a property read on undefined/null) stops the workflow: no report.
const n8nFirstItemJson = (value: unknown): unknown => {
  if (value === null || typeof value !== 'object') throw new TypeError("Code doesn't return items properly");
  if (Array.isArray(value)) {
    if (value.some((item) => item === null)) throw new TypeError('Cannot convert undefined or null to object');
    const first: unknown = value[0];
    if (first === undefined) throw new TypeError("Cannot read properties of undefined (reading 'json')");
    return isObject(first) && first['json'] ? first['json'] : first;
  }
  const item = value as Record<string, unknown>;
  if (item['json']) {
    if (!isObject(item['json'])) throw new TypeError("A 'json' property isn't an object");
    return item['json'];
  }
  return item;
};
const aiMeetingValidator: FrameworkParser = (reply) => {
  try {
    const cleanText = reply.replace(/```json/g, '').replace(/```/g, '').trim();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const mom = n8nFirstItemJson(JSON.parse(cleanText)) as any;
    let momStatus = 'Accurate';
    if (mom.mom_validation.incorrect_points.length > 0 || mom.mom_validation.missing_points.length > 0) {
      momStatus = 'Partially Accurate';
    }
    let riskLevel = 'Low';
    if (mom.mom_validation.incorrect_points.length > 0) riskLevel = 'Medium';
    return momStatus.length > 0 && riskLevel.length > 0;
  } catch {
    return false;
  }
};

// 3. tldw, App_Function_Libraries/Benchmarks_Evaluations/ms_g_eval.py (the-crypt-keeper/tldw):
//      def parse_output(output: str, max: float) -> float:
//          matched: List[str] = re.findall(r"(?<!\S)\d+(?:\.\d+)?", output)
//          if matched:
//              if len(matched) == 1:
//                  score = float(matched[0])
//                  if score > max:
//                      raise ValueError(f"Parsed number: {score} was larger than max score: {max}")
//              else:
//                  raise ValueError(f"More than one number detected in input. Input to parser was: {output}")
//          else:
//              raise ValueError(f'No number detected in input. Input to parser was "{output}". ')
//          return score
//      geval_summarization(...):
//          try:
//              score = parse_output(response, max_score)        # max_score = 5 for consistency
//          except ValueError as e:
//              logger.warning(f"Error parsing output: {e}")
//              score = 0                                         # default
//    (?<!\S): at the start or after Unicode whitespace; \d: Unicode decimal digits (float() reads them).
const TLDW_NUMBER = new RegExp(`(?<![^${PY_SPACE}])\\p{Nd}+(?:\\.\\p{Nd}+)?`, 'gu');
const tldwConsistency: FrameworkParser = (reply) => {
  const matched = [...reply.matchAll(TLDW_NUMBER)];
  if (matched.length !== 1) return false;
  const score = pyFloatOf(matched[0]![0]);
  return score !== undefined && !(score > 5);
};

// 4. medium_summarization, article_five/llm_prompt_optimization.py run_jury (gdeudney/medium_summarization):
//      raw_response_content = response.choices[0].message.content
//      verdict_json = json.loads(raw_response_content)
//      score = 0
//      if not isinstance(verdict_json, dict):
//          raise TypeError(...)
//      for criterion in criteria:                # faithfulness, coherence, conciseness, coverage
//          criterion_data = verdict_json.get(criterion.capitalize())
//          if not criterion_data:
//              criterion_data = verdict_json.get(criterion)
//          if isinstance(criterion_data, dict) and 'rank' in criterion_data:
//              score += int(criterion_data.get('rank', 0))
//          elif isinstance(criterion_data, int):
//              score += criterion_data
//      ... with jury_output_path.open("w", encoding="utf-8") as f:
//              json.dump(verdict_json, f, indent=2, ensure_ascii=False)      # a lone surrogate cannot be encoded
//      all_scores.append(score)
//    all inside try/except Exception -> the juror is logged as an error and left out of the average.
//    int(): int and bool pass, a finite float truncates, NaN raises ValueError, inf OverflowError, None/list/dict
//    TypeError; a str needs optional whitespace, a sign, Unicode digits with single underscores (at most 4300 digits).
const PY_INT_STR = new RegExp(`^${PY_WS}*[+-]?\\p{Nd}+(?:_\\p{Nd}+)*${PY_WS}*$`, 'u');
const pyIntAccepts = (v: unknown): boolean => {
  if (typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (typeof v === 'string') return PY_INT_STR.test(v) && (v.match(/\p{Nd}/gu)?.length ?? 0) <= 4300;
  return false;
};
const JURY_CRITERIA = ['faithfulness', 'coherence', 'conciseness', 'coverage'];
const mediumSummarizationJury: FrameworkParser = (reply) => {
  const verdict = pythonLoadsNumbers(reply);
  if (!isObject(verdict)) return false;
  for (const criterion of JURY_CRITERIA) {
    let data: unknown = verdict[criterion.charAt(0).toUpperCase() + criterion.slice(1)];
    if (!pyTruthy(data)) data = verdict[criterion];
    if (isObject(data) && Object.prototype.hasOwnProperty.call(data, 'rank') && !pyIntAccepts(data['rank'])) return false;
  }
  return !hasLoneSurrogate(verdict);
};

export const PARSERS_OF_SET_476: Record<string, FrameworkParser> = {
  'rainsound--meeting-summary-section-vs-transcript-and-gold-standard-0-1-score-line': rainsound,
  'ai-meeting-validator--minutes-of-meeting-vs-transcript-accuracy-json-point-lists': aiMeetingValidator,
  'tldw--geval-summary-vs-source-consistency-1-5-exactly-one-bare-number': tldwConsistency,
  'medium-summarization--summary-jury-faithfulness-coherence-conciseness-coverage-1-5-json-ranks-summed': mediumSummarizationJury,
};
