/**
 * Set 275: replicas of the reply readers of three judges written in Rust, C# and Go: Zed's agent-eval diff judge
 * (<analysis> and <passed>true|false</passed> tags, Rust get_tag), GPTCodeQualitySharp's code-quality rater (first
 * `{[^}]+}` regex match, Newtonsoft JObject.Parse, every s*_ key read as a double) and llemecode's Ollama benchmark
 * judge (a `SCORE:` line read with Go's fmt.Sscanf "%f"). Each parser answers: would the project get a verdict out of
 * this reply (not a default, not an exception, not an error result)?
 */
import { goFloatToken, goUnderscoreOK, RUST_TRIM } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Zed, crates/eval/src/instance.rs (zed-industries/zed):
//      fn parse_assertion_result(response: &str) -> Result<RanAssertionResult> {
//          let analysis = get_tag("analysis", response)?;
//          let passed = match get_tag("passed", response)?.to_lowercase().as_str() {
//              "true" => true,
//              "false" => false,
//              value @ _ => bail!("invalid judge `passed` tag: {value}"),
//          };
//          Ok(RanAssertionResult { analysis: Some(analysis), passed })
//      }
//      fn get_tag(name: &'static str, response: &str) -> Result<String> {
//          let start_tag = format!("<{}>", name);
//          let end_tag = format!("</{}>", name);
//          let start_ix = response.find(&start_tag).context(...)?;
//          let content_start_ix = start_ix + start_tag.len();
//          let end_ix = content_start_ix + response[content_start_ix..].find(&end_tag).context(...)?;
//          let content = response[content_start_ix..end_ix].trim().unindent();
//          anyhow::Ok(content)
//      }
//    str::trim strips Unicode White_Space (RUST_TRIM); unindent only removes common indentation of several lines, so
//    a multi-line tag content can never equal "true"/"false". to_lowercase is Unicode (same as JS for these words).
const rustGetTag = (name: string, response: string): string | undefined => {
  const startTag = `<${name}>`;
  const endTag = `</${name}>`;
  const startIx = response.indexOf(startTag);
  if (startIx < 0) return undefined;
  const contentStart = startIx + startTag.length;
  const endRel = response.slice(contentStart).indexOf(endTag);
  if (endRel < 0) return undefined;
  return response.slice(contentStart, contentStart + endRel).replace(RUST_TRIM, '');
};
const zedDiffJudge: FrameworkParser = (reply) => {
  if (rustGetTag('analysis', reply) === undefined) return false;
  const passed = rustGetTag('passed', reply);
  if (passed === undefined) return false;
  const word = passed.toLowerCase();
  return word === 'true' || word === 'false';
};

// ---------------------------------------------------------------------------------------------------------------
// 2. GPTCodeQualitySharp (hwvs/GPTCodeQualitySharp):
//    Evaluator/API/Impl/EvaluatorResultJSON.cs TryGetJSONString:
//      string pattern = @"{[^}]+}";
//      Regex regex = new Regex(pattern, RegexOptions.Multiline);
//      Match match = regex.Match(apiResult);
//      if (match.Success) { result = new EvaluatorResult(true, match.Value); return true; }
//      result = new EvaluatorResult(false, string.Empty); return false;
//    Evaluator/API/Impl/EvaluatorResult.cs TryGetScore (called by GPTCodeQualitySharpAnalyzer/Program.cs):
//      if (!Success) return false;
//      try {
//          var obj = JObject.Parse(JSONResult);
//          foreach (var kvp in obj.Cast<KeyValuePair<string, JToken>>().ToList())
//              if (kvp.Key.StartsWith("s") && kvp.Key.Contains('_')) { total_score += kvp.Value.Value<double>(); max_score += 10; }
//          score = total_score / (double)max_score * 100;     // 0/0 = NaN when no s*_ key: still `return true`
//          return true;
//      } catch (Exception e) { Debug.WriteLine(e); }
//      return false;
//    JObject.Parse is Newtonsoft's lenient JsonTextReader: '...' and "..." strings, unquoted identifier property names
//    (letters, digits, '_', '$'), /* */ and // comments, trailing commas, NaN / Infinity / -Infinity / undefined,
//    hex (0x..) and leading-zero octal integers, empty array slots and empty property values read as undefined.
//    Duplicate keys: the last value replaces the first. Value<double>() = Convert.ChangeType(value, double,
//    InvariantCulture): numbers and booleans convert, strings go through double.Parse(Float | AllowThousands), null,
//    undefined, arrays and objects throw. (Constructors `new X(...)` and culture-sensitive StartsWith subtleties on
//    ignorable characters are not modelled: a `new` value is treated as a parse error.)
type NsValue =
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'string'; value: string }
  | { kind: 'null' }
  | { kind: 'undefined' }
  | { kind: 'array' }
  | { kind: 'object' };
class NewtonsoftError extends Error {}
const NET_WS = /[\t\n\v\f\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/; // char.IsWhiteSpace
const NS_IDENT = /[\p{L}\p{Nd}_$]/u; // ValidIdentifierChar: char.IsLetterOrDigit || '_' || '$'
const NS_NUMBER_CHARS = '-.0123456789abcdefABCDEFxX+';
const NET_FLOAT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/; // double.TryParse(NumberStyles.Float), no blanks here
class NewtonsoftReader {
  private i = 0;
  constructor(private readonly s: string) {}
  private fail(): never {
    throw new NewtonsoftError();
  }
  private comment(): void {
    // at '/'
    const next = this.s[this.i + 1];
    if (next === '*') {
      const end = this.s.indexOf('*/', this.i + 2);
      if (end < 0) this.fail();
      this.i = end + 2;
    } else if (next === '/') {
      this.i += 2;
      while (this.i < this.s.length && this.s[this.i] !== '\n' && this.s[this.i] !== '\r') this.i++;
    } else this.fail();
  }
  private skip(comments = true): void {
    for (;;) {
      const c = this.s[this.i];
      if (c === undefined) return;
      if (NET_WS.test(c)) this.i++;
      else if (comments && c === '/') this.comment();
      else return;
    }
  }
  private isSeparator(at: number): boolean {
    const c = this.s[at];
    if (c === undefined) return true;
    if (c === '}' || c === ']' || c === ',' || NET_WS.test(c)) return true;
    if (c === '/') return this.s[at + 1] === '*' || this.s[at + 1] === '/';
    return false;
  }
  private literal(word: string): void {
    if (!this.s.startsWith(word, this.i) || !this.isSeparator(this.i + word.length)) this.fail();
    this.i += word.length;
  }
  private string(): string {
    const quote = this.s[this.i]!;
    this.i++;
    let out = '';
    for (;;) {
      const c = this.s[this.i];
      if (c === undefined) this.fail();
      this.i++;
      if (c === quote) return out;
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = this.s[this.i];
      this.i++;
      const simple: Record<string, string> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', '\\': '\\', '"': '"', "'": "'", '/': '/' };
      if (e !== undefined && e in simple) out += simple[e];
      else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(this.s.slice(this.i, this.i + 4))) {
        out += String.fromCharCode(parseInt(this.s.slice(this.i, this.i + 4), 16));
        this.i += 4;
      } else this.fail();
    }
  }
  private number(): NsValue {
    const start = this.i;
    while (this.i < this.s.length && NS_NUMBER_CHARS.includes(this.s[this.i]!)) this.i++;
    const c = this.s[this.i];
    if (c !== undefined && !(NET_WS.test(c) || c === ',' || c === '}' || c === ']' || c === ')' || c === '/')) this.fail();
    const text = this.s.slice(start, this.i);
    if (text.length === 1 && /\d/.test(text)) return { kind: 'number' };
    if (text.length > 1 && text[0] === '0' && !'.eE'.includes(text[1]!)) {
      // non-base-10: Convert.ToInt64(text, 16) for 0x.., else Convert.ToInt64(text, 8)
      if (/^0[xX][0-9a-fA-F]+$/.test(text) || /^[0-7]+$/.test(text)) return { kind: 'number' };
      this.fail();
    }
    if (/^-?\d+$/.test(text) || NET_FLOAT.test(text)) return { kind: 'number' };
    return this.fail();
  }
  private value(): NsValue {
    this.skip();
    const c = this.s[this.i];
    if (c === undefined) this.fail();
    if (c === '"' || c === "'") return { kind: 'string', value: this.string() };
    if (c === '{') {
      this.object();
      return { kind: 'object' };
    }
    if (c === '[') {
      this.array();
      return { kind: 'array' };
    }
    if (c === ',') return { kind: 'undefined' }; // not consumed: an empty value
    const literals: Array<[string, NsValue]> = [
      ['true', { kind: 'boolean' }],
      ['false', { kind: 'boolean' }],
      ['null', { kind: 'null' }],
      ['undefined', { kind: 'undefined' }],
      ['NaN', { kind: 'number' }],
      ['Infinity', { kind: 'number' }],
      ['-Infinity', { kind: 'number' }],
    ];
    for (const [word, parsed] of literals) {
      if (c === word[0] && (c !== '-' || this.s[this.i + 1] === 'I')) {
        this.literal(word);
        return parsed;
      }
    }
    if (c === '-' || (c >= '0' && c <= '9')) return this.number();
    return this.fail();
  }
  private array(): void {
    this.i++; // '['
    for (;;) {
      this.skip();
      const c = this.s[this.i];
      if (c === undefined) this.fail();
      if (c === ']') {
        this.i++;
        return;
      }
      this.value();
      this.skip();
      const d = this.s[this.i];
      if (d === ',') this.i++;
      else if (d === ']') {
        this.i++;
        return;
      } else this.fail();
    }
  }
  private propertyName(): string {
    const c = this.s[this.i];
    if (c === '"' || c === "'") return this.string();
    if (c === undefined || !NS_IDENT.test(c)) this.fail();
    const start = this.i;
    while (this.i < this.s.length && NS_IDENT.test(this.s[this.i]!)) this.i++;
    const d = this.s[this.i];
    if (d === undefined) this.fail();
    if (!(NET_WS.test(d) || d === ':')) this.fail();
    return this.s.slice(start, this.i);
  }
  object(): Map<string, NsValue> {
    const members = new Map<string, NsValue>();
    this.i++; // '{'
    for (;;) {
      this.skip();
      const c = this.s[this.i];
      if (c === undefined) this.fail();
      if (c === '}') {
        this.i++;
        return members;
      }
      const name = this.propertyName();
      this.skip(false);
      if (this.s[this.i] !== ':') this.fail();
      this.i++;
      members.set(name, this.value());
      this.skip();
      const d = this.s[this.i];
      if (d === ',') this.i++;
      else if (d === '}') {
        this.i++;
        return members;
      } else this.fail();
    }
  }
  parseObject(): Map<string, NsValue> {
    if (this.s[this.i] !== '{') this.fail();
    const members = this.object();
    this.skip();
    if (this.i !== this.s.length) this.fail(); // "Additional text found in JSON string after parsing content."
    return members;
  }
}
const NET_NUMBER_WS = /^[\t\n\v\f\r ]+|[\t\n\v\f\r ]+$/g;
// double.Parse(s, NumberStyles.Float | NumberStyles.AllowThousands, CultureInfo.InvariantCulture)
const NET_DOUBLE_STRING = /^[+-]?(?:\d[\d,]*(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$|^[+-]?(?:NaN|Infinity)$/i; // .NET Core 3.0+: symbols case-insensitive
const netValueDouble = (v: NsValue): boolean => {
  if (v.kind === 'number' || v.kind === 'boolean') return true;
  if (v.kind === 'string') return NET_DOUBLE_STRING.test(v.value.replace(NET_NUMBER_WS, ''));
  return false; // null / undefined: ChangeType(null, double) throws; arrays and objects are no JValue
};
const GCQ_FIRST_BRACES = /\{[^}]+\}/;
const gptCodeQualitySharp: FrameworkParser = (reply) => {
  const match = GCQ_FIRST_BRACES.exec(reply);
  if (!match) return false;
  let members: Map<string, NsValue>;
  try {
    members = new NewtonsoftReader(match[0]).parseObject();
  } catch (e) {
    if (e instanceof NewtonsoftError) return false;
    throw e;
  }
  for (const [key, value] of members) {
    if (key.startsWith('s') && key.includes('_') && !netValueDouble(value)) return false;
  }
  return true;
};

// ---------------------------------------------------------------------------------------------------------------
// 3. llemecode, internal/benchmark/evaluator.go (LaPingvino/llemecode):
//      func (e *AIEvaluator) parseEvaluation(content string) (float64, string, error) {
//          lines := strings.Split(content, "\n")
//          var score float64
//          for _, line := range lines {
//              line = strings.TrimSpace(line)
//              if strings.HasPrefix(line, "SCORE:") {
//                  scoreStr := strings.TrimSpace(strings.TrimPrefix(line, "SCORE:"))
//                  fmt.Sscanf(scoreStr, "%f", &score)          // error ignored: score keeps its value
//              }
//              ...
//          }
//          if score < 0 { score = 0 }; if score > 1 { score = 1 }
//          return score, reasoning, nil
//      }
//    A verdict exists when at least one Sscanf succeeds. fmt's %f: notEOF, then floatToken() takes
//      [nN][aA][nN] | [+-]? ( [iI][nN][fF] | (0[xX])? digits_* ( . digits_* )? ( exp [+-]? [0-9_]* )? )
//    (exp is eEpP, or pP after 0x), and convertFloat: a decimal mantissa with a 'p' exponent is
//    ParseFloat(mantissa) * 2^Atoi(exponent); otherwise strconv.ParseFloat(token, 64) must succeed (syntax and range).
//    Go's TrimSpace strips Unicode White_Space, the same set as RUST_TRIM.
const GO_DEC_FLOAT = /^[+-]?(?=[0-9_.]*[0-9])[0-9_]*(?:\.[0-9_]*)?(?:[eE][+-]?[0-9][0-9_]*)?$/;
const GO_HEX_FLOAT = /^[+-]?0[xX](?=[0-9a-fA-F_.]*[0-9a-fA-F])[0-9a-fA-F_]*(?:\.[0-9a-fA-F_]*)?[pP][+-]?[0-9][0-9_]*$/;
const goParseFloatOk = (t: string): boolean => {
  if (/^[+-]?(?:inf|infinity)$/i.test(t) || /^nan$/i.test(t)) return true;
  if (GO_HEX_FLOAT.test(t)) return goUnderscoreOK(t.replace(/[pP].*$/, ''));
  if (!GO_DEC_FLOAT.test(t) || !goUnderscoreOK(t)) return false;
  return Number.isFinite(Number(t.replace(/_/g, ''))); // ErrRange on overflow
};
const goSscanfFloat = (s: string): boolean => {
  if (s === '') return false; // notEOF -> io.ErrUnexpectedEOF
  const token = goFloatToken(s);
  const p = token.indexOf('p');
  if (p >= 0 && !/[xX]/.test(token)) return goParseFloatOk(token.slice(0, p)) && /^[+-]?\d+$/.test(token.slice(p + 1)) && Math.abs(Number(token.slice(p + 1))) < 2 ** 63;
  return goParseFloatOk(token);
};
const llemecode: FrameworkParser = (reply) =>
  reply.split('\n').some((raw) => {
    const line = raw.replace(RUST_TRIM, '');
    return line.startsWith('SCORE:') && goSscanfFloat(line.slice('SCORE:'.length).replace(RUST_TRIM, ''));
  });

export const PARSERS_OF_SET_275: Record<string, FrameworkParser> = {
  'zed--agent-diff-assertion-judge-analysis-and-passed-true-false-xml-tags': zedDiffJudge,
  'gptcodequalitysharp--csharp-code-chunk-13-style-standards-1-10-first-brace-json-newtonsoft-s-keys-averaged': gptCodeQualitySharp,
  'llemecode--ollama-benchmark-response-quality-0-1-score-line-sscanf-float': llemecode,
};
