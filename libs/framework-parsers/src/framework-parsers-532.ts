/**
 * Set 532: replicas of the reply readers of four e-commerce product-matching and search-ranking relevance judges:
 * BrandHunt's Gemini shelf-vs-catalogue image match judge (JSON matchStatus, read by JS), GenAI Product Matching's
 * Gemini confident-match judge (JSON is_confident through a pydantic model that lacks the field the code reads),
 * the i2o product-verification batch judge run through `claude -p` (JSON array of [row_idx, E/Q/N, justification])
 * and salted_popcorn's food-search relevance labeller (JSON array of {item_id, score}). Each parser answers: would the
 * project get a verdict out of this reply (not a default, not an exception, not a skipped batch)?
 */
import {
  isObject,
  lastTopLevelRaw,
  PY_SPACE,
  pyFloatOf,
  pyStrip,
  pythonLoadsNumbers,
  topLevelItems,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. BrandHunt, lib/gemini.ts compareProductImages (paulalexeevich/BrandHunt), all inside one try/catch:
//      const text = response.text();
//      let cleanedText = text.trim();
//      if (cleanedText.startsWith('```json')) { cleanedText = cleanedText.substring(7); }
//      else if (cleanedText.startsWith('```')) { cleanedText = cleanedText.substring(3); }
//      if (cleanedText.endsWith('```')) { cleanedText = cleanedText.substring(0, cleanedText.length - 3); }
//      cleanedText = cleanedText.trim();
//      const comparison = JSON.parse(cleanedText) as { matchStatus: MatchStatus; confidence: number; ... };
//      console.log(`🔍 Image comparison: ${comparison.matchStatus.toUpperCase()} (confidence: ...`);
//      ... return comparison.matchStatus === 'identical' && comparison.confidence >= 0.7;
//    } catch (error) { ... return { matchStatus: 'almost_same', confidence: 0.0, ... } / true }   // the default
//    The project is JavaScript, so trim / startsWith / JSON.parse here are the very same operations. toUpperCase
//    exists only on strings: any other matchStatus (missing, null, number, array) throws into the default.
const brandhunt: FrameworkParser = (reply) => {
  let cleaned = reply.trim();
  if (cleaned.startsWith('```json')) cleaned = cleaned.substring(7);
  else if (cleaned.startsWith('```')) cleaned = cleaned.substring(3);
  if (cleaned.endsWith('```')) cleaned = cleaned.substring(0, cleaned.length - 3);
  cleaned = cleaned.trim();
  let comparison: unknown;
  try {
    comparison = JSON.parse(cleaned);
  } catch {
    return false;
  }
  if (comparison === null || typeof comparison !== 'object') return false; // primitives have no matchStatus
  return typeof (comparison as Record<string, unknown>)['matchStatus'] === 'string';
};

// 2. GenAI Product Matching, api/src/matching_engine.py process_semi_confident_matches
//    (louisphilippebosse/genai-product-matching):
//      class ProductComparison(BaseModel):
//          is_confident: bool = Field(default=False, ...)
//          reason: Optional[str] = Field(default=None, ...)
//      raw_content = response.content.strip()
//      if raw_content.startswith("```") and raw_content.endswith("```"):
//          raw_content = raw_content.split("\n", 1)[1].rsplit("\n", 1)[0]     # outside the try: IndexError
//      try:
//          data = json.loads(raw_content)
//          comp = ProductComparison(**data)                                   # non-dict -> TypeError
//          if comp.is_confident and comp.matched_datapoint_id:               # no such field -> AttributeError
//              ...
//      except Exception as e:
//          logging.error(...)
//      return None  # No confident match
//    A reply that validates with is_confident True always raises AttributeError (swallowed, None). The only decision
//    read is an explicit is_confident that pydantic v2 (lax) validates to False; a missing key is the field default.
const PYDANTIC_FALSE = ['0', 'off', 'f', 'false', 'n', 'no'];
const PYDANTIC_TRUE = ['1', 'on', 't', 'true', 'y', 'yes'];
const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
/** pydantic v2 lax bool of a json.loads value: true / false, or undefined where validation fails. */
const pydanticLaxBool = (v: unknown): boolean | undefined => {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v === 0 ? false : v === 1 ? true : undefined;
  if (typeof v === 'string') {
    const s = asciiLower(v);
    if (PYDANTIC_FALSE.includes(s)) return false;
    if (PYDANTIC_TRUE.includes(s)) return true;
  }
  return undefined;
};
const genaiProductMatching: FrameworkParser = (reply) => {
  let raw = pyStrip(reply);
  if (raw.startsWith('```') && raw.endsWith('```')) {
    const nl = raw.indexOf('\n');
    if (nl < 0) return false; // split("\n", 1)[1] -> IndexError, the batch goes to noMatches with an error
    raw = raw.slice(nl + 1);
    const last = raw.lastIndexOf('\n');
    if (last >= 0) raw = raw.slice(0, last);
  }
  const data = pythonLoadsNumbers(raw);
  if (!isObject(data)) return false; // JSONDecodeError, or ** of a non-mapping -> TypeError
  if (hasOwn(data, 'reason')) {
    const reason = data['reason'];
    if (reason !== null && typeof reason !== 'string') return false; // ValidationError
  }
  if (!hasOwn(data, 'is_confident')) return false; // only the field default False: no decision read
  const confident = pydanticLaxBool(data['is_confident']);
  return confident === false; // undefined -> ValidationError; true -> AttributeError on matched_datapoint_id
};

// 3. i2o product verification, scripts/parse_claude_p_response.py (soumyaroopsarkar-i2o/...-verification-agent):
//      raw_text = read_text_any_encoding(raw_path)            # utf-8-sig first: a leading BOM is dropped
//      def extract_json_array(text):
//          stripped = text.strip()
//          fenced = re.search(r"```(?:json)?\s*(.*?)\s*```", stripped, flags=re.DOTALL | re.IGNORECASE)
//          if fenced: stripped = fenced.group(1).strip()
//          try: return json.loads(stripped)
//          except json.JSONDecodeError: pass
//          start = stripped.find("["); end = stripped.rfind("]")
//          if start < 0 or end <= start: raise ValueError("No JSON array found in raw response")
//          return json.loads(stripped[start : end + 1])
//      if not isinstance(parsed, list): raise ValueError
//      normalize_decision(item):
//          if isinstance(item, list) and len(item) == 3: row_idx, status_code, justification = item
//          elif isinstance(item, dict): row_idx = item.get("row_idx"); status_code = item.get("status_code",
//              item.get("status")); justification = item.get("justification", "")
//          else: raise ValueError
//          if not isinstance(row_idx, int): raise ValueError            # bool is an int subclass
//          status_code = str(status_code).strip().upper()
//          status_code = REVERSE_STATUS_MAP.get(status_code, status_code)   # EXACT / EQUIVALENT / NOT A MATCH
//          if status_code not in STATUS_MAP: raise ValueError                # E / Q / N
//          justification = "" if justification is None else str(justification).strip()
//          if status_code != "E" and not justification: raise ValueError
//      duplicate row_idx -> ValueError; unexpected or missing row_idx vs the batch's expected_row_idx -> ValueError
//    The filled example's batch expects row_idx 80 and 81.
const I2O_EXPECTED = [80, 81];
const PY_WS = `[${PY_SPACE}]`;
const I2O_FENCE = new RegExp('```(?:json)?' + PY_WS + '*([\\s\\S]*?)' + PY_WS + '*```', 'iu');
const I2O_STATUS: Record<string, string> = { E: 'E', Q: 'Q', N: 'N', EXACT: 'E', EQUIVALENT: 'Q', 'NOT A MATCH': 'N' };
const i2oExtract = (reply: string): { value: unknown; text: string } | undefined => {
  const decoded = reply.startsWith('\ufeff') ? reply.slice(1) : reply;
  let stripped = pyStrip(decoded);
  const fenced = I2O_FENCE.exec(stripped);
  if (fenced) stripped = pyStrip(fenced[1] ?? '');
  const direct = pythonLoadsNumbers(stripped);
  if (direct !== undefined) return { value: direct, text: stripped };
  const start = stripped.indexOf('[');
  const end = stripped.lastIndexOf(']');
  if (start < 0 || end <= start) return undefined;
  const slice = stripped.slice(start, end + 1);
  const value = pythonLoadsNumbers(slice);
  return value === undefined ? undefined : { value, text: slice };
};
// isinstance(x, int) of a json.loads value, from its literal: an integer literal, or true / false (bool is an int).
const pyIntOfRaw = (raw: string | undefined): number | undefined => {
  if (raw === undefined) return undefined;
  if (raw === 'true') return 1;
  if (raw === 'false') return 0;
  return /^-?(?:0|[1-9]\d*)$/.test(raw) ? Number(raw) : undefined;
};
const i2oProductVerification: FrameworkParser = (reply) => {
  const parsed = i2oExtract(reply);
  if (parsed === undefined || !Array.isArray(parsed.value)) return false;
  const raws = topLevelItems(parsed.text);
  const seen = new Set<number>();
  for (let i = 0; i < parsed.value.length; i++) {
    const item: unknown = parsed.value[i];
    const itemRaw = raws[i] ?? '';
    let rowRaw: string | undefined;
    let status: unknown;
    let justification: unknown;
    if (Array.isArray(item) && item.length === 3) {
      rowRaw = topLevelItems(itemRaw)[0];
      status = item[1];
      justification = item[2];
    } else if (isObject(item)) {
      rowRaw = hasOwn(item, 'row_idx') ? lastTopLevelRaw(itemRaw, 'row_idx') : undefined;
      status = hasOwn(item, 'status_code') ? item['status_code'] : hasOwn(item, 'status') ? item['status'] : null;
      justification = hasOwn(item, 'justification') ? item['justification'] : '';
    } else return false;
    const rowIdx = pyIntOfRaw(rowRaw);
    if (rowIdx === undefined) return false;
    if (typeof status !== 'string') return false; // str() of None / numbers / bools / lists is never a code
    const upper = pyStrip(status).toUpperCase();
    const code = I2O_STATUS[upper];
    if (code === undefined) return false;
    const text = justification === null || justification === undefined ? '' : typeof justification === 'string' ? pyStrip(justification) : 'x';
    if (code !== 'E' && text === '') return false;
    if (seen.has(rowIdx)) return false;
    seen.add(rowIdx);
  }
  return seen.size === I2O_EXPECTED.length && I2O_EXPECTED.every((r) => seen.has(r));
};

// 4. salted_popcorn, scripts/score_with_llm.py (zxxqaq/salted_popcorn):
//      def parse_scores(raw_text):
//          text = raw_text.strip()
//          try: return json.loads(text)
//          except json.JSONDecodeError as exc: raise ValueError(...)   # caught in run_scoring: batch skipped
//      # outside any try (an exception aborts the run):
//      for entry in scored:
//          item_id = entry.get("item_id")
//          if item_id:
//              returned_item_ids.append(item_id)
//              score_map[item_id] = float(entry.get("score", 0))
//      missing_items = [item["id"] for item in batch if item["id"] not in score_map]
//      if missing_items:
//          for missing_id in missing_items[:]:
//              for returned_id in returned_item_ids:
//                  if missing_id.lower() == returned_id.lower():
//                      score_map[missing_id] = score_map.pop(returned_id); missing_items.remove(missing_id); break
//      for item in batch: score_value = score_map.get(item["id"]) -> the written score, or ''
//    A verdict: nothing raises and every batch item (the filled example's single id) holds a score the reply stated.
const SALTED_BATCH = ['3f2b8c1e-9a4d-4e7b-b6c2-1d5e8f0a7c93'];
// Python dict keys: 1, 1.0 and True are one key; strings are their own keys.
const pyKey = (v: unknown): string => (typeof v === 'string' ? `s:${v}` : `n:${Number(v)}`);
const pyFloatOk = (v: unknown): boolean =>
  typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && pyFloatOf(v) !== undefined);
const saltedPopcorn: FrameworkParser = (reply) => {
  const scored = pythonLoadsNumbers(pyStrip(reply));
  if (scored === undefined) return false; // ValueError: batch skipped
  let entries: unknown[];
  if (Array.isArray(scored)) entries = scored;
  else if (typeof scored === 'string') entries = [...scored]; // iterating a str yields str items
  else if (isObject(scored)) entries = Object.keys(scored); // iterating a dict yields its (str) keys
  else return false; // int / float / bool / None are not iterable: TypeError
  const scoreMap = new Map<string, boolean>(); // key -> score stated by the reply (not the 0 default)
  const returned: unknown[] = [];
  for (const entry of entries) {
    if (!isObject(entry)) return false; // .get on a non-dict: AttributeError, run aborted
    const itemId = entry['item_id'];
    const truthy =
      itemId !== undefined &&
      itemId !== null &&
      itemId !== false &&
      itemId !== 0 &&
      itemId !== '' &&
      !(Array.isArray(itemId) && itemId.length === 0) &&
      !(isObject(itemId) && Object.keys(itemId).length === 0);
    if (!truthy) continue;
    if (Array.isArray(itemId) || isObject(itemId)) return false; // unhashable key: TypeError
    const stated = hasOwn(entry, 'score');
    if (stated && !pyFloatOk(entry['score'])) return false; // float(None / 'nine' / list): run aborted
    returned.push(itemId);
    scoreMap.set(pyKey(itemId), stated);
  }
  const missing = SALTED_BATCH.filter((id) => !scoreMap.has(pyKey(id)));
  for (const missingId of [...missing]) {
    for (const returnedId of returned) {
      if (typeof returnedId !== 'string') return false; // returned_id.lower(): AttributeError
      if (missingId.toLowerCase() === returnedId.toLowerCase()) {
        const key = pyKey(returnedId);
        if (!scoreMap.has(key)) return false; // pop of a key already moved: KeyError
        const stated = scoreMap.get(key)!;
        scoreMap.delete(key);
        scoreMap.set(pyKey(missingId), stated);
        missing.splice(missing.indexOf(missingId), 1);
        break;
      }
    }
  }
  return SALTED_BATCH.every((id) => scoreMap.get(pyKey(id)) === true);
};

export const PARSERS_OF_SET_532: Record<string, FrameworkParser> = {
  'brandhunt--gemini-shelf-crop-vs-foodgraph-image-product-match-status-identical-almost-same-not-match-json': brandhunt,
  'genai-product-matching--gemini-uploaded-vs-vector-search-candidates-confident-match-json-is-confident-pydantic':
    genaiProductMatching,
  'i2o-product-verification--claude-p-batch-amazon-vs-walmart-listing-exact-equivalent-not-match-json-array-letter-codes-per-row':
    i2oProductVerification,
  'salted-popcorn--food-search-query-vs-candidate-items-relevance-0-10-json-array-item-id-score': saltedPopcorn,
};
