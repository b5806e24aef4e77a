/**
 * Set 448 (math word problem and STEM homework grading): replicas of the reply readers of three graders of student
 * work: AI Autograder's whiteboard-question rubric grader (a whole-reply JSON object with an optional fence, stored in
 * Postgres columns that must not be null), AITA's per-question exam grader (JSON found in a fence or between the first
 * '{' and the last '}', points_earned read with float()), and the AWS Bedrock workshop copy of Anthropic's "math
 * correction" exercise (a substring check for "incorrect" / "not correct"). Each parser answers: would the project get
 * a verdict out of this reply (not a default, not an exception, not a failed request)?
 */
import { isObject, lastTopLevelRaw, PY_SPACE, pyFloatOf, pyStrip, pythonLoadsNumbers, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. AI Autograder, app/api/grade/question/route.ts POST (gracealwan/ai-autograder):
//      raw = raw?.trim?.() || '';
//      if (/^```json/i.test(raw)) raw = raw.replace(/^```json[\r\n]*/i, '');
//      if (/^```/i.test(raw)) raw = raw.replace(/^```[\r\n]*/i, '');
//      raw = raw.replace(/[\r\n]*```[\s\r\n]*$/i, '');
//      raw = raw.trim();
//      llmResultJson = JSON.parse(raw);
//    } catch (e) { return NextResponse.json({ ok: false, error: "LLM parse failed: " + ... }, { status: 500 }); }
//    const { error: gradeError } = await supabaseAdmin.from("question_grades").upsert({
//        submission_id, question_index, rubric_version: rubricVersion,
//        per_goal: llmResultJson.goals,            // null.goals -> TypeError -> outer catch, 500
//        total_points: llmResultJson.totalPoints,
//        max_points: llmResultJson.maxPoints,
//        feedback: llmResultJson.overallFeedback, graded_at: ... }, { onConflict: "submission_id,question_index" });
//    if (gradeError) return ... 500
//    docs/db.sql: per_goal jsonb not null, total_points numeric not null, max_points numeric not null, feedback text.
//    undefined members vanish from the request body (JSON.stringify), so a missing or null goals / totalPoints /
//    maxPoints violates NOT NULL; Postgres' numeric input takes a JSON number or a numeric string, not a bool, an
//    object or an array. A JSON number that JSON.parse rounds to Infinity is sent as null.
const PG_WS = '[ \\t\\n\\r\\v\\f]*';
const PG_NUMERIC = new RegExp(
  `^${PG_WS}(?:[+-]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?|NaN|[+-]?(?:Infinity|inf))${PG_WS}$`,
  'i',
);
const pgNumeric = (v: unknown): boolean =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && PG_NUMERIC.test(v));
const aiAutograder: FrameworkParser = (reply) => {
  let raw = reply.trim();
  if (/^```json/i.test(raw)) raw = raw.replace(/^```json[\r\n]*/i, '');
  if (/^```/i.test(raw)) raw = raw.replace(/^```[\r\n]*/i, '');
  raw = raw.replace(/[\r\n]*```[\s\r\n]*$/i, '');
  raw = raw.trim();
  const value = wholeJson(raw);
  if (value === undefined || value === null) return false; // JSON.parse threw, or null.goals threw
  if (!isObject(value)) return false; // arrays and primitives have no goals / totalPoints: NOT NULL violation
  const goals = value['goals'];
  if (goals === undefined || goals === null) return false;
  return pgNumeric(value['totalPoints']) && pgNumeric(value['maxPoints']);
};

// 2. AITA, aita/utils/llm_task_implementations.py (ElliotXie/AITA):
//      def safe_extract_json(response_text: str, timeout_seconds: int = 5) -> str:
//          json_match = re.search(r'```(?:json)?\s*(\{.*?\})\s*```', response_text, re.DOTALL)
//          if json_match:
//              return json_match.group(1)
//          first_brace = response_text.find('{')
//          last_brace = response_text.rfind('}')
//          if first_brace != -1 and last_brace != -1 and last_brace > first_brace:
//              return response_text[first_brace:last_brace + 1]
//          return response_text.strip()
//      QuestionGradingTask.parse_response:
//          try:
//              json_text = safe_extract_json(response_text)
//              data = json.loads(json_text)
//              points_earned = float(data.get('points_earned', 0.0))   # missing key: default 0.0
//              ...
//              points_earned = max(0.0, min(points_earned, self.rubric.total_points))
//              return Grade(...)
//          except (json.JSONDecodeError, KeyError, ValueError, TimeoutError) as e:
//              return Grade(points_earned=0.0, feedback=f"Grading failed due to response parsing error: {e}", ...)
//    Python's \s in a str pattern is str.isspace(); json.loads takes NaN / Infinity; a non-dict has no .get
//    (AttributeError) and float(None / list / dict) raises TypeError, both uncaught (the task fails); float() of an
//    integer too large for a double raises OverflowError (uncaught).
const AITA_FENCE = new RegExp(`\`\`\`(?:json)?[${PY_SPACE}]*(\\{[\\s\\S]*?\\})[${PY_SPACE}]*\`\`\``, 'u');
const aitaExtract = (text: string): string => {
  const match = AITA_FENCE.exec(text);
  if (match) return match[1]!;
  const first = text.indexOf('{');
  const last = text.lastIndexOf('}');
  if (first !== -1 && last !== -1 && last > first) return text.slice(first, last + 1);
  return pyStrip(text);
};
const aita: FrameworkParser = (reply) => {
  const jsonText = aitaExtract(reply);
  const data = pythonLoadsNumbers(jsonText);
  if (data === undefined) return false; // JSONDecodeError: fallback 0-point grade
  if (!isObject(data)) return false; // AttributeError: .get on a non-dict
  if (!Object.prototype.hasOwnProperty.call(data, 'points_earned')) return false; // default 0.0
  const points = data['points_earned'];
  if (typeof points === 'boolean') return true;
  if (typeof points === 'number') {
    const raw = lastTopLevelRaw(jsonText, 'points_earned') ?? '';
    // an integer literal beyond the double range: float(int) raises OverflowError
    return !(/^-?[0-9]+$/.test(raw) && !Number.isFinite(Number(raw)));
  }
  if (typeof points === 'string') return pyFloatOf(points) !== undefined; // ValueError -> fallback grade
  return false; // None, list, dict: TypeError
};

// 3. AWS Bedrock generative-AI workshop, exercise_3_1.py (nickrox99/aws_bedrock_gen_ai_workshop_11_13_2024):
//      response = get_completion(PROMPT, SYSTEM_PROMPT)
//      def grade_exercise(text):
//          if "incorrect" in text or "not correct" in text.lower():
//              return True
//          else:
//              return False
//    "incorrect" is looked for case-sensitively, "not correct" after str.lower() (no lowercase mapping of a
//    non-ASCII character yields these ASCII letters, so JavaScript's toLowerCase reads the same).
const bedrockWorkshop: FrameworkParser = (reply) => reply.includes('incorrect') || reply.toLowerCase().includes('not correct');

export const PARSERS_OF_SET_448: Record<string, FrameworkParser> = {
  'ai-autograder--whiteboard-math-question-rubric-goals-json-total-points': aiAutograder,
  'aita--exam-question-rubric-answer-key-partial-credit-json-points-earned': aita,
  'aws-bedrock-genai-workshop--equation-solution-correctness-incorrect-substring': bedrockWorkshop,
};
