/**
 * Set 594: replicas of the reply readers of two tool-use / API-answer correctness judges of agent benchmarks:
 * MCP-Universe's web-search judge of an MCP agent's final answer against the gold answer (a "correct: yes/no" line read
 * by str.split) and PULSY's per-tool-call judge of an agent's Oura/Huberman tool trace (strict json_schema reply read by
 * json.loads, key "correct"). Each parser answers: would the project get a verdict out of this reply (not a default,
 * not an exception, not a retry)?
 */
import { isObject, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. MCP-Universe, mcpuniverse/evaluator/google_search/functions.py (SalesforceAIResearch/MCP-Universe):
//      for _ in range(max_tries):                       # max_tries = 3
//          try:
//              ...
//              response = google_search__call_gpt(prompt, **kwargs)   # call_judge_text -> model.generate(...) -> str
//              if response is None:
//                  return False, "output is not equal to ground-truth"
//              judge = response.split("correct:")[1].strip()          # IndexError when "correct:" is absent
//              if "yes" in judge:
//                  return True, ""
//              return False, "output is not equal to ground-truth"
//          except Exception as e:
//              error_message += str(e) + ...                           # retry with a new judge call
//      return False, "ERROR: " + error_message
//    str.split is a plain, case-sensitive substring split: any "correct:" (also inside "incorrect:" or "**correct:**")
//    yields a verdict; "Correct:", "CORRECT:" or "correct :" do not.
const mcpUniverseGoogleSearch: FrameworkParser = (reply) => reply.split('correct:').length > 1;

// 2. PULSY, agentic_interface/evals/eval_pipeline.py ToolTracesEval.one_case_eval (nikhitrivedi1/PULSY):
//      try:
//          judge_response = await self.client.responses.create(model=self.llm_type, input=prompt,
//              text={"format": {"type": "json_schema", "schema": TOOL_TRACES_JUDGE_SCHEMA, "name": "tool_judge", "strict": True}})
//          text = judge_response.output[0].content[0].text
//          parsed = json.loads(text)
//          if parsed.get("correct"):
//              case_correct += 1
//          tool_call_judgments.append({"correct": parsed.get("correct", False), "reason": parsed.get("reason", "")})
//      except Exception as e:
//          tool_call_judgments.append({"correct": False, "reason": str(e)})   # default, no verdict
//    json.loads (strict: raw control characters in strings refused; NaN / Infinity accepted) of the whole text; a list
//    or scalar raises AttributeError on .get; an object without "correct" gets the default False.
const pulsyToolTrace: FrameworkParser = (reply) => {
  const value = pythonLoads(reply);
  return isObject(value) && Object.prototype.hasOwnProperty.call(value, 'correct');
};

export const PARSERS_OF_SET_594: Record<string, FrameworkParser> = {
  'mcp-universe--google-search-agent-answer-vs-correct-answer-correct-colon-yes-no-substring-split': mcpUniverseGoogleSearch,
  'pulsy--agent-tool-call-in-trace-correctness-rules-json-schema-correct-boolean-reason': pulsyToolTrace,
};
