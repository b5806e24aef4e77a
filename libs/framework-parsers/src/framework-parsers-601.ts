/**
 * Set 601: replicas of the reply readers of three LLM judges used as rewards or preference labellers in RL training
 * code: ragent's correctness reward for a BM25 search agent (verifiers XMLParser, <judgment>CORRECT|INCORRECT</judgment>),
 * the sarcasm SLM project's DPO pair labeller (zephyr judge, "Winner: A/B/Tie" with a prefilled "Winner:" and a
 * "response a" / "response b" fallback) and errloom's CorrectnessAttractor (yes/no substring, then float()). Each
 * parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a retry,
 * not a skipped sample)?
 */
import { PY_SPACE, pyFloatOf, pyStrip } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// Python's re \s on a str: the characters str.isspace() accepts.
const PY_WS = `[${PY_SPACE}]`;

// ---------------------------------------------------------------------------------------------------------------
// 1. ragent (Diegi97/ragent), ragent/rewards/__init__.py judge_reward:
//      content = _safe_judge_api_call(judge_prompt)     # message.content; '' once every backoff retry failed
//      if not content:
//          return 0.0                                   # default
//      try:
//          judge_response = JUDGE_RESPONSE_PARSER.parse_answer(content)
//          state["judge_response"] = judge_response
//          return 1.0 if str(judge_response).strip().upper() == "CORRECT" else 0.0
//      except Exception as e:
//          return 0.0
//    ragent/prompts/judge/qa.py:
//      RESPONSE_PARSER = vf.XMLParser(fields=["explanation", "judgment"], answer_field="judgment")
//    verifiers/parsers/xml_parser.py XMLParser.parse / parse_answer (str completion):
//      pattern = rf"<{alt}>\s*(.*?)\s*</{alt}>"
//      match = re.search(pattern, text, re.DOTALL)
//      results[alt] = match.group(1).strip() if strip else match.group(1)    # else None
//      ... return getattr(parsed, self.answer_field)  if it is not None, else None
//    str(None) is 'None', which is not CORRECT: a reply without a judgment tag ends in the same 0.0 as a failed call.
//    A verdict is the first <judgment> field reading CORRECT (1.0) or INCORRECT (0.0) after strip().upper().
const RAGENT_JUDGMENT = new RegExp(`<judgment>${PY_WS}*([\\s\\S]*?)${PY_WS}*</judgment>`, 'u');
const ragent: FrameworkParser = (reply) => {
  if (!reply) return false;
  const match = RAGENT_JUDGMENT.exec(reply);
  if (!match) return false;
  const verdict = pyStrip(match[1] ?? '').toUpperCase();
  return verdict === 'CORRECT' || verdict === 'INCORRECT';
};

// 2. Sarcasm SLM DPO (carlo-scr/Sarcasm), scripts/llm_as_a_judge.py:
//      get_judge_verdict: return response.choices[0].message.content.strip()     # exception -> None
//      def parse_judge_verdict(verdict_text):
//          if verdict_text is None:
//              return 'Error'
//          verdict_lower = verdict_text.lower()
//          winner_match = re.search(r'winner:\s*(a|b|tie)', verdict_lower)
//          if winner_match:
//              result = winner_match.group(1).upper()
//              return 'Tie' if result == 'TIE' else result
//          if 'winner: a' in verdict_lower or 'winner:a' in verdict_lower: ...   # never reached: the regex matched these
//          first_part = verdict_lower[:150]
//          has_a = 'response a' in first_part
//          has_b = 'response b' in first_part
//          if has_a and not has_b: return 'A'
//          elif has_b and not has_a: return 'B'
//          print(f"⚠️ Unclear verdict: {verdict_text[:100]}")
//          return 'Tie'                                                        # default
//    The slice counts code points (Array.from), the regex searches anywhere (also inside words: 'winner: both' -> B).
const SARCASM_WINNER = new RegExp(`winner:${PY_WS}*(a|b|tie)`, 'u');
const sarcasmDpo: FrameworkParser = (reply) => {
  const lower = pyStrip(reply).toLowerCase();
  if (SARCASM_WINNER.test(lower)) return true;
  const firstPart = Array.from(lower).slice(0, 150).join('');
  const hasA = firstPart.includes('response a');
  const hasB = firstPart.includes('response b');
  return hasA !== hasB;
};

// 3. errloom (holo-q/errloom), verifiers/attractors/judge_rubric.py CorrectnessAttractor.judge_attraction_rule:
//      judge_response = str(judge_response.choices[0].message.content)
//      if 'yes' in judge_response.lower():
//          return 1.0
//      elif 'no' in judge_response.lower():
//          return 0.0
//      else:
//          # extract float from judge_response
//          return float(judge_response)                 # ValueError -> no reward
//    Python float() of a str: surrounding whitespace, underscores between digits, Unicode digits, inf/nan.
const errloom: FrameworkParser = (reply) => {
  const lower = reply.toLowerCase();
  if (lower.includes('yes') || lower.includes('no')) return true;
  return pyFloatOf(reply) !== undefined;
};

export const PARSERS_OF_SET_601: Record<string, FrameworkParser> = {
  'ragent--search-agent-answer-correctness-vs-ground-truth-explanation-then-judgment-tag-correct-incorrect': ragent,
  'sarcasm-slm-dpo--dpo-preference-pair-sarcasm-answers-a-vs-b-winner-line-prefilled-response-mention-fallback': sarcasmDpo,
  'errloom--correctness-attractor-response-vs-ground-truth-yes-no-substring-then-float-fallback': errloom,
};
