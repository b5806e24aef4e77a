/**
 * Set 462: replicas of the reply readers of three finance / accounting answer graders: Aneval's G-Eval consistency
 * judge of stock-news summaries (OpenAI Responses structured output {"rank": int}, pydantic lax int), and the two
 * Ollama accounting-answer graders of Jules04711 (llm-accounting-eval: JSON sliced from the first '{' to the last '}',
 * verdict = the judge's total_score; llm-accounting-benchmark: the same slice, three clamped sub-scores, total
 * recomputed). Each parser answers: would the project get a verdict out of this reply (not a default, not an exception,
 * not a retry, not a None)?
 */
import { isObject, lastTopLevelRaw, pydanticLaxInt, pythonLoadsNumbers, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Aneval (DimitarAtanassov/Aneval), src/aneval/llms/gpt5o.py + src/aneval/models/response/geval_rank.py:
//      class GevalRank(BaseModel):
//          rank: int
//      response = await self.client.responses.parse(
//          model=self.model_name,
//          input=[{"role": "system", "content": "You are a helpful and precise evaluator. Respond only with the structured object."},
//                 {"role": "user", "content": prompt}],
//          text_format=GevalRank,
//      )
//      return response.output_parsed
//    The openai SDK reads each output_text with GevalRank.model_validate_json(text): pydantic v2, lax mode. The whole
//    text must be one JSON object (JSON whitespace around it only); 'rank' (last duplicate wins) must be a lax int: a
//    JSON integer, a float without fraction, a numeric string, or a bool; extra keys are ignored. A ValidationError
//    escapes asyncio.gather in src/frontend/app.py run_geval_parallel and aborts the G-Eval run.
const anevalConsistency: FrameworkParser = (reply) => {
  if (!isObject(wholeJson(reply))) return false;
  const raw = lastTopLevelRaw(reply, 'rank');
  return raw !== undefined && pydanticLaxInt(raw);
};

// Python: text.find('{') / text.rfind('}') + 1, then json.loads of the slice (undefined where it raises).
const braceSliceLoads = (reply: string): unknown => {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}') + 1;
  if (!(start >= 0 && end > start)) return undefined;
  return pythonLoadsNumbers(reply.slice(start, end));
};
// A json.loads value Python's numeric operators take (int, float incl. NaN/Infinity, bool).
const pyNumeric = (v: unknown) => typeof v === 'number' || typeof v === 'boolean';

// 2. LLM Accounting Evaluation (Jules04711/llm-accounting-eval), app.py evaluate_response:
//      evaluation_result = query_ollama(evaluator_model, evaluation_prompt)
//      json_start = evaluation_result.find('{')
//      json_end = evaluation_result.rfind('}') + 1
//      if json_start >= 0 and json_end > json_start:
//          json_str = evaluation_result[json_start:json_end]
//          return json.loads(json_str)
//      else:
//          return {"accuracy": 5, "completeness": 5, "clarity": 5, "total_score": 15, "feedback": "Error parsing evaluation"}
//    except Exception:
//          return {... 5, 5, 5, 15, "feedback": "Error during evaluation"}
//    caller:  st.session_state.scores[model] += evaluation.get("total_score", 0)
//    A missing total_score is the default 0; a str / None / list / dict total_score raises TypeError (run stops).
const llmAccountingEval: FrameworkParser = (reply) => {
  const value = braceSliceLoads(reply);
  return isObject(value) && Object.prototype.hasOwnProperty.call(value, 'total_score') && pyNumeric(value['total_score']);
};

// 3. LLM Benchmarking for Accounting (Jules04711/llm-accounting-benchmark), app.py evaluate_response (all in try):
//      json_start = evaluation_result["response"].find('{')
//      json_end = evaluation_result["response"].rfind('}') + 1
//      if json_start >= 0 and json_end > json_start:
//          evaluation = json.loads(json_str)
//          if "accuracy" in evaluation:
//              evaluation["accuracy"] = max(0, min(10, evaluation["accuracy"]))
//          if "completeness" in evaluation: ...same...
//          if "clarity" in evaluation: ...same...
//          evaluation["total_score"] = evaluation.get("accuracy", 0) + evaluation.get("completeness", 0) + evaluation.get("clarity", 0)
//          return evaluation
//      else: return {5, 5, 5, 15, "Error parsing evaluation"}
//    except Exception as e: return {5, 5, 5, 15, f"Error during evaluation: {e}"}
//    min(10, x) compares x < 10: a str, None, list or dict raises TypeError (-> defaults); NaN yields 10. The judge's
//    total_score is overwritten; with none of the three keys the total is only the defaults' 0 (no verdict).
const SUB_SCORES = ['accuracy', 'completeness', 'clarity'];
const llmAccountingBenchmark: FrameworkParser = (reply) => {
  const value = braceSliceLoads(reply);
  if (!isObject(value)) return false;
  const present = SUB_SCORES.filter((k) => Object.prototype.hasOwnProperty.call(value, k));
  return present.length > 0 && present.every((k) => pyNumeric(value[k]));
};

export const PARSERS_OF_SET_462: Record<string, FrameworkParser> = {
  'aneval--stock-news-summary-consistency-1-5-responses-parse-json-rank-int': anevalConsistency,
  'llm-accounting-eval--accounting-answer-accuracy-completeness-clarity-0-10-json-brace-slice-total-score': llmAccountingEval,
  'llm-accounting-benchmark--accounting-answer-vs-ideal-rubric-1-10-json-brace-slice-clamped-scores': llmAccountingBenchmark,
};
