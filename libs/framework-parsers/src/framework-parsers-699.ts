/**
 * Set 699 (agriculture, environment, energy and climate): replicas of the reply readers of two judges:
 * CPJ's pairwise judge that picks the better of two plant-disease diagnoses (JSON "choice" 1/2, then a
 * case-insensitive regex fallback), and SurveyNav's on-device grader of farmers' maize-survey answers (a 0..100
 * "score" found in org.json fragments, then the last standalone integer 0..100 of the reply). Each parser answers:
 * would the project get a verdict out of this reply (not a default, not an exception, not a null)?
 */
import { digitValue, isObject, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. CPJ, step3_answer_selection/diagnosis_judge.py (zhangwentao159357/CPJ-Agricultural-Diagnosis):
//      chain = chat_prompt | ChatOpenAI(model=model_name, temperature=0) | StrOutputParser()
//      def parse_evaluation_response(response):
//          try:
//              json_match = re.search(r'\{.*\}', response, re.DOTALL)
//              if json_match:
//                  json_str = json_match.group()
//                  result = json.loads(json_str)
//                  if "choice" in result and result["choice"] in [1, 2]:
//                      choice = result["choice"]
//                      reason = result.get("reason", "No reason provided")
//                      answer1_score = 0
//                      answer2_score = 0
//                      if "scores" in result:
//                          scores = result["scores"]                       # non-dict -> AttributeError below
//                          answer1_score = sum(scores.get("answer1", {}).values()) if isinstance(scores.get("answer1"), dict) else 0
//                          answer2_score = sum(scores.get("answer2", {}).values()) if isinstance(scores.get("answer2"), dict) else 0
//                      return choice, reason, answer1_score, answer2_score
//          except json.JSONDecodeError:
//              pass                                   # AttributeError / TypeError escape: the run aborts
//          choice_match = re.search(r'(?i)choice.*?[12]|(?i)select.*?[12]|[12](?=\D*$)', response)
//          if choice_match:
//              choice_text = choice_match.group()
//              if '1' in choice_text: return 1, "Extracted from text response", 0, 0
//              elif '2' in choice_text: return 2, "Extracted from text response", 0, 0
//          return 1, "Default selection - could not determine choice", 0, 0     # a default, not a verdict
//    `in [1, 2]` compares with ==, so 1.0 and True count. Python <= 3.10 is modelled: the mid-pattern (?i) only
//    warns and makes the whole pattern case-insensitive (Python's IGNORECASE also equates i with İ and ı, s with ſ);
//    `.` stops at '\n' only; \D is any non-Nd character. (On Python >= 3.11 that re.search raises re.error instead.)
const CPJ_JSON_SPAN = /\{[\s\S]*\}/;
const CPJ_FALLBACK = /choice[^\n]*?[12]|select[^\n]*?[12]|[12](?=\P{Nd}*$)/iu;
const own = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);
const pySummable = (v: unknown) => typeof v === 'number' || typeof v === 'boolean';
const cpj: FrameworkParser = (reply) => {
  const span = CPJ_JSON_SPAN.exec(reply);
  if (span) {
    const result = pythonLoadsNumbers(span[0]); // undefined: JSONDecodeError, caught
    if (isObject(result) && own(result, 'choice')) {
      const choice = result['choice'];
      if (choice === 1 || choice === 2 || choice === true) {
        if (own(result, 'scores')) {
          const scores = result['scores'];
          if (!isObject(scores)) return false; // scores.get -> AttributeError, uncaught
          for (const key of ['answer1', 'answer2']) {
            const part = own(scores, key) ? scores[key] : undefined;
            if (isObject(part) && !Object.values(part).every(pySummable)) return false; // sum() -> TypeError
          }
        }
        return true;
      }
    }
  }
  // Python's IGNORECASE matches 'i' with U+0130 and U+0131; JS simple case folding does not (ſ it folds itself).
  return CPJ_FALLBACK.test(reply.replace(/[\u0130\u0131]/g, 'i'));
};

// ---------------------------------------------------------------------------------------------------------------
// 2. SurveyNav (ishizuki-tech/SurveyNav), Android / Kotlin:
//    vm/AiViewModel.kt evaluate():   val rawText = buf.toString()
//                                    val s = FollowupExtractor.extractScore(rawText)
//                                    _score.value = s; return s                       // null = no score
//    slm/FollowupExtractor.kt:
//      fun extractScore(text: String): Int? {
//          runCatching {
//              val fragments = extractJsonFragments(text)
//              for (frag in fragments) {
//                  val v = when (frag) { is JSONObject -> findScoreRecursive(frag); is JSONArray -> findScoreRecursive(frag); else -> null }
//                  if (v != null) return clamp0to100(v)
//              }
//          }
//          val lastMatch = NUMBER_0_TO_100_REGEX.findAll(text).lastOrNull()?.groupValues?.getOrNull(0)?.toIntOrNull()
//          return lastMatch?.let(::clamp0to100)
//      }
//      NUMBER_0_TO_100_REGEX = Regex("""\b(?:100|[1-9]?\d)\b""")
//      SCORE_KEYS = setOf("overall-score", "score"); normKey(k) = k.lowercase().replace(Regex("""[\s_\u200C\u200D\u2060\u2010-\u2015]+"""), "-")
//      findScoreRecursive(obj): first SCORE_KEY whose value parseNumberOrNull reads, else recurse into children in key order
//      parseNumberOrNull(v) = when (v) { is Number -> v.toInt(); is String -> v.trim().toDoubleOrNull()?.toInt(); else -> null }
//      extractJsonFragments(raw): s0 = stripCodeFences(raw.trim()); parseAny(s0)?.let { return listOf(it) };
//          then every balanced {...}/[...] span ('"' strings and backslash escapes skipped) that parseAny reads
//      parseAny(s) = try { t = s.trim(); if '{' JSONObject(t) else if '[' JSONArray(t) else null } catch -> null
//    Android's java.util.regex is ICU: \d = \p{Nd}, \s = White_Space, \b = ICU word boundary. org.json is Android's
//    lenient JSONTokener. Kotlin's trim() drops Char.isWhitespace characters.

// Kotlin Char.isWhitespace: Character.isWhitespace || Character.isSpaceChar
const KT_WS = '\\t\\n\\x0b\\x0c\\r\\x1c-\\x1f\\p{Zs}\\u2028\\u2029';
const KT_TRIM = new RegExp(`^[${KT_WS}]+|[${KT_WS}]+$`, 'gu');
const ktTrim = (s: string) => s.replace(KT_TRIM, '');
// ICU \s (Unicode White_Space)
const ICU_WS = '\\t\\n\\x0b\\x0c\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';

type OrgJson =
  | { t: 'num'; nonFinite?: boolean } // Integer, Long or Double (a non-finite Double cannot go into a JSONObject)
  | { t: 'str'; v: string }
  | { t: 'lit' } // Boolean or JSONObject.NULL
  | { t: 'obj'; m: Map<string, OrgJson> }
  | { t: 'arr'; a: OrgJson[] };
class OrgJsonError extends Error {}

// java.lang.Character.digit(ch, radix) for one UTF-16 unit: Nd digits, ASCII and fullwidth Latin letters.
const javaDigit = (ch: string, radix: number): number => {
  const c = ch.charCodeAt(0);
  let d = -1;
  if (c >= 0xd800 && c <= 0xdfff) d = -1;
  else if (/\p{Nd}/u.test(ch)) d = digitValue(ch);
  else if (/[a-z]/.test(ch)) d = c - 0x61 + 10;
  else if (/[A-Z]/.test(ch)) d = c - 0x41 + 10;
  else if (c >= 0xff41 && c <= 0xff5a) d = c - 0xff41 + 10;
  else if (c >= 0xff21 && c <= 0xff3a) d = c - 0xff21 + 10;
  return d >= 0 && d < radix ? d : -1;
};
// Long.parseLong(s, radix) / Integer.parseInt: optional sign, Character.digit digits, range checked.
const javaParseInteger = (s: string, radix: number, bits: 32 | 64): bigint | undefined => {
  if (s.length === 0) return undefined;
  let i = 0;
  let negative = false;
  if (s[0] === '-' || s[0] === '+') {
    negative = s[0] === '-';
    if (s.length === 1) return undefined;
    i = 1;
  }
  let value = 0n;
  for (; i < s.length; i++) {
    const d = javaDigit(s[i]!, radix);
    if (d < 0) return undefined;
    value = value * BigInt(radix) + BigInt(d);
  }
  if (negative) value = -value;
  const max = bits === 64 ? 2n ** 63n : 2n ** 31n;
  return value >= -max && value < max ? value : undefined;
};
// Double.valueOf(String): Java's FloatingDecimal grammar (ASCII digits), surrounding chars <= ' ' trimmed.
const JAVA_DOUBLE =
  /^[\x00-\x20]*([+-]?)(?:(NaN)|(Infinity)|(?:(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?|0[xX]([0-9a-fA-F]+\.?|[0-9a-fA-F]*\.[0-9a-fA-F]+)[pP]([+-]?\d+))[fFdD]?)[\x00-\x20]*$/;
const javaDoubleValueOf = (s: string): number | undefined => {
  const m = JAVA_DOUBLE.exec(s);
  if (!m) return undefined;
  const sign = m[1] === '-' ? -1 : 1;
  if (m[2]) return Number.NaN;
  if (m[3]) return sign * Infinity;
  if (m[4] !== undefined) return sign * Number(m[4] + (m[5] ?? ''));
  const [intPart, fracPart = ''] = (m[6] ?? '').split('.');
  const mantissa = parseInt((intPart ?? '') + fracPart || '0', 16);
  return sign * mantissa * Math.pow(2, Number(m[7]) - 4 * fracPart.length);
};
// Kotlin String.toDoubleOrNull (JVM): the Double.valueOf grammar, else null.
const ktToDoubleOrNull = (s: string): number | undefined => javaDoubleValueOf(s);

/** Android's org.json JSONTokener (libcore), the lenient reader JSONObject(String) / JSONArray(String) use. */
class AndroidJsonTokener {
  private pos = 0;
  constructor(private readonly input: string) {}

  private nextCleanInternal(): string | -1 {
    const s = this.input;
    while (this.pos < s.length) {
      const c = s[this.pos++]!;
      switch (c) {
        case '\t':
        case ' ':
        case '\n':
        case '\r':
          continue;
        case '/': {
          if (this.pos === s.length) return c;
          const peek = s[this.pos];
          if (peek === '*') {
            this.pos++;
            const end = s.indexOf('*/', this.pos);
            if (end === -1) throw new OrgJsonError('Unterminated comment');
            this.pos = end + 2;
            continue;
          }
          if (peek === '/') {
            this.pos++;
            this.skipToEndOfLine();
            continue;
          }
          return c;
        }
        case '#':
          this.skipToEndOfLine();
          continue;
        default:
          return c;
      }
    }
    return -1;
  }

  private skipToEndOfLine() {
    for (; this.pos < this.input.length; this.pos++) {
      const c = this.input[this.pos];
      if (c === '\r' || c === '\n') {
        this.pos++;
        break;
      }
    }
  }

  nextValue(): OrgJson {
    const c = this.nextCleanInternal();
    switch (c) {
      case -1:
        throw new OrgJsonError('End of input');
      case '{':
        return this.readObject();
      case '[':
        return this.readArray();
      case "'":
      case '"':
        return { t: 'str', v: this.nextString(c) };
      default:
        this.pos--;
        return this.readLiteral();
    }
  }

  private nextString(quote: string): string {
    const s = this.input;
    let out = '';
    while (this.pos < s.length) {
      const c = s[this.pos++]!;
      if (c === quote) return out;
      if (c === '\\') {
        if (this.pos === s.length) throw new OrgJsonError('Unterminated escape sequence');
        out += this.readEscapeCharacter();
        continue;
      }
      out += c;
    }
    throw new OrgJsonError('Unterminated string');
  }

  private readEscapeCharacter(): string {
    const escaped = this.input[this.pos++]!;
    switch (escaped) {
      case 'u': {
        if (this.pos + 4 > this.input.length) throw new OrgJsonError('Unterminated escape sequence');
        const hex = this.input.slice(this.pos, this.pos + 4);
        this.pos += 4;
        const v = javaParseInteger(hex, 16, 32);
        if (v === undefined) throw new OrgJsonError('Invalid escape sequence');
        return String.fromCharCode(Number(BigInt.asUintN(16, v)));
      }
      case 't':
        return '\t';
      case 'b':
        return '\b';
      case 'n':
        return '\n';
      case 'r':
        return '\r';
      case 'f':
        return '\f';
      default:
        return escaped;
    }
  }

  private readLiteral(): OrgJson {
    const literal = this.nextToInternal('{}[]/\\:,=;# \t\f');
    if (literal.length === 0) throw new OrgJsonError('Expected literal value');
    const lower = literal.toLowerCase();
    if (lower === 'null' || lower === 'true' || lower === 'false') return { t: 'lit' };
    if (!literal.includes('.')) {
      let base = 10;
      let number = literal;
      if (number.startsWith('0x') || number.startsWith('0X')) {
        number = number.slice(2);
        base = 16;
      } else if (number.startsWith('0') && number.length > 1) {
        number = number.slice(1);
        base = 8;
      }
      if (javaParseInteger(number, base, 64) !== undefined) return { t: 'num' };
    }
    const d = javaDoubleValueOf(literal);
    if (d !== undefined) return { t: 'num', nonFinite: !Number.isFinite(d) };
    return { t: 'str', v: literal };
  }

  private nextToInternal(excluded: string): string {
    const start = this.pos;
    for (; this.pos < this.input.length; this.pos++) {
      const c = this.input[this.pos]!;
      if (c === '\r' || c === '\n' || excluded.includes(c)) return this.input.slice(start, this.pos);
    }
    return this.input.slice(start);
  }

  private readObject(): OrgJson {
    const m = new Map<string, OrgJson>();
    const first = this.nextCleanInternal();
    if (first === '}') return { t: 'obj', m };
    if (first !== -1) this.pos--;
    for (;;) {
      const name = this.nextValue();
      if (name.t !== 'str') throw new OrgJsonError('Names must be strings');
      const separator = this.nextCleanInternal();
      if (separator !== ':' && separator !== '=') throw new OrgJsonError("Expected ':'");
      if (this.pos < this.input.length && this.input[this.pos] === '>') this.pos++;
      const value = this.nextValue();
      // JSONObject.put checks every Number with JSON.checkDouble: NaN and infinities throw
      if (value.t === 'num' && value.nonFinite) throw new OrgJsonError('Forbidden numeric value');
      m.set(name.v, value);
      switch (this.nextCleanInternal()) {
        case '}':
          return { t: 'obj', m };
        case ';':
        case ',':
          continue;
        default:
          throw new OrgJsonError('Unterminated object');
      }
    }
  }

  private readArray(): OrgJson {
    const a: OrgJson[] = [];
    let hasTrailingSeparator = false;
    for (;;) {
      switch (this.nextCleanInternal()) {
        case -1:
          throw new OrgJsonError('Unterminated array');
        case ']':
          if (hasTrailingSeparator) a.push({ t: 'lit' });
          return { t: 'arr', a };
        case ',':
        case ';':
          a.push({ t: 'lit' });
          hasTrailingSeparator = true;
          continue;
        default:
          this.pos--;
      }
      a.push(this.nextValue()); // JSONArray.put(Object) does not check doubles
      switch (this.nextCleanInternal()) {
        case ']':
          return { t: 'arr', a };
        case ',':
        case ';':
          hasTrailingSeparator = true;
          continue;
        default:
          throw new OrgJsonError('Unterminated array');
      }
    }
  }
}

// parseAny: JSONObject(t) / JSONArray(t) read the first value only (trailing text is not checked).
const surveyParseAny = (s: string): OrgJson | null => {
  const t = ktTrim(s);
  const want = t.startsWith('{') ? 'obj' : t.startsWith('[') ? 'arr' : null;
  if (!want) return null;
  try {
    const value = new AndroidJsonTokener(t).nextValue();
    return value.t === want ? value : null;
  } catch {
    return null;
  }
};

const FENCED = new RegExp(`^[${ICU_WS}]*\`\`\`[A-Za-z0-9_-]*[${ICU_WS}]*\\n([\\s\\S]*?)\\n\`\`\`[${ICU_WS}]*$`);
const stripCodeFences = (s: string): string => {
  const m = FENCED.exec(s);
  if (m) return ktTrim(m[1] ?? '');
  const unwrapped = s.length >= 6 && s.startsWith('```') && s.endsWith('```') ? s.slice(3, -3) : s;
  return ktTrim(unwrapped);
};

const extractJsonFragments = (raw: string): OrgJson[] => {
  const s0 = stripCodeFences(ktTrim(raw));
  const whole = surveyParseAny(s0);
  if (whole) return [whole];
  const fragments: OrgJson[] = [];
  const n = s0.length;
  let i = 0;
  while (i < n) {
    const ch = s0[i];
    if (ch !== '{' && ch !== '[') {
      i++;
      continue;
    }
    const start = i;
    const stack: string[] = [ch];
    let inString = false;
    i++;
    while (i < n && stack.length > 0) {
      const c = s0[i];
      if (inString) {
        if (c === '\\') {
          i += i + 1 < n ? 2 : 1;
          continue;
        } else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '{' || c === '[') stack.push(c);
      else if (c === '}' && stack[stack.length - 1] === '{') stack.pop();
      else if (c === ']' && stack[stack.length - 1] === '[') stack.pop();
      i++;
    }
    if (stack.length === 0 && i <= n) {
      const frag = surveyParseAny(s0.slice(start, i));
      if (frag) fragments.push(frag);
      continue;
    }
    i = start + 1;
  }
  return fragments;
};

const NORM_RUN = new RegExp(`[${ICU_WS}_\\u200C\\u200D\\u2060\\u2010-\\u2015]+`, 'g');
const normKey = (k: string) => k.toLowerCase().replace(NORM_RUN, '-');
const parseNumberOrNull = (v: OrgJson): boolean =>
  v.t === 'num' || (v.t === 'str' && ktToDoubleOrNull(ktTrim(v.v)) !== undefined);
const findScoreInObject = (m: Map<string, OrgJson>): boolean => {
  const norm = new Map<string, OrgJson>();
  for (const [k, v] of m) norm.set(normKey(k), v);
  for (const key of ['overall-score', 'score']) {
    const v = norm.get(key);
    if (v && parseNumberOrNull(v)) return true;
  }
  for (const v of m.values()) {
    if (v.t === 'obj' && findScoreInObject(v.m)) return true;
    if (v.t === 'arr' && findScoreInArray(v.a)) return true;
  }
  return false;
};
const findScoreInArray = (a: OrgJson[]): boolean =>
  a.some((v) => (v.t === 'obj' && findScoreInObject(v.m)) || (v.t === 'arr' && findScoreInArray(v.a)));

// ICU \b: word = [\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\u200c\u200d]; a Grapheme_Extend or format character at the
// position is never a boundary, and the character before is the nearest one that is neither.
const ICU_WORD = /[\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\u200c\u200d]/u;
const ICU_TRANSPARENT = /[\p{Grapheme_Extend}\p{Cf}]/u;
const ND = /^\p{Nd}$/u;
const icuBoundary = (cps: string[], p: number): boolean => {
  let here = false;
  if (p < cps.length) {
    if (ICU_TRANSPARENT.test(cps[p]!)) return false;
    here = ICU_WORD.test(cps[p]!);
  }
  let before = false;
  for (let q = p - 1; q >= 0; q--) {
    if (!ICU_TRANSPARENT.test(cps[q]!)) {
      before = ICU_WORD.test(cps[q]!);
      break;
    }
  }
  return here !== before;
};
// \b(?:100|[1-9]?\d)\b at code point p: the length of the match, or 0.
const numberAt = (cps: string[], p: number): number => {
  if (!icuBoundary(cps, p)) return 0;
  const at = (k: number) => cps[p + k] ?? '';
  if (at(0) === '1' && at(1) === '0' && at(2) === '0' && icuBoundary(cps, p + 3)) return 3;
  if (/^[1-9]$/.test(at(0)) && ND.test(at(1)) && icuBoundary(cps, p + 2)) return 2;
  if (ND.test(at(0)) && icuBoundary(cps, p + 1)) return 1;
  return 0;
};
const lastNumberToInt = (text: string): boolean => {
  const cps = Array.from(text);
  let last: string | undefined;
  for (let p = 0; p < cps.length; ) {
    const len = numberAt(cps, p);
    if (len > 0) {
      last = cps.slice(p, p + len).join('');
      p += len;
    } else p++;
  }
  // Kotlin toIntOrNull reads UTF-16 units with Character.digit: a supplementary-plane digit gives null
  return last !== undefined && !/[\ud800-\udfff]/.test(last);
};

const surveyNav: FrameworkParser = (reply) => {
  try {
    for (const frag of extractJsonFragments(reply)) {
      if (frag.t === 'obj' ? findScoreInObject(frag.m) : frag.t === 'arr' && findScoreInArray(frag.a)) return true;
    }
  } catch {
    // runCatching: fall through to the text fallback
  }
  return lastNumberToInt(reply);
};

export const PARSERS_OF_SET_699: Record<string, FrameworkParser> = {
  'cpj--plant-disease-diagnosis-pairwise-answer-selection-few-shot-json-choice-1-2-regex-fallback': cpj,
  'surveynav--maize-farmer-survey-answer-quality-1-100-json-score-or-last-integer-fallback': surveyNav,
};
