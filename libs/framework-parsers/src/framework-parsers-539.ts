/**
 * Set 539: replicas of the reply readers of four safety / content-moderation classifiers with label taxonomies:
 * Grandma-Guard's Llama Guard 4 prompt screen (first line 'safe' / 'unsafe', S1-S14 code on line two), pawdy's Go
 * Llama Guard 3 gate (trimmed 'safe', or 'unsafe' anywhere through an RE2 regex), Kayle's Rust text-moderation call
 * (serde_json Value with a numeric severity and a violations array) and ModelGauge's MLC-taxonomy hazard labeler
 * (json.loads into a pydantic model: is_safe, safety_categories, reasoning). Each parser answers: would the project
 * get a verdict out of this reply (not a default, not an exception, not an ERROR status)?
 */
import {
  hasUnpairedSurrogateEscape,
  isObject,
  jsonNestingWithin,
  numbersOutsideStrings,
  pyStrip,
  pythonLoadsNumbers,
  wholeJson,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Grandma-Guard (akhilbalajiytl/Grandma-Guard), app/scanner/llama_guard.py LlamaGuardEvaluator.evaluate_prompt:
//      response_str = call_llm_api(LLAMA_GUARD_ENDPOINT, self.api_key, formatted_prompt, LLAMA_GUARD_MODEL)
//      if (
//          not response_str
//          or "API_ERROR" in response_str
//          or "NETWORK_ERROR" in response_str
//      ):
//          return {"status": "ERROR", "reason": response_str}
//      lines = response_str.strip().split("\n")
//      safety_rating = lines[0].strip().lower()
//      if safety_rating == "unsafe":
//          category_code = lines[1].strip() if len(lines) > 1 else "N/A"
//          ...
//          return {"status": "UNSAFE", ...}
//      elif safety_rating == "safe":
//          return {"status": "SAFE"}
//      else:
//          return {"status": "ERROR", "reason": "Unknown format"}
//    call_llm_api returns choices[0].message.content unchanged. str.strip() is Python's Unicode whitespace strip,
//    split("\n") splits on '\n' only (a '\r' before it is stripped by the second strip()).
const grandmaGuard: FrameworkParser = (reply) => {
  if (!reply || reply.includes('API_ERROR') || reply.includes('NETWORK_ERROR')) return false;
  const rating = pyStrip(pyStrip(reply).split('\n')[0] ?? '').toLowerCase();
  return rating === 'unsafe' || rating === 'safe';
};

// 2. pawdy (mabulgu/pawdy), internal/safety/guard.go parseResponse:
//      response = strings.TrimSpace(response)
//      if strings.ToLower(response) == "safe" {
//          return &types.SafetyResult{IsSafe: true}
//      }
//      unsafePattern := regexp.MustCompile(`(?i)unsafe\s*(s\d+)?`)
//      matches := unsafePattern.FindStringSubmatch(response)
//      if len(matches) > 0 { ... return &types.SafetyResult{IsSafe: false, Category: category, Reason: reason} }
//      // Default to unsafe if we can't parse the response
//      return &types.SafetyResult{IsSafe: false, Reason: "Unable to determine safety classification"}
//    strings.TrimSpace trims unicode.IsSpace runes (ASCII \t\n\v\f\r and space, U+0085, U+00A0 and the Unicode
//    White_Space separators; not U+FEFF nor \x1c-\x1f). RE2's (?i) folds with Unicode simple folding, so 'ſ' matches
//    's' (JavaScript's /iu does the same). The optional group never blocks a match: 'unsafe' anywhere is enough.
const GO_SPACE = '\\t\\n\\v\\f\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const GO_TRIM = new RegExp(`^[${GO_SPACE}]+|[${GO_SPACE}]+$`, 'g');
const PAWDY_UNSAFE = /unsafe/iu;
const pawdy: FrameworkParser = (reply) => {
  const response = reply.replace(GO_TRIM, '');
  if (response.toLowerCase() === 'safe') return true;
  return PAWDY_UNSAFE.test(response);
};

// 3. Kayle (KayleAI/kayle), engine/rust/src/kayle/text/mod.rs moderate_text_via_ai:
//      let moderation_json: serde_json::Value =
//          serde_json::from_str(&moderation_response.choices[0].message.content)
//              .expect("Error parsing JSON response from OpenAI.");            // panic: no verdict
//      let severity = match moderation_json["severity"].as_f64() {
//          Some(num) => num as u32,
//          None => { console_error!("Failed to parse severity as f64"); 0 }   // default
//      };
//      let violations = match moderation_json["violations"].as_array() {
//          Some(array) => array.iter().filter_map(|v| v.as_str())
//              .filter_map(|v_str| ViolationsType::from_str(v_str).ok()).collect::<Vec<ViolationsType>>(),
//          None => { console_error!("Failed to parse violations as array"); Vec::new() }   // default
//      };
//    serde_json::from_str: one JSON document, JSON whitespace (space, \t, \n, \r) around, nothing after; no NaN or
//    Infinity; a number literal overflowing f64 is an error ("number out of range"); an unpaired surrogate escape is
//    an error; nesting is limited to 127 levels. Indexing a non-object yields Null. Duplicate keys: the last wins.
const serdeJsonValue = (text: string): unknown => {
  if (hasUnpairedSurrogateEscape(text) || !jsonNestingWithin(text, 127)) return undefined;
  const value = wholeJson(text);
  if (value === undefined) return undefined;
  for (const { literal } of numbersOutsideStrings(text)) if (!Number.isFinite(Number(literal))) return undefined;
  return value;
};
const kayle: FrameworkParser = (reply) => {
  const value = serdeJsonValue(reply);
  if (!isObject(value)) return false;
  return typeof value['severity'] === 'number' && Array.isArray(value['violations']);
};

// 4. ModelGauge (mlcommons/modelgauge), plugins/safety_models/modelgauge/annotators/llama_3_70b_chat_annotator.py:
//      response_text = response.choices[0].message.content
//      try:
//          response_json = json.loads(response_text)
//          return SafetyModelResponse(**response_json)
//      except Exception as e:
//          print(f"Error parsing response JSON: {e}")
//          return SafetyModelResponse(is_safe=False, safety_categories=[], is_valid=False)   # not a verdict
//    safety_model_response.py (pydantic v2, lax, extra keys ignored):
//      class SafetyModelResponse(BaseModel):
//          is_safe: bool
//          safety_categories: List[str]
//          reasoning: Optional[str] = None
//    ** needs a dict (a list raises TypeError). pydantic's lax bool takes True/False, the ints 0/1, the floats 0.0/1.0
//    and the strings 0/1/f/t/n/y/no/yes/off/on/false/true (ASCII case-insensitive, untrimmed); NaN is refused.
//    List[str] takes a list of str only (no number-to-str coercion); reasoning may be missing, null or a str.
const PYDANTIC_BOOL_STRINGS = new Set(['0', '1', 'f', 't', 'n', 'y', 'no', 'yes', 'off', 'on', 'false', 'true']);
const pydanticLaxBool = (v: unknown): boolean => {
  if (typeof v === 'boolean') return true;
  if (typeof v === 'number') return v === 0 || v === 1;
  if (typeof v === 'string') return /^[\x00-\x7f]*$/.test(v) && PYDANTIC_BOOL_STRINGS.has(v.toLowerCase());
  return false;
};
const modelgauge: FrameworkParser = (reply) => {
  const value = pythonLoadsNumbers(reply);
  if (!isObject(value)) return false;
  if (!('is_safe' in value) || !pydanticLaxBool(value['is_safe'])) return false;
  const categories = value['safety_categories'];
  if (!Array.isArray(categories) || !categories.every((c) => typeof c === 'string')) return false;
  const reasoning = value['reasoning'];
  return reasoning === undefined || reasoning === null || typeof reasoning === 'string';
};

export const PARSERS_OF_SET_539: Record<string, FrameworkParser> = {
  'grandma-guard--llama-guard-4-user-prompt-s1-s14-first-line-safe-unsafe-label': grandmaGuard,
  'pawdy--llama-guard-3-user-request-s1-s14-trimmed-safe-or-unsafe-anywhere-regex': pawdy,
  'kayle--text-moderation-14-violation-types-severity-json-serde-value': kayle,
  'modelgauge--mlc-taxonomy-0-5-conversation-hazard-labeler-json-is-safe-categories-pydantic': modelgauge,
};
