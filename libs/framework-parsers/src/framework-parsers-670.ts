/**
 * Set 670: replicas of the reply readers of four judges in code-review bots, pre-commit gates and commit-message
 * linters: ai-codereview-mcp's Chinese 100-point review ("总分:XX分", success only for a score > 0), Git Gandalf
 * (mian312)'s commit-risk JSON (LOW / MEDIUM / HIGH with a fenced-block and first-to-last-brace fallback), Git Gandalf
 * (sourav7274)'s per-rule Ollama JSON-mode check (`violated`, whose truthy branch dies on a ReferenceError) and
 * NaturalCommitLint's LINT_FAIL substring verdict (blank replies retried). Each parser answers: would the project get
 * a verdict out of this reply (not a default, not an exception, not a retry)?
 */
import { pyStrip } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. ai-codereview-mcp (hakityc/ai-codereview-mcp), TypeScript on Node:
//    src/parser.ts
//      export function parseReviewScore(reviewText: string): number {
//        if (!reviewText) return 0
//        const match = reviewText.match(/总分[:：]\s*(\d+)分?/)
//        return match ? parseInt(match[1], 10) : 0
//      }
//    src/tools/parse-score.ts
//      const score = parseReviewScore(reviewText)
//      return { score, success: score > 0, message: score > 0 ? "成功提取评分" : "未能从文本中提取到有效评分，..." }
//    The project is JS itself: the same regex (no g flag: the first occurrence only; \s is JS whitespace incl. \ufeff,
//    \d ASCII only) and parseInt; 0 is both the default and a failed extraction.
const ZONGFEN = /总分[:：]\s*(\d+)分?/;
const aiCodereviewMcp: FrameworkParser = (reply) => {
  if (!reply) return false;
  const match = reply.match(ZONGFEN);
  return match ? parseInt(match[1]!, 10) > 0 : false;
};

// 2. Git Gandalf (mian312/Git-Gandalf), JavaScript on Node:
//    llm/runner.js:    resolve(parsed.response || "")               // Ollama /api/generate, stream: false
//    llm/normalize.js:
//      function extractJSON(raw) {
//        try { return JSON.parse(raw); } catch {
//          const jsonMatch = raw.match(/```(?:json)?\s*([\s\S]*?)```/);
//          if (jsonMatch) { try { return JSON.parse(jsonMatch[1]); } catch { } }
//          const start = raw.indexOf("{"); const end = raw.lastIndexOf("}");
//          if (start !== -1 && end !== -1 && end > start) { try { return JSON.parse(raw.substring(start, end + 1)); } catch { } }
//          throw new Error("Could not extract valid JSON from LLM output");
//        }
//      }
//      function normalizeJudgment(raw) {
//        let parsed = extractJSON(raw);
//        const { risk, issues, summary } = parsed;                   // null -> TypeError
//        if (!["LOW", "MEDIUM", "HIGH"].includes(risk)) throw new Error("Invalid risk");
//        if (!Array.isArray(issues)) throw new Error("Issues must be array");
//        if (typeof summary !== "string") throw new Error("Summary must be string");
//        return { risk, issues, summary };
//      }
//    A value returned by an earlier step ends the search even when it is not an object (an array, a string, null).
const NO_JSON = Symbol('no JSON');
const gandalfExtractJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    const jsonMatch = raw.match(/```(?:json)?\s*([\s\S]*?)```/);
    if (jsonMatch) {
      try {
        return JSON.parse(jsonMatch[1]!) as unknown;
      } catch {
        // next fallback
      }
    }
    const start = raw.indexOf('{');
    const end = raw.lastIndexOf('}');
    if (start !== -1 && end !== -1 && end > start) {
      try {
        return JSON.parse(raw.substring(start, end + 1)) as unknown;
      } catch {
        // give up
      }
    }
    return NO_JSON;
  }
};
const gitGandalfMian312: FrameworkParser = (reply) => {
  const parsed = gandalfExtractJson(reply);
  if (parsed === NO_JSON || parsed === null || parsed === undefined) return false; // throw / destructuring TypeError
  const { risk, issues, summary } = parsed as { risk?: unknown; issues?: unknown; summary?: unknown };
  return ['LOW', 'MEDIUM', 'HIGH'].includes(risk as string) && Array.isArray(issues) && typeof summary === 'string';
};

// 3. Git Gandalf (sourav7274/Git-gandalf), index.js (an ES module: strict mode):
//      try {
//        const data = await response.json();
//        const rawContent = data.message?.content || "{}";        // empty content -> the default "{}"
//        const result = JSON.parse(rawContent);
//        if (result.violated) {                                   // null -> TypeError
//          ... for (const v of violationsList) { ... }
//          violations.push({ rule: rule, result: result, violationsList: violationsList });
//          //  ^ `violations` exists only as a `let` inside the earlier "format" if-block: ReferenceError here
//          safeExit(1);                                           // never reached
//        } else {
//          console.log("   " + msgs[...]);                        // the rule passed: the only verdict that lands
//        }
//      } catch (e) {
//        console.log("   Warning: Could not verify rule, assuming passed");
//      }
//    The project is JS: JSON.parse itself; `.violated` of a number, string, boolean or array is undefined (falsy).
const gitGandalfSourav7274: FrameworkParser = (reply) => {
  if (reply === '') return false; // `|| "{}"`: a default, nothing read from the reply
  let result: unknown;
  try {
    result = JSON.parse(reply) as unknown;
  } catch {
    return false;
  }
  if (result === null) return false; // TypeError reading .violated
  return !(result as { violated?: unknown }).violated;
};

// 4. NaturalCommitLint (mujasoft/NaturalCommitLint), NaturalCommitLint.py lint_head_commit_message:
//      no_of_attempts = 3
//      for x in range(no_of_attempts):
//          results = send_prompt_to_LLM(prompt, model)           # response['message']['content']
//          if results.strip():
//              break                                              # a blank reply is retried
//      print_linter_output(results, repo):
//          results = results.strip()
//          if "LINT_FAIL" in results: verdict_text = "❌ Commit message needs revision."
//          else:                      verdict_text = "✅ Commit message passed all lint checks."
//    Every reply that str.strip() leaves non-empty gets a verdict (LINT_FAIL present -> fail, anything else -> pass);
//    Python's str.strip() removes Unicode whitespace (\x1c-\x1f, \x85, \xa0, \u2028, \u3000 ...; not \u200b, \ufeff).
const naturalCommitLint: FrameworkParser = (reply) => pyStrip(reply) !== '';

export const PARSERS_OF_SET_670: Record<string, FrameworkParser> = {
  'ai-codereview-mcp--git-diff-code-review-100-point-zongfen-total-score-line': aiCodereviewMcp,
  'git-gandalf-mian312--staged-commit-diff-risk-json-low-medium-high-issues-summary': gitGandalfMian312,
  'git-gandalf-sourav7274--staged-diff-single-rule-violation-ollama-json-mode-violated-flag': gitGandalfSourav7274,
  'naturalcommitlint--head-commit-message-natural-language-rules-lint-fail-substring-verdict': naturalCommitLint,
};
