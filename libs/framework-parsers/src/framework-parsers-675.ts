/**
 * Set 675: replicas of the reply readers of three education-technology graders: Lernmanager's German school quiz
 * grader of free-text answers (JSON {correct, feedback}, fence peeled only when the reply starts with ```), Markify's
 * marking-scheme grader of OCR'd handwritten answers (JSON marks_assigned, fence regex then greedy-brace fallback,
 * type checks) and pdll's ASAP essay baseline scorer (a bare float() of the whole reply, doubled and int()-ed). Each
 * parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a fallback)?
 */
import { isObject, lastTopLevelRaw, PY_SPACE, pyFloatOf, pyStrip, pythonLoads, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. Lernmanager, llm_grading.py _call_llm / grade_answer (patrickfiedler/lernmanager @ bb137d2):
//      text = response.content[0].text.strip()
//      if not text: return None
//      if text.startswith('```'):
//          text = text.split('\n', 1)[-1]  # remove first line (```json)
//          text = text.rsplit('```', 1)[0]  # remove trailing ```
//          text = text.strip()
//      result = json.loads(text)
//      if "correct" not in result or "feedback" not in result:
//          return None
//      return {"correct": bool(result["correct"]), "feedback": str(result["feedback"])}
//    grade_answer: try: llm_response = _call_llm(...); if llm_response is None: return FALLBACK_RESULT
//                  except Exception: return FALLBACK_RESULT        # {"correct": True, ..., "source": "fallback"}
//    json.loads is strict (raw control characters in strings refused) and takes NaN/Infinity. A list passes the `in`
//    test but raises TypeError at result["correct"]; a str or number raises too: only a dict with both keys is a verdict.
const lernmanager: FrameworkParser = (reply) => {
  let text = pyStrip(reply);
  if (!text) return false;
  if (text.startsWith('```')) {
    const nl = text.indexOf('\n');
    if (nl >= 0) text = text.slice(nl + 1);
    const last = text.lastIndexOf('```');
    if (last >= 0) text = text.slice(0, last);
    text = pyStrip(text);
  }
  const result = pythonLoads(text);
  return isObject(result) && hasOwn(result, 'correct') && hasOwn(result, 'feedback');
};

// 2. Markify, llm_grading.py (ajiinx/markify-fastapi @ 0f9f12a):
//      _JSON_OBJECT_RE = re.compile(r"\{.*\}", re.DOTALL)
//      _FENCE_RE = re.compile(r"^```(?:json)?\s*|\s*```$", re.MULTILINE)
//      def _extract_json_object(raw):
//          cleaned = _FENCE_RE.sub("", raw.strip()).strip()
//          try:
//              parsed = json.loads(cleaned)
//              if isinstance(parsed, dict): return parsed
//          except json.JSONDecodeError: pass
//          match = _JSON_OBJECT_RE.search(cleaned)
//          if match:
//              try:
//                  parsed = json.loads(match.group(0))
//                  if isinstance(parsed, dict): return parsed
//              except json.JSONDecodeError: return None
//          return None
//      def _normalize_grading_result(parsed, max_marks):
//          marks_assigned = parsed.get("marks_assigned"); feedback = parsed.get("evaluation_feedback")
//          if isinstance(marks_assigned, bool) or not isinstance(marks_assigned, (int, float)): return None
//          if not isinstance(feedback, str) or not feedback.strip(): return None
//          marks_assigned = max(0.0, min(float(marks_assigned), float(max_marks)))   # clamped, never rejected
//    Python's MULTILINE ^ is "start or after \n" and $ is "end or before \n" (JS's m flag also breaks at \r, \u2028,
//    \u2029, so lookarounds are used); \s is str.isspace(). float() of an int literal too large for a double raises
//    OverflowError, which escapes into the thread pool and leaves the segment ungraded.
const PY_WS = `[${PY_SPACE}]`;
const MARKIFY_FENCE = new RegExp(`(?<![^\\n])\`\`\`(?:json)?${PY_WS}*|${PY_WS}*\`\`\`(?=\\n|(?![\\s\\S]))`, 'g');
const MARKIFY_OBJECT = /\{[\s\S]*\}/;
const markifyExtract = (raw: string): { value: Record<string, unknown>; text: string } | null => {
  const cleaned = pyStrip(pyStrip(raw).replace(MARKIFY_FENCE, ''));
  const direct = pythonLoadsNumbers(cleaned);
  if (isObject(direct)) return { value: direct, text: cleaned };
  const match = MARKIFY_OBJECT.exec(cleaned);
  if (match) {
    const inner = pythonLoadsNumbers(match[0]);
    if (isObject(inner)) return { value: inner, text: match[0] };
  }
  return null;
};
const markify: FrameworkParser = (reply) => {
  const found = markifyExtract(reply);
  if (!found) return false;
  const marks = found.value['marks_assigned'];
  const feedback = found.value['evaluation_feedback'];
  if (typeof marks !== 'number') return false; // bool, str, None, list, dict and a missing key all fail
  if (typeof feedback !== 'string' || pyStrip(feedback) === '') return false;
  const raw = lastTopLevelRaw(found.text, 'marks_assigned') ?? '';
  if (/^-?\d+$/.test(raw) && !Number.isFinite(Number(raw))) return false; // float(huge int) -> OverflowError
  return true;
};

// 3. pdll, pdll/NLP_baseline.py (B-Kleemann/pdll @ 4b43d9d):
//      answer = query_the_api(model, prompt)
//      try:
//          pred_score = float(answer)
//      except:
//          pred_score = 0                      # a default, not a verdict
//      ...
//      return pred_score
//    predict_scores_solo:  score_pred = score_pred_1 * 2
//                          predictions.append(int(score_pred))   # NaN -> ValueError, inf -> OverflowError: run aborts
//    float() of a str: str.isspace() whitespace around, sign, Unicode digits, single underscores, inf/nan.
const pdll: FrameworkParser = (reply) => {
  const value = pyFloatOf(reply);
  return value !== undefined && Number.isFinite(value * 2);
};

export const PARSERS_OF_SET_675: Record<string, FrameworkParser> = {
  'lernmanager--german-school-free-text-quiz-answer-correct-bool-feedback-json': lernmanager,
  'markify--ocr-answer-vs-marking-scheme-value-points-marks-assigned-json-greedy-brace': markify,
  'pdll--asap-essay-rubric-holistic-score-bare-float': pdll,
};
