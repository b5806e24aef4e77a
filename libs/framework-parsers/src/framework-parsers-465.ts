/**
 * Set 465: replicas of the reply readers of two LLM relevance judges of retrieved candidates: Divine Vision's listwise
 * reranker of Bhagavad Gita verses (a bare JSON array of 1-based indices, JSON.parse + .map) and selector-grounding's
 * pointwise 0-1 scorer of DOM chunks against an element description (first-fence stripping + JSON.parse(...).score).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not
 * undefined)?
 */
import { isObject, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Divine Vision, lib/search/reranker.ts rerankResults (sushilduseja/divine-vision):
//      try {
//        const response = await generateResponse(prompt, 'You are a Sanskrit expert.');
//        const rankings = JSON.parse(response);
//        return rankings.map((idx: number) => results[idx - 1]).filter(Boolean);
//      } catch (error) {
//        console.error('Reranking failed, returning original order:', error);
//        return results;                                   // the default: original order
//      }
//    JSON.parse must read the whole reply (JSON whitespace only around it: no BOM, no NBSP, no fence, no NaN), and
//    only an array has .map (a string, number, boolean, object or null makes it throw a TypeError, caught above).
//    The elements are never checked: idx - 1 coerces any JSON value without throwing, filter(Boolean) drops misses.
const divineVision: FrameworkParser = (reply) => Array.isArray(wholeJson(reply));

// 2. selector-grounding, src/llm/chunk-ranking.ts rankChunk (Subhash3/selector-grounding):
//      const response = await llm.query(prompt);            // generateText(...).text, Gemini 2.5 Flash
//      const parsed = response.replace('```json', '').replace('```', '').trim();
//      const score = JSON.parse(parsed).score;               // no try/catch: a throw rejects rankChunk
//      return { id: chunk.id, score };
//    String.prototype.replace with a string removes the FIRST occurrence only, case-sensitively; trim() is
//    ECMAScript whitespace (NBSP, BOM, U+2028...). null.score throws; a number, string, array or an object without
//    an own 'score' key gives undefined (no verdict). The value of 'score' is never checked.
const selectorGrounding: FrameworkParser = (reply) => {
  const parsed = reply.replace('```json', '').replace('```', '').trim();
  const value = wholeJson(parsed);
  return isObject(value) && Object.prototype.hasOwnProperty.call(value, 'score');
};

export const PARSERS_OF_SET_465: Record<string, FrameworkParser> = {
  'divine-vision--sanskrit-verse-rerank-by-question-relevance-json-index-array': divineVision,
  'selector-grounding--dom-chunk-contains-described-element-relevance-0-1-json-score': selectorGrounding,
};
