/**
 * Set 711: replicas of the reply readers of four HR / recruiting judges:
 * AI-Interview-Practice's Groq interview-answer grader (greedy first-brace-to-last-brace JSON, four 0-10 scores),
 * Anyshift AI Screener's shift-candidate screener (the completion text is Python eval()'d, then FastAPI validates the
 * score and the decision), jobmatch_worker's Go ADK resume-vs-job matcher (CleanJson, then encoding/json Unmarshal into a
 * struct) and CVReady.ai's interview-recording grader (OpenAI responses.parse with a zod Report schema).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not an
 * "errored"/"is_error_result" entry, not a 500)?
 */
import {
  isObject,
  pythonLoadsNumbers,
  RUST_TRIM,
  topLevelItems,
  topLevelMembers,
  wholeJson,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. AI-Interview-Practice (codelikeharsh/AI-Interview-Practice), backend/app/services/llm_evaluator.py evaluate_answer:
//        raw = (response.choices[0].message.content or "").strip()
//        match = re.search(r"\{[\s\S]*\}", raw)
//        if not match:
//            return _errored("Evaluation service returned an unparsable response.")
//        parsed = json.loads(match.group())          # JSONDecodeError -> except Exception -> _errored(...)
//        parsed["errored"] = False
//        parsed.setdefault("strengths", [])
//        parsed.setdefault("improvements", [])
//        return parsed
//    backend/app/services/session_store.py, where the evaluation becomes a score:
//        next_difficulty:  scores = evaluation.get("scores") or {}
//                          values = [scores.get("relevance", 0), scores.get("clarity", 0),
//                                    scores.get("depth", 0), scores.get("confidence", 0)]
//                          avg = sum(values) / len(values) if values else 0
//        compute_summary:  scored = [e for e in evaluations if not e.errored and e.scores]   # falsy scores: "unscored"
//                          def avg(key): vals = [e.scores.get(key, 0) for e in scored]; ... sum(vals) ...
//    The regex takes the first '{' to the LAST '}' (greedy, DOTALL by the class); json.loads of that span is always an
//    object. A verdict needs a truthy "scores" that has .get (a non-empty dict) holding at least one of the four
//    dimensions (else all four are the 0 default), and the four, where present, must add up with sum() (int, float or
//    bool; NaN/Infinity are read by json.loads and add up too).
const HARSH_SPAN = /\{[\s\S]*\}/;
const HARSH_KEYS = ['relevance', 'clarity', 'depth', 'confidence'];
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const aiInterviewPractice: FrameworkParser = (reply) => {
  const match = HARSH_SPAN.exec(reply); // Python's strip() only removes whitespace, never a brace
  if (!match) return false;
  const parsed = pythonLoadsNumbers(match[0]);
  if (!isObject(parsed)) return false;
  const scores = own(parsed, 'scores') ? parsed['scores'] : undefined;
  if (!isObject(scores) || Object.keys(scores).length === 0) return false;
  // none of the four dimensions present: every value is the .get(key, 0) default, no score was given
  if (!HARSH_KEYS.some((k) => own(scores, k))) return false;
  return HARSH_KEYS.every((k) => !own(scores, k) || typeof scores[k] === 'number' || typeof scores[k] === 'boolean');
};

// ---------------------------------------------------------------------------------------------------------------
// 2. Anyshift AI Screener (Ashishlathkar77/Anyshift-AI-Screener):
//      app/model.py run_screening_llm:
//          llm = OpenAI(temperature=0, ...)                    # legacy completions LLM: the raw completion text
//          output = chain.run(name=..., availability=..., ...)
//          return eval(output)  # safe here since we control the format
//      app/main.py screen_candidate (FastAPI, response_model=ScreeningOutput):
//          result = run_screening_llm(data.dict())
//          explanation = evaluate_match(result["score"])       # score >= 85 / >= 70 / >= 50 comparisons
//          return {"score": result["score"], "decision": result["decision"], "explanation": explanation}
//      app/schemas.py: class ScreeningOutput(BaseModel): score: int; decision: str; explanation: str   (pydantic v2)
//    Any exception (SyntaxError/IndentationError/NameError from eval, KeyError, TypeError) or a response-validation
//    error is a 500. The replica evaluates the Python literal subset a model writes (dict/list/tuple/set displays,
//    str/bytes literals with prefixes and implicit concatenation, numbers, True/False/None, unary + - ~, comments,
//    bracketed line breaks) with CPython's eval() rules for the text around it (leading spaces/tabs stripped, blank and
//    comment lines skipped, an indented first or trailing whitespace-only last line an IndentationError). Other Python
//    (names such as true/null -> NameError; calls, arithmetic, f-string fields, ** unpacking) is refused: eval would
//    compute some of them (dict(score=90, ...), 80+5), which the replica does not model.
type PyVal =
  | { t: 'int'; v: bigint }
  | { t: 'float'; v: number }
  | { t: 'complex' }
  | { t: 'bool'; v: boolean }
  | { t: 'none' }
  | { t: 'str'; v: string }
  | { t: 'bytes'; v: number[] }
  | { t: 'list' | 'tuple'; items: PyVal[] }
  | { t: 'set' }
  | { t: 'dict'; map: Map<string, PyVal> };
class PyError extends Error {}
const fail = (why: string): never => {
  throw new PyError(why);
};
const hashKey = (v: PyVal): string => {
  switch (v.t) {
    case 'int':
      return `n:${v.v}`;
    case 'bool':
      return `n:${v.v ? 1 : 0}`;
    case 'float':
      return Number.isInteger(v.v) ? `n:${BigInt(v.v)}` : `f:${v.v}`;
    case 'complex':
      return 'c:?';
    case 'none':
      return 'None';
    case 'str':
      return `s:${v.v}`;
    case 'bytes':
      return `b:${v.v.join(',')}`;
    case 'tuple':
      return `t:(${v.items.map(hashKey).join('|')})`;
    default:
      return fail('TypeError: unhashable type'); // list, dict, set
  }
};
const HSPACE = ' \t\f';
const ID_START = /[\p{L}\p{Nl}_\u1885\u1886\u2118\u212e\u309b\u309c]/u;
const ID_CONTINUE = /[\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}_\u00b7\u0387\u1369-\u1371\u19da\u200c\u200d\u30fb\uff65]/u;
const DIGITPART = '[0-9](?:_?[0-9])*';
const NUMBER = new RegExp(
  [
    `(?<float>(?:(?:${DIGITPART})?\\.${DIGITPART}|${DIGITPART}\\.)(?:[eE][+-]?${DIGITPART})?|${DIGITPART}[eE][+-]?${DIGITPART})(?<fj>[jJ])?`,
    `(?<hex>0[xX](?:_?[0-9a-fA-F])+)`,
    `(?<oct>0[oO](?:_?[0-7])+)`,
    `(?<bin>0[bB](?:_?[01])+)`,
    `(?<ij>${DIGITPART}[jJ])`,
    `(?<dec>[1-9](?:_?[0-9])*|0(?:_?0)*)`,
  ].join('|'),
  'y',
);
class PyEval {
  private i = 0;
  private depth = 0;
  constructor(private readonly s: string) {}
  private isNewline(at: number) {
    return this.s[at] === '\n' || this.s[at] === '\r';
  }
  private skipNewline() {
    if (this.s[this.i] === '\r' && this.s[this.i + 1] === '\n') this.i += 2;
    else this.i += 1;
  }
  private lineEnd(from: number) {
    let j = from;
    while (j < this.s.length && !this.isNewline(j)) j++;
    return j;
  }
  // Whitespace between tokens: inside brackets newlines and comments too; a backslash-newline joins lines anywhere.
  private skipSpace() {
    for (;;) {
      const c = this.s[this.i];
      if (c !== undefined && HSPACE.includes(c)) this.i++;
      else if (c === '\\' && this.isNewline(this.i + 1)) {
        this.i++;
        this.skipNewline();
        if (this.i >= this.s.length) fail('SyntaxError: unexpected EOF');
      } else if (this.depth > 0 && c === '#') this.i = this.lineEnd(this.i);
      else if (this.depth > 0 && c !== undefined && this.isNewline(this.i)) this.skipNewline();
      else return;
    }
  }
  // Indentation column of the line starting at this.i (tabs to multiples of 8, a form feed resets it).
  private indentation() {
    let col = 0;
    for (;;) {
      const c = this.s[this.i];
      if (c === ' ') col++;
      else if (c === '\t') col = (Math.floor(col / 8) + 1) * 8;
      else if (c === '\f') col = 0;
      else return col;
      this.i++;
    }
  }
  run(): PyVal {
    if (this.s.includes('\u0000')) fail('SyntaxError: null bytes');
    while (this.s[this.i] === ' ' || this.s[this.i] === '\t') this.i++; // eval() strips leading spaces and tabs
    for (;;) {
      const col = this.indentation();
      const c = this.s[this.i];
      if (c === undefined) fail('SyntaxError: empty expression');
      if (c === '#') {
        this.i = this.lineEnd(this.i);
        if (this.i >= this.s.length) fail('SyntaxError: empty expression');
        this.skipNewline();
        continue;
      }
      if (this.isNewline(this.i)) {
        this.skipNewline();
        continue;
      }
      if (col > 0) fail('IndentationError: unexpected indent');
      break;
    }
    const value = this.exprList();
    // the rest of the logical line: blanks, a comment, then a newline or the end
    while (this.s[this.i] !== undefined && HSPACE.includes(this.s[this.i]!)) this.i++;
    if (this.s[this.i] === '#') this.i = this.lineEnd(this.i);
    if (this.i < this.s.length) {
      if (!this.isNewline(this.i)) fail('SyntaxError: invalid syntax');
      this.skipNewline();
    }
    // following lines: blank or comment lines; a last line of bare indentation is an IndentationError
    while (this.i < this.s.length) {
      const col = this.indentation();
      const c = this.s[this.i];
      if (c === undefined) {
        if (col > 0) fail('IndentationError: unexpected indent');
        break;
      }
      if (c === '#') this.i = this.lineEnd(this.i);
      if (this.i >= this.s.length) break;
      if (!this.isNewline(this.i)) fail('SyntaxError: invalid syntax');
      this.skipNewline();
    }
    return value;
  }
  // expression_list at the top level: "a, b" is a tuple
  private exprList(): PyVal {
    const first = this.expr();
    this.skipSpace();
    if (this.s[this.i] !== ',') return first;
    const items = [first];
    while (this.s[this.i] === ',') {
      this.i++;
      this.skipSpace();
      const c = this.s[this.i];
      if (c === undefined || c === '#' || this.isNewline(this.i)) break;
      items.push(this.expr());
      this.skipSpace();
    }
    return { t: 'tuple', items };
  }
  private expr(): PyVal {
    this.skipSpace();
    const c = this.s[this.i];
    if (c === '-' || c === '+' || c === '~') {
      this.i++;
      const v = this.expr();
      if (v.t === 'int') return c === '-' ? { t: 'int', v: -v.v } : c === '~' ? { t: 'int', v: -v.v - 1n } : v;
      if (v.t === 'bool') {
        const n = v.v ? 1n : 0n;
        return { t: 'int', v: c === '-' ? -n : c === '~' ? -n - 1n : n };
      }
      if (v.t === 'float' && c !== '~') return { t: 'float', v: c === '-' ? -v.v : v.v };
      if (v.t === 'complex' && c !== '~') return v;
      return fail('TypeError: bad operand type for unary operator');
    }
    return this.atom();
  }
  private seq(close: string): PyVal[] {
    const items: PyVal[] = [];
    for (;;) {
      this.skipSpace();
      if (this.s[this.i] === close) {
        this.i++;
        return items;
      }
      items.push(this.expr());
      this.skipSpace();
      if (this.s[this.i] === ',') this.i++;
      else if (this.s[this.i] !== close) fail('SyntaxError: invalid syntax');
    }
  }
  private atom(): PyVal {
    const c = this.s[this.i];
    if (c === undefined) return fail('SyntaxError: unexpected EOF');
    if (c === '[' || c === '(' || c === '{') {
      this.i++;
      this.depth++;
      let v: PyVal;
      if (c === '[') v = { t: 'list', items: this.seq(']') };
      else if (c === '(') v = this.paren();
      else v = this.brace();
      this.depth--;
      return v;
    }
    if (c === '"' || c === "'") return this.strings();
    if (/[0-9.]/.test(c)) return this.number();
    if (ID_START.test(c) || c.codePointAt(0)! > 0x7f) {
      let j = this.i;
      while (j < this.s.length) {
        const ch = String.fromCodePoint(this.s.codePointAt(j)!);
        if (j === this.i ? !ID_START.test(ch) : !ID_CONTINUE.test(ch)) break;
        j += ch.length;
      }
      if (j === this.i) fail('SyntaxError: invalid character');
      const word = this.s.slice(this.i, j);
      if (/^(?:[rRuUbBfF]|[rR][bBfF]|[bBfF][rR])$/.test(word) && (this.s[j] === '"' || this.s[j] === "'")) return this.strings();
      this.i = j;
      const name = word.normalize('NFKC');
      if (name === 'True' || name === 'False') return { t: 'bool', v: name === 'True' };
      if (name === 'None') return { t: 'none' };
      return fail(`NameError or unsupported expression: ${name}`);
    }
    return fail('SyntaxError: invalid syntax');
  }
  private paren(): PyVal {
    this.skipSpace();
    if (this.s[this.i] === ')') {
      this.i++;
      return { t: 'tuple', items: [] };
    }
    const first = this.expr();
    this.skipSpace();
    if (this.s[this.i] === ')') {
      this.i++;
      return first;
    }
    if (this.s[this.i] !== ',') fail('SyntaxError: invalid syntax');
    this.i++;
    return { t: 'tuple', items: [first, ...this.seq(')')] };
  }
  private brace(): PyVal {
    this.skipSpace();
    if (this.s[this.i] === '}') {
      this.i++;
      return { t: 'dict', map: new Map() };
    }
    const first = this.expr();
    this.skipSpace();
    if (this.s[this.i] !== ':') {
      // a set display
      hashKey(first);
      const rest = this.s[this.i] === ',' ? (this.i++, this.seq('}')) : this.s[this.i] === '}' ? (this.i++, []) : fail('SyntaxError');
      rest.forEach(hashKey);
      return { t: 'set' };
    }
    const map = new Map<string, PyVal>();
    let key = first;
    for (;;) {
      this.i++; // ':'
      const value = this.expr();
      const k = hashKey(key);
      map.delete(k); // a repeated key keeps its first insertion's place but takes the last value
      map.set(k, value);
      this.skipSpace();
      if (this.s[this.i] === '}') {
        this.i++;
        return { t: 'dict', map };
      }
      if (this.s[this.i] !== ',') fail('SyntaxError: invalid syntax');
      this.i++;
      this.skipSpace();
      if (this.s[this.i] === '}') {
        this.i++;
        return { t: 'dict', map };
      }
      key = this.expr();
      this.skipSpace();
      if (this.s[this.i] !== ':') fail('SyntaxError: invalid syntax');
    }
  }
  private number(): PyVal {
    NUMBER.lastIndex = this.i;
    const m = NUMBER.exec(this.s);
    if (!m) return fail('SyntaxError: invalid syntax'); // a lone '.'
    const end = this.i + m[0].length;
    const next = this.s[end];
    if (next !== undefined && (/[0-9_]/.test(next) || ID_CONTINUE.test(next))) fail('SyntaxError: invalid decimal literal');
    const g = m.groups!;
    this.i = end;
    const text = m[0].replace(/_/g, '');
    if (g['fj'] !== undefined || g['ij'] !== undefined) return { t: 'complex' };
    if (g['float'] !== undefined) return { t: 'float', v: Number(text) };
    if (g['hex'] !== undefined || g['bin'] !== undefined) return { t: 'int', v: BigInt(text) };
    if (g['oct'] !== undefined) return { t: 'int', v: BigInt('0o' + text.slice(2)) };
    return { t: 'int', v: BigInt(text) };
  }
  // one or more adjacent string literals (implicit concatenation; str and bytes do not mix)
  private strings(): PyVal {
    let kind: 'str' | 'bytes' | undefined;
    let str = '';
    const bytes: number[] = [];
    for (;;) {
      const m = /^([rRuUbBfF]{0,2})(['"])/.exec(this.s.slice(this.i, this.i + 3));
      if (!m || !/^(?:|[rRuUbBfF]|[rR][bBfF]|[bBfF][rR])$/.test(m[1]!)) break;
      const prefix = m[1]!.toLowerCase();
      const isBytes = prefix.includes('b');
      const raw = prefix.includes('r');
      if (prefix.includes('f')) fail('unsupported: f-string');
      const k = isBytes ? 'bytes' : 'str';
      if (kind && kind !== k) fail('SyntaxError: cannot mix bytes and nonbytes literals');
      kind = k;
      this.i += m[1]!.length;
      const q = m[2]!;
      const triple = this.s.startsWith(q.repeat(3), this.i);
      const close = triple ? q.repeat(3) : q;
      this.i += close.length;
      let body = '';
      for (;;) {
        if (this.i >= this.s.length) fail('SyntaxError: unterminated string literal');
        if (this.s.startsWith(close, this.i)) {
          this.i += close.length;
          break;
        }
        const ch = this.s[this.i]!;
        if (!triple && this.isNewline(this.i)) fail('SyntaxError: unterminated string literal');
        if (ch === '\\') {
          const nx = this.s[this.i + 1];
          if (nx === undefined) fail('SyntaxError: unterminated string literal');
          if (raw) {
            body += ch + nx;
            this.i += 2;
            continue;
          }
          this.i += 1;
          body += this.escape(isBytes);
          continue;
        }
        if (ch === '\r') {
          body += '\n';
          this.i += this.s[this.i + 1] === '\n' ? 2 : 1;
          continue;
        }
        if (isBytes && ch.charCodeAt(0) > 0x7f) fail('SyntaxError: bytes can only contain ASCII literal characters');
        body += ch;
        this.i++;
      }
      if (isBytes) for (const ch of body) bytes.push(ch.codePointAt(0)!);
      else str += body;
      this.skipSpace();
    }
    return kind === 'bytes' ? { t: 'bytes', v: bytes } : { t: 'str', v: str };
  }
  // after a backslash in a non-raw literal; bytes code points above 0x7f only come from \x / octal escapes, below
  private escape(isBytes: boolean): string {
    const nx = this.s[this.i]!;
    const simple: Record<string, string> = { '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
    if (this.isNewline(this.i)) {
      this.skipNewline();
      return '';
    }
    if (nx in simple) {
      this.i++;
      return simple[nx]!;
    }
    if (/[0-7]/.test(nx)) {
      const m = /^[0-7]{1,3}/.exec(this.s.slice(this.i, this.i + 3))![0];
      this.i += m.length;
      const code = parseInt(m, 8);
      return String.fromCodePoint(isBytes ? code & 0xff : code);
    }
    const hex = (n: number) => {
      const h = this.s.slice(this.i + 1, this.i + 1 + n);
      if (!new RegExp(`^[0-9a-fA-F]{${n}}$`).test(h)) fail('SyntaxError: truncated escape');
      this.i += 1 + n;
      return parseInt(h, 16);
    };
    if (nx === 'x') return String.fromCodePoint(hex(2));
    if (!isBytes && nx === 'u') return String.fromCodePoint(hex(4));
    if (!isBytes && nx === 'U') {
      const code = hex(8);
      if (code > 0x10ffff) fail('SyntaxError: illegal Unicode character');
      return String.fromCodePoint(code);
    }
    if (!isBytes && nx === 'N') {
      const m = /^N\{[A-Za-z0-9 -]+\}/.exec(this.s.slice(this.i, this.i + 120));
      if (!m) fail('SyntaxError: malformed \\N character escape');
      this.i += m![0].length;
      return '?'; // the name is not looked up: an unknown name would be a SyntaxError
    }
    if (isBytes && nx.codePointAt(0)! > 0x7f) fail('SyntaxError: bytes can only contain ASCII literal characters');
    return '\\'; // an unknown escape keeps its backslash (only a warning); the next character is read as usual
  }
}
const pythonEval = (source: string): PyVal | undefined => {
  try {
    return new PyEval(source).run();
  } catch (e) {
    if (e instanceof PyError) return undefined;
    throw e;
  }
};
const UTF8 = new TextDecoder('utf-8', { fatal: true });
const anyshiftScreener: FrameworkParser = (reply) => {
  const result = pythonEval(reply);
  if (!result || result.t !== 'dict') return false; // result["score"] on a list/str/tuple/set: TypeError
  const score = result.map.get('s:score');
  const decision = result.map.get('s:decision');
  if (!score || !decision) return false; // KeyError
  // evaluate_match: score >= 85 -- int, bool and float compare with an int; anything else is a TypeError.
  // ScreeningOutput.score: int (lax): int, bool, a float with no fractional part (finite).
  const scoreOk = score.t === 'int' || score.t === 'bool' || (score.t === 'float' && Number.isFinite(score.v) && Number.isInteger(score.v));
  if (!scoreOk) return false;
  // ScreeningOutput.decision: str (lax): a str, or bytes that decode as UTF-8.
  if (decision.t === 'str') return true;
  if (decision.t === 'bytes') {
    try {
      UTF8.decode(new Uint8Array(decision.v));
      return true;
    } catch {
      return false;
    }
  }
  return false;
};

// ---------------------------------------------------------------------------------------------------------------
// 3. jobmatch_worker (muhammadolammi/jobmatch_worker), Go, google.golang.org/adk llmagent (gemini-2.5-pro):
//      consume.go callAgent: output = event.Content.Parts[0].Text of the final response event; aggregateResult:
//          case strings.TrimSpace(resultStr) == "": result.IsErrorResult = true; result.Error = "empty response from agent"
//          default:
//              cleaned := CleanJson(resultStr)
//              if err := json.Unmarshal([]byte(cleaned), &result); err != nil {
//                  result.IsErrorResult = true
//                  result.Error = "json unmarshal error: " + err.Error()
//              }
//      helpers.go CleanJson:
//          clean := strings.TrimSpace(input)
//          if strings.HasPrefix(clean, "```json") { clean = strings.TrimPrefix(clean, "```json")
//          } else if strings.HasPrefix(clean, "```") { clean = strings.TrimPrefix(clean, "```") }
//          clean = strings.TrimLeft(clean, "\r\n")
//          clean = strings.TrimSuffix(clean, "```")
//          clean = strings.TrimSpace(clean)
//      models.go: type AnalysesResult struct { CandidateEmail string `json:"candidate_email"`; MatchScore int
//          `json:"match_score"`; RelevantExperiences, RelevantSkills, MissingSkills []string; Summary string;
//          Recomendation string `json:"recommendation"`; IsErrorResult bool `json:"is_error_result"`; Error string
//          `json:"error,omitempty"` }
//    encoding/json: one JSON value with JSON whitespace around it; a top-level null is a no-op; keys match the tags
//    exactly or case-insensitively (Go folds each rune with ToUpper(ToLower(r))), unknown keys are ignored; a value of
//    the wrong type (a string or 85.5 for the int, a number for a string, a non-string item in a []string, an int64
//    overflow) makes Unmarshal return an error even though it keeps decoding; null into a string/int/bool is a no-op.
//    A verdict needs no error, "match_score" set by a number (else the zero default stays), and is_error_result not
//    left true by the reply itself.
const GO_TRIM = RUST_TRIM; // unicode.IsSpace: \t \n \v \f \r space U+0085 U+00A0 and the other White_Space runes
const goTrimSpace = (s: string) => s.replace(GO_TRIM, '');
const cleanJson = (input: string): string => {
  let clean = goTrimSpace(input);
  if (clean.startsWith('```json')) clean = clean.slice('```json'.length);
  else if (clean.startsWith('```')) clean = clean.slice(3);
  clean = clean.replace(/^[\r\n]+/, '');
  if (clean.endsWith('```')) clean = clean.slice(0, -3);
  return goTrimSpace(clean);
};
const goFoldRune = (ch: string): string => {
  const code = ch.codePointAt(0)!;
  if (code < 0x80) return ch.toUpperCase();
  if (code === 0x130) return 'I'; // simple lowercase of U+0130 is 'i'
  const lower = ch.toLowerCase();
  const l = [...lower].length === 1 ? lower : ch; // Go uses simple (one-rune) case mappings
  const upper = l.toUpperCase();
  return [...upper].length === 1 ? upper : l;
};
const goFold = (name: string) => [...name].map(goFoldRune).join('');
type GoKind = 'string' | 'int' | 'strings' | 'bool';
const JOBMATCH_FIELDS: Record<string, GoKind> = {
  candidate_email: 'string',
  match_score: 'int',
  relevant_experiences: 'strings',
  relevant_skills: 'strings',
  missing_skills: 'strings',
  summary: 'string',
  recommendation: 'string',
  is_error_result: 'bool',
  error: 'string',
};
const JOBMATCH_FOLDED = new Map(Object.keys(JOBMATCH_FIELDS).map((k) => [goFold(k), k]));
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const goValueFits = (kind: GoKind, raw: string): boolean => {
  if (raw === 'null') return true;
  switch (kind) {
    case 'string':
      return raw.startsWith('"');
    case 'bool':
      return raw === 'true' || raw === 'false';
    case 'int': {
      if (!/^-?(?:0|[1-9][0-9]*)$/.test(raw)) return false; // strconv.ParseInt refuses 85.0 and 1e2
      const n = BigInt(raw);
      return n >= INT64_MIN && n <= INT64_MAX;
    }
    case 'strings':
      return raw.startsWith('[') && topLevelItems(raw).every((item) => item === 'null' || item.startsWith('"'));
  }
};
const jobmatchWorker: FrameworkParser = (reply) => {
  if (goTrimSpace(reply) === '') return false;
  const cleaned = cleanJson(reply);
  const value = wholeJson(cleaned);
  if (!isObject(value)) return false; // syntax error, a top-level array/string/number (type error), or null (no-op)
  let scoreSet = false;
  let isError = false;
  for (const [key, raw] of topLevelMembers(cleaned)) {
    const field = own(JOBMATCH_FIELDS, key) ? key : JOBMATCH_FOLDED.get(goFold(key));
    if (field === undefined) continue;
    const kind = JOBMATCH_FIELDS[field]!;
    if (!goValueFits(kind, raw)) return false;
    if (field === 'match_score' && raw !== 'null') scoreSet = true;
    if (field === 'is_error_result' && raw !== 'null') isError = raw === 'true';
  }
  return scoreSet && !isError;
};

// ---------------------------------------------------------------------------------------------------------------
// 4. CVReady.ai (Sahil24680/CVReady.ai), app/api/audio-feedback/route.ts, grading phase:
//      const gradingResp = await openai.responses.parse({ model: "gpt-4o-mini", ...,
//        text: { format: zodTextFormat(ReportSchema, "report") } });
//      if (!gradingResp.output_parsed) { return NextResponse.json({ error: "Could not parse AI grading" }, { status: 500 }); }
//    openai-node helpers/zod.js zodTextFormat: $parseRaw = (content) => zodObject.parse(JSON.parse(content)) -- a
//    SyntaxError or a ZodError is thrown out of responses.parse and the route's catch answers 500.
//    app/interview/components/schema.ts:
//      ScoreMetricSchema = z.object({ key: z.enum(["enthusiasm","clarity","confidence","structure","relevance",
//                                       "conciseness","fillerWords"]), label: z.string(),
//                                     score: z.number().min(0).max(100), feedback: z.string() })
//      QuestionFeedbackSchema = z.object({ question: z.string(), answerSnippet: z.string(), suggestions: z.array(z.string()) })
//      EvaluationSchema = z.object({ overallScore: z.number().min(0).max(100), metrics: z.array(ScoreMetricSchema),
//                                    strengths, improvements, nextSteps: z.array(z.string()),
//                                    questions: z.array(QuestionFeedbackSchema) })
//      ReportSchema = z.object({ transcript: z.string(), evaluation: EvaluationSchema, createdAt: z.string(),
//                                durationSeconds: z.number().nullable(), source: z.enum(["recording","upload"]),
//                                filename: z.string().nullable() })
//    z.object keeps unknown keys out (strip) and needs every key (nullable is not optional); z.number() refuses NaN and,
//    in zod 4, +-Infinity (JSON.parse gives Infinity for 1e999).
const isStr = (v: unknown): v is string => typeof v === 'string';
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isStrArray = (v: unknown) => Array.isArray(v) && v.every(isStr);
const METRIC_KEYS = ['enthusiasm', 'clarity', 'confidence', 'structure', 'relevance', 'conciseness', 'fillerWords'];
const score0to100 = (v: unknown) => isNum(v) && v >= 0 && v <= 100;
const has = (o: Record<string, unknown>, k: string) => own(o, k);
const metricOk = (m: unknown) =>
  isObject(m) && has(m, 'key') && METRIC_KEYS.includes(m['key'] as string) && isStr(m['label']) && score0to100(m['score']) && isStr(m['feedback']);
const questionOk = (q: unknown) => isObject(q) && isStr(q['question']) && isStr(q['answerSnippet']) && isStrArray(q['suggestions']);
const evaluationOk = (e: unknown) =>
  isObject(e) &&
  score0to100(e['overallScore']) &&
  Array.isArray(e['metrics']) &&
  e['metrics'].every(metricOk) &&
  isStrArray(e['strengths']) &&
  isStrArray(e['improvements']) &&
  isStrArray(e['nextSteps']) &&
  Array.isArray(e['questions']) &&
  e['questions'].every(questionOk);
const cvreadyInterviewReport: FrameworkParser = (reply) => {
  const r = wholeJson(reply);
  if (!isObject(r)) return false;
  return (
    isStr(r['transcript']) &&
    evaluationOk(r['evaluation']) &&
    isStr(r['createdAt']) &&
    has(r, 'durationSeconds') &&
    (r['durationSeconds'] === null || isNum(r['durationSeconds'])) &&
    (r['source'] === 'recording' || r['source'] === 'upload') &&
    has(r, 'filename') &&
    (r['filename'] === null || isStr(r['filename']))
  );
};

export const PARSERS_OF_SET_711: Record<string, FrameworkParser> = {
  'ai-interview-practice--spoken-interview-answer-four-0-10-scores-json-greedy-brace': aiInterviewPractice,
  'anyshift-ai-screener--shift-candidate-fit-score-and-decision-label-python-eval-dict': anyshiftScreener,
  'jobmatch-worker--resume-vs-job-description-match-score-0-100-json-go-unmarshal-struct': jobmatchWorker,
  'cvready--interview-recording-overall-score-0-100-zod-report-json-schema': cvreadyInterviewReport,
};
