/**
 * Set 524: replicas of the reply readers of five LLM judges called from Rust and Go code:
 * gestura-ai/agent-evaluation's Claude judge of agent responses (Rust, serde_json over the first-'{'..last-'}' span,
 * four 1-5 integer dimensions), evald's QA-correctness rail (Rust, whole reply then brace span, float score),
 * askmydoc's RAG faithfulness judge (Go, encoding/json into a struct, float score), DittoBench's LongMemEval memory
 * judge (Rust, {"correct": "yes"|"no"}) and AnimalGuide's Russian fact-checking judge (Go, json.Decoder from every '{'
 * in turn, four verdict words). Each parser answers: would the project get a verdict out of this reply (not a
 * default/zero value, not an error, not a panic)?
 */
import {
  balancedJsonEnd,
  hasUnpairedSurrogateEscape,
  isObject,
  jsonNestingWithin,
  lastTopLevelRaw,
  numbersOutsideStrings,
  RUST_TRIM,
  topLevelMembers,
  wholeJson,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// serde_json::from_str::<serde_json::Value>(s): strict RFC 8259 JSON (JSON whitespace around it only), but it refuses
// an unpaired \uD800-\uDFFF escape (a Rust String must be valid UTF-8), nesting deeper than 127 (recursion limit 128)
// and a number that overflows f64 ("number out of range"); JSON.parse would give Infinity there. Duplicate keys: the
// last one wins (Map::insert), as in JSON.parse. Returns undefined where serde_json returns Err.
const serdeValue = (text: string): unknown => {
  if (hasUnpairedSurrogateEscape(text)) return undefined;
  if (!jsonNestingWithin(text, 127)) return undefined;
  const value = wholeJson(text);
  if (value === undefined) return undefined;
  for (const { literal } of numbersOutsideStrings(text)) if (!Number.isFinite(Number(literal))) return undefined;
  return value;
};

// Go's strings.TrimSpace trims unicode.IsSpace runes: exactly Rust's char::is_whitespace set (Unicode White_Space).
const goTrimSpace = (s: string) => s.replace(RUST_TRIM, '');
const rustTrim = (s: string) => s.replace(RUST_TRIM, '');

// encoding/json matches an object key to a struct field's json name exactly or case-insensitively with Unicode simple
// folding (Go 1.21+ foldName: ASCII upper-cased, other runes mapped to the smallest rune of their fold orbit, so
// 'ſ' U+017F -> 'S' and the Kelvin sign U+212A -> 'K'). Our field names are ASCII letters only.
const goFoldKey = (key: string): string =>
  [...key].map((c) => (c === '\u017f' ? 'S' : c === '\u212a' ? 'K' : c >= 'a' && c <= 'z' ? c.toUpperCase() : c)).join('');
const isJsonNumberLiteral = (raw: string) => raw.startsWith('-') || (raw[0]! >= '0' && raw[0]! <= '9');

// ---------------------------------------------------------------------------------------------------------------
// 1. gestura-ai/agent-evaluation, src/judge.rs:
//      let json: serde_json::Value = r.json().ok()?;
//      let text = json["content"][0]["text"].as_str()?;
//      parse_judge_response(text, &self.model)
//    fn parse_judge_response(text: &str, model: &str) -> Option<JudgeScore> {
//        // Tolerate occasional markdown fences from the judge.
//        let start = text.find('{')?;
//        let end = text.rfind('}')?;
//        let json_str = &text[start..=end];                    // end < start: slice panic
//        let v: serde_json::Value = serde_json::from_str(json_str).ok()?;
//        let clamp = |field: &str| -> u8 { v[field].as_u64().unwrap_or(3).clamp(1, 5) as u8 };
//        Some(JudgeScore { accuracy: clamp("accuracy"), completeness: clamp("completeness"),
//                          clarity: clamp("clarity"), overall: clamp("overall"), ... })
//    }
//    Any object that parses yields Some(JudgeScore), but a missing / non-u64 field silently becomes the default 3.
//    The headline verdict is `overall` (JudgeScore::normalized() = overall / 5): a verdict exists when v["overall"]
//    is a serde PosInt, i.e. a JSON integer literal 0..u64::MAX with no fraction, no exponent and no minus sign
//    ("-0" is read as F64(-0.0); a literal above u64::MAX becomes a float) -- clamped to 1..5 afterwards.
const U64_MAX = 18446744073709551615n;
const gesturaAgentEvaluation: FrameworkParser = (reply) => {
  const start = reply.indexOf('{');
  if (start < 0) return false;
  const end = reply.lastIndexOf('}');
  if (end < 0 || end < start) return false; // None, or the &text[start..=end] panic
  const jsonStr = reply.slice(start, end + 1);
  if (!isObject(serdeValue(jsonStr))) return false;
  const raw = lastTopLevelRaw(jsonStr, 'overall');
  return raw !== undefined && /^(?:0|[1-9][0-9]*)$/.test(raw) && BigInt(raw) <= U64_MAX;
};

// 2. lucheeseng827/evald, src/judge.rs (rail qa_correctness; every rail shares the reader):
//    fn parse_score(text: &str) -> Option<(f64, Option<String>)> {
//        let v = extract_json(text)?;
//        let score = v.get("score").and_then(serde_json::Value::as_f64)?;
//        if !score.is_finite() { return None; }
//        ...
//        Some((score.clamp(0.0, 1.0), reasoning))
//    }
//    fn extract_json(text: &str) -> Option<serde_json::Value> {
//        let t = text.trim();
//        if let Ok(v) = serde_json::from_str::<serde_json::Value>(t) { return Some(v); }   // ANY JSON value
//        let start = t.find('{')?;
//        let end = t.rfind('}')?;
//        if end <= start { return None; }
//        serde_json::from_str(&t[start..=end]).ok()
//    }
//    None -> the item "fails closed (0.0) with a warning". Value::get("score") is None on a non-object (no fallback
//    to the brace span once the whole text parsed), as_f64 is Some for every JSON number (ints included).
const evaldExtract = (text: string): unknown => {
  const t = rustTrim(text);
  const whole = serdeValue(t);
  if (whole !== undefined) return whole;
  const start = t.indexOf('{');
  if (start < 0) return undefined;
  const end = t.lastIndexOf('}');
  if (end < 0 || end <= start) return undefined;
  return serdeValue(t.slice(start, end + 1));
};
const evaldQaCorrectness: FrameworkParser = (reply) => {
  const v = evaldExtract(reply);
  return isObject(v) && typeof v['score'] === 'number';
};

// 3. asmitsharp/askmydoc, internal/eval/judge.go:
//      type JudgeResponse struct { Score float64 `json:"score"`; Reason string `json:"reason"` }
//      func parseJudgeResponse(response string) (float64, error) {
//          response = strings.TrimSpace(response)
//          var judgeResp JudgeResponse
//          if err := json.Unmarshal([]byte(response), &judgeResp); err == nil {
//              return clampScore(judgeResp.Score), nil
//          }
//          start := strings.Index(response, "{")
//          end := strings.LastIndex(response, "}")
//          if start != -1 && end != -1 && end > start {
//              jsonStr := response[start : end+1]
//              if err := json.Unmarshal([]byte(jsonStr), &judgeResp); err == nil {
//                  return clampScore(judgeResp.Score), nil
//              }
//          }
//          return 0, fmt.Errorf("could not extract valid JSON score from judge response: %s", response)
//      }
//    json.Unmarshal: the whole text must be valid JSON; a top-level null is a no-op (no error, Score stays 0); any
//    other non-object is an UnmarshalTypeError. Keys match "score"/"reason" exactly or by Unicode case folding; a
//    null member is skipped; a wrongly typed member (string score, number reason, ...) or a float64 overflow (1e400)
//    makes Unmarshal return an error after decoding the rest. Unknown keys are ignored; the last score wins.
//    A reply that decodes without any numeric score gives the zero value 0 -- a default, not a verdict.
type GoDecode = 'verdict' | 'zero' | 'error';
const askmydocUnmarshal = (text: string): GoDecode => {
  if (!jsonNestingWithin(text, 10000)) return 'error';
  const value = wholeJson(text);
  if (value === undefined) return 'error';
  if (value === null) return 'zero';
  if (!isObject(value)) return 'error';
  let scored = false;
  let typeError = false;
  for (const [key, raw] of topLevelMembers(text)) {
    const folded = goFoldKey(key);
    if (raw === 'null') continue;
    if (folded === 'SCORE') {
      if (isJsonNumberLiteral(raw) && Number.isFinite(Number(raw))) scored = true;
      else typeError = true;
    } else if (folded === 'REASON' && !raw.startsWith('"')) typeError = true;
  }
  if (typeError) return 'error';
  return scored ? 'verdict' : 'zero';
};
const askmydocFaithfulness: FrameworkParser = (reply) => {
  const response = goTrimSpace(reply);
  const first = askmydocUnmarshal(response);
  if (first !== 'error') return first === 'verdict';
  const start = response.indexOf('{');
  const end = response.lastIndexOf('}');
  if (start !== -1 && end !== -1 && end > start) return askmydocUnmarshal(response.slice(start, end + 1)) === 'verdict';
  return false;
};

// 4. ditto-assistant/dittobench-starter-kit, src/judge.rs (memory_correct, the LongMemEval QA judge):
//      let chunk = self.model.next(&messages, &[]).await.ok()?;
//      extract_json(&chunk.text)
//    fn extract_json(text: &str) -> Option<Value> {
//        let start = text.find('{')?;
//        let end = text.rfind('}')?;
//        if end < start { return None; }
//        serde_json::from_str(&text[start..=end]).ok()
//    }
//    match self.ask(&system, &user).await {
//        Some(v) => v.get("correct").and_then(Value::as_str)
//                    .map(|s| s.trim().eq_ignore_ascii_case("yes"))
//                    .unwrap_or(false),
//        None => false,
//    }
//    The verdict is read from the reply whenever "correct" is a JSON string ("yes" in any ASCII case, trimmed, is
//    true; any other string is false); a missing / non-string "correct" or an unparsable reply is the default false.
const dittobenchLongMemEval: FrameworkParser = (reply) => {
  const start = reply.indexOf('{');
  if (start < 0) return false;
  const end = reply.lastIndexOf('}');
  if (end < 0 || end < start) return false;
  const v = serdeValue(reply.slice(start, end + 1));
  return isObject(v) && typeof v['correct'] === 'string';
};

// 5. AlexS8332/AnimalGuide_Task25, internal/rag/judge.go:
//    func ParseVerdict(text string) (Verdict, string, error) {
//        s := strings.TrimSpace(text)
//        for start := strings.IndexByte(s, '{'); start >= 0; {
//            dec := json.NewDecoder(strings.NewReader(s[start:]))
//            var raw struct { Verdict string `json:"verdict"`; Reason string `json:"reason"` }
//            if dec.Decode(&raw) == nil && raw.Verdict != "" {
//                v := Verdict(strings.ToLower(strings.TrimSpace(raw.Verdict)))
//                switch v {
//                case Correct, Partial, Wrong, Abstain:
//                    return v, strings.TrimSpace(raw.Reason), nil
//                }
//                return "", "", fmt.Errorf("неизвестный вердикт %q", raw.Verdict)   // stops the search
//            }
//            next := strings.IndexByte(s[start+1:], '{')
//            if next < 0 { break }
//            start += 1 + next
//        }
//        return "", "", fmt.Errorf("ответ не разобран как {verdict, reason}: %q", clip(s, 120))
//    }
//    json.Decoder reads only the first JSON value from `start` (text after it is never looked at); the same struct
//    rules as Unmarshal (case-folded keys, null skipped, a wrongly typed member is an error). strings.ToLower maps
//    per rune with Go's simple case mapping: 'İ' (U+0130) lowers to plain 'i' (JS toLowerCase gives "i̇").
const ANIMALGUIDE_VERDICTS = ['correct', 'partial', 'wrong', 'abstain'];
const goToLower = (s: string): string => [...s].map((c) => (c === '\u0130' ? 'i' : c.toLowerCase())).join('');
const animalguideDecode = (s: string, start: number): string | undefined => {
  const end = balancedJsonEnd(s, start);
  if (end < 0) return undefined; // unexpected EOF
  const value = s.slice(start, end);
  if (!jsonNestingWithin(value, 10000) || !isObject(wholeJson(value))) return undefined;
  let verdict = '';
  for (const [key, raw] of topLevelMembers(value)) {
    const folded = goFoldKey(key);
    if (raw === 'null') continue;
    if (folded !== 'VERDICT' && folded !== 'REASON') continue;
    if (!raw.startsWith('"')) return undefined; // UnmarshalTypeError: Decode returns an error
    if (folded === 'VERDICT') verdict = JSON.parse(raw) as string;
  }
  return verdict;
};
const animalguideVerdict: FrameworkParser = (reply) => {
  const s = goTrimSpace(reply);
  let start = s.indexOf('{');
  while (start >= 0) {
    const verdict = animalguideDecode(s, start);
    if (verdict !== undefined && verdict !== '') return ANIMALGUIDE_VERDICTS.includes(goToLower(goTrimSpace(verdict)));
    const next = s.indexOf('{', start + 1);
    if (next < 0) break;
    start = next;
  }
  return false;
};

export const PARSERS_OF_SET_524: Record<string, FrameworkParser> = {
  'gestura-agent-evaluation--agent-response-accuracy-completeness-clarity-overall-1-5-json-first-last-brace-u64': gesturaAgentEvaluation,
  'evald--qa-correctness-vs-reference-0-1-json-score-whole-then-first-last-brace': evaldQaCorrectness,
  'askmydoc--rag-answer-faithfulness-supported-claims-ratio-0-1-json-score-go-unmarshal': askmydocFaithfulness,
  'dittobench--longmemeval-memory-qa-response-contains-correct-answer-json-correct-yes-no-string': dittobenchLongMemEval,
  'animalguide--ru-animal-facts-answer-vs-reference-correct-partial-wrong-abstain-json-verdict-go-decoder': animalguideVerdict,
};
