/**
 * Set 604: replicas of the reply readers of four judges around audio, video, UI screenshots and charts whose reply
 * is text: CLAIR-A's audio-caption judge (outlines JSON read back by pydantic's parse_raw, extra keys forbidden),
 * Video-Panda's GPT judge of video question answering (a Python dict string read by ast.literal_eval, written to
 * JSON and read back, then int(score) and a yes/no substring), the diffs multi-pass UI-recreation judge over two
 * screenshots (TypeScript: fences removed, JSON.parse, numeric score and string reasoning used later) and
 * plotly-agent's chart-needed judge (bool(int(reply))). Each parser answers: would the project get a verdict out of
 * this reply (not a default, not an exception, not a skipped sample)?
 */
import {
  hasLoneSurrogate,
  isObject,
  lastTopLevelRaw,
  PY_INT_STR,
  pydanticLaxInt,
  pythonLoads,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. CLAIR-A, clair_a.py (DavidMChan/clair-a), default model "openai/gpt-4o-2024-08-06":
//      class CLAIRAReponseOpenAI(BaseModel):
//          model_config = ConfigDict(extra="forbid")
//          score: int
//          reason: str
//      generator = outlines.generate.json(outlines_model, _RESPONSE_TYPE, sampler=greedy())
//      response = generator(formatted_prompt)
//      overall_score = (1 - epsilon) * (response.score / 100) + epsilon * score
//    with the json_openai patch of the README (outlines/generate/json.py):
//      generator.format_sequence = lambda x: schema_object.parse_raw(x)
//    pydantic v2 BaseModel.parse_raw = json.loads(text) (Python's, strict=True: NaN/Infinity literals read, raw
//    control characters in strings refused) then model_validate (Python lax mode): a dict with exactly the keys
//    'score' and 'reason' (extra="forbid"; duplicates: the last one wins), score an int in lax mode (int, bool,
//    integral float below 2**63, int string), reason a str. Any failure raises ValidationError out of clair_a().
const clairA: FrameworkParser = (reply) => {
  const value = pythonLoads(reply);
  if (!isObject(value)) return false;
  const keys = Object.keys(value);
  if (keys.some((k) => k !== 'score' && k !== 'reason')) return false; // extra_forbidden
  if (!keys.includes('score') || !keys.includes('reason')) return false; // missing
  const rawScore = lastTopLevelRaw(reply, 'score');
  if (rawScore === undefined || !pydanticLaxInt(rawScore)) return false;
  const reason = value['reason'];
  return typeof reason === 'string' && !hasLoneSurrogate(reason);
};

// ---------------------------------------------------------------------------------------------------------------
// 2. Video-Panda, videopanda/eval/video/eval_video_qa.py (jh-yi/Video-Panda):
//      annotate():
//          response_message = completion["choices"][0]["message"]["content"]
//          response_dict = ast.literal_eval(response_message)
//          result_qa_pair = [response_dict, qa_set]
//          with open(f"{output_dir}/{key}.json", "w") as f:
//              json.dump(result_qa_pair, f)
//      except Exception as e: print(...)                  # no file: the sample is asked again in the next round
//      main():
//          content = json.load(json_file)                     # every saved file read back
//          try:
//              count += 1
//              score_match = result[0]['score']
//              score = int(score_match)
//              score_sum += score
//              pred = result[0]['pred']
//              if "yes" in pred.lower(): yes_count += 1
//              elif "no" in pred.lower(): no_count += 1
//          except:
//              print(result)
//    ast.literal_eval (Python 3.11) strips leading spaces and tabs, then parses the whole text in eval mode: one
//    Python literal (str, int, float, True/False/None, tuple, list, dict, set, bytes, complex, Ellipsis, a signed
//    number), comments and blank lines around it allowed, nothing else. json.dump must then serialize it: a set, bytes,
//    a complex or Ellipsis raise after the file is opened (a half-written file that later breaks json.load). A verdict
//    means the whole try passes and the sample lands in the yes or the no count: a dict whose 'score' int() reads and
//    whose 'pred' is a str whose lower() contains "yes" or "no".
type PyVal =
  | { k: 'str'; v: string }
  | { k: 'int'; v: bigint }
  | { k: 'float'; v: number }
  | { k: 'bool'; v: boolean }
  | { k: 'none' }
  | { k: 'list' } // list or tuple: never the dict the reader needs, contents checked for json.dump only
  | { k: 'dict'; entries: Array<[PyVal, PyVal]> }
  | { k: 'unjsonable' }; // set, bytes, complex, Ellipsis: literal_eval returns them, json.dump raises

type Tok =
  | { t: 'str'; v: string; plain: boolean } // plain: a str literal (u/r prefixes only); bytes and f-strings are not
  | { t: 'num'; v: PyVal }
  | { t: 'name'; v: string }
  | { t: 'op'; v: string }
  | { t: 'nl' }
  | { t: 'eof' };

class PySyntaxError extends Error {}

const ID_START = /[\p{L}\p{Nl}_]/u;
const ID_CHAR = /[\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}_]/u;
const STRING_PREFIX = /^(?:[rRuUbBfF]|[bB][rR]|[rR][bB]|[fF][rR]|[rR][fF])$/;
const NUMBER =
  /^(?:0[xX](?:_?[0-9a-fA-F])+|0[oO](?:_?[0-7])+|0[bB](?:_?[01])+|(?:(?:[0-9](?:_?[0-9])*)?\.[0-9](?:_?[0-9])*|[0-9](?:_?[0-9])*\.?)(?:[eE][+-]?[0-9](?:_?[0-9])*)?[jJ]?)/;
const SIMPLE_ESCAPES: Record<string, string> = { '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

function decodeStringBody(body: string, raw: boolean, bytes: boolean): string {
  if (raw) return body;
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const n = body[i + 1] ?? '';
    if (n === '\n') {
      i++;
      continue;
    }
    if (n === '\r') {
      i += body[i + 2] === '\n' ? 2 : 1;
      continue;
    }
    if (n in SIMPLE_ESCAPES) {
      out += SIMPLE_ESCAPES[n];
      i++;
      continue;
    }
    if (/[0-7]/.test(n)) {
      const oct = /^[0-7]{1,3}/.exec(body.slice(i + 1))![0];
      out += String.fromCodePoint(parseInt(oct, 8));
      i += oct.length;
      continue;
    }
    const hexLen = n === 'x' ? 2 : !bytes && n === 'u' ? 4 : !bytes && n === 'U' ? 8 : 0;
    if (hexLen) {
      const hex = body.slice(i + 2, i + 2 + hexLen);
      if (!new RegExp(`^[0-9a-fA-F]{${hexLen}}$`).test(hex)) throw new PySyntaxError('truncated escape');
      const cp = parseInt(hex, 16);
      if (cp > 0x10ffff) throw new PySyntaxError('illegal Unicode character');
      out += String.fromCodePoint(cp);
      i += 1 + hexLen;
      continue;
    }
    if (!bytes && n === 'N') {
      const m = /^N\{[^}]+\}/.exec(body.slice(i + 1));
      if (!m) throw new PySyntaxError('malformed \\N');
      out += '?'; // a named character (not looked up: only acceptance and yes/no matter here)
      i += m[0].length;
      continue;
    }
    out += '\\'; // an unknown escape stays as written (a DeprecationWarning in 3.11)
  }
  return out;
}

function tokenizePython(src: string): Tok[] {
  const toks: Tok[] = [];
  let i = 0;
  let depth = 0;
  let col = 0; // indentation of the current line, before the first token
  let lineStart = true;
  const push = (tok: Tok) => {
    if (toks.length === 0 && col > 0) throw new PySyntaxError('unexpected indent');
    toks.push(tok);
    lineStart = false;
  };
  while (i < src.length) {
    const c = src[i]!;
    if (c === ' ' || c === '\t' || c === '\f') {
      if (lineStart) col = c === ' ' ? col + 1 : c === '\t' ? (Math.floor(col / 8) + 1) * 8 : 0;
      i++;
      continue;
    }
    if (c === '#') {
      while (i < src.length && src[i] !== '\n' && src[i] !== '\r') i++;
      continue;
    }
    if (c === '\n' || c === '\r') {
      i += c === '\r' && src[i + 1] === '\n' ? 2 : 1;
      if (depth === 0 && toks.length > 0 && toks[toks.length - 1]!.t !== 'nl') toks.push({ t: 'nl' });
      if (depth === 0) {
        lineStart = true;
        col = 0;
      }
      continue;
    }
    if (c === '\\') {
      const n = src[i + 1];
      if (n === '\n') i += 2;
      else if (n === '\r') i += src[i + 2] === '\n' ? 3 : 2;
      else throw new PySyntaxError('unexpected character after line continuation character');
      continue;
    }
    // a string, possibly prefixed
    const prefixMatch = /^[A-Za-z]{0,2}(?=['"])/.exec(src.slice(i, i + 3));
    if (prefixMatch && (prefixMatch[0] === '' || STRING_PREFIX.test(prefixMatch[0]))) {
      const prefix = prefixMatch[0].toLowerCase();
      let j = i + prefix.length;
      const q = src[j]!;
      const triple = src.startsWith(q.repeat(3), j);
      const close = triple ? q.repeat(3) : q;
      j += close.length;
      const bodyStart = j;
      const raw = prefix.includes('r');
      for (;;) {
        if (j >= src.length) throw new PySyntaxError('unterminated string literal');
        const d = src[j]!;
        if (d === '\\') {
          j += 2;
          continue;
        }
        if (!triple && (d === '\n' || d === '\r')) throw new PySyntaxError('unterminated string literal');
        if (src.startsWith(close, j)) break;
        j++;
      }
      const body = src.slice(bodyStart, j);
      const bytes = prefix.includes('b');
      // eslint-disable-next-line no-control-regex
      if (bytes && /[^\x00-\x7f]/.test(body)) throw new PySyntaxError('bytes can only contain ASCII literal characters');
      push({ t: 'str', v: decodeStringBody(body, raw, bytes), plain: !bytes && !prefix.includes('f') });
      i = j + close.length;
      continue;
    }
    if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(src[i + 1] ?? ''))) {
      const m = NUMBER.exec(src.slice(i))!;
      const text = m[0];
      const after = src[i + text.length] ?? '';
      if (after && (ID_CHAR.test(after) || after === '.')) throw new PySyntaxError('invalid decimal literal');
      const clean = text.replace(/_/g, '');
      let v: PyVal;
      if (/[jJ]$/.test(clean)) v = { k: 'unjsonable' };
      else if (/^0[xXoObB]/.test(clean)) v = { k: 'int', v: BigInt(clean.toLowerCase()) };
      else if (/[.eE]/.test(clean)) v = { k: 'float', v: Number(clean) };
      else {
        if (/^0+[1-9]/.test(clean)) throw new PySyntaxError('leading zeros in decimal integer literals are not permitted');
        v = { k: 'int', v: BigInt(clean) };
      }
      push({ t: 'num', v });
      i += text.length;
      continue;
    }
    if (ID_START.test(c)) {
      let j = i + 1;
      while (j < src.length && ID_CHAR.test(src[j]!)) j++;
      push({ t: 'name', v: src.slice(i, j) });
      i = j;
      continue;
    }
    if (src.startsWith('...', i)) {
      push({ t: 'op', v: '...' });
      i += 3;
      continue;
    }
    if ('([{'.includes(c)) depth++;
    if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
    if ('()[]{},:+-'.includes(c)) {
      push({ t: 'op', v: c });
      i++;
      continue;
    }
    if ('*/%@&|^~<>=!.;'.includes(c)) {
      push({ t: 'op', v: c }); // an operator literal_eval refuses (or a syntax error): parsing fails on it
      i++;
      continue;
    }
    throw new PySyntaxError(`invalid character ${c}`);
  }
  toks.push({ t: 'eof' });
  return toks;
}

// ast.literal_eval over the tokens: one expression, then only newlines.
function pythonLiteralEval(text: string): PyVal | undefined {
  let toks: Tok[];
  try {
    toks = tokenizePython(text.replace(/^[ \t]+/, ''));
  } catch {
    return undefined;
  }
  let p = 0;
  const peek = () => toks[p]!;
  const isOp = (v: string) => {
    const t = peek();
    return t.t === 'op' && t.v === v;
  };
  const expectOp = (v: string) => {
    if (!isOp(v)) throw new PySyntaxError(`expected ${v}`);
    p++;
  };
  const hashableKey = (v: PyVal) => v.k === 'str' || v.k === 'int' || v.k === 'float' || v.k === 'bool' || v.k === 'none';
  // a sequence of items up to `end`, trailing comma allowed
  const items = (end: string): PyVal[] => {
    const out: PyVal[] = [];
    while (!isOp(end)) {
      out.push(expr());
      if (isOp(',')) p++;
      else break;
    }
    expectOp(end);
    return out;
  };
  const atom = (): PyVal => {
    const t = peek();
    if (t.t === 'str') {
      let plain = t.plain;
      let v = t.v;
      p++;
      while (peek().t === 'str') {
        const u = peek() as Extract<Tok, { t: 'str' }>;
        plain = plain && u.plain;
        v += u.v;
        p++;
      }
      return plain ? { k: 'str', v } : { k: 'unjsonable' }; // bytes (or a JoinedStr, which literal_eval refuses)
    }
    if (t.t === 'num') {
      p++;
      return t.v;
    }
    if (t.t === 'name') {
      p++;
      if (t.v === 'True' || t.v === 'False') return { k: 'bool', v: t.v === 'True' };
      if (t.v === 'None') return { k: 'none' };
      if (t.v === 'set' && isOp('(')) {
        p++;
        expectOp(')');
        return { k: 'unjsonable' };
      }
      throw new PySyntaxError('malformed node: a name');
    }
    if (t.t === 'op') {
      if (t.v === '...') {
        p++;
        return { k: 'unjsonable' };
      }
      if (t.v === '(') {
        p++;
        if (isOp(')')) {
          p++;
          return { k: 'list' };
        }
        const first = expr();
        if (isOp(')')) {
          p++;
          return first; // parentheses make no node
        }
        expectOp(',');
        const rest = items(')');
        return [first, ...rest].some((x) => x.k === 'unjsonable') ? { k: 'unjsonable' } : { k: 'list' };
      }
      if (t.v === '[') {
        p++;
        return items(']').some((x) => x.k === 'unjsonable') ? { k: 'unjsonable' } : { k: 'list' };
      }
      if (t.v === '{') {
        p++;
        if (isOp('}')) {
          p++;
          return { k: 'dict', entries: [] };
        }
        const firstKey = expr();
        if (!isOp(':')) {
          if (isOp(',')) p++;
          items('}');
          return { k: 'unjsonable' }; // a set
        }
        const entries: Array<[PyVal, PyVal]> = [];
        let key = firstKey;
        for (;;) {
          expectOp(':');
          const value = expr();
          entries.push([key, value]);
          if (!isOp(',')) break;
          p++;
          if (isOp('}')) break;
          key = expr();
        }
        expectOp('}');
        // unhashable keys raise TypeError; tuple, bytes, complex keys make json.dump raise
        if (entries.some(([k]) => !hashableKey(k))) return { k: 'unjsonable' };
        if (entries.some(([, v]) => v.k === 'unjsonable')) return { k: 'unjsonable' };
        return { k: 'dict', entries };
      }
    }
    throw new PySyntaxError('unexpected token');
  };
  // a signed number: UnaryOp(+/-) over a numeric Constant only (parentheses make no node; not a bool, not another
  // UnaryOp); a BinOp (+/-) is kept by literal_eval only for a real and a complex, which json.dump refuses
  const expr = (): PyVal => {
    if (isOp('+') || isOp('-')) {
      const negative = isOp('-');
      p++;
      let parens = 0;
      while (isOp('(')) {
        parens++;
        p++;
      }
      const t = peek();
      if (t.t !== 'num') throw new PySyntaxError('malformed node');
      p++;
      for (let n = 0; n < parens; n++) expectOp(')');
      if (isOp('+') || isOp('-')) throw new PySyntaxError('malformed node');
      const v = t.v;
      if (v.k === 'int') return { k: 'int', v: negative ? -v.v : v.v };
      if (v.k === 'float') return { k: 'float', v: negative ? -v.v : v.v };
      return v; // a complex
    }
    const value = atom();
    if (isOp('+') || isOp('-')) throw new PySyntaxError('malformed node');
    return value;
  };
  try {
    const value = expr();
    if (isOp(',')) return { k: 'list' }; // a bare tuple
    while (peek().t === 'nl') p++;
    if (peek().t !== 'eof') return undefined;
    return value;
  } catch {
    return undefined;
  }
}

const videoPanda: FrameworkParser = (reply) => {
  const value = pythonLiteralEval(reply);
  if (!value || value.k !== 'dict') return false; // SyntaxError/ValueError, or result[0]['score'] on a non-dict
  const last = (name: string) =>
    value.entries
      .filter(([k]) => k.k === 'str' && k.v === name)
      .pop()?.[1];
  const score = last('score');
  if (!score) return false; // KeyError
  // int() after the JSON round trip: ints and bools pass, finite floats truncate, inf raises, strs must be int strings
  const intOk =
    score.k === 'int' || score.k === 'bool' || (score.k === 'float' && Number.isFinite(score.v)) || (score.k === 'str' && PY_INT_STR.test(score.v));
  if (!intOk) return false;
  const pred = last('pred');
  if (!pred || pred.k !== 'str') return false; // KeyError, or .lower() on a non-str
  const lower = pred.v.toLowerCase();
  return lower.includes('yes') || lower.includes('no');
};

// ---------------------------------------------------------------------------------------------------------------
// 3. diffs, multi-pass-evaluation-framework/multi-pass-eval.ts runEvaluation (Dustin-Fang/diffs), Gemini 2.5 Pro:
//      const responseText = await evaluateWithGemini(prompt, pair.sourceImage, pair.recreationImage);
//      const cleanedResponse = responseText.replace(/```json/g, '').replace(/```/g, '').trim();
//      const result: SubcategoryEvalResult = JSON.parse(cleanedResponse);
//      ... catch (e) { result = { score: 0, reasoning: `Evaluation failed: ...` } }   // default, no verdict
//    then, outside the try:
//      categoryResult.score += evalResult.result.score;      // null -> TypeError (run aborted); no number -> NaN/concat
//    and generateMarkdownForPair: subcatResult.reasoning.replace(/\n/g, '<br/>')   // non-string -> TypeError
//    So a verdict needs a JSON object whose score is a number (or a bool, which + coerces to 1/0) and whose reasoning
//    is a string.
const diffsUiEval: FrameworkParser = (reply) => {
  const cleaned = reply.replace(/```json/g, '').replace(/```/g, '').trim();
  let result: unknown;
  try {
    result = JSON.parse(cleaned);
  } catch {
    return false;
  }
  if (!isObject(result)) return false; // null -> TypeError; a number, string or array -> NaN or a string sum
  const score = result['score'];
  // 0 + true === 1 keeps the sum numeric; null adds 0 (no score given); strings and arrays turn the sum into a string
  return (typeof score === 'number' || typeof score === 'boolean') && typeof result['reasoning'] === 'string';
};

// ---------------------------------------------------------------------------------------------------------------
// 4. plotly-agent, plotly_agent/evaluate/judge_text.py (LucasMLago/plotly-agent):
//      chain = prompt | llm | StrOutputParser()
//      response = chain.invoke({"prompt": text})
//      final_response = bool(int(response))                # ValueError raised to the caller
//    Python int() of a str: str.isspace() whitespace around, an optional sign, Unicode decimal digits with single
//    underscores between them; any integer is a verdict ("0" -> False, anything else -> True).
const plotlyAgent: FrameworkParser = (reply) => PY_INT_STR.test(reply);

export const PARSERS_OF_SET_604: Record<string, FrameworkParser> = {
  'clair-a--audio-caption-candidate-vs-reference-set-0-100-json-score-reason-pydantic-parse-raw-extra-forbid': clairA,
  'video-panda--video-qa-prediction-vs-answer-python-dict-pred-yes-no-score-0-5-literal-eval': videoPanda,
  'diffs-ui-eval--ui-recreation-screenshot-vs-source-subcategory-score-json-score-reasoning-fences-stripped': diffsUiEval,
  'plotly-agent--chart-needed-for-text-0-1-python-int-bool': plotlyAgent,
};
