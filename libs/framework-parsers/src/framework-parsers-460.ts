/**
 * Set 460 (role-play, persona and character-consistency judges): a replica of the reply reader of InCharacter's
 * personality-fidelity judge, which reads an interview of a role-playing agent and scores the character on one
 * personality dimension as JSON {"analysis", "result"}. The parser answers: would the project get a verdict out of
 * this reply (not the midpoint default, not an exception, not a retry)?
 */
import { isObject, pyFloatOf, pyStripChars, pyTruthy, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. InCharacter (Neph0s/InCharacter), code/utils.py + code/personality_tests.py assess():
//      def string2json(llm_response, nth_generation=0, **kwargs):
//          llm_response = llm_response.strip("`")
//          if llm_response.startswith('json'):
//              llm_response = llm_response[4:]
//          try:
//              json_response = json.loads(llm_response)
//          except:
//              try:
//                  llm_response = llm_response[llm_response.find("{"):]
//                  json_response = json.loads(llm_response)
//              except:
//                  return False
//          return json_response
//      def get_response_json(post_processing_funcs=[string2json], **kwargs):
//          ...  response = post_processing_func(response, nth_generation, **kwargs)
//          if json_response: break
//          else: nth_generation += 1; if nth_generation > 12: break      # falsy -> a new call (retry)
//      # assess(), one-score questionnaires (BFI, ...):
//      llm_response = get_response_json(sys_prompt=sys_prompt, inputs=user_input, model=evaluator_llm)
//      if llm_response['result']:                                           # non-dict -> TypeError, no key -> KeyError
//          llm_response['result'] = float(llm_response['result'])          # "4/5", [4] -> ValueError / TypeError
//      else:
//          llm_response['result'] = (range[0] + range[1]) / 2              # falsy result -> midpoint default
//      results.append({..., 'score': llm_response['result'], 'analysis': llm_response['analysis']})  # KeyError
//    Python's json.loads takes NaN / Infinity and refuses trailing text ("Extra data"); find("{") == -1 slices the
//    last character (s[-1:]), which can only load as a bare number: a TypeError later, never a verdict.
const inCharacterString2json = (reply: string): unknown => {
  let text = pyStripChars(reply, '`');
  if (text.startsWith('json')) text = text.slice(4);
  const direct = pythonLoadsNumbers(text);
  if (direct !== undefined) return direct;
  const at = text.indexOf('{');
  const cut = at === -1 ? text.slice(-1) : text.slice(at);
  const second = pythonLoadsNumbers(cut);
  return second === undefined ? false : second;
};
const inCharacterOneScore: FrameworkParser = (reply) => {
  const value = inCharacterString2json(reply);
  if (!pyTruthy(value)) return false; // retried, then False['result'] raises
  if (!isObject(value)) return false; // list / number / str ['result'] -> TypeError
  if (!hasOwn(value, 'result')) return false; // KeyError
  const result = value['result'];
  if (!pyTruthy(result)) return false; // the midpoint default, not the judge's verdict
  if (typeof result === 'string') {
    if (pyFloatOf(result) === undefined) return false; // float() ValueError
  } else if (typeof result !== 'number' && typeof result !== 'boolean') {
    return false; // float() of a list or dict: TypeError
  }
  return hasOwn(value, 'analysis'); // llm_response['analysis'] KeyError otherwise
};

export const PARSERS_OF_SET_460: Record<string, FrameworkParser> = {
  'incharacter--character-interview-personality-dimension-score-json-analysis-result-float': inCharacterOneScore,
};
