/**
 * Set 402: replicas of the reply readers of three agent tool-use judges: the Apify MCP server's end-to-end MCP
 * agent judge (strict-schema JSON verdict PASS/FAIL read through zod, with a prose "PASS ..." fallback), LabAgents'
 * computational-chemistry agent judge (three 0-2 score lines inside <evaluation> tags, missing ones default to 0) and
 * AgentSpec's LLM predicate on an agent's next tool action (exact 'true' / 'false' after strip and lower). Each parser
 * answers: would the project get a verdict out of this reply (not a default, not an exception, not a retry)?
 */
import { isObject, PY_SPACE, pyStrip, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Apify MCP server, evals/judge/judge.ts (apify/apify-mcp-server), TypeScript:
//      const JudgeResponseValidator = z.object({
//          verdict: z.string().trim().toUpperCase().pipe(z.enum(['PASS', 'FAIL'])),
//          reason: z.string().min(1),
//      });
//      const PROSE_VERDICT_PATTERN = /^\s*(PASS|FAIL)\b[.:!-]?\s*(.*)$/is;
//      export function parseJudgeResponse(response: string) {
//          try {
//              return JudgeResponseValidator.parse(JSON.parse(response));
//          } catch (error) {
//              const prose = PROSE_VERDICT_PATTERN.exec(response);
//              if (prose) {
//                  return JudgeResponseValidator.parse({ verdict: prose[1], reason: prose[2].trim() || 'no reason given' });
//              }
//              throw new Error(`Failed to parse judge JSON response: ...`);   // -> one more judge call, then throw
//          }
//      }
//      ... lastRawResponse = response.content || '';  return { ...parseJudgeResponse(lastRawResponse), ... }
//    The reply is the same JS string, so JSON.parse and the regex are used as they are. z.object refuses arrays and
//    null and strips unknown keys; .trim()/.toUpperCase() are String.prototype's ('paß' -> 'PASS'); .min(1) counts
//    UTF-16 code units. The prose branch always validates: prose[1] upper-cases to PASS/FAIL and the reason is
//    never empty.
const APIFY_PROSE_VERDICT = /^\s*(PASS|FAIL)\b[.:!-]?\s*(.*)$/is;
const apifyValid = (value: unknown): boolean => {
  if (!isObject(value)) return false;
  const verdict = value['verdict'];
  const reason = value['reason'];
  if (typeof verdict !== 'string') return false;
  const normalized = verdict.trim().toUpperCase();
  if (normalized !== 'PASS' && normalized !== 'FAIL') return false;
  return typeof reason === 'string' && reason.length >= 1;
};
const apifyMcpJudge: FrameworkParser = (reply) => {
  const parsed = wholeJson(reply);
  if (parsed !== undefined && apifyValid(parsed)) return true;
  return APIFY_PROSE_VERDICT.test(reply);
};

// 2. LabAgents, llm_judge_evaluator.py ComputationalChemistryJudge._parse_response (k-yenko/LabAgents), Python:
//      eval_section = re.search(r'<evaluation>(.*?)</evaluation>', response, re.DOTALL)
//      eval_text = eval_section.group(1) if eval_section else ""
//      completion = re.search(r'completion:\s*(\d)', eval_text.lower())
//      correctness = re.search(r'correctness:\s*(\d)', eval_text.lower())
//      tool_use = re.search(r'tool use:\s*(\d)', eval_text.lower())
//      completion_score = int(completion.group(1)) if completion else 0
//      correctness_score = int(correctness.group(1)) if correctness else 0
//      tool_use_score = int(tool_use.group(1)) if tool_use else 0
//      total = completion_score + correctness_score + tool_use_score
//      assessment = "pass" if total >= 4 else "fail"
//    Nothing raises, a missing score is the default 0: a verdict needs all three matches inside the first
//    <evaluation>...</evaluation> span. Python's \s is str.isspace whitespace, \d any Unicode decimal digit (int()
//    reads it); str.lower() and JS toLowerCase() agree on every character that could form these ASCII keywords.
const PY_WS = `[${PY_SPACE}]`;
const LAB_EVALUATION = /<evaluation>([\s\S]*?)<\/evaluation>/;
const LAB_SCORES = ['completion', 'correctness', 'tool use'].map((key) => new RegExp(`${key}:${PY_WS}*\\p{Nd}`, 'u'));
const labAgentsJudge: FrameworkParser = (reply) => {
  const section = LAB_EVALUATION.exec(reply);
  const evalText = (section ? section[1]! : '').toLowerCase();
  return LAB_SCORES.every((pattern) => pattern.test(evalText));
};

// 3. AgentSpec (vendored in scnu-kevinkong/s-p2026), src/agentspec/rules/manual/util.py llm_judge, Python:
//      response = llm.invoke(messages)
//      return response.content.strip().lower() == "true"
//    No exception and no retry: anything but 'true' returns False, the same value as a genuine 'false', so a real
//    verdict is a reply that strips (str.isspace whitespace) and lower-cases to exactly 'true' or 'false'.
const agentSpecJudge: FrameworkParser = (reply) => {
  const word = pyStrip(reply).toLowerCase();
  return word === 'true' || word === 'false';
};

export const PARSERS_OF_SET_402: Record<string, FrameworkParser> = {
  'apify-mcp-server--mcp-agent-task-completion-tool-calls-and-arguments-pass-fail-json-schema-with-prose-verdict-fallback': apifyMcpJudge,
  'labagents--chemistry-agent-trace-completion-correctness-tool-use-0-2-evaluation-tag-score-lines': labAgentsJudge,
  'agentspec--agent-tool-action-requirement-satisfied-true-false-exact-word': agentSpecJudge,
};
