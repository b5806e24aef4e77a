/**
 * Set 466: replicas of the reply readers of two hallucination / faithfulness judges in Go and C# projects:
 * dir2mcp's runtime citation-faithfulness verifier (Go, one word SUPPORTED / UNSUPPORTED found by an uppercase
 * substring test) and Chartula's thorough changelog faithfulness check (C#, Microsoft.Extensions.AI structured output
 * read by ChatResponse<FaithfulnessReport>.TryGetResult). Each parser answers: would the project get a verdict out of
 * this reply (not a default, not an exception, not a retry, not a fail-open "unchecked")?
 */
import { balancedJsonEnd, hasUnpairedSurrogateEscape, jsonNestingWithin, topLevelMembers, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. dir2mcp, internal/retrieval/faithfulness.go (dirstral/dir2mcp):
//      func parseFaithfulnessVerdict(reply string) faithfulnessVerdict {
//          upper := strings.ToUpper(strings.TrimSpace(reply))
//          switch {
//          case strings.Contains(upper, faithfulUnsupportedToken):   // "UNSUPPORTED"
//              return faithfulnessUnsupported
//          case strings.Contains(upper, faithfulSupportedToken):     // "SUPPORTED"
//              return faithfulnessSupported
//          default:
//              return faithfulnessUnchecked                          // fail-open: the answer is published unchecked
//          }
//      }
//    "UNSUPPORTED" contains "SUPPORTED", so a verdict exists exactly when the uppercased reply contains "SUPPORTED".
//    Go's strings.ToUpper maps each rune with unicode.ToUpper, a simple one-to-one mapping: 'ſ' -> 'S', but 'ß' stays
//    'ß' and ligatures like 'ﬅ' stay themselves (JS toUpperCase would expand them to "SS" / "ST").
const goToUpper = (s: string): string => {
  let out = '';
  for (const ch of s) {
    const up = ch.toUpperCase();
    out += [...up].length === 1 ? up : ch; // a multi-character (special-casing) result has no simple mapping in Go
  }
  return out;
};
const dir2mcpFaithfulness: FrameworkParser = (reply) => goToUpper(reply).includes('SUPPORTED');

// 2. Chartula, src/Chartula.Core/Llm/ChatModel.cs CheckFaithfulnessAsync (goldbarth/chartula):
//      ChatResponse<FaithfulnessReport> response =
//          await _chat.GetResponseAsync<FaithfulnessReport>(messages, cancellationToken: cancellationToken);
//      return response.TryGetResult(out FaithfulnessReport? report)
//          ? report
//          : new FaithfulnessReport(IsFaithful: false, UnsupportedClaims: []);      // default, not a verdict
//    public sealed record FaithfulnessReport(bool IsFaithful, IReadOnlyList<string> UnsupportedClaims);
//    Microsoft.Extensions.AI ChatResponse<T> (library code):
//      TryGetResult: try { result = GetResultCore(out var failureReason); return failureReason is null; } catch { return false; }
//      GetResultCore: json = Text; if (string.IsNullOrEmpty(json)) -> ResultDidNotContainJson
//                     (IsWrappedInObject is false: the schema of a record is an object)
//                     deserialized = DeserializeFirstTopLevelObject(json, typeInfo); if (deserialized is null) -> DeserializationProducedNull
//      DeserializeFirstTopLevelObject: bytes = Encoding.UTF8.GetBytes(json);
//                     var reader = new Utf8JsonReader(bytes, new JsonReaderOptions { AllowMultipleValues = true });
//                     return JsonSerializer.Deserialize(ref reader, typeInfo);     // AIJsonUtilities.DefaultOptions (Web defaults)
//    So: optional JSON whitespace (a BOM or anything else first throws), then one strict JSON object (no comments, no
//    trailing commas, depth <= 64); whatever follows it is never read. Properties match case-insensitively (Web
//    defaults); unknown ones are skipped; missing ones default (IsFaithful false, UnsupportedClaims null). A member
//    matching isFaithful must be JSON true/false (bool reads no strings, numbers or null); one matching
//    unsupportedClaims must be null or an array of strings / nulls (a string item with an unpaired surrogate escape
//    cannot be decoded). A top-level null deserializes to null (no result); arrays and primitives throw.
const JSON_WS = ' \t\n\r';
const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
const chartulaFaithfulness: FrameworkParser = (reply) => {
  if (reply === '') return false;
  let i = 0;
  while (i < reply.length && JSON_WS.includes(reply[i]!)) i++;
  if (reply[i] !== '{') return false; // null -> null result; arrays, primitives, fences, prose, BOM -> exception
  const end = balancedJsonEnd(reply, i);
  if (end < 0) return false;
  const text = reply.slice(i, end);
  if (wholeJson(text) === undefined || !jsonNestingWithin(text, 64)) return false;
  for (const [name, raw] of topLevelMembers(text)) {
    const key = asciiLower(name);
    if (key === 'isfaithful' && raw !== 'true' && raw !== 'false') return false;
    if (key === 'unsupportedclaims' && raw !== 'null') {
      const list = wholeJson(raw);
      if (!Array.isArray(list) || !list.every((item) => item === null || typeof item === 'string')) return false;
      if (hasUnpairedSurrogateEscape(raw)) return false;
    }
  }
  return true;
};

export const PARSERS_OF_SET_466: Record<string, FrameworkParser> = {
  'dir2mcp--rag-answer-citation-faithfulness-supported-unsupported-one-word-uppercase-contains': dir2mcpFaithfulness,
  'chartula--changelog-vs-facts-faithfulness-structured-output-isfaithful-unsupportedclaims-json': chartulaFaithfulness,
};
