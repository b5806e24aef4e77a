/**
 * Set 597: replica of the reply reader of a Korean labor-law RAG benchmark's grounding judge (oyhoyhk/labor-law-rag-eval):
 * the answer is split into atomic claims, each marked supported or not by the retrieved provisions, in one JSON object.
 * The parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a retry)?
 */
import { isObject, pyTruthy, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. labor-law-rag-eval, eval/judge.py (oyhoyhk/labor-law-rag-eval):
//      def _parse(text: str) -> dict:
//          try:
//              return json.loads(text)
//          except json.JSONDecodeError:
//              start, end = text.find("{"), text.rfind("}")
//              try:
//                  return json.loads(text[start:end + 1]) if start >= 0 else {}
//              except json.JSONDecodeError as e:
//                  raise JudgeParseError(str(e)) from e       # _chat_json retries once, then it propagates
//      def grounding(llm, answer, context, question=""):
//          ...
//          out, usage = _chat_json(llm, [system, user], 1200)
//          claims = [c for c in out.get("claims", []) if isinstance(c, dict) and c.get("claim")]
//          return {"claims": claims, "n_claims": len(claims),
//                  "n_unsupported": sum(not c.get("supported") for c in claims), ...}
//    text is `resp.choices[0].message.content or ""`, not stripped (json.loads skips ' \t\n\r' around the value).
//    json.loads is strict (raw control characters inside strings raise) and reads NaN / Infinity. A non-dict top-level
//    value makes out.get raise AttributeError; "claims": null / a number / a bool raises TypeError when iterated; a
//    string or a dict iterates to no dict items. A reply without '{' becomes {} and yields zero claims, the same empty
//    result as the fallback, so a verdict needs at least one kept claim (a dict whose "claim" is truthy; NaN is truthy).
//    Python slices and JS slices agree here: an end before the start gives "", and the braces are BMP characters.
const laborLawParse = (text: string): unknown => {
  const direct = pythonLoadsNumbers(text);
  if (direct !== undefined) return direct;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0) return {};
  return pythonLoadsNumbers(text.slice(start, end + 1)); // undefined: JudgeParseError (retry, then exception)
};
const laborLawGrounding: FrameworkParser = (reply) => {
  const out = laborLawParse(reply);
  if (!isObject(out)) return false; // JudgeParseError, or AttributeError on a list / str / number / null
  const claims = Object.prototype.hasOwnProperty.call(out, 'claims') ? out['claims'] : [];
  if (!Array.isArray(claims)) return false; // null / number / bool raise; a str or dict iterates to zero dict items
  return claims.some((c) => isObject(c) && pyTruthy(c['claim']));
};

export const PARSERS_OF_SET_597: Record<string, FrameworkParser> = {
  'labor-law-rag-eval--korean-labor-law-answer-grounding-atomic-claims-supported-json-mode': laborLawGrounding,
};
