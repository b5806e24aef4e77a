/**
 * Set 748: replicas of the reply readers of two e-commerce listing judges: the Etsy Children's Drawstrings
 * listing-compliance classifier (GPT-4.1, JSON object validated by a pydantic v2 model with an enum decision) and
 * watchbot2's luxury-watch listing judge (free text, case-insensitive substring 'undervalued'). Each parser answers:
 * would the project get a verdict out of this reply (not a default, not an exception, not a retry, not a skip)?
 */
import { hasUnpairedSurrogateEscape, isObject, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. etsy-classifier, classify_drawstrings.ipynb (evanedreo/etsy-classifier):
//      class Decision(str, Enum):
//          CHILDRENS    = "etsy.childrens_drawstrings"
//          OUT_OF_SCOPE = "out_of_scope"
//      class ClassificationResponse(BaseModel):
//          decision: Decision
//          image_inspected: bool
//          images_reviewed: List[str]
//          image_explanations: Dict[str, str]
//          rationale: str
//      ...
//      response = client.chat.completions.create(model="gpt-4.1", messages=messages,
//                                                response_format={"type": "json_object"})
//      return ClassificationResponse.model_validate_json(response.choices[0].message.content)
//    (no try/except: a ValidationError propagates through future.result() and aborts the evaluation run)
//    pydantic v2 model_validate_json, lax mode: one JSON object, JSON whitespace around it, nothing else (no fences,
//    no trailing prose); the JSON reader tolerates NaN / Infinity literals and refuses lone surrogate escapes; extra
//    keys are ignored; every field is required. decision: exactly one of the enum's value strings. bool: true/false,
//    the numbers 0 / 1 (an integral float too), or a string equal, ignoring ASCII case, to one of
//    0 off f false n no / 1 on t true y yes (pydantic-core str_as_bool, eq_ignore_ascii_case, no stripping).
//    List[str] / Dict[str, str] / str: JSON strings only (numbers are not coerced to str, null is refused).
const ETSY_DECISIONS = new Set(['etsy.childrens_drawstrings', 'out_of_scope']);
const PYDANTIC_BOOL_WORDS = new Set(['0', 'off', 'f', 'false', 'n', 'no', '1', 'on', 't', 'true', 'y', 'yes']);
const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
const pydanticLaxBool = (v: unknown): boolean =>
  typeof v === 'boolean' || v === 0 || v === 1 || (typeof v === 'string' && PYDANTIC_BOOL_WORDS.has(asciiLower(v)));
const isStr = (v: unknown): v is string => typeof v === 'string';
const etsyChildrensDrawstrings: FrameworkParser = (reply) => {
  if (hasUnpairedSurrogateEscape(reply)) return false;
  const value = pythonLoads(reply); // NaN / Infinity read as null: only fields typed here could hold them, and they refuse floats
  if (!isObject(value)) return false;
  const { decision, image_inspected, images_reviewed, image_explanations, rationale } = value;
  if (!isStr(decision) || !ETSY_DECISIONS.has(decision)) return false;
  if (!('image_inspected' in value) || !pydanticLaxBool(image_inspected)) return false;
  if (!Array.isArray(images_reviewed) || !images_reviewed.every(isStr)) return false;
  if (!isObject(image_explanations) || !Object.values(image_explanations).every(isStr)) return false;
  return isStr(rationale);
};

// 2. watchbot2 (rileystevend/watchbot2):
//      helpers/evaluator.py:  response = llm(prompt)
//                             return response.strip()
//      watch_bot.py main():   result = evaluate_listing(listing)
//                             if "undervalued" in result.lower():
//                                 message = (... f"Analysis: {result}\n" ...)
//                                 send_notification(message)
//    The only verdict the bot acts on is "Undervalued": a case-insensitive substring test anywhere in the reply.
//    A reply without it (a clean "Fairly Priced" included) takes the same silent branch as an unreadable one.
//    str.lower() and toLowerCase() agree on every character that can lower-case into the ASCII letters of the word.
const watchbot2Undervalued: FrameworkParser = (reply) => reply.toLowerCase().includes('undervalued');

export const PARSERS_OF_SET_748: Record<string, FrameworkParser> = {
  'etsy-classifier--childrens-drawstrings-listing-policy-violation-json-decision-enum-pydantic': etsyChildrensDrawstrings,
  'watchbot2--luxury-watch-listing-undervalued-vs-fairly-priced-label-substring': watchbot2Undervalued,
};
