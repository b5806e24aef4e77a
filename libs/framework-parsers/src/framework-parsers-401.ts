/**
 * Set 401 (projects written in Spanish, French, German or Portuguese): a replica of how the Portuguese
 * "LLMs as a Judge" study (flaviohbonfim/llm-as-a-judge-study) reads its ADK agent-response judge's reply:
 * a whole-reply json.loads, then a greedy first-brace-to-last-brace fallback, then a 0.5 default, read by the
 * Langfuse judge that scores only dicts with a score and no "error". The parser answers: would the project get a
 * verdict out of this reply (not a default, not an exception, not a retry, not a skipped sample)?
 */
import { isObject, pyTruthy, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. llm-as-a-judge-study, examples/llm_judge_implementation.py (flaviohbonfim/llm-as-a-judge-study):
//      def _parse_response(self, text: str) -> Dict[str, Any]:
//          try:
//              return json.loads(text)
//          except json.JSONDecodeError:
//              pass
//          json_match = re.search(r'\{.*\}', text, re.DOTALL)
//          if json_match:
//              try:
//                  return json.loads(json_match.group())
//              except json.JSONDecodeError:
//                  pass
//          logger.warning(...)
//          return {"error": "Não foi possível extrair JSON da resposta", "raw_response": text, "score": 0.5}   # default
//      LangfuseLLMJudge.evaluate_response:
//          evaluation = await super().evaluate_response(...)      # = self._parse_response(response.content)
//          if not evaluation.get("error"):                        # non-dict -> AttributeError -> trace.update; raise
//              trace.score(name="response_score", value=evaluation.get("score", 0), ...)   # missing score -> default 0
//    Python's json.loads takes the whole text with JSON whitespace around it and NaN / Infinity / -Infinity; a
//    whole-reply JSON that is not an object is returned as is (no fallback) and .get raises. The fallback span runs
//    from the first '{' to the last '}' (greedy, DOTALL). A verdict: an object with a non-null "score" and a falsy
//    (or absent) "error".
const STUDY_GREEDY_BRACES = /\{[\s\S]*\}/;
const DEFAULT = Symbol('score 0.5 default');
const studyParseResponse = (text: string): unknown => {
  const direct = pythonLoadsNumbers(text);
  if (direct !== undefined) return direct;
  const match = STUDY_GREEDY_BRACES.exec(text);
  if (match) {
    const inner = pythonLoadsNumbers(match[0]);
    if (inner !== undefined) return inner;
  }
  return DEFAULT;
};
const llmAsAJudgeStudy: FrameworkParser = (reply) => {
  const evaluation = studyParseResponse(reply);
  if (!isObject(evaluation)) return false;
  if (pyTruthy(evaluation['error'])) return false;
  return Object.hasOwn(evaluation, 'score') && evaluation['score'] !== null;
};

export const PARSERS_OF_SET_401: Record<string, FrameworkParser> = {
  'llm-as-a-judge-study--adk-agent-response-quality-0-1-json-score-greedy-brace-fallback': llmAsAJudgeStudy,
};
