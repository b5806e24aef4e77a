/**
 * Set 463: replicas of the reply readers of code review / patch-correctness judges. Only one template made it
 * into this set within the look-up budget: gatekeeper-ai's strict Claude code judge (one JSON document, read
 * whole by Python's json.loads after str.strip()). Each parser answers: would the project get a verdict out of
 * this reply (not a default, not an exception, not a retry, not a skipped sample)?
 */
import { pyStrip, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. gatekeeper-ai (frarouAI/gatekeeper-ai), claude_backend.py ClaudeBackend.judge + json_judge.py JSONCodeJudge.judge:
//      msg = self.client.messages.create(model=self.model, max_tokens=self.max_tokens,
//                                        system=system_prompt, messages=messages)
//      return msg.content[0].text.strip()
//      ...
//      raw = self.backend.judge(system_prompt, user_prompt)
//      try:
//          data = json.loads(raw)
//      except json.JSONDecodeError:
//          data = {"pass": False, "score": 0,
//                  "issues": ["Model did not return valid JSON"], "summary": raw[:500]}   # default, not a verdict
//      return data
//    str.strip() removes Unicode whitespace (str.isspace: NBSP, \x1c-\x1f, \x85, U+3000 ...), then json.loads
//    must read the whole rest as ONE JSON document (JSON whitespace around it allowed; NaN / Infinity / -Infinity
//    accepted). No key or type is checked afterwards: any JSON value is returned as the judge's verdict.
const gatekeeperAi: FrameworkParser = (reply) => pythonLoads(pyStrip(reply)) !== undefined;

export const PARSERS_OF_SET_463: Record<string, FrameworkParser> = {
  'gatekeeper-ai--code-correctness-production-safety-pass-score-json-loads-whole-reply': gatekeeperAi,
};
