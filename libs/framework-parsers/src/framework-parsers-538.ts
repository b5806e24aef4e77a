/**
 * Set 538: replicas of the reply readers of two pairwise comparison judges outside the well-known benchmarks:
 * pairwiseLLM's R package judge of two student writing samples (an XML-like <BETTER_SAMPLE> tag found with a fixed,
 * case-sensitive substring test) and a PADO re-implementation's comparative judge of two personality explanations
 * (the first line starting with "Final Prediction:"). Each parser answers: would the project get a verdict out of this
 * reply (not a default, not an exception, not an NA)?
 */
import { pyStrip, pyStripChars } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. pairwiseLLM (shmercer/pairwiseLLM), R/openai_live.R openai_compare_pair_live:
//      tag_prefix = "<BETTER_SAMPLE>", tag_suffix = "</BETTER_SAMPLE>"
//      content <- as.character(choices[[1]]$message$content)
//      better_sample <- NA_character_
//      if (!is.na(content)) {
//        if (grepl(paste0(tag_prefix, "SAMPLE_1", tag_suffix), content, fixed = TRUE)) {
//          better_sample <- "SAMPLE_1"
//        } else if (grepl(paste0(tag_prefix, "SAMPLE_2", tag_suffix), content, fixed = TRUE)) {
//          better_sample <- "SAMPLE_2"
//        }
//      }
//      better_id <- if (!is.na(better_sample)) (if (better_sample == "SAMPLE_1") ID1 else ID2) else NA_character_
//    fixed = TRUE: a literal, case-sensitive substring anywhere in the reply; no whitespace tolerance inside the tag.
const PAIRWISELLM_TAGS = ['<BETTER_SAMPLE>SAMPLE_1</BETTER_SAMPLE>', '<BETTER_SAMPLE>SAMPLE_2</BETTER_SAMPLE>'];
const pairwiseLlm: FrameworkParser = (reply) => PAIRWISELLM_TAGS.some((tag) => reply.includes(tag));

// 2. PADO re-implementation (mtrung12/PADO-re-implemenation), src/judgement.py:
//      def extract_judgement_prediction(judgement_response: str) -> str:
//          for line in judgement_response.splitlines():
//              if line.startswith("Final Prediction:"):
//                  return line.split(":")[1].strip().strip("**")
//          return "Unknown"
//    str.splitlines breaks on \n, \r, \r\n, \v, \f, \x1c, \x1d, \x1e, \x85, \u2028 and \u2029; startswith is
//    case-sensitive at column 0; the label is the text between the first and second colon, str.strip()'d (Python
//    whitespace) and then stripped of '*' characters. A label reading "Unknown" is the default value itself.
const PY_LINE_BREAK = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/;
const padoLabel = (reply: string): string => {
  for (const line of reply.split(PY_LINE_BREAK)) {
    if (line.startsWith('Final Prediction:')) return pyStripChars(pyStrip(line.split(':')[1] ?? ''), '*');
  }
  return 'Unknown';
};
const padoJudgement: FrameworkParser = (reply) => padoLabel(reply) !== 'Unknown';

export const PARSERS_OF_SET_538: Record<string, FrameworkParser> = {
  'pairwisellm--student-writing-sample-1-vs-2-trait-comparison-better-sample-xml-tag-fixed-substring': pairwiseLlm,
  'pado-reimplementation--personality-trait-explainer-a-vs-b-comparative-judgement-final-prediction-line-startswith': padoJudgement,
};
