/**
 * Set 440: replicas of the reply readers of agent tool-call correctness judges: Sentry MCP's ToolPredictionScorer
 * (the judge predicts the tool calls for a task and scores them 0-1 against the expected ones; Vercel AI SDK
 * generateObject with a zod schema) and TicToc's LLM_as_judge of an assistant's last tool call (backtick-stripped
 * json.loads, `is_correct` read with a default). Each parser answers: would the project get a verdict out of this
 * reply (not a default, not an exception, not a retry, not a skipped sample)?
 */
import { isObject, pyStrip, pyStripChars, pythonLoads, secureJsonParse } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. sentry-mcp, packages/mcp-server-evals/src/evals/utils/toolPredictionScorer.ts (getsentry/sentry-mcp):
//      const predictionSchema = z.object({
//        score: z.number().min(0).max(1).describe("Score from 0 to 1"),
//        rationale: z.string().describe("Explanation of the score"),
//        predictedTools: z.array(z.object({
//            name: z.string(),
//            arguments: z.record(z.string(), z.any()).optional().default({}),
//        })).describe("What tools the AI would likely call"),
//      });
//      const { object } = await generateObject({ model, prompt: generateSystemPrompt(...), schema: predictionSchema,
//        providerOptions: { openai: { structuredOutputs: false, strictJsonSchema: false } }, ... });
//      return { score: object.score, metadata: { rationale: object.rationale, ... } };
//    generateObject (ai): safeParseJSON({ text }) -- secure-json-parse over the whole text, no fence stripping -- then
//    the zod schema; a failure of either throws NoObjectGeneratedError. z.object strips unknown keys; z.number() does
//    not coerce strings; z.record needs a plain object (null and arrays fail); `.optional()` lets the key be absent.
const isPlainRecord = (v: unknown): boolean => isObject(v);
const sentryToolPrediction: FrameworkParser = (reply) => {
  const value = secureJsonParse(reply);
  if (!isObject(value)) return false;
  const { score, rationale, predictedTools } = value;
  if (typeof score !== 'number' || !Number.isFinite(score) || score < 0 || score > 1) return false;
  if (typeof rationale !== 'string') return false;
  if (!Array.isArray(predictedTools)) return false;
  return predictedTools.every((tool) => {
    if (!isObject(tool)) return false;
    if (typeof tool['name'] !== 'string') return false;
    if (!('arguments' in tool) || tool['arguments'] === undefined) return true;
    return isPlainRecord(tool['arguments']);
  });
};

// 2. TicToc, get_metric.py LLM_as_judge (chengez/TicToc):
//      response = client.responses.create(model="gpt-4o", input=prompt, temperature=0.0)
//      judge_response_str = response.output_text.strip().strip("`")
//      if judge_response_str.startswith("json"):
//          judge_response_str = judge_response_str[4:].strip().strip("`").strip()
//      judge_response_json = json.loads(judge_response_str)        # JSONDecodeError: uncaught, the run stops
//      ...
//      return  judge_response_json.get("is_correct", True)          # non-dict: AttributeError; no key: default True
//    str.strip() is Python whitespace; json.loads allows NaN / Infinity and only ' \t\n\r' around the value (the
//    non-"json" branch does not strip again after removing the backticks). Any is_correct value is returned as is.
const tictocLastToolCall: FrameworkParser = (reply) => {
  let text = pyStripChars(pyStrip(reply), '`');
  if (text.startsWith('json')) text = pyStrip(pyStripChars(pyStrip(text.slice(4)), '`'));
  const value = pythonLoads(text);
  if (value === undefined || !isObject(value)) return false;
  return Object.prototype.hasOwnProperty.call(value, 'is_correct');
};

export const PARSERS_OF_SET_440: Record<string, FrameworkParser> = {
  'sentry-mcp--mcp-tool-prediction-vs-expected-tool-calls-0-1-score-json-zod-generateobject': sentryToolPrediction,
  'tictoc--time-aware-last-tool-call-logical-correctness-json-reason-is-correct-backtick-strip': tictocLastToolCall,
};
