/**
 * Set 562: replicas of the reply readers of four CI / code-review style verifier judges:
 * Robinson AI free-agent's code-quality judge (JSON.parse, four truthy keys, scores must take a property),
 * Chain-of-Table v2's TabFact final evaluation (instructor tool call validated by pydantic, lax bool `istrue`),
 * Yantra's Rust red-team diff audit (a trimmed line starting `VERDICT: PASS|FAIL`) and claude-tdd-agent's code
 * review stage (the substring `VERDICT: APPROVED`). Each parser answers: would the project get a verdict out of this
 * reply (not a default, not an exception, not a retry, not a fallback verdict)?
 */
import { hasUnpairedSurrogateEscape, isObject, lastTopLevelRaw, pythonLoadsNumbers, RUST_TRIM } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Robinson AI MCP servers, packages/free-agent-mcp/src/pipeline/judge.ts (christcr2012/robinsonai-mcp-servers):
//      const llmResult = await llmGenerate({ provider, model, prompt, format: 'json', timeoutMs: ... });
//      const verdict = parseJudgeResponse(llmResult.text, input.signals);
//      verdict.scores.conventions = conventionScore;     // strict-mode ESM: TypeError on a primitive scores
//      return verdict;
//    } catch (error) { ... fallback model qwen2.5:3b (a new call) ... buildAutomaticVerdict(input.signals) }
//    function parseJudgeResponse(response, signals) {
//      try {
//        const parsed = JSON.parse(response);
//        if (!parsed.verdict || !parsed.scores || !parsed.explanations || !parsed.fix_plan) {
//          throw new Error('Invalid judge response structure');
//        }
//        return parsed as JudgeVerdict;
//      } catch (error) {
//        return buildAutomaticVerdict(signals);             // fallback verdict computed from the signals
//      }
//    }
//    llmGenerate hands back Ollama's `json.response || ''` (or OpenAI's content || '') untouched.
const robinsonaiJudge: FrameworkParser = (reply) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply) as unknown;
  } catch {
    return false;
  }
  if (parsed === null) return false; // null.verdict -> TypeError -> automatic verdict
  const p = parsed as Record<string, unknown>; // property reads on a primitive give undefined, as in JS
  if (!p['verdict'] || !p['scores'] || !p['explanations'] || !p['fix_plan']) return false;
  return typeof p['scores'] === 'object'; // an object or an array takes `.conventions`; '1', 1, true throw
};

// 2. Chain-of-Table v2, final_evaluation.py + llm/llm.py (GrimmV/chain-of-table-v2):
//      class FinalEval(BaseModel):
//          istrue: bool
//      response = llm.generate(prompt, response_model=FinalEval, system_message="You are a helpful assistant.")
//      # llm.py: self.client = instructor.from_openai(OpenAI(api_key=key))   (Mode.TOOLS)
//      #         self.client.chat.completions.create(..., max_retries=3, response_model=response_model, ...)
//    instructor's parse_tools: assert len(message.tool_calls or []) == 1; name must be "FinalEval";
//      FinalEval.model_validate_json(tool_call.function.arguments, context=None, strict=None)
//    A ValidationError makes instructor re-ask (another call). The reply is the tool-call arguments string.
//    pydantic-core lax bool from JSON: bool; int 0/1; float with an integral value 0/1; str "0"/"1" or, ASCII
//    case-insensitively and unstripped, f n no off false / t y on yes true. Extra keys are ignored, the last
//    duplicate wins, jiter takes NaN/Infinity, and refuses unpaired surrogate escapes.
const PYDANTIC_BOOL_WORDS = ['f', 'n', 'no', 'off', 'false', 't', 'y', 'on', 'yes', 'true'];
const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
const pydanticLaxBool = (raw: string): boolean => {
  if (raw === 'true' || raw === 'false') return true;
  if (raw.startsWith('"')) {
    const s = JSON.parse(raw) as string;
    return s === '0' || s === '1' || PYDANTIC_BOOL_WORDS.includes(asciiLower(s));
  }
  if (/^-?(?:0|[1-9][0-9]*)$/.test(raw)) {
    const n = BigInt(raw);
    return n === 0n || n === 1n;
  }
  if (/^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/.test(raw)) {
    const v = Number(raw);
    return v === 0 || v === 1;
  }
  return false; // null, NaN, Infinity, arrays, objects
};
const chainOfTableFinalEval: FrameworkParser = (reply) => {
  if (hasUnpairedSurrogateEscape(reply)) return false;
  const value = pythonLoadsNumbers(reply);
  if (!isObject(value) || !('istrue' in value)) return false;
  const raw = lastTopLevelRaw(reply, 'istrue');
  return raw !== undefined && pydanticLaxBool(raw);
};

// 3. Yantra, crates/forge-agents/src/red_team.rs (YashManek1/Yantra):
//      static PATTERN_VERDICT_LINE = Regex::new(r"^VERDICT:\s*(PASS|FAIL)")
//      pub fn parse_verdict(response_text: &str) -> RedTeamVerdict {
//          let mut passed = true;                                   // default when no verdict line
//          for response_line in response_text.lines() {
//              let trimmed_line = response_line.trim();
//              if let Some(verdict_captures) = PATTERN_VERDICT_LINE.captures(trimmed_line) {
//                  passed = &verdict_captures[1] == "PASS";
//                  continue;
//              }
//              ... REASON: / RECOMMENDED_FIX: lines ...
//    str::lines splits on \n (a \r before it dropped); trim and regex \s are Unicode White_Space.
const RUST_WS_CLASS = '[\\t\\n\\x0b\\x0c\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const YANTRA_VERDICT_LINE = new RegExp(`^VERDICT:${RUST_WS_CLASS}*(PASS|FAIL)`);
const yantraRedTeam: FrameworkParser = (reply) =>
  reply.split('\n').some((line) => YANTRA_VERDICT_LINE.test(line.replace(RUST_TRIM, '')));

// 4. claude-tdd-agent, run_pipeline.py Stage 4 CODE REVIEW (juanhuttemann/claude-tdd-agent):
//      review = review_result.text          # "\n".join(TextBlock texts of the turn)
//      if "VERDICT: APPROVED" in review and verify_result.outcome != TestOutcome.PASS:
//          review = review.replace("VERDICT: APPROVED", "VERDICT: CHANGES_NEEDED (OVERRIDDEN)")
//      if "VERDICT: APPROVED" in review:
//          break                            # approved
//      ... otherwise loop back (REVIEW_RED / REVIEW_GREEN) -- CHANGES_NEEDED is never looked for
const claudeTddReview: FrameworkParser = (reply) => reply.includes('VERDICT: APPROVED');

export const PARSERS_OF_SET_562: Record<string, FrameworkParser> = {
  'robinsonai-free-agent--generated-code-quality-accept-revise-reject-json-truthy-keys-strict-scores-object': robinsonaiJudge,
  'chain-of-table-v2--tabfact-statement-true-false-instructor-tool-call-istrue-pydantic-lax-bool': chainOfTableFinalEval,
  'yantra--red-team-code-diff-security-audit-verdict-pass-fail-line-rust-regex': yantraRedTeam,
  'claude-tdd-agent--tdd-pipeline-code-review-verdict-approved-substring': claudeTddReview,
};
