/**
 * Set 422 (Spanish / French / German / Italian / Russian-language judges): replica of the reply reader of
 * closepulse.ai's German "Ampel" (traffic-light) checker of assistant answers (JSON status green/yellow/red).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception,
 * not a retry, not a skipped sample)?
 */
import { isObject, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. closepulse.ai, frontend/src/agents/trafficAgent.ts (mikewegele/closepulse.ai @ 1520098f):
//      const ampelAgent = new Agent({ name: "AmpelChecker", instructions: AMP_CHECKER_PROMPT, llm: openai });
//      export const checkAmpelStatus = async (text: string) => {
//          try {
//              const result = await run(ampelAgent, text);
//              return JSON.parse(result.finalOutput);
//          } catch (e) {
//              console.error("Fehler beim Parsen:", e);
//              return {status: "yellow"};                  // default, not a verdict
//          }
//      };
//    result.finalOutput is the agent's text. JSON.parse takes the whole text (JSON whitespace only around it: no
//    fences, no prose, no NBSP). The parsed value is handed to the caller, which reads .status: a verdict is an
//    object whose status is one of the prompt's three words (JSON.parse keeps the last duplicate key).
const AMPEL_STATUSES = ['green', 'yellow', 'red'];
const closepulseAmpel: FrameworkParser = (reply) => {
  const value = wholeJson(reply);
  return isObject(value) && AMPEL_STATUSES.includes(value['status'] as string);
};

export const PARSERS_OF_SET_422: Record<string, FrameworkParser> = {
  'closepulse--assistant-answer-quality-ethics-clarity-traffic-light-json-status': closepulseAmpel,
};
