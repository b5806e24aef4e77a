/**
 * Set 438: replicas of the reply readers of two LLM judges of e-commerce search relevance: reddit-search-relevance's
 * ESCI soft-label judge (a JSON probability distribution over Exact / Substitute / Complement / Irrelevant, read
 * with Python json.loads, an exact key set and a renormalizing sum) and E-Com_Recommendations' Gemini ranker of
 * retrieved product chunks (a JSON object of items, each with a float relevance score in [0, 1]). Each parser
 * answers: would the project get a verdict out of this reply (not a default, not an exception, not a retry, not a
 * None)?
 */
import { isObject, pyStrip, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// Python's json.loads (the C scanner, strict=True) with every number kept as Python types it: an int for a literal
// without '.' or an exponent, a float otherwise, and NaN / Infinity / -Infinity as floats. Both replicas need the
// type: isinstance(score, float) and Python's int/float arithmetic. Numbers outside strings are swapped for marker
// strings before JSON.parse. That keeps a text valid exactly when it was valid, because a bad literal ('01', '1.',
// '-NaN') leaves stray characters behind. Returns undefined where json.loads raises JSONDecodeError.
class PyInt {
  constructor(readonly int: bigint) {}
}
class PyFloat {
  constructor(readonly float: number) {}
}
type PyNumber = PyInt | PyFloat;
const NUMBER_MARK = '\u0000py-number:';
const JSON_NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;
const PY_SPECIALS: Array<[string, number]> = [
  ['-Infinity', -Infinity],
  ['Infinity', Infinity],
  ['NaN', Number.NaN],
];
const isPyNumber = (v: unknown): v is PyNumber => v instanceof PyInt || v instanceof PyFloat;
// A json.loads dict (revived numbers are class instances, not dicts)
const isPyDict = (v: unknown): v is Record<string, unknown> => isObject(v) && !isPyNumber(v);
const revive = (v: unknown): unknown => {
  if (typeof v === 'string' && v.startsWith(NUMBER_MARK)) {
    const [kind, literal] = v.slice(NUMBER_MARK.length).split('|') as [string, string];
    if (kind === 'int') return new PyInt(BigInt(literal));
    const special = PY_SPECIALS.find(([name]) => name === literal);
    return new PyFloat(special ? special[1] : Number(literal));
  }
  if (Array.isArray(v)) return v.map(revive);
  if (isObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, revive(x)]));
  return v;
};
const pyJsonLoadsTyped = (text: string): unknown => {
  let out = '';
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      out += c;
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') {
      inString = true;
      out += c;
      continue;
    }
    const special = PY_SPECIALS.find(([name]) => text.startsWith(name, i));
    if (special) {
      out += JSON.stringify(`${NUMBER_MARK}float|${special[0]}`);
      i += special[0].length - 1;
      continue;
    }
    if (c === '-' || (c >= '0' && c <= '9')) {
      JSON_NUMBER.lastIndex = i;
      const m = JSON_NUMBER.exec(text);
      if (m) {
        const literal = m[0];
        out += JSON.stringify(`${NUMBER_MARK}${/[.eE]/.test(literal) ? 'float' : 'int'}|${literal}`);
        i += literal.length - 1;
        continue;
      }
    }
    out += c;
  }
  const parsed = wholeJson(out);
  return parsed === undefined ? undefined : revive(parsed);
};

// Python int/float arithmetic, enough for sum() and true division: ints are exact, and an int meets a float by
// float(int). That raises OverflowError from the magnitude that rounds to 2**1024 up.
class PyArithmeticError extends Error {}
type PyScalar = { t: 'int'; v: bigint } | { t: 'float'; v: number };
const FLOAT_OVERFLOW = 2n ** 1024n - 2n ** 970n;
const absBig = (n: bigint) => (n < 0n ? -n : n);
const toFloat = (x: PyScalar): number => {
  if (x.t === 'float') return x.v;
  if (absBig(x.v) >= FLOAT_OVERFLOW) throw new PyArithmeticError('OverflowError: int too large to convert to float');
  return Number(x.v);
};
const pyAdd = (a: PyScalar, b: PyScalar): PyScalar => (a.t === 'int' && b.t === 'int' ? { t: 'int', v: a.v + b.v } : { t: 'float', v: toFloat(a) + toFloat(b) });
const isZero = (x: PyScalar) => (x.t === 'int' ? x.v === 0n : x.v === 0);
const pyTrueDiv = (a: PyScalar, b: PyScalar): void => {
  if (isZero(b)) throw new PyArithmeticError('ZeroDivisionError');
  if (a.t === 'int' && b.t === 'int') {
    // int / int is computed exactly and rounded once: OverflowError only when the quotient itself is too large
    if (absBig(a.v) >= absBig(b.v) * FLOAT_OVERFLOW) throw new PyArithmeticError('OverflowError: integer division result too large for a float');
    return;
  }
  toFloat(a);
  toFloat(b);
};
// A json.loads value as a sum() operand: numbers, and bools (an int subclass); anything else raises TypeError.
const asScalar = (v: unknown): PyScalar | undefined => {
  if (typeof v === 'boolean') return { t: 'int', v: v ? 1n : 0n };
  if (v instanceof PyInt) return { t: 'int', v: v.int };
  if (v instanceof PyFloat) return { t: 'float', v: v.float };
  return undefined;
};

// ---------------------------------------------------------------------------------------------------------------
// 1. reddit-search-relevance, scripts/16_generate_rationales.py _call_llm (sbnikhil/reddit-search-relevance):
//      for attempt in range(max_retries):                     # max_retries = 3
//          try:
//              msg = client.messages.create(model="claude-haiku-4-5-20251001", max_tokens=64, messages=[...])
//              raw = msg.content[0].text.strip()
//              # Strip markdown code fences if present
//              if raw.startswith("```"):
//                  raw = raw.split("```")[1]
//                  if raw.startswith("json"):
//                      raw = raw[4:]
//                  raw = raw.strip()
//              probs = json.loads(raw)
//              # Validate
//              assert set(probs.keys()) == {"E", "S", "C", "I"}
//              total = sum(probs.values())
//              return {k: v / total for k, v in probs.items()}   # renormalize
//          except Exception:
//              if attempt < max_retries - 1:
//                  time.sleep(2 ** attempt)
//      return None                                             # caller: n_fail += 1; continue (pair dropped)
//    str.strip() is Python's (str.isspace) strip. json.loads must read the whole text, and NaN / Infinity are
//    accepted. .keys() on a list, str or number raises AttributeError. sum() raises TypeError on str, None, list or
//    dict values. A zero total raises ZeroDivisionError. Any failure is a retry (a new call), never a verdict.
const ESCI_KEYS = ['C', 'E', 'I', 'S'];
const redditSearchRelevance: FrameworkParser = (reply) => {
  let raw = pyStrip(reply);
  if (raw.startsWith('```')) {
    raw = raw.split('```')[1] ?? '';
    if (raw.startsWith('json')) raw = raw.slice(4);
    raw = pyStrip(raw);
  }
  const probs = pyJsonLoadsTyped(raw);
  if (!isPyDict(probs)) return false;
  const keys = Object.keys(probs);
  if (keys.length !== ESCI_KEYS.length || [...keys].sort().join() !== ESCI_KEYS.join()) return false;
  const values: PyScalar[] = [];
  for (const key of keys) {
    const scalar = asScalar(probs[key]);
    if (!scalar) return false; // TypeError in sum()
    values.push(scalar);
  }
  try {
    const total = values.reduce<PyScalar>((acc, v) => pyAdd(acc, v), { t: 'int', v: 0n });
    for (const v of values) pyTrueDiv(v, total);
  } catch (e) {
    if (e instanceof PyArithmeticError) return false;
    throw e;
  }
  return true;
};

// 2. E-Com_Recommendations, src/llms/llms.py form_response (b22cse040/E-Com_Recommendations):
//      raw_text = response.text
//      clean_text = re.sub(r"```(json)?", "", raw_text, flags=re.IGNORECASE).strip()
//      try:
//        parsed_results = json.loads(clean_text)
//      except json.JSONDecodeError:
//        print(f"Warning: Response is not Valid JSON. Raw output:\n{raw_text}")
//        parsed_results = {}
//      final_results = {}
//      for obj_key, obj_value in parsed_results.items():       # non-dict -> AttributeError, uncaught
//        if not isinstance(obj_value, dict):
//          continue
//        name = obj_value["Name"]                               # missing key -> KeyError, uncaught
//        explanation = obj_value["Explanation"]
//        score = obj_value["score"]
//        if not isinstance(explanation, str): continue
//        if not isinstance(score, float): continue             # a JSON int (1, 0) or bool is skipped
//        if not isinstance(name, str): continue
//        if score < 0 or score > 1: continue                   # NaN passes both comparisons
//        final_results[obj_key] = {"Name": name, "Explanation": explanation, "score": score}
//      return json.dumps(final_results, indent=2)
//    A verdict is a non-empty final_results. Python's re with IGNORECASE folds case in Unicode ('ſ' matches 's'),
//    which is what JS's /iu does. Every fence is deleted wherever it stands, then the whole rest must be JSON.
const FENCE = /```(json)?/giu;
const ecomRecommendations: FrameworkParser = (reply) => {
  const cleanText = pyStrip(reply.replace(FENCE, ''));
  const parsed = pyJsonLoadsTyped(cleanText);
  if (parsed === undefined) return false; // JSONDecodeError -> {} -> nothing ranked
  if (!isPyDict(parsed)) return false; // .items() on a list / str / number / None: AttributeError
  let kept = 0;
  for (const value of Object.values(parsed)) {
    if (!isPyDict(value)) continue;
    if (!['Name', 'Explanation', 'score'].every((key) => Object.hasOwn(value, key))) return false; // KeyError aborts the call
    const { Name: name, Explanation: explanation, score } = value;
    if (typeof explanation !== 'string') continue;
    if (!(score instanceof PyFloat)) continue;
    if (typeof name !== 'string') continue;
    if (score.float < 0 || score.float > 1) continue;
    kept++;
  }
  return kept > 0;
};

export const PARSERS_OF_SET_438: Record<string, FrameworkParser> = {
  'reddit-search-relevance--esci-query-product-relevance-e-s-c-i-soft-label-json-probability-distribution': redditSearchRelevance,
  'e-com-recommendations--query-product-chunks-relevance-ranking-json-objects-name-explanation-float-score-0-1': ecomRecommendations,
};
