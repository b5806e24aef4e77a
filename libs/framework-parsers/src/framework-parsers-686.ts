/**
 * Set 686: replicas of the reply readers of three pairwise preference judges used to build or score reward data:
 * a RLAIF win-rate judge whose JSON "winner" is read by a regex with a silent 'tie' default
 * (maryamabdallahmohamed/RLAIF), a GPT-4 judge that scores a perturbed response against the original on a -1..1 scale
 * with a bare float() (JOOJOONOGHLI/rlaif), and E-RLAIF's clinical-note judge ensemble whose 'CHOICE: X_DEGREE' line
 * becomes a GRPO reward (TheWelcomer/Ensemble-RLAIF). Each parser answers: would the project get a verdict out of this
 * reply (not a default, not an exception, not a None)?
 */
import { PY_FLOAT_STR, PY_SPACE, pyStrip } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// Python's \s in a str pattern: the str.isspace() characters.
const PY_WS = `[${PY_SPACE}]`;

// Python re.IGNORECASE on a str pattern, for the ASCII letters these regexes use: each letter matches both of its ASCII
// cases, 'i' also U+0130 (İ) and U+0131 (ı), 's' also U+017F (ſ) (sre's case equivalences). JS's /i (even with /u)
// lacks the dotted and dotless i, so the classes are spelled out.
const pyCaseless = (word: string): string =>
  [...word]
    .map((c) => {
      const lower = c.toLowerCase();
      if (lower === 'i') return '[iI\\u0130\\u0131]';
      if (lower === 's') return '[sS\\u017f]';
      if (lower !== c.toUpperCase()) return `[${lower}${c.toUpperCase()}]`;
      return c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');

// ---------------------------------------------------------------------------------------------------------------
// 1. maryamabdallahmohamed/RLAIF, src/agents/judge/winrate.py:
//      WINNER_RE = re.compile(r'"winner"\s*:\s*"(A|B|tie)"', re.IGNORECASE)
//      def _judge(prompt, response_a, response_b, judge_model, ollama_url) -> str:
//          user = JUDGE_USER_TEMPLATE.format(prompt=prompt, response_a=response_a, response_b=response_b)
//          reply = ollama_chat(ollama_url, judge_model, JUDGE_SYSTEM_PROMPT, user)
//          m = WINNER_RE.search(reply)
//          if not m:
//              return "tie"                    # default: indistinguishable from a real tie downstream
//          w = m.group(1).upper()
//          return w if w in ("A", "B") else "tie"
//    Any match is a verdict (A, B, or an explicit tie); no match is the silent default.
const MARYAM_WINNER = new RegExp(
  `"${pyCaseless('winner')}"${PY_WS}*:${PY_WS}*"(${pyCaseless('A')}|${pyCaseless('B')}|${pyCaseless('tie')})"`,
  'u',
);
const maryamRlaifWinner: FrameworkParser = (reply) => MARYAM_WINNER.test(reply);

// 2. JOOJOONOGHLI/rlaif, src/score_response.py score_response(prompt, og_response, perturbed_response):
//      completion = client.chat.completions.create(model="gpt-4", messages=[system_msg, user_msg])
//      return float(completion.choices[0].message.content.strip())     # no try: ValueError escapes
//    float() of a str: one Python float literal (Unicode digits, '_' between digits, inf/infinity/nan in any case),
//    whitespace around it; no range check.
const joojoonoghliRlaif: FrameworkParser = (reply) => PY_FLOAT_STR.test(pyStrip(reply));

// 3. TheWelcomer/Ensemble-RLAIF, trainer.py:
//      def _parse_response(self, llm_output: str) -> Optional[str]:
//          match = re.search(r"(?:\*\*)?CHOICE(?:\*\*)?:\s*(X_(?:SLIGHTLY|CLEARLY|SUBSTANTIALLY)|Y_(?:SLIGHTLY|CLEARLY|SUBSTANTIALLY)|NEUTRAL)",
//                            llm_output, re.IGNORECASE | re.MULTILINE)
//          if match:
//              return match.group(1).upper()
//          ...
//          return None
//      versus(): if base_first in SCORE_MAP and ft_first in SCORE_MAP: ... (SCORE_MAP keys: the seven upper-case labels)
//    The first match decides; its label must upper() into a SCORE_MAP key: ı -> I and ſ -> S do, U+0130 (İ) stays
//    İ and misses the map.
const degree = (d: string) => pyCaseless(d);
const ERLAIF_LABEL = `${pyCaseless('X')}_(?:${degree('SLIGHTLY')}|${degree('CLEARLY')}|${degree('SUBSTANTIALLY')})|${pyCaseless('Y')}_(?:${degree('SLIGHTLY')}|${degree('CLEARLY')}|${degree('SUBSTANTIALLY')})|${pyCaseless('NEUTRAL')}`;
const ERLAIF_CHOICE = new RegExp(`(?:\\*\\*)?${pyCaseless('CHOICE')}(?:\\*\\*)?:${PY_WS}*(${ERLAIF_LABEL})`, 'u');
const SCORE_MAP_KEYS = new Set(['X_SUBSTANTIALLY', 'X_CLEARLY', 'X_SLIGHTLY', 'NEUTRAL', 'Y_SLIGHTLY', 'Y_CLEARLY', 'Y_SUBSTANTIALLY']);
// Python str.upper() for the characters the label can hold: ASCII letters, '_', ı (-> I), ſ (-> S); İ is already upper.
const pyUpperLabel = (s: string) => s.replace(/\u0131/g, 'I').replace(/\u017f/g, 'S').replace(/[a-z]/g, (c) => c.toUpperCase());
const ensembleRlaif: FrameworkParser = (reply) => {
  const m = ERLAIF_CHOICE.exec(reply);
  return m !== null && SCORE_MAP_KEYS.has(pyUpperLabel(m[1] ?? ''));
};

export const PARSERS_OF_SET_686: Record<string, FrameworkParser> = {
  'maryamabdallahmohamed-rlaif--pairwise-instruction-following-winner-json-a-b-tie-regex-default-tie': maryamRlaifWinner,
  'joojoonoghli-rlaif--perturbed-vs-original-response-relative-quality-minus1-to-1-bare-float': joojoonoghliRlaif,
  'ensemble-rlaif--clinical-note-pairwise-seven-point-choice-x-y-degree-regex-ignorecase': ensembleRlaif,
};
