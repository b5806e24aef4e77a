/**
 * Set 435 (healthcare and medical chatbot answer evaluation): replicas of the reply readers of two medical judges.
 * BulatorioOnline's Portuguese safety judge of drug-leaflet answers (a JSON object, optionally in a ```json fence,
 * validated by an Enum and pydantic models) and the diabetes record-extraction scorer of
 * model-comparison-medical-diabetes (a whole-reply JSON object whose total_score feeds a pandas summary). Each parser
 * answers: would the project get a verdict out of this reply (not a default, not an exception, not a skipped sample)?
 */
import {
  isObject,
  lastTopLevelRaw,
  pydanticLaxInt,
  pyStrip,
  pythonLoadsNumbers,
  pyTruthy,
  RUST_TRIM,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const own = (o: Record<string, unknown>, key: string) => Object.prototype.hasOwnProperty.call(o, key);

// ---------------------------------------------------------------------------------------------------------------
// 1. BulatorioOnline (lpaulovale/BulatorioOnline), src/frameworks/mcp/judges/safety.py MCPSafetyJudge.evaluate:
//      try:
//          result = self.client.messages.create(model=self.model, max_tokens=1000, temperature=0, messages=[...])
//          text = result.content[0].text
//          if "```json" in text:
//              text = text.split("```json")[1].split("```")[0]
//          data = json.loads(text.strip())
//          return SafetyResult(
//              safety_score=data.get("safety_score", 70),
//              safety_status=SafetyStatus(data.get("safety_status", "WARNING")),
//              critical_issues=[CriticalIssue(**i) for i in data.get("critical_issues", [])],
//              required_disclaimers=data.get("required_disclaimers", []),
//              recommendations=data.get("recommendations"),
//              approved=data.get("approved", True)
//          )
//      except Exception as e:
//          return SafetyResult(safety_score=70, safety_status=SafetyStatus.WARNING, ..., approved=True)   # default
//    src/shared/schemas/judges.py (pydantic):
//      class SafetyStatus(str, Enum): SAFE = "SAFE"; WARNING = "WARNING"; UNSAFE = "UNSAFE"
//      class CriticalIssue(BaseModel): issue: str; severity: str = Field(...); category: str; location: Optional[str] = None
//      class SafetyResult(BaseModel):
//          safety_score: int = Field(ge=0, le=100); safety_status: SafetyStatus
//          critical_issues: List[CriticalIssue] = []; required_disclaimers: List[str] = []
//          recommendations: Optional[str] = None; approved: bool
//    A verdict: both safety_score and safety_status come from the reply (a missing one takes 70 / "WARNING") and
//    nothing raises. data.get on a non-dict raises AttributeError; the Enum lookup is by exact value; iterating a
//    str or dict critical_issues yields str items (CriticalIssue(**str) raises) unless it is empty; pydantic v2 lax
//    mode: int from int, integral float, bool or an int-like string; bool from bool, 0/1, or the ASCII
//    case-insensitive words 0/1/f/t/n/y/no/yes/off/on/false/true (no surrounding spaces); str fields take only str
//    (an int is refused; a lone-surrogate escape is kept: pydantic's Python-mode validation accepts it).
const BULATORIO_STATUS = new Set(['SAFE', 'WARNING', 'UNSAFE']);
const pydanticStr = (v: unknown) => typeof v === 'string';
const pydanticBool = (v: unknown) =>
  typeof v === 'boolean' || v === 0 || v === 1 || (typeof v === 'string' && /^(?:0|1|f|t|n|y|no|yes|off|on|false|true)$/i.test(v));
const pydanticIntValue = (raw: string | undefined): number | undefined => {
  if (raw === undefined || !pydanticLaxInt(raw)) return undefined;
  if (raw === 'true') return 1;
  if (raw === 'false') return 0;
  if (raw.startsWith('"')) {
    const s = (JSON.parse(raw) as string).replace(RUST_TRIM, '').replace(/_/g, '').replace(/\.0+$/, '');
    return Number(s);
  }
  return Number(raw);
};
const criticalIssueOk = (i: unknown): boolean =>
  isObject(i) &&
  pydanticStr(i['issue']) &&
  pydanticStr(i['severity']) &&
  pydanticStr(i['category']) &&
  (!own(i, 'location') || i['location'] === null || pydanticStr(i['location']));
const bulatorioSafety: FrameworkParser = (reply) => {
  let text = reply;
  if (text.includes('```json')) text = text.split('```json')[1]!.split('```')[0]!;
  const stripped = pyStrip(text);
  const data = pythonLoadsNumbers(stripped);
  if (!isObject(data)) return false;
  if (!own(data, 'safety_score') || !own(data, 'safety_status')) return false; // defaults 70 / WARNING
  // SafetyStatus(...): exact value lookup
  const status = data['safety_status'];
  if (typeof status !== 'string' || !BULATORIO_STATUS.has(status)) return false;
  // [CriticalIssue(**i) for i in data.get("critical_issues", [])]
  if (own(data, 'critical_issues')) {
    const issues = data['critical_issues'];
    if (Array.isArray(issues)) {
      if (!issues.every(criticalIssueOk)) return false;
    } else if (!(issues === '' || (isObject(issues) && Object.keys(issues).length === 0))) return false;
  }
  // required_disclaimers: List[str]
  if (own(data, 'required_disclaimers')) {
    const d = data['required_disclaimers'];
    if (!Array.isArray(d) || !d.every(pydanticStr)) return false;
  }
  // recommendations: Optional[str]
  const rec = data['recommendations'];
  if (own(data, 'recommendations') && rec !== null && !pydanticStr(rec)) return false;
  // approved: bool
  if (own(data, 'approved') && !pydanticBool(data['approved'])) return false;
  // safety_score: int = Field(ge=0, le=100)
  const score = pydanticIntValue(lastTopLevelRaw(stripped, 'safety_score'));
  return score !== undefined && score >= 0 && score <= 100;
};

// 2. model-comparison-medical-diabetes (Mr0bean/model-comparison-medical-diabetes), ai_auto_scoring.py
//    AIModelEvaluator, api_provider='openai' (the default):
//      def _evaluate_openai(self, prompt):
//          response = self.client.chat.completions.create(..., response_format={"type": "json_object"})
//          result_text = response.choices[0].message.content
//          return json.loads(result_text)          # evaluate(): except Exception -> {"error": True, "total_score": 0, ...}
//      batch_evaluate:  score_result['case_id'] = case_id      # non-dict result -> TypeError, uncaught
//      _generate_summary:
//          for r in results:
//              if r.get('error'): continue                     # skipped
//              scores = r.get('scores', {})
//              summary_data.append({'total': r.get('total_score', 0),
//                                   'accuracy': scores.get('accuracy', {}).get('score', 0), ... 'clinical_utility',
//                                   'structure', 'language' ...})
//          df['total'].mean(); for col in [...]: df[col].mean()   # str / list / dict values -> TypeError
//    A verdict: a dict with no truthy 'error', a walkable 'scores', numeric dimension scores, and its own numeric,
//    non-NaN 'total_score' (absent -> the default 0; null or NaN -> a NaN the mean skips).
const DIABETES_DIMENSIONS = ['accuracy', 'completeness', 'clinical_utility', 'structure', 'language'];
const pandasNumeric = (v: unknown) => v === null || typeof v === 'number' || typeof v === 'boolean';
const diabetesRecordScore: FrameworkParser = (reply) => {
  const r = pythonLoadsNumbers(reply);
  if (!isObject(r)) return false;
  if (pyTruthy(own(r, 'error') ? r['error'] : undefined)) return false;
  const scores = own(r, 'scores') ? r['scores'] : {};
  if (!isObject(scores)) return false;
  for (const key of DIABETES_DIMENSIONS) {
    if (!own(scores, key)) continue;
    const dim = scores[key];
    if (!isObject(dim)) return false;
    if (own(dim, 'score') && !pandasNumeric(dim['score'])) return false;
  }
  if (!own(r, 'total_score')) return false;
  const total = r['total_score'];
  return (typeof total === 'number' && !Number.isNaN(total)) || typeof total === 'boolean';
};

export const PARSERS_OF_SET_435: Record<string, FrameworkParser> = {
  'bulatorioonline--mcp-medication-answer-safety-pt-0-100-json-status-enum-pydantic': bulatorioSafety,
  'model-comparison-medical-diabetes--diabetes-consultation-record-extraction-quality-100-point-json-total-score':
    diabetesRecordScore,
};
