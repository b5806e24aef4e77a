/**
 * Set 715: replicas of the reply readers of five creative-writing / humor judges:
 * the AI Comedy Club's GPT4Joker joke rater (ast.literal_eval of a Python dict, ['rate']), Writing Badges' creative
 * writing badge evaluator (json.loads + Starlette JSONResponse + the React front end's parseInt of each badge),
 * ValueScope's HUMOR-SERIOUS Reddit comment rater ("[n]" split on brackets, int() in 1..5), a bedtime-story judge
 * ("Overall Score:\s*(\d)" re.search) and a LangGraph joke critic (regex object extraction, LangChain
 * JsonOutputParser, json.loads fallback, pydantic JokeFeedback). Each parser answers: would the project get a verdict
 * out of this reply (not a default, not an exception, not a skipped sample)?
 */
import {
  NOT_JSON,
  PY_SPACE,
  RUST_TRIM,
  hasLoneSurrogate,
  hasUnpairedSurrogateEscape,
  isObject,
  langchainJsonMarkdown,
  numbersOutsideStrings,
  pyIntOfValue,
  pyStrip,
  pydanticLaxInt,
  pythonLoads,
  wholeJson,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// Python's ast.literal_eval of a str (CPython 3.10+ behaviour, checked against 3.11): the text, lstrip(" \t"), is
// parsed in 'eval' mode (one expression; blank / comment lines around it; a whitespace-only last line without a
// newline, or an indented expression line, is an IndentationError), then only Constant, Tuple, List, Set, Dict,
// set(), a +/- sign on an int/float/complex constant and real +/- imaginary BinOps are converted. Dict keys and set
// items must be hashable (TypeError otherwise). Only what the replicas need is computed: the value's shape and the
// text of str constants.
type PyValue =
  | { k: 'none' | 'bool' | 'int' | 'float' | 'complex' | 'ellipsis' }
  | { k: 'str'; s: string }
  | { k: 'bytes' }
  | { k: 'tuple' | 'list' | 'set'; items: PyValue[] }
  | { k: 'dict'; entries: Array<[PyValue, PyValue]> };

type Tok =
  | { t: 'op'; v: string }
  | { t: 'num'; kind: 'int' | 'float' | 'complex' }
  | { t: 'str'; bytes: boolean; f: boolean; s: string }
  | { t: 'name'; v: string }
  | { t: 'newline' };

class PyLiteralError extends Error {}
const fail = (why: string): never => {
  throw new PyLiteralError(why);
};

const NUMBER_TOKEN = new RegExp(
  [
    '0[xX](?:_?[0-9a-fA-F])+',
    '0[oO](?:_?[0-7])+',
    '0[bB](?:_?[01])+',
    // imaginary, then floats, then decimal integers (longest forms first)
    '(?:(?:[0-9](?:_?[0-9])*)?\\.[0-9](?:_?[0-9])*(?:[eE][+-]?[0-9](?:_?[0-9])*)?|[0-9](?:_?[0-9])*\\.(?:[eE][+-]?[0-9](?:_?[0-9])*)?|[0-9](?:_?[0-9])*[eE][+-]?[0-9](?:_?[0-9])*|[0-9](?:_?[0-9])*)[jJ]',
    '(?:[0-9](?:_?[0-9])*)?\\.[0-9](?:_?[0-9])*(?:[eE][+-]?[0-9](?:_?[0-9])*)?',
    '[0-9](?:_?[0-9])*\\.(?:[eE][+-]?[0-9](?:_?[0-9])*)?',
    '[0-9](?:_?[0-9])*[eE][+-]?[0-9](?:_?[0-9])*',
    '[1-9](?:_?[0-9])*',
    '0+(?:_?0)*',
  ].join('|'),
  'y',
);
const STRING_PREFIXES = new Set(['r', 'u', 'b', 'br', 'rb', 'f', 'fr', 'rf']);
const SIMPLE_ESCAPES: Record<string, string> = { '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

function decodeEscapes(body: string, bytes: boolean): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (!bytes && c.charCodeAt(0) > 0x7f) {
      out += c;
      continue;
    }
    if (bytes && c.charCodeAt(0) > 0x7f) fail('bytes can only contain ASCII literal characters');
    if (c !== '\\') {
      out += c;
      continue;
    }
    const n = body[++i];
    if (n === undefined) fail('trailing backslash');
    if (n === '\n') continue; // backslash-newline inside a string joins the lines
    if (n! in SIMPLE_ESCAPES) {
      out += SIMPLE_ESCAPES[n!];
      continue;
    }
    if (/[0-7]/.test(n!)) {
      const m = /^[0-7]{1,3}/.exec(body.slice(i))![0];
      out += String.fromCodePoint(parseInt(m, 8));
      i += m.length - 1;
      continue;
    }
    const hexLen = n === 'x' ? 2 : !bytes && n === 'u' ? 4 : !bytes && n === 'U' ? 8 : 0;
    if (hexLen) {
      const hex = body.slice(i + 1, i + 1 + hexLen);
      if (!new RegExp(`^[0-9a-fA-F]{${hexLen}}$`).test(hex)) fail('truncated \\xXX / \\uXXXX escape');
      const cp = parseInt(hex, 16);
      if (cp > 0x10ffff) fail('illegal Unicode character');
      out += String.fromCodePoint(cp);
      i += hexLen;
      continue;
    }
    if (!bytes && n === 'N') {
      // \N{NAME}: the name is looked up in the Unicode database; a well-formed name is assumed to exist (its character
      // is not needed: only a key spelled exactly 'rate' matters to the replica)
      const m = /^\{[A-Za-z0-9 -]+\}/.exec(body.slice(i + 1));
      if (!m) fail('malformed \\N character escape');
      out += '\uFFFD';
      i += m![0].length;
      continue;
    }
    out += '\\' + n; // unknown escapes stay as written (a SyntaxWarning only)
  }
  return out;
}

function tokenize(source: string): Tok[] {
  if (source.includes('\0')) fail('source code string cannot contain null bytes');
  const s = source.replace(/^[ \t]+/, '').replace(/\r\n?/g, '\n');
  const toks: Tok[] = [];
  let i = 0;
  let depth = 0;
  let atLineStart = true;
  let lineHasTokens = false;
  const push = (tok: Tok) => {
    toks.push(tok);
    lineHasTokens = true;
  };
  while (i <= s.length) {
    if (atLineStart && depth === 0) {
      let col = 0;
      let consumed = false;
      while (i < s.length && (s[i] === ' ' || s[i] === '\t' || s[i] === '\f')) {
        col = s[i] === ' ' ? col + 1 : s[i] === '\t' ? (Math.floor(col / 8) + 1) * 8 : 0;
        consumed = true;
        i++;
      }
      if (i >= s.length) {
        if (consumed && col > 0) fail('unexpected indent'); // a whitespace-only last line without a newline
        break;
      }
      if (s[i] === '#') {
        while (i < s.length && s[i] !== '\n') i++;
      }
      if (s[i] === '\n') {
        i++;
        continue; // blank line
      }
      if (i >= s.length) break;
      if (col > 0) fail('unexpected indent');
      atLineStart = false;
      lineHasTokens = false;
    }
    if (i >= s.length) break;
    const c = s[i]!;
    if (c === ' ' || c === '\t' || c === '\f') {
      i++;
      continue;
    }
    if (c === '#') {
      while (i < s.length && s[i] !== '\n') i++;
      continue;
    }
    if (c === '\\') {
      if (s[i + 1] !== '\n') fail('unexpected character after line continuation character');
      i += 2;
      if (i >= s.length) fail('unexpected EOF while parsing');
      continue;
    }
    if (c === '\n') {
      i++;
      if (depth > 0) continue;
      if (lineHasTokens) toks.push({ t: 'newline' });
      atLineStart = true;
      continue;
    }
    if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(s[i + 1] ?? ''))) {
      NUMBER_TOKEN.lastIndex = i;
      const m = NUMBER_TOKEN.exec(s);
      if (!m) fail('invalid number');
      const text = m![0];
      i += text.length;
      if (/[A-Za-z0-9_]/.test(s[i] ?? '') || (s[i] ?? '').charCodeAt(0) > 0x7f) fail('invalid decimal literal');
      const kind = /[jJ]$/.test(text) ? 'complex' : /^0[xXoObB]/.test(text) ? 'int' : /[.eE]/.test(text) ? 'float' : 'int';
      push({ t: 'num', kind });
      continue;
    }
    if (s.startsWith('...', i)) {
      push({ t: 'name', v: '...' });
      i += 3;
      continue;
    }
    if (/[A-Za-z_]/.test(c)) {
      const word = /^[A-Za-z0-9_]+/.exec(s.slice(i))![0];
      const quote = s[i + word.length];
      if ((quote === '"' || quote === "'") && STRING_PREFIXES.has(word.toLowerCase())) {
        const prefix = word.toLowerCase();
        i += word.length;
        const triple = s.startsWith(quote.repeat(3), i);
        const q = triple ? quote.repeat(3) : quote;
        i += q.length;
        const start = i;
        for (;;) {
          if (i >= s.length) fail('unterminated string literal');
          if (s[i] === '\\') {
            i += 2;
            continue;
          }
          if (!triple && s[i] === '\n') fail('unterminated string literal');
          if (s.startsWith(q, i)) break;
          i++;
        }
        const body = s.slice(start, i);
        i += q.length;
        const bytes = prefix.includes('b');
        const raw = prefix.includes('r');
        if (bytes && /[^\x00-\x7f]/.test(body)) fail('bytes can only contain ASCII literal characters');
        push({ t: 'str', bytes, f: prefix.includes('f'), s: raw ? body : decodeEscapes(body, bytes) });
        continue;
      }
      i += word.length;
      if ((s[i] ?? '').charCodeAt(0) > 0x7f) fail('non-ASCII identifier (never a literal)');
      push({ t: 'name', v: word });
      continue;
    }
    if (c === '"' || c === "'") {
      // an unprefixed string: same scan, reusing the prefixed branch through an empty prefix
      const triple = s.startsWith(c.repeat(3), i);
      const q = triple ? c.repeat(3) : c;
      i += q.length;
      const start = i;
      for (;;) {
        if (i >= s.length) fail('unterminated string literal');
        if (s[i] === '\\') {
          i += 2;
          continue;
        }
        if (!triple && s[i] === '\n') fail('unterminated string literal');
        if (s.startsWith(q, i)) break;
        i++;
      }
      const body = s.slice(start, i);
      i += q.length;
      push({ t: 'str', bytes: false, f: false, s: decodeEscapes(body, false) });
      continue;
    }
    if ('([{'.includes(c)) {
      depth++;
      if (depth > 200) fail('too many nested parentheses');
      push({ t: 'op', v: c });
      i++;
      continue;
    }
    if (')]}'.includes(c)) {
      depth--;
      if (depth < 0) fail('unmatched bracket');
      push({ t: 'op', v: c });
      i++;
      continue;
    }
    if (',:+-'.includes(c)) {
      push({ t: 'op', v: c });
      i++;
      continue;
    }
    fail(`invalid character ${JSON.stringify(c)}`); // other operators, non-ASCII characters outside strings
  }
  if (depth !== 0) fail('unexpected EOF in multi-line statement');
  return toks;
}

// Parse nodes, then convert them as literal_eval's _convert does.
type Node =
  | { n: 'const'; v: PyValue; num: boolean }
  | { n: 'fstring' }
  | { n: 'unary'; operand: Node }
  | { n: 'binop'; left: Node; right: Node }
  | { n: 'tuple' | 'list' | 'set'; items: Node[] }
  | { n: 'dict'; entries: Array<[Node, Node]> }
  | { n: 'setcall' }
  | { n: 'other' };

function parseEval(toks: Tok[]): Node {
  let p = 0;
  const peek = () => toks[p];
  const isOp = (v: string) => {
    const tok = toks[p];
    return tok !== undefined && tok.t === 'op' && tok.v === v;
  };
  const expectOp = (v: string) => {
    if (!isOp(v)) fail(`expected ${v}`);
    p++;
  };
  const startsExpr = () => {
    const tok = peek();
    if (!tok || tok.t === 'newline') return false;
    if (tok.t === 'op') return '([{+-'.includes(tok.v);
    return true;
  };
  const atom = (): Node => {
    const tok = peek();
    if (!tok) return fail('unexpected EOF');
    if (tok.t === 'num') {
      p++;
      return { n: 'const', v: { k: tok.kind }, num: true };
    }
    if (tok.t === 'str') {
      let bytes = tok.bytes;
      let f = false;
      let text = '';
      while (peek()?.t === 'str') {
        const st = peek() as Extract<Tok, { t: 'str' }>;
        if (st.bytes !== bytes) fail('cannot mix bytes and nonbytes literals');
        bytes = st.bytes;
        f = f || st.f;
        text += st.s;
        p++;
      }
      if (f) return { n: 'fstring' };
      return { n: 'const', v: bytes ? { k: 'bytes' } : { k: 'str', s: text }, num: false };
    }
    if (tok.t === 'name') {
      p++;
      if (tok.v === 'True' || tok.v === 'False') return { n: 'const', v: { k: 'bool' }, num: false };
      if (tok.v === 'None') return { n: 'const', v: { k: 'none' }, num: false };
      if (tok.v === '...') return { n: 'const', v: { k: 'ellipsis' }, num: false };
      if (tok.v === 'set' && isOp('(') && toks[p + 1]?.t === 'op' && (toks[p + 1] as { v: string }).v === ')') {
        p += 2;
        return { n: 'setcall' };
      }
      return { n: 'other' };
    }
    if (tok.t === 'op' && tok.v === '(') {
      p++;
      if (isOp(')')) {
        p++;
        return { n: 'tuple', items: [] };
      }
      const first = expr();
      if (isOp(')')) {
        p++;
        return first; // parentheses add no node
      }
      const items = [first];
      while (isOp(',')) {
        p++;
        if (isOp(')')) break;
        items.push(expr());
      }
      expectOp(')');
      return { n: 'tuple', items };
    }
    if (tok.t === 'op' && tok.v === '[') {
      p++;
      const items: Node[] = [];
      while (!isOp(']')) {
        items.push(expr());
        if (isOp(',')) p++;
        else break;
      }
      expectOp(']');
      return { n: 'list', items };
    }
    if (tok.t === 'op' && tok.v === '{') {
      p++;
      if (isOp('}')) {
        p++;
        return { n: 'dict', entries: [] };
      }
      const first = expr();
      if (isOp(':')) {
        p++;
        const entries: Array<[Node, Node]> = [[first, expr()]];
        while (isOp(',')) {
          p++;
          if (isOp('}')) break;
          const key = expr();
          expectOp(':');
          entries.push([key, expr()]);
        }
        expectOp('}');
        return { n: 'dict', entries };
      }
      const items = [first];
      while (isOp(',')) {
        p++;
        if (isOp('}')) break;
        items.push(expr());
      }
      expectOp('}');
      return { n: 'set', items };
    }
    return fail('invalid syntax');
  };
  const postfix = (): Node => {
    const node = atom();
    // a call, a subscript or an attribute after an atom is never a literal
    if (isOp('(') || isOp('[')) fail('not a literal (call or subscript)');
    return node;
  };
  const unary = (): Node => {
    if (isOp('+') || isOp('-')) {
      p++;
      return { n: 'unary', operand: unary() };
    }
    return postfix();
  };
  const expr = (): Node => {
    let left = unary();
    while (isOp('+') || isOp('-')) {
      p++;
      left = { n: 'binop', left, right: unary() };
    }
    return left;
  };
  if (!startsExpr()) fail('invalid syntax');
  const first = expr();
  let top: Node = first;
  if (isOp(',')) {
    const items = [first];
    while (isOp(',')) {
      p++;
      if (!startsExpr()) break;
      items.push(expr());
    }
    top = { n: 'tuple', items };
  }
  while (peek()?.t === 'newline') p++;
  if (p !== toks.length) fail('invalid syntax');
  return top;
}

const hashable = (v: PyValue): boolean =>
  v.k === 'list' || v.k === 'dict' || v.k === 'set' ? false : v.k === 'tuple' ? v.items.every(hashable) : true;

function convert(node: Node): PyValue {
  const num = (x: Node): PyValue => {
    if (x.n !== 'const' || !x.num) return fail('malformed node or string');
    return x.v;
  };
  const signed = (x: Node): PyValue => (x.n === 'unary' ? num(x.operand) : num(x));
  switch (node.n) {
    case 'const':
      return node.v;
    case 'tuple':
    case 'list':
      return { k: node.n, items: node.items.map(convert) };
    case 'set': {
      const items = node.items.map(convert);
      if (!items.every(hashable)) fail("unhashable type: 'list'");
      return { k: 'set', items };
    }
    case 'setcall':
      return { k: 'set', items: [] };
    case 'dict': {
      const keys = node.entries.map(([key]) => convert(key));
      const values = node.entries.map(([, value]) => convert(value));
      if (!keys.every(hashable)) fail("unhashable type: 'list'");
      return { k: 'dict', entries: keys.map((key, j) => [key, values[j]!]) };
    }
    case 'binop': {
      const left = signed(node.left);
      const right = num(node.right);
      if ((left.k === 'int' || left.k === 'float') && right.k === 'complex') return { k: 'complex' };
      return fail('malformed node or string');
    }
    case 'unary':
      return num(node.operand);
    default:
      return fail('malformed node or string');
  }
}

/** ast.literal_eval(text) as CPython 3.11 computes it (shape only), or undefined where it raises. */
export const pyLiteralEval = (text: string): PyValue | undefined => {
  try {
    return convert(parseEval(tokenize(text)));
  } catch (e) {
    if (e instanceof PyLiteralError) return undefined;
    throw e;
  }
};

// 1. AI Comedy Club, bots/GPT4Joker/joke_bot.py Bot.rate_joke (konfuzio-ai/ai-comedy-club):
//      response = self.api.ChatCompletion.create(
//          model="gpt-3.5-turbo",
//          messages=[
//              {"role": "system", "content": 'You are a joke rater. return response as json. {"rate": 6}'},
//              {"role": "user", "content": joke},
//          ]
//      )
//      joke = response['choices'][0]['message']['content']
//      return ast.literal_eval(joke)['rate']
//    No try/except: a reply literal_eval refuses (SyntaxError, ValueError for JSON's true/false/null, TypeError for an
//    unhashable key) or whose value has no 'rate' key (KeyError, or TypeError for a list / tuple / str) raises out of
//    rate_joke. The value under 'rate' is returned as is (any literal, never checked).
const gpt4JokerRate: FrameworkParser = (reply) => {
  const value = pyLiteralEval(reply);
  return value !== undefined && value.k === 'dict' && value.entries.some(([key]) => key.k === 'str' && key.s === 'rate');
};

// 2. Writing Badges (agasthyaps/writing-badges), the /evaluate route and the React page that reads it:
//      backend/app.py:  response = await evaluator.respond_to(prompt)      # OpenAI, response_format json_object
//                       response = json.loads(response)
//                       print(response)
//                       return JSONResponse(content=response)
//        (Starlette renders json.dumps(content, ensure_ascii=False, allow_nan=False, ...).encode("utf-8"): NaN /
//         Infinity, a float literal that overflowed to inf, or a lone surrogate make the route answer 500)
//      frontend/src/App.jsx evaluateSubmission (inside try/catch that alerts and returns the old badges):
//          const data = await response.json();
//          if (data.final_feedback) { setFeedback(data.final_feedback); ... }
//          return badges.map((badge, index) => ({ ...badge, earned: parseInt(data[`badge_${index + 1}`].earned) }));
//    Three badges are always on the page; a missing / null badge_i throws (no verdict); parseInt of anything
//    (String() of it: "2", "2 points", [2], 1.9 -> 1) that yields NaN leaves the badge with no score.
const writingBadges: FrameworkParser = (reply) => {
  const data = wholeJson(reply); // Python json.loads minus NaN/Infinity, which json.loads takes but the response refuses
  if (data === undefined) return false;
  for (const { literal } of numbersOutsideStrings(reply)) {
    if (/[.eE]/.test(literal) && !Number.isFinite(Number(literal))) return false; // float('inf') -> allow_nan=False
  }
  if (hasUnpairedSurrogateEscape(reply) || hasLoneSurrogate(data)) return false; // UnicodeEncodeError in render
  if (data === null) return false; // data.final_feedback -> TypeError
  for (const i of [1, 2, 3]) {
    const badge = (data as Record<string, unknown>)[`badge_${i}`];
    if (badge === null || badge === undefined) return false; // TypeError reading .earned
    const earned = (badge as Record<string, unknown>)['earned'];
    if (Number.isNaN(parseInt(String(earned)))) return false;
  }
  return true;
};

// 3. ValueScope, norm_prediction/synthetic-labels/gpt-synthetic-label-generation.ipynb (stellalisy/valueScope):
//      rewrite = response.choices[0].message.content.strip()
//      prediction = extract_prediction(rewrite)
//      def extract_prediction(gpt_message_response):
//          try:
//              prediction = ''.join(gpt_message_response.split("[")[1].split("]")[0])
//              if "." in prediction:
//                  prediction = prediction.split(".")[0]
//              prediction = int(prediction)
//          except:
//              print("extraction failed")
//              return None
//          return prediction
//      if prediction == None: continue                     # sample skipped
//      ratings_mappings[prediction].append(...)            # keys 1..5 only: KeyError ends the rating run
//    The text after the first '[' up to the next '[' or ']' (or the end), cut at its first '.', must be an int()
//    string (Unicode digits, underscores, surrounding whitespace) worth 1 to 5.
const valueScopeHumor: FrameworkParser = (reply) => {
  const parts = pyStrip(reply).split('[');
  if (parts.length < 2) return false; // IndexError
  let prediction = parts[1]!.split(']')[0]!;
  if (prediction.includes('.')) prediction = prediction.split('.')[0]!;
  const value = pyIntOfValue(prediction);
  return value !== undefined && value >= 1 && value <= 5;
};

// 4. story_proj (lark-wang/story_proj), main.py:
//      def get_overall_score(judge_feedback: str) -> int:
//          match = re.search(r"Overall Score:\s*(\d)", judge_feedback)
//          if match:
//              return int(match.group(1))
//          return 0  # default low if not found
//    Python's \s is str.isspace() whitespace and \d any Unicode decimal digit (one digit only: "10" reads 1); the
//    label is case-sensitive and the colon must follow "Score" directly.
const STORY_OVERALL = new RegExp(`Overall Score:[${PY_SPACE}]*\\p{Nd}`, 'u');
const storyProj: FrameworkParser = (reply) => STORY_OVERALL.test(reply);

// 5. langgraph-joke-agents-poc, app/agents/critic.py CriticAgent.evaluate_joke (raju-bvssn/langgraph-joke-agents-poc):
//      content = content.strip()
//      if content.startswith("```json"): content = content[7:]
//      elif content.startswith("```"): content = content[3:]
//      if content.endswith("```"): content = content[:-3]
//      content = content.strip()
//      json_pattern = r'\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}'
//      matches = re.findall(json_pattern, content, re.DOTALL)
//      if matches: return matches[0]
//      return content
//      ...
//      try:
//          feedback_dict = self.parser.parse(cleaned_content)   # JsonOutputParser: strip, parse_json_markdown
//      except:
//          feedback_dict = json.loads(cleaned_content)
//      feedback = JokeFeedback(**feedback_dict)                 # pydantic v2, lax (python mode)
//    except Exception: feedback = JokeFeedback(laughability_score=50, age_appropriateness="Teen", ...)  # default
//    JokeFeedback: laughability_score int 0..100, age_appropriateness Literal["Child","Teen","Adult"], strengths /
//    weaknesses / suggestions List[str] with at least one item, overall_verdict str; extra keys ignored.
const CRITIC_OBJECT = /\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/;
const pydanticIntIn = (v: unknown, min: number, max: number): boolean => {
  let n: number;
  if (typeof v === 'boolean') n = v ? 1 : 0;
  else if (typeof v === 'number') {
    if (!Number.isInteger(v)) return false; // fractional part, NaN, inf
    n = v;
  } else if (typeof v === 'string') {
    if (!pydanticLaxInt(JSON.stringify(v))) return false;
    n = Number(v.replace(RUST_TRIM, '').replace(/_/g, ''));
  } else return false;
  return n >= min && n <= max;
};
const strList = (v: unknown) => Array.isArray(v) && v.length >= 1 && v.every((x) => typeof x === 'string');
const jokeCritic: FrameworkParser = (reply) => {
  let content = pyStrip(reply);
  if (content.startsWith('```json')) content = content.slice(7);
  else if (content.startsWith('```')) content = content.slice(3);
  if (content.endsWith('```')) content = content.slice(0, -3);
  content = pyStrip(content);
  const match = CRITIC_OBJECT.exec(content);
  const cleaned = match ? match[0] : content;
  let dict = langchainJsonMarkdown(pyStrip(cleaned));
  if (dict === NOT_JSON) {
    dict = pythonLoads(cleaned); // json.loads fallback; undefined when it raises too
    if (dict === undefined) return false;
  }
  if (!isObject(dict)) return false; // JokeFeedback(**None / **list) -> TypeError
  return (
    pydanticIntIn(dict['laughability_score'], 0, 100) &&
    ['Child', 'Teen', 'Adult'].includes(dict['age_appropriateness'] as string) &&
    strList(dict['strengths']) &&
    strList(dict['weaknesses']) &&
    strList(dict['suggestions']) &&
    typeof dict['overall_verdict'] === 'string'
  );
};

export const PARSERS_OF_SET_715: Record<string, FrameworkParser> = {
  'ai-comedy-club--gpt4joker-joke-rating-python-dict-literal-eval-rate-key': gpt4JokerRate,
  'writing-badges--creative-writing-three-badges-0-2-json-earned-parseint': writingBadges,
  'valuescope--reddit-comment-humor-serious-1-5-rating-in-square-brackets': valueScopeHumor,
  'story-proj--bedtime-story-judge-overall-score-line-single-digit': storyProj,
  'langgraph-joke-agents--joke-critic-laughability-0-100-json-pydantic': jokeCritic,
};
