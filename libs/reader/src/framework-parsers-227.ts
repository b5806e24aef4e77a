/**
 * Set 227: replicas of the reply readers of five math / reasoning answer-equivalence checkers: a Genkit (Firebase
 * Studio) flow that asks Gemini for {isEquivalent, feedback} under a response schema, NexRL's "scale_verify_promptv5"
 * math judge (JSON in an optional ```json fence), TinyV's false-negative verifier (think variant: split on "Answer:" or
 * "</think>", then a "true"/"false" substring), ReST-MCTS's Chinese 0/1 science-answer consistency check (first
 * character) and MathOdyssey's math-teacher 0/1 grader (int() with split and "Score:" fallbacks). Each parser answers:
 * would the project get a verdict out of this reply (not a default, not an exception, not a fallback)?
 */
import { isObject, PY_SPACE, pyStrip, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. TMU Applied Math AI (alidawlad/TMU_Applied_Math_AI), src/ai/flows/evaluate-math-equivalence.ts, Genkit 1.8.0:
//      const EvaluateMathEquivalenceOutputSchema = z.object({ isEquivalent: z.boolean().describe(...),
//                                                            feedback: z.string().describe(...) });
//      const prompt = ai?.definePrompt({ ..., output: {schema: EvaluateMathEquivalenceOutputSchema}, prompt: `...` });
//      const evaluateMathEquivalenceFlow = ai?.defineFlow({..., outputSchema: EvaluateMathEquivalenceOutputSchema},
//        async input => { const {output} = await prompt(input); return output!; });
//    genkit js/ai/src/generate/action.ts: response.assertValidSchema(request)  -> parseSchema(this.output, jsonSchema)
//    genkit js/ai/src/message.ts:   get output() { return this.parser?.(this) || this.data || extractJson(this.text); }
//    genkit js/ai/src/formats/json.ts: parseMessage: (message) => extractJson(message.text)
//    genkit js/ai/src/extract.ts extractJson(text):
//      scan for the first '{' or '[' outside double quotes ('\\' skips the next char, '"' toggles a string flag even
//      before the value); when its matching close char is found -> JSON5.parse(text.substring(start, i + 1)) (a
//      JSON5 error is thrown, uncaught); if it never closes -> JSON5.parse(JSON.stringify(partialJson.parse(rest,
//      Allow.ALL))); no opening char -> throw "Invalid JSON extracted from model output".
//    The schema (zod-to-json-schema, removeAdditionalStrategy 'strict') is validated by Ajv 8 without coercion:
//    an object whose isEquivalent is a boolean and feedback a string; extra keys are allowed. Any throw ends in
//    actions.ts's manual (non-AI) fallback checker: no verdict from the judge.

// --- JSON5 2.2.3 parse (lib/parse.js), as a recursive-descent replica ---------------------------------------------
class Json5Error extends Error {}
const JSON5_WS = new Set(['\t', '\v', '\f', ' ', '\u00A0', '\uFEFF', '\n', '\r', '\u2028', '\u2029']);
const isJson5Space = (c: string | undefined) => c !== undefined && (JSON5_WS.has(c) || /^\p{Zs}$/u.test(c));
const isIdStart = (c: string | undefined) => c !== undefined && (/^[A-Za-z$_]$/.test(c) || /^\p{ID_Start}$/u.test(c));
const isIdContinue = (c: string | undefined) =>
  c !== undefined && (/^[A-Za-z0-9$_\u200C\u200D]$/.test(c) || /^\p{ID_Continue}$/u.test(c));
const isDigit = (c: string | undefined) => c !== undefined && /^[0-9]$/.test(c);
const isHex = (c: string | undefined) => c !== undefined && /^[0-9A-Fa-f]$/.test(c);

const json5Parse = (source: string): unknown => {
  let pos = 0;
  const peek = (): string | undefined => {
    if (!source[pos]) return undefined;
    return String.fromCodePoint(source.codePointAt(pos)!);
  };
  const read = (): string | undefined => {
    const c = peek();
    if (c) pos += c.length;
    return c;
  };
  const fail = (): never => {
    throw new Json5Error(`JSON5: invalid character at ${pos}`);
  };
  const skip = () => {
    for (;;) {
      const c = peek();
      if (isJson5Space(c)) {
        read();
        continue;
      }
      if (c === '/') {
        read();
        const d = peek();
        if (d === '*') {
          read();
          for (;;) {
            const e = read();
            if (e === undefined) fail();
            if (e === '*') {
              while (peek() === '*') read();
              const f = read();
              if (f === undefined) fail();
              if (f === '/') break;
            }
          }
          continue;
        }
        if (d === '/') {
          read();
          for (;;) {
            const e = peek();
            if (e === undefined) return;
            read();
            if (e === '\n' || e === '\r' || e === '\u2028' || e === '\u2029') break;
          }
          continue;
        }
        fail();
      }
      return;
    }
  };
  const literal = (s: string) => {
    for (const ch of s) {
      if (peek() !== ch) fail();
      read();
    }
  };
  const unicodeEscape = (): string => {
    let buf = '';
    for (let k = 0; k < 4; k++) {
      if (!isHex(peek())) fail();
      buf += read();
    }
    return String.fromCodePoint(parseInt(buf, 16));
  };
  const escape = (): string => {
    const c = peek();
    switch (c) {
      case 'b':
        read();
        return '\b';
      case 'f':
        read();
        return '\f';
      case 'n':
        read();
        return '\n';
      case 'r':
        read();
        return '\r';
      case 't':
        read();
        return '\t';
      case 'v':
        read();
        return '\v';
      case '0':
        read();
        if (isDigit(peek())) fail();
        return '\0';
      case 'x': {
        read();
        let buf = '';
        for (let k = 0; k < 2; k++) {
          if (!isHex(peek())) fail();
          buf += read();
        }
        return String.fromCodePoint(parseInt(buf, 16));
      }
      case 'u':
        read();
        return unicodeEscape();
      case '\n':
      case '\u2028':
      case '\u2029':
        read();
        return '';
      case '\r':
        read();
        if (peek() === '\n') read();
        return '';
      case undefined:
        return fail();
    }
    if (/^[1-9]$/.test(c)) fail();
    return read()!;
  };
  const parseString = (): string => {
    const quote = read();
    let buf = '';
    for (;;) {
      const c = peek();
      if (c === undefined || c === '\n' || c === '\r') fail();
      if (c === '\\') {
        read();
        buf += escape();
        continue;
      }
      if (c === quote) {
        read();
        return buf;
      }
      buf += read();
    }
  };
  const parseIdentifier = (): string => {
    let buf = '';
    const c = peek();
    if (c === '\\') {
      read();
      if (peek() !== 'u') fail();
      read();
      const u = unicodeEscape();
      if (u !== '$' && u !== '_' && !isIdStart(u)) fail();
      buf += u;
    } else if (c === '$' || c === '_' || isIdStart(c)) {
      buf += read();
    } else fail();
    for (;;) {
      const d = peek();
      if (d === '\\') {
        read();
        if (peek() !== 'u') fail();
        read();
        const u = unicodeEscape();
        if (!['$', '_', '\u200C', '\u200D'].includes(u) && !isIdContinue(u)) fail();
        buf += u;
        continue;
      }
      if (d !== undefined && (['$', '_', '\u200C', '\u200D'].includes(d) || isIdContinue(d))) {
        buf += read();
        continue;
      }
      return buf;
    }
  };
  const parseNumberAfterSign = (sign: number): number => {
    let c = peek();
    if (c === 'I') {
      read();
      literal('nfinity');
      return sign * Infinity;
    }
    if (c === 'N') {
      read();
      literal('aN');
      return NaN;
    }
    let buf = '';
    const digits = () => {
      while (isDigit(peek())) buf += read();
    };
    const exponent = () => {
      buf += read(); // e / E
      if (peek() === '+' || peek() === '-') buf += read();
      if (!isDigit(peek())) fail();
      digits();
    };
    if (c === '.') {
      buf += read();
      if (!isDigit(peek())) fail();
      digits();
      if (peek() === 'e' || peek() === 'E') exponent();
      return sign * Number(buf);
    }
    if (c === '0') {
      buf += read();
      c = peek();
      if (c === 'x' || c === 'X') {
        buf += read();
        if (!isHex(peek())) fail();
        while (isHex(peek())) buf += read();
        return sign * Number(buf);
      }
      if (c === 'e' || c === 'E') {
        exponent();
        return sign * Number(buf);
      }
      if (c !== '.') return sign * 0;
    } else if (isDigit(c)) {
      digits();
    } else fail();
    if (peek() === '.') {
      buf += read();
      digits();
    }
    if (peek() === 'e' || peek() === 'E') exponent();
    return sign * Number(buf);
  };
  const parseValue = (): unknown => {
    skip();
    const c = peek();
    switch (c) {
      case '{': {
        read();
        const obj: Record<string, unknown> = {};
        skip();
        if (peek() === '}') {
          read();
          return obj;
        }
        for (;;) {
          skip();
          const k = peek() === '"' || peek() === "'" ? parseString() : parseIdentifier();
          skip();
          if (read() !== ':') fail();
          const v = parseValue();
          Object.defineProperty(obj, k, { value: v, writable: true, enumerable: true, configurable: true });
          skip();
          const d = read();
          if (d === '}') return obj;
          if (d !== ',') fail();
          skip();
          if (peek() === '}') {
            read();
            return obj;
          }
        }
      }
      case '[': {
        read();
        const arr: unknown[] = [];
        for (;;) {
          skip();
          if (peek() === ']') {
            read();
            return arr;
          }
          arr.push(parseValue());
          skip();
          const d = read();
          if (d === ']') return arr;
          if (d !== ',') fail();
        }
      }
      case 'n':
        read();
        literal('ull');
        return null;
      case 't':
        read();
        literal('rue');
        return true;
      case 'f':
        read();
        literal('alse');
        return false;
      case '"':
      case "'":
        return parseString();
      case '-':
      case '+':
        return parseNumberAfterSign(read() === '-' ? -1 : 1);
      default:
        return parseNumberAfterSign(1);
    }
  };
  const value = parseValue();
  skip();
  if (peek() !== undefined) fail();
  return value;
};

// --- partial-json 0.1.7 parse(jsonString, Allow.ALL) (src/index.ts), same control flow -------------------------------
const partialJsonParse = (input: string): unknown => {
  if (!input.trim()) throw new Error('empty');
  const s = input.trim();
  const length = s.length;
  let index = 0;
  const partial = (): never => {
    throw new Error('PartialJSON');
  };
  const malformed = (): never => {
    throw new Error('MalformedJSON');
  };
  const skipBlank = () => {
    while (index < length && ' \n\r\t'.includes(s[index]!)) index++;
  };
  const starts = (word: string) => length - index < word.length && word.startsWith(s.substring(index));
  const parseAny = (): unknown => {
    skipBlank();
    if (index >= length) partial();
    if (s[index] === '"') return parseStr();
    if (s[index] === '{') return parseObj();
    if (s[index] === '[') return parseArr();
    if (s.substring(index, index + 4) === 'null' || starts('null')) {
      index += 4;
      return null;
    }
    if (s.substring(index, index + 4) === 'true' || starts('true')) {
      index += 4;
      return true;
    }
    if (s.substring(index, index + 5) === 'false' || starts('false')) {
      index += 5;
      return false;
    }
    if (s.substring(index, index + 8) === 'Infinity' || starts('Infinity')) {
      index += 8;
      return Infinity;
    }
    if (s.substring(index, index + 9) === '-Infinity' || (1 < length - index && starts('-Infinity'))) {
      index += 9;
      return -Infinity;
    }
    if (s.substring(index, index + 3) === 'NaN' || starts('NaN')) {
      index += 3;
      return NaN;
    }
    return parseNum();
  };
  const parseStr = (): string => {
    const start = index;
    let esc = false;
    index++;
    while (index < length && (s[index] !== '"' || (esc && s[index - 1] === '\\'))) {
      esc = s[index] === '\\' ? !esc : false;
      index++;
    }
    if (s.charAt(index) === '"') {
      try {
        return JSON.parse(s.substring(start, ++index - Number(esc))) as string;
      } catch {
        malformed();
      }
    }
    try {
      return JSON.parse(s.substring(start, index - Number(esc)) + '"') as string;
    } catch {
      return JSON.parse(s.substring(start, s.lastIndexOf('\\')) + '"') as string;
    }
  };
  const parseObj = (): Record<string, unknown> => {
    index++;
    skipBlank();
    const obj: Record<string, unknown> = {};
    try {
      while (s[index] !== '}') {
        skipBlank();
        if (index >= length) return obj;
        const key = parseStr();
        skipBlank();
        index++;
        try {
          obj[key] = parseAny();
        } catch {
          return obj;
        }
        skipBlank();
        if (s[index] === ',') index++;
      }
    } catch {
      return obj;
    }
    index++;
    return obj;
  };
  const parseArr = (): unknown[] => {
    index++;
    const arr: unknown[] = [];
    try {
      while (s[index] !== ']') {
        arr.push(parseAny());
        skipBlank();
        if (s[index] === ',') index++;
      }
    } catch {
      return arr;
    }
    index++;
    return arr;
  };
  const parseNum = (): unknown => {
    if (index === 0) {
      if (s === '-') malformed();
      try {
        return JSON.parse(s) as unknown;
      } catch {
        try {
          return JSON.parse(s.substring(0, s.lastIndexOf('e'))) as unknown;
        } catch {
          // fall through
        }
        malformed();
      }
    }
    const start = index;
    if (s[index] === '-') index++;
    while (s[index] && !',]}'.includes(s[index]!)) index++;
    try {
      return JSON.parse(s.substring(start, index)) as unknown;
    } catch {
      if (s.substring(start, index) === '-') partial();
      try {
        return JSON.parse(s.substring(start, s.lastIndexOf('e'))) as unknown;
      } catch {
        return malformed();
      }
    }
  };
  return parseAny();
};

// --- genkit extractJson(text, throwOnBadJson = true) ---------------------------------------------------------------
const genkitExtractJson = (text: string): unknown => {
  let opening: string | undefined;
  let closing: string | undefined;
  let start: number | undefined;
  let nesting = 0;
  let inString = false;
  let escapeNext = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!.replace(/\u00A0/g, ' ');
    if (escapeNext) {
      escapeNext = false;
      continue;
    }
    if (ch === '\\') {
      escapeNext = true;
      continue;
    }
    if (ch === '"') {
      inString = !inString;
      continue;
    }
    if (inString) continue;
    if (!opening && (ch === '{' || ch === '[')) {
      opening = ch;
      closing = ch === '{' ? '}' : ']';
      start = i;
      nesting++;
    } else if (ch === opening) nesting++;
    else if (ch === closing) {
      nesting--;
      if (!nesting) return json5Parse(text.substring(start ?? 0, i + 1)); // throws on bad JSON5
    }
  }
  if (start !== undefined && nesting > 0) {
    try {
      return json5Parse(JSON.stringify(partialJsonParse(text.substring(start))));
    } catch {
      throw new Error('Invalid JSON extracted from model output');
    }
  }
  throw new Error('Invalid JSON extracted from model output');
};

const tmuGenkit: FrameworkParser = (reply) => {
  let output: unknown;
  try {
    output = genkitExtractJson(reply);
  } catch {
    return false;
  }
  // Ajv on {type: object, properties: {isEquivalent: boolean, feedback: string}, required: both, additionalProperties: true}
  if (!isObject(output)) return false;
  return typeof output['isEquivalent'] === 'boolean' && typeof output['feedback'] === 'string';
};

// ---------------------------------------------------------------------------------------------------------------
// 2. NexRL (nex-agi/NexRL), nexrl/utils/reward_score/bp_math.py MathJudgeV5Fn.__call__:
//      content = response.choices[0].message.content
//      if "```json" in content:
//          content = content.split("```json")[1].strip()
//      elif content.startswith("```"):
//          content = content[3:]
//      if content.endswith("```"):
//          content = content[:-3]
//      result = json.loads(content)               # except -> retry; after 2 tries the method returns None
//      final_student_answer = result.get("final_student_answer")      # non-dict -> AttributeError (uncaught here)
//      if ("Incomplete" in final_student_answer or "None" in final_student_answer
//              or final_student_answer == "" or final_student_answer is None):   # None / number -> TypeError
//          return self.config.format_reward, False                   # judged incorrect
//      if result.get("judge"):
//          return self.config.llm_correct_reward, True
//      return self.config.format_reward, False
//    compute_score() wraps everything in try/except -> unk_error_reward (no verdict). A verdict is: the short-circuit
//    "incorrect" (string answer containing "Incomplete"/"None" or empty; list/dict containing those as element/key),
//    or a "judge" member that is present and not null (its Python truthiness decides). A missing or null "judge" only
//    falls through to the default "incorrect".
const nexrlV5: FrameworkParser = (reply) => {
  let content = reply;
  if (content.includes('```json')) content = pyStrip(content.split('```json')[1] ?? '');
  else if (content.startsWith('```')) content = content.slice(3);
  if (content.endsWith('```')) content = content.slice(0, -3);
  // NaN / Infinity read as the number 0 here: only their non-null-ness matters (a NaN judge is truthy in Python)
  const result = pythonLoads(content, true, '0');
  if (!isObject(result)) return false; // JSONDecodeError, or .get on a list / str / number
  const final = result['final_student_answer'];
  let shortCircuit: boolean;
  if (typeof final === 'string') shortCircuit = final.includes('Incomplete') || final.includes('None') || final === '';
  else if (Array.isArray(final)) shortCircuit = final.includes('Incomplete') || final.includes('None');
  else if (isObject(final)) shortCircuit = 'Incomplete' in final || 'None' in final;
  else return false; // None (missing key or null), number, bool: `in` raises TypeError
  if (shortCircuit) return true;
  return 'judge' in result && result['judge'] !== null;
};

// ---------------------------------------------------------------------------------------------------------------
// 3. TinyV (uw-nsl/TinyV), verl/verl/utils/reward_score/tinyv.py model_infer, config zhangchenxu/TinyV-1.5B-Think
//    (is_think_model: true, max_completion_tokens 512):
//      parsed_resp = resp.choices[0].message.content.strip()
//      if IS_THINK_MODEL:
//          if "Answer:" in parsed_resp:   parsed_resp = parsed_resp.split("Answer:")[1].strip()
//          elif "</think>" in parsed_resp: parsed_resp = parsed_resp.split("</think>")[1].strip()
//          else: print(f"Invalid response: ..."); return 0            # no verdict
//      if 'true' in parsed_resp.lower():    score = 1
//      elif 'false' in parsed_resp.lower(): score = 0
//      else: print(f"Invalid response: ..."); score = 0                # no verdict
//    Only the text between the first and second "Answer:" (or first and second "</think>") counts.
const tinyvThink: FrameworkParser = (reply) => {
  let parsed = pyStrip(reply);
  if (parsed.includes('Answer:')) parsed = parsed.split('Answer:')[1] ?? '';
  else if (parsed.includes('</think>')) parsed = parsed.split('</think>')[1] ?? '';
  else return false;
  const lower = parsed.toLowerCase();
  return lower.includes('true') || lower.includes('false');
};

// ---------------------------------------------------------------------------------------------------------------
// 4. ReST-MCTS (THUDM/ReST-MCTS), utils/verify_llm.py llm_verify:
//      while lbl == '' and cnt:
//          out = ''
//          try:
//              chat_comp = openai.ChatCompletion.create(model=judge_model, messages=[{"role": "user", "content": qry}])
//              out = chat_comp.choices[0].message.content[0]          # "" -> IndexError, caught
//          except Exception as e: print(...)
//          if out == '0' or out == '1': lbl = out
//          else: cnt -= 1
//      if not cnt: return 0                                          # five failures: fallback 0
//      return int(lbl)
//    Only the very first character counts: it must be "0" or "1" (no leading whitespace, quote or markup).
const restMcts: FrameworkParser = (reply) => reply[0] === '0' || reply[0] === '1';

// ---------------------------------------------------------------------------------------------------------------
// 5. MathOdyssey (protagolabs/odyssey-math): evaluate_response.py stores the raw reply as "is_correct";
//    visualize.ipynb calculate_accuracy reads it:
//      try:
//          is_correct = int(problem_data['is_correct'])
//      except ValueError:
//          if '\n' in problem_data['is_correct'] or ' ' in problem_data['is_correct']:
//              parts = re.split(r'\s+', problem_data['is_correct'])
//              for part in parts:
//                  try: is_correct = int(part); break
//                  except ValueError: continue          # none parses: stale value of the previous line / NameError
//          else:
//              match = re.search(r'Score:\s*(-?\d+)', problem_data['is_correct'])
//              if match: is_correct = int(match.group(1))
//              else: is_correct = 0                     # "Assuming score of 0": fallback, no verdict
//      ... if is_correct == 1: correct += 1
//    Python int(str): surrounding whitespace (str.isspace() minus \x1c-\x1f, which int() does not strip, while re's \s
//    matches them), one sign, Unicode decimal digits, single "_" between digits.
const INT_SPACE = '\\t\\n\\x0b\\x0c\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const PY_INT = new RegExp(`^[${INT_SPACE}]*[+-]?\\p{Nd}+(?:_\\p{Nd}+)*[${INT_SPACE}]*$`, 'u');
const PY_WS_RUN = new RegExp(`[${PY_SPACE}]+`, 'u');
const SCORE_RE = new RegExp(`Score:[${PY_SPACE}]*(-?\\p{Nd}+)`, 'u');
const odysseyMath: FrameworkParser = (reply) => {
  if (PY_INT.test(reply)) return true;
  if (reply.includes('\n') || reply.includes(' ')) return reply.split(PY_WS_RUN).some((part) => PY_INT.test(part));
  return SCORE_RE.test(reply);
};

export const PARSERS_OF_SET_227: Record<string, FrameworkParser> = {
  'tmu-applied-math-ai--genkit-gemini-math-equivalence-isequivalent-feedback-schema': tmuGenkit,
  'nexrl--scale-verify-v5-student-final-answer-json-judge-fenced': nexrlV5,
  'tinyv--false-negative-verifier-think-answer-split-true-false-substring': tinyvThink,
  'rest-mcts--chinese-science-answer-consistency-first-char-0-1': restMcts,
  'odyssey-math--math-teacher-equivalence-0-1-int-split-score-fallback': odysseyMath,
};
