/**
 * Set 661: replicas of the reply readers of three customer-support / call-center QA judges:
 * ai-customer-service's Chinese telecom "was the customer's problem resolved" judge (Java, Jackson, JSON array, 是/否),
 * a call-center Streamlit demo's five-category CSR quality judge (Python, JSON inside <output> tags, High/Medium/Low)
 * and onsitereview's ServiceNow incident-handling judge (Python, json_object reply validated by pydantic with a
 * defaults fallback). Each parser answers: would the project get a verdict out of this reply (not a default value,
 * not an exception, not a retry)?
 */
import {
  balancedJsonEnd,
  isObject,
  lastTopLevelRaw,
  pydanticLaxInt,
  pythonLoads,
  RUST_TRIM,
  wholeJson,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. ai-customer-service (T-X-1013/ai-customer-service), src/main/java/com/tao/rag/RagProblemResolvedAgent.java and
//    src/main/java/com/tao/tools/ProblemResolvedValidatorTool.java:
//      String resultText = problemResolveChatClient.prompt().user(prompt).call().chatResponse()
//              .getResult().getOutput().getText().trim();
//      resolvedResult = cleanResult(resolvedResult);
//      if (resolvedResult == null || resolvedResult.isBlank()) { ... "否", "LLM 输出不可解析" ... continue; }   // default
//      try {
//          JsonNode parsed = objectMapper.readTree(resolvedResult);               // new ObjectMapper()
//          JsonNode finalObj = parsed.isArray() ? parsed.get(0) : parsed;         // [] -> null -> NPE below
//          String resolved = finalObj.path("判断是否解决问题").asText("");
//          String resolvedReason = finalObj.path("解决问题的判断原因").asText("");
//          ...
//      } catch (Exception e) { ... "否", "LLM 输出不可解析" ... }                  // default
//    cleanResult(raw):
//      String cleaned = raw.trim();
//      if (cleaned.startsWith("```")) {
//          int firstLineBreak = cleaned.indexOf('\n');
//          if (firstLineBreak > 0) cleaned = cleaned.substring(firstLineBreak + 1);
//          if (cleaned.endsWith("```")) cleaned = cleaned.substring(0, cleaned.length() - 3);
//          cleaned = cleaned.trim();
//      }
//      cleaned = cleaned.replaceAll("<[^>]+>", "").trim();
//      int brace = cleaned.indexOf('{'); int bracket = cleaned.indexOf('[');  ... start = the smaller one found
//      if (start >= 0) cleaned = cleaned.substring(start).trim(); else return null;
//    Java's String.trim() strips only chars <= U+0020. A plain ObjectMapper reads strict JSON (no comments, trailing
//    commas, single quotes, NaN or raw control characters in strings) and, with FAIL_ON_TRAILING_TOKENS off, stops
//    after the first complete value: whatever follows it is ignored. path() on a missing key, a non-object node or
//    asText("") of null / an object / an array give ""; numbers and booleans give their text. The value is never
//    compared with 是/否, so any non-empty text is the stored verdict; "" is the same as the missing-field default.
const javaTrim = (s: string) => s.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
const aiCustomerServiceClean = (raw: string): string | null => {
  let cleaned = javaTrim(raw);
  if (cleaned.startsWith('```')) {
    const firstLineBreak = cleaned.indexOf('\n');
    if (firstLineBreak > 0) cleaned = cleaned.substring(firstLineBreak + 1);
    if (cleaned.endsWith('```')) cleaned = cleaned.substring(0, cleaned.length - 3);
    cleaned = javaTrim(cleaned);
  }
  cleaned = javaTrim(cleaned.replace(/<[^>]+>/g, ''));
  const brace = cleaned.indexOf('{');
  const bracket = cleaned.indexOf('[');
  let start = -1;
  if (brace >= 0 && bracket >= 0) start = Math.min(brace, bracket);
  else if (brace >= 0) start = brace;
  else if (bracket >= 0) start = bracket;
  if (start < 0) return null;
  return javaTrim(cleaned.substring(start));
};
const jacksonAsText = (node: unknown): string => {
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node); // never empty
  return ''; // MissingNode, NullNode, ObjectNode, ArrayNode
};
const aiCustomerServiceResolved: FrameworkParser = (reply) => {
  const cleaned = aiCustomerServiceClean(javaTrim(reply));
  if (cleaned === null || cleaned.trim() === '') return false;
  const end = balancedJsonEnd(cleaned, 0); // readTree reads the first value only
  if (end < 0) return false;
  const parsed = wholeJson(cleaned.slice(0, end));
  if (parsed === undefined) return false; // JsonProcessingException
  const finalObj = Array.isArray(parsed) ? parsed[0] : parsed;
  if (finalObj === undefined) return false; // get(0) of [] is null -> NullPointerException
  const node = isObject(finalObj) ? finalObj['判断是否解决问题'] : undefined;
  return jacksonAsText(node) !== '';
};

// ---------------------------------------------------------------------------------------------------------------
// 2. callcenter-quality-score (gayathrirx/GenAI_callCenterSummarizationQualityScore), app.py:
//      class ChatAnthropic: def __call__(self, messages):
//          response = self.client.messages.create(model=..., messages=messages, max_tokens=8000, temperature=0.4, top_p=1)
//          match = re.search(r'<output>\n({.*?})\n</output>', response.content[0].text, re.DOTALL)
//          if match:
//              json_string = match.group(1)
//          return json_string                         # no match -> UnboundLocalError (the page errors)
//      def generate_assessment_tables(response2):
//          call_assessment = json.loads(response2)
//          table_data = pd.DataFrame([
//              [category, details['score'], details['score_explanation']]
//              for category, details in call_assessment.items()
//          ], columns=["Category", "Score", "Explanation"])
//    Python's re: leftmost '<output>\n{', then the lazy shortest text up to '}\n</output>'; json.loads (strict:
//    NaN/Infinity accepted, raw control characters in strings refused). Every value must be a dict with both keys
//    (a list, str, number or None raises TypeError, a missing key KeyError); the values themselves are never checked
//    (the PydanticOutputParser is not applied). An empty object gives an empty table: no verdict.
const CALLCENTER_OUTPUT = /<output>\n(\{[\s\S]*?\})\n<\/output>/;
const callcenterQualityScore: FrameworkParser = (reply) => {
  const match = CALLCENTER_OUTPUT.exec(reply);
  if (!match) return false;
  const assessment = pythonLoads(match[1] ?? '');
  if (!isObject(assessment)) return false;
  const entries = Object.entries(assessment);
  if (entries.length === 0) return false;
  return entries.every(([, details]) => isObject(details) && Object.hasOwn(details, 'score') && Object.hasOwn(details, 'score_explanation'));
};

// ---------------------------------------------------------------------------------------------------------------
// 3. onsitereview (SamuraiJenkinz/onsitereview), src/onsitereview/llm/evaluator.py evaluate_incident_handling with
//    the JSON reading of the OpenAIClient (src/tqrs/llm/client.py, the package's earlier name):
//      content = response.choices[0].message.content
//      if not content: raise LLMValidationError("Empty response from API")
//      try: return json.loads(content)
//      except json.JSONDecodeError as e: raise LLMValidationError(...)
//      ...
//      try:
//          eval_result = IncidentHandlingEvaluation.model_validate(response)
//      except ValidationError as e:
//          eval_result = self._parse_criterion_response(response, IncidentHandlingEvaluation)
//              # defaults = {"criterion_id": response.get("criterion_id", "unknown"), "score": response.get("score", 0),
//              #   "max_score": response.get("max_score", 0), "evidence": [], "reasoning": "Unable to fully parse
//              #   response", "coaching": "", "routed_correctly": False, "resolved_appropriately": False,
//              #   "fcr_opportunity_missed": False}; merged = {**defaults, **response}; model_class.model_validate(merged)
//    (any exception -> evaluate_ticket's except -> _create_error_results: score 0, "Evaluation failed")
//    schemas.py: criterion_id: str; score: int ge=0; max_score: int gt=0; evidence: list[str] = []; reasoning: str;
//      coaching: str = ""; routed_correctly: bool; resolved_appropriately: bool; fcr_opportunity_missed: bool = False
//    So: a JSON object whose present fields all validate (pydantic v2, Python-mode lax), max_score present (its
//    default 0 fails gt=0), and score present (without it the fallback's 0 is a default, not a verdict).
const PYDANTIC_TRUE_FALSE = new Set(['0', 'off', 'f', 'false', 'n', 'no', '1', 'on', 't', 'true', 'y', 'yes']);
const pydanticLaxBool = (v: unknown): boolean => {
  if (typeof v === 'boolean') return true;
  if (typeof v === 'number') return v === 0 || v === 1;
  if (typeof v === 'string') return PYDANTIC_TRUE_FALSE.has(v.toLowerCase());
  return false;
};
// Python-mode str validation keeps the json.loads str as it is (lone surrogates included: checked with pydantic 2.13)
const pydanticStr = (v: unknown): boolean => typeof v === 'string';
// the int a valid raw literal stands for (sign is all the constraints need)
const laxIntValue = (raw: string): number => {
  if (raw === 'true') return 1;
  if (raw === 'false') return 0;
  if (raw.startsWith('"')) return Number((JSON.parse(raw) as string).replace(RUST_TRIM, '').replace(/_/g, ''));
  return Number(raw);
};
const onsitereviewIncidentHandling: FrameworkParser = (reply) => {
  if (reply === '') return false; // `if not content`
  const response = pythonLoads(reply);
  if (!isObject(response)) return false; // invalid JSON -> LLMValidationError; a list -> .get AttributeError
  const has = (k: string) => Object.hasOwn(response, k);
  for (const key of ['criterion_id', 'reasoning', 'coaching']) if (has(key) && !pydanticStr(response[key])) return false;
  for (const key of ['routed_correctly', 'resolved_appropriately', 'fcr_opportunity_missed'])
    if (has(key) && !pydanticLaxBool(response[key])) return false;
  if (has('evidence')) {
    const evidence = response['evidence'];
    if (!Array.isArray(evidence) || !evidence.every(pydanticStr)) return false;
  }
  for (const [key, ok] of [
    ['score', (n: number) => n >= 0],
    ['max_score', (n: number) => n > 0],
  ] as const) {
    if (!has(key)) return false; // max_score -> 0 fails gt=0; score -> default 0, no verdict
    const raw = lastTopLevelRaw(reply.trim(), key);
    if (raw === undefined || !pydanticLaxInt(raw) || !ok(laxIntValue(raw))) return false;
  }
  return true;
};

export const PARSERS_OF_SET_661: Record<string, FrameworkParser> = {
  'ai-customer-service--telecom-agent-answer-resolved-customer-problem-shi-fou-json-array-jackson-first-element': aiCustomerServiceResolved,
  'callcenter-quality-score--csr-call-transcript-five-categories-high-medium-low-json-in-output-tags': callcenterQualityScore,
  'onsitereview--servicenow-ticket-incident-handling-0-or-15-json-object-pydantic-with-defaults': onsitereviewIncidentHandling,
};
