/**
 * Set 701 (e-commerce search, product catalogs and listing quality): replica of the reply reader of
 * antyser/langgraph-agent's product-summary accuracy judge (one yes/no verdict per true statement, read through
 * LangChain structured output into a pydantic model). Each parser answers: would the project get a verdict out of
 * this reply (not the "Evaluation failed" default of its except branch)?
 */
import { hasUnpairedSurrogateEscape, isObject, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. langgraph-agent (antyser/langgraph-agent), src/evaluation/run_evaluation.py check_accuracy_against_true_statements:
//      eval_llm = create_openai()
//      class SingleAccuracyEvaluation(BaseModel):
//          true_statement: str
//          evaluation: Literal["yes", "no"]
//          reason: Optional[str] = None
//      structured_llm = eval_llm.with_structured_output(SingleAccuracyEvaluation)
//      for stmt_idx, true_statement_text in enumerate(true_statements):
//          try:
//              prompt = f"""Evaluate if the provided product summary ... """
//              messages = [HumanMessage(content=prompt)]
//              result = await structured_llm.ainvoke(messages)
//              results.append(AccuracyMetricResult(**result.model_dump()))
//          except Exception as e:
//              results.append(AccuracyMetricResult(true_statement=true_statement_text,
//                                                  evaluation="no", reason=f"Evaluation failed: {e}"))   # default
//    common_defs.py: class AccuracyMetricResult(BaseModel): model_config = ConfigDict(extra="ignore");
//      true_statement: str; evaluation: Literal["yes", "no"]; reason: Optional[str] = None   (same fields: never fails)
//    The structured-output call validates the reply content with pydantic v2 in JSON mode (model_validate_json):
//    one JSON object, JSON whitespace around it only; str fields take JSON strings only (numbers are not coerced);
//    the Literal takes exactly "yes" or "no"; reason may be absent or null; extra keys are ignored. pydantic-core's
//    JSON parser refuses lone-surrogate \u escapes and reads NaN / Infinity literals (allow_inf_nan). An empty content
//    (refusal) raises in LangChain's parser: the except branch's default.
const langgraphAgentAccuracy: FrameworkParser = (reply) => {
  if (hasUnpairedSurrogateEscape(reply)) return false;
  const value = pythonLoads(reply);
  if (!isObject(value)) return false;
  if (typeof value['true_statement'] !== 'string') return false;
  const evaluation = value['evaluation'];
  if (evaluation !== 'yes' && evaluation !== 'no') return false;
  if ('reason' in value) {
    const reason = value['reason'];
    if (reason !== null && typeof reason !== 'string') return false;
  }
  return true;
};

export const PARSERS_OF_SET_701: Record<string, FrameworkParser> = {
  'langgraph-agent--product-summary-covers-true-statement-yes-no-structured-output-json': langgraphAgentAccuracy,
};
