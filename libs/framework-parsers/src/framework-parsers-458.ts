/**
 * Set 458: replicas of the reply readers of three customer-support ticket-triage and satisfaction judges, all read
 * through pydantic: an AI-assisted support-triage service's ticket classifier (bare json.loads + Model(**parsed),
 * Python-mode lax), customer-support-eval's satisfaction reviewer (OpenAI structured outputs, model_validate_json,
 * JSON-mode lax) and ticket-triage-llm's fence-tolerant triage reader (strip, one whole-reply fence, json.loads,
 * model_validate with aliases). Each parser answers: would the project get a verdict out of this reply (not a
 * default, not an exception, not a retry, not a None)?
 */
import {
  hasUnpairedSurrogateEscape,
  isObject,
  lastTopLevelRaw,
  numbersOutsideStrings,
  PY_SPACE,
  pydanticLaxInt,
  pyStrip,
  pythonLoads,
  pythonLoadsNumbers,
  RUST_TRIM,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// pydantic v2 lax `float` in Python mode (a json.loads value): int/float (NaN and infinities fail the ge/le bounds
// below anyway), bool, or a str that Rust's f64 parser reads after trimming Rust whitespace (ASCII digits only, no
// underscores; inf/nan spellings parse but never land in [0, 1]).
const RUST_F64 = /^[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;
const laxFloatIn01 = (v: unknown): boolean => {
  let x: number;
  if (typeof v === 'boolean') x = v ? 1 : 0;
  else if (typeof v === 'number') x = v;
  else if (typeof v === 'string') {
    const t = v.replace(RUST_TRIM, '');
    if (!RUST_F64.test(t)) return false;
    x = Number(t);
  } else return false;
  return Number.isFinite(x) && x >= 0 && x <= 1;
};
const oneOf = (v: unknown, words: readonly string[]) => typeof v === 'string' && words.includes(v);

// ---------------------------------------------------------------------------------------------------------------
// 1. AI-assisted customer support triage (awzhao1/AI-assisted-customer-support-triage-system), app/ai/decision.py:
//      content = response.choices[0].message.content
//      parsed = json.loads(content)
//      return AIDecision(**parsed)
//    app/ai/schemas.py:
//      class AIDecision(BaseModel):
//          intent: Literal["billing", "technical_issue", "account", "general_question", "unknown"]
//          priority: Literal["low", "medium", "high"]
//          confidence: float = Field(ge=0.0, le=1.0)
//    No try/except: JSONDecodeError, TypeError (** of a non-dict) or ValidationError abort the request.
//    json.loads takes only JSON whitespace around the document (no fences); Python-mode lax validation: Literal
//    strings exact, extra keys ignored, the last duplicate key wins.
const INTENTS = ['billing', 'technical_issue', 'account', 'general_question', 'unknown'] as const;
const PRIORITIES = ['low', 'medium', 'high'] as const;
const supportTriageAiDecision: FrameworkParser = (reply) => {
  const parsed = pythonLoads(reply);
  if (!isObject(parsed)) return false;
  return oneOf(parsed['intent'], INTENTS) && oneOf(parsed['priority'], PRIORITIES) && laxFloatIn01(parsed['confidence']);
};

// 2. customer-support-eval (YuriiTseplitskyi/customer-support-eval), analyze/llm_council/engine.py:
//      @retry(wait=wait_fixed(2), stop=stop_after_attempt(3))
//      def generate_structured_sync(self, prompt, response_model, max_output_tokens=450):
//          completion = self.client.beta.chat.completions.parse(..., response_format=response_model, temperature=0.0, ...)
//          message = completion.choices[0].message
//          if getattr(message, "refusal", None): raise ValueError(...)
//          if getattr(message, "parsed", None) is None: raise ValueError("Structured output parsing failed: ...")
//    The openai SDK: parsed = response_format.model_validate_json(content) when content is non-empty (an empty
//    content leaves parsed None); a ValidationError propagates. Any raise is a tenacity retry.
//    analyze/llm_council/satisfaction.py:
//      class SatisfactionReviewerOutput(BaseModel):
//          reviewer: Literal["sentiment_outcome", "friction_effort"]
//          satisfaction: Satisfaction                       # Literal["satisfied", "neutral", "unsatisfied"]
//          reason: str = Field(min_length=1, max_length=500)
//          hidden_unsat_signals: List[HiddenSignal] = Field(default_factory=list)
//          evidence_turns: List[int] = Field(default_factory=list)
//    pydantic's JSON parser (jiter): strict JSON plus NaN / Infinity / -Infinity, unpaired surrogate escapes refused.
//    JSON-mode lax: str fields take only strings; List[int] items take ints of any size, integral floats below 2**63,
//    bools and integer strings (trimmed, underscores, '.0' tails); length constraints count code points.
const SIGNALS = [
  'polite_but_unresolved',
  'repeat_request',
  'asks_for_manager_or_complaint',
  'sarcasm_or_passive_aggression',
  'abandonment',
  'negative_phrase',
  'high_effort_many_steps',
] as const;
const PYDANTIC_INT_STRING = /^[+-]?[0-9]+(?:_[0-9]+)*(?:\.0+)?$/;
const evidenceTurnsOk = (value: unknown, raw: string | undefined): boolean => {
  if (value === undefined) return true; // default_factory=list
  if (!Array.isArray(value) || raw === undefined) return false;
  const literals = numbersOutsideStrings(raw);
  for (const item of value) {
    if (typeof item === 'boolean') continue;
    if (typeof item === 'string') {
      if (!PYDANTIC_INT_STRING.test(item.replace(RUST_TRIM, ''))) return false;
      continue;
    }
    if (typeof item === 'number' && Number.isFinite(item)) {
      const literal = literals.next();
      if (literal.done || !pydanticLaxInt(literal.value.literal)) return false;
      continue;
    }
    return false; // null, NaN, infinities, lists, objects
  }
  return true;
};
const supportEvalSatisfactionReviewer: FrameworkParser = (reply) => {
  if (reply === '') return false; // message.content falsy -> parsed None -> ValueError
  if (hasUnpairedSurrogateEscape(reply)) return false;
  const parsed = pythonLoadsNumbers(reply);
  if (!isObject(parsed)) return false;
  if (!oneOf(parsed['reviewer'], ['sentiment_outcome', 'friction_effort'])) return false;
  if (!oneOf(parsed['satisfaction'], ['satisfied', 'neutral', 'unsatisfied'])) return false;
  const reason = parsed['reason'];
  if (typeof reason !== 'string') return false;
  const codePoints = [...reason].length;
  if (codePoints < 1 || codePoints > 500) return false;
  const signals = parsed['hidden_unsat_signals'];
  if (signals !== undefined && !(Array.isArray(signals) && signals.every((s) => oneOf(s, SIGNALS)))) return false;
  return evidenceTurnsOk(parsed['evidence_turns'], lastTopLevelRaw(reply, 'evidence_turns'));
};

// 3. ticket-triage-llm (rgoshen/ticket-triage-llm), src/ticket_triage_llm/services/validation.py:
//      _FENCE_RE = re.compile(r"^\s*```(?:json)?\s*\n(.*?)\n\s*```\s*$", re.DOTALL)
//      def parse_json(raw_output):
//          text = raw_output.strip()
//          if not text: return None
//          fence_match = _FENCE_RE.match(text)
//          if fence_match: text = fence_match.group(1).strip()
//          try: data = json.loads(text)
//          except (json.JSONDecodeError, ValueError): return None
//          if not isinstance(data, dict): return None
//          return data
//      def validate_schema(data):
//          try: return TriageOutput.model_validate(data)
//          except ValidationError: return None
//    schemas/triage_output.py (model_config = ConfigDict(populate_by_name=True)):
//      category: Literal[6]; severity: Literal[4]; routing_team: RoutingTeam = Field(alias="routingTeam")
//      summary: str; business_impact: str = Field(alias="businessImpact"); draft_reply: str = Field(alias="draftReply")
//      confidence: float = Field(ge=0.0, le=1.0); escalation: bool
//    Python's \s is Unicode whitespace (str.isspace); the text is already stripped, so `$` is the end of the text.
//    With populate_by_name the alias key wins when present, else the field name is read.
const PY_WS = `[${PY_SPACE}]`;
const TRIAGE_FENCE = new RegExp(`^${PY_WS}*\`\`\`(?:json)?${PY_WS}*\\n([\\s\\S]*?)\\n${PY_WS}*\`\`\`${PY_WS}*$`);
const CATEGORIES = ['billing', 'outage', 'account_access', 'bug', 'feature_request', 'other'] as const;
const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
const TEAMS = ['support', 'billing', 'infra', 'product', 'security'] as const;
const BOOL_WORDS = ['true', 'false', 'yes', 'no', 'on', 'off', 't', 'f', 'y', 'n', '1', '0'];
// pydantic v2 lax `bool` in Python mode: bools, the numbers 0 and 1 (ints or floats), and the words above in any case
const laxBool = (v: unknown): boolean =>
  typeof v === 'boolean' || (typeof v === 'number' && (v === 0 || v === 1)) || (typeof v === 'string' && BOOL_WORDS.includes(v.toLowerCase()));
const aliased = (o: Record<string, unknown>, alias: string, name: string): unknown =>
  Object.prototype.hasOwnProperty.call(o, alias) ? o[alias] : o[name];
const ticketTriageLlm: FrameworkParser = (reply) => {
  let text = pyStrip(reply);
  if (!text) return false;
  const fence = TRIAGE_FENCE.exec(text);
  if (fence) text = pyStrip(fence[1] ?? '');
  const data = pythonLoads(text);
  if (!isObject(data)) return false;
  return (
    oneOf(data['category'], CATEGORIES) &&
    oneOf(data['severity'], SEVERITIES) &&
    oneOf(aliased(data, 'routingTeam', 'routing_team'), TEAMS) &&
    typeof data['summary'] === 'string' &&
    typeof aliased(data, 'businessImpact', 'business_impact') === 'string' &&
    typeof aliased(data, 'draftReply', 'draft_reply') === 'string' &&
    laxFloatIn01(data['confidence']) &&
    laxBool(data['escalation'])
  );
};

export const PARSERS_OF_SET_458: Record<string, FrameworkParser> = {
  'ai-assisted-support-triage--ticket-intent-priority-confidence-json-pydantic-kwargs': supportTriageAiDecision,
  'customer-support-eval--satisfaction-reviewer-sentiment-outcome-label-json-structured-output': supportEvalSatisfactionReviewer,
  'ticket-triage-llm--ticket-category-severity-routing-escalation-json-fence-tolerant': ticketTriageLlm,
};
