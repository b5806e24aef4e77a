/**
 * Set 541: replicas of the reply readers of two judges from Chinese projects outside the famous benchmarks:
 * lingoubb/llm_eval's few-shot JudgeLM-style pairwise judge of subjective answers ("[[A]]" / "[[B]]" / "[[C]]" found
 * as plain substrings) and AutoLLM's binary requirement judge of merged-model answers (the whole reply read by Python's
 * json.loads, then ['score']). Each parser answers: would the project get a verdict out of this reply (not a default,
 * not an exception, not a retry, not a failure marker)?
 */
import { isObject, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. lingoubb/llm_eval, judge/compare_judgelm.py Judge.get_score:
//      output = self.model.get_outputs([i], max_tokens=600)[0].message.content
//      score_map = {
//          '[[A]]': 1, '[[B]]': -1, '[[C]]': 0
//      }
//      for k, s in score_map.items():
//          if k in output:
//              return s
//      return 'judge fail'
//    Python's `in` on str is a plain, case-sensitive substring test, as String.prototype.includes.
const LINGOUBB_VERDICTS = ['[[A]]', '[[B]]', '[[C]]'];
const lingoubbPairwise: FrameworkParser = (reply) => LINGOUBB_VERDICTS.some((k) => reply.includes(k));

// 2. AutoLLM (haochen2115/AutoLLM), src/auto_merge.py eval_score:
//      gpt_answer = openai_model.answer(EVALUATION_PROMPT.format(question, answer, model_answer))
//      try:
//          if json.loads(gpt_answer)['score'] == 1:
//              pass_cnt += 1
//      except Exception as e:
//          print(f"GPT evaluation error! {gpt_answer}")
//    json.loads must read the whole text (JSON whitespace around it; NaN / Infinity allowed). ['score'] raises
//    TypeError on a list, str, number or None and KeyError on a dict without the key; `== 1` never raises, so any
//    dict holding 'score' (last duplicate wins, any value) yields a verdict (pass or fail).
const autollmBinary: FrameworkParser = (reply) => {
  const value = pythonLoads(reply);
  return isObject(value) && Object.prototype.hasOwnProperty.call(value, 'score');
};

export const PARSERS_OF_SET_541: Record<string, FrameworkParser> = {
  'lingoubb-llm-eval--pairwise-subjective-answer-few-shot-judgelm-verdict-double-bracket-a-b-c-substring': lingoubbPairwise,
  'autollm--model-output-meets-question-requirements-vs-reference-binary-0-1-json-score-key-strict-loads': autollmBinary,
};
