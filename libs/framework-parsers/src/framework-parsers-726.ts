/**
 * Set 726: replicas of the reply readers of two TypeScript agent frameworks' LLM-as-judge scorers:
 * OpenLinkOS's built-in `createLLMJudgeScorer` (@openlinkos/eval: a lazy `{..."score": n...}` regex, JSON.parse, a
 * bare-number fallback) and AgentStack's Mastra `factuality-scorer` (a Mastra 1.x `createScorer` analyze step with a
 * zod outputSchema: Mastra's ObjectFormatHandler = fence/control-char preprocessing, AI SDK parsePartialJson with
 * fixJson repair, secure-json-parse, then zod). Each parser answers: would the project get a verdict out of this reply
 * (not a default, not an exception, not a retry, not a NaN)?
 */
import { aiSdkParsePartialJson, mastraPreprocess } from './framework-parser-ai-sdk';
import { isObject } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. OpenLinkOS, packages/eval/src/scorers/llm-judge.ts createLLMJudgeScorer (openlinkos/agent):
//        const judgeResponse = await model.generate(messages);
//        const text = judgeResponse.text ?? "";
//        // Parse the JSON response from the judge
//        const jsonMatch = text.match(/\{[\s\S]*?"score"\s*:\s*-?[\d.]+[\s\S]*?\}/);
//        if (jsonMatch) {
//          const parsed = JSON.parse(jsonMatch[0]) as { score: number; reasoning?: string };   // throws -> catch
//          const score = Math.max(0, Math.min(1, parsed.score));
//          return { score, details: parsed.reasoning ?? "LLM judge score." };
//        }
//        // Fallback: try to extract just a number
//        const numberMatch = text.match(/([\d.]+)/);
//        if (numberMatch) {
//          const score = Math.max(0, Math.min(1, parseFloat(numberMatch[1])));
//          return { score, details: `LLM judge returned: ${text}` };
//        }
//        return { score: 0, details: `Could not parse LLM judge response: ${text}` };   // default, no verdict
//      } catch (err) { ... return { score: 0, details: `LLM judge error: ${error}` }; }  // default, no verdict
//    The lazy match runs from the FIRST "{" to the first "}" after the first `"score": <digits/dots>`; when JSON.parse
//    of that slice throws, the fallback is never reached (score 0 from the catch). Math.min/Math.max coerce: a
//    duplicate "score" key holding a string or null still yields a number, an object or a missing key gives NaN. The
//    fallback takes the first run of digits and dots anywhere ("." alone, "..5" -> parseFloat NaN). A NaN score is no
//    verdict.
const OPENLINKOS_JSON = /\{[\s\S]*?"score"\s*:\s*-?[\d.]+[\s\S]*?\}/;
const OPENLINKOS_NUMBER = /([\d.]+)/;
const clampUnit = (v: unknown): number => Math.max(0, Math.min(1, v as number));
const openlinkosLlmJudge: FrameworkParser = (reply) => {
  const text = reply;
  const jsonMatch = text.match(OPENLINKOS_JSON);
  if (jsonMatch) {
    let parsed: { score?: unknown };
    try {
      parsed = JSON.parse(jsonMatch[0]) as { score?: unknown };
    } catch {
      return false; // catch -> { score: 0, details: "LLM judge error: ..." }
    }
    return !Number.isNaN(clampUnit(parsed.score));
  }
  const numberMatch = text.match(OPENLINKOS_NUMBER);
  if (numberMatch) return !Number.isNaN(clampUnit(parseFloat(numberMatch[1] ?? '')));
  return false;
};

// ---------------------------------------------------------------------------------------------------------------
// 2. AgentStack (ssdeanx/AgentStack), src/mastra/evals/scorers/factuality.scorer.ts:
//        .analyze({ outputSchema: z.object({ factualScore: z.number().min(0).max(1),
//                     unsupportedClaims: z.array(z.string()), hallucinations: z.array(z.string()),
//                     explanation: z.string() }), createPrompt: ... })
//        .generateScore(({ results }) => results.analyzeStepResult.factualScore)
//    Mastra 1.x (@mastra/core 1.0.4 dist, MastraScorer.executePromptStep):
//        result = await tryGenerateWithJsonFallback(judge, prompt, { structuredOutput: { schema: promptStep.outputSchema } });
//        return { result: result.object, prompt };
//      tryGenerateWithJsonFallback: try { return await agent.generate(prompt, options) }
//        catch { return await agent.generate(prompt, { ...options, structuredOutput: { ...s, jsonPromptInjection: true } }) }  // retry
//      ObjectFormatHandler.validateAndTransformFinal(finalRawValue):      (stream/base/output-format-handlers.ts)
//        if (!finalRawValue) -> failure
//        const rawValue = this.preprocessText(finalRawValue);
//        const { value } = await parsePartialJson(rawValue);             // AI SDK: safeParseJSON, then safeParseJSON(fixJson(text))
//        return this.validateValue(value);                                // schema.safeParse(value)
//      preprocessText: after the first "<|message|>" if present; if it includes "```json":
//        match(/```json\s*\n?([\s\S]*?)\n?\s*```/) -> match[1].trim(), else replace(/^```json\s*\n?/, "");
//        then escapeUnescapedControlCharsInJsonStrings (raw \n \r \t inside strings escaped).
//      A failed validation enqueues an error chunk -> generate() throws -> the jsonPromptInjection retry.
//      A blank reply: no object -> analyzeStepResult undefined -> generateScore's .factualScore throws.
//    safeParseJSON is secure-json-parse (an own __proto__, or a constructor owning prototype, is refused).
// zod: z.object({ factualScore: z.number().min(0).max(1), unsupportedClaims: z.array(z.string()),
//                 hallucinations: z.array(z.string()), explanation: z.string() })   (unknown keys stripped)
const isStringArray = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
const agentstackFactuality: FrameworkParser = (reply) => {
  if (!reply) return false; // validateAndTransformFinal: no object (and a blank reply never reaches it)
  if (!reply.trim()) return false; // accumulatedText?.trim() falsy: object undefined -> .factualScore throws
  const value = aiSdkParsePartialJson(mastraPreprocess(reply));
  if (!isObject(value)) return false;
  const score = value['factualScore'];
  return (
    typeof score === 'number' &&
    !Number.isNaN(score) &&
    score >= 0 &&
    score <= 1 &&
    isStringArray(value['unsupportedClaims']) &&
    isStringArray(value['hallucinations']) &&
    typeof value['explanation'] === 'string'
  );
};

export const PARSERS_OF_SET_726: Record<string, FrameworkParser> = {
  'openlinkos--llm-judge-expected-vs-response-0-1-json-score-lazy-regex-number-fallback': openlinkosLlmJudge,
  'agentstack--mastra-factuality-hallucinations-0-1-zod-json-factualscore': agentstackFactuality,
};
