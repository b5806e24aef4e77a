/**
 * Set 726: replicas of the reply readers of two TypeScript agent frameworks' LLM-as-judge scorers:
 * OpenLinkOS's built-in `createLLMJudgeScorer` (@openlinkos/eval: a lazy `{..."score": n...}` regex, JSON.parse, a
 * bare-number fallback) and AgentStack's Mastra `factuality-scorer` (a Mastra 1.x `createScorer` analyze step with a
 * zod outputSchema: Mastra's ObjectFormatHandler = fence/control-char preprocessing, AI SDK parsePartialJson with
 * fixJson repair, secure-json-parse, then zod). Each parser answers: would the project get a verdict out of this reply
 * (not a default, not an exception, not a retry, not a NaN)?
 */
import { isObject, secureJsonParse } from './framework-parser-helpers';
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
const mastraEscapeControls = (text: string): string => {
  let result = '';
  let inString = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length) {
      result += char + text[i + 1];
      i += 2;
      continue;
    }
    if (char === '"') {
      inString = !inString;
      result += char;
      i++;
      continue;
    }
    if (inString) {
      if (char === '\n') {
        result += '\\n';
        i++;
        continue;
      }
      if (char === '\r') {
        result += '\\r';
        i++;
        continue;
      }
      if (char === '\t') {
        result += '\\t';
        i++;
        continue;
      }
    }
    result += char;
    i++;
  }
  return result;
};
const mastraPreprocessText = (accumulatedText: string): string => {
  let processedText = accumulatedText;
  if (processedText.includes('<|message|>')) {
    const match = processedText.match(/<\|message\|>([\s\S]+)$/);
    if (match && match[1]) processedText = match[1];
  }
  if (processedText.includes('```json')) {
    const match = processedText.match(/```json\s*\n?([\s\S]*?)\n?\s*```/);
    if (match && match[1]) processedText = match[1].trim();
    else processedText = processedText.replace(/^```json\s*\n?/, '');
  }
  return mastraEscapeControls(processedText);
};

// AI SDK fixJson (vendored in @mastra/core): closes what a truncated JSON text leaves open, drops what follows the
// first complete value. A literal port of the state machine.
const aiSdkFixJson = (input: string): string => {
  const stack: string[] = ['ROOT'];
  let lastValidIndex = -1;
  let literalStart: number | null = null;
  const processValueStart = (char: string, i: number, swapState: string) => {
    switch (char) {
      case '"':
        lastValidIndex = i;
        stack.pop();
        stack.push(swapState);
        stack.push('INSIDE_STRING');
        break;
      case 'f':
      case 't':
      case 'n':
        lastValidIndex = i;
        literalStart = i;
        stack.pop();
        stack.push(swapState);
        stack.push('INSIDE_LITERAL');
        break;
      case '-':
        stack.pop();
        stack.push(swapState);
        stack.push('INSIDE_NUMBER');
        break;
      case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9':
        lastValidIndex = i;
        stack.pop();
        stack.push(swapState);
        stack.push('INSIDE_NUMBER');
        break;
      case '{':
        lastValidIndex = i;
        stack.pop();
        stack.push(swapState);
        stack.push('INSIDE_OBJECT_START');
        break;
      case '[':
        lastValidIndex = i;
        stack.pop();
        stack.push(swapState);
        stack.push('INSIDE_ARRAY_START');
        break;
    }
  };
  const processAfterObjectValue = (char: string, i: number) => {
    if (char === ',') {
      stack.pop();
      stack.push('INSIDE_OBJECT_AFTER_COMMA');
    } else if (char === '}') {
      lastValidIndex = i;
      stack.pop();
    }
  };
  const processAfterArrayValue = (char: string, i: number) => {
    if (char === ',') {
      stack.pop();
      stack.push('INSIDE_ARRAY_AFTER_COMMA');
    } else if (char === ']') {
      lastValidIndex = i;
      stack.pop();
    }
  };
  const top = () => stack[stack.length - 1];
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    switch (top()) {
      case 'ROOT':
        processValueStart(char, i, 'FINISH');
        break;
      case 'INSIDE_OBJECT_START':
        if (char === '"') {
          stack.pop();
          stack.push('INSIDE_OBJECT_KEY');
        } else if (char === '}') {
          lastValidIndex = i;
          stack.pop();
        }
        break;
      case 'INSIDE_OBJECT_AFTER_COMMA':
        if (char === '"') {
          stack.pop();
          stack.push('INSIDE_OBJECT_KEY');
        }
        break;
      case 'INSIDE_OBJECT_KEY':
        if (char === '"') {
          stack.pop();
          stack.push('INSIDE_OBJECT_AFTER_KEY');
        }
        break;
      case 'INSIDE_OBJECT_AFTER_KEY':
        if (char === ':') {
          stack.pop();
          stack.push('INSIDE_OBJECT_BEFORE_VALUE');
        }
        break;
      case 'INSIDE_OBJECT_BEFORE_VALUE':
        processValueStart(char, i, 'INSIDE_OBJECT_AFTER_VALUE');
        break;
      case 'INSIDE_OBJECT_AFTER_VALUE':
        processAfterObjectValue(char, i);
        break;
      case 'INSIDE_STRING':
        if (char === '"') {
          stack.pop();
          lastValidIndex = i;
        } else if (char === '\\') {
          stack.push('INSIDE_STRING_ESCAPE');
        } else {
          lastValidIndex = i;
        }
        break;
      case 'INSIDE_ARRAY_START':
        if (char === ']') {
          lastValidIndex = i;
          stack.pop();
        } else {
          lastValidIndex = i;
          processValueStart(char, i, 'INSIDE_ARRAY_AFTER_VALUE');
        }
        break;
      case 'INSIDE_ARRAY_AFTER_VALUE':
        if (char === ',') {
          stack.pop();
          stack.push('INSIDE_ARRAY_AFTER_COMMA');
        } else if (char === ']') {
          lastValidIndex = i;
          stack.pop();
        } else {
          lastValidIndex = i;
        }
        break;
      case 'INSIDE_ARRAY_AFTER_COMMA':
        processValueStart(char, i, 'INSIDE_ARRAY_AFTER_VALUE');
        break;
      case 'INSIDE_STRING_ESCAPE':
        stack.pop();
        lastValidIndex = i;
        break;
      case 'INSIDE_NUMBER':
        if (char >= '0' && char <= '9') {
          lastValidIndex = i;
        } else if (char === 'e' || char === 'E' || char === '-' || char === '.') {
          // part of the number, not yet valid
        } else if (char === ',') {
          stack.pop();
          if (top() === 'INSIDE_ARRAY_AFTER_VALUE') processAfterArrayValue(char, i);
          if (top() === 'INSIDE_OBJECT_AFTER_VALUE') processAfterObjectValue(char, i);
        } else if (char === '}') {
          stack.pop();
          if (top() === 'INSIDE_OBJECT_AFTER_VALUE') processAfterObjectValue(char, i);
        } else if (char === ']') {
          stack.pop();
          if (top() === 'INSIDE_ARRAY_AFTER_VALUE') processAfterArrayValue(char, i);
        } else {
          stack.pop();
        }
        break;
      case 'INSIDE_LITERAL': {
        const partialLiteral = input.substring(literalStart ?? 0, i + 1);
        if (!'false'.startsWith(partialLiteral) && !'true'.startsWith(partialLiteral) && !'null'.startsWith(partialLiteral)) {
          stack.pop();
          if (top() === 'INSIDE_OBJECT_AFTER_VALUE') processAfterObjectValue(char, i);
          else if (top() === 'INSIDE_ARRAY_AFTER_VALUE') processAfterArrayValue(char, i);
        } else {
          lastValidIndex = i;
        }
        break;
      }
    }
  }
  let result = input.slice(0, lastValidIndex + 1);
  for (let i = stack.length - 1; i >= 0; i--) {
    switch (stack[i]) {
      case 'INSIDE_STRING':
        result += '"';
        break;
      case 'INSIDE_OBJECT_KEY':
      case 'INSIDE_OBJECT_AFTER_KEY':
      case 'INSIDE_OBJECT_AFTER_COMMA':
      case 'INSIDE_OBJECT_START':
      case 'INSIDE_OBJECT_BEFORE_VALUE':
      case 'INSIDE_OBJECT_AFTER_VALUE':
        result += '}';
        break;
      case 'INSIDE_ARRAY_START':
      case 'INSIDE_ARRAY_AFTER_COMMA':
      case 'INSIDE_ARRAY_AFTER_VALUE':
        result += ']';
        break;
      case 'INSIDE_LITERAL': {
        const partialLiteral = input.substring(literalStart ?? 0, input.length);
        if ('true'.startsWith(partialLiteral)) result += 'true'.slice(partialLiteral.length);
        else if ('false'.startsWith(partialLiteral)) result += 'false'.slice(partialLiteral.length);
        else if ('null'.startsWith(partialLiteral)) result += 'null'.slice(partialLiteral.length);
        break;
      }
    }
  }
  return result;
};
// AI SDK parsePartialJson: secure-json-parse of the text, else of fixJson(text); undefined when both throw.
const aiSdkParsePartialJson = (jsonText: string): unknown => {
  const direct = secureJsonParse(jsonText);
  if (direct !== undefined) return direct;
  return secureJsonParse(aiSdkFixJson(jsonText));
};
// zod: z.object({ factualScore: z.number().min(0).max(1), unsupportedClaims: z.array(z.string()),
//                 hallucinations: z.array(z.string()), explanation: z.string() })   (unknown keys stripped)
const isStringArray = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
const agentstackFactuality: FrameworkParser = (reply) => {
  if (!reply) return false; // validateAndTransformFinal: no object (and a blank reply never reaches it)
  if (!reply.trim()) return false; // accumulatedText?.trim() falsy: object undefined -> .factualScore throws
  const value = aiSdkParsePartialJson(mastraPreprocessText(reply));
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
