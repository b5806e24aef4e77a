/**
 * Set 728: replicas of the reply readers of two compliance judges: Eval AI Library's PolicyComplianceMetric (an agent
 * reply checked against organisational policy rules, JSON "complies" 0/1 found by a fence / whole-text / lazy-brace
 * extractor and read with float()) and the fahimabrar/LLM-Agents GDPR checker of a generated privacy policy (OpenAI
 * structured output validated by pydantic, then json.loads(...)["gdpr_compliant"]). Each parser answers: would the
 * project get a verdict out of this reply (not a default, not an exception, not a retry, not a skipped sample)?
 */
import { hasUnpairedSurrogateEscape, isObject, PY_FLOAT_STR, PY_SPACE, pyStrip, pythonLoads, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Eval AI Library (PyPI eval-ai-library 0.4.40, stored in pypi-data/pypi-mirror-402),
//    eval_lib/security_metrics/policy_compliance_metric/policy_compliance.py PolicyComplianceMetric.evaluate:
//      text, cost = await chat_complete(self.model, messages=[{"role": "user", "content": prompt}], temperature=0.0)
//      try:
//          extracted = extract_json_block(text)
//          data = json.loads(extracted)
//      except (json.JSONDecodeError, ValueError) as e:
//          raise RuntimeError(f"Failed to parse JSON response: {e}\n{text}")
//      complies = data.get("complies", 0)          # non-dict -> AttributeError; missing key -> default 0
//      ...
//      score = float(complies)                     # None/list/dict -> TypeError, 'yes' -> ValueError
//      success = (score == 1.0)
//    eval_lib/utils.py (meshkovQA/Eval-ai-library):
//      def extract_json_block(text: str) -> str:
//          match = re.search(r"```json\s*(.*?)```", text, re.DOTALL)
//          if match:
//              return match.group(1).strip()
//          try:
//              obj = json.loads(text)
//              return json.dumps(obj, ensure_ascii=False)
//          except Exception:
//              pass
//          json_match = re.search(r"({.*?}|\[.*?\])", text, re.DOTALL)
//          if json_match:
//              return json_match.group(1).strip()
//          return text.strip()
//    Python's \s is Unicode whitespace; str.strip() too; json.loads takes NaN / Infinity; float() of a str takes Unicode
//    digits, underscores between digits, surrounding whitespace, inf / nan.
const EVAL_LIB_FENCE = new RegExp(`\`\`\`json[${PY_SPACE}]*([\\s\\S]*?)\`\`\``, 'u');
const EVAL_LIB_LAZY = /(\{[\s\S]*?\}|\[[\s\S]*?\])/;
const evalLibExtract = (text: string): unknown => {
  const fenced = EVAL_LIB_FENCE.exec(text);
  if (fenced) return pythonLoadsNumbers(pyStrip(fenced[1] ?? ''));
  const direct = pythonLoadsNumbers(text);
  if (direct !== undefined) return direct; // json.dumps then json.loads again: the same value
  const lazy = EVAL_LIB_LAZY.exec(text);
  return pythonLoadsNumbers(lazy ? pyStrip(lazy[1] ?? '') : pyStrip(text));
};
const pyFloatAccepts = (v: unknown): boolean => typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && PY_FLOAT_STR.test(v));
const evalAiLibraryPolicyCompliance: FrameworkParser = (reply) => {
  const data = evalLibExtract(reply);
  if (!isObject(data)) return false; // undefined: RuntimeError; list / scalar: AttributeError on .get
  if (!Object.prototype.hasOwnProperty.call(data, 'complies')) return false; // the default 0, not a verdict
  return pyFloatAccepts(data['complies']);
};

// 2. fahimabrar/LLM-Agents, "GDPR Complient Agent/Agentic Workflows for GDPR Privacy Compliance.ipynb":
//      class Evaluator(BaseModel):
//          gdpr_compliant : bool
//          suggestion : str
//      response = client.beta.chat.completions.parse(model="gpt-4o-mini", messages=messages, response_format=Evaluator, tools=tools)
//        # openai SDK _parse_chat_completion -> maybe_parse_content: if message.content and not message.refusal:
//        #     Evaluator.model_validate_json(content)      # pydantic ValidationError propagates (the loop dies)
//      choice = compliance_str.choices[0]
//      ...
//      else:
//          flag = json.loads(choice.message.content)["gdpr_compliant"]
//          if flag == True: ... save_pdf(gdpr_user_prompt); break     # compliant
//          else: print("no tool call")                               # read as not compliant
//    pydantic v2 lax JSON: the whole text one JSON object (JSON whitespace around it); bool from true/false, from the
//    numbers 0 and 1 (an integral float too), from the strings "0" / "1" and, ASCII case-insensitively, t / f / y / n /
//    yes / no / on / off / true / false (untrimmed); str only from a JSON string; extra keys ignored. jiter refuses
//    unpaired surrogate escapes.
const PYDANTIC_BOOL_WORDS = ['t', 'f', 'y', 'n', 'yes', 'no', 'on', 'off', 'true', 'false'];
const pydanticLaxBool = (v: unknown): boolean => {
  if (typeof v === 'boolean') return true;
  if (typeof v === 'number') return v === 0 || v === 1;
  if (typeof v === 'string') return v === '0' || v === '1' || (/^[\x00-\x7f]*$/.test(v) && PYDANTIC_BOOL_WORDS.includes(v.toLowerCase()));
  return false;
};
const llmAgentsGdpr: FrameworkParser = (reply) => {
  if (reply === '' || hasUnpairedSurrogateEscape(reply)) return false; // empty content: json.loads('') raises
  const data = pythonLoads(reply); // NaN / Infinity read as null: neither a bool nor a str
  if (!isObject(data)) return false;
  return pydanticLaxBool(data['gdpr_compliant']) && typeof data['suggestion'] === 'string';
};

export const PARSERS_OF_SET_728: Record<string, FrameworkParser> = {
  'eval-ai-library--policy-compliance-agent-reply-binary-complies-0-1-json-fence-or-lazy-brace-float': evalAiLibraryPolicyCompliance,
  'llm-agents-gdpr--privacy-policy-gdpr-checklist-compliance-structured-output-bool-json': llmAgentsGdpr,
};
