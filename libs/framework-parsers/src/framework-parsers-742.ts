/**
 * Set 742: replicas of the reply readers of two German-language judges from the WirLernenOnline (WLO) tooling of
 * janschachtschabel: the BadBoerdi chat framework's per-turn chatbot judge (JSON object, five 0-2 dimensions coerced
 * with int()) and the "Bewertungstool für Sachrichtigkeit" description-text judge (JSON with one 0/1 score and a
 * reasoning per criterion, coerced with float()). Each parser answers: would the project get a verdict out of this
 * reply (not a default value, not an exception, not a skipped sample)?
 */
import {
  isObject,
  lastTopLevelRaw,
  pyFloatOf,
  pyIntOfValue,
  pythonLoadsNumbers,
  pyTruthy,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
// A JSON integer literal (no fraction, no exponent): Python's json.loads keeps it an exact int however large, where
// JSON.parse turns a huge one into Infinity.
const JSON_INT_LITERAL = /^-?(?:0|[1-9]\d*)$/;

// ---------------------------------------------------------------------------------------------------------------
// 1. BadBoerdi, backend/app/services/eval_service.py judge_turn (janschachtschabel/badboerdi-chatframework):
//      try:
//          resp = await client.chat.completions.create(model=DEFAULT_JUDGE_MODEL,
//              messages=[{"role": "user", "content": prompt}], temperature=0.0,
//              response_format={"type": "json_object"})
//          raw = resp.choices[0].message.content or "{}"
//          data = json.loads(raw)
//      except Exception as e:
//          logger.warning("Judge failed: %s", e)
//          data = {}                                              # every dimension then defaults to 0
//      out = {}
//      for k in ("intent_fit", "persona_tone", "pattern_match", "safety", "info_quality"):
//          v = data.get(k, 0)                                     # list/str data -> AttributeError (outside the try)
//          try:
//              v = int(v)
//          except Exception:
//              v = 0                                              # silent default
//          out[k] = max(0, min(2, v))
//      out["notes"] = str(data.get("notes", ""))[:300]
//      out["issues"] = [str(x)[:200] for x in (data.get("issues") or [])][:8]          # a non-iterable -> TypeError
//      out["missing_info"] = [str(x)[:200] for x in (data.get("missing_info") or [])][:8]
//    execute_run wraps judge_turn in `except Exception as e: ... judge = {"total": 0.0, "notes": ...}` (a default).
//    Python json.loads: one JSON value, JSON whitespace around it, NaN/Infinity/-Infinity accepted. int(): bools,
//    finite floats (truncated), str of Unicode digits (sign, underscores, whitespace); NaN/inf/None/lists raise.
//    A verdict here means all five dimensions are read from the reply (none replaced by the 0 default).
const BADBOERDI_DIMS = ['intent_fit', 'persona_tone', 'pattern_match', 'safety', 'info_quality'];
const pyIterable = (v: unknown) => typeof v === 'string' || Array.isArray(v) || isObject(v);
const badboerdi: FrameworkParser = (reply) => {
  const raw = reply === '' ? '{}' : reply;
  const data = pythonLoadsNumbers(raw);
  if (data === undefined || !isObject(data)) return false;
  for (const k of BADBOERDI_DIMS) {
    if (!own(data, k)) return false;
    const v = data[k];
    if (pyIntOfValue(v) !== undefined) continue;
    // a huge JSON integer: JSON.parse gives Infinity, Python keeps an int and int() of it succeeds
    if (typeof v === 'number' && !Number.isFinite(v) && !Number.isNaN(v) && JSON_INT_LITERAL.test(lastTopLevelRaw(raw, k) ?? '')) continue;
    return false;
  }
  for (const k of ['issues', 'missing_info']) {
    const v = data[k];
    if (pyTruthy(v) && !pyIterable(v)) return false;
  }
  return true;
};

// 2. Bewertungstool für Sachrichtigkeit, app.py (janschachtschabel/factualcorrectnessai):
//      evaluate_text:
//          response = await client.chat.completions.create(model=model_id, messages=[system, user], temperature=0.3)
//          result = json.loads(response.choices[0].message.content)
//          return result
//      except Exception as e: st.error(...); return None
//      process_batch:   if result: results.append(result)  else: st.warning("Keine Ergebnisse für Text ...")
//      batch display:   scores = {k: convert_score(v["score"]) for k, v in result["scores"].items()}
//                       reasonings = {k: v["reasoning"] for k, v in result["scores"].items()}
//      def convert_score(score):
//          if isinstance(score, (int, float)):
//              return float(score)                               # a huge int -> OverflowError (not caught)
//          try:
//              return float(score)
//          except (ValueError, TypeError):
//              return 0.0                                        # silent default
//    A verdict means: a truthy dict, 'scores' a non-empty dict, every value a dict with 'score' and 'reasoning',
//    and every score read by float() (numbers, bools, str float() accepts) rather than replaced by 0.0.
const factualScoreOk = (v: unknown, rawScore: string | undefined): boolean => {
  if (typeof v === 'boolean') return true;
  if (typeof v === 'number') {
    // JSON.parse's Infinity from an integer literal is a Python int too large for float(): OverflowError
    if (!Number.isFinite(v) && !Number.isNaN(v) && JSON_INT_LITERAL.test(rawScore ?? '')) return false;
    return true;
  }
  if (typeof v === 'string') return pyFloatOf(v) !== undefined;
  return false;
};
const factualcorrectnessai: FrameworkParser = (reply) => {
  const result = pythonLoadsNumbers(reply);
  if (result === undefined || !pyTruthy(result) || !isObject(result)) return false;
  const scores = result['scores'];
  if (!isObject(scores)) return false;
  const entries = Object.entries(scores);
  if (entries.length === 0) return false;
  const scoresRaw = lastTopLevelRaw(reply, 'scores') ?? '';
  return entries.every(([name, v]) => {
    if (!isObject(v) || !own(v, 'score') || !own(v, 'reasoning')) return false;
    const entryRaw = lastTopLevelRaw(scoresRaw, name) ?? '';
    return factualScoreOk(v['score'], lastTopLevelRaw(entryRaw, 'score'));
  });
};

export const PARSERS_OF_SET_742: Record<string, FrameworkParser> = {
  'badboerdi--chatbot-turn-persona-intent-five-dims-0-2-json-object-int-coerced-all-dims': badboerdi,
  'factualcorrectnessai--wlo-description-text-per-criterion-0-1-json-scores-reasoning-all-float': factualcorrectnessai,
};
