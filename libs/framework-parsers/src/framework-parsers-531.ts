/**
 * Set 531: replicas of the reply readers of five LLM judges in JVM, .NET and PHP applications: Wenshu's Java RAG referee
 * (Jackson readTree of a json_object reply, 'faithful' read with asBoolean), kzoneworkspace's Kotlin agent-benchmark
 * judge (fences deleted, Kotlin trim, Jackson readTree, 'score' asDouble + 'success' asBoolean), CHIM/HerikaServer's PHP
 * NPC topic-coverage check (json_decode, else a 'Score: N/' regex or a 'yes' prefix), Veritheia's C# LLAssist relevance
 * screener ('Score: 0.x' line) and Interview-Bot's C# answer grader ('SCORE: X out of 10', else 'N/10'). Each parser
 * answers: would the project get a verdict out of this reply (not a default value, not an exception, not a fallback)?
 */
import { balancedJsonEnd, hasUnpairedSurrogateEscape, isObject, jsonNestingWithin, lastTopLevelRaw, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// Shared JVM readings.
// Jackson 2.x ObjectMapper.readTree(String) with default features: only JSON whitespace (space, tab, CR, LF) is skipped
// before the root, ONE value is read and nothing after it is looked at (FAIL_ON_TRAILING_TOKENS is off); comments,
// single quotes, trailing commas, NaN and raw control characters in strings throw; duplicate keys: the last one wins;
// nesting is capped at 1000 (StreamReadConstraints, 2.15+). An empty text gives a MissingNode, a non-object root
// answers path()/get() with missing/null: neither is a verdict, so only an object root is returned here.
const jacksonRootObject = (text: string): { value: Record<string, unknown>; raw: string } | undefined => {
  const start = text.search(/[^ \t\n\r]/);
  if (start < 0 || text[start] !== '{') return undefined;
  const end = balancedJsonEnd(text, start);
  if (end < 0) return undefined;
  const raw = text.slice(start, end);
  if (!jsonNestingWithin(raw, 1000)) return undefined;
  const value = wholeJson(raw);
  return isObject(value) ? { value, raw } : undefined;
};
// Java String.trim(): every char <= U+0020 at both ends.
const JAVA_TRIM = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// JsonNode.asBoolean(default) that really reads a value: BooleanNode; IntNode/LongNode/BigIntegerNode (value != 0),
// i.e. an integer literal; TextNode whose trim() is exactly "true" or "false". DoubleNode (any '.', 'e' literal),
// NullNode, containers and a missing member return the default.
const jacksonBooleanReads = (value: unknown, rawLiteral: string | undefined): boolean => {
  if (typeof value === 'boolean') return true;
  if (typeof value === 'number') return rawLiteral !== undefined && /^-?\d+$/.test(rawLiteral);
  if (typeof value === 'string') {
    const t = value.replace(JAVA_TRIM, '');
    return t === 'true' || t === 'false';
  }
  return false;
};
// JsonNode.asDouble() that really reads a value: any NumericNode, BooleanNode (1.0 / 0.0), or TextNode through
// NumberInput.parseAsDouble: trim(), then Double.parseDouble (decimal or hex float, NaN, Infinity, an f/F/d/D suffix).
const JAVA_DOUBLE =
  /^[+-]?(?:NaN|Infinity|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?[fFdD]?|0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)[pP][+-]?\d+[fFdD]?)$/;
const jacksonDoubleReads = (value: unknown): boolean => {
  if (typeof value === 'number' || typeof value === 'boolean') return true;
  if (typeof value === 'string') {
    const t = value.replace(JAVA_TRIM, '');
    return t !== '' && JAVA_DOUBLE.test(t);
  }
  return false;
};

// 1. Wenshu (Sunly9/wenshu), backend/src/main/java/com/docmind/eval/GenerationEvalService.java judge():
//      String json = llmClient.complete(JUDGE_SYSTEM, user.toString(), true, 0.1);   // response_format json_object
//          // LlmClient.complete: return root.path("choices").path(0).path("message").path("content").asText("");
//      JsonNode root = mapper.readTree(json);
//      ...
//      for (JsonNode c : root.path("citations")) { if (c.path("supports").asBoolean(false)) sup++; }
//      return new Verdict(root.path("faithful").asBoolean(false), sup, used, head);
//    } catch (Exception e) {
//      return new Verdict(false, 0, countCitations(answer), head);               // fallback, no verdict
//    }
//    No fence stripping, no trim: the content goes to readTree as it is.
const wenshu: FrameworkParser = (reply) => {
  const root = jacksonRootObject(reply);
  return root !== undefined && 'faithful' in root.value && jacksonBooleanReads(root.value['faithful'], lastTopLevelRaw(root.raw, 'faithful'));
};

// 2. kzoneworkspace (97Kzone/kzoneworkspace), backend/src/main/kotlin/.../agent/service/EvaluationService.kt evaluateSemantic():
//      val textRaw = response.candidates().orElse(null)?.firstOrNull()?.content()?.orElse(null)?.parts()?.orElse(null)
//                        ?.firstOrNull()?.text()?.orElse("") ?: ""
//      val cleanJson = textRaw.replace("```json", "").replace("```", "").trim()
//      val jsonNode = objectMapper.readTree(cleanJson)                     // jacksonObjectMapper()
//      val score = jsonNode["score"]?.asDouble() ?: 0.0
//      val success = jsonNode["success"]?.asBoolean() ?: false
//      val rationale = jsonNode["rationale"]?.asText() ?: "성공적으로 의미 분석을 마쳤습니다."
//      EvalJudgeResult(success, score, rationale)
//    } catch (e: Exception) { ... keyword CONTAINS fallback ... }
//    Kotlin's replace(String, String) replaces every occurrence literally; trim() strips Char.isWhitespace()
//    (Character.isWhitespace || isSpaceChar: ASCII controls \t-\r and \x1c-\x1f, every Zs incl. NBSP, U+2028/2029; not U+0085).
const KOTLIN_WS = '\\t\\n\\x0b\\x0c\\r\\x1c-\\x1f \\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const KOTLIN_TRIM = new RegExp(`^[${KOTLIN_WS}]+|[${KOTLIN_WS}]+$`, 'g');
const kzoneworkspace: FrameworkParser = (reply) => {
  const clean = reply.replaceAll('```json', '').replaceAll('```', '').replace(KOTLIN_TRIM, '');
  const root = jacksonRootObject(clean);
  if (!root) return false;
  const { value, raw } = root;
  return 'score' in value && jacksonDoubleReads(value['score']) && 'success' in value && jacksonBooleanReads(value['success'], lastTopLevelRaw(raw, 'success'));
};

// 3. CHIM / HerikaServer (abeiro/HerikaServer), lib/rolemaster_helpers.php askLLMForTopic():
//      $buffer.= $connectionHandler->process();          // the whole streamed reply
//      $res=false;
//      $parsedbuffer=json_decode($buffer,true);
//      if (is_array($parsedbuffer)) {
//          $score=$parsedbuffer["score"];
//          $hint=$parsedbuffer["hint"];
//          if ($score>=6) $res=true;
//          $buffer=$hint;
//      } else {
//          if (preg_match('/Score:\s*(\d+)\//i', $buffer, $matches)) { $score = $matches[1]; ... }
//          if (strpos(strtoupper($buffer),"YES")===0) $res=true;
//          if (strpos(strtoupper($buffer),"MOSTLY YES")===0) $res=true;
//          if ($score>=6) $res=true;
//          $buffer=strtr($buffer,["Partially"=>""]);
//      }
//      return ["res"=>$res,"missing"=>$buffer];
//    json_decode: RFC JSON with JSON whitespace around it, depth <= 512, an unpaired \uD800 escape is an error; a JSON
//    object or list is an array (assoc=true). A verdict: a decoded object whose "score" is set and not null (PHP compares
//    any type with 6), or, outside the array branch, the PCRE match (no /u: ASCII \s, \d and case folding) or a
//    reply starting (no trim) with "YES" / "MOSTLY YES" after the ASCII-only strtoupper.
const HERIKA_SCORE = /[Ss][Cc][Oo][Rr][Ee]:[\t\n\x0b\x0c\r ]*[0-9]+\//;
const HERIKA_YES = /^[Yy][Ee][Ss]/;
const HERIKA_MOSTLY_YES = /^[Mm][Oo][Ss][Tt][Ll][Yy] [Yy][Ee][Ss]/;
const herikaserver: FrameworkParser = (reply) => {
  const decoded = hasUnpairedSurrogateEscape(reply) || !jsonNestingWithin(reply, 512) ? undefined : wholeJson(reply);
  if (decoded !== undefined && decoded !== null && typeof decoded === 'object') {
    return isObject(decoded) && decoded['score'] !== undefined && decoded['score'] !== null;
  }
  return HERIKA_SCORE.test(reply) || HERIKA_YES.test(reply) || HERIKA_MOSTLY_YES.test(reply);
};

// .NET regex \s (no ECMAScript option): [\f\n\r\t\v\x85\p{Z}]; char.IsWhiteSpace is the same set.
const NET_WS = '\\t\\n\\x0b\\x0c\\r\\x85 \\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';

// 4. Veritheia (ZipThought/veritheia), veritheia.Data/Processes/BasicSystematicScreeningProcess.cs ParseAssessmentResponse():
//      var score = 0.0f;
//      try {
//          var scoreMatch = System.Text.RegularExpressions.Regex.Match(response, @"Score:\s*([0-9]*\.?[0-9]+)");
//          if (scoreMatch.Success && float.TryParse(scoreMatch.Groups[1].Value, out var parsedScore))
//              score = Math.Clamp(parsedScore, 0.0f, 1.0f);
//          ...reasoning...
//      } catch (Exception) { }
//    Case-sensitive; [0-9] is ASCII; float.TryParse of "d*.d+" always succeeds (invariant/en-US culture; overflow is
//    Infinity since .NET Core 3.0), so the match is the verdict; no match keeps the default 0.0.
const VERITHEIA_SCORE = new RegExp(`Score:[${NET_WS}]*([0-9]*\\.?[0-9]+)`);
const veritheia: FrameworkParser = (reply) => VERITHEIA_SCORE.test(reply);

// 5. Interview-Bot (IslamAli-0/Interview-Bot), Services/GeminiClient.cs:
//      GenerateContentAsync: var text = ExtractContentText(payload);
//                            if (string.IsNullOrWhiteSpace(text)) throw new InvalidOperationException("Gemini returned empty response.");
//                            return text.Trim();
//      ParseEvaluation(response):
//          var match = Regex.Match(response, @"score\s*[:\-]?\s*(\d{1,2})", RegexOptions.IgnoreCase);
//          if (!match.Success) match = Regex.Match(response, @"(\d{1,2})\s*/\s*10", RegexOptions.IgnoreCase);
//          var score = 0;
//          if (match.Success && int.TryParse(match.Groups[1].Value, out var parsed)) score = Math.Clamp(parsed, 0, 10);
//    .NET \d is any Unicode decimal digit but int.TryParse reads ASCII digits only: a first match on other digits is no
//    verdict and the N/10 fallback is not tried.
const IB_SCORE = new RegExp(`[Ss][Cc][Oo][Rr][Ee][${NET_WS}]*[:\\-]?[${NET_WS}]*(\\p{Nd}{1,2})`, 'u');
const IB_SLASH = new RegExp(`(\\p{Nd}{1,2})[${NET_WS}]*/[${NET_WS}]*10`, 'u');
const NET_BLANK = new RegExp(`^[${NET_WS}]*$`);
const NET_TRIM = new RegExp(`^[${NET_WS}]+|[${NET_WS}]+$`, 'g');
const interviewBot: FrameworkParser = (reply) => {
  if (NET_BLANK.test(reply)) return false; // GenerateContentAsync throws
  const response = reply.replace(NET_TRIM, '');
  const match = IB_SCORE.exec(response) ?? IB_SLASH.exec(response);
  return match !== null && /^[0-9]+$/.test(match[1] ?? '');
};

export const PARSERS_OF_SET_531: Record<string, FrameworkParser> = {
  'wenshu--rag-answer-faithfulness-citation-support-json-faithful-bool-zh': wenshu,
  'kzoneworkspace--agent-benchmark-semantic-match-vs-expected-json-score-0-100-success-ko': kzoneworkspace,
  'herikaserver--npc-dialogue-topic-coverage-yes-prefix-or-json-score-1-10-hint': herikaserver,
  'veritheia--llassist-paper-relevance-to-research-question-score-line-0-1': veritheia,
  'interview-bot--backend-interview-answer-vs-model-solution-score-0-10-out-of-10-line': interviewBot,
};
