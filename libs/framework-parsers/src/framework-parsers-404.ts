/**
 * Set 404: replicas of the reply readers of four dataset-curation / data-quality judges:
 * fineweb-edu-scorer's teacher LLM (FineWeb-Edu additive 0-5 prompt, six case-insensitive regexes tried in turn),
 * a curator fork annotating Arabic FineWeb-2 (str.split on "Educational score:" and "Reasoning:"), Marin's MEDU
 * document-utility labeler ("Final Score:" + Great/Good/Okay/Poor/Useless) and DecorateLM's pairwise
 * structural-format rater ("Choice: 1|2", exactly one findall match). Each parser answers: would the project get a
 * verdict out of this reply (not a default, not an exception, not a skipped row)?
 */
import { digitValue, PY_SPACE, pyStrip } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const PY_WS = `[${PY_SPACE}]`;
// Python re.IGNORECASE on a str pattern: an ASCII letter also matches the characters whose simple lowercase is that
// letter and sre's extra equivalences: 'i' matches U+0130 and U+0131, 's' matches U+017F, 'k' matches U+212A.
const PY_CI_EXTRA: Record<string, string> = { i: '\u0130\u0131', s: '\u017f', k: '\u212a' };
const pyIgnoreCase = (literal: string) =>
  literal.replace(/[a-zA-Z]/g, (c) => {
    const lower = c.toLowerCase();
    return `[${lower}${lower.toUpperCase()}${PY_CI_EXTRA[lower] ?? ''}]`;
  });
// int() of a run of Unicode decimal digits
const pyIntOfDigits = (digits: string) => [...digits].reduce((n, d) => n * 10 + digitValue(d), 0);

// ---------------------------------------------------------------------------------------------------------------
// 1. fineweb-edu-scorer, src/annotators/teacher_annotator.py TeacherAnnotator.parse_score (Mohamed-Elsafty23/fineweb-edu-scorer):
//      response = self.api_client.get_llm_response(...)       # response.choices[0].message.content, not stripped
//      patterns = [
//          r"Educational score:\s*(\d+)",
//          r"educational score:\s*(\d+)",
//          r"Total score:\s*(\d+)",
//          r"Score:\s*(\d+)",
//          r"(\d+)\s*points?",
//          r"(\d+)/5"
//      ]
//      for pattern in patterns:
//          match = re.search(pattern, response, re.IGNORECASE)
//          if match:
//              score = int(match.group(1))
//              if 0 <= score <= 5:
//                  return score
//      return None                                            # -> result['error'] = "Could not parse score ..."
//    Only the FIRST match of each pattern is looked at; an out-of-range one falls through to the next pattern.
//    \s is str.isspace() whitespace, \d any Unicode decimal digit (int() reads it).
const D = '(\\p{Nd}+)';
const FINEWEB_EDU_SCORER_PATTERNS = [
  `${pyIgnoreCase('Educational score:')}${PY_WS}*${D}`,
  `${pyIgnoreCase('educational score:')}${PY_WS}*${D}`,
  `${pyIgnoreCase('Total score:')}${PY_WS}*${D}`,
  `${pyIgnoreCase('Score:')}${PY_WS}*${D}`,
  `${D}${PY_WS}*${pyIgnoreCase('points')}?`,
  `${D}/5`,
].map((source) => new RegExp(source, 'u'));
const finewebEduScorer: FrameworkParser = (reply) =>
  FINEWEB_EDU_SCORER_PATTERNS.some((pattern) => {
    const match = pattern.exec(reply);
    if (!match) return false;
    const score = pyIntOfDigits(match[1]!);
    return score >= 0 && score <= 5;
  });

// 2. curator fork, examples/custom/test.py Prompter.parse (zaidalyafeai/curator), response_format=Score commented out:
//      def parse(self, input: dict, response: str) -> dict:
//          try:
//              return {"score": response.score, "reasoning": response.reasoning}   # str: AttributeError
//          except Exception as e:
//              return {
//                  "score": response.split("Educational score:")[1].split("Reasoning:")[0].strip(),
//                  "reasoning": response.split("Reasoning:")[1].strip(),
//              }                                                # IndexError when a marker is missing
//    str.split(sep)[1] exists exactly when sep occurs; the score string itself is never checked.
const curatorFineweb2: FrameworkParser = (reply) => reply.includes('Educational score:') && reply.includes('Reasoning:');

// 3. Marin, marin/generation/dataset.py MeduDatasetOutputProcessor.extract_score (marin-community/marin):
//      match = re.search(r"Final Score:\s*(Great|Good|Okay|Poor|Useless)", text)
//      if match:
//          score_text = match.group(1)
//          return MeduDatasetOutputProcessor.SCORE_OPTIONS_DICT[score_text]
//      return -1                                             # row dropped ("Failed to parse score")
//    Case-sensitive, no word boundary after the label.
const MARIN_MEDU = new RegExp(`Final Score:${PY_WS}*(Great|Good|Okay|Poor|Useless)`, 'u');
const marinMedu: FrameworkParser = (reply) => MARIN_MEDU.test(reply);

// 4. DecorateLM, rating/rating_annotater.py (OpenBMB/DecorateLM):
//      win_pattern = r'Choice: ([12])'
//      reply = reply.strip()
//      matches = re.findall(win_pattern, reply)
//      if len(matches) == 1:  # Valid response
//          ... write {"win": matches[0], ...}
//      else:
//          print("No matches found. Skipping write.")
const DECORATELM_CHOICE = /Choice: ([12])/g;
const decoratelmPairwise: FrameworkParser = (reply) => [...pyStrip(reply).matchAll(DECORATELM_CHOICE)].length === 1;

export const PARSERS_OF_SET_404: Record<string, FrameworkParser> = {
  'fineweb-edu-scorer--teacher-llm-web-extract-educational-value-additive-0-5-educational-score-line-cascading-regex-fallbacks':
    finewebEduScorer,
  'curator--fineweb2-arabic-web-extract-educational-value-additive-0-5-reasoning-and-educational-score-str-split': curatorFineweb2,
  'marin--medu-document-utility-for-target-benchmark-final-score-label-word-great-good-okay-poor-useless': marinMedu,
  'decoratelm--pretraining-text-pairwise-structural-format-choice-1-or-2-findall-exactly-one': decoratelmPairwise,
};
