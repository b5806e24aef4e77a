/**
 * Set 578: replicas of the reply readers of three hobby debate / arena judges: MindClash's agent-debate judge
 * (JSON.parse of the whole reply, numeric "a" and "b" or a silent 0.5 default), VARMETA's Public Battle Judge Agent
 * (Python re.finditer over "N. key: value" lines, a key holding "name") and JudgeUI's head-to-head FOR/AGAINST judge
 * (code-fence peeling, json.loads, six required keys, validated winner and margin words). Each parser answers: would
 * the project get a verdict out of this reply (not a default, not an exception, not a fallback)?
 */
import { isObject, PY_SPACE, pyStrip, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. MindClash, apps/api/src/services/judge.ts judgeDebate (youvandra/MindClash):
//      const out = await generateText(system, prompt)   // openai.ts: completion.choices[0]?.message?.content || ''
//      try {
//        const parsed = JSON.parse(out)
//        const as = typeof parsed.a === 'number' ? parsed.a : 0.5
//        const bs = typeof parsed.b === 'number' ? parsed.b : 0.5
//        return { agentAScore: as, agentBScore: bs }
//      } catch {
//        ... length-ratio fallback
//      }
//    The reply is not trimmed, but JSON.parse allows JSON whitespace around the document. null parses and then
//    null.a throws (caught: fallback); strings, numbers, arrays have no own a/b (both 0.5 defaults). A verdict without
//    any default needs both a and b to be JSON numbers (any value: there is no clamp to 0..1).
const mindclash: FrameworkParser = (reply) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply) as unknown;
  } catch {
    return false;
  }
  if (parsed === null || parsed === undefined) return false; // null.a -> TypeError -> catch
  const obj = parsed as { a?: unknown; b?: unknown };
  return typeof obj.a === 'number' && typeof obj.b === 'number';
};

// 2. Public_Battle_Judge_Agent, main.py (VAR-META-Tech/Public_Battle_Judge_Agent):
//      collected_response = response.choices[0].message.content.strip()          # get_response
//      def parse_text(text):
//          pattern = r'(\d+)\.\s*([^:]+):\s*(.+)'
//          comment, name = None, None
//          for match in re.finditer(pattern, text):
//              key = match.group(2).strip().lower()
//              value = match.group(3).strip()
//              if "comment" in key:
//                  comment = value
//              elif "name" in key:
//                  name = value
//          return comment, name
//    Python's \d is any Unicode decimal digit, \s Unicode whitespace (str.isspace), [^:] any character but ':'
//    (newlines included) and . any character but '\n' (JS's . also stops at \r, \u2028, \u2029, hence [^\n]).
//    finditer scans left to right for non-overlapping matches; a winner name exists when some match's key holds
//    'name' and not 'comment'.
const PY_WS = `[${PY_SPACE}]`;
const BATTLE_ITEM = new RegExp(`(\\p{Nd}+)\\.${PY_WS}*([^:]+):${PY_WS}*([^\\n]+)`, 'gu');
const publicBattleJudge: FrameworkParser = (reply) => {
  const text = pyStrip(reply);
  for (const m of text.matchAll(BATTLE_ITEM)) {
    const key = pyStrip(m[2] ?? '').toLowerCase();
    if (key.includes('comment')) continue;
    if (key.includes('name')) return true;
  }
  return false;
};

// 3. JudgeUI, debate.py evaluate_winner (mochienterprises/JudgeUI):
//      result_text = call_llm(prompt, max_tokens=1500)          # ...content.strip()
//      if result_text.startswith("```"):
//          lines = result_text.split("\n")
//          result_text = "\n".join(lines[1:-1]) if len(lines) > 2 else result_text
//          if result_text.startswith("json"):
//              result_text = result_text[4:].strip()
//      try:
//          evaluation = json.loads(result_text)
//          required_fields = ['winner', 'margin', 'reasoning', 'for_strengths', 'against_strengths', 'deciding_factor']
//          if not all(field in evaluation for field in required_fields):
//              raise ValueError("Missing required fields in JSON response")
//          if evaluation['winner'] not in ['FOR', 'AGAINST']:
//              raise ValueError(...)
//          if evaluation['margin'] not in ['narrow', 'moderate', 'decisive']:
//              raise ValueError(...)
//          return evaluation
//      except (json.JSONDecodeError, ValueError) as e:
//          ... score-based fallback winner, margin 'narrow'
//    Non-dict JSON never gives a verdict: a str or list may pass the `in` checks and then ['winner'] raises an
//    uncaught TypeError; numbers/None/bools are not iterable (TypeError). Python's json.loads accepts NaN/Infinity.
const JUDGEUI_REQUIRED = ['winner', 'margin', 'reasoning', 'for_strengths', 'against_strengths', 'deciding_factor'];
const judgeui: FrameworkParser = (reply) => {
  let text = pyStrip(reply);
  if (text.startsWith('```')) {
    const lines = text.split('\n');
    text = lines.length > 2 ? lines.slice(1, -1).join('\n') : text;
    if (text.startsWith('json')) text = pyStrip(text.slice(4));
  }
  const evaluation = pythonLoads(text);
  if (evaluation === undefined || !isObject(evaluation)) return false;
  if (!JUDGEUI_REQUIRED.every((field) => Object.prototype.hasOwnProperty.call(evaluation, field))) return false;
  const winner = evaluation['winner'];
  const margin = evaluation['margin'];
  return (winner === 'FOR' || winner === 'AGAINST') && (margin === 'narrow' || margin === 'moderate' || margin === 'decisive');
};

export const PARSERS_OF_SET_578: Record<string, FrameworkParser> = {
  'mindclash--agent-debate-a-vs-b-scores-0-1-json-parse-both-numbers': mindclash,
  'public-battle-judge-agent--persona-debate-winner-name-numbered-key-colon-lines-finditer': publicBattleJudge,
  'judgeui--head-to-head-for-vs-against-argument-winner-margin-json-fence-strip-validated': judgeui,
};
