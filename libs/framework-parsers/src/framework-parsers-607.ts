/**
 * Set 607: replicas of how math/code solution verifiers read their judge's reply. Only one template made it into
 * this set (the lookup budget ran out before other candidates that were not already known could be confirmed):
 * CatAttack's math final-answer judge (JSON "output" 0/1, then a brace-regex retry, then a substring fallback,
 * every other path returning a silent "correct" default). Each parser answers: would the project get a verdict
 * out of this reply (not a default value, not an exception, not a retry, not a skipped sample)?
 */
import { isObject, PY_INT_STR, PY_SPACE, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. CatAttack (collinear-ai/CatAttack), src/catattack/core.py CatAttack.judge_answer:
//      response = await self.judge_client.generate(prompt, temperature=0.0)
//      content = response.content.replace("```json", "").replace("```", "").strip()
//      try:
//          import re
//          try:
//              result = json.loads(content)
//              output = result.get("output", 1)                  # non-dict -> AttributeError -> default
//              if isinstance(output, str):
//                  output = int(output.strip().split()[0])      # ValueError -> default, IndexError -> outer default
//              return output == 1
//          except json.JSONDecodeError:
//              pass
//          json_match = re.search(r'\{[^{}]*"output"[^{}]*\}', content, re.DOTALL)
//          if json_match:
//              try:
//                  result = json.loads(json_match.group(0))
//                  output = result.get("output", 1)
//                  if isinstance(output, str):
//                      output = int(output.strip().split()[0])
//                  return output == 1
//              except:
//                  pass
//          content_lower = content.lower()
//          if '"output": 0' in content_lower or '"output":0' in content_lower or "'output': 0" in content_lower:
//              return False
//          elif '"output": 1' in content_lower or '"output":1' in content_lower or "'output': 1" in content_lower:
//              return True
//          else:
//              self.logger.warning(...); return True              # Default to correct if unclear
//      except (ValueError, AttributeError) as e:
//          return True                                          # Default to correct on error
//      (outer) except Exception as e: return True               # Default to correct on error
//    A missing "output" key silently becomes the default 1: counted as no verdict. A present non-string value (number,
//    bool, null, NaN, list, object) is compared with `== 1` and never raises: a verdict (null / lists read as wrong).
//    str.strip()/str.split() use Python whitespace (str.isspace); int() takes Unicode digits, a sign, underscores.
const PY_WS_RUN = new RegExp(`[${PY_SPACE}]+`, 'u');
const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// 'ok' = a verdict; 'default' = result.get's default or an error the (ValueError, AttributeError) / Exception
// handlers turn into the default; 'fail' = an error the bare except of the regex attempt swallows.
type Reading = 'ok' | 'default' | 'fail';
const catattackReadValue = (value: unknown): Reading => {
  if (!isObject(value)) return 'fail'; // .get on a non-dict: AttributeError
  if (!hasOwn(value, 'output')) return 'default'; // result.get("output", 1) -> 1 -> True (the default)
  const output = value['output'];
  if (typeof output !== 'string') return 'ok'; // output == 1 compares anything
  const first = pyStrip(output).split(PY_WS_RUN)[0] ?? '';
  if (first === '') return 'fail'; // IndexError
  return PY_INT_STR.test(first) ? 'ok' : 'fail'; // int() ValueError
};
const CATATTACK_OBJECT = /\{[^{}]*"output"[^{}]*\}/;
const CATATTACK_FALLBACK = ['"output": 0', '"output":0', "'output': 0", '"output": 1', '"output":1', "'output': 1"];
const catattackJudge: FrameworkParser = (reply) => {
  const content = pyStrip(reply.split('```json').join('').split('```').join(''));
  const direct = pythonLoadsNumbers(content);
  if (direct !== undefined) {
    // parsed: every failure here (AttributeError, ValueError, IndexError, missing key) ends in the default
    return catattackReadValue(direct) === 'ok';
  }
  const match = CATATTACK_OBJECT.exec(content);
  if (match) {
    const inner = pythonLoadsNumbers(match[0]);
    if (inner !== undefined) {
      const reading = catattackReadValue(inner);
      if (reading === 'ok') return true;
      if (reading === 'default') return false; // the object lacks a top-level "output" key: get() default, returned
      // 'fail': the bare except swallows it, on to the substring fallback
    }
  }
  const lower = content.toLowerCase();
  return CATATTACK_FALLBACK.some((needle) => lower.includes(needle));
};

export const PARSERS_OF_SET_607: Record<string, FrameworkParser> = {
  'catattack--math-student-answer-vs-ground-truth-json-output-0-1-brace-regex-substring-fallback': catattackJudge,
};
