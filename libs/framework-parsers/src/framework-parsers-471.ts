/**
 * Set 471: replicas of the reply readers of three LLM-as-annotator pipelines that label data (with a confidence):
 * the Nestle Threads sentiment labeller (a JSON object with a 0-1 confidence_score, greedy first-brace-to-last-brace
 * match and a range check), Potato's in-context-learning labeler (the whole reply must be a JSON object whose label
 * matches the annotation scheme and whose confidence float() reads) and kinara-rfp's multi-label RFP annotator (a
 * Python list literal read with ast.literal_eval). Each parser answers: would the project get a verdict out of this
 * reply (not a default value, not an exception, not a None)?
 */
import { isObject, lastTopLevelRaw, numbersOutsideStrings, PY_FLOAT_STR, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// Python >= 3.11 refuses to convert an integer literal of more than 4300 digits (json.loads raises ValueError).
const hasOverlongInt = (text: string): boolean => {
  for (const { literal } of numbersOutsideStrings(text)) {
    if (/^-?\d+$/.test(literal) && literal.replace('-', '').length > 4300) return true;
  }
  return false;
};
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. Nestle sentiment analysis, step_2_sentimnt_analysis.py (syednazrin/Ambank-Research-Sentiment-Analysis):
//      raw_response = chain.invoke({"tweet": tweet_data["text"]})        # prompt | ChatOpenAI | StrOutputParser()
//      def parse_json_response(response_text, tweet_data):
//          try:
//              json_match = re.search(r'\{.*\}', response_text, re.DOTALL)
//              if json_match:
//                  json_str = json_match.group()
//                  parsed = json.loads(json_str)
//                  parsed["timestamp"] = tweet_data["timestamp"] ...
//                  if "confidence_score" in parsed:
//                      score = parsed["confidence_score"]
//                      if not isinstance(score, (int, float)) or score < 0 or score > 1:
//                          parsed["confidence_score"] = 0.5  # Default neutral score
//                  else:
//                      parsed["confidence_score"] = 0.5  # Default if missing
//                  return parsed
//              else:
//                  # Fallback: try to estimate confidence from text patterns   (keyword guesses: no verdict)
//          except json.JSONDecodeError:
//              # Fallback scoring based on keywords                          (no verdict)
//    The greedy DOTALL match runs from the FIRST '{' to the LAST '}'. bool is an int subclass (True/False pass), NaN
//    passes both comparisons and is kept; Infinity (> 1) and strings get the default. A ValueError that is not a
//    JSONDecodeError (int of > 4300 digits) escapes to the caller's `except Exception`, which stores 0.5 too.
const NESTLE_BRACES = /\{[\s\S]*\}/;
const nestleSentiment: FrameworkParser = (reply) => {
  const match = NESTLE_BRACES.exec(reply);
  if (!match) return false;
  if (hasOverlongInt(match[0])) return false;
  const parsed = pythonLoadsNumbers(match[0]);
  if (!isObject(parsed) || !own(parsed, 'confidence_score')) return false;
  const score = parsed['confidence_score'];
  if (typeof score === 'boolean') return true;
  if (typeof score !== 'number') return false;
  return Number.isNaN(score) || (score >= 0 && score <= 1);
};

// 2. Potato, potato/ai/icl_labeler.py ICLLabeler.label_instance (davidjurgens/potato), the prompt built by
//    potato/ai/icl_prompt_builder.py ICLPromptBuilder.build_prompt:
//      try:
//          response = endpoint.query(prompt, ICLResponse)
//          if isinstance(response, str):
//              response_data = json.loads(response)
//          ...
//          predicted_label = response_data.get('label', '')       # list/str/number -> AttributeError
//          confidence = float(response_data.get('confidence', 0.5))
//          reasoning = response_data.get('reasoning', '')
//          valid_labels = self._get_valid_labels(schema_info)
//          if valid_labels and predicted_label not in valid_labels:
//              predicted_label = self._fuzzy_match_label(predicted_label, valid_labels)
//              if predicted_label is None:
//                  return None
//          prediction = ICLPrediction(..., confidence_score=min(1.0, max(0.0, confidence)), ...)
//          return prediction
//      except Exception as e:
//          return None
//      def _fuzzy_match_label(self, predicted, valid_labels):
//          predicted_lower = predicted.lower().strip()                 # non-str -> AttributeError
//          for label in valid_labels:
//              if label.lower().strip() == predicted_lower: return label
//          return None
//    The whole reply must be one JSON document (Python json.loads: NaN/Infinity accepted). float() takes numbers,
//    bools and numeric strings (Unicode digits, underscores, inf/nan, surrounding whitespace); None, lists and dicts
//    raise TypeError, an integer literal beyond the float range raises OverflowError. Labels of the fixture's scheme.
const POTATO_LABELS = ['positive', 'negative', 'neutral'];
const pythonFloatAccepts = (value: unknown, raw: string | undefined): boolean => {
  if (typeof value === 'boolean') return true;
  if (typeof value === 'number') return !(raw !== undefined && /^-?\d+$/.test(raw) && !Number.isFinite(value));
  if (typeof value === 'string') return PY_FLOAT_STR.test(value);
  return false;
};
const potatoIcl: FrameworkParser = (reply) => {
  if (hasOverlongInt(reply)) return false;
  const data = pythonLoadsNumbers(reply);
  if (!isObject(data)) return false;
  const confidence = own(data, 'confidence') ? data['confidence'] : 0.5;
  if (!pythonFloatAccepts(confidence, own(data, 'confidence') ? lastTopLevelRaw(reply, 'confidence') : undefined)) return false;
  const label = own(data, 'label') ? data['label'] : '';
  if (typeof label !== 'string') return false; // never equal to a str label, then .lower() raises
  if (POTATO_LABELS.includes(label)) return true;
  const lowered = pyStrip(label.toLowerCase());
  return POTATO_LABELS.some((valid) => pyStrip(valid.toLowerCase()) === lowered);
};

// 3. kinara-rfp, govrfp/rfpinsights/llmannotations.py (ChinmayShrivastava/kinara-rfp):
//      response = llm.complete(PROMPT_ANNOTATE.format(text=text, labels=text_representation)).text
//      # use ast to parse the string into a list
//      _list = ast.literal_eval(response)
//      return {
//          v: v in _list for v in _llmannotations
//      }
//    No try/except: SyntaxError / ValueError (malformed node) / TypeError (unhashable set member or dict key, or `in`
//    on an int, float, complex, bool, None or bytes) all propagate. A verdict needs literal_eval to return a list,
//    tuple, set, dict or str. Replica of ast.literal_eval (Python 3.10+: the source is lstrip(" \t")'d, then parsed
//    in eval mode): Python string/number/tuple/list/set/dict literals, True/False/None, set(), unary +/- on a number,
//    int/float +/- imaginary; comments, blank lines and backslash continuations as the tokenizer treats them.
//    Approximation: any \N{...} escape name is taken as valid (Python refuses unknown Unicode character names).
type PyKind = 'list' | 'tuple' | 'set' | 'dict' | 'str' | 'bytes' | 'num' | 'bool' | 'none';
interface PyVal {
  kind: PyKind;
  hashable: boolean;
  node: 'num' | 'signed' | 'binop' | 'other';
  numType?: 'int' | 'float' | 'complex';
}
class Malformed extends Error {}
const fail = (): never => {
  throw new Malformed();
};
const STRING_PREFIXES = new Set(['', 'r', 'u', 'b', 'f', 'br', 'rb', 'fr', 'rf']);
const RADIX_INT = /0[xX](?:_?[0-9a-fA-F])+|0[oO](?:_?[0-7])+|0[bB](?:_?[01])+/y;
const DECIMAL = /(\d(?:_?\d)*)?(\.(?:\d(?:_?\d)*)?)?([eE][+-]?\d(?:_?\d)*)?([jJ])?/y;
const IDENT_CHAR = /[\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]/u;
const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const BLANK_LINES = /(?:[ \t\f]*(?:#[^\r\n]*)?(?:\r\n|\r|\n))*/y;
const TRAILING = /^(?:[ \t\f]*(?:#[^\r\n]*)?(?:\r\n|\r|\n))*[ \t\f]*(?:#[^\r\n]*)?$/;

function literalEvalKind(source: string): PyKind {
  if (source.includes('\0')) fail(); // "source code string cannot contain null bytes"
  const s = source.replace(/^[ \t]+/, '');
  let i = 0;
  let depth = 0;
  BLANK_LINES.lastIndex = 0;
  BLANK_LINES.exec(s);
  i = BLANK_LINES.lastIndex;
  if (i > 0 && (s[i] === ' ' || s[i] === '\t')) fail(); // IndentationError: unexpected indent

  const skip = () => {
    for (;;) {
      const c = s[i];
      if (c === ' ' || c === '\t' || c === '\f') i++;
      else if (c === '#') while (i < s.length && s[i] !== '\n' && s[i] !== '\r') i++;
      else if (c === '\\') {
        if (s[i + 1] === '\n') i += 2;
        else if (s[i + 1] === '\r') i += s[i + 2] === '\n' ? 3 : 2;
        else fail();
        if (/^[ \t\f]*$/.test(s.slice(i))) fail(); // unexpected EOF after a continuation
      } else if (depth > 0 && (c === '\n' || c === '\r')) i++;
      else return;
    }
  };
  const endsNumber = () => {
    const c = s[i];
    if (c !== undefined && (c === '_' || IDENT_CHAR.test(c))) fail(); // "invalid decimal literal" and kin
  };
  const number = (): 'int' | 'float' | 'complex' => {
    RADIX_INT.lastIndex = i;
    const radix = RADIX_INT.exec(s);
    if (radix) {
      i = RADIX_INT.lastIndex;
      endsNumber();
      return 'int';
    }
    DECIMAL.lastIndex = i;
    const m = DECIMAL.exec(s)!;
    const [, intPart, fraction, exponent, imag] = m;
    if (!intPart && !(fraction && fraction.length > 1)) fail(); // needs digits before or after the point
    i = DECIMAL.lastIndex;
    endsNumber();
    if (imag) return 'complex';
    if (fraction || exponent) return 'float';
    if (/^0/.test(intPart!) && /[1-9]/.test(intPart!)) fail(); // leading zeros in a decimal integer
    return 'int';
  };
  const startsNumber = () => /[0-9]/.test(s[i] ?? '') || (s[i] === '.' && /[0-9]/.test(s[i + 1] ?? ''));
  // a Constant number node, possibly parenthesized (what _convert_num accepts)
  const numOperand = (): 'int' | 'float' | 'complex' => {
    skip();
    if (s[i] === '(') {
      i++;
      depth++;
      const t = numOperand();
      skip();
      if (s[i] !== ')') fail();
      i++;
      depth--;
      return t;
    }
    if (!startsNumber()) fail();
    return number();
  };
  const stringBody = (prefix: string, quote: string): void => {
    const raw = prefix.includes('r');
    const bytes = prefix.includes('b');
    for (;;) {
      if (i >= s.length) fail(); // unterminated
      if (s.startsWith(quote, i)) {
        i += quote.length;
        return;
      }
      const c = s[i]!;
      if (c === '\\') {
        const next = s[i + 1];
        if (next === undefined) fail();
        if (next === '\r' && s[i + 2] === '\n') {
          i += 3;
          continue;
        }
        if (!raw) {
          const hex = (n: number) => new RegExp(`^[0-9a-fA-F]{${n}}`).test(s.slice(i + 2, i + 2 + n));
          if (next === 'x' && !hex(2)) fail();
          if (!bytes && next === 'u' && !hex(4)) fail();
          if (!bytes && next === 'U' && !(hex(8) && parseInt(s.slice(i + 2, i + 10), 16) <= 0x10ffff)) fail();
          if (!bytes && next === 'N') {
            const named = /^\{[^}\r\n]+\}/.exec(s.slice(i + 2));
            if (!named) fail();
          }
        }
        if (bytes && next.charCodeAt(0) > 0x7f) fail();
        i += 2;
        continue;
      }
      if ((c === '\n' || c === '\r') && quote.length === 1) fail(); // unterminated string literal
      if (bytes && c.charCodeAt(0) > 0x7f) fail(); // bytes can only contain ASCII literal characters
      i++;
    }
  };
  // one string token if one starts here: its prefix (lowercased) or undefined
  const stringStart = (): string | undefined => {
    const m = /([A-Za-z]{0,2})('''|"""|'|")/y;
    m.lastIndex = i;
    const found = m.exec(s);
    if (!found) return undefined;
    const prefix = found[1]!.toLowerCase();
    if (!STRING_PREFIXES.has(prefix)) return undefined;
    i = m.lastIndex;
    stringBody(prefix, found[2]!);
    return prefix;
  };
  const strings = (): PyVal => {
    let anyBytes = false;
    let anyStr = false;
    let anyF = false;
    for (;;) {
      const prefix = stringStart();
      if (prefix === undefined) break;
      if (prefix.includes('b')) anyBytes = true;
      else anyStr = true;
      if (prefix.includes('f')) anyF = true;
      skip();
    }
    if (anyBytes && anyStr) fail(); // cannot mix bytes and nonbytes literals
    if (anyF) fail(); // JoinedStr: malformed node
    return { kind: anyBytes ? 'bytes' : 'str', hashable: true, node: 'other' };
  };
  const sequence = (close: string): PyVal[] => {
    const items: PyVal[] = [];
    skip();
    while (s[i] !== close) {
      items.push(value());
      skip();
      if (s[i] === ',') {
        i++;
        skip();
      } else if (s[i] !== close) fail();
    }
    i++;
    return items;
  };
  const value = (): PyVal => {
    skip();
    const c = s[i];
    let v: PyVal;
    if (c === '[') {
      i++;
      depth++;
      sequence(']');
      depth--;
      v = { kind: 'list', hashable: false, node: 'other' };
    } else if (c === '(') {
      i++;
      depth++;
      skip();
      if (s[i] === ')') {
        i++;
        v = { kind: 'tuple', hashable: true, node: 'other' };
      } else {
        const first = value();
        skip();
        if (s[i] === ')') {
          i++;
          v = first; // a parenthesized value is the value itself
        } else {
          if (s[i] !== ',') fail();
          i++;
          const rest = sequence(')');
          v = { kind: 'tuple', hashable: [first, ...rest].every((x) => x.hashable), node: 'other' };
        }
      }
      depth--;
    } else if (c === '{') {
      i++;
      depth++;
      skip();
      if (s[i] === '}') {
        i++;
        v = { kind: 'dict', hashable: false, node: 'other' };
      } else {
        const first = value();
        skip();
        if (!first.hashable) fail(); // TypeError: unhashable type
        if (s[i] === ':') {
          i++;
          value();
          for (;;) {
            skip();
            if (s[i] === '}') break;
            if (s[i] !== ',') fail();
            i++;
            skip();
            if (s[i] === '}') break;
            if (!value().hashable) fail();
            skip();
            if (s[i] !== ':') fail();
            i++;
            value();
          }
          i++;
          v = { kind: 'dict', hashable: false, node: 'other' };
        } else {
          for (;;) {
            if (s[i] === '}') break;
            if (s[i] !== ',') fail();
            i++;
            skip();
            if (s[i] === '}') break;
            if (!value().hashable) fail();
            skip();
          }
          i++;
          v = { kind: 'set', hashable: false, node: 'other' };
        }
      }
      depth--;
    } else if (c === '+' || c === '-') {
      i++;
      const t = numOperand();
      v = { kind: 'num', hashable: true, node: 'signed', numType: t };
    } else if (startsNumber()) {
      const t = number();
      v = { kind: 'num', hashable: true, node: 'num', numType: t };
    } else if (stringPeek()) {
      v = strings();
    } else if (c !== undefined && /[A-Za-z_]/.test(c)) {
      NAME.lastIndex = i;
      const name = NAME.exec(s)![0];
      i = NAME.lastIndex;
      if (s[i] !== undefined && IDENT_CHAR.test(s[i]!)) fail(); // a non-ASCII identifier: a Name either way
      if (name === 'True' || name === 'False') v = { kind: 'bool', hashable: true, node: 'other' };
      else if (name === 'None') v = { kind: 'none', hashable: true, node: 'other' };
      else if (name === 'set') {
        skip();
        if (s[i] !== '(') fail();
        i++;
        depth++;
        skip();
        if (s[i] !== ')') fail();
        i++;
        depth--;
        v = { kind: 'set', hashable: false, node: 'other' };
      } else return fail(); // a bare Name: malformed node
    } else return fail();
    // BinOp: (signed) int/float +/- an imaginary Constant
    if (v.node === 'num' || v.node === 'signed') {
      skip();
      if (s[i] === '+' || s[i] === '-') {
        if (v.numType === 'complex') fail();
        i++;
        if (numOperand() !== 'complex') fail();
        v = { kind: 'num', hashable: true, node: 'binop', numType: 'complex' };
      }
    }
    return v;
  };
  // whether the letters at i open a string (a valid prefix directly followed by a quote)
  function stringPeek(): boolean {
    const m = /^([A-Za-z]{0,2})['"]/.exec(s.slice(i, i + 3));
    return m !== null && STRING_PREFIXES.has(m[1]!.toLowerCase());
  }

  // eval mode: an expression list (a bare tuple when a comma follows), then only blank lines/comments
  let result = value();
  skip();
  if (s[i] === ',') {
    const items = [result];
    for (;;) {
      i++;
      skip();
      if (i >= s.length || s[i] === '\n' || s[i] === '\r') break;
      items.push(value());
      skip();
      if (s[i] !== ',') break;
    }
    result = { kind: 'tuple', hashable: items.every((x) => x.hashable), node: 'other' };
  }
  const rest = s.slice(i);
  if (!TRAILING.test(rest)) fail();
  if (/(?:\r\n|\r|\n)[ \t]+$/.test(rest)) fail(); // a last line of bare spaces/tabs: IndentationError
  return result.kind;
}

const kinaraRfp: FrameworkParser = (reply) => {
  let kind: PyKind;
  try {
    kind = literalEvalKind(reply);
  } catch (e) {
    if (e instanceof Malformed) return false;
    throw e;
  }
  return kind === 'list' || kind === 'tuple' || kind === 'set' || kind === 'dict' || kind === 'str';
};

export const PARSERS_OF_SET_471: Record<string, FrameworkParser> = {
  'nestle-sentiment-analysis--threads-post-sentiment-toward-nestle-confidence-score-0-1-json-greedy-brace-range-check': nestleSentiment,
  'potato--icl-single-choice-annotation-label-confidence-reasoning-json-whole-reply-label-match': potatoIcl,
  'kinara-rfp--rfp-text-multi-label-annotation-python-list-literal-eval': kinaraRfp,
};
