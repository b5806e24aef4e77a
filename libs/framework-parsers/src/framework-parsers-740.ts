/**
 * Set 740: replica of the reply reader of a code-change correctness judge: UbiquityOS daemon-pull-review's check of
 * whether a pull request's diff completes its linked issue's specification (strict JSON, confidenceThreshold 0-1 plus
 * a reviewComment string). The parser answers: would the project get a verdict out of this reply (not a default,
 * not an exception, not a retry)?
 */
import { isObject } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// 1. daemon-pull-review (ubiquity-whilefoo/daemon-pull-review)
//    src/adapters/open-router/helpers/completions.ts createCompletion:
//      const answer = res.choices[0].message.content;
//      if (!answer) {
//        throw this.context.logger.error("Unexpected response format: Expected text block");
//      }
//    src/handlers/pull-reviewer.ts:
//      const { reviewComment, confidenceThreshold } = this.validateReviewOutput(pullReviewData.answer);
//      if (confidenceThreshold > 0.5) { await this.addThumbsUpReaction(); } else { ...REQUEST_CHANGES... }
//      validateReviewOutput(reviewString: string) {
//        let reviewOutput: { confidenceThreshold: number; reviewComment: string };
//        try {
//          reviewOutput = JSON.parse(reviewString);
//        } catch (err) {
//          throw this.context.logger.error("Couldn't parse JSON output; Aborting", { err });
//        }
//        if (typeof reviewOutput.reviewComment !== "string") {
//          throw this.context.logger.error("LLM failed to output review comment successfully");
//        }
//        const confidenceThreshold = reviewOutput.confidenceThreshold;
//        if (Number.isNaN(Number(confidenceThreshold))) {
//          throw this.context.logger.error("LLM failed to output a confidence threshold successfully");
//        }
//        return { confidenceThreshold: Number(reviewOutput.confidenceThreshold), reviewComment: reviewOutput.reviewComment };
//      }
//    Same JavaScript engine, so JSON.parse and Number() are called as is. A whole-reply `null` makes the property read
//    throw (TypeError); other primitives and arrays have no own reviewComment string; "__proto__" in JSON.parse output is
//    an own data property, so the lookup does not reach it.
const daemonPullReview: FrameworkParser = (reply) => {
  if (!reply) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply) as unknown;
  } catch {
    return false;
  }
  if (!isObject(parsed)) return false;
  if (typeof parsed['reviewComment'] !== 'string') return false;
  return !Number.isNaN(Number(parsed['confidenceThreshold']));
};

export const PARSERS_OF_SET_740: Record<string, FrameworkParser> = {
  'daemon-pull-review--pr-diff-completes-issue-spec-confidence-0-1-json-strict-parse-reviewcomment-string': daemonPullReview,
};
