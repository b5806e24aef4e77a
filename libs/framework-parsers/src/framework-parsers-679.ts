/**
 * Set 679: replicas of the reply readers of three healthcare / wellness judges whose reply is JSON:
 * mental_health_multiagent's psychiatric diagnosis-vs-patient-profile match judge (greedy first-brace-to-last-brace span,
 * json.loads, key "matches_profile"), docsLoader's Russian clinical-verdict judge over guideline chunks (ChatOllama
 * with_structured_output -> PydanticOutputParser: parse_json_markdown + pydantic v2 validation of a 4-label Literal) and
 * Healthic's health-coach response judge (fence split, json.loads, float(score)). Each parser answers: would the project
 * get a verdict out of this reply (not a default, not an exception, not a retry, not a None)?
 */
import {
  isObject,
  langchainJsonMarkdown,
  lastTopLevelRaw,
  LONE_SURROGATE,
  NOT_JSON,
  PY_FLOAT_STR,
  pyStrip,
  pythonLoads,
  pythonLoadsNumbers,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. mental_health_multiagent (mithatco/mental_health_multiagent), utils/llm_evaluation.py
//    LLMEvaluator._evaluate_diagnosis_accuracy:
//      response = self.client.generate(model=self.model, prompt=prompt)
//      response_text = response.get('response', '')
//      json_match = re.search(r'({[\s\S]*})', response_text)
//      if json_match:
//          json_str = json_match.group(1)
//          try:
//              results = json.loads(json_str)
//              if "classification" in results and results["classification"] not in available_profiles:
//                  results["classification"] = "other"
//              return results
//          except json.JSONDecodeError as e:
//              return {"matches_profile": False, "confidence": 0, "explanation": "Error parsing evaluation results.", ...}
//      else:
//          return {"matches_profile": False, "confidence": 0, "explanation": "Error extracting structured ...", ...}
//    evaluate_log:  "match": diagnosis_accuracy.get("matches_profile", False)      # default when the key is absent
//    The greedy span runs from the first '{' to the last '}' of the reply; a text that starts with '{' and ends with '}'
//    and parses is always a JSON object. json.loads is strict (raw control characters in strings refused) and takes
//    NaN / Infinity. The value of "matches_profile" is never type-checked.
const MH_SPAN = /\{[\s\S]*\}/;
const mentalHealthDiagnosisMatch: FrameworkParser = (reply) => {
  const match = MH_SPAN.exec(reply);
  if (!match) return false;
  const results = pythonLoads(match[0]);
  return isObject(results) && hasOwn(results, 'matches_profile');
};

// 2. docsLoader (Pe4enushko/docsLoader), graphrag_weaviate/judge.py + graphrag_weaviate/models.py
//      self.structured_chat = self.chat.with_structured_output(VerdictJudgeOutput, include_raw=True)   # ChatOllama
//      response = self.structured_chat.invoke(prompt)
//      parsed = response.get("parsed") ...; parse_error = response.get("parsing_error")
//      payload_model = parsed or VerdictJudgeOutput(verdict=VerdictLabel.INSUFFICIENT_INFO.value,
//          explanation="Не удалось получить структурированный ответ от LLM", ...)                     # the default
//    class VerdictJudgeOutput(BaseModel):
//        verdict: Literal["correct", "partially_correct", "incorrect", "insufficient_info"]
//        explanation: str
//        citations: list[VerdictJudgeCitation] = Field(default_factory=list)   # chunk_id: str, section_path: str, pages: str
//        missing_info: list[str] = Field(default_factory=list)
//        recommended_action: str | None = None
//    langchain-ollama method="json_schema" (default) -> PydanticOutputParser: JsonOutputParser.parse_result does
//    text.strip(); parse_json_markdown(text) (strip " \n\r\t`", parse_partial_json with json.loads(strict=False), which
//    closes truncated strings / brackets and returns None on a mismatched closer; on JSONDecodeError the same on what
//    follows the first ``` [json]); then VerdictJudgeOutput.model_validate(obj) (pydantic v2, lax): exact literal,
//    str fields take only str (no number coercion, no lone surrogates), lists only lists, extra keys ignored.
//    A parse or validation error becomes parsed=None via include_raw, i.e. the default verdict.
//    NaN / Infinity become an object marker so they fail every typed field, as a Python float would.
const PY_SPECIAL_MARKER = '{"\\u0000py-float-special":0}';
const docsLoaderLoads = (text: string): unknown => pythonLoads(text, false, PY_SPECIAL_MARKER);
const DOCSLOADER_VERDICTS = ['correct', 'partially_correct', 'incorrect', 'insufficient_info'];
const pydanticStr = (v: unknown): v is string => typeof v === 'string' && !LONE_SURROGATE.test(v);
const docsLoaderVerdict: FrameworkParser = (reply) => {
  const obj = langchainJsonMarkdown(pyStrip(reply), docsLoaderLoads);
  if (obj === NOT_JSON || !isObject(obj)) return false;
  if (typeof obj['verdict'] !== 'string' || !DOCSLOADER_VERDICTS.includes(obj['verdict'])) return false;
  if (!hasOwn(obj, 'explanation') || !pydanticStr(obj['explanation'])) return false;
  if (hasOwn(obj, 'citations')) {
    const citations = obj['citations'];
    if (!Array.isArray(citations)) return false;
    for (const c of citations) {
      if (!isObject(c)) return false;
      for (const key of ['chunk_id', 'section_path', 'pages']) if (!hasOwn(c, key) || !pydanticStr(c[key])) return false;
    }
  }
  if (hasOwn(obj, 'missing_info')) {
    const missing = obj['missing_info'];
    if (!Array.isArray(missing) || !missing.every(pydanticStr)) return false;
  }
  if (hasOwn(obj, 'recommended_action')) {
    const action = obj['recommended_action'];
    if (action !== null && !pydanticStr(action)) return false;
  }
  return true;
};

// 3. Healthic (nvganta/healthic), scripts/optimize-prompt.py create_health_coach_metric.metric_fn:
//      try:
//          response = model.generate_content(eval_prompt, generation_config={"temperature": 0.1})
//          text = response.text.strip()
//          if text.startswith('```'):
//              text = text.split('```')[1]
//              if text.startswith('json'):
//                  text = text[4:]
//          result = json.loads(text)
//          score = float(result.get('score', 0.5))          # missing key -> the 0.5 default (no verdict)
//          return max(0.0, min(1.0, score))                 # clamped, never rejected
//      except Exception as e:
//          print(f"    Metric error: {e}")
//          return 0.5                                       # the default
//    float() takes ints, floats (NaN/Infinity included), bools and numeric strings; None, lists, dicts and other
//    strings raise, and so does an integer literal too large for a float (OverflowError), which JSON.parse reads as
//    Infinity just like 1e400 (a Python float inf that float() accepts).
const healthicCoachScore: FrameworkParser = (reply) => {
  let text = pyStrip(reply);
  if (text.startsWith('```')) {
    text = text.split('```')[1] ?? '';
    if (text.startsWith('json')) text = text.slice(4);
  }
  const result = pythonLoadsNumbers(text);
  if (!isObject(result) || !hasOwn(result, 'score')) return false;
  const score = result['score'];
  if (typeof score === 'boolean') return true;
  if (typeof score === 'string') return PY_FLOAT_STR.test(score);
  if (typeof score !== 'number') return false;
  if (Number.isFinite(score) || Number.isNaN(score)) return true;
  const raw = lastTopLevelRaw(text, 'score') ?? '';
  return !/^-?\d+$/.test(raw); // a huge integer literal: float(int) raises OverflowError
};

export const PARSERS_OF_SET_679: Record<string, FrameworkParser> = {
  'mental-health-multiagent--psychiatric-diagnosis-vs-expected-profile-match-json-matches-profile-greedy-brace':
    mentalHealthDiagnosisMatch,
  'docsloader--ru-clinical-verdict-vs-guideline-chunks-4-label-json-pydantic-structured-output': docsLoaderVerdict,
  'healthic--health-coach-response-four-criteria-0-1-json-score-fence-split-float': healthicCoachScore,
};
