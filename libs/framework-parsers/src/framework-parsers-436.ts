/**
 * Set 436: replicas of the reply readers of five LLM judges written in C++, Go and Rust: prestige's Prometheus 2
 * semantic-duplicate judge (std::regex over "[DUPLICATE]: YES|NO", "[SCORE]: n" fallback), raglab's RAG correctness
 * judge (Go json.Unmarshal into a float64 score, range-checked), token-station-arena's Claude Code run judge (serde_json
 * with fence and brace fallbacks, a boolean "passed"), fdionisi/evals' forced-tool judge (serde_json arguments, a
 * numeric "score") and ADR Insight's accuracy/completeness judge (Go json.Unmarshal into int fields). Each parser
 * answers: would the project get a verdict out of this reply (not a default, not an error, not a retry)?
 */
import {
  isObject,
  jsonNestingWithin,
  jsonRefusingLoneSurrogates,
  numbersOutsideStrings,
  RUST_TRIM,
  topLevelMembers,
  wholeJson,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. prestige (demajh/prestige), src/judge_llm.cpp ParseJudgeResponse / Prometheus2Judge::Impl::Judge:
//      std::regex duplicate_regex(R"(\[DUPLICATE\]:\s*(YES|NO))", std::regex::icase);
//      if (std::regex_search(response, match, duplicate_regex)) { result.valid = true; ... is_duplicate = (answer == "YES"); }
//      std::regex score_regex(R"(\[SCORE\]:\s*(\d))");
//      if (std::regex_search(response, match, score_regex)) {
//        result.score = std::stoi(match[1].str()); ...
//        if (!result.valid) { result.valid = true; result.is_duplicate = (result.score >= 5); }
//      }
//      ...
//      if (!parsed.valid) { result.error_message = "Failed to parse judge response: " + response; return result; }
//    std::regex (ECMAScript grammar) over the std::string's bytes in the "C" locale: \s is isspace (space, \t, \n, \v,
//    \f, \r; UTF-8 NBSP bytes are not), \d is 0-9, icase folds ASCII letters only. The SCORE regex is case-sensitive.
const CPP_SPACE = '[ \\t\\n\\v\\f\\r]';
const PRESTIGE_DUPLICATE = new RegExp(`\\[DUPLICATE\\]:${CPP_SPACE}*(YES|NO)`, 'i');
const PRESTIGE_SCORE = new RegExp(`\\[SCORE\\]:${CPP_SPACE}*[0-9]`);
const prestige: FrameworkParser = (reply) => PRESTIGE_DUPLICATE.test(reply) || PRESTIGE_SCORE.test(reply);

// ---------------------------------------------------------------------------------------------------------------
// Go's encoding/json.Unmarshal of a reply into a struct: the whole text must be one JSON value (scanner nesting limit
// 10000); keys match the tags exactly or case-insensitively (foldName: ASCII upper-cased, other runes
// unicode.ToUpper(unicode.ToLower(r)), so "ſcore" folds to "SCORE"); unknown keys are skipped; duplicates are
// applied in order; a type mismatch is saved as an UnmarshalTypeError and returned at the end; null is a no-op.
// Returns the raw text of the last non-null value per field, or undefined where Unmarshal returns an error (or the
// top-level null, which leaves the zero struct: no verdict either).
type GoKind = 'float64' | 'int' | 'string';
const goFoldName = (name: string): string => {
  let out = '';
  for (const ch of name) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp < 0x80) out += ch >= 'a' && ch <= 'z' ? ch.toUpperCase() : ch;
    else if (cp === 0x130) out += 'I'; // unicode.ToLower('İ') is the simple mapping 'i'
    else {
      const lower = [...ch.toLowerCase()].length === 1 ? ch.toLowerCase() : ch; // Go maps rune to rune
      const upper = lower.toUpperCase();
      out += [...upper].length === 1 ? upper : lower;
    }
  }
  return out;
};
const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);
const goUnmarshalStruct = (text: string, fields: Record<string, GoKind>): Record<string, string> | undefined => {
  if (!jsonNestingWithin(text, 10000)) return undefined;
  const value = wholeJson(text);
  if (!isObject(value)) return undefined; // arrays, strings, numbers: UnmarshalTypeError; null: zero struct
  const folded = new Map(Object.keys(fields).map((n) => [goFoldName(n), n]));
  const set: Record<string, string> = {};
  for (const [key, raw] of topLevelMembers(text)) {
    const field = Object.hasOwn(fields, key) ? key : folded.get(goFoldName(key));
    if (field === undefined) continue;
    if (raw === 'null') continue;
    const kind = fields[field];
    if (kind === 'string') {
      if (!raw.startsWith('"')) return undefined;
    } else if (kind === 'float64') {
      // strconv.ParseFloat(literal, 64): an overflow (1e400) is ErrRange -> UnmarshalTypeError
      if (!/^-?[0-9]/.test(raw) || !Number.isFinite(Number(raw))) return undefined;
    } else {
      // strconv.ParseInt(literal, 10, 64): no fraction, no exponent, within int64
      if (!/^-?[0-9]+$/.test(raw)) return undefined;
      const n = BigInt(raw);
      if (n > INT64_MAX || n < INT64_MIN) return undefined;
    }
    set[field] = raw;
  }
  return set;
};

// 2. raglab (kaushik2901/raglab), internal/eval/judge.go JudgeAnswer:
//      type judgeResponse struct { Score float64 `json:"score"`; Reasoning string `json:"reasoning"` }
//      var resp judgeResponse
//      if err := json.Unmarshal([]byte(completion.Choices[0].Message.Content), &resp); err != nil {
//          return 0, fmt.Errorf("judge returned invalid JSON: %w", err)
//      }
//      if resp.Score < 0 || resp.Score > 1 {
//          return 0, fmt.Errorf("judge score out of range [0,1]: %f", resp.Score)
//      }
//      return resp.Score, nil
//    A missing or null score decodes silently to the zero value 0 (a default, not a verdict).
const raglab: FrameworkParser = (reply) => {
  const decoded = goUnmarshalStruct(reply, { score: 'float64', reasoning: 'string' });
  if (decoded?.['score'] === undefined) return false;
  const score = Number(decoded['score']);
  return !(score < 0 || score > 1);
};

// ---------------------------------------------------------------------------------------------------------------
// serde_json::from_str::<serde_json::Value>: strict JSON with JSON whitespace around it; no NaN/Infinity; a number
// beyond f64's range is an error (NumberOutOfRange); unpaired \uD800-\uDFFF escapes are errors; recursion limit 128
// (127 nested levels); the last duplicate key wins.
const serdeValue = (text: string): unknown => {
  if (!jsonNestingWithin(text, 127)) return undefined;
  const value = jsonRefusingLoneSurrogates(text);
  if (value === undefined) return undefined;
  for (const { literal } of numbersOutsideStrings(text)) if (!Number.isFinite(Number(literal))) return undefined;
  return value;
};

// 3. token-station-arena (hydai/token-station-arena), src/judge.rs:
//      fn parse_possible_json(text: &str) -> Result<Value> {
//          if let Ok(value) = serde_json::from_str::<Value>(text) { return Ok(value); }
//          if let Some(fenced) = extract_fenced(text) {
//              if let Ok(value) = serde_json::from_str::<Value>(&fenced) { return Ok(value); }
//          }
//          if let (Some(first), Some(last)) = (text.find('{'), text.rfind('}')) {
//              if last > first {
//                  if let Ok(value) = serde_json::from_str::<Value>(&text[first..=last]) { return Ok(value); }
//              }
//          }
//          bail!("Judge output did not contain parseable JSON.")
//      }
//      fn extract_fenced(text: &str) -> Option<String> {
//          let start = text.find("```")?;
//          let after = &text[start + 3..];
//          let body_start = after.find('\n').map(|i| i + 1).unwrap_or(after.len());
//          let body = &after[body_start..];
//          let end = body.find("```")?;
//          Some(body[..end].trim().to_string())
//      }
//      parse_judge_json(stdout): the CLI envelope's "result" string -> parse_possible_json(text)
//      fn unwrap_judge_payload(value: &Value) -> Result<Value> {
//          if !value.is_object() { bail!("Judge payload is not an object."); }
//          if let Some(result) = value.get("result").and_then(Value::as_str) { return parse_possible_json(result); }
//          Ok(value.clone())
//      }
//      normalize_judge: let passed_flag = value.get("passed").and_then(Value::as_bool).unwrap_or(false); ...
//      run_judge: Err(error) => failed_judge(&model_id, error.to_string())
//    The reply is the judge's text (the "result" of claude --output-format json). A verdict needs a JSON boolean
//    "passed"; a missing or non-boolean one silently becomes the default false.
const possibleJson = (text: string): unknown => {
  const direct = serdeValue(text);
  if (direct !== undefined) return direct;
  const start = text.indexOf('```');
  if (start >= 0) {
    const after = text.slice(start + 3);
    const newline = after.indexOf('\n');
    const body = after.slice(newline >= 0 ? newline + 1 : after.length);
    const end = body.indexOf('```');
    if (end >= 0) {
      const fenced = serdeValue(body.slice(0, end).replace(RUST_TRIM, ''));
      if (fenced !== undefined) return fenced;
    }
  }
  const first = text.indexOf('{');
  const last = text.lastIndexOf('}');
  if (first >= 0 && last > first) {
    const braced = serdeValue(text.slice(first, last + 1));
    if (braced !== undefined) return braced;
  }
  return undefined;
};
const tokenStationArena: FrameworkParser = (reply) => {
  const parsed = possibleJson(reply);
  if (!isObject(parsed)) return false; // bail: no JSON, or "Judge payload is not an object."
  let payload: unknown = parsed;
  const result = parsed['result'];
  if (typeof result === 'string') {
    payload = possibleJson(result);
    if (payload === undefined) return false;
  }
  return isObject(payload) && typeof payload['passed'] === 'boolean';
};

// 4. fdionisi/evals, src/judge.rs JudgeModel::evaluate (tool evaluate_response forced):
//      for result in results {
//          match result {
//              GenerationResult::ToolUse { name: _, arguments } => {
//                  let score = arguments["score"].as_f64().unwrap_or(0.0);
//                  let reasoning = arguments["reasoning"].as_str().unwrap_or("No reasoning provided").to_string();
//                  return Ok((score, reasoning));
//              }
//              _ => continue,
//          }
//      }
//      Err(anyhow!("Expected tool use response from judge model"))
//    The reply is the tool call's arguments JSON (a serde_json::Value). Indexing a non-object or a missing key gives
//    Null; as_f64 is Some for every JSON number and None otherwise (then the default 0.0, not a verdict).
const fdionisiEvals: FrameworkParser = (reply) => {
  const args = serdeValue(reply);
  return isObject(args) && typeof args['score'] === 'number';
};

// 5. ADR Insight (shadowbane1000/adrinsight), internal/eval/judge.go parseJudgeResponse:
//      type judgeResponse struct {
//          Accuracy int `json:"accuracy"`; Completeness int `json:"completeness"`
//          AccuracyReason string `json:"accuracy_reason"`; CompletenessReason string `json:"completeness_reason"`
//      }
//      for _, block := range resp.Content {
//          if block.Type == "text" {
//              var jr judgeResponse
//              if err := json.Unmarshal([]byte(block.Text), &jr); err != nil {
//                  return JudgeResult{}, fmt.Errorf("parsing judge response: %w", err)    // Score(): one retry, then zeros
//              }
//              return JudgeResult{Accuracy: float64(jr.Accuracy) / 5.0, Completeness: float64(jr.Completeness) / 5.0, ...}, nil
//          }
//      }
//    Both scores must be present as integers: a missing or null one silently stays 0 (a default, not a verdict).
const adrinsight: FrameworkParser = (reply) => {
  const decoded = goUnmarshalStruct(reply, {
    accuracy: 'int',
    completeness: 'int',
    accuracy_reason: 'string',
    completeness_reason: 'string',
  });
  return decoded?.['accuracy'] !== undefined && decoded['completeness'] !== undefined;
};

export const PARSERS_OF_SET_436: Record<string, FrameworkParser> = {
  'prestige--semantic-duplicate-text-pair-1-7-bracket-score-and-duplicate-yes-no': prestige,
  'raglab--rag-answer-correctness-vs-ground-truth-and-context-0-1-json-schema-score-range-checked': raglab,
  'token-station-arena--claude-code-benchmark-run-diff-review-json-passed-bool-with-fence-and-brace-fallbacks': tokenStationArena,
  'fdionisi-evals--response-vs-expected-content-or-behavior-0-1-forced-tool-call-score-number': fdionisiEvals,
  'adrinsight--rag-answer-over-adrs-accuracy-and-completeness-0-5-structured-json-go-int-fields': adrinsight,
};
