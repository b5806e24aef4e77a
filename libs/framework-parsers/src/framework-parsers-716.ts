/**
 * Set 716: replicas of the reply readers of four code-generation / software-engineering judges in Go, JavaScript,
 * Rust and TypeScript: Pilot's intent judge of a git diff against its GitHub issue (Go RE2 `VERDICT:\s*PASS|FAIL`
 * anywhere), CTRL+SPEAK's grader of a learner's spoken explanation of code (lazy first-brace JSON.parse), commit-eval's
 * commit-message rater (serde_json::from_str into a struct with a three-variant enum) and Anatoly's per-symbol
 * test-quality axis (extractJson + JSON.parse + a zod schema, one retry). Each parser answers: would the project get
 * a verdict out of this reply (not a default, not an exception, not a retry)?
 */
import {
  hasUnpairedSurrogateEscape,
  isObject,
  LONE_SURROGATE,
  topLevelItems,
  topLevelMembers,
  wholeJson,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Pilot, internal/executor/intent_judge.go (qf-studio/pilot @ 3a634f7c):
//      verdictPassRegex = regexp.MustCompile(`VERDICT:\s*PASS`)
//      verdictFailRegex = regexp.MustCompile(`VERDICT:\s*FAIL`)
//      func parseJudgeResponse(text string) (*JudgeVerdict, error) {
//          if verdictPassRegex.MatchString(text) {
//              verdict.Passed = true
//          } else if verdictFailRegex.MatchString(text) {
//              verdict.Passed = false
//          } else {
//              return nil, fmt.Errorf("no VERDICT signal found in response")
//          }
//          // CONFIDENCE:\s*([0-9]*\.?[0-9]+) and the reason lines are optional extras
//    Go RE2's \s is ASCII [\t\n\f\r ] only (no \v, no NBSP, no Unicode spaces); unanchored and case-sensitive.
const GO_RE2_SPACE = '[\\t\\n\\f\\r ]';
const PILOT_PASS = new RegExp(`VERDICT:${GO_RE2_SPACE}*PASS`);
const PILOT_FAIL = new RegExp(`VERDICT:${GO_RE2_SPACE}*FAIL`);
const pilotIntentJudge: FrameworkParser = (reply) => PILOT_PASS.test(reply) || PILOT_FAIL.test(reply);

// 2. CTRL+SPEAK, api/grade.js (404Yeti/ctrlspeak-speaking-exercise @ 11407852):
//      const content = result.choices?.[0]?.message?.content;
//      const match = content?.match(/\{[\s\S]*?\}/);
//      const feedbackObj = match ? JSON.parse(match[0]) : {      // JSON.parse throws -> catch -> HTTP 500
//        score: 5,
//        feedback: "Couldn't parse AI response. Please try again."   // the default, not a verdict
//      };
//      res.status(200).json(feedbackObj);                          // nothing in it is checked
//    The lazy match runs from the first '{' to the first '}' after it; JSON.parse of that slice must succeed.
const CTRLSPEAK_FIRST_BRACES = /\{[\s\S]*?\}/;
const ctrlspeakGrade: FrameworkParser = (reply) => {
  const match = CTRLSPEAK_FIRST_BRACES.exec(reply);
  return match !== null && wholeJson(match[0]) !== undefined;
};

// 3. commit-eval, src/evaluator.rs (irbull/commit-eval @ e438df44):
//      #[derive(JsonSchema, Serialize, Deserialize, Debug, Clone, Copy)]
//      pub enum MessageScore { Complete, Adequate, Incomplete }
//      #[derive(JsonSchema, Serialize, Deserialize, Debug, Clone)]
//      pub struct Evaluation { pub message: MessageScore, pub reason: String, pub suggestion: String }
//      ...
//      let choice = response.choices.first().unwrap();
//      Ok(serde_json::from_str(choice.message.content.as_ref().unwrap().as_str())?)
//    serde_json: one strict JSON value, only JSON whitespace around it (JSON.parse's grammar); the derived struct reads
//    an object (unknown keys ignored, a repeated known key is "duplicate field", a missing one "missing field") or a
//    3-element array; the unit enum reads "Complete" or {"Complete": null}; a String must be a JSON string, and a lone
//    surrogate escape in it (or in a key) fails, while ignored values are only scanned.
const COMMIT_EVAL_VARIANTS = ['Complete', 'Adequate', 'Incomplete'];
const COMMIT_EVAL_FIELDS = ['message', 'reason', 'suggestion'];
const serdeString = (raw: string): boolean => raw.startsWith('"') && !hasUnpairedSurrogateEscape(raw);
const serdeMessageScore = (raw: string): boolean => {
  if (raw.startsWith('"')) return serdeString(raw) && COMMIT_EVAL_VARIANTS.includes(JSON.parse(raw) as string);
  if (raw.startsWith('{')) {
    const members = topLevelMembers(raw);
    return members.length === 1 && COMMIT_EVAL_VARIANTS.includes(members[0]![0]) && members[0]![1] === 'null';
  }
  return false;
};
const commitEvalEvaluation: FrameworkParser = (reply) => {
  if (wholeJson(reply) === undefined) return false;
  const text = reply.replace(/^[ \t\n\r]+/, '');
  if (text.startsWith('[')) {
    const items = topLevelItems(text);
    return items.length === 3 && serdeMessageScore(items[0]!) && serdeString(items[1]!) && serdeString(items[2]!);
  }
  if (!text.startsWith('{')) return false;
  const seen = new Set<string>();
  for (const [name, raw] of topLevelMembers(text)) {
    if (LONE_SURROGATE.test(name)) return false;
    if (!COMMIT_EVAL_FIELDS.includes(name)) continue;
    if (seen.has(name)) return false;
    seen.add(name);
    if (!(name === 'message' ? serdeMessageScore(raw) : serdeString(raw))) return false;
  }
  return seen.size === COMMIT_EVAL_FIELDS.length;
};

// 4. Anatoly, tests axis: src/core/axes/tests.ts (r-via/anatoly @ 70b77725) and src/core/axis-evaluator.ts (@ 85ff81e0):
//      const TestsSymbolSchema = z.object({
//        name: z.string(), line_start: z.int().min(1), line_end: z.int().min(1),
//        tests: z.enum(['GOOD', 'WEAK', 'NONE']), confidence: z.int().min(0).max(100), detail: z.string().min(10),
//      });
//      const TestsResponseSchema = z.object({ symbols: z.array(TestsSymbolSchema) });
//      function tryValidate(responseText, schema) {
//        const jsonStr = extractJson(responseText);
//        if (!jsonStr) return { success: false, error: 'No valid JSON found in response' };
//        try { parsed = JSON.parse(jsonStr); } catch { return { success: false, error: 'Invalid JSON syntax' }; }
//        const result = schema.safeParse(parsed);  ...
//      }
//      // runSingleTurnQuery: attempt 1 validated; on failure a retry with the zod errors (so: no verdict from this reply)
//    extractJson (src/utils/extract-json.ts) was not read: modelled as the body of the first ``` fence (```json or
//    bare), else the slice from the first '{' to the last '}', else nothing. zod v4 z.int() = a safe integer (no
//    coercion from strings); z.object strips unknown keys; z.string().min(10) counts UTF-16 code units.
const ANATOLY_FENCE = /```(?:json)?[ \t]*\n?([\s\S]*?)```/;
const anatolyExtractJson = (text: string): string | null => {
  const fence = ANATOLY_FENCE.exec(text);
  if (fence) return (fence[1] ?? '').trim() || null;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start !== -1 && end > start ? text.slice(start, end + 1) : null;
};
const zodInt = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER) =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;
const anatolySymbol = (s: unknown): boolean =>
  isObject(s) &&
  typeof s['name'] === 'string' &&
  zodInt(s['line_start'], 1) &&
  zodInt(s['line_end'], 1) &&
  ['GOOD', 'WEAK', 'NONE'].includes(s['tests'] as string) &&
  zodInt(s['confidence'], 0, 100) &&
  typeof s['detail'] === 'string' &&
  s['detail'].length >= 10;
const anatolyTestsAxis: FrameworkParser = (reply) => {
  const jsonStr = anatolyExtractJson(reply);
  if (!jsonStr) return false;
  const parsed = wholeJson(jsonStr);
  if (!isObject(parsed)) return false;
  const symbols = parsed['symbols'];
  return Array.isArray(symbols) && symbols.every(anatolySymbol);
};

export const PARSERS_OF_SET_716: Record<string, FrameworkParser> = {
  'pilot--intent-judge-git-diff-vs-issue-scope-creep-verdict-pass-fail-regex': pilotIntentJudge,
  'ctrlspeak--spoken-code-explanation-fluency-clarity-vocabulary-1-10-json-score-feedback-lazy-brace': ctrlspeakGrade,
  'commit-eval--commit-message-vs-diff-complete-adequate-incomplete-strict-json-schema-serde': commitEvalEvaluation,
  'anatoly--typescript-symbol-test-quality-good-weak-none-json-symbols-zod-retry': anatolyTestsAxis,
};
