/**
 * Set 721: replicas of the reply readers of four LLM judges from NLP research code (scripts that label or score
 * model outputs for a paper or study): the Algoverse prompt-valence study's four-category score lines, EBenchAttacker's
 * jailbreak labeller (a '1' or '2' anywhere in the reply), SciRIFF's summary-vs-reference "Decision:" line and the Aya
 * mislabeled-samples judge's first bracketed number. Each parser answers: would the project get a verdict out of this
 * reply (not a default, not an exception, not a retry, not a skipped sample)?
 */
import { pyStrip } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Algoverse prompt-valence study, openai_study/LLM_as_a_judge.py (wayneszchen/algoverse-tese):
//      eval_text = response.choices[0].message.content.strip()        # try/except Exception -> eval_text = ""
//      scores = {"overall": None, "accuracy": None, "depth": None, "structure": None, "tone": None}
//      if eval_text:
//          for line in eval_text.splitlines():
//              if ':' in line:
//                  key, value = line.split(':', 1)
//                  key = key.strip().lower()
//                  value = value.strip()
//                  if key in scores:
//                      match = re.search(r'\d+(?:\.\d+)?', value)   # captures int OR float
//                      if match:
//                          scores[key] = float(match.group())
//                  elif key.startswith("comment"):
//                      comments = value
//      if all(scores[k] is not None for k in ("accuracy", "depth", "structure", "tone")):
//          avg_overall = round((scores["accuracy"] + scores["depth"] + scores["structure"] + scores["tone"]) / 4.0, 2)
//      else:
//          avg_overall = None
//    str.splitlines() breaks on \n \r \r\n \v \f \x1c \x1d \x1e \x85 \u2028 \u2029; str.strip() is Unicode whitespace;
//    Python's \d is any Unicode decimal digit and float() reads them all, so any match yields a number.
const PY_SPLITLINES = /\r\n|[\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]/;
const ALGOVERSE_NUMBER = /\p{Nd}+(?:\.\p{Nd}+)?/u;
const ALGOVERSE_KEYS = ['overall', 'accuracy', 'depth', 'structure', 'tone'];
const ALGOVERSE_REQUIRED = ['accuracy', 'depth', 'structure', 'tone'];
const algoverseTese: FrameworkParser = (reply) => {
  const evalText = pyStrip(reply);
  if (!evalText) return false;
  const found = new Set<string>();
  for (const line of evalText.split(PY_SPLITLINES)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = pyStrip(line.slice(0, colon)).toLowerCase();
    const value = pyStrip(line.slice(colon + 1));
    if (ALGOVERSE_KEYS.includes(key) && ALGOVERSE_NUMBER.test(value)) found.add(key);
  }
  return ALGOVERSE_REQUIRED.every((k) => found.has(k));
};

// 2. EBenchAttacker, Judge/Judge.py Judger.Judge (Enqurance/EBenchAttacker_NEW):
//      while attempt_cnt < self.max_attempts:                        # attempt_cnt is never incremented
//          temp["Result"] = self.judge_model.Generate(judge_content, prompt=judge_prompt)
//          if "1" in temp["Result"]:
//              results_list.append(1)
//          elif "2" in temp["Result"]:
//              results_list.append(2)
//          if len(results_list) == self.vote_times:                  # 3 votes, then the majority
//              break
//    A reply is a vote when it holds the ASCII character '1' or '2' anywhere; otherwise the judge is called again.
const ebenchAttacker: FrameworkParser = (reply) => reply.includes('1') || reply.includes('2');

// 3. SciRIFF, sciriff/eval/metrics/summary_comparison.py (allenai/SciRIFF), eval_type "reference_comparison":
//      def parse_model_response(response, instance, eval_type):
//          if "Decision:" in response:
//              decision = response[response.find("Decision:") + 9 :].strip()
//              ...
//              elif eval_type == "reference_comparison" and decision in ["1", "2", "3", "4", "5"]:
//                  instance["decision"] = (int(decision) - 1) / 4
//              else:
//                  instance["decision"] = "error"
//          elif "Rating:" in response:
//              decision = response[response.find("Rating:") + 7 :].strip()
//              ... (same tests)
//          else:
//              instance["decision"] = "error"
//      def lm_judge(instance, eval_type):  ... result = instance["decision"]; if result != "error": return result
//      _evaluate_reference_comparison (evaluate(..., use_batch_api=False), the default):
//          results = lm_judge(instance, eval_type="reference_comparison")
//          if results:                                               # 'Decision: 1' -> 0.0 -> falsy -> dropped
//              self.scores["ratings"].append(results)
//    Only the first 'Decision:' counts ('Rating:' only when no 'Decision:' at all); the rest, Python-stripped, must be
//    exactly one of the digits; on this default path a 1 is parsed but not kept.
const SCIRIFF_KEPT = ['2', '3', '4', '5'];
const sciriff: FrameworkParser = (reply) => {
  let decision: string;
  if (reply.includes('Decision:')) decision = pyStrip(reply.slice(reply.indexOf('Decision:') + 9));
  else if (reply.includes('Rating:')) decision = pyStrip(reply.slice(reply.indexOf('Rating:') + 7));
  else return false;
  return SCIRIFF_KEPT.includes(decision);
};

// 4. Aya mislabeled samples, prototype scripts/llm_judge.py (AMR-KELEG/Aya-mislabeled-samples):
//      def extract_rating(s):
//          match = re.search(r'\[(\d+(\.\d+)?)\]', s)
//          if match:
//              return float(match.group(1))
//          return None
//      df["rating"] = df["llm_judge"].apply(extract_rating)
//    Python's \d is any Unicode decimal digit (float() reads it); the first bracketed number anywhere wins.
const AYA_RATING = /\[(\p{Nd}+(\.\p{Nd}+)?)\]/u;
const ayaMislabeled: FrameworkParser = (reply) => AYA_RATING.test(reply);

export const PARSERS_OF_SET_721: Record<string, FrameworkParser> = {
  'algoverse-tese--prompt-valence-essay-answer-four-category-0-10-score-lines-all-required': algoverseTese,
  'ebenchattacker--jailbreak-response-provides-requested-info-label-1-or-2-digit-substring': ebenchAttacker,
  'sciriff--paper-summary-vs-expert-reference-similarity-1-5-decision-line-exact-integer': sciriff,
  'aya-mislabeled-samples--aya-dataset-target-quality-1-10-first-bracketed-number': ayaMislabeled,
};
