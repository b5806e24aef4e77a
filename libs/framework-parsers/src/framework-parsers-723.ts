/**
 * Set 723: replicas of the reply readers of four Chinese-language app/service judges:
 * VoiVerse's AI interview judge (Gemini JSON, three-step extraction, score clamping, pydantic model),
 * myagent's RAG self-reflection node (SATISFIED / NEEDS_IMPROVEMENT substrings), a low-hardware knowledge-base bot's
 * answerability gate (exactly "是" or "否") and learn-learn's Feynman explanation assessor (JSON in an optional fence,
 * four 1-10 scores with `|| 5` fallbacks). Each parser answers: would the project get a verdict out of this reply
 * (not a default, not an exception, not a retry, not a fallback)?
 */
import { isObject, PY_SPACE, pydanticLaxInt, pythonLoadsNumbers, RUST_TRIM } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const own = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. VoiVerse AI interview (WFHTask/AI_interview), core/evaluator.py EvaluatorEngine._do_evaluate:
//      result = self.gemini_service.generate(model_type="evaluator", ..., response_mime_type="application/json",
//                                            response_schema=EVALUATION_SCHEMA)   # empty text -> GeminiAPIError (retry)
//      try:
//          data = json.loads(result["text"])
//      except json.JSONDecodeError as e:
//          data = self._extract_json(result["text"])
//          if not data:
//              raise ValueError(f"Failed to parse evaluation JSON: {e}")
//      data = self._validate_scores(data)
//      evaluation = EvaluationResult.from_json(data)
//    _extract_json:
//          patterns = [r'```json\s*(.*?)\s*```', r'```\s*(.*?)\s*```', r'\{.*\}']
//          for pattern in patterns:
//              match = re.search(pattern, text, re.DOTALL)
//              if match:
//                  try:
//                      json_str = match.group(1) if match.lastindex else match.group(0)
//                      return json.loads(json_str)
//                  except json.JSONDecodeError:
//                      continue
//          return None
//    _validate_scores:
//          total_score = data.get("total_score", 0)                  # missing -> silent default 0 (tier C)
//          total_score = max(0, min(100, total_score))               # str/None/list -> TypeError; NaN -> 100
//          ... tier S >= 90, A >= 80, B >= 60, else C (decision_tier and is_pass overwritten)
//          if "key_strengths" not in data or not data["key_strengths"]: data["key_strengths"] = ["待进一步评估"]
//          if "red_flags" not in data: data["red_flags"] = []
//          if "summary" not in data or not data["summary"]: data["summary"] = f"..."
//          if data["decision_tier"] == "S":
//              if "notification_text" not in data or "感谢您的时间" in data.get("notification_text", ""): <default str>
//          else:
//              if "notification_text" not in data or not data.get("notification_text", "").strip(): <default str>
//    models/schemas.py EvaluationResult (pydantic v2): candidate_name: str = "Unknown"; total_score: int (ge=0, le=100);
//      skill_match_score / communication_score / remote_readiness_score: Optional[int] (ge=0, le=100);
//      key_strengths / red_flags: List[str]; summary: str; notification_text: str; raw_response: Dict[str, Any]
//    Any exception (other than timeout / GeminiAPIError) -> break -> _create_fallback_evaluation (50, tier B).
const WS = `[${PY_SPACE}]`;
const VOIVERSE_PATTERNS: Array<[RegExp, boolean]> = [
  [new RegExp('```json' + WS + '*([\\s\\S]*?)' + WS + '*```'), true],
  [new RegExp('```' + WS + '*([\\s\\S]*?)' + WS + '*```'), true],
  [/\{[\s\S]*\}/, false],
];
const voiverseExtract = (text: string): unknown => {
  for (const [pattern, grouped] of VOIVERSE_PATTERNS) {
    const m = pattern.exec(text);
    if (!m) continue;
    const value = pythonLoadsNumbers(grouped ? (m[1] ?? '') : m[0]);
    if (value !== undefined) return value;
  }
  return null;
};
const pyFalsy = (v: unknown) =>
  v === null || v === false || v === 0 || v === '' || (Array.isArray(v) && v.length === 0) || (isObject(v) && Object.keys(v).length === 0);
const isStrList = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
// pydantic v2 lax int from a json.loads value (ints, integral floats, bools, int strings); then the ge/le bounds
const laxIntInRange = (v: unknown, lo: number, hi: number): boolean => {
  let n: number;
  if (typeof v === 'boolean') n = v ? 1 : 0;
  else if (typeof v === 'number') {
    if (!Number.isFinite(v) || !Number.isInteger(v)) return false;
    n = v;
  } else if (typeof v === 'string') {
    if (!pydanticLaxInt(JSON.stringify(v))) return false;
    n = Number(v.replace(RUST_TRIM, '').replace(/_/g, ''));
  } else return false;
  return n >= lo && n <= hi;
};
const voiverseInterview: FrameworkParser = (reply) => {
  if (reply === '') return false; // GeminiAPIError("API returned empty text content") -> retries -> fallback
  let data = pythonLoadsNumbers(reply);
  if (data === undefined) {
    data = voiverseExtract(reply);
    if (pyFalsy(data)) return false; // ValueError
  }
  if (!isObject(data)) return false; // data.get -> AttributeError
  // total_score: a missing key is the silent default 0 -> no verdict of the judge's own
  if (!own(data, 'total_score')) return false;
  const raw = data['total_score'];
  if (typeof raw !== 'number' && typeof raw !== 'boolean') return false; // min() / max() TypeError
  const x = Number(raw);
  const lowered = x < 100 ? x : 100; // min(100, x): NaN and +inf stay 100
  const total = lowered > 0 ? lowered : 0; // max(0, .)
  const tierS = total >= 90;
  // notification_text handling in _validate_scores
  let notification: unknown = own(data, 'notification_text') ? data['notification_text'] : undefined;
  if (notification !== undefined) {
    if (tierS) {
      if (typeof notification === 'string') {
        if (notification.includes('感谢您的时间')) notification = 'default';
      } else if (Array.isArray(notification)) {
        if (notification.includes('感谢您的时间')) notification = 'default';
      } else if (isObject(notification)) {
        if (own(notification, '感谢您的时间')) notification = 'default';
      } else return false; // `in` None / number / bool -> TypeError
    } else {
      if (typeof notification !== 'string') return false; // .strip() AttributeError
    }
  }
  // EvaluationResult field validation
  const name = own(data, 'candidate_name') ? data['candidate_name'] : 'Unknown';
  if (typeof name !== 'string') return false;
  if (!laxIntInRange(total, 0, 100)) return false; // int_from_float needs an integral value (92.5 fails)
  for (const k of ['skill_match_score', 'communication_score', 'remote_readiness_score']) {
    const v = own(data, k) ? data[k] : null;
    if (v !== null && !laxIntInRange(v, 0, 100)) return false;
  }
  const strengths = own(data, 'key_strengths') ? data['key_strengths'] : undefined;
  if (strengths !== undefined && !pyFalsy(strengths) && !isStrList(strengths)) return false;
  if (own(data, 'red_flags') && !isStrList(data['red_flags'])) return false;
  const summary = own(data, 'summary') ? data['summary'] : undefined;
  if (summary !== undefined && !pyFalsy(summary) && typeof summary !== 'string') return false;
  if (notification !== undefined && typeof notification !== 'string') return false;
  return true;
};

// 2. myagent (zhoukangchn/myagent), src/agents/nodes.py reflect_node:
//      response = await llm.ainvoke([HumanMessage(content=reflect_prompt)])
//      response_text = response.content.strip()
//      if "SATISFIED" in response_text.upper() and "NEEDS_IMPROVEMENT" not in response_text.upper():
//          return {**state, "is_satisfied": True, "reflection": ""}
//      else:
//          reflection = response_text.replace("NEEDS_IMPROVEMENT", "").strip()
//          return {**state, "is_satisfied": False, "reflection": reflection}
//    The else branch is also the catch-all for replies naming neither label: a verdict is read only when the
//    upper-cased reply holds SATISFIED (satisfied branch, 'UNSATISFIED' included) or NEEDS_IMPROVEMENT.
const myagentReflect: FrameworkParser = (reply) => {
  const upper = reply.toUpperCase();
  return upper.includes('SATISFIED') || upper.includes('NEEDS_IMPROVEMENT');
};

// 3. LLM Knowledge Database with Low Hardware Requirements (ghost-in-a-shell), code/llm_agent.py llm_agent_start:
//      send_message(message,bot,chat_id)
//      reply = get_latest_message(bot)
//      if reply=="否":
//          continue
//      elif reply=="是":
//          ...  # answer with askprompt
//      else:
//          error_handler("JUDGE REPLY ERROR: "+reply,888)
const llmKbAnswerability: FrameworkParser = (reply) => reply === '是' || reply === '否';

// 4. learn-learn (chenshaochuang/learn-learn), src/services/ai/qianfan.ts QianfanAnswerAssessor.assessAnswer:
//      const response = await callQianfanAPI(messages)        // empty content -> throws 'API 返回格式异常'
//      try {
//        const jsonMatch = response.match(/```json\s*([\s\S]*?)\s*```/) ||
//                         response.match(/```\s*([\s\S]*?)\s*```/) ||
//                         [null, response]
//        const jsonStr = jsonMatch[1] || response
//        const assessment = JSON.parse(jsonStr.trim())
//        return {
//          clarity: Math.max(1, Math.min(10, assessment.clarity || 5)),
//          logic: Math.max(1, Math.min(10, assessment.logic || 5)),
//          completeness: Math.max(1, Math.min(10, assessment.completeness || 5)),
//          terminology: Math.max(1, Math.min(10, assessment.terminology || 5)),
//          suggestions: Array.isArray(assessment.suggestions) ? assessment.suggestions : ['继续努力，提升表达清晰度'],
//        }
//      } catch (error) { return { clarity: 5, logic: 5, completeness: 5, terminology: 5, suggestions: ['AI 评估解析失败，请重试'] } }
//    A verdict: the parse succeeds on a non-null value and all four scores come from the reply (truthy, so not the
//    `|| 5` default) and are numbers after Math.min's coercion (not NaN).
const FEYNMAN_SCORES = ['clarity', 'logic', 'completeness', 'terminology'];
const learnLearnFeynman: FrameworkParser = (reply) => {
  if (reply === '') return false;
  const jsonMatch = reply.match(/```json\s*([\s\S]*?)\s*```/) || reply.match(/```\s*([\s\S]*?)\s*```/) || [null, reply];
  const jsonStr = jsonMatch[1] || reply;
  let assessment: unknown;
  try {
    assessment = JSON.parse(jsonStr.trim());
  } catch {
    return false;
  }
  if (assessment === null) return false; // null.clarity -> TypeError -> default
  const fields = assessment as Record<string, unknown>;
  return FEYNMAN_SCORES.every((f) => {
    const v = fields[f];
    if (!v) return false;
    return !Number.isNaN(Math.max(1, Math.min(10, v as number)));
  });
};

export const PARSERS_OF_SET_723: Record<string, FrameworkParser> = {
  'voiverse-ai-interview--candidate-interview-transcript-vs-jd-0-100-total-score-json-pydantic-tiers': voiverseInterview,
  'myagent--rag-answer-self-reflection-quality-satisfied-or-needs-improvement-substring': myagentReflect,
  'llm-kb-lowhw--retrieved-passage-answerability-one-char-shi-or-fou-exact-match': llmKbAnswerability,
  'learn-learn--feynman-plain-language-explanation-four-1-10-scores-json-fence-extract': learnLearnFeynman,
};
