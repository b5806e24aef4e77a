/**
 * Set 725: replicas of the reply readers of LLM judges in data labeling and annotation pipelines. Only one template
 * could be sourced in full before the look-up budget ran out: SPIA-benchmark's judge of a predicted PII annotation
 * value against the ground-truth value (label word yes / no / less precise, read by substring tests). The parser
 * answers: would the project get a verdict out of this reply (not the default 'no' of an unclear reply)?
 */
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. SPIA-benchmark, src/llm/parser/annotation_agreement_parser.py (spia-bench/SPIA-benchmark):
//      def parse_agreement_response(response: str) -> str:
//          if not response:
//              return "no"
//          response_lower = response.strip().lower()
//          # Direct matches
//          if "yes" in response_lower and "no" not in response_lower:
//              return "yes"
//          elif "less precise" in response_lower:
//              return "less precise"
//          elif "no" in response_lower:
//              return "no"
//          # Fallback to first word
//          first_word = response_lower.split()[0] if response_lower.split() else ""
//          if first_word in ["yes", "no"]:
//              return first_word
//          # Default to no if unclear
//          return "no"
//    Called as parse_agreement_response(get_annotation_agreement_evaluation(keyword_a, keyword_b, "ground_truth")).
//    The first-word fallback never yields a verdict the substring tests missed (a first word "yes" or "no" is itself
//    a substring), so a verdict exists exactly when the lowercased reply contains "yes", "less precise" or "no"
//    anywhere ("no" inside "not", "cannot", "know" included). Python's str.lower and JS toLowerCase agree on every
//    character that could lower to these ASCII letters; strip() changes nothing for a substring test.
const spiaAgreement: FrameworkParser = (reply) => {
  if (!reply) return false; // `if not response: return "no"` (the default)
  const lower = reply.toLowerCase();
  return lower.includes('yes') || lower.includes('less precise') || lower.includes('no');
};

export const PARSERS_OF_SET_725: Record<string, FrameworkParser> = {
  'spia-benchmark--pii-annotation-ground-truth-vs-prediction-agreement-yes-no-less-precise-substring': spiaAgreement,
};
