/**
 * Set 412: replica of the reply reader of a chatbot-arena-style pairwise preference judge: Sunwell's benchmark judge
 * (two responses to a documentation/code task, positions randomized, majority vote over three calls), whose JSON
 * reply carries per-dimension scores and an overall_winner of A, B or TIE. The parser answers: would the project get
 * a verdict out of this reply (not the parse-failure TIE default, not an exception)?
 */
import { isObject, PY_SPACE, pyFloatOf, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Sunwell, src/sunwell/benchmark/evaluation/judge.py parse_judge_response (lbliii/sunwell):
//      try:
//          json_match = re.search(r'```(?:json)?\s*(\{.*?\})\s*```', response, re.DOTALL)
//          if json_match:
//              response = json_match.group(1)
//          data = safe_json_loads(response)
//      except ValueError:
//          try:
//              json_start = response.find('{')
//              json_end = response.rfind('}') + 1
//              if json_start >= 0 and json_end > json_start:
//                  data = safe_json_loads(response[json_start:json_end])
//              else:
//                  raise ValueError("No JSON found")
//          except ValueError:
//              return JudgeVerdict(winner=Verdict.TIE, dimension_scores=(), confidence=0.0, ...)   # the default
//      for dim in data.get("dimensions", []):                      # not a dict -> AttributeError (escapes)
//          dimension_scores.append(DimensionScore(
//              dimension=dim.get("dimension", "unknown"),
//              score_a=float(dim.get("score_a", 5)),               # float() of None / '8/10' raises
//              score_b=float(dim.get("score_b", 5)),
//              justification=dim.get("justification", "")))
//      winner_str = data.get("overall_winner", "TIE").upper()      # None / number -> AttributeError
//      if winner_str == "A": ... elif winner_str == "B": ... else: winner = Verdict.TIE
//      ... confidence=float(data.get("confidence", 0.5)) ...
//    safe_json_loads is taken as json.loads (NaN/Infinity accepted, ValueError on bad JSON). Python's \s is Unicode
//    whitespace (str.isspace). A missing overall_winner or one that is neither A, B nor TIE after .upper() lands on
//    the TIE fallback: no verdict.
const PY_WS = `[${PY_SPACE}]`;
const SUNWELL_FENCE = new RegExp('```(?:json)?' + PY_WS + '*(\\{[\\s\\S]*?\\})' + PY_WS + '*```');
const own = (o: Record<string, unknown>, key: string) => Object.prototype.hasOwnProperty.call(o, key);
const pyGet = (o: Record<string, unknown>, key: string, fallback: unknown) => (own(o, key) ? o[key] : fallback);
// float(x) of a json.loads value: int/float/bool, or a str float() reads; None, lists and dicts raise TypeError
const pyFloatable = (v: unknown) => typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && pyFloatOf(v) !== undefined);
const sunwellData = (reply: string): unknown => {
  let response = reply;
  const fenced = SUNWELL_FENCE.exec(response);
  if (fenced) response = fenced[1]!;
  const direct = pythonLoadsNumbers(response);
  if (direct !== undefined) return direct;
  const start = response.indexOf('{');
  const end = response.lastIndexOf('}') + 1;
  if (start >= 0 && end > start) return pythonLoadsNumbers(response.slice(start, end));
  return undefined;
};
const sunwellPairwise: FrameworkParser = (reply) => {
  const data = sunwellData(reply);
  if (data === undefined) return false; // the TIE default of a parse failure
  if (!isObject(data)) return false; // list / null / number / str: .get raises AttributeError
  const dims = pyGet(data, 'dimensions', []);
  if (Array.isArray(dims)) {
    for (const dim of dims) {
      if (!isObject(dim)) return false; // dim.get on a non-dict raises
      if (!pyFloatable(pyGet(dim, 'score_a', 5)) || !pyFloatable(pyGet(dim, 'score_b', 5))) return false;
    }
  } else if (isObject(dims)) {
    if (Object.keys(dims).length > 0) return false; // iterating a dict yields str keys: str.get raises
  } else if (typeof dims === 'string') {
    if (dims.length > 0) return false; // iterating a str yields str: str.get raises
  } else {
    return false; // None / number / bool are not iterable: TypeError
  }
  if (!own(data, 'overall_winner')) return false; // default "TIE"
  const winner = data['overall_winner'];
  if (typeof winner !== 'string') return false; // .upper() on None / int raises AttributeError
  if (!['A', 'B', 'TIE'].includes(winner.toUpperCase())) return false; // catch-all else: TIE fallback
  return pyFloatable(pyGet(data, 'confidence', 0.5));
};

export const PARSERS_OF_SET_412: Record<string, FrameworkParser> = {
  'sunwell--benchmark-pairwise-doc-code-task-rubric-dimensions-json-overall-winner-a-b-tie': sunwellPairwise,
};
