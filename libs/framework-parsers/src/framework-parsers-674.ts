/**
 * Set 674: replicas of the reply readers of LLM quality filters in synthetic-data / dataset-curation pipelines:
 * Code2Bench's ground-truth filter that keeps or drops candidate functions for a code benchmark (JSON "Suitable"
 * boolean after a code-fence strip, checked with Python's `in [True, False]`), and qna-scoring's IFD difficulty rater
 * whose score decides which Q&A pairs are kept for training (first digit character of the reply). Each parser
 * answers: would the project get a verdict out of this reply (not a default, not an exception, not a retry)?
 */
import { isObject, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Code2Bench (Code2Bench/Code2Bench), code2bench/func_selector/groundtruth_filter.py GroundTruthFilter.llm_filter:
//      try:
//          response = call_llm(self.llm, system_message=system_prompt, user_message=user_message)
//          cleaned_response = clean_response_content(response)
//          res = json.loads(cleaned_response)
//          return res.get("Suitable"), res.get("Reason")
//      except Exception as e:
//          logger.exception(f"Error generating instruction: {e}")
//          return cleaned_response, str(e)
//    code2bench/utils/json_utils.py:
//      def clean_response_content(raw_content: str) -> str:
//          raw_content = raw_content.strip()
//          if raw_content.startswith("```"):
//              first_newline = raw_content.find('\n')
//              last_backticks = raw_content.rfind('```')
//              if first_newline != -1 and last_backticks != -1:
//                  return raw_content[first_newline + 1:last_backticks].strip()
//          return raw_content.strip()
//    filter_groundtruth:
//      while cnt < max_retry:                       # 3 tries
//          is_valid, reason = groundtruth_filter.llm_filter(func, last_result, last_error)
//          if is_valid in [True, False]:
//              return is_valid is True, reason      # a verdict (keep / drop)
//          last_result = is_valid; last_error = reason   # retry with an error note
//    Python's `in` compares with ==: true/false and the numbers 0 and 1 (1.0, -0, 1e-400 == 0.0 ...) all match.
//    A non-dict JSON value makes res.get raise AttributeError inside the try (retry).
const code2benchClean = (raw: string): string => {
  const s = pyStrip(raw);
  if (s.startsWith('```')) {
    const firstNewline = s.indexOf('\n');
    const lastBackticks = s.lastIndexOf('```');
    // Python's s[a:b] with b < a is '' (the opening fence is the last ``` when no closing fence exists): JS slice agrees
    if (firstNewline !== -1 && lastBackticks !== -1) return pyStrip(s.slice(firstNewline + 1, lastBackticks));
  }
  return pyStrip(s);
};
const code2benchSuitability: FrameworkParser = (reply) => {
  const res = pythonLoadsNumbers(code2benchClean(reply));
  if (!isObject(res)) return false; // JSONDecodeError, or AttributeError on a list / str / number / None
  const suitable = res['Suitable'];
  return suitable === true || suitable === false || suitable === 1 || suitable === 0; // `in [True, False]`
};

// 2. qna-scoring (zuftt/qna-scoring), core.py:
//      def chat(...): ... return resp.choices[0].message.content or ""
//      calculate_ifd_score (inside try / except Exception -> estimate_ifd_heuristic fallback):
//          conditioned_nums = [int(c) for c in conditioned_response if c.isdigit()]
//          conditioned_difficulty = conditioned_nums[0] if conditioned_nums else 5     # 5 = default, no verdict
//          conditioned_score = conditioned_difficulty / 10.0
//    str.isdigit() is true for Unicode decimal digits (Nd) and for "digit" characters such as superscripts, circled and
//    Ethiopic digits; int() of one of the latter raises ValueError, which sends the pair to the heuristic. So a verdict
//    needs at least one decimal digit and no non-decimal digit character anywhere. Python 3.13 (the repo's bytecode)
//    has Unicode 15.1 tables: the decimal digits added in Unicode 16+ are not digits there and are ignored.
const PY_DIGIT_NOT_DECIMAL =
  /[\u{B2}-\u{B3}\u{B9}\u{1369}-\u{1371}\u{19DA}\u{2070}\u{2074}-\u{2079}\u{2080}-\u{2089}\u{2460}-\u{2468}\u{2474}-\u{247C}\u{2488}-\u{2490}\u{24EA}\u{24F5}-\u{24FD}\u{24FF}\u{2776}-\u{277E}\u{2780}-\u{2788}\u{278A}-\u{2792}\u{10A40}-\u{10A43}\u{10E60}-\u{10E68}\u{11052}-\u{1105A}\u{1F100}-\u{1F10A}]/u;
const UNICODE_16_PLUS_DIGITS =
  /[\u{10D40}-\u{10D49}\u{116D0}-\u{116E3}\u{11BF0}-\u{11BF9}\u{11DE0}-\u{11DE9}\u{16130}-\u{16139}\u{16D70}-\u{16D79}\u{1CCF0}-\u{1CCF9}\u{1E5F1}-\u{1E5FA}]/u;
const DECIMAL = /\p{Nd}/u;
const qnaScoringIfdDifficulty: FrameworkParser = (reply) => {
  let sawDigit = false;
  for (const c of reply) {
    if (UNICODE_16_PLUS_DIGITS.test(c)) continue; // unassigned in Python 3.13: isdigit() is False
    if (DECIMAL.test(c)) sawDigit = true;
    else if (PY_DIGIT_NOT_DECIMAL.test(c)) return false; // int(c) -> ValueError -> heuristic fallback
  }
  return sawDigit;
};

export const PARSERS_OF_SET_674: Record<string, FrameworkParser> = {
  'code2bench--weakly-self-contained-function-benchmark-suitability-json-suitable-bool-fence-strip': code2benchSuitability,
  'qna-scoring--ifd-conditioned-answer-given-question-difficulty-1-10-first-digit-character': qnaScoringIfdDifficulty,
};
