/**
 * Set 576: replicas of the reply readers of four hallucination / groundedness / citation-faithfulness judges written
 * in TypeScript: Verities' claim-vs-source-snippets verdict (fence strip, JSON.parse, zod enum), Koda's RAG grounding
 * verification (greedy brace span, confidence 0-1), Lawschoolfeedback's footnoted-claim-vs-cited-source check (first
 * brace-balanced slice, verification_score 0-1) and NotHotDog's agent hallucination detector (LangChain JS
 * JsonOutputParser, isHallucination boolean). Each parser answers: would the project get a verdict out of this reply
 * (not a default, not an exception, not a retry)? The projects are JavaScript, so each replica runs the same
 * operations on the JSON.parse value (typed `any`, as in the original code) and inherits JavaScript's own semantics.
 */
import { isObject } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

/* eslint-disable @typescript-eslint/no-explicit-any */

// ---------------------------------------------------------------------------------------------------------------
// 1. Verities (sanjayramesh2903/verities), packages/backend/src/services/llm.ts generateVerdict:
//      const raw = await callClaudeWithRetry("claude-sonnet-4-5-20250929", VERDICT_SYSTEM, prompt, 500, {...});
//      return parseJSON(raw, VerdictResponseSchema);
//    function parseJSON<T>(raw, schema) {
//      const cleaned = raw.replace(/^```(?:json)?\s*\n?/m, "").replace(/\n?```\s*$/m, "").trim();
//      const parsed = JSON.parse(cleaned);
//      const result = schema.safeParse(parsed);
//      if (!result.success) throw new Error(`Schema validation failed: ${JSON.stringify(result.error)}`);
//      return result.data as T;
//    }
//    packages/shared/src/schemas.ts + constants.ts:
//      VerdictResponseSchema = z.object({ verdict: z.enum(VERDICT_VALUES), explanation: z.string(), source_ids: z.array(z.string()) })
//      VERDICT_VALUES = ["broadly_supported", "overstated", "disputed", "unclear"]
//    zod v3: z.object wants a plain object (not an array, not null) and strips unknown keys; z.enum wants one of the
//    exact strings; z.array(z.string()) wants an array of strings only.
const VERITIES_VERDICTS = ['broadly_supported', 'overstated', 'disputed', 'unclear'];
const verities: FrameworkParser = (raw) => {
  const cleaned = raw.replace(/^```(?:json)?\s*\n?/m, '').replace(/\n?```\s*$/m, '').trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(cleaned);
  } catch {
    return false; // SyntaxError: thrown to the route
  }
  if (!isObject(parsed)) return false;
  const { verdict, explanation, source_ids: sourceIds } = parsed;
  return (
    typeof verdict === 'string' &&
    VERITIES_VERDICTS.includes(verdict) &&
    typeof explanation === 'string' &&
    Array.isArray(sourceIds) &&
    sourceIds.every((id) => typeof id === 'string')
  );
};

// 2. Koda (pedrogillet1/koda-webapp), backend/src/services/groundingVerification.service.ts:
//      verifyGrounding: try {
//        const result = await geminiClient.generateContent(verificationPrompt, { temperature: 0.1, maxOutputTokens: 1000 });
//        const verificationText = result.response?.text() || '';
//        const parsed = parseVerificationResult(verificationText);
//        const recommendation = determineRecommendation(parsed.confidence, parsed.completeness, minConfidence /*0.7*/,
//                                                       requireCompleteness /*true*/, allowPartialAnswers /*false*/);
//        return { ...parsed, recommendation };
//      } catch (error) { return { isWellGrounded: answer.length > 50, confidence: 0.5, ..., recommendation: 'accept' } }
//      parseVerificationResult(text): try {
//        const jsonMatch = text.match(/\{[\s\S]*\}/);
//        if (!jsonMatch) throw new Error('No JSON found in verification result');
//        const parsed = JSON.parse(jsonMatch[0]);
//        return { isWellGrounded: parsed.confidence >= 0.7 && parsed.unsupportedClaims.length === 0,
//                 confidence: parsed.confidence || 0, unsupportedClaims: parsed.unsupportedClaims || [],
//                 supportedClaims: parsed.supportedClaims || 0, totalClaims: parsed.totalClaims || 0,
//                 completeness: parsed.completeness || 0, reasoning: parsed.reasoning || 'No reasoning provided' };
//      } catch (error) { return { isWellGrounded: false, confidence: 0.5, ..., reasoning: 'Failed to parse verification result' } }
//      determineRecommendation: if (confidence < minConfidence) return 'regenerate';
//                               if (requireCompleteness && completeness < 0.7) { ... return 'clarify' } return 'accept';
//    No verdict: no braces, a JSON error, a TypeError (unsupportedClaims null/missing while confidence >= 0.7), or a
//    confidence the reply did not give (missing, null, false or "": the `|| 0` default).
const kodaFromReply = (v: unknown) => typeof v === 'number' || Boolean(v);
const koda: FrameworkParser = (text) => {
  try {
    const jsonMatch = text.match(/\{[\s\S]*\}/);
    if (!jsonMatch) return false;
    const parsed: any = JSON.parse(jsonMatch[0]);
    const isWellGrounded = parsed.confidence >= 0.7 && parsed.unsupportedClaims.length === 0;
    const confidence = parsed.confidence || 0;
    const completeness = parsed.completeness || 0;
    // determineRecommendation's comparisons run inside the outer try as well
    if (!(confidence < 0.7)) void (completeness < 0.7);
    void isWellGrounded;
    return kodaFromReply(parsed.confidence);
  } catch {
    return false;
  }
};

// 3. Lawschoolfeedback (hemishbiswas4-arch/Lawschoolfeedback), app/api/reverse-engineer/analyze/route.ts
//    verifyClaimAgainstSource (inside try { ... } catch { return { ..., verification_score: 0 } }):
//      const jsonSlice = extractLastCompleteJSONObject(streamText)
//      if (!jsonSlice) { log(...); return { ..., supporting_chunks: [], verification_score: 0 } }
//      const result = JSON.parse(jsonSlice)
//      const supportingChunks = []
//      for (const match of result.supporting_chunks || []) {
//        if (match.chunk_idx >= 0 && match.chunk_idx < chunksSummary.length && match.support_score >= 0.5) {
//          const chunkSummary = chunksSummary[match.chunk_idx]
//          const fullChunk = matchedChunks.find(c => c.id === chunkSummary.id)
//          if (fullChunk) { supportingChunks.push({ ..., support_score: match.support_score,
//                                                   reasoning: match.reasoning || result.overall_assessment || "..." }) }
//        }
//      }
//      const verificationScore = result.verification_score || 0
//      ... supporting_chunks: supportingChunks.sort((a, b) => b.support_score - a.support_score), verification_score: verificationScore
//    function extractLastCompleteJSONObject(text) {
//      let depth = 0; let start = -1
//      for (let i = 0; i < text.length; i++) { const ch = text[i]
//        if (ch === "{") { if (depth === 0) start = i; depth++ }
//        else if (ch === "}") { depth--; if (depth === 0 && start !== -1) return text.slice(start, i + 1) } }
//      return null }
//    The chunk list is a runtime value; the replica uses the filled example's three chunks.
const extractLastCompleteJSONObject = (text: string): string | null => {
  let depth = 0;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '{') {
      if (depth === 0) start = i;
      depth++;
    } else if (ch === '}') {
      depth--;
      if (depth === 0 && start !== -1) return text.slice(start, i + 1);
    }
  }
  return null;
};
const LAW_CHUNKS: Array<{ id: string; text: string }> = [
  { id: 'chunk-241', text: 'Informational privacy is a facet of the right to privacy.' },
  { id: 'chunk-263', text: 'We commend to the Union Government the need to examine ... data protection.' },
  { id: 'chunk-512', text: 'Privacy is a constitutionally protected right ... Article 21 of the Constitution.' },
];
const lawschool: FrameworkParser = (streamText) => {
  const jsonSlice = extractLastCompleteJSONObject(streamText);
  if (!jsonSlice) return false;
  try {
    const result: any = JSON.parse(jsonSlice);
    const supportingChunks: Array<{ support_score: any; reasoning: any }> = [];
    for (const match of result.supporting_chunks || []) {
      if (match.chunk_idx >= 0 && match.chunk_idx < LAW_CHUNKS.length && match.support_score >= 0.5) {
        const chunkSummary: any = (LAW_CHUNKS as any)[match.chunk_idx];
        const fullChunk = LAW_CHUNKS.find((c) => c.id === chunkSummary.id);
        if (fullChunk) supportingChunks.push({ support_score: match.support_score, reasoning: match.reasoning || result.overall_assessment || 'Chunk supports the claim' });
      }
    }
    supportingChunks.sort((a, b) => b.support_score - a.support_score);
    return typeof result.verification_score === 'number' || Boolean(result.verification_score);
  } catch {
    return false;
  }
};

// 4. NotHotDog (AgentEvaluation/NotHotDog), src/services/metrics/hallucinationDetector.ts detectHallucination:
//      try {
//        const chain = RunnableSequence.from([prompt, this.model, new JsonOutputParser<HallucinationResult>()]);
//        const result = await chain.invoke({ agentDescription, context, query, response });
//        console.log(`Hallucination detection result for query "${query.substring(0, 30)}...": ${result.isHallucination ? "DETECTED" : "NOT DETECTED"}`);
//        console.log(`Reasoning: ${result.reasoning}`);
//        return result.isHallucination;
//      } catch (error) { ... a second model call read with /\{[\s\S]*?\}/ (a retry, not this reply) ...; return null; }
//    @langchain/core 0.3.x JsonOutputParser.parse(text) = parseJsonMarkdown(text, JSON.parse):
//      s = s.trim(); const firstFenceIndex = s.indexOf("```"); if (firstFenceIndex === -1) return parser(s);
//      let contentAfterFence = s.substring(firstFenceIndex + 3);
//      if (contentAfterFence.startsWith("json\n")) contentAfterFence = contentAfterFence.substring(5);
//      else if (contentAfterFence.startsWith("json")) contentAfterFence = contentAfterFence.substring(4);
//      else if (contentAfterFence.startsWith("\n")) contentAfterFence = contentAfterFence.substring(1);
//      const closingFenceIndex = contentAfterFence.indexOf("```"); let finalContent = contentAfterFence;
//      if (closingFenceIndex !== -1) finalContent = contentAfterFence.substring(0, closingFenceIndex);
//      return parser(finalContent.trim());
//    A verdict: no throw (null result, a reasoning that cannot become a string) and an isHallucination that is
//    neither missing (undefined returned) nor null (the function's own no-verdict value).
const langchainParseJsonMarkdown = (text: string): unknown => {
  const s = text.trim();
  const firstFenceIndex = s.indexOf('```');
  if (firstFenceIndex === -1) return JSON.parse(s);
  let contentAfterFence = s.substring(firstFenceIndex + 3);
  if (contentAfterFence.startsWith('json\n')) contentAfterFence = contentAfterFence.substring(5);
  else if (contentAfterFence.startsWith('json')) contentAfterFence = contentAfterFence.substring(4);
  else if (contentAfterFence.startsWith('\n')) contentAfterFence = contentAfterFence.substring(1);
  const closingFenceIndex = contentAfterFence.indexOf('```');
  let finalContent = contentAfterFence;
  if (closingFenceIndex !== -1) finalContent = contentAfterFence.substring(0, closingFenceIndex);
  return JSON.parse(finalContent.trim());
};
const nothotdog: FrameworkParser = (reply) => {
  try {
    const result: any = langchainParseJsonMarkdown(reply);
    void `${result.isHallucination ? 'DETECTED' : 'NOT DETECTED'}`;
    void `Reasoning: ${result.reasoning}`;
    const verdict = result.isHallucination;
    return verdict !== undefined && verdict !== null;
  } catch {
    return false;
  }
};

export const PARSERS_OF_SET_576: Record<string, FrameworkParser> = {
  'verities--claim-vs-source-snippets-four-verdict-labels-json-fence-strip-zod-enum': verities,
  'koda--rag-answer-vs-source-chunks-grounding-confidence-0-1-json-greedy-brace': koda,
  'lawschoolfeedback--footnoted-claim-vs-cited-source-chunks-normative-support-0-1-json-first-balanced-brace': lawschool,
  'nothotdog--agent-response-vs-conversation-hallucination-boolean-json-langchain-jsonoutputparser': nothotdog,
};
