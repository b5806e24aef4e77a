/**
 * Set 430 (instruction following and constraint checking: format, length, keywords, style): a replica of the reply
 * reader of shipit's writing-quality reviewer, which checks a generated launch post against a banned-vocabulary list
 * and structural style rules and answers with a PASS / FAIL line. The parser answers: would the project get a verdict
 * out of this reply (not the silent fall-back to the original draft)?
 */
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. shipit, shipit (bash, set -euo pipefail) stage 2 (andisearch/shipit):
//      REVIEWED=$(cat "$GENFILE" | run_script "$SCRIPTS/review.md") || true
//      # Strip leading --- content marker from review output
//      REVIEWED=$(echo "$REVIEWED" | sed '1{/^---$/d;}')
//      if echo "$REVIEWED" | grep -qx "PASS"; then
//          cp "$GENFILE" "$OUTPUT_DIR/$channel.md"                       # PASS
//      elif echo "$REVIEWED" | head -1 | grep -q "^FAIL"; then
//          CORRECTED=$(echo "$REVIEWED" | awk '...')                     # FAIL: corrections applied, or
//          ...                                                           # "FAIL — corrections too short"
//      else
//          cp "$GENFILE" "$OUTPUT_DIR/$channel.md"                       # no verdict, original kept silently
//      fi
//    $( ) drops NUL bytes and strips every trailing newline; bash's builtin echo (no xpg_echo) prints its argument and
//    a newline, except that an argument made only of option letters (-n, -e, -E, -neE ...) is taken as options; sed
//    deletes line 1 only when it is exactly '---'; grep -x wants a whole '\n'-delimited line equal to PASS (a '\r'
//    stays part of the line); head -1 | grep '^FAIL' wants the first remaining line to start with FAIL.
const bashCapture = (s: string) => s.replace(/\0/g, '').replace(/\n+$/, '');
const bashEchoLines = (s: string): string[] => (/^-[neE]+$/.test(s) ? [] : s.split('\n'));
const shipitReview: FrameworkParser = (reply) => {
  const first = bashCapture(reply);
  const lines = bashEchoLines(first);
  if (lines[0] === '---') lines.shift(); // sed '1{/^---$/d;}'
  const reviewed = bashCapture(lines.join('\n'));
  const out = bashEchoLines(reviewed);
  if (out.some((line) => line === 'PASS')) return true; // grep -qx "PASS"
  return (out[0] ?? '').startsWith('FAIL'); // head -1 | grep -q "^FAIL"
};

export const PARSERS_OF_SET_430: Record<string, FrameworkParser> = {
  'shipit--ai-writing-tells-vocabulary-structure-review-pass-fail-line-grep': shipitReview,
};
