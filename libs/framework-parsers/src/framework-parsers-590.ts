/**
 * Set 590: replicas of the reply readers of two code-review / commit graders:
 * Codev's porch gate reading a consult reviewer's "VERDICT: APPROVE | REQUEST_CHANGES | COMMENT" line (scanned from the
 * last line up, markdown wrappers peeled), and gitmind's commit grader reading a `grading_results` tool call
 * (msgspec strict JSON, one {grade, reasoning} object per grading rule). Each parser answers: would the project get a
 * verdict out of this reply (not a default, not an exception, not a retry, not a skipped lane)?
 */
import { isObject, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Codev (cluesmith/codev), packages/codev/src/commands/porch/verdict.ts parseVerdict (TypeScript, so JS semantics):
//      const SKIP_SUMMARY_MARKER = /^SUMMARY:.*\blane skipped\b/im;
//      if (!output || output.trim().length < 50) {
//        return 'REQUEST_CHANGES';                        // a failed consult: retried, not a review
//      }
//      const lines = output.split('\n');
//      for (let i = lines.length - 1; i >= 0; i--) {
//        const stripped = lines[i].trim().replace(/^[\*_`-]+|[\*_`-]+$/g, '').trim().toUpperCase();
//        if (stripped.startsWith('VERDICT:') && !stripped.includes('[')) {
//          const value = stripped.substring('VERDICT:'.length).trim();
//          if (value.startsWith('SKIPPED')) return 'SKIPPED';
//          if (value.startsWith('REQUEST_CHANGES')) return 'REQUEST_CHANGES';
//          if (value.startsWith('APPROVE')) return 'APPROVE';
//          if (value.startsWith('COMMENT')) {
//            return SKIP_SUMMARY_MARKER.test(output) ? 'SKIPPED' : 'COMMENT';
//          }
//        }
//      }
//      return 'SKIPPED';                                   // no parseable review: excluded from allApprove
//    A verdict is APPROVE, REQUEST_CHANGES (past the length check) or COMMENT without the lane-skipped marker.
const CODEV_SKIP_SUMMARY_MARKER = /^SUMMARY:.*\blane skipped\b/im;
type CodevVerdict = 'APPROVE' | 'REQUEST_CHANGES' | 'COMMENT' | 'SKIPPED' | 'FAILED';
const codevParseVerdict = (output: string): CodevVerdict => {
  if (!output || output.trim().length < 50) return 'FAILED'; // the project's REQUEST_CHANGES default for a crashed lane
  const lines = output.split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const stripped = (lines[i] ?? '')
      .trim()
      .replace(/^[*_`-]+|[*_`-]+$/g, '')
      .trim()
      .toUpperCase();
    if (stripped.startsWith('VERDICT:') && !stripped.includes('[')) {
      const value = stripped.substring('VERDICT:'.length).trim();
      if (value.startsWith('SKIPPED')) return 'SKIPPED';
      if (value.startsWith('REQUEST_CHANGES')) return 'REQUEST_CHANGES';
      if (value.startsWith('APPROVE')) return 'APPROVE';
      if (value.startsWith('COMMENT')) return CODEV_SKIP_SUMMARY_MARKER.test(output) ? 'SKIPPED' : 'COMMENT';
    }
  }
  return 'SKIPPED';
};
const codevPrReview: FrameworkParser = (reply) => {
  const verdict = codevParseVerdict(reply);
  return verdict === 'APPROVE' || verdict === 'REQUEST_CHANGES' || verdict === 'COMMENT';
};

// 2. gitmind (Goldziher/gitmind), Python:
//      src/llm/groq_client.py create_completions (tool given, stream=False):
//          content = result.choices[0].message.tool_calls[0].function.arguments
//          if not content:
//              raise LLMClientError("Empty completion response from Groq")
//      src/prompts.py grade_commit:
//          return [
//              CommitGradingResult(rule_name=key, grade=value["grade"], reason=value["reasoning"])
//              for (key, value) in deserialize(result, dict).items()
//              if key in properties and "grade" in value and "reasoning" in value
//          ]
//          except (DecodeError, LLMClientError) as e: raise CriticError(...)
//      src/utils/serialization.py deserialize: return msgspec.json.decode(value, type=target_type)
//    msgspec's decoder is strict JSON (JSON whitespace around, no NaN/Infinity); a non-object top level fails type=dict.
//    Only rule-name keys are tested; Python `in` raises TypeError on a number, bool or None, is a substring test on a
//    str and an element test on a list; a str/list holding both words then fails at value["grade"]. Those TypeErrors
//    escape the except clause. An empty list of results means no grade at all. The rule names are the caller's grading
//    rules (those of this set's filled example).
const GITMIND_RULE_NAMES = new Set(['message_clarity', 'change_atomicity']);
const NO_VERDICT = Symbol('TypeError');
// Python's `word in value` for a JSON-decoded value, or NO_VERDICT where it raises TypeError
const pyContains = (value: unknown, word: string): boolean | typeof NO_VERDICT => {
  if (typeof value === 'string') return value.includes(word);
  if (Array.isArray(value)) return value.some((item) => item === word);
  if (isObject(value)) return Object.prototype.hasOwnProperty.call(value, word);
  return NO_VERDICT;
};
const gitmindCommitGrading: FrameworkParser = (reply) => {
  if (reply === '') return false; // LLMClientError -> CriticError
  const decoded = wholeJson(reply);
  if (!isObject(decoded)) return false; // DecodeError / ValidationError -> CriticError
  let graded = 0;
  for (const [key, value] of Object.entries(decoded)) {
    if (!GITMIND_RULE_NAMES.has(key)) continue;
    const hasGrade = pyContains(value, 'grade');
    if (hasGrade === NO_VERDICT) return false;
    if (!hasGrade) continue;
    const hasReasoning = pyContains(value, 'reasoning');
    if (hasReasoning === NO_VERDICT) return false;
    if (!hasReasoning) continue;
    if (!isObject(value)) return false; // value["grade"] on a str or list raises TypeError
    graded++;
  }
  return graded > 0;
};

export const PARSERS_OF_SET_590: Record<string, FrameworkParser> = {
  'codev--porch-pr-review-verdict-line-approve-request-changes-comment-last-line-wins': codevPrReview,
  'gitmind--commit-grading-per-rule-grade-1-10-or-not-evaluated-tool-call-json': gitmindCommitGrading,
};
