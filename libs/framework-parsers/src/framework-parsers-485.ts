/**
 * Set 485 (creative writing, poetry and story-quality judges): a replica of the reply reader of Modal's qwen3-haiku
 * GRPO style judge (a single 0-15 number, first-number regex). Only one template: the look-up budget ran out before
 * further candidates could be tied to a repository and commit. The parser answers: would the project get a verdict
 * out of this reply (not the default 0 of a failed match, not an exception)?
 */
import type { FrameworkParser } from './framework-parsers';

// 1. qwen3-haiku, llm_judges/base.py HaikuJudge.score_style (modal-projects/qwen3-haiku):
//      data = await resp.json()
//      score_text = data["choices"][0]["message"]["content"].strip()
//      match = re.search(r"(\d+(?:\.\d+)?)", score_text)
//      if match:
//          score = float(match.group(1))
//          return min(max(score, 0), max_score) / max_score
//      return 0                                   # no number: the default 0
//    (all inside try/except Exception -> return 0)
//    Python 3's \d on a str pattern is any Unicode decimal digit (Nd) and float() reads every Nd digit run, so any
//    reply holding one decimal digit anywhere yields a verdict (the first number wins); superscripts, vulgar fractions,
//    Roman numerals (categories No / Nl) and spelled-out numbers do not.
const QWEN3_HAIKU_NUMBER = /\p{Nd}+(?:\.\p{Nd}+)?/u;
const qwen3Haiku: FrameworkParser = (reply) => QWEN3_HAIKU_NUMBER.test(reply);

export const PARSERS_OF_SET_485: Record<string, FrameworkParser> = {
  'qwen3-haiku--haiku-topic-relevance-poetic-quality-modal-vocab-0-15-single-number-first-number-regex': qwen3Haiku,
};
