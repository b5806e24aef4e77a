/**
 * Set 610: replicas of the reply readers of two judges in TypeScript agent-evaluation harnesses: AgentLens's rubric
 * judge of an agent's output (forced tool call, JSON with a numeric score) and Deca's behavioural-test judge (JSON
 * {"passed": bool}, then a brace-free JSON extraction, then substring fallbacks). Both projects are JavaScript, so the
 * replicas use JSON.parse, String.prototype.trim and JS regexes exactly as the originals do. Each parser answers: would
 * the project get a verdict out of this reply (not a default, not an exception, not a retry)?
 */
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. AgentLens, packages/server/src/lib/eval/scorers/llm-judge.ts judgeWithLlm (agentkitai/agentlens):
//      try {
//        const parsed = JSON.parse(resp.content);
//        const scoreIsNumber = typeof parsed.score === 'number';
//        const score = scoreIsNumber ? Math.max(0, Math.min(1, parsed.score)) : 0.5;
//        ...
//        if (!scoreIsNumber) {
//          reasoning = `Judge returned a non-numeric score; defaulted to 0.5. ${reasoning}`;
//        }
//        return { score, passed: score >= PASS_THRESHOLD, ... };
//      } catch {
//        // Parse failure — record the cost (we paid for the call) and a neutral score.
//        return { score: 0.5, passed: false, reasoning: 'Parse error: could not parse LLM judge response', ... };
//      }
//    resp.content (diagnostics/providers/anthropic.ts) is JSON.stringify(block.input) of the forced tool_use block, or
//    the text of the last text block. `null` parses, then `parsed.score` throws TypeError (caught: the 0.5 default);
//    any other JSON value is read for a numeric `score` (clamped, so out-of-range numbers still count).
const agentlens: FrameworkParser = (reply) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply);
  } catch {
    return false;
  }
  if (parsed === null) return false; // parsed.score -> TypeError -> catch -> default 0.5
  return typeof (parsed as { score?: unknown }).score === 'number';
};

// 2. Deca, behavioural-test judge verify() / parseJudgeOutput (nocoo/deca, inferred):
//      const trimmed = text.trim();
//      try {
//        const obj = JSON.parse(trimmed);
//        return normalizeResult(obj);
//      } catch { /* try extraction */ }
//      const jsonMatch = trimmed.match(/\{[^{}]*"passed"\s*:\s*(?:true|false)[^{}]*\}/);
//      if (jsonMatch) {
//        try { const obj = JSON.parse(jsonMatch[0]); return normalizeResult(obj); } catch { /* fall through */ }
//      }
//      const lower = trimmed.toLowerCase();
//      if (lower.includes('"passed":true') || lower.includes('"passed": true')) return { passed: true, ... };
//      if (lower.includes('"passed":false') || lower.includes('"passed": false')) return { passed: false, ... };
//      return { passed: false, reasoning: `Could not parse judge output: ${trimmed.slice(0, 200)}` };
//    function normalizeResult(obj) { return { passed: Boolean(obj.passed), reasoning: typeof obj.reasoning === "string" ? ... } }
//    A parsed value without a `passed` property yields Boolean(undefined) = false, a default, and is returned at once
//    (no fallback). `null` makes normalizeResult throw inside the first try, so extraction runs.
const DECA_PASSED = /\{[^{}]*"passed"\s*:\s*(?:true|false)[^{}]*\}/;
const hasPassed = (obj: unknown) => (obj as { passed?: unknown }).passed !== undefined;
const deca: FrameworkParser = (reply) => {
  const trimmed = reply.trim();
  let direct: unknown;
  let parsedDirect = false;
  try {
    direct = JSON.parse(trimmed);
    parsedDirect = true;
  } catch {
    /* try extraction */
  }
  if (parsedDirect && direct !== null) return hasPassed(direct);
  const jsonMatch = trimmed.match(DECA_PASSED);
  if (jsonMatch) {
    try {
      return hasPassed(JSON.parse(jsonMatch[0]));
    } catch {
      /* fall through */
    }
  }
  const lower = trimmed.toLowerCase();
  return (
    lower.includes('"passed":true') || lower.includes('"passed": true') || lower.includes('"passed":false') || lower.includes('"passed": false')
  );
};

export const PARSERS_OF_SET_610: Record<string, FrameworkParser> = {
  'agentlens--agent-behaviour-vs-rubric-0-1-json-score-reasoning-tool-use': agentlens,
  'deca--behavioral-test-response-meets-criteria-json-passed-boolean-with-text-fallbacks': deca,
};
