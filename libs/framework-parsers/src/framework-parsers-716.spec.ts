import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_716 } from './framework-parsers-716';

const SLUGIFY = '{"name": "slugify", "line_start": 3, "line_end": 12, "tests": "WEAK", "confidence": 85, "detail": "Only the happy path is tested; truncation at maxLength and diacritics are not covered."}';
const STRIP = '{"name": "stripDiacritics", "line_start": 14, "line_end": 16, "tests": "NONE", "confidence": 95, "detail": "No test file exercises stripDiacritics directly."}';
const SLUG_TYPE = '{"name": "SlugOptions", "line_start": 18, "line_end": 18, "tests": "GOOD", "confidence": 95, "detail": "Type alias with no runtime behavior."}';
const withSlugify = (patch: string) => `{"symbols": [${SLUGIFY.replace(/\}$/, '')}, ${patch}}]}`;
const slugifyWith = (from: string, to: string) => `{"symbols": [${SLUGIFY.replace(from, to)}]}`;

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'pilot--intent-judge-git-diff-vs-issue-scope-creep-verdict-pass-fail-regex': {
    accept: [
      'VERDICT:PASS\nThe diff adds the --dry-run flag and prints the plan summary without applying it, exactly as the issue asks.\nCONFIDENCE:0.9',
      'VERDICT:FAIL\nThe flag is added but runSync also changes applyPlan retry behaviour, which the issue never mentions (scope creep).\nCONFIDENCE:0.7',
      'VERDICT: PASS\nAll acceptance criteria are met.\nCONFIDENCE: 0.85',
      'I compared the diff with the issue.\n\nVERDICT:PASS\nMatches the request.\nCONFIDENCE:0.8',
      'VERDICT:\nFAIL\nNo test covers the dry-run path.',
      'VERDICT:\tPASS',
      'VERDICT:PASSED',
      'VERDICT:FAILURE \u2014 the dry-run branch still applies the plan.',
      '**VERDICT:PASS**\nLooks good.',
      '`VERDICT:FAIL`\nMissing requirement: nothing is printed.',
    ],
    reject: [
      '',
      'Verdict: PASS\nThe diff matches the issue.',
      '**VERDICT:** PASS\nThe diff matches the issue.',
      'VERDICT: pass',
      'VERDICT = PASS',
      'PASS\nThe diff implements the issue.\nCONFIDENCE:0.9',
      'VERDICT:\u00a0PASS',
      'VERDICT:\u000bPASS',
      'VERDICT - FAIL',
      'VERDICT:APPROVED',
      'verdict:PASS',
    ],
  },
  'ctrlspeak--spoken-code-explanation-fluency-clarity-vocabulary-1-10-json-score-feedback-lazy-brace': {
    accept: [
      '{"score": 6, "feedback": "Your explanation is understandable, but watch the verb endings: say \\"it takes\\" and \\"it adds\\". Try \\"iterates over\\" instead of \\"make a loop\\"."}',
      '{\n  "score": 8,\n  "feedback": "Clear and fluent; you used slice, range and return correctly."\n}',
      '```json\n{"score": 7, "feedback": "Good structure, a few grammar slips."}\n```',
      'Here is my evaluation:\n{"score": 5, "feedback": "Use complete sentences."}\nHope this helps!',
      '{"score": 11, "feedback": "Outstanding."}',
      '{"score": "7/10", "feedback": "Good."}',
      '{"score": 9, "feedback": "Great"} and a second opinion {"score": 3}',
      '{"feedback": "Nice job explaining the loop."}',
    ],
    reject: [
      '',
      'Score: 8/10. Feedback: Clear explanation with good vocabulary.',
      "{'score': 8, 'feedback': 'Good'}",
      '{"score": 8, "feedback": "You described the map {key: value} well."}',
      '{"result": {"score": 8, "feedback": "ok"}}',
      '{"score": 8, "feedback": "Good",}',
      '{score: 8, feedback: "Good"}',
      '{"score": NaN, "feedback": "?"}',
      '{ score is 8 } so: {"score": 8, "feedback": "Good"}',
      '```json\n{"score": 8, "feedback": "Say {braces} clearly"}\n```',
    ],
  },
  'commit-eval--commit-message-vs-diff-complete-adequate-incomplete-strict-json-schema-serde': {
    accept: [
      '{"message": "Incomplete", "reason": "\\"fix stuff in parser\\" does not say what was fixed; the diff replaces an unwrap on a non-UTF-8 commit message with a lossy fallback.", "suggestion": "Handle non-UTF-8 commit messages without panicking\\n\\nFall back to String::from_utf8_lossy when commit.message() returns None."}',
      '{"message":"Complete","reason":"Clear and specific.","suggestion":""}',
      '{\n  "message": "Adequate",\n  "reason": "Mentions the parser but not the panic.",\n  "suggestion": "fix(git): avoid panic on non-UTF-8 commit messages"\n}',
      '  {"message": "Adequate", "reason": "ok", "suggestion": "better", "confidence": 0.8}\n',
      '["Adequate", "Describes the fix but not why.", "fix(git): avoid panic on non-UTF-8 messages"]',
      '{"message": {"Complete": null}, "reason": "r", "suggestion": "s"}',
      '{"reason": "r", "suggestion": "s", "message": "Complete", "extra": "x", "extra": 1}',
      '{"message": "Complete", "reason": "caf\\u00e9 \\ud83d\\ude00", "suggestion": "s"}',
    ],
    reject: [
      '',
      '```json\n{"message": "Complete", "reason": "r", "suggestion": "s"}\n```',
      '{"message": "complete", "reason": "r", "suggestion": "s"}',
      '{"message": "Complete", "reason": "r"}',
      '{"message": "Complete", "reason": null, "suggestion": "s"}',
      '{"message": "Complete", "message": "Adequate", "reason": "r", "suggestion": "s"}',
      '{"message": "Complete", "reason": "r", "suggestion": "s"} Done.',
      '{"message": "Good", "reason": "r", "suggestion": "s"}',
      '["Complete", "r"]',
      '{"message": "Complete", "reason": "r \\ud800", "suggestion": "s"}',
      '{"message": {"Complete": null, "Adequate": null}, "reason": "r", "suggestion": "s"}',
      '{"message": "Complete", "reason": 5, "suggestion": "s"}',
      'Here is the result: {"message": "Complete", "reason": "r", "suggestion": "s"}',
      '{"message": "Complete", "reason": "r", "suggestion": "s",}',
      '{"message": ["Complete"], "reason": "r", "suggestion": "s"}',
    ],
  },
  'anatoly--typescript-symbol-test-quality-good-weak-none-json-symbols-zod-retry': {
    accept: [
      `{"symbols": [${SLUGIFY}, ${STRIP}, ${SLUG_TYPE}]}`,
      `{\n  "symbols": [\n    ${SLUGIFY},\n    ${STRIP}\n  ]\n}`,
      '```json\n' + `{"symbols": [${SLUGIFY}]}` + '\n```',
      '{"symbols": []}',
      withSlugify('"suggestion": "add a truncation test"').replace(/\]\}$/, '], "summary": "1 symbol"}'),
      slugifyWith('"line_start": 3', '"line_start": 3.0'),
      `\n\n{"symbols": [${STRIP}]}\n`,
    ],
    reject: [
      '',
      'slugify: WEAK (85) - only the happy path is tested.',
      slugifyWith('"tests": "WEAK"', '"tests": "weak"'),
      slugifyWith('"confidence": 85', '"confidence": "85"'),
      slugifyWith('"confidence": 85', '"confidence": 101'),
      slugifyWith('"confidence": 85', '"confidence": 85.5'),
      `{"symbols": [${SLUGIFY.replace(/"detail": "[^"]*"/, '"detail": "weak"')}]}`,
      slugifyWith('"line_start": 3', '"line_start": 0'),
      `[${SLUGIFY}]`,
      '{"symbols": [{"name": "symbolName", "line_start": 1, "line_end": 10, "tests": "GOOD | WEAK | NONE", "confidence": 95, "detail": "Explanation (min 10 chars)"}]}',
      `{"symbols": [${SLUGIFY.replace(/, "detail": "[^"]*"/, '')}]}`,
      '{"symbols": {"slugify": "WEAK"}}',
      '{"symbols": [],}',
    ],
  },
};

describe('set 716 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_716).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_716[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
