/**
 * Set 722: replicas of the reply readers of three productivity-assistant judges that grade the assistant's own output:
 * LangChain's "agents from scratch" email assistant (GPT-4o structured output CriteriaGrade, pydantic lax bool grade +
 * justification), Inbox Zero's binary pass/fail eval judge (Vercel AI SDK generateObject + zod {pass, reasoning}) and
 * slower-whisper's AMI meeting-summary judge (Claude, whole-reply json.loads of faithfulness/coverage/clarity 0-10).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a
 * crashed run)?
 */
import { isObject, pythonLoads, pythonLoadsNumbers, secureJsonParse } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const own = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

// ---------------------------------------------------------------------------------------------------------------
// 1. agents-from-scratch, tests/test_response.py (langchain-ai/agents-from-scratch):
//      class CriteriaGrade(BaseModel):
//          """Score the response against specific criteria."""
//          grade: bool = Field(description="Does the response meet the provided criteria?")
//          justification: str = Field(description="The justification for the grade and score, ...")
//      criteria_eval_llm = init_chat_model("openai:gpt-4o")
//      criteria_eval_structured_llm = criteria_eval_llm.with_structured_output(CriteriaGrade)
//      eval_result = criteria_eval_structured_llm.invoke([{"role": "system", "content": RESPONSE_CRITERIA_SYSTEM_PROMPT},
//                                                         {"role": "user", "content": f"""...""")}])
//      t.log_outputs({"justification": eval_result.justification, "response": all_messages_str})
//      assert eval_result.grade                    # False is a verdict (the test fails), an exception is none
//    The reply JSON (message content for the json_schema response_format, tool arguments for function calling) is
//    validated into CriteriaGrade by pydantic v2 in lax mode: one JSON object (NaN/Infinity tolerated elsewhere),
//    grade a bool (true/false, 0/1 incl. 0.0/1.0, or the strings "0"/"1" and ASCII-case-insensitive
//    f/n/no/off/false/t/y/on/yes/true), justification a str; both required, extra keys ignored.
const PYDANTIC_BOOL_WORDS = new Set(['0', '1', 'f', 'n', 'no', 'off', 'false', 't', 'y', 'on', 'yes', 'true']);
const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
const pydanticLaxBool = (v: unknown): boolean => {
  if (typeof v === 'boolean') return true;
  if (typeof v === 'number') return v === 0 || v === 1;
  if (typeof v === 'string') return PYDANTIC_BOOL_WORDS.has(asciiLower(v));
  return false;
};
const agentsFromScratch: FrameworkParser = (reply) => {
  const value = pythonLoads(reply);
  if (!isObject(value) || !own(value, 'grade') || !own(value, 'justification')) return false;
  return pydanticLaxBool(value['grade']) && typeof value['justification'] === 'string';
};

// 2. Inbox Zero, apps/web/__tests__/eval/judge.ts judgeBinary (elie222/inbox-zero):
//      const judgeSchema = z.object({
//        pass: z.boolean().describe("Whether the output passes the criterion"),
//        reasoning: z.string().describe("Brief explanation of the verdict"),
//      });
//      try {
//        const result = await generateObject({ model, system, prompt, schema: judgeSchema, providerOptions });
//        return { criterion: options.criterion.name, pass: result.object.pass, reasoning: result.object.reasoning };
//      } catch (error) {
//        return { criterion: options.criterion.name, pass: false, reasoning: `Judge error: ...` };   // default
//      }
//    generateObject: safeParseJSON({ text }) = JSON.parse through secure-json-parse (no own "__proto__", no
//    "constructor" owning "prototype"), then zod: a plain object, pass a real boolean, reasoning a string (no
//    coercion, unknown keys stripped). Anything else throws NoObjectGeneratedError -> the default above.
const inboxZero: FrameworkParser = (reply) => {
  const value = secureJsonParse(reply);
  if (!isObject(value)) return false;
  return typeof value['pass'] === 'boolean' && typeof value['reasoning'] === 'string';
};

// 3. slower-whisper, benchmarks/eval_summaries.py (EffortlessMetrics/slower-whisper):
//      try:
//          result = json.loads(response.content[0].text)
//          result.setdefault("faithfulness", 0)          # non-dict -> AttributeError -> caller's except -> zeros
//          result.setdefault("coverage", 0)
//          result.setdefault("clarity", 0)
//          result.setdefault("comments", "")
//          return result
//      except json.JSONDecodeError:
//          return {"faithfulness": 0, "coverage": 0, "clarity": 0, "comments": "Failed to parse response"}
//      main(): avg_faithfulness = sum(s["faithfulness"] for s in scores) / len(scores)   # str/None/list -> TypeError,
//              (same for coverage and clarity)                                          # the run aborts
//    A verdict needs one JSON object (Python json.loads: JSON whitespace around it, NaN/Infinity allowed) with all
//    three keys present (a missing one is the default 0) and number or bool values.
const SLOWER_WHISPER_KEYS = ['faithfulness', 'coverage', 'clarity'];
const slowerWhisper: FrameworkParser = (reply) => {
  const value = pythonLoadsNumbers(reply);
  if (!isObject(value)) return false;
  return SLOWER_WHISPER_KEYS.every((key) => own(value, key) && (typeof value[key] === 'number' || typeof value[key] === 'boolean'));
};

export const PARSERS_OF_SET_722: Record<string, FrameworkParser> = {
  'agents-from-scratch--email-assistant-response-meets-all-criteria-structured-output-bool-grade-justification': agentsFromScratch,
  'inbox-zero--ai-output-single-criterion-binary-pass-fail-generateobject-zod-pass-reasoning': inboxZero,
  'slower-whisper--ami-meeting-summary-vs-reference-faithfulness-coverage-clarity-0-10-json-loads': slowerWhisper,
};
