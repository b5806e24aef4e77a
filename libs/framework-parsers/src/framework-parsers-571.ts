/**
 * Set 571: replicas of the reply readers of four critic / verifier loops (agent self-reflection, plan and tool-output
 * validation): @just-every/ensemble's output verifier (JSON.parse of a {"status": "pass"|"fail"} reply), The AiEdge's
 * LATS-with-Burr trajectory reflection (OpenAI structured output read by pydantic: reflections / score / found_solution),
 * agentic_press_releases' style-guide critic (first line APPROVE or REVISE) and WorldInteract's ReAct tool-code validator
 * (the "ALL TEST CASES PASSED" sentinel). Each parser answers: would the project get a verdict out of this reply (not a
 * default, not an exception, not a retry)?
 */
import { isObject, lastTopLevelRaw, pydanticLaxInt, pyStrip, pyStripChars, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. @just-every/ensemble, utils/verification.ts verifyOutput (just-every/ensemble @ 21a03d42):
//      for await (const event of stream) {
//          if (event.type === 'message_complete' && 'content' in event) { fullResponse = event.content; }
//      }
//      // Parse the JSON response
//      const jsonResponse = JSON.parse(fullResponse);
//      return jsonResponse;
//    } catch (error) {
//      return { status: 'fail', reason: 'Invalid verification response' };      // a default, not a verdict
//    }
//    core/ensemble_request.ts performVerification:
//      const verification = await verifyOutput(agent.verifier, output, messages);
//      if (verification.status === 'pass') { ... return { passed: true }; }
//      // otherwise: `Verification failed: ${verification.reason}` and a retry of the agent
//    JSON.parse takes the whole text (JSON whitespace around it only). The parsed value is not re-validated: any value
//    is read (status !== 'pass' means fail) except null, whose .status throws a TypeError in the caller.
const ensembleVerifier: FrameworkParser = (reply) => {
  let value: unknown;
  try {
    value = JSON.parse(reply);
  } catch {
    return false;
  }
  return value !== null;
};

// 2. The AiEdge LATS with Burr, code-examples/LLM-Applications/LATS-with-Burr/chains.py reflection_chain
//    (damienbenveniste/The-AiEdge-Code-Examples @ 5f1d44b5):
//      response = client.beta.chat.completions.parse(model=model, messages=messages, response_format=Reflection)
//      reflection = response.choices[0].message.parsed
//    reflection.py:
//      class Reflection(BaseModel):
//          reflections: str = Field(description=...)
//          score: int = Field(description=..., gte=0, lte=10)      # gte/lte are not pydantic constraints
//          found_solution: bool = Field(description=...)
//    The SDK reads the content with Reflection.model_validate_json(content): one JSON object (jiter, NaN/Infinity
//    literals allowed), lax mode: reflections a JSON string only; score a lax int (pydanticLaxInt of the raw literal);
//    found_solution a lax bool (true/false, a number equal to 0 or 1, or one of the strings below, ASCII
//    case-insensitive, not trimmed); extra keys ignored; a ValidationError propagates (no verdict).
const PYDANTIC_BOOL_STRINGS = new Set(['0', 'off', 'f', 'false', 'n', 'no', '1', 'on', 't', 'true', 'y', 'yes']);
const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
const pydanticLaxBool = (raw: string): boolean => {
  if (raw === 'true' || raw === 'false') return true;
  if (raw.startsWith('"')) return PYDANTIC_BOOL_STRINGS.has(asciiLower(JSON.parse(raw) as string));
  if (/^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(raw)) {
    const n = Number(raw);
    return n === 0 || n === 1;
  }
  return false; // null, NaN, Infinity, arrays, objects
};
const latsReflection: FrameworkParser = (reply) => {
  const value = pythonLoads(reply);
  if (!isObject(value)) return false;
  if (typeof value['reflections'] !== 'string') return false;
  const score = lastTopLevelRaw(reply, 'score');
  if (score === undefined || !pydanticLaxInt(score)) return false;
  const found = lastTopLevelRaw(reply, 'found_solution');
  return found !== undefined && pydanticLaxBool(found);
};

// 3. agentic_press_releases, src/nodes.py critic_node (dannyyqyq/agentic_press_releases @ 87f540a8):
//      content = (critic_response.content or "").strip()
//      if not content:
//          return {"final_approval": False, "feedback_history": ["Critic returned empty output. ..."]}   # default
//      first_line = content.splitlines()[0].strip()
//      verdict = first_line.strip('\'"`').rstrip(".!:").upper()
//      if verdict == "APPROVE":
//          return {"final_approval": True}
//      if not verdict.startswith("REVISE"):
//          return {"final_approval": False, "feedback_history": [content]}   # protocol violation: fallback
//      ... REVISE: feedback from the rest of the first line and the following lines
//    Python str.strip() / splitlines() (\n \r \r\n \v \f \x1c-\x1e \x85 \u2028 \u2029) and str.upper().
const PY_LINE_BREAK = /\r\n|[\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]/;
const pyRstripChars = (s: string, chars: string): string => {
  let end = s.length;
  while (end > 0 && chars.includes(s[end - 1] ?? '')) end--;
  return s.slice(0, end);
};
const pressReleasesCritic: FrameworkParser = (reply) => {
  const content = pyStrip(reply);
  if (!content) return false;
  const firstLine = pyStrip(content.split(PY_LINE_BREAK)[0] ?? '');
  const verdict = pyRstripChars(pyStripChars(firstLine, '\'"`'), '.!:').toUpperCase();
  return verdict === 'APPROVE' || verdict.startsWith('REVISE');
};

// 4. WorldInteract, worldInteract/core/build_environment/code_agent.py generate_and_validate_tool
//    (zuoyifan132/worldInteract @ 21a2ba53):
//      answer_text = self.extract_text_from_answer_block(answer_block)       # answer_block.text
//      if "ALL TEST CASES PASSED" in answer_text:
//          return True, current_code, current_requirements, "All test cases passed"
//      updated_code, updated_requirements, _ = self._extract_code_requirements_tests(answer_text)
//      ... (the loop re-runs the tests with the new code: a retry, no verdict)
//    A case-sensitive substring test anywhere in the answer text.
const worldInteractValidator: FrameworkParser = (reply) => reply.includes('ALL TEST CASES PASSED');

export const PARSERS_OF_SET_571: Record<string, FrameworkParser> = {
  'ensemble--agent-output-verifier-correct-complete-json-status-pass-fail-json-parse': ensembleVerifier,
  'aiedge-lats-burr--lats-web-search-trajectory-reflection-0-10-score-found-solution-pydantic-structured-output': latsReflection,
  'agentic-press-releases--draft-style-guide-compliance-critic-approve-revise-first-line': pressReleasesCritic,
  'worldinteract--generated-tool-code-test-results-react-validator-all-test-cases-passed-sentinel': worldInteractValidator,
};
