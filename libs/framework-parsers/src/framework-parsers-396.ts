/**
 * Set 396: replicas of the reply readers of four legal, finance and compliance document judges: Fin-RATE's SEC-filing
 * QA judge (first "VERDICT:" label, Python re.IGNORECASE), the LLM-Tax-Abuse free-form tax-strategy grader (last
 * ASCII digit 0-3 anywhere in the reply), the FinanceQA agent's numerical exactness evaluator (CORRECT/INCORRECT
 * substring of the upper-cased first line) and LEXam's Swiss law exam judge ("[[d.d]]" read by float(), 0..1).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a
 * fallback)?
 */
import { PY_SPACE, pyFloatOf } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Fin-RATE (jyd777/Fin-RATE), evaluation/qa_llm_judge.py:
//      def parse_kp_judge_response(text):
//          ...
//          verdict_match = re.search(r"VERDICT:\s*(CORRECT|INCORRECT|PARTIAL|FAILURE|ERROR)", text, re.IGNORECASE)
//          verdict = verdict_match.group(1).upper() if verdict_match else "UNCLEAR"
//      main():
//          if llm_text:
//              analysis, scores, kp_counts_parsed, verdict, error_info, evidence_ids_used = parse_kp_judge_response(llm_text)
//              judge_verdict = verdict
//          # If VERDICT is missing/unclear but we have KP counts, infer a verdict heuristically.
//          if judge_verdict in (None, "UNCLEAR", "ERROR"):
//              ... (inferred from KEY POINTS SUMMARY counts, or rule-based key-point matching)
//          passed = (judge_verdict == "CORRECT")
//    The judge's own verdict: the FIRST match is one of CORRECT/INCORRECT/PARTIAL/FAILURE (not ERROR). Python's \s is
//    str.isspace(); IGNORECASE in Python also matches 'ı' (U+0131) and 'İ' (U+0130) for I, which JS /iu does not.
const PY_WS = `[${PY_SPACE}]`;
const ci = (word: string) =>
  [...word].map((c) => (c === 'I' ? '[Iiıİ]' : `[${c}${c.toLowerCase()}]`)).join('');
const FINRATE_VERDICT = new RegExp(
  `${ci('VERDICT')}:${PY_WS}*(${['CORRECT', 'INCORRECT', 'PARTIAL', 'FAILURE', 'ERROR'].map(ci).join('|')})`,
  'u',
);
const finRate: FrameworkParser = (reply) => {
  if (reply === '') return false; // `if llm_text:`
  const m = FINRATE_VERDICT.exec(reply);
  return m !== null && m[1]!.toUpperCase() !== 'ERROR';
};

// 2. LLM-Tax-Abuse (BlairStanek/LLM-Tax-Abuse), freeform_grade_finalize.py:
//      for id, response in list_ids_responses:
//          ...
//          matches = list(re.finditer("[0-3]", response))
//          assert len(matches) > 0                    # AssertionError aborts the whole script
//          model_grade = matches[-1].group()
//          dict_total_model_grades[model_grade] += 1
//    The grade is the last ASCII 0-3 anywhere; [0-3] is a code-point range, so no other digits count.
const llmTaxAbuse: FrameworkParser = (reply) => /[0-3]/.test(reply);

// 3. FinanceQA agent (vdhauteville/Finnanceqa_agent), evaluator.py NumericalEvaluator.evaluate_answer:
//      result = response.choices[0].message.content
//      first_line = result.split('\n')[0].upper()
//      if "INCORRECT" in first_line:
//          is_correct = False
//      elif "CORRECT" in first_line:
//          is_correct = True
//      else:
//          # Fallback: look for the exact pattern
//          is_correct = first_line.endswith("CORRECT")     # always False here: the default
//      ...
//      except Exception as e: return False, f"Evaluation failed: {e}"
//    Python str.upper() and JS toUpperCase() agree on C, O, R, E, T, I, N (full case mapping in both).
const finnanceqa: FrameworkParser = (reply) => (reply.split('\n')[0] ?? '').toUpperCase().includes('CORRECT');

// 4. LEXam (y-fn/LEXam), customized_judge_async.py:
//      def process_judge_response_grade_gpt(x):
//          search = re.search(r"\[\[(\d.\d)\]\]", x)
//          answer = float(search.group(1) if search else 0)   # ValueError (e.g. '0,5') is not caught: run stops
//          if answer > 1 or answer < 0:
//              answer = 0
//          return answer
//      scores = [[process_judge_response_grade_gpt(t) * 100 for t in texts] for texts in reply_texts]
//    Python's \d is any Unicode decimal digit and '.' any character but '\n' (JS '.' also stops at \r, \u2028,
//    \u2029); float() takes Unicode digits, underscores between digits and exponents.
const LEXAM_SCORE = /\[\[(\p{Nd}[^\n]\p{Nd})\]\]/u;
const lexam: FrameworkParser = (reply) => {
  const m = LEXAM_SCORE.exec(reply);
  if (!m) return false; // default 0
  const value = pyFloatOf(m[1]!);
  return value !== undefined && value >= 0 && value <= 1; // undefined: ValueError; outside 0..1: default 0
};

export const PARSERS_OF_SET_396: Record<string, FrameworkParser> = {
  'fin-rate--sec-filing-qa-answer-vs-gold-and-key-points-verdict-line-correct-partial-incorrect-failure': finRate,
  'llm-tax-abuse--us-tax-law-strategy-freeform-grade-0-3-rubric-last-digit-0-3-anywhere': llmTaxAbuse,
  'finnanceqa-agent--financial-answer-exactness-vs-expected-first-line-contains-correct-incorrect': finnanceqa,
  'lexam-yfn--swiss-law-exam-open-answer-vs-reference-correctness-0-1-double-brackets-first-match': lexam,
};
