/**
 * Set 394: replicas of the reply readers of four customer-support / chatbot quality judges: Helper's conversation
 * resolution check ('ok: reason' / 'bad: reason', split on ': '), llm-judge-support-evals' five-dimension support
 * reply judge (REASONING then a JSON block cut from the first '{' to the last '}'), customer-support-evaluator's
 * persona grader (JSON continuing a prefilled '{', averaged by statistics.mean) and MultiAgent-Reinforcement-Learning's
 * troubleshooting-conversation validator (pydantic-ai output tool arguments validated against a pydantic model).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a
 * retry, not a skipped sample)?
 */
import {
  hasUnpairedSurrogateEscape,
  isObject,
  lastTopLevelRaw,
  pydanticLaxInt,
  pythonLoads,
  pythonLoadsNumbers,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. Helper (antiwork/helper), inngest/functions/checkConversationResolution.ts checkAIBasedResolution (TypeScript):
//      const aiResponse = (await runAIQuery({ messages, mailbox, queryType: "reasoning", model: GPT_4O_MINI_MODEL,
//                                             system: RESOLUTION_CHECK_PROMPT, temperature: 0.1, maxTokens: 100 })).text;
//      const [isResolved, reason] = aiResponse.trim().toLowerCase().split(": ");
//      return { isResolved: isResolved !== "bad", reason };
//    The label is what precedes the first ": " (colon + one space) of the trimmed, lower-cased reply, or the whole
//    reply. "bad" is the unresolved verdict; every other label falls to the resolved default, so only the two labels
//    the prompt defines ('bad: [reason]' / 'ok: [reason]') count as a verdict. JS trim() and toLowerCase() are the
//    project's own calls (the Kelvin sign U+212A lower-cases to 'k').
const helperResolution: FrameworkParser = (reply) => {
  const label = reply.trim().toLowerCase().split(': ')[0];
  return label === 'bad' || label === 'ok';
};

// 2. llm-judge-support-evals (Tatavrishi/llm-judge-support-evals), src/judge.py:
//      def parse_judge_output(raw_text):
//          ...
//          scores = {}
//          if "{" in raw_text and "}" in raw_text:
//              json_start = raw_text.index("{")
//              json_end = raw_text.rindex("}") + 1
//              json_str = raw_text[json_start:json_end]
//              try:
//                  scores = json.loads(json_str)
//              except json.JSONDecodeError:
//                  pass  # leave scores empty; caller will handle
//          return {"reasoning": reasoning, "scores": scores}
//      judge_response_with_retry:
//          parsed = parse_judge_output(raw)
//          missing = [d for d in DIMENSIONS if d not in parsed["scores"]]
//          if missing:
//              raise ValueError(f"Missing scores for: {missing}")     # -> except Exception: retry (a new call)
//    DIMENSIONS = ["resolution", "accuracy", "empathy", "naturalness", "policy_adherence"]. The slice starts with '{'
//    and ends with '}', so json.loads (strict strings, NaN/Infinity allowed) yields an object or raises; a last '}'
//    before the first '{' gives an empty slice (JSONDecodeError). Values are written to the CSV unchecked.
const TATA_DIMENSIONS = ['resolution', 'accuracy', 'empathy', 'naturalness', 'policy_adherence'];
const llmJudgeSupportEvals: FrameworkParser = (reply) => {
  if (!reply.includes('{') || !reply.includes('}')) return false;
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}') + 1;
  const scores = pythonLoads(reply.slice(start, end)); // slice(start, end) is '' when end < start, like Python
  return isObject(scores) && TATA_DIMENSIONS.every((d) => hasOwn(scores, d));
};

// 3. customer-support-evaluator (bemmtva/customer-support-evaluator):
//      grader.py grade_response:
//          message = client.messages.create(model="claude-sonnet-4-5", max_tokens=300,
//              messages=[{"role": "user", "content": grader_prompt}, {"role": "assistant", "content": "{"}])
//          raw = "{" + message.content[0].text
//          return json.loads(raw)                       # uncaught: a JSONDecodeError aborts the whole run
//      main.py:   case_result["personas"][persona_key] = {"response": response, "scores": grades}
//      report.py: persona_scores[persona_key]["empathy"].append(scores["empathy"])   # KeyError when missing
//                 ... (same for "accuracy", "resolution")
//                 emp = mean(dims["empathy"])  # statistics.mean: TypeError on str / None / list / dict
//    So '{' + reply must be one json.loads document (JSON whitespace around it allowed) that is an object whose three
//    scores are numbers (NaN / Infinity included) or booleans.
const SUPPORT_EVALUATOR_KEYS = ['empathy', 'accuracy', 'resolution'];
const customerSupportEvaluator: FrameworkParser = (reply) => {
  const value = pythonLoadsNumbers('{' + reply);
  if (!isObject(value)) return false;
  return SUPPORT_EVALUATOR_KEYS.every(
    (k) => hasOwn(value, k) && (typeof value[k] === 'number' || typeof value[k] === 'boolean'),
  );
};

// 4. MultiAgent-Reinforcement-Learning (ArjunKrish7356/MultiAgent-Reinforcement-Learning), agents.py:
//      class Violation(BaseModel):
//          rule_code: str = Field(description="The violated rule code")
//          reason: str = Field(description="Reason for the violation")
//      class Validation_Agent_Output(BaseModel):
//          confidence_score: int = Field("Score between 1 and 100 calculated accroding to the rules")  # a DEFAULT
//          violations: list[Violation] = Field(description="List of violations found")
//          improvement_instructions: list[str] = Field(description="Instructions to improve agent behaviour")
//      validation_agent = Agent(model=model, system_prompt=validation_agent_prompt, output_type=Validation_Agent_Output)
//    convo_evaluator_prompt_rewriter_workflow.py:
//      validator_response = await validation_agent.run(validation_input)   # inside try/except Exception
//      validator_output = validator_response.output
//    pydantic-ai reads the final_result tool call: TypeAdapter.validate_json(args) (pydantic v2, lax mode); a
//    ValidationError becomes a retry prompt, then UnexpectedModelBehavior. The reply replicated here is the tool
//    call's JSON arguments. str fields take JSON strings only; confidence_score is optional (string default) but,
//    when sent, must be a lax int (integer, zero-fraction float, numeric string, bool); the last duplicate key wins;
//    pydantic-core's JSON parser refuses unpaired surrogate escapes and accepts NaN / Infinity / -Infinity (which no
//    field here can take: they only pass in ignored extra keys).
const multiagentRl: FrameworkParser = (args) => {
  if (hasUnpairedSurrogateEscape(args)) return false;
  const value = pythonLoads(args); // NaN / Infinity / -Infinity parse (as null here), like pydantic-core's parser
  if (!isObject(value)) return false;
  const violations = value['violations'];
  if (!Array.isArray(violations)) return false;
  const validViolation = (x: unknown) => isObject(x) && typeof x['rule_code'] === 'string' && typeof x['reason'] === 'string';
  if (!violations.every(validViolation)) return false;
  const instructions = value['improvement_instructions'];
  if (!Array.isArray(instructions) || !instructions.every((s) => typeof s === 'string')) return false;
  if (hasOwn(value, 'confidence_score')) {
    const raw = lastTopLevelRaw(args, 'confidence_score');
    if (raw === undefined || !pydanticLaxInt(raw)) return false;
  }
  return true;
};

export const PARSERS_OF_SET_394: Record<string, FrameworkParser> = {
  'helper--customer-service-conversation-resolution-ok-bad-reason-colon-label-split': helperResolution,
  'llm-judge-support-evals--customer-support-response-five-dimension-1-5-reasoning-then-json-scores-first-last-brace-slice':
    llmJudgeSupportEvals,
  'customer-support-evaluator--persona-support-reply-empathy-accuracy-resolution-1-10-json-after-prefilled-brace':
    customerSupportEvaluator,
  'multiagent-rl--troubleshooting-support-conversation-rule-violations-confidence-score-pydantic-ai-tool-output':
    multiagentRl,
};
