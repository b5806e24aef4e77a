/**
 * Set 537: replicas of the reply readers of four legal / compliance document-review judges: compliance-gpt's ERISA
 * plan-provision pair matcher (fenced-or-bare JSON, enum lookups and pydantic v2 validation), the EUR-Lex MCP
 * evaluation's document relevance judge (greedy first-to-last brace, "judgment" key), compliance_document_analysis's
 * requirement-vs-policy coverage labeller (last strict-regex JSON object, four labels) and test-llm-law's Indian legal
 * retrieval filter (JSON {"keep_ids": [...]} with in-range ids). Each parser answers: would the project get a verdict
 * out of this reply (not a default, not an exception, not a fallback)?
 */
import {
  digitValue,
  isObject,
  lastTopLevelRaw,
  PY_SPACE,
  pyStrip,
  pythonLoads,
  pythonLoadsNumbers,
  pyTruthy,
  RUST_TRIM,
  topLevelItems,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);
const PY_WS = `[${PY_SPACE}]`;

// ---------------------------------------------------------------------------------------------------------------
// 1. compliance-gpt, src/mapping/semantic_mapper.py (rubberneckrepair179/compliance-gpt):
//      def _parse_llm_response(self, response_text: str) -> Dict:
//          json_text = response_text.strip()
//          if json_text.startswith("```json"):
//              json_text = json_text[7:]
//          if json_text.startswith("```"):
//              json_text = json_text[3:]
//          if json_text.endswith("```"):
//              json_text = json_text[:-3]
//          json_text = json_text.strip()
//          try:
//              return json.loads(json_text)
//          except json.JSONDecodeError as e:
//              ...; raise
//      verify_mapping (inside try / except Exception -> default mapping: is_match=False, NONE, NONE, confidence 0.0):
//          result = self._parse_llm_response(response_text)
//          mapping = ProvisionMapping(..., llm_similarity=result["similarity_score"], is_match=result["is_match"],
//              variance_type=VarianceType(result["variance_type"]), impact_level=ImpactLevel(result["impact_level"]),
//              reasoning=result["reasoning"], confidence_score=result["confidence_score"])
//    src/models/mapping.py (pydantic>=2): llm_similarity: float = Field(..., ge=0.0, le=1.0); is_match: bool;
//      reasoning: str; confidence_score: float = Field(..., ge=0.0, le=1.0);
//      VarianceType(str, Enum): none|administrative|design|regulatory; ImpactLevel(str, Enum): none|low|medium|high.
//    A non-dict result raises TypeError on result["..."]; a missing key KeyError; an unknown enum value ValueError.
const CGPT_VARIANCE = ['none', 'administrative', 'design', 'regulatory'];
const CGPT_IMPACT = ['none', 'low', 'medium', 'high'];
// pydantic v2 lax float from a Python value: int/float/bool, or a str Rust's f64 parser reads after trimming
const PYDANTIC_FLOAT_STR = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const pydanticFloatIn01 = (v: unknown): boolean => {
  let n: number | undefined;
  if (typeof v === 'boolean') n = v ? 1 : 0;
  else if (typeof v === 'number') n = v;
  else if (typeof v === 'string') {
    const t = v.replace(RUST_TRIM, '');
    if (PYDANTIC_FLOAT_STR.test(t)) n = Number(t);
  }
  return n !== undefined && n >= 0 && n <= 1; // NaN fails ge, +-inf fail le/ge
};
// pydantic v2 lax bool: bool, int 0/1, or the strings 0/1/f/t/n/y/no/yes/off/on/false/true (ASCII case-insensitive)
const PYDANTIC_BOOL_STR = ['0', '1', 'f', 't', 'n', 'y', 'no', 'yes', 'off', 'on', 'false', 'true'];
const pydanticBool = (v: unknown): boolean =>
  typeof v === 'boolean' ||
  (typeof v === 'number' && (v === 0 || v === 1)) ||
  (typeof v === 'string' && PYDANTIC_BOOL_STR.includes(v.replace(/[A-Z]/g, (c) => c.toLowerCase())));
const complianceGpt: FrameworkParser = (reply) => {
  let text = pyStrip(reply);
  if (text.startsWith('```json')) text = text.slice(7);
  if (text.startsWith('```')) text = text.slice(3);
  if (text.endsWith('```')) text = text.slice(0, -3);
  const result = pythonLoadsNumbers(pyStrip(text));
  if (!isObject(result)) return false;
  const keys = ['similarity_score', 'is_match', 'variance_type', 'impact_level', 'reasoning', 'confidence_score'];
  if (!keys.every((k) => hasOwn(result, k))) return false;
  const variance = result['variance_type'];
  const impact = result['impact_level'];
  if (typeof variance !== 'string' || !CGPT_VARIANCE.includes(variance)) return false;
  if (typeof impact !== 'string' || !CGPT_IMPACT.includes(impact)) return false;
  return (
    pydanticFloatIn01(result['similarity_score']) &&
    pydanticBool(result['is_match']) &&
    typeof result['reasoning'] === 'string' &&
    pydanticFloatIn01(result['confidence_score'])
  );
};

// 2. eur-lex-mcp, eval/llm_judge.py LLMJudge._parse_response (scampion/eur-lex-mcp):
//      json_match = re.search(r"\{[\s\S]*\}", response)
//      if not json_match:
//          return JudgmentResult(..., judgment=Judgment.NOT_RELEVANT.value, confidence=Confidence.LOW.value, ...)
//      try:
//          data = json.loads(json_match.group())
//          return JudgmentResult(..., judgment=data.get("judgment", Judgment.NOT_RELEVANT.value),
//                                confidence=data.get("confidence", Confidence.MEDIUM.value), ...)
//      except json.JSONDecodeError:
//          return JudgmentResult(..., judgment=Judgment.NOT_RELEVANT.value, confidence=Confidence.LOW.value, ...)
//    Greedy: from the first '{' to the last '}' of the reply. The judgment value is not validated.
const EURLEX_SPAN = /\{[\s\S]*\}/;
const eurLexMcp: FrameworkParser = (reply) => {
  const match = EURLEX_SPAN.exec(reply);
  if (!match) return false;
  const data = pythonLoads(match[0]);
  return isObject(data) && hasOwn(data, 'judgment');
};

// 3. compliance_document_analysis, llm_judge.py (7r3y70dd/compliance_document_analysis):
//      _JSON_OBJ_RE = re.compile(
//          r'\{[^{}]*"label"\s*:\s*"(?:satisfied|partially_satisfied|non_existent|garbage)"[^{}]*\}',
//          re.IGNORECASE | re.DOTALL)
//      def _extract_json(text):  matches = list(_JSON_OBJ_RE.finditer(text)); ... return matches[-1].group(0)
//      def _normalize_label(x): x = x.strip().lower(); if x in {four labels}: return x
//          if x.replace("-", "_") == "non_existent" or x.replace(" ", "_") == "non_existent": return "non_existent"
//          return "non_existent"
//      assess:  out = (out_obj.get("generated_text") or "").strip()
//          js = _extract_json(out)
//          if js:
//              try:
//                  obj = json.loads(js)
//                  label = _normalize_label(obj.get("label", "non_existent"))
//                  rationale = (obj.get("rationale") or "").strip()
//                  return {"label": label, "rationale": rationale, "_parsed": True}
//              except Exception as e: logger.exception(...)
//          return {"label": "non_existent", "rationale": "LLM output was not valid JSON; ignoring.", "_parsed": False}
//    Python \s is Unicode whitespace; IGNORECASE folds case (JS 'iu' folds the same letters). A missing exact "label"
//    key or an unknown word falls back to the "non_existent" default, counted here as no verdict.
const CDA_LABELS = ['satisfied', 'partially_satisfied', 'non_existent', 'garbage'];
const CDA_OBJECT = new RegExp(
  `\\{[^{}]*"label"${PY_WS}*:${PY_WS}*"(?:satisfied|partially_satisfied|non_existent|garbage)"[^{}]*\\}`,
  'giu',
);
const complianceDocumentAnalysis: FrameworkParser = (reply) => {
  const matches = [...pyStrip(reply).matchAll(CDA_OBJECT)];
  const last = matches[matches.length - 1];
  if (!last) return false;
  const obj = pythonLoadsNumbers(last[0]);
  if (!isObject(obj) || !hasOwn(obj, 'label')) return false;
  const label = obj['label'];
  if (typeof label !== 'string') return false; // .strip() of a non-str: AttributeError
  const rationale = obj['rationale'];
  if (pyTruthy(rationale) && typeof rationale !== 'string') return false; // (truthy non-str).strip(): AttributeError
  const x = pyStrip(label).toLowerCase();
  return CDA_LABELS.includes(x) || x.replace(/-/g, '_') === 'non_existent' || x.replace(/ /g, '_') === 'non_existent';
};

// 4. test-llm-law, llm_judge.py (Cialfor-Research-Labs/test-llm-law):
//      def _extract_json(raw: str) -> Dict:
//          text = (raw or "").strip()
//          if not text: return {}
//          fenced = re.search(r"```(?:json)?\s*(\{.*\})\s*```", text, flags=re.DOTALL)
//          if fenced: text = fenced.group(1).strip()
//          try: return json.loads(text)
//          except Exception:
//              start = text.find("{"); end = text.rfind("}")
//              if start >= 0 and end > start:
//                  try: return json.loads(text[start : end + 1])
//                  except Exception: return {}
//          return {}
//      llm_relevance_judge (inside try / except Exception -> "judge_failed", results unchanged):
//          parsed = _extract_json(raw)
//          keep_ids = [int(x) for x in parsed.get("keep_ids", []) if isinstance(x, int) or (isinstance(x, str) and x.isdigit())]
//          keep_ids = [k for k in keep_ids if 1 <= k <= len(top)]
//          if not keep_ids: return results, {"applied": True, "kept": len(results), "reason": "empty_keep_ids"}
//    The replica assumes len(top) == top_n == 5. bool is an int subclass (True -> 1); 2.0 is a float (skipped), so the
//    raw JSON literals are read; a str of digits that are not decimal (e.g. superscripts) passes isdigit() but makes
//    int() raise ValueError.
const LAW_TOP = 5;
const LAW_FENCE = new RegExp(`\`\`\`(?:json)?${PY_WS}*(\\{[\\s\\S]*\\})${PY_WS}*\`\`\``, 'u');
// str.isdigit() characters that are not decimal (Numeric_Type=Digit): int() refuses them
const PY_NON_DECIMAL_DIGIT =
  /[\u00b2\u00b3\u00b9\u1369-\u1371\u19da\u2070\u2074-\u2079\u2080-\u2089\u2460-\u2468\u2474-\u247c\u2488-\u2490\u24ea\u24f5-\u24fd\u24ff\u2776-\u277e\u2780-\u2788\u278a-\u2792\u{10a40}-\u{10a43}\u{10e60}-\u{10e68}\u{11052}-\u{1105a}\u{1f100}-\u{1f10a}]/u;
const DECIMAL = /^\p{Nd}$/u;
/** int(x) of a str x with x.isdigit(): its value, 'error' where int() raises, or null when isdigit() is false. */
const pyIntOfDigitStr = (s: string): number | 'error' | null => {
  const chars = [...s];
  if (chars.length === 0) return null;
  if (!chars.every((c) => DECIMAL.test(c) || PY_NON_DECIMAL_DIGIT.test(c))) return null;
  if (chars.some((c) => !DECIMAL.test(c))) return 'error';
  return Number(chars.map((c) => String(digitValue(c))).join(''));
};
const lawExtract = (raw: string): { value: unknown; text: string } => {
  let text = pyStrip(raw);
  if (!text) return { value: {}, text: '{}' };
  const fenced = LAW_FENCE.exec(text);
  if (fenced) text = pyStrip(fenced[1] ?? '');
  const direct = pythonLoadsNumbers(text);
  if (direct !== undefined) return { value: direct, text };
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start >= 0 && end > start) {
    const slice = text.slice(start, end + 1);
    const inner = pythonLoadsNumbers(slice);
    if (inner !== undefined) return { value: inner, text: slice };
  }
  return { value: {}, text: '{}' };
};
const testLlmLaw: FrameworkParser = (reply) => {
  const { value, text } = lawExtract(reply);
  if (!isObject(value)) return false; // list / scalar .get: AttributeError
  if (!hasOwn(value, 'keep_ids')) return false; // default [] -> empty_keep_ids
  const ids = value['keep_ids'];
  const kept: number[] = [];
  const take = (s: string): boolean => {
    const n = pyIntOfDigitStr(s);
    if (n === 'error') return false;
    if (n !== null) kept.push(n);
    return true;
  };
  if (Array.isArray(ids)) {
    for (const item of topLevelItems(lastTopLevelRaw(text, 'keep_ids') ?? '[]')) {
      if (item === 'true') kept.push(1);
      else if (item === 'false') kept.push(0);
      else if (/^-?\d+$/.test(item)) kept.push(Number(item));
      else if (item.startsWith('"') && !take(JSON.parse(item) as string)) return false;
    }
  } else if (typeof ids === 'string') {
    for (const c of ids) if (!take(c)) return false; // a str iterates per character
  } else if (isObject(ids)) {
    for (const key of Object.keys(ids)) if (!take(key)) return false; // a dict iterates its keys
  } else {
    return false; // None / number / bool: TypeError, not iterable
  }
  return kept.some((k) => k >= 1 && k <= LAW_TOP);
};

export const PARSERS_OF_SET_537: Record<string, FrameworkParser> = {
  'compliance-gpt--erisa-plan-provision-pair-semantic-match-variance-impact-json-pydantic-enums': complianceGpt,
  'eur-lex-mcp--eurlex-query-document-legal-relevance-json-judgment-greedy-brace': eurLexMcp,
  'compliance-document-analysis--requirement-vs-policy-coverage-four-label-json-last-strict-regex-match': complianceDocumentAnalysis,
  'test-llm-law--indian-legal-retrieval-chunk-relevance-keep-ids-json-int-list': testLlmLaw,
};
