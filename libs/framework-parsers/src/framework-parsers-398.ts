/**
 * Set 398: replicas of the reply readers of three code-correctness judges: Neurosymbolic Code Judge's LLM-only
 * baseline (a Python script judged BUGGY or CLEAN in a JSON object, first fenced block unwrapped), the TU Delft
 * "LLM Judge and Codegen Evaluation" weighted code-quality rubric (a {"Score": x} JSON object on the reply's last
 * line) and The Digital Academy's Moodle auto-grader (a JSON object with a score and rubric evaluation details that
 * are then used and stored). Each parser answers: would the project get a verdict out of this reply (not a default,
 * not an exception, not an ERROR label)?
 */
import { isObject, PY_SPACE, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const own = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. Neurosymbolic Code Judge, run_llm_only.py _evaluate_file (HasinMahir77/Neurosymbolic-Code-Judge):
//      try:
//          response = client.models.generate_content(..., config=types.GenerateContentConfig(
//              system_instruction=SYSTEM_PROMPT, response_mime_type="application/json", temperature=0.1))
//          raw_text = response.text or ""
//          if "```" in raw_text:
//              m = re.search(r"```(?:json)?\s*([\s\S]*?)```", raw_text)
//              if m:
//                  raw_text = m.group(1).strip()
//          try:
//              data = json.loads(raw_text)
//          except Exception:
//              data = {"verdict": "ERROR", "reasoning": raw_text, "buggy_functions": []}
//          verdict = data.get("verdict", "ERROR").upper()     # list -> AttributeError; non-str verdict -> AttributeError
//          if verdict not in ("BUGGY", "CLEAN"):
//              verdict = "ERROR"
//          ...
//      except Exception as e:
//          return {..., "verdict": "ERROR", ...}
//    Python's \s is str.isspace() whitespace; json.loads takes NaN/Infinity and keeps the last duplicate key.
//    str.upper() and toUpperCase() agree on every string whose upper case is BUGGY or CLEAN.
const NSJUDGE_FENCE = new RegExp(`\`\`\`(?:json)?[${PY_SPACE}]*([\\s\\S]*?)\`\`\``, 'u');
const neurosymbolicCodeJudge: FrameworkParser = (reply) => {
  let raw = reply;
  if (raw.includes('```')) {
    const m = NSJUDGE_FENCE.exec(raw);
    if (m) raw = pyStrip(m[1] ?? '');
  }
  const data = pythonLoadsNumbers(raw);
  if (!isObject(data)) return false; // JSONDecodeError -> "ERROR"; a list/number -> .get AttributeError -> "ERROR"
  const verdict = own(data, 'verdict') ? data['verdict'] : 'ERROR';
  if (typeof verdict !== 'string') return false; // .upper() of None/int/bool/list -> AttributeError -> "ERROR"
  const upper = verdict.toUpperCase();
  return upper === 'BUGGY' || upper === 'CLEAN';
};

// 2. LLM Judge and Codegen Evaluation (Ayushkuruvilla/LLM-Judge-and-Codegen-Evaluation):
//      llm_interface.py _generate_openai_response: return response.choices[0].message.content   (written to jsonl as is)
//      Evaluation/agreement_rates.py:
//          def extract_score(evaluation):
//              try:
//                  score_data = json.loads(evaluation.split('\n')[-1])
//                  return score_data.get("Score")
//              except (json.JSONDecodeError, IndexError):
//                  return None
//          llm_df['score'] = llm_df['evaluation'].apply(extract_score)
//    Only the text after the last '\n' is read. A last line that is JSON but not an object makes .get raise
//    AttributeError, which is not caught (the script dies); a missing or null "Score" is None.
const llmJudgeCodegenEval: FrameworkParser = (reply) => {
  const last = reply.split('\n').pop() ?? '';
  const data = pythonLoadsNumbers(last);
  if (!isObject(data)) return false;
  return own(data, 'Score') && data['Score'] !== null;
};

// 3. Moodle auto-grader, app.py (The-DigitalAcademy/moodle-autograder-service):
//      def grade_with_gemini(student_code, question, rubrictemplate):
//          try:
//              response = model.generate_content(prompt)
//              raw = response.text.strip()
//              if raw.startswith("```json"):
//                  raw = raw[7:-3].strip()
//              return json.loads(raw)
//          except Exception as e:
//              return {"score": 0, "feedback": f"Error: {e}", "suggestions": "N/A"}      # default
//      grade_code():
//          result = grade_with_gemini(student_code, question, rubrictemplate)
//          final_score = result.get("score", 0)                     # non-dict -> AttributeError -> HTTP 500
//          evaluation_details = result.get("evaluation_details", "")
//          for i, criterion in enumerate(evaluation_details):
//              criterion_id = criterion["criterionid"]
//              level = criterion["levels"]
//              ... f"Automatically graded: {criterion['definition']}"
//          save_grade_to_db({"llm_score": final_score, "final_score": final_score,
//                            "feedback": result.get("feedback", ""), "suggestions": result.get("suggestions", ""), ...})
//    save_grade_to_db inserts through SQLAlchemy + psycopg2 into PostgreSQL: llm_score/final_score are Integer (int4)
//    columns, feedback/suggestions Text. psycopg2 sends a float as a numeric literal (numeric -> int4 is an
//    assignment cast that rounds half away from zero), a str as an untyped literal (int4 input: blanks, sign,
//    ASCII digits), a bool as boolean (no assignment cast to int4), NaN/Infinity as 'NaN'::float (out of range),
//    and cannot adapt a dict at all. A missing "score" is the default 0 and a null one stores NULL: no verdict.
const INT4_MIN = -2147483648;
const INT4_MAX = 2147483647;
const PG_INT_TEXT = /^[ \t\n\r\v\f]*([+-]?[0-9]+)[ \t\n\r\v\f]*$/;
const int4Storable = (v: unknown): boolean => {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return false;
    const rounded = Math.sign(v) * Math.floor(Math.abs(v) + 0.5);
    return rounded >= INT4_MIN && rounded <= INT4_MAX;
  }
  if (typeof v === 'string') {
    const m = PG_INT_TEXT.exec(v);
    if (!m) return false;
    const n = Number(m[1]);
    return n >= INT4_MIN && n <= INT4_MAX;
  }
  return false; // None (no score), bool, list (ARRAY), dict (cannot adapt)
};
// A value psycopg2 can adapt and PostgreSQL can assign to a text column (strings, numbers, bools, NULL, text[]).
const textStorable = (v: unknown): boolean => {
  if (Array.isArray(v)) return v.every((x) => typeof x === 'string');
  return !isObject(v);
};
// enumerate(evaluation_details) with every item subscripted by "criterionid", "levels" and "definition".
const detailsUsable = (details: unknown): boolean => {
  if (typeof details === 'string') return details === ''; // a character is not subscriptable by a str key
  if (Array.isArray(details)) return details.every((c) => isObject(c) && own(c, 'criterionid') && own(c, 'levels') && own(c, 'definition'));
  if (isObject(details)) return Object.keys(details).length === 0; // iterating a dict yields its str keys
  return false; // None, numbers, bools: not iterable
};
const moodleAutograder: FrameworkParser = (reply) => {
  let raw = pyStrip(reply);
  if (raw.startsWith('```json')) {
    const chars = Array.from(raw); // Python slices by code point
    raw = pyStrip(chars.slice(7, chars.length - 3).join(''));
  }
  const result = pythonLoadsNumbers(raw);
  if (!isObject(result)) return false; // JSONDecodeError -> default {"score": 0}; list -> AttributeError
  if (!own(result, 'score') || !int4Storable(result['score'])) return false;
  if (!detailsUsable(own(result, 'evaluation_details') ? result['evaluation_details'] : '')) return false;
  for (const key of ['feedback', 'suggestions']) {
    if (own(result, key) && !textStorable(result[key])) return false;
  }
  return true;
};

export const PARSERS_OF_SET_398: Record<string, FrameworkParser> = {
  'neurosymbolic-code-judge--llm-only-python-script-bug-detection-buggy-clean-json-verdict': neurosymbolicCodeJudge,
  'llm-judge-codegen-eval--humanevalplus-weighted-rubric-code-quality-0-5-last-line-json-score': llmJudgeCodegenEval,
  'moodle-autograder--gemini-student-code-rubric-grading-json-score-evaluation-details': moodleAutograder,
};
