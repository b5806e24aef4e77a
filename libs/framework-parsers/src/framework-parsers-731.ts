/**
 * Set 731: the replica of the reply reader of an enterprise JVM judge (a second, MCP.Evals' C# scorer, was a copy of a
 * collected prompt and is not kept): base55's Spring AI task-execution evaluator (a JSON object mapped by ChatClient.entity() /
 * BeanOutputConverter onto a Java record whose `result` is an enum). Each parser answers: would the project get a
 * verdict out of this reply (not a default, not an exception, not a fallback, not a null)?
 */
import {
  balancedJsonEnd,
  isObject,
  jsonNestingWithin,
  topLevelMembers,
  wholeJson,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// base55 (danieliyahu1/base55), agent/ResultEvaluator.java + constant/AgentConstants.java (Spring AI 1.1.0-M1):
//      return this.chatClient.prompt()
//              .system(s -> s.text(SYSTEM_PROMPT_SUB_TASK_EVALUATOR))
//              .user(u -> u.text(USER_PROMPT_TASK_EVALUATOR).param("task", task).param("llm-response", taskResponse))
//              .call()
//              .entity(LlmEvaluationResult.class);
//      public record LlmEvaluationResult(String reason, AgentFlowControl result) {}
//      public enum AgentFlowControl { RETRY_CURRENT_STEP, TASK_COMPLETED }      // no PROCEED_TO_NEXT_STEP
//    entity() -> BeanOutputConverter.convert(text):
//      text = text.trim();
//      if (text.startsWith("```") && text.endsWith("```")) {
//          String[] lines = text.split("\n", 2);
//          if (lines[0].trim().equalsIgnoreCase("```json")) text = lines.length > 1 ? lines[1] : "";
//          else text = text.substring(3);
//          text = text.substring(0, text.length() - 3);
//          text = text.trim();
//      }
//      return (T) this.objectMapper.readValue(text, this.typeRef);   // JsonProcessingException -> RuntimeException
//    objectMapper: Jackson 2.19, FAIL_ON_UNKNOWN_PROPERTIES = false, other features default (strict JSON, trailing
//    tokens after the root value ignored). Record = properties-based creator: once reason and result are both
//    seen the record is built, and a later reason/result throws (no fallback setter). Enum: exact constant name,
//    or index 0/1 as an int or the string "0"/"1"; anything else throws. result null/missing -> no verdict.
const javaTrim = (s: string): string => s.replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, '');
const javaCharEqualsIgnoreCase = (a: string, b: string): boolean => {
  if (a === b) return true;
  const up = (c: string) => (c.toUpperCase().length === 1 ? c.toUpperCase() : c);
  const low = (c: string) => (c.toLowerCase().length === 1 ? c.toLowerCase() : c);
  return up(a) === up(b) || low(up(a)) === low(up(b));
};
const javaEqualsIgnoreCase = (a: string, b: string): boolean =>
  a.length === b.length && [...Array(a.length).keys()].every((i) => javaCharEqualsIgnoreCase(a[i]!, b[i]!));
const AGENT_FLOW_CONTROL = ['RETRY_CURRENT_STEP', 'TASK_COMPLETED'];
/** Jackson EnumDeserializer: the constant, null, or undefined where it throws. */
const jacksonAgentFlowControl = (raw: string): string | null | undefined => {
  if (raw === 'null') return null;
  if (/^-?[0-9]+$/.test(raw)) {
    const index = Number(raw);
    return index >= 0 && index < AGENT_FLOW_CONTROL.length ? AGENT_FLOW_CONTROL[index] : undefined;
  }
  if (!raw.startsWith('"')) return undefined; // floats, booleans, objects, arrays
  const name = JSON.parse(raw) as string;
  if (AGENT_FLOW_CONTROL.includes(name)) return name;
  const trimmed = javaTrim(name);
  if (AGENT_FLOW_CONTROL.includes(trimmed)) return trimmed;
  if (trimmed === '0' || trimmed === '1') return AGENT_FLOW_CONTROL[Number(trimmed)]; // stringified index
  return undefined; // InvalidFormatException (empty String coercion fails for enums too)
};
const base55Entity = (text: string): boolean => {
  if (text[0] !== '{') return false; // "" -> no content; null -> null entity; [ " digits -> MismatchedInputException
  const end = balancedJsonEnd(text, 0);
  if (end < 0) return false;
  const root = text.slice(0, end); // what follows the root object is never read
  if (!isObject(wholeJson(root)) || !jsonNestingWithin(root, 1000)) return false;
  const seen = new Set<string>();
  let result: string | null = null;
  for (const [name, raw] of topLevelMembers(root)) {
    if (name !== 'reason' && name !== 'result') continue; // unknown properties skipped
    if (seen.size === 2) return false; // record already built: creator property without a setter
    if (name === 'reason') {
      if (raw.startsWith('{') || raw.startsWith('[')) return false; // String from Object/Array throws
    } else {
      const value = jacksonAgentFlowControl(raw);
      if (value === undefined) return false;
      result = value;
    }
    seen.add(name);
  }
  return result !== null;
};
const base55: FrameworkParser = (reply) => {
  let text = javaTrim(reply);
  if (text.startsWith('```') && text.endsWith('```')) {
    const newline = text.indexOf('\n');
    const firstLine = newline >= 0 ? text.slice(0, newline) : text;
    if (javaEqualsIgnoreCase(javaTrim(firstLine), '```json')) text = newline >= 0 ? text.slice(newline + 1) : '';
    else text = text.slice(3);
    if (text.length < 3) return false; // substring(0, length - 3) throws StringIndexOutOfBoundsException
    text = javaTrim(text.slice(0, text.length - 3));
  }
  return base55Entity(text);
};

export const PARSERS_OF_SET_731: Record<string, FrameworkParser> = {
  'base55--agent-task-execution-evaluation-flow-control-enum-json-spring-ai-bean-output-converter': base55,
};
