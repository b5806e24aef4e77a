/**
 * Set 719: replicas of the reply readers of four judge nodes of workflow / low-code tools: illumo-flow's
 * EvaluationAgent node with its built-in prompt (JSON {score, reasons}, or a bare integer), the "Judging LLM" workflow
 * node of a Dify fork (greedy first-brace-to-last-brace JSON {passed, rating, feedback}), FastGPT's app-evaluation
 * accuracy judge (a bare number read with JS Number()) and PySpur's Best-of-N rating node (JSON {"rating": float}
 * through PySpur's JSON repair and a pydantic output model). Each parser answers: would the project get a verdict out
 * of this reply (not a default value, not an exception, not a skipped sample)?
 */
import { isObject, pyIntOfValue, pyStrip, pyTruthy, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. illumo-flow (kitfactory/illumo-flow), src/illumo_flow/nodes/agent.py, EvaluationAgent:
//      prompt_override = ("Evaluate the following content and respond with JSON containing "
//                         "fields 'score' and 'reasons':\n" f"{target_text}")
//      ...
//      def _parse_evaluation(self, result):
//          structured_payload = result.structured            # None for an OpenAI Responses / chat object
//          score: Any = result.response
//          if structured_payload is None and result.response:
//              try:
//                  structured_payload = json.loads(result.response)
//              except Exception:
//                  structured_payload = None
//          if isinstance(structured_payload, Mapping):
//              if "score" in structured_payload:
//                  score = structured_payload.get("score")
//              reasons = structured_payload.get("reasons") or structured_payload.get("reason")
//          elif isinstance(score, str):
//              stripped = score.strip()
//              if stripped.isdigit():
//                  score = int(stripped)
//          return score, reasons, structured_payload
//    Without a parse the node stores the raw reply text as its "score" (no verdict). A verdict: a JSON object (json.loads
//    of the whole reply, NaN/Infinity allowed) holding the key "score" with a non-null value, or a reply that, once
//    str.strip()'d, is all decimal digits. str.isdigit() is also true for superscripts and circled digits, on which
//    int() raises ValueError (the node fails), so only Unicode Nd digits give a verdict.
const illumoFlowEvaluationAgent: FrameworkParser = (reply) => {
  const structured = reply ? pythonLoadsNumbers(reply) : undefined;
  if (isObject(structured)) {
    if (!('score' in structured)) return false;
    return structured['score'] !== null;
  }
  return /^\p{Nd}+$/u.test(pyStrip(reply));
};

// 2. Dify fork with a "Judging LLM" workflow node (jyapayne/dify), api/core/workflow/nodes/judging_llm/node.py:
//      # Parse last JSON object in output
//      verdict: dict[str, Any] | None = None
//      try:
//          matches = re.findall(r"\{[\s\S]*\}", text_out)
//          if matches:
//              verdict = json.loads(matches[-1])
//      except Exception:
//          verdict = None
//      if isinstance(verdict, dict):
//          outputs['judge_passed'] = bool(verdict.get('passed'))
//          outputs['judge_rating'] = int(verdict.get('rating') or 0)
//          outputs['judge_feedback'] = str(verdict.get('feedback') or '')
//          outputs['judge_raw'] = json.dumps(verdict)
//      else:
//          # Fallback to simple rules if configured (success_type / success_pattern), else the defaults
//      ... except Exception as e: logger.error(...)          # keep default outputs on error
//    The greedy pattern yields one match at most: first '{' to last '}'. int() of a truthy non-integer (NaN, "8/10",
//    "7.5", a list) raises inside the try, so the node keeps its defaults (judge_rating 0, judge_feedback ''). A dict
//    naming neither 'passed' nor 'rating' only reproduces the defaults (False, 0): no verdict.
const JUDGING_LLM_BRACES = /\{[\s\S]*\}/;
const jyapayneDifyJudgingLlm: FrameworkParser = (reply) => {
  const match = JUDGING_LLM_BRACES.exec(reply);
  if (!match) return false;
  const verdict = pythonLoadsNumbers(match[0]);
  if (!isObject(verdict)) return false;
  const rating = verdict['rating'];
  if (pyTruthy(rating) && pyIntOfValue(rating) === undefined) return false;
  return 'passed' in verdict || 'rating' in verdict;
};

// 3. FastGPT (labring/FastGPT), packages/service/core/evaluation/scoring.ts getAppEvaluationScore:
//      const { text, usage } = await formatLLMResponse(response);
//      const numberText = Number(text);
//      const rate = isNaN(numberText) ? 0 : numberText / 4;
//    packages/service/core/ai/utils.ts:
//      text: removeDatasetCiteText(parseReasoningContent(answer)[1], false)
//      parseReasoningContent: const regex = /<think>([\s\S]*?)<\/think>/; ... answer = text.slice(match.index + match[0].length)
//      removeDatasetCiteText(text, false): text.replace(/[\[【]([a-f0-9]{24})[\]】](?:\([^\)]*\)?)?/g, '')
//                                              .replace(/[\[【]id[\]】]\(CITE\)/g, '')
//    A verdict is a text Number() reads (JS StringToNumber: surrounding whitespace, decimal, 0x/0o/0b, exponent,
//    Infinity). Number('') and Number('  ') are 0, the same value as the NaN default: an empty answer is no verdict.
const fastgptAccuracy: FrameworkParser = (reply) => {
  const think = /<think>([\s\S]*?)<\/think>/.exec(reply);
  let text = think ? reply.slice(think.index + think[0].length) : reply;
  text = text.replace(/[\[【]([a-f0-9]{24})[\]】](?:\([^\)]*\)?)?/g, '').replace(/[\[【]id[\]】]\(CITE\)/g, '');
  return text.trim() !== '' && !Number.isNaN(Number(text));
};

// 4. PySpur (peter-hanzo/pyspur), backend/app/nodes/llm/generative/best_of_n.py: each rating node is a SingleLLMCallNode
//    with system_message=rating_prompt, user_message="", output_schema={"rating": "float"}.
//    backend/app/nodes/llm/_utils.py generate_text (after the call):
//      try:
//          json.loads(response)
//          return response
//      except json.JSONDecodeError:
//          if not response.startswith("{"):
//              json_match = re.search(r"\{.*\}", response, re.DOTALL)
//              if json_match:
//                  response = json_match.group(0)
//                  try:
//                      json.loads(response); return response
//                  except json.JSONDecodeError: pass
//          sanitized_response = response.replace('"', '\\"').replace("\n", "\\n")
//          return f'{{"output": "{sanitized_response}"}}'
//    backend/app/nodes/llm/single_llm_call.py run():
//      assistant_message_dict = json.loads(assistant_message_str)
//      assistant_message = self.output_model.model_validate(assistant_message_dict)   # rating: float
//    The wrapped {"output": ...} either fails json.loads or lacks "rating": ValidationError, the node fails. A JSON
//    value that is not an object (a bare 8, a list) passes generate_text and fails model_validate. pydantic's lax float
//    takes numbers (NaN / Infinity included: allow_inf_nan defaults to True), bools and numeric strings.
const RUST_WS = '\\t\\n\\x0b\\x0c\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const PYDANTIC_FLOAT_STRING = new RegExp(
  `^[${RUST_WS}]*[+-]?(?:inf|infinity|nan|(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?)[${RUST_WS}]*$`,
  'i',
);
const pydanticLaxFloat = (v: unknown): boolean =>
  typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && PYDANTIC_FLOAT_STRING.test(v));
const pyspurBestOfNRating: FrameworkParser = (reply) => {
  let value = pythonLoadsNumbers(reply);
  if (value === undefined) {
    if (reply.startsWith('{')) return false; // wrapped as {"output": ...}
    const match = /\{[\s\S]*\}/.exec(reply);
    if (!match) return false;
    value = pythonLoadsNumbers(match[0]);
    if (value === undefined) return false; // wrapped as {"output": ...}
  }
  if (!isObject(value) || !('rating' in value)) return false;
  return pydanticLaxFloat(value['rating']);
};

export const PARSERS_OF_SET_719: Record<string, FrameworkParser> = {
  'illumo-flow--evaluation-agent-default-prompt-content-score-reasons-json-or-bare-digits': illumoFlowEvaluationAgent,
  'jyapayne-dify--judging-llm-node-rubric-goal-response-passed-rating-0-10-greedy-brace-json': jyapayneDifyJudgingLlm,
  'fastgpt--app-evaluation-accuracy-answer-vs-reference-4-2-0-bare-number': fastgptAccuracy,
  'pyspur--best-of-n-rating-node-0-10-json-rating-float': pyspurBestOfNRating,
};
