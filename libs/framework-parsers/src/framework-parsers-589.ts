/**
 * Set 589: replicas of the reply readers of two story-quality judges: AIStoryWriter's chapter gate (a JSON object
 * with an "IsComplete" key, read after every backtick and every lowercase "json" is deleted) and the EQ-Bench
 * creative-writing-bench pairwise story judge vendored in ThinkingSpectrum (the first-'{'-to-last-'}' JSON object whose
 * per-criterion values name the winner A0493 / A0488 with + margins). Each parser answers: would the project get a
 * verdict out of this reply (not a default, not an exception, not a retry)?
 */
import { isObject, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. AIStoryWriter, Writer/LLMEditor.py GetChapterRating (datacrystals/AIStoryWriter @ 013b8c6):
//      History = Interface.ChatAndStreamResponse(_Logger, History, Writer.Config.EVAL_MODEL)
//      Iters: int = 0
//      while True:
//          RawResponse = Interface.GetLastMessageText(History)
//          RawResponse = RawResponse.replace("`", "")
//          RawResponse = RawResponse.replace("json", "")
//          try:
//              Iters += 1
//              Rating = json.loads(RawResponse)["IsComplete"]
//              return Rating
//          except Exception as E:
//              if Iters > 4:
//                  return False                                   # default
//              EditPrompt = f"Please revise your JSON. It encountered the following error during parsing: {E}. ..."
//              History.append(Interface.BuildUserQuery(EditPrompt))   # retry with a new EVAL_MODEL call
//    str.replace is case-sensitive and single-pass (JS replace with a global literal regex matches it). json.loads
//    takes one whole JSON document (' \t\n\r' around it, NaN / Infinity allowed, raw control characters in strings
//    refused); the subscript needs a dict with the exact key "IsComplete" (a list or a str raises TypeError, a
//    missing key KeyError). The value itself is never checked.
const aistorywriterChapterRating: FrameworkParser = (reply) => {
  const cleaned = reply.replace(/`/g, '').replace(/json/g, '');
  const value = pythonLoads(cleaned);
  return isObject(value) && hasOwn(value, 'IsComplete');
};

// 2. creative-writing-bench (EQ-Bench Creative Writing v3) in thulanxc/ThinkingSpectrum @ 232ef1c:
//    core/elo.py do_pairwise_judge_cw:
//          response_text = api_clients["judge"].generate(judge_model, final_prompt, temperature=0.0, max_tokens=16000)
//          start = response_text.find("{")
//          end = response_text.rfind("}")
//          if start == -1 or end == -1 or end <= start:
//              return {"error": "Malformed JSON response from judge model"}
//          json_str = response_text[start:end + 1]
//          result = json.loads(json_str)
//          return result
//      except Exception as e: return {"error": f"API error: {str(e)}"}
//    core/elo.py _judge_item_iteration_pairs_in_parallel_cw:
//          if "error" in judge_api_result: comp_entry["error"] = ...; neutral 0.5     # no verdict
//          else: outcome, plus_A, plus_B = interpret_pairwise_result_cw(judge_api_result)
//      (inside try/except Exception -> an "error" entry)
//    core/elo_helpers_cw.py interpret_pairwise_result_cw(result_dict):
//          if not result_dict: return 0.5, 0, 0                                     # default
//          for key, val in result_dict.items():
//              if key in ["improvement_suggestions", "theory_of_mind", "_item_order_idx"]: continue
//              if "A0493" in val: plus_count = val.count('+') ...
//              elif "A0488" in val: plus_count = val.count('+') ...
//    `"A0493" in val` raises TypeError for a number, bool or None; a list is searched by element (list.count works);
//    a dict is searched by key and, when the key is there, dict.count raises AttributeError.
const CW_SKIPPED = new Set(['improvement_suggestions', 'theory_of_mind', '_item_order_idx']);
const cwValueReadable = (val: unknown): boolean => {
  if (typeof val === 'string' || Array.isArray(val)) return true;
  if (isObject(val)) return !hasOwn(val, 'A0493') && !hasOwn(val, 'A0488');
  return false; // int, float, bool, None
};
const creativeWritingBenchPairwise: FrameworkParser = (reply) => {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start === -1 || end === -1 || end <= start) return false;
  const result = pythonLoads(reply.slice(start, end + 1));
  if (!isObject(result)) return false; // a text opening with '{' that parses is always a dict
  if (hasOwn(result, 'error')) return false;
  const entries = Object.entries(result);
  if (entries.length === 0) return false;
  return entries.every(([key, val]) => CW_SKIPPED.has(key) || cwValueReadable(val));
};

export const PARSERS_OF_SET_589: Record<string, FrameworkParser> = {
  'aistorywriter--chapter-pacing-details-flow-genre-iscomplete-json-boolean-backticks-and-json-stripped': aistorywriterChapterRating,
  'creative-writing-bench--pairwise-story-writer-a0493-vs-a0488-nine-criteria-plus-margins-json-first-to-last-brace': creativeWritingBenchPairwise,
};
