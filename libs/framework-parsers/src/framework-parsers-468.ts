/**
 * Set 468: replicas of the reply readers of two debate judges (game, puzzle and debate theme): the
 * Debatable-Intelligence debate runtime's winner judge (a <winner>AFFIRMATIVE|NEGATIVE</winner> tag read with Python's
 * re.IGNORECASE) and multi-agent-debate-system's Scientist-vs-Philosopher judge (LangChain JsonOutputParser, then
 * verdict.get("winner")). Each parser answers: would the project get a verdict out of this reply (not a default, not an
 * exception, not a retry, not a None)?
 */
import { isObject, langchainJsonMarkdown, PY_SPACE, pyStrip } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Debatable-Intelligence debate runtime, Debatable-Intelligence/debate_runtime/orchestrator.py
//    (lucasjeongsikpark/CSCI544_AppliedNLP_GroupProject), DebateOrchestrator._judge_winner_from_debate:
//      judgment = judge_speech(self.judge_model, prompt, max_tokens=self.config.max_tokens_judge, temperature=0.0, domain_eval=False)
//      raw = judgment.get('raw', '')
//      m = re.search(r"<winner>\s*(AFFIRMATIVE|NEGATIVE)\s*</winner>", raw, re.IGNORECASE)
//      if not m:
//          return None                       # run() then falls back to _fallback_winner_from_speeches (a default)
//      winner = m.group(1).upper()
//    judge_bridge.py judge_speech: completion = model.generate(...)['completion']; returns {'raw': completion, ...}.
//    Python's re.IGNORECASE on a str pattern: ASCII letters match both cases, and 'i'/'I' also match U+0130 (İ) and
//    U+0131 (ı) (JS's /iu does not fold those, so each letter is spelled out); \s is str.isspace() whitespace.
const pyIgnoreCase = (word: string): string =>
  [...word]
    .map((c) => {
      if (c === 'i' || c === 'I') return '[Ii\\u0130\\u0131]';
      if (/[a-zA-Z]/.test(c)) return `[${c.toUpperCase()}${c.toLowerCase()}]`;
      return c.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&');
    })
    .join('');
const PY_WS = `[${PY_SPACE}]`;
const WINNER_TAG = new RegExp(
  `${pyIgnoreCase('<winner>')}${PY_WS}*(${pyIgnoreCase('AFFIRMATIVE')}|${pyIgnoreCase('NEGATIVE')})${PY_WS}*${pyIgnoreCase('</winner>')}`,
  'u',
);
const debatableIntelligenceWinner: FrameworkParser = (reply) => WINNER_TAG.test(reply);

// 2. multi-agent-debate-system, nodes/judge_node.py (AlphaPriyan08/multi-agent-debate-system):
//      verdict_prompt = ChatPromptTemplate.from_template(verdict_prompt_template)
//      verdict_chain = verdict_prompt | llm | JsonOutputParser()
//      try:
//          verdict = verdict_chain.invoke({"messages": state["messages"], "summary": debate_summary})
//      except Exception as e:
//          verdict = {"winner": "Undetermined", "justification": "The judge's final response could not be parsed, ..."}
//      return {"winner": verdict.get("winner", "Undetermined"), "justification": verdict.get("justification", "N/A")}
//    langchain_core JsonOutputParser.parse_result (partial=False):
//      text = result[0].text
//      text = text.strip()
//      try: return parse_json_markdown(text)
//      except JSONDecodeError as e: raise OutputParserException(...)        # -> the "Undetermined" default
//    parse_json_markdown: _parse_json (strip(" \n\r\t`"), _custom_parser, parse_partial_json) and, on JSONDecodeError,
//    the same on what follows the first ``` (re r"```(json)?(.*)", DOTALL). parse_partial_json completes a truncated
//    reply and returns None on a mismatched closing bracket. A verdict needs a dict with a "winner" key: without it
//    .get returns the "Undetermined" default; a non-dict (list, str, number, None) makes verdict.get raise
//    AttributeError outside the try (the node crashes).
const multiAgentDebateWinner: FrameworkParser = (reply) => {
  const verdict = langchainJsonMarkdown(pyStrip(reply));
  return isObject(verdict) && Object.prototype.hasOwnProperty.call(verdict, 'winner');
};

export const PARSERS_OF_SET_468: Record<string, FrameworkParser> = {
  'debatable-intelligence-runtime--debate-winner-affirmative-or-negative-winner-xml-tag-ignorecase': debatableIntelligenceWinner,
  'multi-agent-debate-system--scientist-vs-philosopher-debate-winner-json-langchain-json-output-parser': multiAgentDebateWinner,
};
