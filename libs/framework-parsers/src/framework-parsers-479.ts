/**
 * Set 479: replicas of the reply readers of three agent task-completion judges in Go, JavaScript and TypeScript:
 * Station's Go benchmark task-completion metric (json.Unmarshal of {"verdict": float, "reason": string} with a
 * markdown-fence fallback), Job-Agent's checkGoalDone tool (JSON.parse of a json_object reply, the `done` key) and
 * stuMan's WhatsApp-bot judge (a task_complete / task_incomplete tool call). Each parser answers: would the project
 * get a verdict out of this reply (not a default, not an exception, not a fallback value)?
 */
import { isObject, topLevelMembers, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Station (cloudshipai/station), pkg/benchmark/judge.go (*Judge).Evaluate:
//      response, err := j.client.Generate(ctx, prompt)
//      if err := json.Unmarshal([]byte(response), output); err != nil {
//          // Try to extract JSON from markdown code blocks if present
//          cleaned := extractJSON(response)
//          if err := json.Unmarshal([]byte(cleaned), output); err != nil {
//              return 0, 0, fmt.Errorf("failed to parse LLM response as JSON: %w\nResponse: %s", err, response)
//          }
//      }
//    func extractJSON(response string) string {
//          cleaned := response
//          if start := findIndex(cleaned, "```json"); start != -1 {
//              cleaned = cleaned[start+7:]
//              if end := findIndex(cleaned, "```"); end != -1 { cleaned = cleaned[:end] }
//          } else if start := findIndex(cleaned, "```"); start != -1 {
//              cleaned = cleaned[start+3:]
//              if end := findIndex(cleaned, "```"); end != -1 { cleaned = cleaned[:end] }
//          }
//          cleaned = fixInvalidEscapes(cleaned)   // "\x" inside a string, x not in "\\/bfnrtu, becomes "\\x"
//          return trimSpace(cleaned)              // ' ', '\t', '\n', '\r'
//    }
//    pkg/benchmark/task_completion.go:
//      type TaskCompletionResponse struct {
//          Verdict float64 `json:"verdict"` // 0.0 to 1.0
//          Reason  string  `json:"reason"`
//      }
//      tokens, cost, err := e.judge.Evaluate(ctx, prompt, &response)
//      if err != nil { return MetricResult{}, fmt.Errorf("task completion evaluation failed: %w", err) }
//      result := MetricResult{ Score: response.Verdict, Passed: response.Verdict >= e.threshold, ... }
//    encoding/json: the whole input is syntax-checked first (nothing is decoded on a syntax error); a top-level null
//    is a no-op; a non-object top level is an UnmarshalTypeError; keys match fields exactly or case-insensitively
//    (Go >= 1.21 folds non-ASCII runes with ToUpper(ToLower(r))); a member of the wrong type is an error but the
//    decoder goes on filling the other members; null leaves a field as it is; a float out of float64 range is an
//    error. A missing verdict leaves the zero value 0.0: a default, so no verdict.
const GO_WS = ' \t\n\r';
const goTrimSpace = (s: string): string => {
  let start = 0;
  let end = s.length;
  while (start < end && GO_WS.includes(s[start]!)) start++;
  while (start < end && GO_WS.includes(s[end - 1]!)) end--;
  return s.slice(start, end);
};
const VALID_ESCAPES = '"\\/bfnrtu';
const stationFixInvalidEscapes = (s: string): string => {
  let out = '';
  let inString = false;
  let escaped = false;
  for (const c of s) {
    if (escaped) {
      if (inString && !VALID_ESCAPES.includes(c)) out += '\\';
      out += c;
      escaped = false;
      continue;
    }
    if (c === '\\') {
      escaped = true;
      out += c;
      continue;
    }
    if (c === '"') inString = !inString;
    out += c;
  }
  return out;
};
const stationExtractJson = (response: string): string => {
  let cleaned = response;
  let start = cleaned.indexOf('```json');
  if (start !== -1) {
    cleaned = cleaned.slice(start + 7);
    const end = cleaned.indexOf('```');
    if (end !== -1) cleaned = cleaned.slice(0, end);
  } else if ((start = cleaned.indexOf('```')) !== -1) {
    cleaned = cleaned.slice(start + 3);
    const end = cleaned.indexOf('```');
    if (end !== -1) cleaned = cleaned.slice(0, end);
  }
  return goTrimSpace(stationFixInvalidEscapes(cleaned));
};
// Go's foldName: ASCII a-z upper-cased, other runes ToUpper(ToLower(r)).
const goFold = (key: string): string =>
  Array.from(key)
    .map((c) => (c.codePointAt(0)! < 0x80 ? c.toUpperCase() : c.toLowerCase().toUpperCase()))
    .join('');
/** json.Unmarshal(text, &TaskCompletionResponse{}): ok = no error returned, verdict = Verdict was set from a number. */
const stationUnmarshal = (text: string): { ok: boolean; verdict: boolean } => {
  const value = wholeJson(text);
  if (value === undefined) return { ok: false, verdict: false }; // syntax error, nothing decoded
  if (value === null) return { ok: true, verdict: false }; // null into a pointer to struct: no-op
  if (!isObject(value)) return { ok: false, verdict: false }; // array / string / number / bool into a struct
  let ok = true;
  let verdict = false;
  for (const [key, raw] of topLevelMembers(text)) {
    const field = goFold(key); // exact names fold to themselves
    if (field === 'VERDICT') {
      if (raw === 'null') continue;
      if (/^-?[0-9]/.test(raw) && Number.isFinite(Number(raw))) verdict = true;
      else ok = false; // string, bool, object, array, or a number out of float64 range
    } else if (field === 'REASON') {
      if (raw !== 'null' && !raw.startsWith('"')) ok = false;
    }
  }
  return { ok, verdict };
};
const station: FrameworkParser = (reply) => {
  const first = stationUnmarshal(reply);
  if (first.ok) return first.verdict;
  const second = stationUnmarshal(stationExtractJson(reply));
  if (!second.ok) return false;
  // the same struct is reused: a Verdict filled before the first attempt's type error survives
  return second.verdict || first.verdict;
};

// 2. Job-Agent (santoshpremi/Job-Agent), src/tools/llmJudge.js checkGoalDone:
//      try {
//        const resp = await completeWithTools({ model: "gpt-4o", messages: [...], response_format: { type: "json_object" } })
//        const check = JSON.parse(resp.choices[0].message.content)
//        console.log(`LLM as judge: ${ check.done ? "👍":"👎"}`)
//        return JSON.stringify(check)
//      } catch (error) {
//        return JSON.stringify({ done: false, feedback: ["LLM evaluation failed. Please manually review the results."] });
//      }
//    JSON.parse reads the whole text (JSON whitespace around it). A null makes check.done throw (fallback); a value
//    without a `done` key (primitive, array, object without it) logs 👎 by default and gives the agent no done value.
const jobAgent: FrameworkParser = (reply) => {
  const check = wholeJson(reply);
  // undefined: SyntaxError; null: check.done throws TypeError (both land in the done:false fallback)
  return isObject(check) && check['done'] !== undefined;
};

// 3. stuMan (DonDonatus/stuMan), utils/judge.ts + handler/tool_handler.ts + utils/tool_registry.ts:
//      const response = await groq.chat.completions.create({ ..., tools: tools, tool_choice: "auto" });
//      await handle_Judge_tool(response);
//        const toolCalls = response?.choices?.[0]?.message?.tool_calls;
//        if (toolCalls && toolCalls.length > 0) {
//          for (const tool of toolCalls) {
//            const args = JSON.parse(tool.function.arguments);
//            await execute_judge_tool(tool.function.name, args, msg);
//              // const tool = JudgetoolRegistry[toolName]; if (!tool) throw new Error(`Tool ${toolName} not found in registry.`);
//              // return tool.function(args, msg);
//          }
//        } else { msg?.reply(...); return null; }
//      export const getJudgeTools = (judgeResponse: any) => {
//        const toolCall = judgeResponse?.choices?.[0]?.message?.tool_calls[0].function.name;
//        return toolCall;
//      };
//    The reply is modelled as the JSON of choices[0].message. JudgetoolRegistry is an object literal holding
//    task_complete and task_incomplete; an inherited key (toString, constructor, __proto__...) is truthy but has no
//    .function, so calling it throws too. JSON.parse(x) reads String(x) (undefined -> "undefined" throws).
const JUDGE_TOOLS = ['task_complete', 'task_incomplete'];
const stuman: FrameworkParser = (reply) => {
  const message = wholeJson(reply);
  if (!isObject(message)) return false;
  const toolCalls = message['tool_calls'];
  if (!Array.isArray(toolCalls) || toolCalls.length === 0) return false; // getJudgeTools: tool_calls[0] throws
  for (const tool of toolCalls) {
    if (!isObject(tool) || !isObject(tool['function'])) return false; // tool.function.arguments throws
    const fn = tool['function'];
    try {
      JSON.parse(String(fn['arguments']));
    } catch {
      return false;
    }
    if (!JUDGE_TOOLS.includes(String(fn['name']))) return false; // execute_judge_tool throws
  }
  return true;
};

export const PARSERS_OF_SET_479: Record<string, FrameworkParser> = {
  'station--agent-task-completion-tools-outcome-0-1-json-verdict-float-go-unmarshal-fence-fallback': station,
  'job-agent--research-goal-done-request-answer-json-object-done-key': jobAgent,
  'stuman--whatsapp-assistant-turn-satisfies-user-request-tool-call-task-complete-or-incomplete': stuman,
};
