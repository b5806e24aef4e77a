/**
 * Set 687: replicas of the reply readers of four judges from repositories written mostly in Japanese:
 * Scribo's Bedrock grader of IPA afternoon-II essays (first '{' to last '}', json.loads, DynamoDB Decimal, pydantic v2),
 * バナスコAI's GPT-4o banner-ad scorer ("スコア：..." line, first regex match), SLM_VALIDATE's final Gemma stage (six
 * labels + overall_score JSON with a lenient recovery path) and the structured-thinking trainer's Claude worker (greedy
 * brace match, JSON.parse, typed fields). Each parser answers: would the project get a verdict out of this reply (not a
 * default, not an exception, not a retry)?
 */
import { isObject, LONE_SURROGATE, lastTopLevelRaw, pydanticLaxInt, PY_SPACE, pyStrip, pythonLoads, pythonLoadsNumbers, pyUnicodeEscapeDecode, RUST_TRIM } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const PY_WS = `[${PY_SPACE}]`;
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. Scribo (AyatoAshihara/Scribo), app/routers/scoring.py score_submission:
//      content = response_body["content"][0]["text"]
//      json_start = content.find("{")
//      json_end = content.rfind("}") + 1
//      if json_start == -1 or json_end == 0:
//          raise HTTPException(status_code=500, detail="採点結果のパースに失敗しました")
//      scoring_result = json.loads(content[json_start:json_end])
//      question_breakdown = scoring_result.get("question_breakdown", {})
//      for question, breakdown in question_breakdown.items():          # non-dict -> AttributeError -> 500
//          answer_text = answers.get(question, "")
//          breakdown["word_count"] = len(answer_text.replace(" ", "").replace("\n", ""))   # non-dict -> TypeError
//      breakdown_for_db = convert_floats(question_breakdown)              # float -> Decimal(str(obj))
//      aggregate_score = Decimal(str(scoring_result.get("aggregate_score", 0)))   # 'None', 'True', '82点' -> InvalidOperation
//      submission_table.update_item(..., ":score": aggregate_score, ":rank": scoring_result.get("final_rank", "D"),
//                                   ":breakdown": breakdown_for_db, ...)   # boto3: "Infinity and NaN not supported"
//      return ScoringResponse(submission_id=..., aggregate_score=scoring_result.get("aggregate_score", 0),
//                             final_rank=scoring_result.get("final_rank", "D"), passed=... == "A",
//                             question_breakdown=question_breakdown)
//      ... except Exception -> HTTPException(500)
//    pydantic v2 (lax): ScoringResponse.aggregate_score: float, final_rank: str, question_breakdown: Dict[str, QuestionBreakdown]
//    QuestionBreakdown: level: str, question_score: int, word_count: int, criteria_scores: List[CriteriaScore]
//    CriteriaScore: criterion: str, weight: float, points: int, comment: Optional[str] = None
//    The defaults (aggregate_score 0, final_rank "D") are not a verdict: both keys must be in the reply.
//    Not modelled: DynamoDB's 38-digit precision on huge integers and pydantic's i64 bound on floats used as ints.

// Decimal(str): str.strip(), underscores dropped, Unicode decimal digits read; then DynamoDB wants a finite number.
const DECIMAL_FINITE = /^[+-]?(?:\p{Nd}+(?:\.\p{Nd}*)?|\.\p{Nd}+)(?:[eE][+-]?\p{Nd}+)?$/u;
const scriboDecimalOk = (v: unknown): boolean => {
  if (typeof v === 'number') return Number.isFinite(v) && Math.abs(v) < 1e126; // DynamoDB: no NaN/Infinity, exponent <= 125
  if (typeof v === 'string') return DECIMAL_FINITE.test(pyStrip(v).replace(/_/g, '')); // 'inf'/'nan' parse but DynamoDB refuses them
  return false; // str(None) / str(True) / str([..]) / str({..}) are not decimals
};
// boto3 serialises every number left in the breakdown (floats became Decimals): NaN/Infinity raise.
const dynamoNumbersOk = (v: unknown): boolean => {
  if (typeof v === 'number') return Number.isFinite(v) && Math.abs(v) < 1e126;
  if (Array.isArray(v)) return v.every(dynamoNumbersOk);
  if (isObject(v)) return Object.values(v).every(dynamoNumbersOk);
  return true;
};
// pydantic-core lax float from a Python str: trimmed, Rust f64 syntax (ASCII digits, inf/infinity/nan).
const RUST_FLOAT = /^[+-]?(?:(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?|inf|infinity|nan)$/i;
const pydFloat = (v: unknown): boolean =>
  typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && RUST_FLOAT.test(v.replace(RUST_TRIM, '')));
// pydantic-core lax int from a Python object: bool, int, float without a fractional part, int-like str.
const pydInt = (v: unknown): boolean =>
  typeof v === 'boolean' || (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && pydanticLaxInt(JSON.stringify(v)));
const criteriaScoreOk = (c: unknown): boolean =>
  isObject(c) &&
  typeof c['criterion'] === 'string' &&
  pydFloat(c['weight']) &&
  pydInt(c['points']) &&
  (!own(c, 'comment') || c['comment'] === null || typeof c['comment'] === 'string');
const questionBreakdownOk = (b: Record<string, unknown>): boolean =>
  typeof b['level'] === 'string' &&
  pydInt(b['question_score']) &&
  Array.isArray(b['criteria_scores']) &&
  b['criteria_scores'].every(criteriaScoreOk);

const scribo: FrameworkParser = (reply) => {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}') + 1;
  if (start === -1 || end === 0) return false;
  const result = pythonLoadsNumbers(reply.slice(start, end)); // Python slicing: '' when the last '}' precedes the first '{'
  if (!isObject(result)) return false;
  if (!own(result, 'aggregate_score') || !own(result, 'final_rank')) return false;
  const breakdown = own(result, 'question_breakdown') ? result['question_breakdown'] : {};
  if (!isObject(breakdown)) return false; // .items()
  const parts = Object.values(breakdown);
  if (!parts.every(isObject)) return false; // breakdown["word_count"] = ...
  const aggregate = result['aggregate_score'];
  if (!scriboDecimalOk(aggregate)) return false;
  if (!dynamoNumbersOk(breakdown) || !dynamoNumbersOk(result['final_rank'])) return false;
  if (!pydFloat(aggregate) || typeof result['final_rank'] !== 'string') return false;
  return parts.every((b) => questionBreakdownOk(b as Record<string, unknown>));
};

// ---------------------------------------------------------------------------------------------------------------
// 2. バナスコAI (rasuta1125/banasukoAI), streamlit_app.py, A/B pattern scoring:
//      content_a = response_a.choices[0].message.content
//      score_match_a = re.search(r"スコア[:：]\s*(.+)", content_a)
//      st.session_state.score_a = score_match_a.group(1).strip() if score_match_a else "取得できず"
//      ...
//      if st.session_state.score_a:
//          st.metric("総合スコア", st.session_state.score_a)
//    Python: \s is Unicode whitespace (newlines included), '.' is any character but '\n'; the first match wins.
//    "取得できず" is the no-match placeholder; a capture that strips to '' is falsy and never shown.
const BANASUKO_SCORE = new RegExp(`スコア[:：]${PY_WS}*([^\\n]+)`, 'u');
const banasuko: FrameworkParser = (reply) => {
  const m = BANASUKO_SCORE.exec(reply);
  return m !== null && pyStrip(m[1] ?? '') !== '';
};

// ---------------------------------------------------------------------------------------------------------------
// 3. SLM_VALIDATE (ishizuki-tech/SLM_VALIDATE), main.py QAEvaluator.evaluate, Prompt #3, attempt 0:
//      sanitized = JsonExtractor.sanitize_model_text(raw_out)
//      sanitized = _strip_phatic(_safe_trim(sanitized, cfg.prev_max_chars))        # prev_max_chars = 2000
//      parsed = JsonExtractor.try_extract_json(sanitized)
//      if parsed is None: parsed = json.loads(sanitized) (except -> None)          # never a dict the scan missed
//      if isinstance(parsed, dict):
//          if JsonExtractor.final_schema_ok(parsed): return self._accept(parsed)
//          recovered = JsonExtractor.analysis_like_to_labels6(parsed)
//          if recovered is not None and JsonExtractor.final_schema_ok(recovered): return self._accept(recovered)
//      ... otherwise a repair prompt is sent (retry)
//    sanitize_model_text: t = text.strip(); m = FENCE_RE.search(t) (r"```(?:json)?\s*([\s\S]*?)\s*```", re.I) -> t = m.group(1).strip();
//      if len(t) >= 2 and t[0] == '"' and t[-1] == '"': try bytes(t[1:-1], "utf-8").decode("unicode_escape") except: t[1:-1]
//    _safe_trim(s, 2000): s if len(s) <= 2000 else s.encode()[:2000].decode(errors="ignore").rsplit("\n", 1)[0] + "\n[...]"
//    _strip_phatic: t = text.strip(); re.sub each of r"^thanks[^.]*\.\s*", r"^thank you[^.]*\.\s*", r"^sure[^.]*\.\s*",
//      r"^great[^.]*\.\s*", r"^here(?:'s| is)\s+the\s+analysis[:\-\s]*", r"^analysis[:\-\s]*" (re.IGNORECASE); .strip()
//    try_extract_json: for each '{' (idx += 1 after a failure) -> string-aware matching '}' -> json.loads -> first dict
//    final_schema_ok: detail/specificity/usability/clarity/completeness/relevance each a str in the five labels; if
//      "overall_score" in obj: isinstance(v, int) and 0 <= v <= 100 and v == int(round(mean of points)) (banker's rounding)
//    analysis_like_to_labels6: node = obj["analysis"] if dict, elif obj["labels"] if dict, else obj; None unless one of
//      specificity/detail/usability is in node; otherwise every axis coerced (bad -> "Very Low") -> final_schema_ok is True.
const SLM_LABEL_POINTS: Record<string, number> = { 'Very High': 95, High: 80, Medium: 60, Low: 40, 'Very Low': 20 };
const SLM_FIELDS = ['detail', 'specificity', 'usability', 'clarity', 'completeness', 'relevance'];
const SLM_FENCE = new RegExp(`\`\`\`(?:json)?${PY_WS}*([\\s\\S]*?)${PY_WS}*\`\`\``, 'iu');
const SLM_PHATIC = [
  new RegExp(`^thanks[^.]*\\.${PY_WS}*`, 'iu'),
  new RegExp(`^thank you[^.]*\\.${PY_WS}*`, 'iu'),
  new RegExp(`^sure[^.]*\\.${PY_WS}*`, 'iu'),
  new RegExp(`^great[^.]*\\.${PY_WS}*`, 'iu'),
  new RegExp(`^here(?:'s| is)${PY_WS}+the${PY_WS}+analysis[:\\-${PY_SPACE}]*`, 'iu'),
  new RegExp(`^analysis[:\\-${PY_SPACE}]*`, 'iu'),
];
// bytes(inner, "utf-8").decode("unicode_escape"): pyUnicodeEscapeDecode (framework-parser-helpers.ts).
const slmSanitize = (text: string): string => {
  if (!text) return '';
  let t = pyStrip(text);
  const m = SLM_FENCE.exec(t);
  if (m) t = pyStrip(m[1] ?? '');
  if (t.length >= 2 && t[0] === '"' && t[t.length - 1] === '"') {
    const inner = t.slice(1, -1);
    return pyUnicodeEscapeDecode(inner) ?? inner;
  }
  return t;
};
const slmSafeTrim = (s: string): string | undefined => {
  if ([...s].length <= 2000) return s;
  if (LONE_SURROGATE.test(s)) return undefined; // s.encode("utf-8") raises out of evaluate()
  const bytes = new TextEncoder().encode(s);
  let end = Math.min(2000, bytes.length);
  while (end > 0 && end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--; // decode(errors="ignore") drops a cut character
  const s2 = new TextDecoder().decode(bytes.slice(0, end));
  const cut = s2.lastIndexOf('\n');
  return (cut === -1 ? s2 : s2.slice(0, cut)) + '\n[...]';
};
const slmStripPhatic = (text: string): string => {
  if (!text) return '';
  let t = pyStrip(text);
  for (const pattern of SLM_PHATIC) t = t.replace(pattern, '');
  return pyStrip(t);
};
const slmMatchingBrace = (s: string, start: number): number => {
  let depth = 0;
  let inStr = false;
  let esc = false;
  for (let i = start; i < s.length; i++) {
    const c = s[i];
    if (inStr) {
      if (esc) esc = false;
      else if (c === '\\') esc = true;
      else if (c === '"') inStr = false;
      continue;
    }
    if (c === '"') inStr = true;
    else if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
};
const slmExtract = (s: string): { obj: Record<string, unknown>; text: string } | undefined => {
  let idx = 0;
  for (;;) {
    idx = s.indexOf('{', idx);
    if (idx === -1) return undefined;
    const end = slmMatchingBrace(s, idx);
    if (end !== -1) {
      const text = s.slice(idx, end + 1);
      const obj = pythonLoads(text);
      if (isObject(obj)) return { obj, text };
    }
    idx += 1;
  }
};
const pyRound = (x: number): number => {
  const f = Math.floor(x);
  const diff = x - f;
  if (diff > 0.5) return f + 1;
  if (diff < 0.5) return f;
  return f % 2 === 0 ? f : f + 1; // round half to even
};
const slmFinalSchemaOk = (obj: Record<string, unknown>, text: string): boolean => {
  for (const key of SLM_FIELDS) {
    const v = obj[key];
    if (!own(obj, key) || typeof v !== 'string' || !own(SLM_LABEL_POINTS, v)) return false;
  }
  if (!own(obj, 'overall_score')) return true;
  const raw = lastTopLevelRaw(text, 'overall_score') ?? '';
  if (!/^-?(?:0|[1-9][0-9]*)$/.test(raw)) return false; // isinstance(v, int): an integer literal (true/false are bools; 1 and 0 never match the mean anyway)
  const v = Number(raw);
  if (v < 0 || v > 100) return false;
  const mean = SLM_FIELDS.reduce((sum, k) => sum + SLM_LABEL_POINTS[obj[k] as string]!, 0) / SLM_FIELDS.length;
  return v === pyRound(Math.max(0, Math.min(100, mean)));
};
const slmValidate: FrameworkParser = (reply) => {
  const trimmed = slmSafeTrim(slmSanitize(reply));
  if (trimmed === undefined) return false;
  const found = slmExtract(slmStripPhatic(trimmed));
  if (!found) return false;
  const { obj, text } = found;
  if (slmFinalSchemaOk(obj, text)) return true;
  const node = isObject(obj['analysis']) ? obj['analysis'] : isObject(obj['labels']) ? obj['labels'] : obj;
  return ['specificity', 'detail', 'usability'].some((k) => own(node, k));
};

// ---------------------------------------------------------------------------------------------------------------
// 4. structured-thinking-trainer (misonicomee-byte/structured-thinking-trainer), cloudflare-worker/src/index.js:
//      const responseText = message.content[0].text;
//      const jsonMatch = responseText.match(/\{[\s\S]*\}/);
//      if (!jsonMatch) { throw new Error('Invalid JSON response from Claude'); }
//      const evaluation = JSON.parse(jsonMatch[0]);
//      if (
//        typeof evaluation.score !== 'number' ||
//        !Array.isArray(evaluation.strengths) ||
//        !Array.isArray(evaluation.improvements) ||
//        !Array.isArray(evaluation.suggestions)
//      ) { throw new Error('Invalid evaluation structure'); }
//    (the catch answers HTTP 500 '評価の生成に失敗しました')
const structuredThinkingTrainer: FrameworkParser = (reply) => {
  const jsonMatch = reply.match(/\{[\s\S]*\}/);
  if (!jsonMatch) return false;
  let evaluation: Record<string, unknown>;
  try {
    evaluation = JSON.parse(jsonMatch[0]) as Record<string, unknown>;
  } catch {
    return false;
  }
  return (
    typeof evaluation['score'] === 'number' &&
    Array.isArray(evaluation['strengths']) &&
    Array.isArray(evaluation['improvements']) &&
    Array.isArray(evaluation['suggestions'])
  );
};

export const PARSERS_OF_SET_687: Record<string, FrameworkParser> = {
  'scribo--ipa-ronbun-essay-0-100-rank-a-d-json-first-last-brace-dynamodb-pydantic': scribo,
  'banasuko-ai--banner-ad-image-pro-score-abc-or-100-sukoa-colon-line-regex': banasuko,
  'slm-validate--survey-qa-answer-six-axis-labels-overall-score-json-gemma-final-stage': slmValidate,
  'structured-thinking-trainer--home-care-structured-thinking-answer-0-5-json-greedy-brace-typed-fields': structuredThinkingTrainer,
};
