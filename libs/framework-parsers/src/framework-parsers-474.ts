/**
 * Set 474: replicas of the reply readers of three e-commerce / marketplace judges: the Chrome web-AI demo's on-device
 * product-review helpfulness judge ("Helpful: Yes/No" read with indexOf/substring), Hadley Bricks' Gemini audit of an
 * eBay LEGO listing (JSON, first ``` fence or the bare reply, JSON.parse) and VOX Trace GUI's food-delivery
 * <query, store> relevance judge (json_object reply, Python json.loads, a 'label' key). Each parser answers: would the
 * project get a verdict out of this reply (not a default, not an exception, not a skipped or "not useful" result)?
 */
import { isObject, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. web-ai-demos, product-review-suggestions/src/worker.js (GoogleChromeLabs/web-ai-demos):
//      function parseLlmResponse(response) {
//        const result = { isHelpful: null, fix: null, example: null };
//        const helpfulStringIndex = response.indexOf('Helpful:');
//        const fixStringIndex = response.indexOf('Fix:');
//        if (helpfulStringIndex === -1 || fixStringIndex === -1) { return result; }
//        const startIndex = response.indexOf('Helpful:') + 'Helpful:'.length;
//        const endIndex = response.indexOf('Fix:', startIndex);
//        const isHelpfulString = response.substring(startIndex, endIndex).trim();
//        if (isHelpfulString.toLowerCase() === 'yes') { result.isHelpful = true; }
//        else if (isHelpfulString.toLowerCase() === 'no') { result.isHelpful = false; }
//        const startIndexExample = response.indexOf('Example:') + 'Example:'.length;
//        const fixString = response.substring(endIndex + 'Fix:'.length, startIndexExample - 'Example:'.length).trim();
//        result.fix = fixString;
//        const exampleString = response.substring(startIndexExample).trim();
//        result.example = exampleString;
//        return result;
//      }
//      function isLlmResponseUseful(response) {
//        const { isHelpful, fix, example } = response;
//        if (isHelpful === null || fix === null || example === null) { return false; }
//        if (!isHelpful && (fix.toLowerCase() === '' || example.toLowerCase() === '')) { return false; }
//        return true;
//      }
//      generateReviewHelperOutput: if (!isLlmResponseUseful(parsedResponse)) { return null; }   // no verdict shown
//    The project is JavaScript, so the replica is the same code: substring() clamps a negative index to 0 and swaps
//    reversed bounds (a missing 'Example:' gives -1 + 8 = 7), trim() is JS trim.
const webAiDemosReviewHelpfulness: FrameworkParser = (response) => {
  const helpfulStringIndex = response.indexOf('Helpful:');
  const fixStringIndex = response.indexOf('Fix:');
  if (helpfulStringIndex === -1 || fixStringIndex === -1) return false;
  const startIndex = response.indexOf('Helpful:') + 'Helpful:'.length;
  const endIndex = response.indexOf('Fix:', startIndex);
  const isHelpfulString = response.substring(startIndex, endIndex).trim();
  let isHelpful: boolean | null = null;
  if (isHelpfulString.toLowerCase() === 'yes') isHelpful = true;
  else if (isHelpfulString.toLowerCase() === 'no') isHelpful = false;
  const startIndexExample = response.indexOf('Example:') + 'Example:'.length;
  const fix = response.substring(endIndex + 'Fix:'.length, startIndexExample - 'Example:'.length).trim();
  const example = response.substring(startIndexExample).trim();
  if (isHelpful === null) return false;
  if (!isHelpful && (fix.toLowerCase() === '' || example.toLowerCase() === '')) return false;
  return true;
};

// 2. Hadley Bricks, apps/web/src/lib/ebay/listing-quality-review.service.ts reviewListing
//    (chrishadley1983/hadley-bricks-inventory-management), inside try { ... } catch { return <score 0 / 'F' default> }:
//      const rawResponse = response.text ?? '';
//      let jsonStr = rawResponse;
//      const jsonMatch = rawResponse.match(/```(?:json)?\s*([\s\S]*?)```/);
//      if (jsonMatch) { jsonStr = jsonMatch[1].trim(); }
//      const reviewResponse = JSON.parse(jsonStr) as QualityReviewResponse;      // SyntaxError -> default result
//      log('Review complete', `Score: ${reviewResponse.score}/100 (${reviewResponse.grade}), ...`);  // null -> TypeError
//      return this.transformResponse(reviewResponse);                              // fields copied, never validated
//    JavaScript again (same regex, same JSON.parse). The score is the verdict (loop target >= 90, grade, display):
//    a value without a JSON-number 'score' is carried through as undefined / a string, counted as no verdict.
const HADLEY_FENCE = /```(?:json)?\s*([\s\S]*?)```/;
const hadleyBricksListingQuality: FrameworkParser = (rawResponse) => {
  let jsonStr = rawResponse;
  const jsonMatch = rawResponse.match(HADLEY_FENCE);
  if (jsonMatch) jsonStr = (jsonMatch[1] ?? '').trim();
  let reviewResponse: unknown;
  try {
    reviewResponse = JSON.parse(jsonStr);
  } catch {
    return false;
  }
  if (reviewResponse === null) return false; // reviewResponse.score throws TypeError -> catch -> default 'F' result
  return typeof (reviewResponse as { score?: unknown }).score === 'number';
};

// 3. VOX Trace GUI, grade_traces.py (Big-OO7/VOX-Trace-GUI):
//      call_llm:  response = client.chat.completions.create(..., response_format={"type": "json_object"})
//                 result = json.loads(response.choices[0].message.content); return result
//                 except Exception as e: ...; return None
//      evaluate_task (inside try/except -> GradingResult(label='error', error=str(e))):
//          if not llm_result: raise Exception("LLM call returned no result")      # None and {} alike
//          label = llm_result.get('label', 'not_relevant')                        # list/str/number: AttributeError
//          explanation = llm_result.get('explanation', '')
//          scores, rationale = parse_explanation(explanation)                     # own try/except: never raises
//          weighted_pct, earned, applicable = calculate_weighted_score(scores)
//    Python json.loads: the whole text, JSON whitespace around it, NaN/Infinity accepted. A verdict needs a dict with
//    its own 'label' key (a missing one silently defaults to 'not_relevant'); the label's value is not checked.
const voxTraceQueryStoreRelevance: FrameworkParser = (reply) => {
  const result = pythonLoads(reply);
  if (!isObject(result)) return false;
  return Object.prototype.hasOwnProperty.call(result, 'label');
};

export const PARSERS_OF_SET_474: Record<string, FrameworkParser> = {
  'web-ai-demos--product-review-helpfulness-helpful-yes-no-fix-example-indexof': webAiDemosReviewHelpfulness,
  'hadley-bricks--ebay-lego-listing-quality-0-100-json-score-grade-breakdown-fenced-or-bare': hadleyBricksListingQuality,
  'vox-trace-gui--food-delivery-query-store-relevance-json-object-label-rubric-explanation': voxTraceQueryStoreRelevance,
};
