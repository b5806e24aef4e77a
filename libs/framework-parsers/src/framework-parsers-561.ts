/**
 * Set 561: replicas of the reply readers of three judges of web-browsing agents whose reply is text: Surfer-H CLI's
 * WebVoyager-style validator of a web task (screenshots + answer, 'SUCCESS' / 'NOT SUCCESS' substrings, anything else
 * falls to the success=False default), PagePilot's unchanged WebVoyager GPT-4V auto-evaluator (same words, None when
 * 'SUCCESS' is absent) and DOMe-and-DOMer-2's expected-vs-agent screenshot judge ("Correctness: True/False", a
 * lower-cased substring test). Each parser answers: would the project get a verdict out of this reply (not a default,
 * not an exception, not a retry, not a None)?
 */
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Surfer-H CLI, src/surfer_h_cli/skills/validation.py validate_web_voyager_answer (sheikh-shaban004/surfer-h-cli):
//      content = response.choices[0].message.content
//      if not content:
//          raise Exception("Problem with the LLM")          # -> except: success=False, why="Problem during evaluation: ..."
//      success = "SUCCESS" in content and "NOT SUCCESS" not in content
//      metrics.success = success
//      metrics.why = content
//      return metrics
//    Case-sensitive substring tests, no strip. 'NOT SUCCESS' contains 'SUCCESS', so a reply with the upper-case word
//    SUCCESS carries a verdict (True, or False when 'NOT SUCCESS' occurs); an empty reply raises, and a reply without
//    'SUCCESS' ends as success=False, the value of the defaults (no verdict). 'UNSUCCESSFUL' reads as a success.
const surferH: FrameworkParser = (reply) => reply !== '' && reply.includes('SUCCESS');

// 2. PagePilot, evaluation/auto_eval.py auto_eval_by_gpt4v (fdsf53451001/PagePilot, WebVoyager's auto-evaluator):
//      gpt_4v_res = openai_response.choices[0].message.content
//      auto_eval_res = 0 if 'NOT SUCCESS' in gpt_4v_res else 1
//      if 'SUCCESS' not in gpt_4v_res:
//          auto_eval_res = None                               # no verdict
//      return auto_eval_res
//    A verdict (0 or 1) exists exactly when the case-sensitive substring 'SUCCESS' occurs anywhere in the reply.
const pagePilot: FrameworkParser = (reply) => reply.includes('SUCCESS');

// 3. DOMe-and-DOMer-2, evaluation/image_match.py compare_images (dhruvahuja19/DOMe-and-DOMer-2):
//      return "true" in response.choices[0].message.content.lower().strip(), response.choices[0].message.content
//    str.lower() and String.prototype.toLowerCase() both apply Unicode default lower-casing (no non-ASCII letter turns
//    into an ASCII t/r/u/e/f/a/l/s); strip() cannot change a containment test. 'true' anywhere gives True; a reply that
//    says False (holds 'false', no 'true') gives a False verdict; a reply with neither word also returns False, the value
//    of the 'did not generate an image' default, and counts as no verdict.
const domeAndDomer: FrameworkParser = (reply) => {
  const lowered = reply.toLowerCase();
  return lowered.includes('true') || lowered.includes('false');
};

export const PARSERS_OF_SET_561: Record<string, FrameworkParser> = {
  'surfer-h-cli--webvoyager-style-web-task-screenshots-success-not-success-substring': surferH,
  'pagepilot--webvoyager-auto-eval-web-task-success-not-success-none-when-missing': pagePilot,
  'dome-and-domer--expected-vs-agent-screenshot-correctness-true-false-substring': domeAndDomer,
};
