/**
 * Set 420: replicas of the reply readers of two math answer-equivalence judges: VisionRL-EE558's Qwen3-32B
 * visual-math reward judge (YES / NO looked for in the first 32 upper-cased characters) and AI Math Tutor's
 * gpt-4o-mini student-answer validator (JSON with an isEquivalent field, nullish default). Each parser answers: would
 * the project get a verdict out of this reply (not a default, not an exception, not a None)?
 */
import { PY_SPACE, pyStrip } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. VisionRL-EE558, rewards/visual_math_rl_reward.py _judge_call (badralmahouri/VisionRL-EE558):
//      _THINK_RE = re.compile(r"<think>.*?</think>\s*", re.DOTALL)
//      ...
//      try:
//          with urllib.request.urlopen(req, timeout=timeout) as resp:
//              data = json.loads(resp.read().decode())
//          raw = (data["choices"][0]["message"]["content"] or "").strip()
//          cleaned = _THINK_RE.sub("", raw).strip().upper()
//          head = cleaned[:32]
//          if "YES" in head:
//              return "YES"
//          if "NO" in head:
//              return "NO"
//      except Exception:
//          return None
//      return None
//    Python's str.strip() and the pattern's \s are str.isspace() whitespace; DOTALL lets '.' cross newlines; the
//    lazy match removes each complete <think>...</think> block (an unclosed one stays). str.upper() is the full Unicode
//    mapping (JS toUpperCase agrees: 'ß' -> 'SS', 'ŉ' -> 'ʼN'), and [:32] counts code points, not UTF-16 units.
const PY_WS = `[${PY_SPACE}]`;
const VISIONRL_THINK = new RegExp(`<think>[\\s\\S]*?</think>${PY_WS}*`, 'g');
const visionrlHead = (reply: string): string => {
  const cleaned = pyStrip(pyStrip(reply).replace(VISIONRL_THINK, '')).toUpperCase();
  return Array.from(cleaned).slice(0, 32).join('');
};
const visionrlYesNo: FrameworkParser = (reply) => {
  const head = visionrlHead(reply);
  return head.includes('YES') || head.includes('NO');
};

// 2. AI Math Tutor, src/lib/math/llm-validate.ts validateWithLLM (e-roy/ai-math-tutor):
//      try {
//        const completion = await openaiClient.chat.completions.create({ ..., response_format: { type: "json_object" } });
//        const responseText =
//          completion.choices[0]?.message?.content?.trim() ?? "{}";
//        const parsed = JSON.parse(responseText) as { isEquivalent?: boolean; reason?: string; };
//        return {
//          isEquivalent: parsed.isEquivalent ?? false,          // missing / null -> the default false
//          confidence: "medium",
//          reason: parsed.reason ?? "LLM validation completed",
//        };
//      } catch (error) {                                       // JSON.parse throws, or parsed is null (TypeError)
//        return { isEquivalent: false, confidence: "low", reason: "LLM validation failed" };
//      }
//    The cast is not checked at run time: any non-nullish isEquivalent (a string, a number, an object) is the verdict.
//    An empty reply trims to "" (not nullish, so no "{}") and JSON.parse("") throws.
const aiMathTutorJson: FrameworkParser = (reply) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.trim());
  } catch {
    return false;
  }
  if (parsed === null) return false; // null.isEquivalent -> TypeError -> catch
  const value = (parsed as { isEquivalent?: unknown }).isEquivalent;
  return value !== null && value !== undefined;
};

export const PARSERS_OF_SET_420: Record<string, FrameworkParser> = {
  'visionrl-ee558--visual-math-answer-vs-gold-semantic-equivalence-yes-no-in-first-32-chars': visionrlYesNo,
  'ai-math-tutor--student-vs-expected-math-answer-equivalence-json-isequivalent-nullish-default': aiMathTutorJson,
};
