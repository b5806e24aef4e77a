/**
 * Set 425: replicas of the reply readers of two dialogue-quality judges: GPT-ABCEval's ChatGPT labeller of dialogue
 * behaviours (here the self-contradiction judge of a chatbot's next turn, "Decision: [YES]" read by plain substring
 * checks) and the L4.1 emotional-cue empathy judge of Achuthan2909/project-3 (a JSON object with an "evaluations"
 * array, one 1-5 score per chatbot response of the batch). Each parser answers: would the project get a verdict out of
 * this reply (not a default, not an exception, not a retry, not a dropped sample)?
 */
import { isObject, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. GPT-ABCEval (emorynlp/GPT-ABCEval), gpt_interface/main.py segmented_classification:
//      generator = prompts.Classify_DiaFirst(content, question, convo.turn_string(target_idx), instruction, reasoning)
//      generated, output, used_tokens = generator.generate()      # choice.message.content, not stripped
//      if _is_labelled(generated):
//          labelled_turns.append(target_idx)
//      elif "Decision: []" in generated:
//          pass
//      else:
//          pass
//    gpt_interface/analyze_results.py:
//      def _is_labelled(generated):
//          if "Decision: [x]" in generated or \
//                  "Decision: [✓]" in generated or \
//                  "Decision: [YES]".lower() in generated.lower() or \
//                  "Decision: YES".lower() in generated.lower() or \
//                  "Decision is: [YES]".lower() in generated.lower():
//              return True
//          return False
//    Every statistic reads pred = int(_is_labelled(generated)): "Decision: [NO]" gives the same default 0 as an
//    unreadable reply, so only a positive label is a verdict read out of the reply. Plain substrings, anywhere; the
//    needles are ASCII (plus ✓), and Python's str.lower() and JS toLowerCase() share the full Unicode mappings.
const abcEvalSelfContradiction: FrameworkParser = (reply) => {
  const lower = reply.toLowerCase();
  return (
    reply.includes('Decision: [x]') ||
    reply.includes('Decision: [✓]') ||
    lower.includes('decision: [yes]') ||
    lower.includes('decision: yes') ||
    lower.includes('decision is: [yes]')
  );
};

// 2. Achuthan2909/project-3, scripts/evaluate_l4_1.py:
//      evaluate_batch(client, evaluations, model="gpt-3.5-turbo", max_retries=3):
//          try:
//              response = client.chat.completions.create(..., response_format={"type": "json_object"})
//              result = json.loads(response.choices[0].message.content)
//              evaluations_list = result.get("evaluations", [])     # list reply -> AttributeError -> retry
//              if len(evaluations_list) != len(evaluations):          # None/number -> TypeError -> retry
//                  print(f"  Warning: Expected ...")
//              return evaluations_list
//          except json.JSONDecodeError as e: ... retry, then return []
//          except Exception as e: ... retry, then return []
//      main():
//          for j, eval_result in enumerate(evaluations):
//              if j < len(batch):
//                  item_num = eval_result.get('item', j + 1)          # non-dict entry -> AttributeError, run aborts
//                  ...
//                  results['evaluations'].append({..., 'score': eval_result.get('score'), ...})
//          ...
//          scores = [e['score'] for e in results['evaluations'] if e.get('score')]
//          avg_score = sum(scores) / len(scores)                     # a truthy str/list/dict score -> TypeError
//    A verdict is a truthy number (NaN included) or true among the first len(batch) entries, with no entry that
//    aborts the run; len(batch) = 2, the batch of the fixture's filled example. A non-empty string or object as
//    "evaluations" is iterated and str.get aborts the run; an empty one yields nothing.
const ACHUTHAN_BATCH = 2;
const own = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const pyTruthyJson = (v: unknown): boolean => {
  if (v === null || v === undefined || v === false) return false;
  if (typeof v === 'number') return v !== 0; // NaN is truthy in Python
  if (typeof v === 'string') return v.length > 0;
  if (Array.isArray(v)) return v.length > 0;
  if (isObject(v)) return Object.keys(v).length > 0;
  return true;
};
const achuthanL41Batch: FrameworkParser = (reply) => {
  const result = pythonLoadsNumbers(reply);
  if (!isObject(result)) return false; // JSONDecodeError, or .get on a list/str/number -> retries -> []
  const list = own(result, 'evaluations') ? result['evaluations'] : [];
  if (!Array.isArray(list)) return false; // len() TypeError (retry) or iteration of str/dict keys (abort / nothing)
  let verdicts = 0;
  for (const entry of list.slice(0, ACHUTHAN_BATCH)) {
    if (!isObject(entry)) return false; // eval_result.get -> AttributeError, uncaught
    const score = own(entry, 'score') ? entry['score'] : null;
    if (!pyTruthyJson(score)) continue; // dropped by `if e.get('score')`
    if (typeof score === 'number' || score === true) verdicts++;
    else return false; // str / list / dict in scores -> sum() TypeError
  }
  return verdicts > 0;
};

export const PARSERS_OF_SET_425: Record<string, FrameworkParser> = {
  'gpt-abceval--self-contradiction-next-turn-decision-yes-no-brackets-substring': abcEvalSelfContradiction,
  'achuthan-project-3--l4-1-emotional-cue-empathy-batch-1-5-json-evaluations-array': achuthanL41Batch,
};
