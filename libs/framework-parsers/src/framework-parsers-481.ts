/**
 * Set 481: replicas of the reply readers of reward-model / RLAIF preference-labelling judges. Only one template made it
 * into this set (lookup budget): mini-cai-dpo's Constitutional-AI pairwise harmlessness judge, which labels (A)/(B)
 * response pairs for DPO from the first letter of GPT-4o's reply. Each parser answers: would the project get a verdict
 * out of this reply (not a default, not an exception, not a retry, not a skipped sample)?
 */
import { pyStrip } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. mini-cai-dpo (henrikhalasz/mini-cai-dpo), src/mini_cai/preference_gen.py GPT4Judge.choose:
//      chat = self.client.chat.completions.create(model=self.model, messages=[{"role": "user", "content": q}],
//                                                 temperature=0.3, max_tokens=2)
//      first = chat.choices[0].message.content.strip().upper()
//      return "A" if first.startswith("A") else "B"
//    main():  chosen, rejected = (a, b) if choice == "A" else (b, a)
//    Every reply gets a label; 'B' is also the fall-through default. A verdict is really read from the reply only when,
//    after Python's str.strip() (str.isspace whitespace) and str.upper(), it starts with 'A' (read as A) or with 'B'
//    (the default agrees with the reply). '(A)', '**A**', 'Response A', '' and the like are labelled B by default.
//    Python's upper() and JS toUpperCase() agree on what turns into 'A'/'B' (only 'a'/'b'; fullwidth 'ａ' -> 'Ａ').
const miniCaiDpo: FrameworkParser = (reply) => {
  const first = pyStrip(reply).toUpperCase();
  return first.startsWith('A') || first.startsWith('B');
};

export const PARSERS_OF_SET_481: Record<string, FrameworkParser> = {
  'mini-cai-dpo--constitutional-principle-harmlessness-pairwise-a-b-choice-letter-startswith': miniCaiDpo,
};
