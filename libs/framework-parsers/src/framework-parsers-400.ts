/**
 * Set 400: replicas of the reply readers of four creative-writing judges (stories, poems, rapped lyrics):
 * SimpleStories' gpt-4o-mini story grader (one regex over an inline JSON-like dict of four 0-100 scores), the Poetry
 * Competition's best/worst poem vote ("Best: <n>" line, digits joined, KeyError outside 1..7), literal-vibes' llama3
 * judge of rapped coding prompts ("APPROVED" substring of the upper-cased reply) and LLMProofs' creative-writing GRPO
 * group ranking (JSON "placements" sliced from the first { to the last }). Each parser answers: would the project get a
 * verdict out of this reply (not a default, not an exception, not a fallback)?
 */
import { digitValue, isObject, PY_SPACE, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// Python's \s in a str pattern (Unicode whitespace) and \d (Unicode decimal digits, all of which int() reads).
const PY_WS = `[${PY_SPACE}]`;

// ---------------------------------------------------------------------------------------------------------------
// 1. SimpleStories, simple_stories_train/evaluate.py story_quality_scorer (danbraunai/simple_stories_train):
//      result = await judge_model.generate(evaluation_prompt, config=GenerateConfig(temperature=0.0))
//      dict_match = re.search(
//          r'\{"EXPLANATION":\s*"([^"]+)",\s*"ORIGINALITY":\s*(\d+),\s*"COHERENCE":\s*(\d+),\s*"GRAMMAR":\s*(\d+),\s*"QUALITY":\s*(\d+)\}',
//          result.completion,
//      )
//      if dict_match:
//          explanation = dict_match.group(1)
//          scores = {"originality": int(dict_match.group(2)), ... "quality": int(dict_match.group(5))}
//      else:
//          explanation = ""
//          scores = {"originality": 0, "coherence": 0, "grammar": 0, "quality": 0}   # default, no verdict
//      scores = {k: max(0, min(v, 100)) for k, v in scores.items()}
//    No flags: [^"] also matches newlines, keys are case-sensitive, no whitespace is allowed after "{", before a
//    colon, before a comma or before the closing brace.
const SIMPLE_STORIES_DICT = new RegExp(
  `\\{"EXPLANATION":${PY_WS}*"([^"]+)",${PY_WS}*"ORIGINALITY":${PY_WS}*(\\p{Nd}+),${PY_WS}*"COHERENCE":${PY_WS}*(\\p{Nd}+),` +
    `${PY_WS}*"GRAMMAR":${PY_WS}*(\\p{Nd}+),${PY_WS}*"QUALITY":${PY_WS}*(\\p{Nd}+)\\}`,
  'u',
);
const simpleStories: FrameworkParser = (reply) => SIMPLE_STORIES_DICT.test(reply);

// 2. Poetry Competition, generate_poems.py (jcansdale/Poetry-Competition):
//      def cast_vote(model, own_number): ... return response.choices[0].message.content.strip()
//      def extract_vote(verdict: str, prefix: str) -> int | None:
//          for line in verdict.splitlines():
//              if line.lower().startswith(prefix):
//                  try:
//                      return int("".join(c for c in line.split(":")[1] if c.isdigit()))
//                  except ValueError:
//                      pass
//          return None
//      best_comments = {i: [] for i in results}            # keys 1..7 (one per model, errors included)
//      for label, verdict in votes.values():
//          b = extract_vote(verdict, "best:")
//          w = extract_vote(verdict, "worst:")
//          ...
//          if b:
//              best_tally[b] += 1
//              best_comments[b].append((label, best_reason))   # KeyError outside 1..7: the script dies
//          if w:
//              worst_tally[w] += 1
//              worst_comments[w].append((label, worst_reason)) # same
//    str.isdigit() also takes superscripts and circled digits, which int() refuses (ValueError: next line tried).
const PY_LINE_BREAK = /\r\n|[\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]/;
const pySplitlines = (s: string): string[] => {
  if (s === '') return [];
  const parts = s.split(PY_LINE_BREAK);
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  return parts;
};
const PY_ISDIGIT =
  /^[\p{Nd}\u{B2}-\u{B3}\u{B9}\u{1369}-\u{1371}\u{19DA}\u{2070}\u{2074}-\u{2079}\u{2080}-\u{2089}\u{2460}-\u{2468}\u{2474}-\u{247C}\u{2488}-\u{2490}\u{24EA}\u{24F5}-\u{24FD}\u{24FF}\u{2776}-\u{277E}\u{2780}-\u{2788}\u{278A}-\u{2792}\u{10A40}-\u{10A43}\u{10E60}-\u{10E68}\u{11052}-\u{1105A}\u{1F100}-\u{1F10A}]$/u;
const ND = /^\p{Nd}$/u;
const extractVote = (verdict: string, prefix: string): number | null => {
  for (const line of pySplitlines(verdict)) {
    if (!line.toLowerCase().startsWith(prefix)) continue;
    const segment = line.split(':')[1] ?? '';
    const digits = [...segment].filter((c) => PY_ISDIGIT.test(c));
    if (digits.length === 0 || !digits.every((c) => ND.test(c))) continue; // int() raises ValueError -> pass
    let value = 0;
    for (const d of digits) value = Math.min(value * 10 + digitValue(d), 1e9);
    return value;
  }
  return null;
};
const crashesTally = (vote: number | null) => vote !== null && vote !== 0 && (vote < 1 || vote > 7);
const poetryCompetition: FrameworkParser = (reply) => {
  const verdict = pyStrip(reply);
  const best = extractVote(verdict, 'best:');
  const worst = extractVote(verdict, 'worst:');
  if (crashesTally(best) || crashesTally(worst)) return false;
  return best !== null && best >= 1 && best <= 7;
};

// 3. literal-vibes, services/recorder.py judge_prompt (tm-jay-lorenzo/literal-vibes):
//      response = ollama.chat(model="llama3", messages=[{"role": "user", "content": judge_text}])
//      return "APPROVED" in response['message']['content'].upper()
//    routes/vibe.py: approved = judge_prompt(prompt); generated_code = generate_code(prompt) if approved else None
//    REJECTED is never looked for: every reply without the substring falls to the same False default.
const literalVibes: FrameworkParser = (reply) => reply.toUpperCase().includes('APPROVED');

// 4. LLMProofs, verl/utils/reward_score/llm_judge_creative.py _parse_group_response (programmer229/LLMProofs):
//      json_text = (response_text or "").strip()
//      start = json_text.find("{")
//      end = json_text.rfind("}")
//      if start != -1 and end != -1 and end >= start:
//          json_text = json_text[start : end + 1]
//      parsed = False
//      if json_text:
//          try:
//              data = json.loads(json_text)
//              placements = data.get("placements", [])            # non-dict -> AttributeError -> parsed = False
//              if isinstance(placements, list):
//                  for entry in placements:
//                      if not isinstance(entry, dict): continue
//                      raw_label = entry.get("label"); raw_rank = entry.get("rank")
//                      if isinstance(raw_label, str) and isinstance(raw_rank, (int, float)):   # bool is an int
//                          label = raw_label.strip().upper()
//                          rank_value = max(1, int(raw_rank))    # int(nan) ValueError, int(inf) OverflowError
//                          ranks_by_label[label] = rank_value
//                          parsed = True
//          except Exception:
//              parsed = False
//    parsed False marks the group as a fallback (every story gets the default rank).
const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const llmproofs: FrameworkParser = (reply) => {
  let jsonText = pyStrip(reply);
  const start = jsonText.indexOf('{');
  const end = jsonText.lastIndexOf('}');
  if (start !== -1 && end !== -1 && end >= start) jsonText = jsonText.slice(start, end + 1);
  if (!jsonText) return false;
  const data = pythonLoadsNumbers(jsonText);
  if (data === undefined || !isObject(data)) return false;
  const placements = hasOwn(data, 'placements') ? data['placements'] : [];
  if (!Array.isArray(placements)) return false;
  let parsed = false;
  for (const entry of placements) {
    if (!isObject(entry)) continue;
    const label = hasOwn(entry, 'label') ? entry['label'] : undefined;
    const rank = hasOwn(entry, 'rank') ? entry['rank'] : undefined;
    if (typeof label === 'string' && (typeof rank === 'number' || typeof rank === 'boolean')) {
      if (typeof rank === 'number' && !Number.isFinite(rank)) return false; // the except resets parsed
      parsed = true;
    }
  }
  return parsed;
};

export const PARSERS_OF_SET_400: Record<string, FrameworkParser> = {
  'simple-stories--story-originality-coherence-grammar-quality-0-100-inline-json-regex': simpleStories,
  'poetry-competition--best-and-worst-of-seven-poems-vote-best-number-line': poetryCompetition,
  'literal-vibes--rapped-coding-prompt-musicality-approved-rejected-uppercase-substring': literalVibes,
  'llmproofs--creative-writing-story-group-ranking-json-placements-brace-slice': llmproofs,
};
