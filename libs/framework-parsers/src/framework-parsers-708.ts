/**
 * Set 708: replicas of the reply readers of two judges with prompts in the set's languages:
 * XAI-LLM-project's Polish QA judge (CORRECT / HALLUCINATION / ABSTAIN in a JSON "category", with a keyword fallback)
 * and the NSU admission bot's Russian answer judge (JSON {"score": 1-5}, the first lazily matched {...} span).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception)?
 */
import { isObject, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const own = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. XAI-LLM-project, src/llm_judge.py (bartolomeo3000/XAI-LLM-project):
//      json_match = re.search(r'\{[^}]*"category"[^}]*\}', response, re.DOTALL)
//      if json_match:
//          try:
//              data = json.loads(json_match.group(0))
//              category_str = data.get("category", "").upper()      # non-str -> AttributeError
//              explanation = data.get("explanation", "")
//              if category_str == "CORRECT": ... elif "HALLUCINATION": ... elif "ABSTAIN": ...
//              else:  # "Unknown category in JSON ..., defaulting to HALLUCINATION"   -> a default, no fallback
//              return JudgmentResult(category=category, explanation=explanation)
//          except json.JSONDecodeError as e:
//              logger.warning(...)                                    # falls through to the keywords
//      response_upper = response.upper()
//      if "CORRECT" in response_upper: ... elif "ABSTAIN" ...: ... elif "HALLUCINATION" ...: ...
//      return JudgmentResult(category=JudgmentCategory.HALLUCINATION, explanation="Failed to parse ...")  # default
//    judge_answer: try: ... result = parse_judge_response(judge_response)
//                  logger.debug(f"Judgment: {result.category.value} - {result.explanation[:100]}")
//                  except Exception: return HALLUCINATION default ("Error during judgment")
//    AttributeError (category None / a number) and TypeError (explanation None / a number / a bool; a dict raises
//    too) therefore end in the default. json.loads is strict (no raw control characters in strings) and takes NaN.
const XAI_CATEGORY_SPAN = /\{[^}]*"category"[^}]*\}/;
const XAI_LABELS = ['CORRECT', 'HALLUCINATION', 'ABSTAIN'];
const xaiLlmProject: FrameworkParser = (reply) => {
  const match = XAI_CATEGORY_SPAN.exec(reply);
  if (match) {
    const data = pythonLoads(match[0]);
    if (data !== undefined) {
      if (!isObject(data)) return false; // cannot happen: the span starts with '{'
      const category = own(data, 'category') ? data['category'] : '';
      if (typeof category !== 'string') return false; // .upper() raises AttributeError
      if (!XAI_LABELS.includes(category.toUpperCase())) return false; // "defaulting to HALLUCINATION"
      const explanation = own(data, 'explanation') ? data['explanation'] : '';
      return typeof explanation === 'string' || Array.isArray(explanation); // explanation[:100] in the log line
    }
  }
  const upper = reply.toUpperCase();
  return XAI_LABELS.some((label) => upper.includes(label));
};

// 2. abitur-bot, evals/judge.py evaluate_bot_answer (nsu-abitur-bot/abitur-bot):
//      try:
//          match = re.search(r"\{.*?\}", llm_response, flags=re.DOTALL)
//          if match:
//              return json.loads(match.group(0))
//          return {"score": 1, "reasoning": "Ошибка парсинга ответа LLM-судьи"}          # default
//      except json.JSONDecodeError:
//          return {"score": 1, "reasoning": f"Невалидный JSON: {llm_response}"}          # default
//    The lazy span runs from the first '{' to the first '}' after it (DOTALL: across lines); strict json.loads.
const NSU_LAZY_SPAN = /\{[\s\S]*?\}/;
const nsuAbiturBot: FrameworkParser = (reply) => {
  const match = NSU_LAZY_SPAN.exec(reply);
  return match !== null && pythonLoads(match[0]) !== undefined;
};

export const PARSERS_OF_SET_708: Record<string, FrameworkParser> = {
  'xai-llm-project--pl-qa-answer-vs-expected-correct-hallucination-abstain-json-category-keyword-fallback': xaiLlmProject,
  'nsu-abitur-bot--ru-admission-bot-answer-vs-reference-1-5-json-score-lazy-first-brace': nsuAbiturBot,
};
