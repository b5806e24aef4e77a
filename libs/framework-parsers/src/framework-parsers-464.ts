/**
 * Set 464: replica of the reply reader of IBM critic-models' WildIFEval atomic-constraint judge: "Is the following
 * constraint satisfied: ...? ###Answer:", read from the yes/no tokens of the first five generated positions. The
 * parser answers: would the project get a verdict out of this reply (not the "ERR" score, not an exception)?
 */
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. IBM critic-models, inference_pipeline/llms_aaj_constraint_multiproc.py infer_local (IBM/critic-models):
//      message = PROMPT_EVAL.format(instruction=task, response=response, constraint=atomic)
//      ... max_tokens=5, temperature=0, logprobs=True, top_logprobs=5
//      token_dicts = [{"top_tokens": [{"text": obj.token, "logprob": obj.logprob}
//                                     for obj in generated_token.top_logprobs]}
//                     for generated_token in completion.choices[0].logprobs.content]
//      pos_score = LLMJudgeConstraintsRITS.calc_score(token_dicts)
//    prepare_data/classify_constrained_generation_tasks.py:
//      def calc_score(token_preds):
//          num_tokens_to_check = 5
//          min_probability_mass = 0.0001
//          for i in range(min(num_tokens_to_check, len(token_preds))):
//              try:
//                  pos_probs, neg_probs = get_pos_neg_probs(token_logprobs_obj=token_preds[i]["top_tokens"])
//                  if pos_probs or neg_probs:
//                      sum_probs = sum(pos_probs) + sum(neg_probs)
//                      if sum_probs > min_probability_mass:
//                          return sum(pos_probs) / sum_probs
//              except:
//                  pass
//          return ERROR_SCORE                      # "ERR": no verdict
//      def get_pos_neg_probs(token_logprobs_obj):
//          for class_name in ["yes", "no"]:
//              name_regex = re.compile(rf"(\W|Ġ|_)*{class_name}(\W|Ġ|_)*", flags=re.IGNORECASE)
//              class_probs = [np.exp(d["logprob"]) for d in token_logprobs_obj if name_regex.fullmatch(d["text"])]
//    The text is never parsed; the verdict comes from the tokens. At temperature 0 each generated token is the top-1
//    entry of its own top_logprobs list, so a verdict exists when one of the reply's first five tokens is a yes/no token
//    (assuming no runner-up alternative carries one, which the text cannot show). Tokens are modelled by the cl100k
//    pre-tokenizer (common words such as "Yes", " no" are single BPE tokens). Python's \W in a str pattern is
//    Unicode: anything but letters, numbers and "_" (combining marks included); IGNORECASE folds "ſ" to "s" as JS's
//    `iu` flags do.
const CL100K_PRETOKEN =
  /'(?:[sS]|[tT]|[rR][eE]|[vV][eE]|[mM]|[lL][lL]|[dD])|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+/gu;
const PY_NON_WORD = '[^\\p{L}\\p{N}_]';
const YES_NO_TOKEN = new RegExp(`^(?:${PY_NON_WORD}|Ġ|_)*(?:yes|no)(?:${PY_NON_WORD}|Ġ|_)*$`, 'iu');
const criticModels: FrameworkParser = (reply) => {
  const tokens = reply.match(CL100K_PRETOKEN) ?? [];
  return tokens.slice(0, 5).some((token) => YES_NO_TOKEN.test(token));
};

export const PARSERS_OF_SET_464: Record<string, FrameworkParser> = {
  'critic-models--wildifeval-atomic-constraint-satisfied-yes-no-first-five-token-logprobs': criticModels,
};
