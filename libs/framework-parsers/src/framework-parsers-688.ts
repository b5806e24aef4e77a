/**
 * Set 688 (theme: repositories written mostly in Chinese): a replica of the reply reader of DICE-uai's pairwise RAG
 * judge (Chinese prompt, "判决: A wins/B wins/Tie" line). The parser answers: would the project read a verdict out of
 * this reply (not the default label, not an exception)?
 */
import { pyStrip } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. DICE-uai, src/dice/pairwise.py PairwiseJudge (shiyan-liu/DICE-uai):
//      raw_judgment = self._call_llm(prompt)          # response.choices[0].message.content
//      parsed_judgment = self._parse_judgment(raw_judgment, granularity)
//    def _parse_judgment(self, raw_judgment, granularity):
//        lines = raw_judgment.strip().split('\n')
//        label = "Tie"  # 默认值
//        reason = "解析失败"
//        for line in lines:
//            line = line.strip()
//            if line.startswith("判决:") or line.startswith("判决："):
//                decision_part = line.split(":", 1)[-1].split("：", 1)[-1].strip()
//                if "A wins" in decision_part or "A胜" in decision_part or "A更好" in decision_part:
//                    label = "A wins"
//                elif "B wins" in decision_part or "B胜" in decision_part or "B更好" in decision_part:
//                    label = "B wins"
//                else:
//                    label = "Tie"
//            elif line.startswith("理由:") or line.startswith("理由："):
//                reason = line.split(":", 1)[-1].split("：", 1)[-1].strip()
//    The label is read from the reply exactly when a '\n'-separated line, after Python's str.strip() (str.isspace()
//    whitespace: \r, U+3000, ...), starts with "判决:" or "判决："; whatever follows (even "无法判断") sets a label.
//    split('\n') does not split on \r alone or U+2028. Without such a line the default "Tie" stands.
const DICE_PREFIXES = ['判决:', '判决：'];
const diceUai: FrameworkParser = (reply) =>
  pyStrip(reply)
    .split('\n')
    .some((line) => {
      const stripped = pyStrip(line);
      return DICE_PREFIXES.some((prefix) => stripped.startsWith(prefix));
    });

export const PARSERS_OF_SET_688: Record<string, FrameworkParser> = {
  'dice-uai--rag-pairwise-sentence-granularity-evidence-and-answer-a-b-tie-verdict-line-zh': diceUai,
};
