/**
 * Set 565 (healthcare and clinical judges): replicas of the reply readers of
 * 1. clinical-llm-evaluation's PubMedQA hallucination "medical teacher" check (JSON is_answer_correct yes/no, quote repair,
 *    first-brace-to-first-closing-brace fallback, letters-only cleaning), and
 * 2. med-lm-envs' MedRBench diagnosis judge ("Correct|Wrong", read as `"correct" in reply.lower()`).
 * A third replica, of an unsourced MentalChat16K-style counselling judge (seven 1-10 scores in JSON), is exported
 * separately in UNSOURCED_PARSERS_OF_SET_565: its repository could not be identified within the lookup budget.
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a retry)?
 */
import { isObject, pyIntOfValue, pyStrip, pythonLoadsNumbers, pyTruthy } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// Python slicing s[start:end] (negative indices count from the end, out-of-range ones clamp).
const pySlice = (s: string, start: number, end: number): string => {
  const n = s.length;
  const norm = (i: number) => (i < 0 ? Math.max(0, i + n) : Math.min(i, n));
  return s.slice(norm(start), norm(end));
};

// ---------------------------------------------------------------------------------------------------------------
// 1. clinical-llm-evaluation (dsi-clinical-llm/clinical-llm-evaluation),
//    prompt_templates/hallucination/qa/qa_hallucination_prompt.py PubmedQuestionAnswerHallucinationPrompt:
//      def extract_answer(self):
//          final_answer = None
//          if self.model_response:
//              response = self.model_response.replace("&quot;", "\"").replace('"', "\"").replace("'", "\"")
//              try:
//                  json_object = json.loads(response)
//                  final_answer = json_object.get('is_answer_correct', 'unknown')
//                  final_answer = remove_illegal_chars(final_answer)
//              except Exception as e:
//                  print(e)
//              if not final_answer:
//                  left_bracket_index = response.find('{')
//                  right_bracket_index = response.find('}')
//                  json_string = response[left_bracket_index:right_bracket_index + 1]
//                  try:
//                      json_object = json.loads(json_string)
//                      final_answer = json_object.get('is_answer_correct', 'unknown')
//                      final_answer = remove_illegal_chars(final_answer)
//                  except Exception as e:
//                      print(e)
//          return final_answer if final_answer else 'unknown'
//      hallucination_answer_mapping = {'no': 0, 'yes': 1, 'unknown': 2}
//      def map_answer(answer): return ...hallucination_answer_mapping.get(answer.lower().strip(), 2)
//    utils/utils.py:       regex = re.compile('[^a-zA-Z]'); def remove_illegal_chars(text): return regex.sub('', text)
//    prompt_abstract.py:   answer = self.extract_answer(); mapped_answer = self.map_answer(str(answer))
//    A verdict is a mapped 0 or 1. A non-dict JSON value raises AttributeError before the assignment (fallback runs); a
//    non-str value raises TypeError in remove_illegal_chars AFTER it (True / 1 / NaN stay, are truthy, map to 2).
const NOT_ASCII_LETTER = /[^a-zA-Z]/g;
const clinicalLlmEvaluation: FrameworkParser = (reply) => {
  if (reply === '') return false; // `if self.model_response:` -> 'unknown'
  const response = reply.replaceAll('&quot;', '"').replaceAll("'", '"');
  let finalAnswer: unknown = null;
  const attempt = (text: string) => {
    const parsed = pythonLoadsNumbers(text); // Python json.loads (NaN / Infinity kept as numbers: truthy)
    if (parsed === undefined || !isObject(parsed)) return; // JSONDecodeError / AttributeError: nothing assigned
    const value = Object.prototype.hasOwnProperty.call(parsed, 'is_answer_correct') ? parsed['is_answer_correct'] : 'unknown';
    finalAnswer = typeof value === 'string' ? value.replace(NOT_ASCII_LETTER, '') : value;
  };
  attempt(response);
  if (!pyTruthy(finalAnswer)) attempt(pySlice(response, response.indexOf('{'), response.indexOf('}') + 1));
  const answer = pyTruthy(finalAnswer) ? finalAnswer : 'unknown';
  // str(answer).lower().strip() must be 'yes' or 'no'; str() of a bool / number never is
  return typeof answer === 'string' && ['yes', 'no'].includes(answer.toLowerCase());
};

// 2. med-lm-envs (hunarbatra/med-lm-envs), environments/medrbench/medrbench.py:
//      try:
//          judge_raw = await judge_rubric.judge(judge_prompt, completion_text, gold_response, state)
//          is_correct = _parse_judge_result(str(judge_raw))
//      except Exception:
//          is_correct = False
//      def _parse_judge_result(judge_response: str) -> bool:
//          return "correct" in judge_response.lower()
//      return 1.0 if is_correct else 0.0
//    'Wrong' and every unreadable reply get the same 0.0 as a judge error: the only reading the code tells apart from
//    its default is "correct" found anywhere in the lower-cased reply ('Incorrect' included).
const medLmEnvsMedrbench: FrameworkParser = (reply) => reply.toLowerCase().includes('correct');

export const PARSERS_OF_SET_565: Record<string, FrameworkParser> = {
  'clinical-llm-evaluation--pubmedqa-medical-teacher-checks-suggested-answer-json-is-answer-correct-yes-no': clinicalLlmEvaluation,
  'med-lm-envs--medrbench-predicted-vs-gold-diagnosis-correct-wrong-substring-correct': medLmEnvsMedrbench,
};

// ---------------------------------------------------------------------------------------------------------------
// UNSOURCED (repository not identified; index file id 47787674333): "Centralized Judging Module for Mental Health
// Model Evaluation", GPT-4 Turbo judge of counselling replies on the seven MentalChat16K metrics.
//      def extract_json_from_text(text):
//          t = text.strip()
//          try: return json.loads(t)
//          except Exception: pass
//          m = re.search(r"```(?:json)?\n(.+?)```", t, re.DOTALL | re.IGNORECASE)
//          if m:
//              try: return json.loads(m.group(1).strip())
//              except Exception: pass
//          start = t.find('{')
//          if start != -1:
//              depth = 0
//              for i in range(start, len(t)):
//                  if t[i] == '{': depth += 1
//                  elif t[i] == '}':
//                      depth -= 1
//                      if depth == 0:
//                          try: return json.loads(t[start:i+1])
//                          except Exception: break
//          return None
//      def validate_judge_output(parsed, debug=False):
//          if not isinstance(parsed, dict): return False
//          if 'explanation' not in parsed: return False
//          if 'scores' not in parsed: return False
//          scores = parsed['scores']
//          if not isinstance(scores, dict): return False
//          for m in METRICS:
//              if m not in scores: return False
//              v = scores[m]
//              if not isinstance(v, (int, float)):
//                  try: v = int(v)
//                  except: return False
//              else:
//                  v = int(v)                      # NaN / Infinity raise -> evaluate_response's except: error result
//              if not (1 <= v <= 10): return False
//          ...
//          return True
//    An invalid reply triggers one retry call, then scores of 0 ('Evaluation failed'): no verdict either way.
export const MENTALCHAT_METRICS = [
  'Active Listening',
  'Empathy & Validation',
  'Safety & Trustworthiness',
  'Open-mindedness & Non-judgment',
  'Clarity & Encouragement',
  'Boundaries & Ethical',
  'Holistic Approach',
];
// Python re with IGNORECASE on a str pattern folds Unicode case ('ſ' matches 's'): JS needs the u flag for that.
const MENTALCHAT_FENCE = /```(?:json)?\n([\s\S]+?)```/iu;
const mentalchatExtract = (text: string): unknown => {
  const t = pyStrip(text);
  const direct = pythonLoadsNumbers(t);
  if (direct !== undefined) return direct;
  const m = MENTALCHAT_FENCE.exec(t);
  if (m) {
    const fenced = pythonLoadsNumbers(pyStrip(m[1] ?? ''));
    if (fenced !== undefined) return fenced;
  }
  const start = t.indexOf('{');
  if (start !== -1) {
    let depth = 0;
    for (let i = start; i < t.length; i++) {
      if (t[i] === '{') depth++;
      else if (t[i] === '}') {
        depth--;
        if (depth === 0) return pythonLoadsNumbers(t.slice(start, i + 1)) ?? null; // parse error -> break -> None
      }
    }
  }
  return null;
};
const mentalchatJudge: FrameworkParser = (reply) => {
  const parsed = mentalchatExtract(reply);
  if (!isObject(parsed) || !('explanation' in parsed) || !('scores' in parsed)) return false;
  const scores = parsed['scores'];
  if (!isObject(scores)) return false;
  return MENTALCHAT_METRICS.every((metric) => {
    if (!Object.prototype.hasOwnProperty.call(scores, metric)) return false;
    const v = pyIntOfValue(scores[metric]);
    return v !== undefined && v >= 1 && v <= 10;
  });
};

export const UNSOURCED_PARSERS_OF_SET_565: Record<string, FrameworkParser> = {
  'mentalchat16k-judge--mental-health-counseling-response-seven-metrics-1-10-json-explanation-scores': mentalchatJudge,
};
