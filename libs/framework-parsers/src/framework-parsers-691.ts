/**
 * Set 691: replicas of the reply readers of three judges written in Kotlin and R:
 * nikitaluga/AIChallenge's Ktor /local/judge pairwise judge (kotlinx.serialization decodeFromString of a three-field
 * data class after fence stripping), Celebrimbot's agent-eval judge (greedy brace regex, then Gson's lenient
 * JsonObject reading and JsonElement.asBoolean / asInt / asString conversions) and SysNDD's gene-cluster summary
 * judge (ellmer chat_structured on Gemini: jsonlite::parse_json of the reply, then an R switch on the verdict enum).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a
 * retry, not a skipped sample)?
 */
import { isObject, topLevelMembers, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// Kotlin's String.trim(): Char.isWhitespace = Character.isWhitespace || Character.isSpaceChar (\t..\r, \x1c-\x1f and
// every Zs / Zl / Zp character, no-break spaces included; not \x85, not \u200b, not \ufeff).
const KOTLIN_WS = '\\t\\n\\x0b\\x0c\\r\\x1c-\\x1f \\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const KOTLIN_TRIM = new RegExp(`^[${KOTLIN_WS}]+|[${KOTLIN_WS}]+$`, 'g');
const ktTrim = (s: string) => s.replace(KOTLIN_TRIM, '');
const removePrefix = (s: string, p: string) => (s.startsWith(p) ? s.slice(p.length) : s);
const removeSuffix = (s: string, p: string) => (s.endsWith(p) ? s.slice(0, s.length - p.length) : s);
// raw.trim().removePrefix("```json").removePrefix("```").removeSuffix("```").trim(): shared by both Kotlin judges
const ktStripFences = (raw: string) => ktTrim(removeSuffix(removePrefix(removePrefix(ktTrim(raw), '```json'), '```'), '```'));

class ParseFailure extends Error {}
const fail = (): never => {
  throw new ParseFailure();
};

// ---------------------------------------------------------------------------------------------------------------
// 1. nikitaluga/AIChallenge, server/src/main/kotlin/ru/nikitaluga/aichallenge/local/LocalOptimizationRoutes.kt
//      @Serializable data class JudgeResponse(
//          @SerialName("score_a") val scoreA: Int, @SerialName("score_b") val scoreB: Int, val reasoning: String)
//      post("/judge") { runCatching {
//          val result = apiService.sendMessages(messages = listOf(ChatMessage(role = "user", content = judgePrompt)),
//                                               model = "openai/gpt-4o-mini")
//          val json = Json { ignoreUnknownKeys = true }
//          val clean = result.content.trim()
//              .removePrefix("```json").removePrefix("```").removeSuffix("```").trim()
//          json.decodeFromString<JudgeResponse>(clean)
//      }.onSuccess { call.respond(it) }.onFailure { call.respond(InternalServerError, mapOf("error" to ...)) } }
//    kotlinx.serialization's StringJsonLexer, non-lenient: only ' ', \n, \r, \t are whitespace; keys and String values
//    must be double-quoted (raw control characters inside them are not checked); Int fields go through
//    consumeNumericLiteral, which also takes a quoted "4", leading zeros and an integral exponent, but no '.', no '+',
//    no null / true; values must fit an Int. Unknown keys are skipped (a primitive one through consumeStringLenient,
//    so even an unquoted word), a trailing comma, a missing field or anything after the object fails.
const KX_WS = (c: string | undefined) => c === ' ' || c === '\n' || c === '\r' || c === '\t';
// charToTokenClass: TC_OTHER for everything but whitespace, , : { } [ ] " \ and the other control characters
const kxIsOther = (c: string) => c.charCodeAt(0) >= 0x7e || (c.charCodeAt(0) > 0x20 && !',:{}[]"\\'.includes(c));
const kxDecodeJudgeResponse = (s: string): boolean => {
  let pos = 0;
  const skipWs = () => {
    while (pos < s.length && KX_WS(s[pos])) pos++;
    return pos;
  };
  const expectToken = (ch: string) => {
    skipWs();
    if (s[pos] !== ch) fail();
    pos++;
  };
  const ESCAPES = '"\\/bfnrt';
  const consumeString = (): string => {
    expectToken('"');
    let out = '';
    for (;;) {
      if (pos >= s.length) fail();
      const c = s[pos++]!;
      if (c === '"') return out;
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = s[pos++];
      if (e === undefined) fail();
      if (e === 'u') {
        const hex = s.slice(pos, pos + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail();
        out += String.fromCharCode(parseInt(hex, 16));
        pos += 4;
      } else if (ESCAPES.includes(e!)) out += e;
      else fail();
    }
  };
  const consumeNumericLiteral = (): bigint => {
    skipWs();
    if (pos >= s.length) fail();
    let quoted = false;
    if (s[pos] === '"') {
      quoted = true;
      if (++pos === s.length) fail();
    }
    const start = pos;
    let acc = 0n;
    let exp = 0n;
    let negative = false;
    let hasExp = false;
    let expPositive = true;
    while (pos < s.length) {
      const ch = s[pos]!;
      if ((ch === 'e' || ch === 'E') && !quoted) {
        if (hasExp) fail();
        hasExp = true;
        expPositive = true;
        pos++;
        continue;
      }
      if ((ch === '-' || ch === '+') && hasExp) {
        if (pos === start) fail();
        expPositive = ch === '+';
        pos++;
        continue;
      }
      if (ch === '-') {
        if (pos !== start) fail();
        negative = true;
        pos++;
        continue;
      }
      if (!kxIsOther(ch)) break;
      pos++;
      if (ch < '0' || ch > '9') fail();
      const digit = BigInt(ch.charCodeAt(0) - 48);
      if (hasExp) {
        exp = exp * 10n + digit;
        continue;
      }
      acc = acc * 10n - digit;
      if (acc < -(2n ** 63n)) fail(); // Numeric value overflow
    }
    if (start === pos || (negative && start === pos - 1)) fail();
    if (quoted) {
      if (s[pos] !== '"') fail();
      pos++;
    }
    if (hasExp) {
      const d = Number(acc) * (expPositive ? 10 ** Number(exp) : 10 ** -Number(exp));
      if (Math.floor(d) !== d) fail();
      acc = BigInt(d);
    }
    return negative ? acc : -acc;
  };
  const consumeStringLenient = () => {
    skipWs();
    if (pos >= s.length) fail();
    if (s[pos] === '"') return void consumeString();
    if (!kxIsOther(s[pos]!)) fail();
    while (pos < s.length && kxIsOther(s[pos]!)) pos++;
  };
  const skipElement = () => {
    skipWs();
    if (s[pos] !== '{' && s[pos] !== '[') return consumeStringLenient();
    const stack: string[] = [];
    for (;;) {
      skipWs();
      const c = s[pos];
      if (c === undefined) fail();
      if (c === '"') {
        consumeString();
        continue;
      }
      pos++;
      if (c === '{' || c === '[') stack.push(c);
      else if (c === '}' || c === ']') {
        if (stack.pop() !== (c === '}' ? '{' : '[')) fail();
      }
      if (stack.length === 0) return;
    }
  };
  const tryConsumeComma = () => {
    skipWs();
    if (s[pos] === ',') {
      pos++;
      return true;
    }
    return false;
  };
  const canConsumeValue = () => {
    skipWs();
    return pos < s.length && !'}]:,'.includes(s[pos]!);
  };
  try {
    expectToken('{');
    skipWs();
    if (s[pos] === ',') fail(); // Unexpected leading comma
    const seen = new Set<string>();
    let hasComma = tryConsumeComma();
    while (canConsumeValue()) {
      hasComma = false;
      const key = consumeString();
      expectToken(':');
      if (key === 'score_a' || key === 'score_b') {
        const v = consumeNumericLiteral();
        if (v < -(2n ** 31n) || v > 2n ** 31n - 1n) fail(); // Failed to parse type 'int'
        seen.add(key);
        hasComma = tryConsumeComma();
      } else if (key === 'reasoning') {
        consumeString(); // non-nullable String: null, numbers and unquoted words fail
        seen.add(key);
        hasComma = tryConsumeComma();
      } else {
        skipElement(); // ignoreUnknownKeys = true
        hasComma = tryConsumeComma();
      }
    }
    if (hasComma) fail(); // trailing comma
    expectToken('}');
    if (seen.size !== 3) fail(); // MissingFieldException
    skipWs();
    return pos === s.length; // expectEof
  } catch (e) {
    if (e instanceof ParseFailure) return false;
    throw e;
  }
};
const aichallengeLocalJudge: FrameworkParser = (reply) => kxDecodeJudgeResponse(ktStripFences(reply));

// ---------------------------------------------------------------------------------------------------------------
// 2. GiacomoSaccaggi/Celebrimbot, server/src/main/kotlin/com/github/giacomosaccaggi/celebrimbot/eval/AgentEval.kt,
//    AgentJudge.evaluate:
//      return try {
//          val raw = llmProvider.ask("Judge", judgePrompt, "You are a strict evaluator. Respond with valid JSON only.")
//          val jsonStr = Regex("""\{[\s\S]*}""").find(raw.trim().removePrefix("```json").removePrefix("```")
//                            .removeSuffix("```").trim())?.value ?: raw
//          val obj = gson.fromJson(jsonStr, JsonObject::class.java)
//          JudgeVerdict(
//              passed = obj.get("passed")?.asBoolean ?: false,
//              score = obj.get("score")?.asInt ?: 0,
//              reasoning = obj.get("reasoning")?.asString ?: "",
//              issues = runCatching { gson.fromJson<List<String>>(obj.getAsJsonArray("issues"), issuesType) }
//                           .getOrDefault(emptyList()))
//      } catch (e: Exception) { JudgeVerdict(false, 0, "Judge failed: ${e.message}", listOf("Could not parse judge response")) }
//    The regex is greedy: first '{' to last '}' (so '[{...}]' yields the inner object, and two objects stay together
//    and then fail). Gson.fromJson(String, Class) reads LENIENT (unquoted or single-quoted
//    names and strings, '=' / '=>' separators, ';' between members, # // /* */ comments, True/TRUE), the top-level
//    value must be a JsonObject and nothing may follow it. A missing "passed" falls back to false (a default, no
//    verdict); asBoolean throws on JsonNull / JsonObject / arrays not of size 1 (any primitive reads, via
//    Boolean.parseBoolean); asInt is Number.intValue() for numbers and Integer.parseInt(string) otherwise (so true,
//    "8/10", NaN throw); asString throws on JsonNull ("reasoning": null fails the whole verdict).
type GsonValue =
  | { t: 'obj'; m: Map<string, GsonValue> }
  | { t: 'arr'; a: GsonValue[] }
  | { t: 'str'; v: string }
  | { t: 'num'; v: string }
  | { t: 'bool'; v: boolean }
  | { t: 'null' };
const GSON_NOT_LITERAL = '/\\;#={}[]:, \t\f\r\n';
const gsonIsLiteral = (c: string | undefined) => c !== undefined && !GSON_NOT_LITERAL.includes(c);
// Gson JsonReader (lenient) + the JsonElement adapter: the document's single top-level value, or undefined where it
// throws; null for an empty document (fromJson returns null, then obj.get(...) throws a NullPointerException).
const gsonLenientRead = (s: string): GsonValue | null | undefined => {
  let pos = 0;
  const nextNonWhitespace = (): string | undefined => {
    while (pos < s.length) {
      const c = s[pos++]!;
      if (c === ' ' || c === '\n' || c === '\t' || c === '\r') continue;
      if (c === '/' && s[pos] === '*') {
        const end = s.indexOf('*/', pos + 1);
        if (end < 0) fail(); // Unterminated comment
        pos = end + 2;
        continue;
      }
      if ((c === '/' && s[pos] === '/') || c === '#') {
        while (pos < s.length && s[pos] !== '\n' && s[pos] !== '\r') pos++;
        continue;
      }
      return c;
    }
    return undefined;
  };
  const quoted = (q: string): string => {
    let out = '';
    for (;;) {
      if (pos >= s.length) fail(); // Unterminated string
      const c = s[pos++]!;
      if (c === q) return out;
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = s[pos++];
      if (e === undefined) fail();
      if (e === 'u') {
        const hex = s.slice(pos, pos + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail(); // Malformed Unicode escape
        out += String.fromCharCode(parseInt(hex, 16));
        pos += 4;
      } else out += ({ t: '\t', b: '\b', n: '\n', r: '\r', f: '\f' } as Record<string, string>)[e!] ?? e;
    }
  };
  const unquoted = (): string => {
    const start = pos;
    while (gsonIsLiteral(s[pos])) pos++;
    return s.slice(start, pos);
  };
  const keyword = (): GsonValue | undefined => {
    for (const [word, value] of [
      ['true', { t: 'bool', v: true }],
      ['false', { t: 'bool', v: false }],
      ['null', { t: 'null' }],
    ] as Array<[string, GsonValue]>) {
      const text = s.slice(pos, pos + word.length);
      if (text.length === word.length && [...text].every((c, i) => c === word[i] || c === word[i]!.toUpperCase())) {
        if (gsonIsLiteral(s[pos + word.length])) return undefined; // "trues" is an unquoted string
        pos += word.length;
        return value;
      }
    }
    return undefined;
  };
  // JsonReader.peekNumber: -?digits(.digits)?([eE][+-]?digits)?, no leading 0 before a digit, then a non-literal char
  const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/;
  const number = (): GsonValue | undefined => {
    const m = NUMBER.exec(s.slice(pos));
    if (!m || gsonIsLiteral(s[pos + m[0].length])) return undefined;
    pos += m[0].length;
    return { t: 'num', v: m[0] };
  };
  const value = (inArray: boolean): GsonValue => {
    const c = nextNonWhitespace();
    if (c === undefined) fail(); // End of input
    if (c === ']' || c === ';' || c === ',') {
      if (!inArray) fail(); // Unexpected value
      pos--;
      return { t: 'null' }; // lenient: an empty array slot is null
    }
    if (c === '"' || c === "'") return { t: 'str', v: quoted(c!) };
    if (c === '[') return array();
    if (c === '{') return object();
    pos--;
    const k = keyword() ?? number();
    if (k) return k;
    if (!gsonIsLiteral(s[pos])) fail(); // Expected value
    return { t: 'str', v: unquoted() };
  };
  const name = (c: string | undefined): string => {
    if (c === '"' || c === "'") return quoted(c);
    if (!gsonIsLiteral(c)) fail(); // Expected name
    pos--;
    return unquoted();
  };
  const object = (): GsonValue => {
    const m = new Map<string, GsonValue>();
    let c = nextNonWhitespace();
    if (c === '}') return { t: 'obj', m };
    for (;;) {
      const key = name(c);
      const sep = nextNonWhitespace();
      if (sep === '=') {
        if (s[pos] === '>') pos++;
      } else if (sep !== ':') fail(); // Expected ':'
      m.set(key, value(false)); // LinkedTreeMap.put: a duplicate name keeps the last value
      const after = nextNonWhitespace();
      if (after === '}') return { t: 'obj', m };
      if (after !== ',' && after !== ';') fail(); // Unterminated object
      c = nextNonWhitespace();
      if (c === '}') fail(); // Expected name (trailing comma)
    }
  };
  const array = (): GsonValue => {
    const a: GsonValue[] = [];
    const first = nextNonWhitespace();
    if (first === ']') return { t: 'arr', a };
    pos--;
    for (;;) {
      a.push(value(true));
      const after = nextNonWhitespace();
      if (after === ']') return { t: 'arr', a };
      if (after !== ',' && after !== ';') fail(); // Unterminated array
    }
  };
  try {
    if (nextNonWhitespace() === undefined) return null; // empty document
    pos--;
    const top = value(false);
    if (nextNonWhitespace() !== undefined) return undefined; // JSON document was not fully consumed
    return top;
  } catch (e) {
    if (e instanceof ParseFailure) return undefined;
    throw e;
  }
};
// JsonArray.getAsX: exactly one element, else IllegalStateException
const single = (v: GsonValue): GsonValue | undefined => (v.t === 'arr' ? (v.a.length === 1 ? single(v.a[0]!) : undefined) : v);
const isPrimitive = (v: GsonValue | undefined) => v !== undefined && (v.t === 'str' || v.t === 'num' || v.t === 'bool');
// Integer.parseInt: optional sign, Character.digit decimal digits (any Unicode Nd), within the int range
const javaParseIntOk = (s: string): boolean => {
  const m = /^([+-]?)(\p{Nd}+)$/u.exec(s);
  if (!m) return false;
  const digits = [...m[2]!].map((d) => {
    const cp = d.codePointAt(0)!;
    let start = cp;
    while (/\p{Nd}/u.test(String.fromCodePoint(start - 1))) start--;
    return String((cp - start) % 10);
  });
  const value = BigInt((m[1] === '-' ? '-' : '') + digits.join(''));
  return value >= -(2n ** 31n) && value <= 2n ** 31n - 1n;
};
const celebrimbotJudge: FrameworkParser = (reply) => {
  const cleaned = ktStripFences(reply);
  const jsonStr = /\{[\s\S]*\}/.exec(cleaned)?.[0] ?? reply;
  const obj = gsonLenientRead(jsonStr);
  if (!obj || obj.t !== 'obj') return false; // null -> NullPointerException; other types -> JsonSyntaxException
  const passed = obj.m.get('passed');
  if (passed === undefined) return false; // ?: false, a default
  if (!isPrimitive(single(passed))) return false; // asBoolean throws
  const score = obj.m.get('score');
  if (score !== undefined) {
    const s = single(score);
    if (!s || !(s.t === 'num' || ((s.t === 'str' || s.t === 'bool') && javaParseIntOk(String(s.v))))) return false;
  }
  const reasoning = obj.m.get('reasoning');
  if (reasoning !== undefined && !isPrimitive(single(reasoning))) return false; // asString throws on JsonNull
  return true;
};

// ---------------------------------------------------------------------------------------------------------------
// 3. berntpopp/sysndd, api/functions/llm-judge.R:
//      validate_with_llm_judge: tryCatch({
//          chat <- ellmer::chat_google_gemini(model = model)
//          verdict <- chat$chat_structured(judge_prompt, type = llm_judge_verdict_type)
//          return(verdict)
//      }, error = function(e) { ... return(list(..., verdict = "low_confidence")) })   # default on any error
//      generate_and_validate_with_judge:
//          validation_status <- switch(judge_result$verdict,
//              "accept" = "validated", "low_confidence" = "pending", "reject" = "rejected", "pending")  # fallback
//    ellmer's Gemini provider sends the type as responseSchema (responseMimeType application/json) and reads the
//    reply text with jsonlite::parse_json (yajl: strict JSON, no trailing garbage, no raw control characters in
//    strings, \v and \f count as whitespace); the object's "verdict" is taken with [[ / $, which return the FIRST
//    member of that name. A verdict is one of the three enum strings exactly; any other string falls to the
//    "pending" fallback (a default), a missing verdict makes switch() stop with "EXPR must be a length 1 vector".
const SYSNDD_VERDICTS = ['accept', 'low_confidence', 'reject'];
const yajlWhitespace = (text: string) => {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === '"') inString = false;
    } else {
      if (c === '"') inString = true;
      out += c === '\v' || c === '\f' ? ' ' : c;
    }
  }
  return out;
};
const sysnddJudge: FrameworkParser = (reply) => {
  const text = yajlWhitespace(reply);
  const value = wholeJson(text);
  if (!isObject(value)) return false;
  const raw = topLevelMembers(text).find(([name]) => name === 'verdict')?.[1];
  if (raw === undefined) return false;
  const verdict = wholeJson(raw);
  return typeof verdict === 'string' && SYSNDD_VERDICTS.includes(verdict);
};

export const PARSERS_OF_SET_691: Record<string, FrameworkParser> = {
  'aichallenge--local-llm-pairwise-two-answers-1-5-json-score-a-score-b-kotlinx-decode': aichallengeLocalJudge,
  'celebrimbot--coding-agent-eval-run-passed-score-0-10-json-gson-lenient-greedy-brace': celebrimbotJudge,
  'sysndd--gene-cluster-summary-accuracy-grounding-verdict-enum-ellmer-gemini-structured': sysnddJudge,
};
