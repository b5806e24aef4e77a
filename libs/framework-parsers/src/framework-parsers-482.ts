/**
 * Set 482: replicas of the reply readers of two Rust RAG retrieval judges (the tool budget ran out before more
 * repositories could be confirmed): trueno-rag's transcript-chunk relevance judge (serde JSON, then a brace slice,
 * then a bare keyword fallback) and RustPageIndex's retrieved-content judge (fence/brace extraction, then serde into
 * {relevance: u8, answerable: bool, explanation: String}). Each parser answers: would the project get a verdict out
 * of this reply (not an Err, not a panic)?
 */
import { isObject, jsonRefusingLoneSurrogates, RUST_TRIM, topLevelMembers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// Rust's str::trim (Unicode White_Space at both ends).
const rustTrim = (s: string) => s.replace(RUST_TRIM, '');

/**
 * serde_json::from_str::<T>() for a plain #[derive(Deserialize)] struct whose fields are listed in order with a check
 * of each field's raw JSON text: the whole text is one JSON value (JSON whitespace around it, unpaired surrogate
 * escapes refused). An object needs each listed field exactly once (a duplicate is "duplicate field", unknown keys are
 * ignored); an array is serde's sequence form, exactly one element per field, in order.
 */
const serdeStruct = (text: string, fields: Array<[string, (raw: string) => boolean]>): boolean => {
  const value = jsonRefusingLoneSurrogates(text);
  if (value === undefined) return false;
  if (isObject(value)) {
    const members = topLevelMembers(text);
    return fields.every(([name, ok]) => {
      const hits = members.filter(([key]) => key === name);
      return hits.length === 1 && ok(hits[0]![1]);
    });
  }
  if (Array.isArray(value)) {
    if (value.length !== fields.length) return false;
    // the raw text of each element, between the array's brackets (JSON whitespace around the value)
    const raws = splitArray(text.replace(/^[ \t\n\r]+|[ \t\n\r]+$/g, '').slice(1, -1));
    return raws.length === fields.length && fields.every(([, ok], i) => ok(raws[i]!));
  }
  return false;
};

// The raw texts of a JSON array's elements (the text between its brackets, already known to be valid JSON).
const splitArray = (inner: string): string[] => {
  const out: string[] = [];
  let depth = 0;
  let inString = false;
  let escaped = false;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!;
    if (inString) {
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  const last = inner.slice(start).trim();
  if (last !== '' || out.length > 0) out.push(last);
  return out;
};

const rawBool = (raw: string) => raw === 'true' || raw === 'false';
const rawString = (raw: string) => raw.startsWith('"');
// u8 from serde_json: an integer literal without sign, fraction or exponent, 0..=255 (a float is "invalid type", a
// negative or larger integer "invalid value").
const rawU8 = (raw: string) => /^(?:0|[1-9][0-9]*)$/.test(raw) && Number(raw) <= 255;

// ---------------------------------------------------------------------------------------------------------------
// 1. trueno-rag, src/eval/judge.rs (paiml/trueno-rag):
//      let result = self.client.complete(&self.model, Some(JUDGE_SYSTEM), &user_msg, 200).await?;
//      let verdict = parse_verdict(&result.text)?;          // Err -> `?` out of evaluate(): the run stops
//      fn parse_verdict(text: &str) -> Result<JudgeVerdict, String> {
//          let trimmed = text.trim();
//          if let Ok(v) = serde_json::from_str::<JudgeVerdict>(trimmed) { return Ok(v); }
//          if let Some(start) = trimmed.find('{') {
//              if let Some(end) = trimmed.rfind('}') {
//                  let json_str = &trimmed[start..=end];       // panics when end + 1 < start
//                  if let Ok(v) = serde_json::from_str::<JudgeVerdict>(json_str) { return Ok(v); }
//              }
//          }
//          let lower = trimmed.to_lowercase();
//          if lower.contains("not relevant") || lower.contains("\"relevant\": false") { return Ok(JudgeVerdict { relevant: false, .. }); }
//          if lower.contains("relevant") || lower.contains("\"relevant\": true") { return Ok(JudgeVerdict { relevant: true, .. }); }
//          Err(format!("Could not parse judge response: {trimmed}"))
//      }
//    JudgeVerdict { relevant: bool, reasoning: String } (its two fields, as judge.rs builds it; plain derive assumed).
const truenoVerdict = (text: string) =>
  serdeStruct(text, [
    ['relevant', rawBool],
    ['reasoning', rawString],
  ]);
const truenoRag: FrameworkParser = (reply) => {
  const trimmed = rustTrim(reply);
  if (truenoVerdict(trimmed)) return true;
  const start = trimmed.indexOf('{');
  if (start !== -1) {
    const end = trimmed.lastIndexOf('}');
    if (end !== -1) {
      if (end + 1 < start) return false; // slice index starts at `start` but ends at `end + 1`: panic
      if (truenoVerdict(trimmed.slice(start, end + 1))) return true;
    }
  }
  // "not relevant" and "\"relevant\": ..." both contain "relevant": every branch of the fallback is this one test
  return trimmed.toLowerCase().includes('relevant');
};

// 2. RustPageIndex, src/eval/judge.rs (saransh09/RustPageIndex):
//      let response = self.client.complete(None, &prompt).await?;
//      let result = Self::parse_judge_response(&response)?;  // Err(LlmParse) propagates: no verdict
//      fn parse_judge_response(response: &str) -> Result<JudgeResult> {
//          let json_str = Self::extract_json(response);
//          #[derive(Deserialize)] struct RawJudgeResult { relevance: u8, answerable: bool, explanation: String }
//          let raw: RawJudgeResult = serde_json::from_str(&json_str).map_err(...)?;
//          Ok(JudgeResult { relevance: raw.relevance.clamp(1, 5), answerable: raw.answerable, explanation: raw.explanation })
//      }
//      fn extract_json(response: &str) -> String {
//          let response = response.trim();
//          if response.starts_with("```json") { if let Some(end) = response.rfind("```") {
//              let start = "```json".len(); if end > start { return response[start..end].trim().to_string(); } } }
//          if response.starts_with("```") { if let Some(end) = response.rfind("```") {
//              let start = response.find('\n').map(|n| n + 1).unwrap_or(3);
//              if end > start { return response[start..end].trim().to_string(); } } }
//          if let Some(start) = response.find('{') { if let Some(end) = response.rfind('}') {
//              if end > start { return response[start..=end].to_string(); } } }
//          response.to_string()
//      }
const pageIndexExtract = (reply: string): string => {
  const response = rustTrim(reply);
  if (response.startsWith('```json')) {
    const end = response.lastIndexOf('```');
    const start = '```json'.length;
    if (end > start) return rustTrim(response.slice(start, end));
  }
  if (response.startsWith('```')) {
    const end = response.lastIndexOf('```');
    const nl = response.indexOf('\n');
    const start = nl === -1 ? 3 : nl + 1;
    if (end > start) return rustTrim(response.slice(start, end));
  }
  const start = response.indexOf('{');
  if (start !== -1) {
    const end = response.lastIndexOf('}');
    if (end !== -1 && end > start) return response.slice(start, end + 1);
  }
  return response;
};
const rustPageIndex: FrameworkParser = (reply) =>
  serdeStruct(pageIndexExtract(reply), [
    ['relevance', rawU8],
    ['answerable', rawBool],
    ['explanation', rawString],
  ]);

export const PARSERS_OF_SET_482: Record<string, FrameworkParser> = {
  'trueno-rag--retrieved-transcript-chunk-relevance-json-relevant-bool-keyword-fallback': truenoRag,
  'rustpageindex--retrieved-content-relevance-1-5-answerable-json-serde-u8': rustPageIndex,
};
