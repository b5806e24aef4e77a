/**
 * Set 717: replicas of the reply readers of four judges of agents and their trajectories or tool use: InferAct's ALFWorld
 * trajectory evaluator (four "word: value" lines, positional re.findall), agent_from_scratch's goal-done checker
 * (json.loads of the stripped reply, an object with "done"), Sage's Chinese TaskCompletionJudgeAgent (whole-reply JSON
 * or the first ```json fence, two keys) and Versent ai101-mvp-llm's tool-agent benchmark judge (AI SDK generateObject
 * with a zod schema). Each parser answers: would the project get a verdict out of this reply (not a default, not an
 * exception, not an "N/A" record)?
 */
import { isObject, pyStrip, pythonLoads, secureJsonParse } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. InferAct, evaluator/standard_eval.py StandardEvaluator.evaluate (UKPLab/arxiv2024-inferact), task == "alfworld":
//      compiler = re.compile(r"(\w+): ([^\n]+)")
//      ...
//      try:
//          result = self.base_model([HumanMessage(content=prompt)])
//          matches = compiler.findall(result)
//          completion = matches[0][1]
//          yes_no = matches[1][1]
//          confidence = matches[2][1]
//          justification = matches[3][1]        # IndexError below four matches
//          items[ix] = {"yes_no": yes_no, ...}
//      except Exception as e:
//          items[ix] = {"yes_no": "N/A", ...}   # no verdict
//    Python's \w in a str pattern is any Unicode letter or number (str.isalnum()) or "_"; [^\n] is any character but
//    a newline (\r included). findall returns non-overlapping matches; the greedy [^\n]+ eats the rest of the line.
const INFERACT_FIELD = /[\p{L}\p{N}_]+: [^\n]+/gu;
const inferactAlfworld: FrameworkParser = (reply) => [...reply.matchAll(INFERACT_FIELD)].length >= 4;

// 2. agent_from_scratch, llm_judge.py check_goal_done (imanoop7/agent_from_scratch):
//      msg = resp.get("choices", [{}])[0].get("message", {})
//      content = (msg.get("content") or "").strip()
//      try:
//          parsed = json.loads(content)
//      except Exception:
//          parsed = {"done": False, "feedback": ["Could not parse judge response."]}   # default
//      print(f"LLM as judge: {'👍' if parsed.get('done') else '👎'}")                  # non-dict -> AttributeError
//      return json.dumps(parsed)
//    A verdict is a JSON object that holds "done" (an object without it silently reads as None: a default).
const agentFromScratchGoalDone: FrameworkParser = (reply) => {
  const parsed = pythonLoads(pyStrip(reply));
  return isObject(parsed) && Object.prototype.hasOwnProperty.call(parsed, 'done');
};

// 3. Sage, sagents/agent/task_completion_judge_agent.py _finalize_task_completion_judge_result (ZHangZHengEric/Sage):
//      try:
//          response_json = json.loads(MessageChunk.extract_json_from_markdown(all_content))
//          session_context.audit_status["completion_status"] = response_json["completion_status"]
//          session_context.audit_status["finish_percent"] = response_json["finish_percent"]
//      except Exception as e:
//          yield [MessageChunk(... content=f"任务完成判断失败: {str(e)}" ...)]     # no verdict
//    sagents/context/messages/message.py MessageChunk.extract_json_from_markdown(content):
//      try: json.loads(content); return content
//      except json.JSONDecodeError: pass
//      match = re.search(r'```(?:json)?\n([\s\S]*?)\n```', content)
//      if match:
//          try: json.loads(match.group(1)); return match.group(1)
//          except json.JSONDecodeError: pass
//      return content
//    all_content (the streamed deltas) is never stripped. Both keys must exist on a dict (list/str -> TypeError).
const SAGE_FENCE = /```(?:json)?\n([\s\S]*?)\n```/;
const sageExtractJson = (content: string): string => {
  if (pythonLoads(content) !== undefined) return content;
  const match = SAGE_FENCE.exec(content);
  if (match && pythonLoads(match[1] ?? '') !== undefined) return match[1] ?? '';
  return content;
};
const sageTaskCompletionJudge: FrameworkParser = (reply) => {
  const value = pythonLoads(sageExtractJson(reply));
  if (!isObject(value)) return false;
  const has = (key: string) => Object.prototype.hasOwnProperty.call(value, key);
  return has('completion_status') && has('finish_percent');
};

// 4. Versent ai101-mvp-llm, tests/score/judge.ts evaluate (Versent/ai101-mvp-llm):
//      const review = await generateObject({
//        model: verifierModel,
//        prompt: `...`,
//        schema: z.object({
//          reason: z.string().describe(dedent`...`),
//          points: z.number().min(0).describe('points scored'),
//        }),
//        temperature: 0,
//      })
//      return review.object as Review
//    AI SDK v4 generateObject: safeParseJSON({ text }) (secure-json-parse over the whole text) then the zod schema;
//    either failing throws NoObjectGeneratedError. zod 3: z.object strips unknown keys, z.number() rejects strings and
//    NaN (no coercion), .min(0) rejects negatives.
const ai101Judge: FrameworkParser = (reply) => {
  const value = secureJsonParse(reply);
  if (!isObject(value)) return false;
  const { reason, points } = value;
  return typeof reason === 'string' && typeof points === 'number' && !Number.isNaN(points) && points >= 0;
};

export const PARSERS_OF_SET_717: Record<string, FrameworkParser> = {
  'inferact--alfworld-trajectory-completion-correctness-confidence-colon-lines-findall-four': inferactAlfworld,
  'agent-from-scratch--goal-done-check-answer-vs-request-json-done-key': agentFromScratchGoalDone,
  'sage--task-completion-judge-zh-finish-percent-completion-status-json-fence-fallback': sageTaskCompletionJudge,
  'ai101-mvp-llm--tool-agent-output-four-point-rubric-generateobject-zod-reason-points': ai101Judge,
};
