/**
 * Set 446: replicas of the reply readers of two data-analysis / SQL / table-QA judges:
 * ideal-barnacle's NL2SQL "semantic skeleton" similarity judge (Chinese prompt, a 0-1 score after the full-width-colon
 * label 相似度评分：, read with Python's re.search) and TabLaP's TwEvaluator (a fine-tuned Llama-3 that says whether two
 * models' answers to a WikiTableQuestions question can be right, read with str.find of an exact bracketed phrase).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception string,
 * not a None)?
 */
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. ideal-barnacle (ZHIX-pixel/ideal-barnacle), a6_self_debugging/语义骨架验证.py generate_sql_model99:
//      response = query_openai(model_name, prompt)        # model.py: choices[0].message.content, or None on error
//      try:
//          match = re.search(r"相似度评分：(\d+(\.\d+)?)", response)
//          similarity_score = match.group(1)              # no match -> AttributeError; None response -> TypeError
//      except Exception as e:
//          return f"评估语义骨架相似度时发生错误：{e}"        # an error string instead of a score
//      return similarity_score
//    Python's \d in a str pattern is any Unicode decimal digit (Nd); the colon is the full-width U+FF1A and nothing
//    may stand between it and the first digit. re.search: the first match anywhere, the rest of the reply ignored.
const IDEAL_BARNACLE_SCORE = /相似度评分：(\p{Nd}+(\.\p{Nd}+)?)/u;
const idealBarnacle: FrameworkParser = (reply) => IDEAL_BARNACLE_SCORE.test(reply);

// 2. TabLaP (yxw-11/TabLaP), wtq/inference.py (TwEvaluator):
//      classifier = pipeline(task="text-generation", ..., max_new_tokens=3)
//      refine_pred.append(ans_pred[i][0]['generated_text'])        # prompt + completion (return_full_text=True)
//      def fetch_llama_verif(text):
//          a_context = "Therefore, the final answer is: [True]"
//          b_context = "Therefore, the final answer is: [False]"
//          index_a = text.find(a_context)
//          index_b = text.find(b_context)
//          if index_a == -1:
//              return False                                        # also the default when neither phrase is there
//          if index_b == -1:
//              return True
//          if index_a < index_b:
//              return True
//          else:
//              return False
//    The prompt (PROMPT_VERIF_TEST) ends with "Therefore, the final answer is:\n" and holds neither phrase; neither
//    phrase contains "\n", so no match can straddle the prompt/completion boundary: a verdict is read exactly when
//    the completion contains one of the two phrases, verbatim and case-sensitive.
const TABLAP_TRUE = 'Therefore, the final answer is: [True]';
const TABLAP_FALSE = 'Therefore, the final answer is: [False]';
const tablapTwEvaluator: FrameworkParser = (reply) => reply.includes(TABLAP_TRUE) || reply.includes(TABLAP_FALSE);

export const PARSERS_OF_SET_446: Record<string, FrameworkParser> = {
  'ideal-barnacle--nl2sql-sql-vs-question-semantic-skeleton-similarity-0-1-fullwidth-colon-score-regex': idealBarnacle,
  'tablap--wtq-tw-evaluator-two-model-answers-answerable-true-false-bracket-final-answer-phrase-find': tablapTwEvaluator,
};
