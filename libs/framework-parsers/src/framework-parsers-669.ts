/**
 * Set 669: replicas of the reply readers of three .NET LLM-as-a-judge steps: skUnit's Semantic Kernel "HasCondition"
 * semantic assertion (System.Text.Json into a class with a case-sensitive non-nullable `success` bool), FluxGuard's
 * groundedness verifier (System.Text.Json, PropertyNameCaseInsensitive but no snake_case policy, so only an
 * `IsGrounded` member in any ASCII case gives a verdict) and AIOChatbot's RAG groundedness metric (IndexOf between
 * two configured delimiters, then double.TryParse). Each parser answers: would the project get a verdict out of this
 * reply (not a default, not an exception, not a null score)?
 */
import { isObject, jsonNestingWithin, LONE_SURROGATE, topLevelItems, topLevelMembers, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// System.Text.Json (default options) reads the whole text as one strict RFC 8259 value: JSON whitespace only around it,
// no comments, no trailing commas, no NaN, MaxDepth 64. JSON.parse has the same grammar; the depth is checked apart.
// A string read into a `string` property that holds a lone surrogate escape cannot be transcoded (an exception).
const netJson = (text: string): unknown => (jsonNestingWithin(text, 64) ? wholeJson(text) : undefined);
const netString = (v: unknown): boolean => v === null || (typeof v === 'string' && !LONE_SURROGATE.test(v));
const netDouble = (v: unknown): boolean => v === null || (typeof v === 'number' && Number.isFinite(v)); // 1e400 -> JsonException
// StringComparer.OrdinalIgnoreCase on the (ASCII) property names.
const asciiFold = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

// ---------------------------------------------------------------------------------------------------------------
// 1. skUnit, src/SemanticValidation/Semantic/Semantic_HasCondition.cs (mehrandvd/skunit):
//      var skresult = (await HasConditionFunc.InvokeAsync(TestKernel, new KernelArguments()
//          { ["text"] = text, ["condition"] = condition })).GetValue<string>() ?? "";
//      var result = JsonSerializer.Deserialize<SemanticValidationResult>(skresult);   // JsonException: not caught
//      if (result is null)
//          throw new InvalidOperationException("Can not assert Same");
//      return result;
//    Models/SemanticValidationResult.cs:
//      [JsonPropertyName("success")] public bool Success { get; set; }       // non-nullable: null -> JsonException
//      [JsonPropertyName("message")] public string? Message { get; set; }
//    Names are case-sensitive (default options); other members are skipped; duplicates are all read, the last wins.
//    A missing "success" leaves the default false: no exception, but no verdict read from the reply.
const skunitHasCondition: FrameworkParser = (reply) => {
  const value = netJson(reply);
  if (!isObject(value)) return false; // not JSON -> JsonException; null -> InvalidOperationException; array -> JsonException
  let success: boolean | undefined;
  for (const [name, raw] of topLevelMembers(reply)) {
    const v = JSON.parse(raw) as unknown;
    if (name === 'success') {
      if (typeof v !== 'boolean') return false;
      success = v;
    } else if (name === 'message' && !netString(v)) return false;
  }
  return success !== undefined;
};

// 2. FluxGuard, src/FluxGuard.Remote/Hallucination/GroundednessVerifier.cs (iyulab/FluxGuard):
//      JsonOptions = new() { PropertyNameCaseInsensitive = true };            // no naming policy
//      if (!response.Success || string.IsNullOrEmpty(response.Content)) return HallucinationResult.Grounded(0.5, ...);
//      try {
//          var parsed = JsonSerializer.Deserialize<GroundednessResponse>(content, JsonOptions);
//          if (parsed is null) return HallucinationResult.Grounded(0.5, latencyMs);
//          if (parsed.IsGrounded ?? true) return HallucinationResult.Grounded(parsed.Confidence ?? 0.8, latencyMs);
//          var claims = parsed.HallucinatedClaims?.Select(c => new HallucinatedClaim { Claim = c.Claim ?? string.Empty,
//              Type = ParseHallucinationType(c.Type), Confidence = 0.8, Correction = c.Correction }).ToList() ?? [];
//          return HallucinationResult.Hallucinated(parsed.HallucinationScore ?? 0.7, parsed.Confidence ?? 0.8, ...);
//      } catch (JsonException ex) { ...; return HallucinationResult.Grounded(0.5, latencyMs); }
//      class GroundednessResponse { bool? IsGrounded; double? Confidence; double? HallucinationScore; string? Type;
//                                   List<ClaimResponse>? HallucinatedClaims; string? Reasoning; }
//      class ClaimResponse { string? Claim; string? Type; string? Correction; }
//    The prompt's "is_grounded" never binds to IsGrounded (the underscore), so IsGrounded stays null and `?? true` gives
//    the default; only a member named IsGrounded in any ASCII case, true or false, is a verdict from the reply.
//    A null claim element with IsGrounded false makes c.Claim throw NullReferenceException (not caught).
const claimElementOk = (raw: string): boolean => {
  const v = JSON.parse(raw) as unknown;
  if (v === null) return true;
  if (!isObject(v)) return false;
  for (const [name, memberRaw] of topLevelMembers(raw)) {
    const key = asciiFold(name);
    if ((key === 'claim' || key === 'type' || key === 'correction') && !netString(JSON.parse(memberRaw))) return false;
  }
  return true;
};
const fluxguardGroundedness: FrameworkParser = (reply) => {
  if (reply === '') return false; // string.IsNullOrEmpty -> Grounded(0.5)
  const value = netJson(reply);
  if (!isObject(value)) return false; // JsonException -> default; null -> default
  let isGrounded: boolean | null | undefined;
  let claimsHaveNull = false;
  for (const [name, raw] of topLevelMembers(reply)) {
    const v = JSON.parse(raw) as unknown;
    switch (asciiFold(name)) {
      case 'isgrounded':
        if (v !== null && typeof v !== 'boolean') return false;
        isGrounded = v;
        break;
      case 'confidence':
      case 'hallucinationscore':
        if (!netDouble(v)) return false;
        break;
      case 'type':
      case 'reasoning':
        if (!netString(v)) return false;
        break;
      case 'hallucinatedclaims':
        if (v === null) {
          claimsHaveNull = false;
          break;
        }
        if (!Array.isArray(v)) return false;
        {
          const items = topLevelItems(raw);
          if (!items.every(claimElementOk)) return false;
          claimsHaveNull = v.some((item) => item === null);
        }
        break;
      default:
        break; // not bound: skipped
    }
  }
  if (isGrounded === undefined || isGrounded === null) return false; // `?? true`: the default
  if (isGrounded) return true;
  return !claimsHaveNull;
};

// 3. AIOChatbot, src/Evals/EvaluationMetricWorkflow.cs (seekdavidlee/all-in-one-chatbot):
//      if (config.ValueStartIndexOf is not null && config.ValueEndIndexOf is not null && metricResult.RawResponse is not null)
//      {
//          if (double.TryParse(GetString(config.ValueStartIndexOf, config.ValueEndIndexOf, metricResult.RawResponse), out double val))
//          {
//              metricResult.Score = val;
//          }
//      }
//      private static string? GetString(string startIndex, string endIndex, string text)
//      {
//          var start = text.IndexOf(startIndex, StringComparison.OrdinalIgnoreCase);
//          if (start < 0) return default;
//          var end = text.IndexOf(endIndex, start, StringComparison.OrdinalIgnoreCase);
//          if (end < 0) return default;
//          return text.Substring(start + startIndex.Length, end - start - startIndex.Length);
//      }
//    The delimiters are run configuration, not in the repository: ASSUMED "<Quality score:" and "/5>" (the prompt's
//    format line "<Quality score: [insert score here]/5>"). double.TryParse(string) = NumberStyles.Float |
//    AllowThousands with the current culture, assumed invariant; .NET Core 3.0+ also reads Infinity/NaN symbols.
const foldChar = (c: string) => {
  const u = c.toUpperCase();
  return u.length === 1 ? u : c;
};
const ordinalFold = (s: string) => Array.from(s, foldChar).join('');
const indexOfIgnoreCase = (text: string, needle: string, from = 0) => ordinalFold(text).indexOf(ordinalFold(needle), from);
// .NET number whitespace (IsWhite): U+0009-U+000D and space; trailing NUL characters are allowed too.
const NET_DOUBLE = /^[\t\n\v\f\r ]*[+-]?(?:[0-9][0-9,]*(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?[\t\n\v\f\r ]*\0*$/;
const NET_SPECIAL = /^(?:infinity|-infinity|nan|\+infinity|\+nan|-nan)$/i;
const netDoubleTryParse = (s: string | undefined): boolean => {
  if (s === undefined) return false; // TryParse(null) -> false
  if (NET_DOUBLE.test(s)) return true;
  return NET_SPECIAL.test(s.replace(/^\s+|\s+$/g, '')); // span.Trim(): char.IsWhiteSpace
};
const aioGetString = (start: string, end: string, text: string): string | undefined => {
  const s = indexOfIgnoreCase(text, start);
  if (s < 0) return undefined;
  const e = indexOfIgnoreCase(text, end, s);
  if (e < 0) return undefined;
  return text.slice(s + start.length, e);
};
const aioChatbotGroundedness: FrameworkParser = (reply) => netDoubleTryParse(aioGetString('<Quality score:', '/5>', reply));

export const PARSERS_OF_SET_669: Record<string, FrameworkParser> = {
  'skunit--semantic-validation-text-has-condition-json-success-bool-system-text-json': skunitHasCondition,
  'fluxguard--groundedness-verifier-hallucination-json-isgrounded-case-insensitive-no-snake-case': fluxguardGroundedness,
  'all-in-one-chatbot--rag-groundedness-likert-1-5-quality-score-angle-tag-indexof-double-tryparse': aioChatbotGroundedness,
};
