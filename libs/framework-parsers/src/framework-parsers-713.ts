/**
 * Set 713: replicas of the reply readers of four search / retrieval relevance judges: a WANDS pairwise product-search
 * judge answering LHS / RHS / Neither through a pydantic structured output (prompt-optimization), the Thomas et al.
 * M/T/O web-page relevance prompt read with a brace regex and json.loads (llm-ensemble), OpenAI's knowledge-retrieval
 * yes/no cross-encoder reranker (Responses API structured output), and veryLLM's relevant / insufficient context check
 * (a substring test). Each parser answers: would the project get a verdict out of this reply (not a default, not an
 * exception, not a retry, not a skipped sample)?
 */
import { hasUnpairedSurrogateEscape, isObject, lastTopLevelRaw, PY_SPACE, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. prompt-optimization (HJegierski/prompt-optimization), ranker.py + azure_openai_client.py + eval.py:
//      class Preference(str, Enum): LHS = "LHS"; RHS = "RHS"; NEITHER = "Neither"
//      class RankingResponse(BaseModel):
//          explanation: str
//          result: Preference
//      resp = self._client.beta.chat.completions.parse(model=..., messages=messages, reasoning_effort=...,
//                                                     response_format=response_format)
//      msg = resp.choices[0].message
//      return msg.parsed if hasattr(msg, "parsed") else msg      # except Exception: return None
//      ...
//      if isinstance(response, RankingResponse): return response.result
//      return None
//      prediction = ranker.rank(query, product_lhs, product_rhs) or 'Neither'     # eval.py: the default
//    The SDK reads message.content with RankingResponse.model_validate_json (pydantic v2, jiter): one JSON object, JSON
//    whitespace around it, NaN / Infinity literals tolerated, lone surrogate escapes refused; `explanation` must be a
//    JSON string (no number -> str coercion), `result` exactly one of the enum values; extra keys are ignored.
const PREFERENCES = new Set(['LHS', 'RHS', 'Neither']);
const promptOptimizationWands: FrameworkParser = (reply) => {
  if (hasUnpairedSurrogateEscape(reply)) return false;
  const value = pythonLoads(reply);
  if (!isObject(value)) return false;
  const result = value['result'];
  return typeof value['explanation'] === 'string' && typeof result === 'string' && PREFERENCES.has(result);
};

// 2. llm-ensemble (julianbht/llm-ensemble), src/llm_ensemble/infer/adapters/driven/parsers/thomas_advanced_parser.py:
//      json_pattern = r'\{[^}]*"M"\s*:\s*\d+[^}]*"T"\s*:\s*\d+[^}]*"O"\s*:\s*\d+[^}]*\}'
//      json_match = re.search(json_pattern, raw_text)
//      if not json_match: ... return None                       # PARSE_ERROR
//      json_str = json_match.group(0)
//      try: return json.loads(json_str)
//      except json.JSONDecodeError: ... return None
//      score = json_data.get("O")                                 # None -> FIELD_ERROR
//      if not isinstance(score_value, int) or score_value not in [0, 1, 2, 3]: ... return None
//      return RelevanceScore(score_value)                         # IntEnum 0..3
//    Python's \s is str.isspace() whitespace and \d any Unicode decimal digit; only the first match is tried. json.loads
//    keeps the last duplicate key and takes NaN / Infinity; bool is an int subclass (True == 1, False == 0). The raw
//    literal of the last "O" member tells a JSON integer from a float such as 1.0.
const PY_WS = `[${PY_SPACE}]`;
const THOMAS_MTO = new RegExp(
  `\\{[^}]*"M"${PY_WS}*:${PY_WS}*\\p{Nd}+[^}]*"T"${PY_WS}*:${PY_WS}*\\p{Nd}+[^}]*"O"${PY_WS}*:${PY_WS}*\\p{Nd}+[^}]*\\}`,
  'u',
);
const llmEnsembleThomasAdvanced: FrameworkParser = (reply) => {
  const match = THOMAS_MTO.exec(reply);
  if (!match) return false;
  const text = match[0];
  if (!isObject(pythonLoads(text))) return false;
  const raw = lastTopLevelRaw(text, 'O');
  if (raw === undefined) return false;
  if (raw === 'true' || raw === 'false') return true;
  if (!/^-?(?:0|[1-9][0-9]*)$/.test(raw)) return false; // a float, a string, null, NaN, a list, an object
  return [0, 1, 2, 3].includes(Number(raw));
};

// 3. openai-knowledge-retrieval (openai/openai-knowledge-retrieval), retrieval/reranker.py _evaluate_candidate:
//      class RelevanceLabel(BaseModel):
//          label: Literal["Yes", "No"]
//      response = client.responses.parse(model=model, input=messages, text_format=RelevanceLabel,
//                                        include=["message.output_text.logprobs"], top_logprobs=5)
//      logprobs = _collect_logprobs(response)
//      yes_lp = _find_logprob(logprobs, "yes")                  # ValueError when no token / top-5 alternative matches
//      no_lp = _find_logprob(logprobs, "no")
//      return {"label": response.output_parsed.label, ...}
//    The SDK validates the output text with RelevanceLabel.model_validate_json (a ValidationError propagates and aborts
//    the rerank). The logprob lookup depends on token alternatives the text does not show; the replica models the text.
const openaiKnowledgeRetrievalRerank: FrameworkParser = (reply) => {
  if (hasUnpairedSurrogateEscape(reply)) return false;
  const value = pythonLoads(reply);
  if (!isObject(value)) return false;
  return value['label'] === 'Yes' || value['label'] === 'No';
};

// 4. veryLLM (vianai-oss/veryLLM), is_relevant_functions/llm/main.py is_relevant_llm:
//      response = get_gpt_3_5_turbo_response(messages=messages, temperature=0.3, top_p=1, frequency_penalty=0,
//                                            presence_penalty=0)      # returns choices[0].message.content
//      return 1 if "relevant" in response.lower() else 0
//    The substring test is the only reading of the reply ('irrelevant' and 'not relevant' contain it); every other reply,
//    'insufficient' included, falls into the else branch and gets the fallback 0. Python's str.lower and JS
//    toLowerCase agree on every character that can lower to these ASCII letters.
const veryllmContextRelevance: FrameworkParser = (reply) => reply.toLowerCase().includes('relevant');

export const PARSERS_OF_SET_713: Record<string, FrameworkParser> = {
  'prompt-optimization--wands-pairwise-product-query-relevance-lhs-rhs-neither-json-structured-output': promptOptimizationWands,
  'llm-ensemble--thomas-advanced-web-page-search-relevance-0-2-json-m-t-o-regex': llmEnsembleThomasAdvanced,
  'openai-knowledge-retrieval--cross-encoder-rerank-passage-query-relevance-yes-no-json-label-logprobs': openaiKnowledgeRetrievalRerank,
  'veryllm--retrieved-context-relevance-relevant-insufficient-substring': veryllmContextRelevance,
};
