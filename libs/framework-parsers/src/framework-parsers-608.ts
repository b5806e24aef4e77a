/**
 * Set 608: replicas of the reply readers of multi-turn chatbot-conversation judges:
 * Japanese-RP-Bench v2 (tegnike fork): a judge of one assistant turn of a Japanese role-play conversation that must
 * return JSON with exactly one finding per atomic rule of the role plus seven 1-5 quality scores;
 * MT-Bench-101+ (OpenCompass fork): the MT-Bench-101 per-turn judge of a multi-turn dialogue (Context Memory task),
 * "Rating: [[score]]" read by a regex with a "[n]" fallback;
 * shisa.ai's ja-mt-bench-harness (a FastChat llm_judge fork): the pairwise multi-turn MT-Bench judge of two assistants'
 * two-turn conversations, with an added language / fluency / naturalness criterion, read as "[[A]]" / "[[B]]" / "[[C]]".
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a
 * retry, not a None)?
 */
import { isObject, PY_SPACE, pyFloatOf, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const PY_WS = `[${PY_SPACE}]`;

// ---------------------------------------------------------------------------------------------------------------
// 1. Japanese-RP-Bench v2 (tegnike/Japanese-RP-Bench), src/japanese_rp_bench/v2/judge.py + schemas.py:
//      def parse_judge_response(raw_response, judge_id, turn, role):
//          payload = _extract_json_object(raw_response)
//          findings, duplicate_ids = normalize_rule_findings(payload.get("findings"), "Judge findings")
//          payload["findings"] = findings
//          ... payload["judge_id"] = judge_id; payload["turn"] = turn
//          evaluation = JudgeEvaluation.from_dict(payload, role)
//          validate_judge_evaluation(evaluation, role)
//      def _extract_json_object(raw_response):
//          cleaned = raw_response.strip()
//          if cleaned.startswith("```"):
//              cleaned = re.sub(r"^```(?:json)?\s*", "", cleaned)
//              cleaned = re.sub(r"\s*```$", "", cleaned)
//          try: value = json.loads(cleaned)
//          except json.JSONDecodeError:
//              match = re.search(r"\{.*\}", cleaned, flags=re.DOTALL)
//              if not match: raise SchemaError(...)
//              try: value = json.loads(match.group(0))
//              except json.JSONDecodeError as exc: raise SchemaError(...)
//          if not isinstance(value, dict): raise SchemaError(...)
//      normalize_rule_findings(value, context):
//          if isinstance(value, Mapping): value = [dict(item, rule_id=str(key)) ...]   # non-dict item -> SchemaError
//          if not isinstance(value, list): raise SchemaError
//          for item in value: not Mapping -> SchemaError; "rule_id"/"verdict" missing -> SchemaError
//              duplicate rule_id: str(existing["verdict"]) != str(finding["verdict"]) -> SchemaError
//                  existing["confidence"] = min(float(existing.get("confidence", 1.0)), float(finding.get("confidence", 1.0)))
//      JudgeEvaluation.from_dict(data, role):
//          known_rules = {rule.id: rule for rule in role.rules}; unknown rule id -> SchemaError
//          confidence = float(item.get("confidence", 1.0)); not 0.0 <= confidence <= 1.0 -> SchemaError
//          verdict = Verdict(str(item["verdict"]))          # pass | partial | fail | not_applicable, else ValueError
//          quality_scores = {str(key): float(value) for key, value in data.get("quality_scores", {}).items()}
//          not 1.0 <= value <= 5.0 -> SchemaError
//      validate_judge_evaluation: set of finding rule ids == the role's judge-rule ids (no duplicates), and every
//          one of the seven QUALITY_DIMENSIONS present in quality_scores.
//    The reader depends on the role: this replica is bound to the filled example's role, whose three rules
//    (persona_speech_style, no_user_puppeteering, memory_of_guest_preference) are all judge rules.
//    Python's json.loads takes NaN/Infinity (they then fail the range checks); float() of a str takes spaces,
//    underscores, Unicode digits; float(True) == 1.0; float(None)/float([..]) raise TypeError.
const JRP_RULES = ['persona_speech_style', 'no_user_puppeteering', 'memory_of_guest_preference'];
const JRP_DIMENSIONS = [
  'roleplay_adherence',
  'contextual_understanding',
  'expressiveness',
  'creativity',
  'naturalness_of_japanese',
  'enjoyment',
  'turn_taking',
];
const JRP_VERDICTS = ['pass', 'partial', 'fail', 'not_applicable'];
const FENCE_OPEN = new RegExp(`^\`\`\`(?:json)?${PY_WS}*`, 'u');
const FENCE_CLOSE = new RegExp(`${PY_WS}*\`\`\`$`, 'u');
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
// Python float() of a json.loads value; undefined where it raises.
const pyFloatValue = (v: unknown): number | undefined => {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string') return pyFloatOf(v);
  return undefined;
};
// str() of a json.loads value, only ever compared for equality with str() of another value or with a rule id /
// verdict word: non-strings get a form no string can take (their str() can never be a valid rule id or verdict).
const pyStrForCompare = (v: unknown): string => (typeof v === 'string' ? v : `\u0000${JSON.stringify(v)}`);

const jrpExtract = (raw: string): Record<string, unknown> | undefined => {
  let cleaned = pyStrip(raw);
  if (cleaned.startsWith('```')) {
    cleaned = cleaned.replace(FENCE_OPEN, '');
    cleaned = cleaned.replace(FENCE_CLOSE, '');
  }
  let value = pythonLoadsNumbers(cleaned);
  if (value === undefined) {
    const match = /\{[\s\S]*\}/.exec(cleaned);
    if (!match) return undefined;
    value = pythonLoadsNumbers(match[0]);
    if (value === undefined) return undefined;
  }
  return isObject(value) ? value : undefined;
};

const japaneseRpBench: FrameworkParser = (reply) => {
  const payload = jrpExtract(reply);
  if (!payload) return false;
  // normalize_rule_findings
  let raw: unknown = payload['findings'];
  if (isObject(raw)) {
    const keyed: unknown[] = [];
    for (const [ruleId, item] of Object.entries(raw)) {
      if (!isObject(item)) return false;
      keyed.push({ ...item, rule_id: ruleId });
    }
    raw = keyed;
  }
  if (!Array.isArray(raw)) return false;
  const normalized: Array<Record<string, unknown>> = [];
  const positions = new Map<string, number>();
  for (const item of raw) {
    if (!isObject(item)) return false;
    if (!own(item, 'rule_id') || !own(item, 'verdict')) return false;
    const finding: Record<string, unknown> = { ...item };
    const ruleId = pyStrForCompare(finding['rule_id']);
    finding['rule_id'] = ruleId;
    const at = positions.get(ruleId);
    if (at === undefined) {
      positions.set(ruleId, normalized.length);
      normalized.push(finding);
      continue;
    }
    const existing = normalized[at]!;
    if (pyStrForCompare(existing['verdict']) !== pyStrForCompare(finding['verdict'])) return false;
    const a = pyFloatValue(own(existing, 'confidence') ? existing['confidence'] : 1.0);
    const b = pyFloatValue(own(finding, 'confidence') ? finding['confidence'] : 1.0);
    if (a === undefined || b === undefined) return false; // float() raises
    existing['confidence'] = b < a ? b : a; // Python min(a, b): a unless b < a (NaN-order sensitive)
  }
  // JudgeEvaluation.from_dict
  for (const finding of normalized) {
    if (!JRP_RULES.includes(finding['rule_id'] as string)) return false;
    const confidence = pyFloatValue(own(finding, 'confidence') ? finding['confidence'] : 1.0);
    if (confidence === undefined || !(confidence >= 0 && confidence <= 1)) return false;
    if (!JRP_VERDICTS.includes(pyStrForCompare(finding['verdict']))) return false;
  }
  let quality: Record<string, unknown> = {};
  if (own(payload, 'quality_scores')) {
    const q = payload['quality_scores'];
    if (!isObject(q)) return false; // .items() of a list / str / None raises AttributeError
    quality = q;
  }
  for (const value of Object.values(quality)) {
    const score = pyFloatValue(value);
    if (score === undefined || !(score >= 1 && score <= 5)) return false;
  }
  // validate_judge_evaluation
  const ids = new Set(normalized.map((f) => f['rule_id'] as string));
  if (ids.size !== JRP_RULES.length || !JRP_RULES.every((id) => ids.has(id))) return false;
  return JRP_DIMENSIONS.every((d) => own(quality, d));
};

// ---------------------------------------------------------------------------------------------------------------
// 2. MT-Bench-101+ (zyd030609/mt-bench-101-plus), opencompass/summarizers/subjective/mtbench101.py:
//      def post_process_mtbench101(judgement: str):
//          match = re.search(r'(?:Final Rating|Rating):\s*\[\[?([0-9]+)\]?\]', judgement)
//          if not match:
//              match = re.search(r'\[([0-9]+)\]', judgement)
//          if not match:
//              return None                              # judgement dropped from the task score
//          score = int(match.group(1))
//          return {'score': score, 'judgement': judgement}
//    [0-9] is ASCII only; \s is Unicode whitespace. Any "[digits]" anywhere is enough (the fallback), so the score
//    is not range-checked (0 or 42 pass).
const MT101_PRIMARY = new RegExp(`(?:Final Rating|Rating):${PY_WS}*\\[\\[?([0-9]+)\\]?\\]`, 'u');
const MT101_FALLBACK = /\[([0-9]+)\]/;
const mtBench101Plus: FrameworkParser = (reply) => MT101_PRIMARY.test(reply) || MT101_FALLBACK.test(reply);

// ---------------------------------------------------------------------------------------------------------------
// 3. ja-mt-bench-harness (shisa-ai/ja-mt-bench-harness), fastchat/llm_judge/common.py run_judge_pair, judge prompt
//    "pair-v2-multi-turn" (output_format "[[A]]") of fastchat/llm_judge/data/judge_prompts.jsonl:
//      judgment = chat_completion_openai(model, conv, temperature=0, max_tokens=2048)   # "$ERROR$" after 16 API failures
//      if judge.prompt_template["output_format"] == "[[A]]":
//          if "[[A]]" in judgment: winner = "A"
//          elif "[[B]]" in judgment: winner = "B"
//          elif "[[C]]" in judgment: winner = "tie"
//          else: winner = "error"                      # no verdict (kept as "error" in the judgment file)
//    Plain case-sensitive substring tests: any one of the three tokens anywhere wins, "[[A]]" first.
const jaMtBenchPairMultiTurn: FrameworkParser = (reply) =>
  reply.includes('[[A]]') || reply.includes('[[B]]') || reply.includes('[[C]]');

export const PARSERS_OF_SET_608: Record<string, FrameworkParser> = {
  'japanese-rp-bench--ja-roleplay-target-turn-atomic-rule-findings-and-1-5-quality-scores-json': japaneseRpBench,
  'mt-bench-101-plus--multi-turn-context-memory-last-turn-1-10-rating-double-brackets-bracket-fallback': mtBench101Plus,
  'ja-mt-bench-harness--pairwise-multi-turn-second-turn-helpfulness-and-language-fluency-double-bracket-a-b-c': jaMtBenchPairMultiTurn,
};
