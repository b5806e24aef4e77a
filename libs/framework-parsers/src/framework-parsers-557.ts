/**
 * Set 557: replica of the reply reader of a summarization/translation faithfulness judge in Arabic, Hindi, Thai, Russian
 * or Hebrew. It holds one judge: Scribe's (carmandale/media_transcribe_manager) GPT-4 judge of Hebrew translations of
 * Holocaust oral-history testimonies (a JSON object with five 1-10 criterion scores and a composite score). The parser
 * answers: would the project get a verdict out of this reply (not a default, not an exception, not a None)?
 */
import { isObject, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
// A json.loads value that Python arithmetic and comparisons treat as a number: int, float (NaN and the infinities
// included) or bool (a subclass of int).
const pyNumeric = (v: unknown) => typeof v === 'number' || typeof v === 'boolean';

// ---------------------------------------------------------------------------------------------------------------
// 1. media_transcribe_manager, scribe/evaluate.py HistoricalEvaluator.evaluate (enhanced=True, language 'he'):
//      try:
//          result = json.loads(response.choices[0].message.content)
//          if "composite_score" not in result:                      # list/str: `in` works, int: TypeError
//              scores = result.get("scores", {})                    # non-dict: AttributeError
//              composite = sum(
//                  scores.get(key, 0) * weight                      # str/None/list * float: TypeError
//                  for key, weight in score_weights.items()         # HEBREW_SCORE_WEIGHTS, five keys
//              )
//              result["composite_score"] = round(composite, 1)
//          if validation_result:
//              result["hebrew_validation"] = validation_result      # list/str: TypeError
//              ...
//          result["detected_language"] = language
//          return result
//      except json.JSONDecodeError:
//          logger.error(...)
//          return None                                              # evaluate_translation: return 0.0, {}
//    evaluate_translation: if result: score = evaluator.get_score(result)   # result.get("composite_score", 0)
//    Only JSONDecodeError is caught, so a non-dict reply or a bad 'scores' value raises out of evaluate. A present
//    composite_score is returned unchanged; this replica takes it as a verdict when it is numeric (null, strings, lists
//    and dicts give no usable 0-10 score). Without it, the composite is computed from the five weighted keys; when none
//    of them is present, it is the default 0.0.
const HEBREW_SCORE_KEYS = ['content_accuracy', 'speech_pattern_fidelity', 'hebrew_language_quality', 'cultural_context', 'historical_authenticity'];
const mediaTranscribeManagerHebrew: FrameworkParser = (reply) => {
  const result = pythonLoadsNumbers(reply);
  if (result === undefined) return false; // JSONDecodeError -> None
  if (!isObject(result)) return false; // TypeError / AttributeError escapes evaluate
  if (own(result, 'composite_score')) return pyNumeric(result['composite_score']);
  const scores = own(result, 'scores') ? result['scores'] : {};
  if (!isObject(scores)) return false; // .get on None, a list, a str or a number: AttributeError
  let present = 0;
  for (const key of HEBREW_SCORE_KEYS) {
    if (!own(scores, key)) continue; // scores.get(key, 0) -> 0
    if (!pyNumeric(scores[key])) return false; // None / str / list / dict * float: TypeError
    present++;
  }
  return present > 0; // none of the weighted keys: composite 0.0, a default
};

export const PARSERS_OF_SET_557: Record<string, FrameworkParser> = {
  'media-transcribe-manager--hebrew-holocaust-testimony-translation-five-criteria-1-10-json-composite-score': mediaTranscribeManagerHebrew,
};
