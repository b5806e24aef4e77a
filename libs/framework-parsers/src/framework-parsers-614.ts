/**
 * Set 614: replicas of the reply readers of LLM graders in games and puzzles. Only one template could be collected
 * (the session's look-up budget ran out): Dungeon Explorer's Riddle Master judge, which asks a local Ollama model
 * whether a traveler's answer to a locked door's riddle is correct (JSON with a "correct" key, greedy brace fallback).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a
 * retry, not a None)?
 */
import { isObject, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Dungeon Explorer, riddle_master.py RiddleMaster._call_ai_judge (DormantOne/dungeon-explorer):
//      result = json.loads(resp.read().decode("utf-8"))
//      raw_response = result.get("response", "").strip()
//      try:
//          # Try direct parse
//          parsed = json.loads(raw_response)
//          return parsed.get("correct", False)
//      except:
//          # Try finding JSON block
//          import re
//          match = re.search(r'\{.*\}', raw_response, re.DOTALL)
//          if match:
//              try:
//                  parsed = json.loads(match.group(0))
//                  return parsed.get("correct", False)
//              except:
//                  pass
//      return None
//    check_answer:  is_correct = self._call_ai_judge(...)
//                   if is_correct is not None: return is_correct      # else strict string matching (fallback)
//    A non-dict json.loads value (list, str, number, null) makes .get raise AttributeError, swallowed by the bare
//    except: the direct path then falls through to the regex, the regex path to None. A dict without "correct"
//    returns the default False (no verdict of the judge); "correct": null returns None (fallback). Any other value
//    is returned as is (its truthiness decides). json.loads takes NaN / Infinity; str.strip() is str.isspace().
type Got = 'raise' | boolean;
const dungeonGet = (parsed: unknown): Got => {
  if (!isObject(parsed)) return 'raise'; // AttributeError: '<type>' object has no attribute 'get'
  if (!Object.prototype.hasOwnProperty.call(parsed, 'correct')) return false; // default False
  return parsed['correct'] !== null; // None -> not a verdict
};
const DUNGEON_BLOCK = /\{[\s\S]*\}/; // re.DOTALL, greedy: first '{' to the last '}'
const dungeonExplorer: FrameworkParser = (reply) => {
  const raw = pyStrip(reply);
  const direct = pythonLoadsNumbers(raw);
  if (direct !== undefined) {
    const got = dungeonGet(direct);
    if (got !== 'raise') return got;
  }
  const match = DUNGEON_BLOCK.exec(raw);
  if (!match) return false;
  const inner = pythonLoadsNumbers(match[0]);
  if (inner === undefined) return false;
  return dungeonGet(inner) === true;
};

export const PARSERS_OF_SET_614: Record<string, FrameworkParser> = {
  'dungeon-explorer--riddle-traveler-answer-vs-accepted-answers-lenient-json-correct-boolean': dungeonExplorer,
};
