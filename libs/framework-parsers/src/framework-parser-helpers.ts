/** The readings framework parsers share: JSON as Python and JavaScript read it, the reply's last line. */
export const lastLine = (reply: string) => reply.trim().split('\n').filter((l) => l.trim() !== '').pop()?.trim() ?? '';
export const json = (reply: string): Record<string, unknown> | null => {
  try {
    const value = JSON.parse(reply) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};
/** A JSON object (not an array, not null). */
export const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
/** JSON.parse of the whole text, surrounding whitespace allowed (most frameworks' JSON readers): undefined when it is not JSON. */
export const wholeJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};
const HEX4 = /^[0-9a-fA-F]{4}$/;
/**
 * Whether a JSON text holds an unpaired \uD800-\uDFFF escape inside a string: PHP's json_decode refuses it
 * (JSON_ERROR_UTF16), OTP's :json too (unexpected_sequence); JSON.parse alone accepts it.
 */
export const hasUnpairedSurrogateEscape = (text: string): boolean => {
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (!inString) {
      if (c === '"') inString = true;
      continue;
    }
    if (c === '"') {
      inString = false;
      continue;
    }
    if (c !== '\\') continue;
    const next = text[i + 1];
    if (next !== 'u') {
      i++;
      continue;
    }
    const hex = text.slice(i + 2, i + 6);
    if (!HEX4.test(hex)) return false; // malformed escape: the JSON reader refuses it anyway
    const code = parseInt(hex, 16);
    i += 5;
    if (code >= 0xdc00 && code <= 0xdfff) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const low = text.slice(i + 1, i + 7);
      if (!/^\\u[dD][c-fC-F][0-9a-fA-F]{2}$/.test(low)) return true;
      i += 6;
    }
  }
  return false;
};
/** A UTF-16 surrogate without its pair, in a decoded string: what a UTF-8 writer, PHP or pydantic refuses. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Whether a parsed JSON value holds a lone surrogate in any string, keys included. */
export const hasLoneSurrogate = (v: unknown): boolean => {
  if (typeof v === 'string') return LONE_SURROGATE.test(v);
  if (Array.isArray(v)) return v.some(hasLoneSurrogate);
  if (isObject(v)) return Object.entries(v).some(([k, x]) => LONE_SURROGATE.test(k) || hasLoneSurrogate(x));
  return false;
};
/** A strict RFC 8259 JSON document (JSON whitespace around it) that refuses unpaired surrogate escapes, undefined when it does not parse. */
export const jsonRefusingLoneSurrogates = (text: string): unknown => (hasUnpairedSurrogateEscape(text) ? undefined : wholeJson(text));
/**
 * JSON.parse through secure-json-parse (the Vercel AI SDK's safeParseJSON): undefined when the text is not
 * JSON, or holds an own "__proto__" key, or an own "constructor" whose value owns "prototype" (a null one
 * throws too).
 */
export const secureJsonParse = (text: string): unknown => {
  const value = wholeJson(text);
  if (value === undefined || value === null || typeof value !== 'object') return value;
  if (!/"__proto__"\s*:/.test(text) && !/"constructor"\s*:/.test(text)) return value;
  const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
  let next: object[] = [value];
  while (next.length) {
    const nodes = next;
    next = [];
    for (const node of nodes) {
      if (own(node, '__proto__')) return undefined;
      if (own(node, 'constructor')) {
        const c = (node as Record<string, unknown>)['constructor'];
        if (c === null || c === undefined) return undefined; // hasOwnProperty.call(null) throws
        if (own(Object(c), 'prototype')) return undefined;
      }
      for (const key in node) {
        const v = (node as Record<string, unknown>)[key];
        if (v && typeof v === 'object') next.push(v);
      }
    }
  }
  return value;
};
export const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
// Python's json.loads: any JSON value (undefined when it is not JSON), read as JSON.parse reads the whole text.
export const pythonJson = wholeJson;
// ast.literal_eval of a list (of dicts): JSON, with Python's single-quoted strings allowed.
export const pythonLiteralList = (text: string): unknown[] | null => {
  for (const candidate of [text, text.replace(/'/g, '"')]) {
    try {
      const value = JSON.parse(candidate) as unknown;
      if (Array.isArray(value)) return value;
    } catch {
      // not this spelling
    }
  }
  return null;
};
// ast.literal_eval of a dict after true/false are made True/False: JSON without `null` (not a Python literal).
export const pythonLiteralDict = (reply: string): Record<string, unknown> | null => {
  if (/\bnull\b/.test(reply)) return null;
  // Python's True / False / None outside strings read as JSON's (ast.literal_eval takes them)
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < reply.length; i++) {
    const c = reply[i]!;
    if (quote) {
      out += c;
      if (c === '\\') out += reply[++i] ?? '';
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"') quote = c;
    const word = /^(?:True|False|None)\b/.exec(reply.slice(i, i + 6));
    if (word && !/\w/.test(reply[i - 1] ?? '')) {
      out += word[0] === 'True' ? 'true' : word[0] === 'False' ? 'false' : 'null';
      i += word[0].length - 1;
      continue;
    }
    out += c;
  }
  return json(out.trim());
};
// DeepEval Verdicts: a non-empty `verdicts` list, each item's verdict one of the words.
export const verdictList = (reply: string, words: string[]): boolean => {
  const list = json(reply)?.['verdicts'];
  return Array.isArray(list) && list.length > 0 && list.every((v) => words.includes(String((v as { verdict?: unknown })?.verdict).trim().toLowerCase()));
};

/**
 * Where a character of a JSON text stands, read one character at a time: outside strings, a string's quote, an escape
 * (the backslash or the character it escapes), or a plain character of a string's body.
 */
type JsonCharPlace = 'outside' | 'quote' | 'escape' | 'body';
function jsonStringTracker(): (c: string) => JsonCharPlace {
  let inString = false;
  let escaped = false;
  return (c) => {
    if (!inString) {
      if (c !== '"') return 'outside';
      inString = true;
      return 'quote';
    }
    if (escaped) {
      escaped = false;
      return 'escape';
    }
    if (c === '\\') {
      escaped = true;
      return 'escape';
    }
    if (c === '"') {
      inString = false;
      return 'quote';
    }
    return 'body';
  };
}

// The raw control characters inside a JSON text's strings written as \u escapes (json.loads(strict=False) lets them stand
// there; JSON.parse, and the raw-token helpers that call it, need them escaped).
export const escapeControlsInStrings = (text: string): string => {
  const place = jsonStringTracker();
  let out = '';
  for (const c of text) out += place(c) === 'body' && c.charCodeAt(0) < 0x20 ? '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0') : c;
  return out;
};

// Python json.loads (strict=True unless told otherwise): JSON plus the NaN / Infinity / -Infinity literals (swapped for
// `special`, a JSON text, outside strings: null by default, as only acceptance matters; a parser that types the value
// passes a marker or a number). With strict=false, raw control characters inside strings are allowed (escaped before
// JSON.parse). Returns undefined when Python would raise JSONDecodeError.
const PYTHON_LITERALS = ['-Infinity', 'Infinity', 'NaN'];

export const pythonLoads = (text: string, strict = true, special: string | ((literal: string) => string) = 'null'): unknown => {
  let out = '';
  const place = jsonStringTracker();
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const at = place(c);
    if (at === 'body' && !strict && c.charCodeAt(0) < 0x20) {
      out += '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0');
      continue;
    }
    if (at !== 'outside') {
      out += c;
      continue;
    }
    // looked up in place: slicing the rest of the text at every character would be quadratic
    const literal = PYTHON_LITERALS.find((l) => text.startsWith(l, i));
    if (literal) {
      out += typeof special === 'string' ? special : special(literal);
      i += literal.length - 1;
      continue;
    }
    out += c;
  }
  return wholeJson(out);
};

// Python json.loads with its NaN / Infinity / -Infinity literals read as the JS numbers they stand for, for a parser
// that must tell them apart (int() of NaN raises ValueError, of an infinity OverflowError); undefined where it raises.
const SPECIAL_MARK = '\u0000py-literal:';
const revivedSpecials = (v: unknown): unknown => {
  if (typeof v === 'string' && v.startsWith(SPECIAL_MARK)) {
    const literal = v.slice(SPECIAL_MARK.length);
    return literal === 'NaN' ? Number.NaN : literal === 'Infinity' ? Infinity : -Infinity;
  }
  if (Array.isArray(v)) return v.map(revivedSpecials);
  if (isObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, revivedSpecials(x)]));
  return v;
};
export const pythonLoadsNumbers = (text: string): unknown => revivedSpecials(pythonLoads(text, true, (literal) => JSON.stringify(SPECIAL_MARK + literal)));

// Python float(x) for a JSON-decoded value: a number or bool, or a string float() reads; None, lists and dicts raise.
export const pythonFloat = (v: unknown) =>
  typeof v === 'number' ||
  typeof v === 'boolean' ||
  (typeof v === 'string' &&
    /^\s*[+-]?(?:(?:\d+(?:_\d+)*(?:\.(?:\d+(?:_\d+)*)?)?|\.\d+(?:_\d+)*)(?:[eE][+-]?\d+(?:_\d+)*)?|inf|infinity|nan)\s*$/i.test(v));

/**
 * Whether a JSON text nests objects and arrays no deeper than `max` (brackets inside strings aside): the depth limit a
 * decoder enforces (PHP's json_decode 512, .NET's JsonSerializer 64).
 */
export const jsonNestingWithin = (text: string, max: number): boolean => {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (const c of text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      depth++;
      if (depth > max) return false;
    } else if (c === '}' || c === ']') depth--;
  }
  return true;
};

// Where the JSON value opening at `from` closes (one past its last bracket), matching brackets outside strings;
// -1 when it never closes. The extent a streaming reader or a repair step gives the first value of a reply.
export const balancedJsonEnd = (text: string, from = 0): number => {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
};

// Python's str semantics the replicated parsers share: str.isspace() whitespace (JS trim() and \s differ on \x1c-\x1f,
// \x85 and \ufeff), str.strip(), and float() of a str.
export const PY_SPACE = '\\t\\n\\x0b\\x0c\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const PY_STRIP = new RegExp(`^[${PY_SPACE}]+|[${PY_SPACE}]+$`, 'g');
export const pyStrip = (s: string) => s.replace(PY_STRIP, '');
// Python float() of a str: Unicode decimal digits, underscores between digits, inf/nan, surrounding whitespace.
export const PY_FLOAT_STR = new RegExp(
  `^[${PY_SPACE}]*[+-]?(?:(?:\\p{Nd}+(?:_\\p{Nd}+)*(?:\\.(?:\\p{Nd}+(?:_\\p{Nd}+)*)?)?|\\.\\p{Nd}+(?:_\\p{Nd}+)*)(?:[eE][+-]?\\p{Nd}+(?:_\\p{Nd}+)*)?|inf|infinity|nan)[${PY_SPACE}]*$`,
  'iu',
);
// Python int() of a str: Unicode decimal digits, single underscores between them, a sign, str.isspace() whitespace around.
export const PY_INT_STR = new RegExp(`^[${PY_SPACE}]*([+-]?)(\\p{Nd}+(?:_\\p{Nd}+)*)[${PY_SPACE}]*$`, 'u');
// Python int() of a JSON-decoded value, as a JS number: bools, finite floats (truncated), int strings; undefined where
// int() raises (NaN, inf, None, a list, a dict, any other str).
export const pyIntOfValue = (v: unknown): number | undefined => {
  if (typeof v === 'boolean') return v ? 1 : 0; // bool is an int subclass
  if (typeof v === 'number') return Number.isFinite(v) ? Math.trunc(v) : undefined;
  if (typeof v === 'string') {
    const m = PY_INT_STR.exec(v);
    if (!m) return undefined;
    const digits = (m[2] ?? '').replace(/_/g, '').replace(/\p{Nd}/gu, (d) => String(digitValue(d)));
    return (m[1] === '-' ? -1 : 1) * Number(digits);
  }
  return undefined;
};
// Value of a Unicode decimal digit: decimal digits come in contiguous 0..9 runs, so it is the offset from the start of
// the contiguous Nd range modulo 10.
export const digitValue = (d: string): number => {
  const cp = d.codePointAt(0) ?? 0;
  let start = cp;
  while (start > 0 && /\p{Nd}/u.test(String.fromCodePoint(start - 1))) start--;
  return (cp - start) % 10;
};
// float(s) as Python computes it, or undefined where Python raises ValueError.
export const pyFloatOf = (s: string): number | undefined => {
  if (!PY_FLOAT_STR.test(s)) return undefined;
  const ascii = pyStrip(s)
    .replace(/_/g, '')
    .replace(/\p{Nd}/gu, (d) => String(digitValue(d)))
    .toLowerCase();
  if (/nan$/.test(ascii)) return Number.NaN;
  if (/inf(inity)?$/.test(ascii)) return ascii.startsWith('-') ? -Infinity : Infinity;
  return Number(ascii);
};

// langchain_core.utils.json.parse_partial_json (strict=False). NOT_JSON marks the final json.loads raising; `loads`
// is the json.loads replica to use (undefined when it raises), Python's non-strict one unless a set models its own.
export const NOT_JSON = Symbol('JSONDecodeError');
const nonStrictLoads = (text: string): unknown => pythonLoads(text, false);
export const parsePartialJson = (s: string, loads: (text: string) => unknown = nonStrictLoads): unknown => {
  const direct = loads(s);
  if (direct !== undefined) return direct;
  const chars: string[] = [];
  const stack: string[] = [];
  let inside = false;
  let escaped = false;
  for (const ch of s) {
    let next = ch;
    if (inside) {
      if (ch === '"' && !escaped) inside = false;
      else if (ch === '\n' && !escaped) next = '\\n';
      else if (ch === '\\') escaped = !escaped;
      else escaped = false;
    } else if (ch === '"') {
      inside = true;
      escaped = false;
    } else if (ch === '{') stack.push('}');
    else if (ch === '[') stack.push(']');
    else if (ch === '}' || ch === ']') {
      if (stack.length && stack[stack.length - 1] === ch) stack.pop();
      else return null; // mismatched closing character
    }
    chars.push(next);
  }
  if (inside) {
    if (escaped) chars.pop();
    chars.push('"');
  }
  const closing = [...stack].reverse().join('');
  while (chars.length) {
    const v = loads(chars.join('') + closing);
    if (v !== undefined) return v;
    chars.pop();
  }
  return NOT_JSON;
};

// langchain_core.utils.json._custom_parser: inside "action_input": "...", raw newlines, carriage returns, tabs and
// unescaped quotes become escapes (Python's \s after the colon).
const ACTION_INPUT = new RegExp(`("action_input":[${PY_SPACE}]*")([\\s\\S]*?)(")`, 'gu');
const langchainCustomParser = (s: string): string =>
  s.replace(ACTION_INPUT, (_m, open: string, value: string, close: string) => open + value.replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t').replace(/(?<!\\)"/g, '\\"') + close);

// langchain_core.utils.json.parse_json_markdown: strip(" \n\r\t`"), _custom_parser, parse_partial_json; when that
// raises, the same on what follows the first ``` (an optional "json" skipped) to the end. NOT_JSON when both raise.
export const langchainJsonMarkdown = (text: string, loads: (text: string) => unknown = nonStrictLoads): unknown => {
  const parse = (s: string) => parsePartialJson(langchainCustomParser(pyStripChars(s, ' \n\r\t`')), loads);
  const first = parse(text);
  if (first !== NOT_JSON) return first;
  const fenced = /```(json)?([\s\S]*)/.exec(text);
  return parse(fenced ? (fenced[2] ?? '') : text);
};

// str.strip(chars): peel any of the given characters from both ends.
export const pyStripChars = (s: string, chars: string): string => {
  let start = 0;
  let end = s.length;
  while (start < end && chars.includes(s[start] ?? '')) start++;
  while (end > start && chars.includes(s[end - 1] ?? '')) end--;
  return s.slice(start, end);
};

/** Python truthiness of a json.loads value: None, False, 0, '' and empty lists and dicts are false. */
export const pyTruthy = (v: unknown): boolean => {
  if (v === null || v === undefined || v === false) return false;
  if (typeof v === 'number') return v !== 0;
  if (typeof v === 'string') return v.length > 0;
  if (Array.isArray(v)) return v.length > 0;
  if (isObject(v)) return Object.keys(v).length > 0;
  return true;
};

const JSON_WS = ' \t\n\r';
const jsonStringEnd = (text: string, from: number): number => {
  for (let j = from + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === '"') return j + 1;
  }
  return -1;
};
/** The raw text of each element of a text already known to be one JSON array, in order (a Python reader's view of it). */
export const topLevelItems = (text: string): string[] => {
  const items: string[] = [];
  let i = 0;
  const skip = () => {
    while (i < text.length && JSON_WS.includes(text[i] ?? '')) i++;
  };
  skip();
  if (text[i] !== '[') return items;
  i++;
  for (;;) {
    skip();
    if (i >= text.length || text[i] === ']') return items;
    const c = text[i];
    let end: number;
    if (c === '"') end = jsonStringEnd(text, i);
    else if (c === '{' || c === '[') end = balancedJsonEnd(text, i);
    else {
      end = i;
      while (end < text.length && !`,]${JSON_WS}`.includes(text[end] ?? '')) end++;
    }
    if (end < 0) return items;
    items.push(text.slice(i, end));
    i = end;
    skip();
    if (text[i] !== ',') return items;
    i++;
  }
};
/**
 * Every top-level member of a text already known to be one JSON object, in order, duplicates kept: [decoded key, raw
 * value text]. Go's decoder and serde read members one by one, so a duplicate or a wrongly typed earlier member matters
 * even where JSON.parse keeps only the last one.
 */
export const topLevelMembers = (text: string): Array<[string, string]> => {
  const members: Array<[string, string]> = [];
  let i = 0;
  const skip = () => {
    while (i < text.length && JSON_WS.includes(text[i] ?? '')) i++;
  };
  skip();
  if (text[i] !== '{') return members;
  i++;
  for (;;) {
    skip();
    if (text[i] !== '"') return members;
    const keyEnd = jsonStringEnd(text, i);
    const name = JSON.parse(text.slice(i, keyEnd)) as string;
    i = keyEnd;
    skip();
    i++; // ':'
    skip();
    let end: number;
    const c = text[i];
    if (c === '"') end = jsonStringEnd(text, i);
    else if (c === '{' || c === '[') end = balancedJsonEnd(text, i);
    else {
      end = i;
      while (end < text.length && !`,}]${JSON_WS}`.includes(text[end] ?? '')) end++;
    }
    members.push([name, text.slice(i, end)]);
    i = end;
    skip();
    if (text[i] !== ',') return members;
    i++;
  }
};

/**
 * The raw text of the last top-level member `key` of a text already known to be one JSON object (the last duplicate key
 * wins, as in Python's json.loads and pydantic): what a replica checks a value's literal form against.
 */
export const lastTopLevelRaw = (text: string, key: string): string | undefined =>
  topLevelMembers(text)
    .filter(([name]) => name === key)
    .pop()?.[1];

// Rust's char::is_whitespace (Unicode White_Space), what pydantic-core trims from a string before reading an int
const RUST_WS = '\\t\\n\\x0b\\x0c\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
export const RUST_TRIM = new RegExp(`^[${RUST_WS}]+|[${RUST_WS}]+$`, 'g');
const PYDANTIC_INT_STRING = /^[+-]?[0-9]+(?:_[0-9]+)*(?:\.0+)?$/;
/** pydantic v2 (lax) int from a JSON literal's raw text: what a replica checks an `int` field's value with. */
export const pydanticLaxInt = (raw: string): boolean => {
  if (raw.startsWith('"')) return PYDANTIC_INT_STRING.test((JSON.parse(raw) as string).replace(RUST_TRIM, ''));
  if (raw === 'true' || raw === 'false') return true;
  if (/^-?[0-9]+$/.test(raw)) return true; // a JSON integer literal, any size
  if (/^-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/.test(raw)) {
    const value = Number(raw);
    return Number.isInteger(value) && Math.abs(value) < 2 ** 63;
  }
  return false; // null, NaN, Infinity, arrays, objects
};

/** Go strconv's underscoreOK: "_" only between digits, or between a base prefix and a digit; never first or last. */
export const goUnderscoreOK = (token: string): boolean => {
  let s = token;
  if (s[0] === '-' || s[0] === '+') s = s.slice(1);
  let saw = '^';
  let i = 0;
  let hex = false;
  if (s.length >= 2 && s[0] === '0' && 'bBoOxX'.includes(s[1]!)) {
    i = 2;
    saw = '0';
    hex = s[1] === 'x' || s[1] === 'X';
  }
  for (; i < s.length; i++) {
    const c = s[i]!;
    if ((c >= '0' && c <= '9') || (hex && /[a-fA-F]/.test(c))) {
      saw = '0';
      continue;
    }
    if (c === '_') {
      if (saw !== '0') return false;
      saw = '_';
      continue;
    }
    if (saw === '_') return false;
    saw = '!';
  }
  return saw !== '_';
};

/** Go's fmt floatToken: what fmt's scanner consumes for %f (fmt.Sscanf of a float). */
export const goFloatToken = (s: string): string => {
  let i = 0;
  let buf = '';
  const accept = (chars: string): boolean => {
    const c = s[i];
    if (c !== undefined && chars.includes(c)) {
      buf += c;
      i++;
      return true;
    }
    return false;
  };
  if (accept('nN') && accept('aA') && accept('nN')) return buf;
  accept('+-');
  if (accept('iI') && accept('nN') && accept('fF')) return buf;
  let digits = '0123456789_';
  let exp = 'eEpP';
  if (accept('0') && accept('xX')) {
    digits = '0123456789aAbBcCdDeEfF_';
    exp = 'pP';
  }
  while (accept(digits));
  if (accept('.')) while (accept(digits));
  if (accept(exp)) {
    accept('+-');
    while (accept('0123456789_'));
  }
  return buf;
};

// A JSON number literal, read where a scan outside strings meets a minus sign or a digit.
const JSON_NUMBER_TOKEN = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/** Each JSON number literal outside strings, in order: where it starts and its text (a replica's view of the numbers a reply holds). */
export function* numbersOutsideStrings(text: string): Generator<{ at: number; literal: string }> {
  const place = jsonStringTracker();
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (place(c) !== 'outside') continue;
    if (c === '-' || (c >= '0' && c <= '9')) {
      JSON_NUMBER_TOKEN.lastIndex = i;
      const m = JSON_NUMBER_TOKEN.exec(text);
      if (m) {
        yield { at: i, literal: m[0] };
        i += m[0].length - 1;
      }
    }
  }
}

// Python's s.encode().decode('unicode_escape') (sets 687 and 733): the UTF-8 bytes read as Latin-1, with Python's backslash escapes
// decoded; undefined where the codec raises (trailing backslash, truncated \x, \u or \U, a \U beyond U+10FFFF, and
// \N{...}, whose Unicode character names this replica does not resolve). Lone surrogates make encode() raise.
const HEX_DIGITS = /^[0-9a-fA-F]+$/;
const PY_SIMPLE_ESCAPES: Record<string, string> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};
export const pyUnicodeEscapeDecode = (text: string): string | undefined => {
  if (LONE_SURROGATE.test(text)) return undefined;
  const bytes = new TextEncoder().encode(text);
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b !== 0x5c) {
      out += String.fromCharCode(b);
      continue;
    }
    i++;
    if (i >= bytes.length) return undefined; // "\\ at end of string"
    const c = String.fromCharCode(bytes[i]!);
    if (c === '\n') continue; // line continuation
    const simple = PY_SIMPLE_ESCAPES[c];
    if (simple !== undefined) {
      out += simple;
      continue;
    }
    if (c >= '0' && c <= '7') {
      let digits = c;
      while (digits.length < 3 && i + 1 < bytes.length && bytes[i + 1]! >= 0x30 && bytes[i + 1]! <= 0x37) {
        digits += String.fromCharCode(bytes[++i]!);
      }
      out += String.fromCharCode(parseInt(digits, 8));
      continue;
    }
    const width = c === 'x' ? 2 : c === 'u' ? 4 : c === 'U' ? 8 : 0;
    if (width) {
      const hex = String.fromCharCode(...bytes.slice(i + 1, i + 1 + width));
      if (hex.length !== width || !HEX_DIGITS.test(hex)) return undefined; // truncated escape
      const code = parseInt(hex, 16);
      if (code > 0x10ffff) return undefined; // illegal Unicode character
      out += code >= 0xd800 && code <= 0xdfff ? String.fromCharCode(code) : String.fromCodePoint(code);
      i += width;
      continue;
    }
    if (c === 'N') return undefined; // \N{name}: not resolved here (malformed or unknown names raise in Python too)
    out += '\\' + c; // unknown escape: kept as is (DeprecationWarning only)
  }
  return out;
};
