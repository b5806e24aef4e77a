/**
 * Set 442: replicas of the reply readers of quiz, exam-question and generated-question quality judges:
 * quiz-agent's pub-quiz question critic (JSON cut from the first '{' to the last '}', with a score-normalisation step
 * that can raise) and scalable-benchmarking's self-solve gate for generated math questions (JSON read whole, else
 * from the first fenced block or the outer braces; a dict with a verdict or an ill_posed flag). Each parser answers:
 * would the project get a verdict out of this reply (not a default, not an exception, not a retry, not a None)?
 */
import { isObject, pyStrip, pyTruthy, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

// ---------------------------------------------------------------------------------------------------------------
// 1. quiz-agent (michalkalis/quiz-agent), apps/question-generator/app/generation/advanced_generator.py
//    AdvancedQuestionGenerator._critique_question (template: prompts/question_critique_v2.md, str.format):
//      for attempt in (1, 2):
//          try:
//              response = await self.critique_llm.ainvoke([HumanMessage(content=critique_prompt)])
//              critique_content = self._strip_markdown_fences(response.content)
//              start = critique_content.find('{')
//              end = critique_content.rfind('}') + 1
//              if start == -1 or end <= start:
//                  print(...); continue                                   # second call, then None
//              critique_data = json.loads(critique_content[start:end])
//              critique_data["critique_model"] = self.critique_model
//              scores = critique_data.get("scores", {})
//              if scores and all(v > 8 for v in scores.values() if isinstance(v, (int, float))):
//                  original = critique_data.get("overall_score", 0)
//                  critique_data["overall_score"] = max(0, original - 0.5)
//                  ...
//              return critique_data
//          except Exception as e:
//              print(f"Critique attempt {attempt} failed: {e}")
//      return None
//    Python's json.loads (NaN/Infinity accepted, raw control characters in strings refused). The slice starts with '{',
//    so a successful parse is a dict. A truthy non-dict "scores" raises AttributeError on .values(); when every numeric
//    score (bools are ints) is > 8 (vacuously true when none is numeric), overall_score (default 0) must support
//    `- 0.5` (a number or bool), else TypeError. Fence stripping cannot move the outer braces, so it is not modelled.
const quizAgent: FrameworkParser = (reply) => {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}') + 1;
  if (start === -1 || end <= start) return false;
  const data = pythonLoadsNumbers(reply.slice(start, end));
  if (!isObject(data)) return false;
  const scores = hasOwn(data, 'scores') ? data['scores'] : {};
  if (pyTruthy(scores)) {
    if (!isObject(scores)) return false; // .values() on a list / str / number: AttributeError
    const numeric = Object.values(scores).filter((v) => typeof v === 'number' || typeof v === 'boolean');
    if (numeric.every((v) => Number(v) > 8)) {
      const original = hasOwn(data, 'overall_score') ? data['overall_score'] : 0;
      if (typeof original !== 'number' && typeof original !== 'boolean') return false; // original - 0.5: TypeError
    }
  }
  return true;
};

// 2. scalable-benchmarking (samuelemarro/scalable-benchmarking), self_improvement.py self_improve_answers with
//    prompt_library.build_self_check_prompt:
//      evaluation = safe_load_json(eval_text, schema_hint='{"verdict": "pass|fail", "ill_posed": bool, ...}') or {
//          "verdict": "fail", "issues": ["Could not parse evaluation JSON."], "ill_posed": False, ...}   # default
//      if evaluation.get("verdict") == "pass": ... "succeeded"
//      if evaluation.get("ill_posed"): ... "failed"
//      ... else refine
//    utils.py:
//      def safe_load_json(text, schema_hint=None):
//          try: return json.loads(text)
//          except json.JSONDecodeError: pass
//          cleaned = clean_json_text(text)
//          try: return json.loads(cleaned)
//          except json.JSONDecodeError: pass
//          return _repair_with_model(cleaned, schema_hint)        # another LLM call: not this reply's verdict
//      def clean_json_text(text):
//          text = text.replace("```json", "```")
//          if "```" in text:
//              parts = text.split("```")
//              if len(parts) >= 2: return parts[1].strip()
//          start = text.find("{"); end = text.rfind("}")
//          if start != -1 and end != -1 and end > start: return text[start : end + 1]
//          return text
//    A falsy parse takes the default; a truthy non-dict raises AttributeError on .get. The reply carries a verdict when
//    the dict holds "verdict" (== "pass" passes, anything else fails) or a truthy "ill_posed".
const cleanJsonText = (raw: string): string => {
  const text = raw.replaceAll('```json', '```');
  if (text.includes('```')) return pyStrip(text.split('```')[1] ?? '');
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start !== -1 && end !== -1 && end > start) return text.slice(start, end + 1);
  return text;
};
const scalableBenchmarking: FrameworkParser = (reply) => {
  let evaluation = pythonLoadsNumbers(reply);
  if (evaluation === undefined) evaluation = pythonLoadsNumbers(cleanJsonText(reply));
  if (evaluation === undefined) return false; // model-based repair
  if (!pyTruthy(evaluation)) return false; // `or {default}`
  if (!isObject(evaluation)) return false; // list / str / number: .get raises AttributeError
  return hasOwn(evaluation, 'verdict') || pyTruthy(evaluation['ill_posed']);
};

export const PARSERS_OF_SET_442: Record<string, FrameworkParser> = {
  'quiz-agent--pub-quiz-question-quality-7-dimension-1-10-json-overall-score-first-last-brace': quizAgent,
  'scalable-benchmarking--self-solve-gate-generated-math-question-answer-pass-fail-ill-posed-json-clean-fence': scalableBenchmarking,
};
