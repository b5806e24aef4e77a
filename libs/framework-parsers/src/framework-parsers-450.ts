/**
 * Set 450 (RLHF / RLAIF preference-labeling and reward scripts): a replica of the reply reader of AILYDIAN's RLAIF
 * preference generator, where Claude scores each candidate answer 0-10 and the best and worst become a DPO pair.
 * The parser answers: would the project get a verdict out of this reply (not the 5.0 default it falls back to on
 * an exception)?
 */
import { pyFloatOf, pyStrip } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. AILYDIAN RLAIF, apps/rlaif/generate_preferences.py RLAIFGenerator.score_response (sardagsoftware/borsa):
//      try:
//          message = self.client.messages.create(model="claude-3-5-sonnet-20241022", max_tokens=10,
//                                                temperature=0.0, messages=[{"role": "user", "content": scoring_prompt}])
//          score_text = message.content[0].text.strip()
//          score = float(score_text)
//          return min(10.0, max(0.0, score))  # Clamp to [0, 10]
//      except Exception as e:
//          print(f"⚠️  Error scoring response: {e}")
//          return 5.0  # Default mid-score on error
//    str.strip() removes Python whitespace (str.isspace); float() reads the whole rest: sign, Unicode decimal
//    digits, single underscores between digits, fraction, exponent, inf / infinity / nan in any case. Out-of-range
//    values are clamped, not refused; everything else raises ValueError and becomes the 5.0 default (no verdict).
const ailydianBorsa: FrameworkParser = (reply) => pyFloatOf(pyStrip(reply)) !== undefined;

export const PARSERS_OF_SET_450: Record<string, FrameworkParser> = {
  'ailydian-borsa--rlaif-claude-response-quality-0-10-bare-float-strip-default-5': ailydianBorsa,
};
