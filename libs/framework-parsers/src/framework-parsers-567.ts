/**
 * Set 567: replicas of the reply readers of five document-extraction / OCR verification judges: the Soraban
 * filing-instructions OCR money-amount judge (greedy-brace JSON, is_aligned read with a default), OWLIN's Gemini
 * invoice verifier (fence-stripped JSON dict), the medical-OCR LLM judge (three-step JSON fallback, then a summary
 * that needs overall_score), mediator-service's supervisor agent for extracted item data (lowercase substring
 * "pass") and docling_rs's LLM quality verifier (strict serde_json into a typed struct). Each parser answers: would
 * the project get a verdict out of this reply (not a default, not an exception, not a retry, not a None)?
 */
import {
  isObject,
  LONE_SURROGATE,
  pyStrip,
  pyTruthy,
  pythonLoads,
  pythonLoadsNumbers,
  topLevelItems,
  topLevelMembers,
  wholeJson,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. Soraban filing instructions, paddleocr/llm_judge.py (claudiasun/soraban-filing-instructions):
//      content = response.choices[0].message.content
//      json_match = re.search(r'\{.*\}', content, re.DOTALL)
//      if json_match:
//          return json.loads(json_match.group())
//      else:
//          return json.loads(content)
//      except Exception as e: ... return {"is_aligned": False, "is_reasonable": False, "note": f"Error calling LLM: ...",
//                                        "confidence": 0.0, "amounts_found": [], "missing_amounts": [], "incorrect_amounts": []}
//    validate_parquet (no try around it):
//      df.at[idx, 'is_aligned'] = validation_result.get('is_aligned', False)
//      ...
//      df.at[idx, 'amounts_found_by_llm'] = ', '.join(validation_result.get('amounts_found', []))
//      df.at[idx, 'missing_amounts'] = ', '.join(validation_result.get('missing_amounts', []))
//      df.at[idx, 'incorrect_amounts'] = ', '.join(validation_result.get('incorrect_amounts', []))
//    The greedy span runs from the first '{' to the last '}'. A verdict needs a dict holding a non-null is_aligned
//    (missing -> the default False); str.join needs an iterable of str (a str, a dict's keys, a list of str only).
const SORABAN_SPAN = /\{[\s\S]*\}/;
const sorabanJoinable = (v: unknown) => typeof v === 'string' || isObject(v) || (Array.isArray(v) && v.every((x) => typeof x === 'string'));
const soraban: FrameworkParser = (reply) => {
  const match = SORABAN_SPAN.exec(reply);
  const value = pythonLoadsNumbers(match ? match[0] : reply);
  if (!isObject(value)) return false; // JSONDecodeError -> default dict; a list/number has no .get -> run aborted
  if (!hasOwn(value, 'is_aligned') || value['is_aligned'] === null) return false;
  for (const key of ['amounts_found', 'missing_amounts', 'incorrect_amounts']) {
    if (hasOwn(value, key) && !sorabanJoinable(value[key])) return false; // TypeError in ', '.join
  }
  return true;
};

// 2. OWLIN, backend/services/llm_verifier.py verify_with_gemini_pro (evanse71/OWLIN-App):
//      response_text = response.text.strip()
//      if response_text.startswith('```'):
//          response_text = response_text.split('```')[1]
//          if response_text.startswith('json'):
//              response_text = response_text[4:]
//      llm_result = json.loads(response_text)
//      logger.info(f"[LLM] Verification complete: status={llm_result.get('verification_status')}, ...")
//      if llm_result.get('corrections_made'): ...
//      return llm_result
//    except Exception: ... return None
//    A dict is returned (a list/str/number fails on .get inside the try -> None).
const owlin: FrameworkParser = (reply) => {
  let text = pyStrip(reply);
  if (text.startsWith('```')) {
    text = text.split('```')[1] ?? '';
    if (text.startsWith('json')) text = text.slice(4);
  }
  return isObject(pythonLoads(text));
};

// 3. medical-ocr-llm-judge (chenhaodev/medical-ocr-llm-judge):
//    src/extractors/base_extractor.py parse_json_response(response_text):
//      try: return json.loads(response_text)
//      except json.JSONDecodeError: pass
//      if "```json" in response_text:
//          try:
//              start = response_text.find("```json") + 7
//              end = response_text.find("```", start)
//              json_str = response_text[start:end].strip()
//              return json.loads(json_str)
//          except (json.JSONDecodeError, ValueError): pass
//      try:
//          start = response_text.find('{'); end = response_text.rfind('}') + 1
//          if start != -1 and end > start: return json.loads(response_text[start:end])
//      except (json.JSONDecodeError, ValueError): pass
//      return None
//    openai_extractor.py extract: result = self.parse_json_response(response_text)
//      if result is None: return {"error": "Failed to parse JSON response", "raw_response": response_text}
//    src/testers/llm_judge.py evaluate_single: if not evaluation_error and evaluation_result:
//          result["summary_metrics"] = self._extract_summary_metrics(evaluation_result)
//      _extract_summary_metrics: "overall_score": evaluation.get("overall_score", 0),
//          "total_possible": evaluation.get("total_possible", 10), ...
//          if metrics["total_possible"] > 0: round((overall_score / total_possible) * 100, 2)
//          criteria_scores = evaluation.get("criteria_scores", {}); for criterion, details in criteria_scores.items(): ...
//          detailed_findings = evaluation.get("detailed_findings", {})
//          len(detailed_findings.get("errors", [])) ... "missing_fields", "hallucinations", "correct_extractions"
const medicalParseJson = (text: string): unknown => {
  const direct = pythonLoadsNumbers(text);
  if (direct !== undefined) return direct;
  const fence = text.indexOf('```json');
  if (fence !== -1) {
    const start = fence + 7;
    const end = text.indexOf('```', start);
    const fenced = pythonLoadsNumbers(pyStrip(end === -1 ? text.slice(start, -1) : text.slice(start, end)));
    if (fenced !== undefined) return fenced;
  }
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}') + 1;
  if (start !== -1 && end > start) {
    const braced = pythonLoadsNumbers(text.slice(start, end));
    if (braced !== undefined) return braced;
  }
  return null;
};
const pyNumber = (v: unknown) => typeof v === 'number' || typeof v === 'boolean';
const pyHasLen = (v: unknown) => typeof v === 'string' || Array.isArray(v) || isObject(v);
const medicalOcr: FrameworkParser = (reply) => {
  const value = medicalParseJson(reply);
  if (value === null) return false; // extract() substitutes {"error": ...}: overall_score defaults to 0
  if (!pyTruthy(value)) return false; // falsy result: no summary metrics
  if (!isObject(value)) return false; // list/number/str: AttributeError on .get
  if (!hasOwn(value, 'overall_score')) return false; // default 0
  const total = hasOwn(value, 'total_possible') ? value['total_possible'] : 10;
  if (!pyNumber(total)) return false; // TypeError on '> 0'
  if (Number(total) > 0 && !pyNumber(value['overall_score'])) return false; // TypeError on '/'
  const criteria = hasOwn(value, 'criteria_scores') ? value['criteria_scores'] : {};
  if (!isObject(criteria)) return false; // no .items()
  const findings = hasOwn(value, 'detailed_findings') ? value['detailed_findings'] : {};
  if (!isObject(findings)) return false; // no .get()
  for (const key of ['errors', 'missing_fields', 'hallucinations', 'correct_extractions']) {
    if (hasOwn(findings, key) && !pyHasLen(findings[key])) return false; // len() TypeError
  }
  return true;
};

// 4. mediator-service, backend/agentic/flow/item-flow-extraction.ts runExtractionAttempts (ZbindenDaniel/mediator-service):
//      const supervision = stringifyLangChainContent(supRes?.content, { ... }).trim();
//      let normalizedSupervision = supervision;
//      if ((normalizedSupervision.startsWith('"') && normalizedSupervision.endsWith('"'))
//        || (normalizedSupervision.startsWith('\'') && normalizedSupervision.endsWith('\''))) {
//        try {
//          const parsedSupervisor = JSON.parse(normalizedSupervision);
//          if (typeof parsedSupervisor === 'string') { normalizedSupervision = parsedSupervisor.trim(); }
//        } catch (parseErr) {
//          if (normalizedSupervision.length >= 2) { normalizedSupervision = normalizedSupervision.slice(1, -1).trim(); }
//        }
//      }
//      normalizedSupervision = normalizedSupervision.trim();
//      const pass = normalizedSupervision.toLowerCase().includes('pass');
//      if (pass) { success = true; break; } else { ... advanceAttempt(); }     // anything else: a new round
const mediatorSupervisor: FrameworkParser = (reply) => {
  let s = reply.trim();
  if ((s.startsWith('"') && s.endsWith('"')) || (s.startsWith("'") && s.endsWith("'"))) {
    try {
      const parsed = JSON.parse(s) as unknown;
      if (typeof parsed === 'string') s = parsed.trim();
    } catch {
      if (s.length >= 2) s = s.slice(1, -1).trim();
    }
  }
  return s.trim().toLowerCase().includes('pass');
};

// 5. docling_rs, crates/docling-quality-verifier/src/verifier.rs (dropbox/dKNOW):
//      struct LLMResponse {
//          #[serde(alias = "score", alias = "quality_score")] overall_score: Option<f64>,
//          #[serde(default, alias = "scores")] category_scores: Option<LLMCategoryScores>,
//          #[serde(default)] findings: Vec<LLMFinding>,
//          #[serde(default)] reasoning: Option<String>,
//      }
//      struct LLMCategoryScores { #[serde(default, deserialize_with = "deserialize_optional_score")] completeness: Option<u8>, ... }
//      deserialize_optional_score: Null -> None; Number is_u64 -> <= 100 else Err; is_f64 -> 0.0..=1.0 -> *100 rounded,
//          0.0..=100.0 -> rounded, else Err; _ -> Err("Expected number or null for score")
//      struct LLMFinding { category: String, severity: String, description: String, location: Option<String> }
//      parse_llm_response:
//          let llm_response: LLMResponse = serde_json::from_str(response).context(...)?;
//          overall_score: if let Some(score) = ... { if !(0.0..=1.0).contains(&score) { bail!("Invalid overall_score ...") } }
//              else { (sum of category scores, each unwrap_or(0)) / 500.0 }
//          findings: category must be "completeness" | "accuracy" | "structure" | "formatting" | "metadata",
//              severity "critical" | "major" | "minor" | "info", else bail!
//    serde_json: one strict JSON value, JSON whitespace around it; derived structs also read a positional array;
//    a field met twice (an alias counts as the field) is an error; unknown keys are skipped; String fields refuse lone
//    surrogate escapes; a float literal overflowing f64 is an error. A score made only of defaults (no overall_score,
//    no category score) is the default 0 and not counted as a verdict.
type SerdeNumber = { kind: 'u64' | 'i64' | 'f64'; value: number };
const serdeNumber = (raw: string): SerdeNumber | undefined => {
  if (!/^-?\d/.test(raw)) return undefined; // not a number literal
  if (/^-?\d+$/.test(raw)) {
    const big = BigInt(raw);
    if (raw.startsWith('-')) {
      if (big === 0n) return { kind: 'f64', value: -0 };
      return big >= -(2n ** 63n) ? { kind: 'i64', value: Number(big) } : { kind: 'f64', value: Number(raw) };
    }
    return big <= 2n ** 64n - 1n ? { kind: 'u64', value: Number(big) } : { kind: 'f64', value: Number(raw) };
  }
  const value = Number(raw);
  return Number.isFinite(value) ? { kind: 'f64', value } : undefined;
};
// deserialize_optional_score: 'none' (null), 'some', or false (an error)
const doclingScore = (raw: string): 'none' | 'some' | false => {
  if (raw === 'null') return 'none';
  const n = serdeNumber(raw);
  if (!n || n.kind === 'i64') return false;
  if (n.kind === 'u64') return n.value <= 100 ? 'some' : false;
  return n.value >= 0 && n.value <= 100 ? 'some' : false; // 0.0..=1.0 or 0.0..=100.0
};
const doclingString = (raw: string, optional: boolean): string | null | false => {
  if (optional && raw === 'null') return null;
  if (!raw.startsWith('"')) return false;
  const s = JSON.parse(raw) as string;
  return LONE_SURROGATE.test(s) ? false : s;
};
// Read the members of a derived struct: an object (named fields, aliases, no duplicates) or an array (positional).
const doclingStruct = (raw: string, fields: Record<string, string>, order: string[]): Map<string, string> | false => {
  const got = new Map<string, string>();
  if (raw.startsWith('{')) {
    for (const [key, value] of topLevelMembers(raw)) {
      if (LONE_SURROGATE.test(key)) return false;
      const field = hasOwn(fields, key) ? fields[key]! : undefined;
      if (!field) continue;
      if (got.has(field)) return false; // duplicate field
      got.set(field, value);
    }
    return got;
  }
  if (raw.startsWith('[')) {
    const items = topLevelItems(raw);
    if (items.length > order.length) return false; // trailing elements: invalid length
    items.forEach((item, i) => got.set(order[i]!, item));
    return got;
  }
  return false;
};
const CATEGORIES = ['completeness', 'accuracy', 'structure', 'formatting', 'metadata'];
const SEVERITIES = ['critical', 'major', 'minor', 'info'];
const doclingFinding = (raw: string): boolean => {
  const order = ['category', 'severity', 'description', 'location'];
  const m = doclingStruct(raw, Object.fromEntries(order.map((k) => [k, k])), order);
  if (!m) return false;
  if (raw.startsWith('[') && m.size < 4) return false; // positional: location has no default
  const category = m.has('category') ? doclingString(m.get('category')!, false) : false;
  const severity = m.has('severity') ? doclingString(m.get('severity')!, false) : false;
  const description = m.has('description') ? doclingString(m.get('description')!, false) : false;
  const location = m.has('location') ? doclingString(m.get('location')!, true) : null;
  if (category === false || severity === false || description === false || location === false) return false;
  return CATEGORIES.includes(category as string) && SEVERITIES.includes(severity as string);
};
const doclingRs: FrameworkParser = (reply) => {
  const parsed = wholeJson(reply);
  if (parsed === undefined) return false;
  const text = reply.trim();
  const order = ['overall', 'categories', 'findings', 'reasoning'];
  const top = doclingStruct(text, {
    overall_score: 'overall', score: 'overall', quality_score: 'overall',
    category_scores: 'categories', scores: 'categories', findings: 'findings', reasoning: 'reasoning',
  }, order);
  if (!top) return false;
  if (text.startsWith('[') && !top.has('overall')) return false; // positional: overall_score has no default
  let verdict = false;
  const overall = top.get('overall');
  if (overall !== undefined && overall !== 'null') {
    const n = serdeNumber(overall);
    if (!n) return false;
    if (!(n.value >= 0 && n.value <= 1)) return false; // bail!("Invalid overall_score")
    verdict = true;
  }
  const categories = top.get('categories');
  if (categories !== undefined && categories !== 'null') {
    const m = doclingStruct(categories, Object.fromEntries(CATEGORIES.map((k) => [k, k])), CATEGORIES);
    if (!m) return false;
    for (const value of m.values()) {
      const score = doclingScore(value);
      if (score === false) return false;
      if (score === 'some') verdict = true;
    }
  }
  const findings = top.get('findings');
  if (findings !== undefined) {
    if (!findings.startsWith('[')) return false; // Vec: null or an object is an invalid type
    if (!topLevelItems(findings).every(doclingFinding)) return false;
  }
  const reasoning = top.get('reasoning');
  if (reasoning !== undefined && doclingString(reasoning, true) === false) return false;
  return verdict;
};

export const PARSERS_OF_SET_567: Record<string, FrameworkParser> = {
  'soraban-ocr-judge--ocr-money-amounts-vs-document-image-is-aligned-json-greedy-brace': soraban,
  'owlin--invoice-ocr-data-verification-status-verified-corrected-unresolvable-json-fence-strip': owlin,
  'medical-ocr-llm-judge--medical-report-ocr-extraction-quality-vs-image-overall-score-json-three-step-fallback': medicalOcr,
  'mediator-service--extracted-item-data-supervisor-pass-fail-lowercase-substring-pass': mediatorSupervisor,
  'docling-rs--parser-markdown-vs-baseline-semantic-equivalence-overall-score-0-1-json-serde-strict': doclingRs,
};
