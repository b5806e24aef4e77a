/**
 * Set 535: replicas of the reply readers of four multimodal judges whose reply is text: PPLLaVA-NPU's Video-ChatGPT
 * style video-QA judge (a Python dict string read by ast.literal_eval, then json round-tripped and read for 'pred'
 * and 'score'), VL-RLHF's MMHal-Bench judge of LMM answers about an image (exactly one "rating: n" substring, n in 0-6),
 * InternVL's LLaVA-Bench pairwise review (two floats on the reply's first line) and MultiReflect's LLaVA-CoT check of
 * an image-caption pair (a <CONCLUSION> block holding OUT-OF-CONTEXT, TRUE or FALSE). Each parser answers: would the
 * project get a verdict out of this reply (not a default, not an exception, not a retry)?
 */
import { PY_FLOAT_STR, PY_SPACE } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// A replica of Python 3.11's ast.literal_eval on a str: node_or_string.lstrip(" \t"), then parse(mode='eval') and
// the literal converter. Only what literal_eval accepts is read: str / bytes literals (prefixes r u b rb br, implicit
// concatenation; f-strings are JoinedStr and refused), int / float / imaginary literals (underscores, 0x 0o 0b, no
// leading zeros), True / False / None / ..., tuples, lists, dicts, sets, set(), a unary +/- on a number literal.
// Anything else (names such as true / null, binary operators, calls, trailing text) raises. Bytes, complex numbers,
// sets and Ellipsis parse but are kept as markers: the project's json.dump refuses them.
type PyVal =
  | { k: 'str'; v: string }
  | { k: 'int'; v: bigint }
  | { k: 'float'; v: number }
  | { k: 'bool'; v: boolean }
  | { k: 'none' }
  | { k: 'list'; v: PyVal[] }
  | { k: 'tuple'; v: PyVal[] }
  | { k: 'dict'; v: Map<string, PyVal>; nonStrKeys: PyVal[] }
  | { k: 'unserializable' }; // bytes, complex, set, Ellipsis

/** An operand: its value, and `num` when its node is a Constant number (what a unary +/- may sign). */
type Operand = { value: PyVal; num?: 'real' | 'complex' };

class PySyntaxError extends Error {}
const fail = (): never => {
  throw new PySyntaxError('literal_eval raises');
};

const ID_CONTINUE = /[\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]/u;
const HEX = /^[0-9a-fA-F]+$/;
const NUMBER_TOKENS: Array<[RegExp, 'int' | 'float' | 'radix']> = [
  [/0[xX](?:_?[0-9a-fA-F])+|0[oO](?:_?[0-7])+|0[bB](?:_?[01])+/y, 'radix'],
  [/(?:[0-9](?:_?[0-9])*)?\.[0-9](?:_?[0-9])*(?:[eE][+-]?[0-9](?:_?[0-9])*)?|[0-9](?:_?[0-9])*\.(?:[eE][+-]?[0-9](?:_?[0-9])*)?|[0-9](?:_?[0-9])*[eE][+-]?[0-9](?:_?[0-9])*/y, 'float'],
  [/[0-9](?:_?[0-9])*(?=[jJ])/y, 'float'],
  [/[1-9](?:_?[0-9])*|0+(?:_?0)*/y, 'int'],
];

class PyLiteralParser {
  private pos = 0;
  constructor(private readonly s: string) {}

  /** Spaces, tabs, form feeds, comments and backslash continuations; newlines too inside brackets. */
  private skip(inBrackets: boolean): void {
    const s = this.s;
    for (;;) {
      const c = s[this.pos];
      if (c === ' ' || c === '\t' || c === '\f') this.pos++;
      else if (c === '#') {
        while (this.pos < s.length && s[this.pos] !== '\n' && s[this.pos] !== '\r') this.pos++;
      } else if (c === '\\' && (s[this.pos + 1] === '\n' || s[this.pos + 1] === '\r')) {
        this.pos += s.startsWith('\r\n', this.pos + 1) ? 3 : 2;
        if (this.pos >= s.length) fail(); // unexpected EOF after a continuation
      } else if (inBrackets && (c === '\n' || c === '\r')) this.pos++;
      else return;
    }
  }

  /** Blank or comment-only lines before the expression; the first content line must not be indented. */
  private leading(): void {
    const s = this.s;
    for (;;) {
      let col = 0;
      while (s[this.pos] === ' ' || s[this.pos] === '\t' || s[this.pos] === '\f') {
        col = s[this.pos] === '\f' ? 0 : s[this.pos] === '\t' ? (Math.floor(col / 8) + 1) * 8 : col + 1;
        this.pos++;
      }
      const c = s[this.pos];
      if (c === '#') {
        while (this.pos < s.length && s[this.pos] !== '\n' && s[this.pos] !== '\r') this.pos++;
      }
      if (s[this.pos] === '\n' || s[this.pos] === '\r') {
        this.pos += s.startsWith('\r\n', this.pos) ? 2 : 1;
        continue;
      }
      if (this.pos >= s.length) fail(); // nothing but blank lines: unexpected EOF
      if (col > 0) fail(); // IndentationError: unexpected indent
      return;
    }
  }

  /** After the expression: blank / comment lines only; a last unterminated line of indentation raises IndentationError. */
  private trailing(): void {
    const s = this.s;
    this.skip(false);
    if (this.pos >= s.length) return;
    if (s[this.pos] !== '\n' && s[this.pos] !== '\r') fail();
    while (this.pos < s.length) {
      // at a newline
      this.pos += s.startsWith('\r\n', this.pos) ? 2 : 1;
      let col = 0;
      while (s[this.pos] === ' ' || s[this.pos] === '\t' || s[this.pos] === '\f') {
        col = s[this.pos] === '\f' ? 0 : s[this.pos] === '\t' ? (Math.floor(col / 8) + 1) * 8 : col + 1;
        this.pos++;
      }
      if (this.pos >= s.length) {
        if (col > 0) fail();
        return;
      }
      if (s[this.pos] === '#') {
        while (this.pos < s.length && s[this.pos] !== '\n' && s[this.pos] !== '\r') this.pos++;
        if (this.pos >= s.length) return;
      }
      if (s[this.pos] === '\\' && (s[this.pos + 1] === '\n' || s[this.pos + 1] === '\r')) {
        this.skip(false);
        if (this.pos >= s.length) return;
      }
      if (s[this.pos] !== '\n' && s[this.pos] !== '\r') fail();
    }
  }

  parseAll(): PyVal {
    this.leading();
    const v = this.testlist(false, null).value;
    this.trailing();
    return v;
  }

  /** expr (',' expr)* [','] — a tuple when a comma occurs; `close` is the bracket that may end it. */
  private testlist(inBrackets: boolean, close: string | null): Operand {
    const first = this.expr(inBrackets);
    this.skip(inBrackets);
    if (this.s[this.pos] !== ',') return first;
    const items = [first.value];
    for (;;) {
      this.pos++; // ','
      this.skip(inBrackets);
      const c = this.s[this.pos];
      if (c === undefined || c === close || (!inBrackets && (c === '\n' || c === '\r' || c === '#'))) break;
      items.push(this.expr(inBrackets).value);
      this.skip(inBrackets);
      if (this.s[this.pos] !== ',') break;
    }
    return { value: { k: 'tuple', v: items } };
  }

  /** One operand; a following binary operator makes a BinOp, which literal_eval refuses (or turns into a complex). */
  private expr(inBrackets: boolean): Operand {
    this.skip(inBrackets);
    const c = this.s[this.pos];
    let v: Operand;
    if (c === '-' || c === '+') {
      this.pos++;
      this.skip(inBrackets);
      const operand = this.atom(inBrackets);
      if (!operand.num) fail(); // only a Constant int / float / complex may be signed
      v = { value: operand.num === 'complex' ? { k: 'unserializable' } : negate(operand.value, c === '-') };
    } else v = this.atom(inBrackets);
    this.skip(inBrackets);
    const next = this.s[this.pos];
    if (next !== undefined && !',:)]}\n\r#'.includes(next)) fail();
    return v;
  }

  private atom(inBrackets: boolean): Operand {
    const s = this.s;
    const c = s[this.pos];
    if (c === undefined) fail();
    if (c === '(') {
      this.pos++;
      this.skip(true);
      if (s[this.pos] === ')') {
        this.pos++;
        return { value: { k: 'tuple', v: [] } };
      }
      const inner = this.testlist(true, ')'); // parentheses alone make no node: (5) is still a Constant
      this.skip(true);
      if (s[this.pos] !== ')') fail();
      this.pos++;
      return inner;
    }
    if (c === '[') {
      this.pos++;
      return { value: { k: 'list', v: this.sequence(']') } };
    }
    if (c === '{') return { value: this.braces() };
    const str = this.strings(inBrackets);
    if (str) return { value: str };
    if (s.startsWith('...', this.pos)) {
      this.pos += 3;
      return { value: { k: 'unserializable' } };
    }
    if (/[0-9.]/.test(c!)) return this.number();
    const name = /[A-Za-z_][A-Za-z0-9_]*/y;
    name.lastIndex = this.pos;
    const m = name.exec(s);
    if (m) {
      this.pos += m[0].length;
      if (ID_CONTINUE.test(s[this.pos] ?? '')) fail();
      if (m[0] === 'True' || m[0] === 'False') return { value: { k: 'bool', v: m[0] === 'True' } };
      if (m[0] === 'None') return { value: { k: 'none' } };
      if (m[0] === 'set') {
        this.skip(inBrackets);
        if (s[this.pos] === '(') {
          this.pos++;
          this.skip(true);
          if (s[this.pos] === ')') {
            this.pos++;
            return { value: { k: 'unserializable' } };
          }
        }
      }
    }
    return fail();
  }

  private sequence(close: string): PyVal[] {
    const items: PyVal[] = [];
    for (;;) {
      this.skip(true);
      if (this.s[this.pos] === close) {
        this.pos++;
        return items;
      }
      items.push(this.expr(true).value);
      this.skip(true);
      if (this.s[this.pos] === ',') this.pos++;
      else if (this.s[this.pos] !== close) fail();
    }
  }

  private braces(): PyVal {
    this.pos++; // '{'
    this.skip(true);
    if (this.s[this.pos] === '}') {
      this.pos++;
      return { k: 'dict', v: new Map(), nonStrKeys: [] };
    }
    let key = this.expr(true).value;
    this.skip(true);
    if (this.s[this.pos] !== ':') {
      // a set display: parsed through, json.dump refuses it anyway
      if (this.s[this.pos] === ',') this.pos++;
      else if (this.s[this.pos] !== '}') fail();
      this.sequence('}');
      return { k: 'unserializable' };
    }
    const dict = new Map<string, PyVal>();
    const nonStrKeys: PyVal[] = [];
    for (;;) {
      this.pos++; // ':'
      const value = this.expr(true).value;
      if (key.k === 'list' || key.k === 'dict') fail(); // unhashable key: TypeError
      if (key.k === 'str') dict.set(key.v, value); // a repeated key: the last value wins
      else nonStrKeys.push(key, value);
      this.skip(true);
      if (this.s[this.pos] === ',') {
        this.pos++;
        this.skip(true);
        if (this.s[this.pos] === '}') {
          this.pos++;
          return { k: 'dict', v: dict, nonStrKeys };
        }
        key = this.expr(true).value;
        this.skip(true);
        if (this.s[this.pos] !== ':') fail();
        continue;
      }
      if (this.s[this.pos] !== '}') fail();
      this.pos++;
      return { k: 'dict', v: dict, nonStrKeys };
    }
  }

  private number(): Operand {
    const s = this.s;
    for (const [re, kind] of NUMBER_TOKENS) {
      re.lastIndex = this.pos;
      const m = re.exec(s);
      if (!m) continue;
      let end = this.pos + m[0].length;
      const imaginary = s[end] === 'j' || s[end] === 'J';
      if (imaginary) {
        if (kind === 'radix') fail();
        end++;
      }
      const text = m[0].replace(/_/g, '');
      this.pos = end;
      if (ID_CONTINUE.test(s[this.pos] ?? '')) fail(); // invalid decimal literal
      if (imaginary) return { value: { k: 'unserializable' }, num: 'complex' };
      if (kind === 'float') return { value: { k: 'float', v: Number(text) }, num: 'real' };
      const prefix = text.slice(0, 2).toLowerCase();
      const big = prefix === '0x' || prefix === '0o' || prefix === '0b' ? BigInt(text.slice(0, 2).toLowerCase() + text.slice(2)) : BigInt(text);
      return { value: { k: 'int', v: big }, num: 'real' };
    }
    return fail();
  }

  /** One or more adjacent string literals (implicit concatenation); null when none starts here. */
  private strings(inBrackets: boolean): PyVal | null {
    let out: string | null = null;
    let bytes: boolean | null = null;
    for (;;) {
      const start = this.pos;
      const m = /([A-Za-z]{0,2})('''|"""|'|")/y;
      m.lastIndex = this.pos;
      const hit = m.exec(this.s);
      const prefix = hit?.[1]?.toLowerCase() ?? '';
      if (!hit || !['', 'r', 'u', 'b', 'br', 'rb', 'f', 'fr', 'rf'].includes(prefix)) {
        this.pos = start;
        break;
      }
      if (prefix.includes('f')) fail(); // JoinedStr: malformed node
      const isBytes = prefix.includes('b');
      if (bytes !== null && bytes !== isBytes) fail(); // cannot mix bytes and nonbytes literals
      bytes = isBytes;
      this.pos += hit[0].length;
      out = (out ?? '') + this.stringBody(hit[2]!, prefix.includes('r'), isBytes);
      this.skip(inBrackets);
    }
    if (out === null) return null;
    return bytes ? { k: 'unserializable' } : { k: 'str', v: out };
  }

  private stringBody(quote: string, raw: boolean, isBytes: boolean): string {
    const s = this.s;
    const triple = quote.length === 3;
    let out = '';
    for (;;) {
      if (this.pos >= s.length) fail(); // unterminated string literal
      if (s.startsWith(quote, this.pos)) {
        this.pos += quote.length;
        return out;
      }
      const c = s[this.pos]!;
      if (!triple && (c === '\n' || c === '\r')) fail();
      if (isBytes && c.charCodeAt(0) > 0x7f) fail(); // bytes can only contain ASCII literal characters
      if (c !== '\\') {
        out += c;
        this.pos++;
        continue;
      }
      const n = s[this.pos + 1];
      if (n === undefined) fail();
      if (raw) {
        out += c + n;
        this.pos += 2;
        continue;
      }
      this.pos += 2;
      if (n === '\n') continue;
      if (n === '\r') {
        if (s[this.pos] === '\n') this.pos++;
        continue;
      }
      const simple: Record<string, string> = { '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
      if (simple[n!] !== undefined) {
        out += simple[n!];
        continue;
      }
      if (/[0-7]/.test(n!)) {
        let digits = n!;
        while (digits.length < 3 && /[0-7]/.test(s[this.pos] ?? '')) digits += s[this.pos++];
        out += String.fromCodePoint(parseInt(digits, 8));
        continue;
      }
      const hexLen = n === 'x' ? 2 : !isBytes && n === 'u' ? 4 : !isBytes && n === 'U' ? 8 : 0;
      if (hexLen) {
        const hex = s.slice(this.pos, this.pos + hexLen);
        if (hex.length < hexLen || !HEX.test(hex)) fail(); // truncated escape
        const cp = parseInt(hex, 16);
        if (cp > 0x10ffff) fail();
        out += String.fromCodePoint(cp);
        this.pos += hexLen;
        continue;
      }
      if (!isBytes && n === 'N') {
        const named = /\{([A-Za-z0-9 -]+)\}/y;
        named.lastIndex = this.pos;
        const nm = named.exec(s);
        if (!nm) fail();
        out += '\u{fffd}'; // the named character itself does not matter here
        this.pos += nm![0].length;
        continue;
      }
      out += '\\' + n; // unknown escape: kept (SyntaxWarning only)
    }
  }
}

const negate = (v: PyVal, minus: boolean): PyVal => {
  if (!minus) return v;
  if (v.k === 'int') return { k: 'int', v: -v.v };
  if (v.k === 'float') return { k: 'float', v: -v.v };
  return v;
};

/** ast.literal_eval(text), or undefined where it raises. */
const pyLiteralEval = (text: string): PyVal | undefined => {
  try {
    return new PyLiteralParser(text.replace(/^[ \t]+/, '')).parseAll();
  } catch (e) {
    if (e instanceof PySyntaxError) return undefined;
    throw e;
  }
};

/** Whether json.dump can write the value (dict keys: str, int, float, bool, None; no bytes, complex, set, ...). */
const jsonSerializable = (v: PyVal): boolean => {
  switch (v.k) {
    case 'unserializable':
      return false;
    case 'list':
    case 'tuple':
      return v.v.every(jsonSerializable);
    case 'dict': {
      for (const x of v.v.values()) if (!jsonSerializable(x)) return false;
      for (let i = 0; i < v.nonStrKeys.length; i += 2) {
        const key = v.nonStrKeys[i]!;
        if (key.k !== 'int' && key.k !== 'float' && key.k !== 'bool' && key.k !== 'none') return false;
        if (!jsonSerializable(v.nonStrKeys[i + 1]!)) return false;
      }
      return true;
    }
    default:
      return true;
  }
};

// Python int(x) of a json.load-ed value: int and bool always, float when finite, str of an integer literal (Unicode
// digits, underscores between digits, str.strip() whitespace); None, lists and dicts raise TypeError.
const PY_INT_STR = new RegExp(`^[${PY_SPACE}]*[+-]?\\p{Nd}+(?:_\\p{Nd}+)*[${PY_SPACE}]*$`, 'u');
const pyIntOk = (v: PyVal): boolean =>
  v.k === 'int' || v.k === 'bool' || (v.k === 'float' && Number.isFinite(v.v)) || (v.k === 'str' && PY_INT_STR.test(v.v));

// 1. PPLLaVA-NPU, ppllava/test/gpt_evaluation/evaluate_activitynet_qa.py (farewellthree/PPLLaVA-NPU):
//      annotate():  response_message = completion["choices"][0]["message"]["content"]
//                   response_dict = ast.literal_eval(response_message)
//                   result_qa_pair = [response_dict, qa_set]
//                   with open(f"{output_dir}/{key}.json", "w") as f: json.dump(result_qa_pair, f)
//                   except Exception as e: print(...)        # file not written -> asked again by main()'s while loop
//      main():      content = json.load(json_file); combined_contents[file_name[:-5]] = content
//                   if isinstance(result[0],list): result = result[0]
//                   try: score_match = result[0]['score']
//                   except: score_match = 3                   # default
//                   score = int(score_match)                  # raises -> script dies
//                   pred = result[0]['pred']                  # raises -> script dies
//                   if "yes" in pred.lower(): yes_count += 1
//                   elif "no" in pred.lower(): no_count += 1  # neither: the sample counts in no accuracy
//    A verdict needs: literal_eval succeeds (Python 3.11 tokenizer: leading spaces/tabs stripped, no trailing text,
//    no code fence, JSON's true/false/null are Names and raise), json.dump succeeds (no set, bytes, complex), the dict
//    (or the first item of a list / tuple reply) has 'score' that int() reads and a str 'pred' holding "yes" or "no".
const ppllavaVideoQa: FrameworkParser = (reply) => {
  const value = pyLiteralEval(reply);
  if (value === undefined || !jsonSerializable(value)) return false;
  let first: PyVal | undefined = value;
  if (value.k === 'list' || value.k === 'tuple') first = value.v[0];
  if (first === undefined || first.k !== 'dict') return false;
  const score = first.v.get('score');
  if (score === undefined || !pyIntOk(score)) return false;
  const pred = first.v.get('pred');
  if (pred === undefined || pred.k !== 'str') return false;
  const lower = pred.v.toLowerCase();
  return lower.includes('yes') || lower.includes('no');
};

// 2. VL-RLHF, src/vlrlhf/eval/mmhal/eval_gpt4.py (TideDra/VL-RLHF):
//      scores_found = []
//      for s in range(7):
//          if f'rating: {s}' in response.lower():
//              scores_found.append(s)
//      if len(scores_found) == 1:
//          scores.append(scores_found[0])
//      else:
//          print('Warning: multiple or zero scores found'); scores.append(0)     # default 0
//    Plain substring tests on the lowered reply: "Rating: 10" also holds "rating: 1"; two different ratings fail.
const vlRlhfMmhal: FrameworkParser = (reply) => {
  const lower = reply.toLowerCase();
  let found = 0;
  for (let s = 0; s < 7; s++) if (lower.includes(`rating: ${s}`)) found++;
  return found === 1;
};

// 3. InternVL, internvl_chat/eval/llava_bench/eval_gpt_review_bench.py (OpenGVLab/InternVL):
//      def parse_score(review):
//          try:
//              score_pair = review.split('\n')[0]
//              score_pair = score_pair.replace(',', ' ')
//              sp = score_pair.split(' ')
//              if len(sp) == 2:
//                  return [float(sp[0]), float(sp[1])]
//              else:
//                  print('error', review); return [-1, -1]          # default
//          except Exception as e:
//              print(e); print('error', review); return [-1, -1]
//    split(' ') splits on each single space (no collapsing); float() strips Unicode whitespace, takes underscores,
//    Unicode digits, inf / nan.
const internvlLlavaBench: FrameworkParser = (reply) => {
  const sp = reply.split('\n')[0]!.replace(/,/g, ' ').split(' ');
  return sp.length === 2 && PY_FLOAT_STR.test(sp[0]!) && PY_FLOAT_STR.test(sp[1]!);
};

// 4. MultiReflect (ukangur/MultiReflect):
//      utils.py get_llava_cot_response:
//          conclusion = re.search(r'<CONCLUSION>(.*?)</CONCLUSION>',output,re.DOTALL).group(1)   # None -> AttributeError
//          return conclusion
//      verification/verify_noevi.py: json.dump({"response": response}, f)
//      no_retrieval.py:
//          if 'OUT-OF-CONTEXT' in data['response'] or 'TRUE' in data['response'] or 'FALSE' in data['response']:
//              continue
//          else:
//              print(data['response'], idx)                                  # no verdict: flagged
//    Case-sensitive substrings of the first (lazy) CONCLUSION block.
const CONCLUSION = /<CONCLUSION>([\s\S]*?)<\/CONCLUSION>/;
const multireflectVerify: FrameworkParser = (reply) => {
  const m = CONCLUSION.exec(reply);
  if (!m) return false;
  const c = m[1]!;
  return c.includes('OUT-OF-CONTEXT') || c.includes('TRUE') || c.includes('FALSE');
};

export const PARSERS_OF_SET_535: Record<string, FrameworkParser> = {
  'ppllava-npu--video-qa-correctness-yes-no-and-0-5-score-python-dict-literal-eval': ppllavaVideoQa,
  'vl-rlhf--mmhal-bench-lmm-answer-informativeness-hallucination-0-6-rating-colon-substring-exactly-one': vlRlhfMmhal,
  'internvl--llava-bench-image-qa-pairwise-two-scores-1-10-first-line-space-separated': internvlLlavaBench,
  'multireflect--image-caption-factual-correctness-out-of-context-true-false-conclusion-tag': multireflectVerify,
};
