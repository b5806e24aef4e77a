/**
 * Set 540: replicas of the reply readers of four judges in JavaScript/TypeScript apps and Node backends, all reading
 * JSON with the engine's own JSON.parse: OsTutelage's Next.js short-answer grader (Number(score) || 5), EvalKit's
 * per-statement hallucination judge (first ``` fence or the whole reply, typed label + score), gen-alpha-chat's
 * Express judge (fences stripped only at the start, strict-mode property writes on the result) and
 * nextjs-shadgrading's score route (untrimmed JSON.parse, content || '{}'). Each parser answers: would the project
 * get a verdict out of this reply (not a default, not an exception, not a skipped sample)?
 * These projects run on V8, so JSON.parse, String.prototype.trim, Number() and the JS regexes below are the very
 * functions the projects call.
 */
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. OsTutelage (Owolex5/ostutelage-app), app/(site)/api/grade-short/route.ts:
//      const data = await res.json();
//      const content = data.choices?.[0]?.message?.content || "";
//      try {
//        const parsed = JSON.parse(content.trim());
//        return NextResponse.json({
//          score: Number(parsed.score) || 5,
//          feedback: parsed.feedback || "No feedback.",
//        });
//      } catch (parseError) {
//        return NextResponse.json({ score: 5, feedback: "AI response was not valid JSON." });
//      }
//    A verdict needs JSON.parse to succeed on the JS-trimmed reply, a non-null value (null.score throws into the
//    catch) and Number(parsed.score) truthy: 0 and NaN (missing key, null, "", "8/10", objects) give the default 5.
//    Number() of an object whose own toString is not callable throws TypeError, caught as well.
const ostutelage: FrameworkParser = (reply) => {
  try {
    const parsed = JSON.parse(reply.trim()) as { score?: unknown } | null;
    return Boolean(Number((parsed as { score?: unknown }).score));
  } catch {
    return false;
  }
};

// 2. EvalKit (evalkit/evalkit), packages/core/src/utils/helpers.ts:
//      export function extractJSON(content: string): string {
//        const codeBlockMatch = content.match(/```(?:json)?\s*([\s\S]*?)```/);
//        if (codeBlockMatch && codeBlockMatch[1]) {
//          return codeBlockMatch[1].trim();
//        }
//        return content.trim();
//      }
//      export function parseJSONResponse<T>(content: string): T | null {
//        try { const jsonStr = extractJSON(content); return JSON.parse(jsonStr) as T; } catch { return null; }
//      }
//    packages/core/src/metrics/hallucination/hallucination.ts evaluateHallucination:
//      if (!response.choices[0]?.message?.content) { return 0; }
//      const result = parseJSONResponse<{ label: string; score: number }>(response.choices[0].message.content);
//      if (!result || typeof result.label !== 'string' || typeof result.score !== 'number') { return 0; }
//      if (result.label === Label.Hallucinated && result.score <= 0.8) { hallucinatedStatements++; }
//    The label is any string (not checked against the enum); the score any JSON number.
const EVALKIT_FENCE = /```(?:json)?\s*([\s\S]*?)```/;
const evalkitExtractJson = (content: string): string => {
  const codeBlockMatch = content.match(EVALKIT_FENCE);
  if (codeBlockMatch && codeBlockMatch[1]) return codeBlockMatch[1].trim();
  return content.trim();
};
const evalkitHallucination: FrameworkParser = (reply) => {
  if (!reply) return false;
  let result: unknown;
  try {
    result = JSON.parse(evalkitExtractJson(reply));
  } catch {
    return false;
  }
  if (!result) return false;
  const r = result as { label?: unknown; score?: unknown };
  return typeof r.label === 'string' && typeof r.score === 'number';
};

// 3. gen-alpha-chat (athahar/gen-alpha-chat), utils/judge.js runJudge (package.json "type": "module": strict mode):
//      let raw = chat.choices[0].message.content.trim();
//      if (raw.startsWith("```")) {
//        raw = raw.replace(/```json|```/g, "").trim();
//      }
//      const result = JSON.parse(raw);                 // SyntaxError propagates (no try/catch)
//      result.timestamp = new Date().toISOString();    // TypeError on null, and on primitives in strict code
//      result.id = data.id;
//      ...
//      return result;
//    Nothing checks helpfulness, tone or reason: any JSON object or array is returned as the verdict.
const GEN_ALPHA_FENCES = /```json|```/g;
const genAlphaChat: FrameworkParser = (reply) => {
  let raw = reply.trim();
  if (raw.startsWith('```')) {
    raw = raw.replace(GEN_ALPHA_FENCES, '').trim();
  }
  let result: unknown;
  try {
    result = JSON.parse(raw);
  } catch {
    return false;
  }
  // strict-mode `result.timestamp = ...`: throws for null and for every primitive, works on objects and arrays
  return result !== null && typeof result === 'object';
};

// 4. nextjs-shadgrading (arvindrajan20/nextjs-shadgrading), app/api/score-answers/route.ts (inside Promise.all):
//      const result = JSON.parse(completion.choices[0].message.content || '{}');
//      return {
//        ...question,
//        score: result.score,
//        feedback: result.feedback,
//      };
//    No trim and no try/catch: a SyntaxError, or a TypeError from null.score, fails the route. An empty content
//    becomes '{}' (score undefined, dropped by NextResponse.json): a verdict needs a 'score' the response carries.
const nextjsShadgrading: FrameworkParser = (reply) => {
  let result: unknown;
  try {
    result = JSON.parse(reply || '{}');
  } catch {
    return false;
  }
  if (result === null) return false; // null.score -> TypeError
  return (result as { score?: unknown }).score !== undefined;
};

export const PARSERS_OF_SET_540: Record<string, FrameworkParser> = {
  'ostutelage--scholarship-short-answer-vs-ideal-answer-0-10-json-score-nonzero-else-default': ostutelage,
  'evalkit--hallucination-per-statement-faithful-hallucinated-json-label-score-fence-extract': evalkitHallucination,
  'gen-alpha-chat--genalpha-reply-helpfulness-and-tone-1-5-json-object-leading-fence-strip': genAlphaChat,
  'nextjs-shadgrading--short-answer-score-out-of-max-points-json-score-key-present': nextjsShadgrading,
};
