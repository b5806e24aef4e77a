/**
 * Set 399 (search relevance and e-commerce product matching): replicas of the reply readers of two judges,
 * softwaredoug/local-llm-judge's pairwise WANDS furniture relevance judge (last line must name exactly one of
 * 'LHS' / 'RHS') and chatgpt-codex/codex-development's Mistral product-to-query relevance scorer (first token of the
 * stripped reply read by Python float()). Each parser answers: would the project get a verdict out of this reply
 * (not a default, not an exception, not a fallback)?
 */
import { PY_FLOAT_STR, PY_SPACE, pyStrip } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. local-llm-judge, local_llm_judge/eval_agent.py name_cot (softwaredoug/local-llm-judge):
//      response = generate(instruction)          # raw mlx_lm.generate text of Qwen2.5-7B-Instruct, not stripped
//      return _parse_decision(response)
//    def _parse_decision(response):
//        decision = response.split("\n")[-1]
//        if 'LHS' in decision and 'RHS' not in decision:
//            return 'LHS'
//        elif 'RHS' in decision and 'LHS' not in decision:
//            return 'RHS'
//        else:
//            return 'Neither'                       # fallback, not an option the name_cot prompt offers
//    Only '\n' splits (a trailing newline leaves an empty last segment); the substring tests are case-sensitive.
const localLlmJudgeNameCot: FrameworkParser = (reply) => {
  const decision = reply.split('\n').pop() ?? '';
  return decision.includes('LHS') !== decision.includes('RHS');
};

// 2. codex-development, llm_service/app.py mistral_score (chatgpt-codex/codex-development):
//      result = tokenizer.instruct_tokenizer.tokenizer.decode(out_tokens[0]).strip()
//      try:
//          return float(result.split()[0])
//      except Exception:
//          return 0.0                               # default, indistinguishable from a real 0
//    str.strip() and str.split() use str.isspace() whitespace; "".split() is [] so [0] raises IndexError.
//    float() takes a sign, Unicode decimal digits, '_' between digits, '.', an exponent, inf/infinity/nan.
const PY_WS_RUN = new RegExp(`[${PY_SPACE}]+`, 'u');
const codexDevelopmentScore: FrameworkParser = (reply) => {
  const first = pyStrip(reply).split(PY_WS_RUN)[0] ?? '';
  return first !== '' && PY_FLOAT_STR.test(first);
};

export const PARSERS_OF_SET_399: Record<string, FrameworkParser> = {
  'local-llm-judge--wands-furniture-pairwise-product-name-relevance-cot-last-line-lhs-rhs': localLlmJudgeNameCot,
  'codex-development--toy-ecommerce-product-text-query-relevance-0-1-numeric-score-first-token-float': codexDevelopmentScore,
};
