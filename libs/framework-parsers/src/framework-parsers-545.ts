/**
 * Set 545 (creative writing, story, poetry and role-play judges): replica of the reply reader of one story judge.
 * silly-llm's QualityValidator, the LLM validator of its TinyStories-style synthetic children's-story pipeline, asks
 * whether a generated story uses only English words and wants "ANSWER:NO" or "ANSWER:YES"; it reads the reply with
 * two substring tests on the upper-cased reply and, failing those, a count of positive and negative indicator words.
 * The parser answers: would the project get a verdict out of this reply (not the "ambiguous" default, not an
 * exception)?
 */
import { pyStrip } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. silly-llm (JinxCodesAI/silly-llm), training/synthetic_data_generation/validation/quality_validator.py
//    QualityValidator.parse_validation_response (called by BaseValidator.validate in validation/base.py, whose
//    try/except turns any exception into is_valid=False, score=0.0):
//        response_clean = response.strip()
//        response_upper = response_clean.upper()
//        if "ANSWER:YES" in response_upper:
//            return CustomValidationResult(is_valid=True, score=1.0, ...)
//        elif "ANSWER:NO" in response_upper:
//            return CustomValidationResult(is_valid=False, score=0.0, ...)
//        positive_indicators = ["YES", "ENGLISH", "VALID", "CORRECT", "GOOD", "PASS"]
//        negative_indicators = ["NO", "NON-ENGLISH", "INVALID", "INCORRECT", "BAD", "FAIL", "FOREIGN"]
//        positive_count = sum(1 for indicator in positive_indicators if indicator in response_upper)
//        negative_count = sum(1 for indicator in negative_indicators if indicator in response_upper)
//        if positive_count > negative_count:   -> is_valid=True,  score=0.7 ("positive_indicators")
//        elif negative_count > positive_count: -> is_valid=False, score=0.3 ("negative_indicators")
//        else:                                 -> is_valid=False, score=0.1, "Ambiguous validation response" (default)
//    Every test is a plain substring test on the whole upper-cased reply: each indicator counts at most once, and
//    indicators nest ("NO" is inside "NOT", "KNOW", "NONE" and "NON-ENGLISH"; "ENGLISH" inside "NON-ENGLISH"; "VALID"
//    inside "INVALID"; "CORRECT" inside "INCORRECT"). Python's str.upper() uses the full Unicode case mapping, as
//    JS toUpperCase() does ("answer:yes", "ß" -> "SS"); strip() changes nothing a substring test sees.
const SILLY_POSITIVE = ['YES', 'ENGLISH', 'VALID', 'CORRECT', 'GOOD', 'PASS'];
const SILLY_NEGATIVE = ['NO', 'NON-ENGLISH', 'INVALID', 'INCORRECT', 'BAD', 'FAIL', 'FOREIGN'];
const sillyLlmQuality: FrameworkParser = (reply) => {
  const upper = pyStrip(reply).toUpperCase();
  if (upper.includes('ANSWER:YES') || upper.includes('ANSWER:NO')) return true;
  const positive = SILLY_POSITIVE.filter((word) => upper.includes(word)).length;
  const negative = SILLY_NEGATIVE.filter((word) => upper.includes(word)).length;
  return positive !== negative;
};

export const PARSERS_OF_SET_545: Record<string, FrameworkParser> = {
  'silly-llm--tinystories-story-english-only-validation-answer-yes-no-with-indicator-count-fallback': sillyLlmQuality,
};
