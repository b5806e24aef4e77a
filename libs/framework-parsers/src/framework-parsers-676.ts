/**
 * Set 676: replicas of the reply readers of four agent frameworks' own evaluators (task completion, goal
 * achievement, code-review verification of an agent's work): AGEN's PEV verifier (Go, fenced JSON decoded with
 * encoding/json), Idle Hands' Anton L2 verifier (TypeScript, {"pass": bool} JSON with a keyword fallback),
 * lightweight-agi's evaluation agent (Go, a "Score:" line read with strconv.Atoi) and AgenticLoop's Ralph-loop
 * verifier (Python, COMPLETE / INCOMPLETE prefix). Each parser answers: would the project get a verdict out of this
 * reply (not a default, not an exception, not a fallback, not a retry)?
 */
import { isObject, pyStrip, topLevelItems, topLevelMembers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// Go's unicode.IsSpace, what strings.TrimSpace peels (no \x1c-\x1f, no \ufeff, unlike Python's str.strip).
const GO_SPACE = '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const GO_TRIM = new RegExp(`^[${GO_SPACE}]+|[${GO_SPACE}]+$`, 'g');
const goTrimSpace = (s: string) => s.replace(GO_TRIM, '');

// ---------------------------------------------------------------------------------------------------------------
// 1. AGEN (tenzoki/agen), code/agents/pev-verifier/main.go parseVerificationReport(content, req):
//      jsonStr := content
//      if strings.Contains(content, "```json") {
//          parts := strings.Split(content, "```json")
//          if len(parts) > 1 {
//              jsonParts := strings.Split(parts[1], "```")
//              if len(jsonParts) > 0 { jsonStr = strings.TrimSpace(jsonParts[0]) }
//          }
//      } else if strings.Contains(content, "```") {
//          parts := strings.Split(content, "```")
//          if len(parts) > 1 { jsonStr = strings.TrimSpace(parts[1]) }
//      }
//      var reportData struct {
//          GoalAchieved bool         `json:"goal_achieved"`
//          Reasoning    string       `json:"reasoning"`
//          Issues       []Issue      `json:"issues"`        // Issue{StepID `step_id`, Issue `issue`, Severity `severity`} strings
//          NextActions  []NextAction `json:"next_actions"`  // NextAction{Type `type`, Description `description`, Priority `priority`} strings
//      }
//      if err := json.Unmarshal([]byte(jsonStr), &reportData); err != nil { return ..., fmt.Errorf("JSON parse error: ...") }
//    An error sends ProcessMessage to verifyResultsHeuristic (a verdict from the step results, not the reply).
//    encoding/json: one JSON value with JSON whitespace around; keys match the tag exactly, else by Unicode simple
//    folding (ASCII case, 'ſ' ~ s, 'K' (Kelvin) ~ k); unknown keys ignored; members processed in order (duplicates
//    too); null leaves a field as it is; any type mismatch is an error. A top-level null is no error (zero struct),
//    but then, like a missing or null goal_achieved, GoalAchieved is the zero-value false: a default, not a verdict.
const goFold = (s: string) => s.replace(/[a-z]/g, (c) => c.toUpperCase()).replace(/\u017f/g, 'S').replace(/\u212a/g, 'K');
type GoKind = 'bool' | 'string' | readonly string[]; // a list of structs of string fields
const goField = (key: string, fields: readonly string[]) => fields.find((f) => f === key) ?? fields.find((f) => goFold(f) === goFold(key));
const goStructOk = (text: string, kinds: Record<string, GoKind>): boolean =>
  topLevelMembers(text).every(([key, raw]) => {
    const field = goField(key, Object.keys(kinds));
    return field === undefined || goValueOk(raw, kinds[field]!);
  });
const goValueOk = (raw: string, kind: GoKind): boolean => {
  if (raw === 'null') return true;
  if (kind === 'bool') return raw === 'true' || raw === 'false';
  if (kind === 'string') return raw.startsWith('"');
  if (!raw.startsWith('[')) return false;
  const fields = Object.fromEntries(kind.map((f) => [f, 'string' as GoKind]));
  return topLevelItems(raw).every((item) => item === 'null' || (item.startsWith('{') && goStructOk(item, fields)));
};
const AGEN_KINDS: Record<string, GoKind> = {
  goal_achieved: 'bool',
  reasoning: 'string',
  issues: ['step_id', 'issue', 'severity'],
  next_actions: ['type', 'description', 'priority'],
};
const agenJsonText = (content: string): string => {
  if (content.includes('```json')) return goTrimSpace(content.split('```json')[1]!.split('```')[0]!);
  if (content.includes('```')) return goTrimSpace(content.split('```')[1]!);
  return content;
};
const agenPevVerifier: FrameworkParser = (reply) => {
  const text = agenJsonText(reply);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false; // JSON parse error -> heuristic fallback
  }
  if (!isObject(value)) return false; // null -> zero struct (default false); other values -> UnmarshalTypeError
  if (!goStructOk(text, AGEN_KINDS)) return false; // UnmarshalTypeError somewhere
  return topLevelMembers(text).some(([key, raw]) => goField(key, Object.keys(AGEN_KINDS)) === 'goal_achieved' && raw !== 'null');
};

// 2. Idle Hands (visorcraft/IdleHands), src/anton/verifier.ts runVerification (L2) -> src/anton/verifier-utils.ts:
//      export function parseVerifierResponse(raw: string): { pass: boolean; reason: string } {
//        const text = raw.trim();
//        try { const parsed = JSON.parse(text);
//              if (typeof parsed.pass === 'boolean') return { pass: parsed.pass, reason: parsed.reason || 'No reason provided' };
//        } catch { /* not valid JSON, continue */ }
//        const jsonMatch =
//          text.match(/```(?:json)?\s*\n?([\s\S]*?)\n?```/) || text.match(/(\{[\s\S]*?"pass"[\s\S]*?\})/);
//        if (jsonMatch) { try { const parsed = JSON.parse(jsonMatch[1].trim());
//                               if (typeof parsed.pass === 'boolean') return { ... }; } catch { } }
//        const lower = text.toLowerCase();
//        const passPatterns = [ ... ]; const failPatterns = [ ... ];
//        const passScore = passPatterns.filter((p) => p.test(lower)).length;
//        const failScore = failPatterns.filter((p) => p.test(lower)).length;
//        if (passScore > 0 && passScore > failScore) return { pass: true, reason: `(inferred from prose) ...` };
//        if (failScore > 0) return { pass: false, reason: `(inferred from prose) ...` };
//        return { pass: true, reason: `(ambiguous response, defaulting to pass) ${snippet}` };   // the default
//      }
//    The project is JavaScript, so this is the same code; only the last branch (the default pass) is no verdict.
const IDLEHANDS_PASS = [
  /\bpass\b/,
  /\bapproved?\b/,
  /\blooks?\s+good\b/,
  /\bcorrect(ly)?\b/,
  /\bwell[- ]implemented\b/,
  /\bno\s+(issues?|problems?|concerns?)\b/,
  /\bcode\s+(is\s+)?clean\b/,
  /\btask\s+(is\s+)?(complete|done)\b/,
];
const IDLEHANDS_FAIL = [
  /\bfail\b/,
  /\breject(ed)?\b/,
  /\bnot\s+(correct|approved?)\b/,
  /\bissues?\s+found\b/,
  /\bproblems?\s+found\b/,
  /\bbug(s)?\b/,
  /\bmissing\b/,
  /\bincorrect\b/,
  /\bbroken\b/,
];
const passIsBoolean = (json: string): boolean => {
  try {
    const parsed = JSON.parse(json) as { pass?: unknown };
    return typeof parsed.pass === 'boolean'; // null.pass throws TypeError, swallowed by the catch
  } catch {
    return false;
  }
};
const idleHandsAntonVerifier: FrameworkParser = (reply) => {
  const text = reply.trim();
  if (passIsBoolean(text)) return true;
  const jsonMatch = text.match(/```(?:json)?\s*\n?([\s\S]*?)\n?```/) || text.match(/(\{[\s\S]*?"pass"[\s\S]*?\})/);
  if (jsonMatch && passIsBoolean((jsonMatch[1] ?? '').trim())) return true;
  const lower = text.toLowerCase();
  const passScore = IDLEHANDS_PASS.filter((p) => p.test(lower)).length;
  const failScore = IDLEHANDS_FAIL.filter((p) => p.test(lower)).length;
  if (passScore > 0 && passScore > failScore) return true;
  return failScore > 0;
};

// 3. lightweight-agi (zawakin/lightweight-agi), agi/agents/evaluationagent/parser.go:
//      func ParseTaskEvaluationFromString(s string) (model.TaskEvaluation, error) {
//          lines := strings.Split(s, "\n")
//          if len(lines) < 2 { return ..., fmt.Errorf("invalid task evaluation format: %s", s) }
//          hasScore := false
//          for _, line := range lines {
//              if line == "" { continue }
//              if strings.HasPrefix(line, "Score:") {
//                  score, err = strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(line, "Score:")))
//                  if err != nil { return ..., fmt.Errorf(...) }
//                  hasScore = true
//                  continue
//              }
//              if strings.HasPrefix(line, "Reason:") { reason = strings.TrimSpace(strings.TrimPrefix(line, "Reason:")); continue }
//          }
//          if !hasScore { return ..., fmt.Errorf(...) }
//          return model.TaskEvaluation{Score: score, Reason: reason}, nil
//      }
//    strconv.Atoi: an optional sign and ASCII digits only (base 10: no underscores, no '.'), within int64.
const INT64_MAX = 2n ** 63n - 1n;
const goAtoiOk = (s: string): boolean => {
  const m = /^([+-]?)([0-9]+)$/.exec(s);
  if (!m) return false;
  const value = BigInt(m[2]!);
  return m[1] === '-' ? value <= INT64_MAX + 1n : value <= INT64_MAX;
};
const lightweightAgiEvaluation: FrameworkParser = (reply) => {
  const lines = reply.split('\n');
  if (lines.length < 2) return false;
  let hasScore = false;
  for (const line of lines) {
    if (line === '') continue;
    if (line.startsWith('Score:')) {
      if (!goAtoiOk(goTrimSpace(line.slice('Score:'.length)))) return false;
      hasScore = true;
    }
  }
  return hasScore;
};

// 4. AgenticLoop (luohaha/AgenticLoop), agent/verification.py LLMVerifier.verify:
//      text = (response.content or "").strip()
//      upper = text.upper()
//      if upper.startswith("COMPLETE"):
//          reason = text.split(":", 1)[1].strip() if ":" in text else text
//          return VerificationResult(complete=True, reason=reason)
//      else:
//          reason = text.split(":", 1)[1].strip() if ":" in text else text
//          return VerificationResult(complete=False, reason=reason)
//    Nothing raises; the else branch is a catch-all. The prompt's two labels are read: COMPLETE... by the if, and
//    INCOMPLETE... by the else; anything else only gets the catch-all's complete=False (a default, no verdict).
//    str.strip() is Python whitespace; str.upper() is full Unicode upper-casing (as JS toUpperCase).
const agenticLoopVerifier: FrameworkParser = (reply) => {
  const upper = pyStrip(reply).toUpperCase();
  return upper.startsWith('COMPLETE') || upper.startsWith('INCOMPLETE');
};

export const PARSERS_OF_SET_676: Record<string, FrameworkParser> = {
  'agen--pev-verifier-execution-results-goal-achieved-json-fenced-go-unmarshal': agenPevVerifier,
  'idlehands--anton-l2-ai-code-review-task-verifier-pass-json-keyword-fallback': idleHandsAntonVerifier,
  'lightweight-agi--evaluation-agent-task-result-0-100-score-line-go-atoi': lightweightAgiEvaluation,
  'agenticloop--ralph-loop-task-completion-verifier-complete-incomplete-label-prefix': agenticLoopVerifier,
};
