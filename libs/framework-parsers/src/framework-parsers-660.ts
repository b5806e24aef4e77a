/**
 * Set 660: replicas of the reply readers of three text-to-SQL answer checkers: QueryMate's gold-vs-agent SQL
 * equivalence judge (whole-reply json.loads, then "score" * 0.4 and "equivalent"), text-to-sql-eval-lab's Inspect AI
 * semantic_judge over execution results (whole-reply json.loads, verdict correct / partial / incorrect) and
 * nl2sql-eval-harness's BIRD failure-taxonomy judge (fenced-or-braced JSON, closed verdict and failure-mode sets, a
 * verbatim evidence span, a bounded confidence). Each parser answers: would the project get a verdict out of this
 * reply (not a default, not an exception, not a retry, not an excluded sample)?
 */
import { isObject, PY_SPACE, pyStrip, pyStripChars, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. QueryMate (fayrouz2/querymate), tests/llm_judge.py LLMJudgeEvaluator:
//      evaluate_sql_query:
//        try:
//            response = self.client.chat.completions.create(..., response_format={"type": "json_object"})
//            result = json.loads(response.choices[0].message.content)
//            return result
//        except Exception as e:
//            return {"equivalent": False, "score": 0.0, "explanation": f"LLM evaluation failed: ...", ...}  # default
//      evaluate_complete (outside any try):
//        overall_score = (sql_eval["score"] * 0.4) + (result_eval["score"] * 0.6)
//        overall_correct = sql_eval["equivalent"] and result_eval["correct"]
//    json.loads reads the whole content (JSON whitespace around it, NaN / Infinity accepted, no fences, no prose).
//    A non-dict fails on indexing, a missing key raises KeyError, and "score" * 0.4 needs an int, float or bool
//    (a str, None, list or dict raises TypeError). "equivalent" may hold any value.
const querymate: FrameworkParser = (reply) => {
  const value = pythonLoadsNumbers(reply);
  if (!isObject(value)) return false;
  if (!hasOwn(value, 'equivalent') || !hasOwn(value, 'score')) return false;
  const score = value['score'];
  return typeof score === 'number' || typeof score === 'boolean';
};

// 2. text-to-sql-eval-lab (Felipe-Cal/text-to-sql-eval-lab), src/evals/scorers.py semantic_judge:
//      try:
//          response = litellm.completion(..., response_format={"type": "json_object"})
//          raw = response.choices[0].message.content or ""
//          verdict_data = json.loads(raw)
//      except Exception as e:
//          return Score(value=0, explanation=f"Judge call failed: {e}")       # default 0
//      verdict = verdict_data.get("verdict", "incorrect").lower().strip()  # non-dict / non-str -> AttributeError
//      score_map = {"correct": 1.0, "partial": 0.5, "incorrect": 0.0}
//      score_value = score_map.get(verdict, 0.0)                            # unknown word -> default 0.0
//    A missing "verdict" is the default "incorrect", not a verdict. str.strip() strips Unicode whitespace.
const FELIPE_VERDICTS = new Set(['correct', 'partial', 'incorrect']);
const textToSqlEvalLab: FrameworkParser = (reply) => {
  const value = pythonLoadsNumbers(reply);
  if (!isObject(value) || !hasOwn(value, 'verdict')) return false;
  const verdict = value['verdict'];
  if (typeof verdict !== 'string') return false;
  return FELIPE_VERDICTS.has(pyStrip(verdict.toLowerCase()));
};

// 3. nl2sql-eval-harness (Shreyansh-code/nl2sql-eval-harness), src/harness/judge/validate.py + taxonomy.py:
//      _FENCE_RE = re.compile(r"```(?:json)?\s*\n?(.*?)```", re.DOTALL)
//      _OBJECT_RE = re.compile(r"\{.*\}", re.DOTALL)
//      def _extract_json(response):
//          if not response or not response.strip(): return None
//          candidates = [block.strip() for block in _FENCE_RE.findall(response)]
//          match = _OBJECT_RE.search(response);  if match: candidates.append(match.group(0))
//          for candidate in candidates:
//              if not candidate: continue
//              try: parsed = json.loads(candidate)
//              except json.JSONDecodeError: continue
//              if isinstance(parsed, dict): return parsed
//          return None
//      validate(response, context):
//          "verdict" and "failure_mode" must be keys; Verdict(value.strip().lower()) for a str verdict
//          sql_ok: (mode_text or "").strip().upper() in {"NONE", ""}   (mode_text = raw if str else None)
//          else: coerce(mode_text) must map:
//              candidate = code.strip().strip(".").upper().replace(" ", "_").replace("-", "_")
//              is_valid(candidate) or is_valid(candidate.split("(")[0].strip().rstrip("_"))
//      _check_common: span = payload.get("evidence_span"); str, span.strip() non-empty, len >= 3 (code points),
//          span in context; confidence: int/float, not bool, 0.0 <= float(v) <= 1.0; rationale: non-blank str.
//    Anything else is UNPARSEABLE / OUT_OF_TAXONOMY / UNCITED (excluded, one retry). Python \s is str.isspace()
//    whitespace; json.loads is strict (raw control characters inside strings fail). The Verdict values come from
//    judge/port.py (not read: taken from the complaint "verdict must be one of sql_ok, generator_error, sql_error").
//    `context` is the rendered user message of the fixture's filled example (judge/pipeline.py not read).
export const NL2SQL_HARNESS_CONTEXT = "## Schema\nCREATE TABLE schools (\n  CDSCode TEXT PRIMARY KEY,\n  County TEXT,\n  City TEXT,\n  Virtual TEXT\n);\nCREATE TABLE frpm (\n  CDSCode TEXT REFERENCES schools(CDSCode),\n  `Enrollment (K-12)` REAL,\n  `Free Meal Count (K-12)` REAL\n);\n\n## Question\nHow many schools in Alameda County have a K-12 enrollment above 500?\n\n## Evidence\nK-12 enrollment refers to `Enrollment (K-12)`; Alameda County refers to County = 'Alameda'\n\n## Generated SQL\n```sql\nSELECT COUNT(*) FROM frpm AS T1 JOIN schools AS T2 ON T1.CDSCode = T2.CDSCode WHERE T2.County = 'Alameda' AND T1.`Enrollment (K-12)` >= 500\n```\n\n## Gold SQL\n```sql\nSELECT COUNT(T1.CDSCode) FROM frpm AS T1 INNER JOIN schools AS T2 ON T1.CDSCode = T2.CDSCode WHERE T2.County = 'Alameda' AND T1.`Enrollment (K-12)` > 500\n```\n\n## Execution of the generated SQL\noutcome: ok\nrows returned: 1\nfirst rows:\n  [312]\n\n## Execution of the gold SQL\nrows returned: 1\nfirst rows:\n  [309]\n\n## Observed difference\nrow values differ\nmissing_from_generated: [(309,)]\nunexpected_in_generated: [(312,)]\n\n## Answer\nReturn one JSON object.";
const VERDICTS = new Set(['sql_ok', 'generator_error', 'sql_error']);
const FAILURE_MODES = new Set([
  'SCHEMA_MISREAD',
  'WRONG_JOIN',
  'WRONG_FILTER',
  'MISSING_CONDITION',
  'AGGREGATION_ERROR',
  'SELECTION_ERROR',
  'UNIT_CONVERSION',
  'PRECISION',
  'SQL_SYNTAX',
  'TIMEOUT',
  'EMPTY_WRONG',
]);
const PY_WS = `[${PY_SPACE}]`;
const FENCE_RE = new RegExp('```(?:json)?' + PY_WS + '*\\n?([\\s\\S]*?)```', 'gu');
const OBJECT_RE = /\{[\s\S]*\}/u;
const extractJson = (response: string): Record<string, unknown> | null => {
  if (!response || !pyStrip(response)) return null;
  const candidates: string[] = [...response.matchAll(FENCE_RE)].map((m) => pyStrip(m[1] ?? ''));
  const match = OBJECT_RE.exec(response);
  if (match) candidates.push(match[0]);
  for (const candidate of candidates) {
    if (!candidate) continue;
    const parsed = pythonLoadsNumbers(candidate);
    if (parsed === undefined) continue;
    if (isObject(parsed)) return parsed;
  }
  return null;
};
const coerce = (code: string | null): boolean => {
  if (code === null) return false;
  const candidate = pyStripChars(pyStrip(code), '.').toUpperCase().split(' ').join('_').split('-').join('_');
  if (FAILURE_MODES.has(candidate)) return true;
  const head = pyStrip(candidate.split('(')[0] ?? '').replace(/_+$/, '');
  return FAILURE_MODES.has(head);
};
export const nl2sqlHarnessValidate = (response: string, context: string): boolean => {
  const payload = extractJson(response);
  if (payload === null) return false;
  if (!hasOwn(payload, 'verdict') || !hasOwn(payload, 'failure_mode')) return false;
  const rawVerdict = payload['verdict'];
  if (typeof rawVerdict !== 'string') return false;
  const verdict = pyStrip(rawVerdict).toLowerCase();
  if (!VERDICTS.has(verdict)) return false;
  const rawMode = payload['failure_mode'];
  const modeText = typeof rawMode === 'string' ? rawMode : null;
  if (verdict === 'sql_ok') {
    const m = pyStrip(modeText ?? '').toUpperCase();
    if (m !== 'NONE' && m !== '') return false;
  } else if (!coerce(modeText)) return false;
  // _check_common
  const rawSpan = payload['evidence_span'];
  if (typeof rawSpan !== 'string' || !pyStrip(rawSpan)) return false;
  const span = pyStrip(rawSpan);
  if ([...span].length < 3) return false;
  if (!context.includes(span)) return false;
  const confidence = payload['confidence'];
  if (typeof confidence !== 'number') return false; // bools, strings, null, lists rejected
  if (!(confidence >= 0 && confidence <= 1)) return false; // NaN and infinities fail
  const rationale = payload['rationale'];
  return typeof rationale === 'string' && pyStrip(rationale) !== '';
};
const nl2sqlHarness: FrameworkParser = (reply) => nl2sqlHarnessValidate(reply, NL2SQL_HARNESS_CONTEXT);

export const PARSERS_OF_SET_660: Record<string, FrameworkParser> = {
  'querymate--nl2sql-agent-sql-vs-gold-sql-semantic-equivalence-json-equivalent-score': querymate,
  'text-to-sql-eval-lab--generated-sql-execution-result-vs-expected-rows-json-verdict-correct-partial-incorrect': textToSqlEvalLab,
  'nl2sql-eval-harness--bird-generated-vs-gold-sql-failure-taxonomy-json-verdict-failure-mode-verbatim-evidence-span': nl2sqlHarness,
};
