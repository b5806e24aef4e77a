import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_676 } from './framework-parsers-676';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'agen--pev-verifier-execution-results-goal-achieved-json-fenced-go-unmarshal': {
    accept: [
      '{"goal_achieved": false, "reasoning": "run_tests failed: TestDivideByZero still gets nil instead of an error.", "issues": [{"step_id": "step-3", "issue": "Divide still returns no error for b == 0", "severity": "critical"}], "next_actions": [{"type": "fix", "description": "Return (0, ErrDivideByZero) when b == 0", "priority": "high"}]}',
      '```json\n{\n  "goal_achieved": true,\n  "reasoning": "All steps succeeded and the tests pass.",\n  "issues": [],\n  "next_actions": []\n}\n```',
      'Here is my assessment:\n\n```json\n{"goal_achieved": false, "reasoning": "Tests failed", "issues": [], "next_actions": []}\n```\n\nLet me know if you need more detail.',
      '```\n{"goal_achieved": true, "reasoning": "done"}\n```',
      '{"goal_achieved": false}',
      '{"Goal_Achieved": true, "Reasoning": "case-insensitive keys match"}',
      '{"goal_achieved": true, "confidence": 0.92, "summary": {"steps": 3}}',
      '{"goal_achieved": false, "issues": null, "next_actions": [null]}',
      '  {"goal_achieved": true}\n',
      '```json\n{"goal_achieved": true, "reasoning": "unclosed fence is read to the end"}',
      '{"goal_achieved": null, "goal_achieved": true}',
    ],
    reject: [
      '',
      '{"goal_achieved": "true", "reasoning": "quoted bool"}',
      '{"reasoning": "The goal was achieved."}',
      '{"goal_achieved": null}',
      'null',
      '{"goal_achieved": true, "issues": "none"}',
      '{"goal_achieved": false, "issues": [{"step_id": 3, "issue": "tests", "severity": "critical"}]}',
      'Here is the JSON: {"goal_achieved": true}',
      '{"goal_achieved": true,}',
      '[{"goal_achieved": true}]',
      'Note: I always answer in ```json blocks.\n{"goal_achieved": true}',
      '{"goal_achieved": True}',
      '{"goal_achieved": 1}',
      '{"goal_achieved": true, "next_actions": [{"type": "fix", "priority": 1}]}',
    ],
  },
  'idlehands--anton-l2-ai-code-review-task-verifier-pass-json-keyword-fallback': {
    accept: [
      '{"pass": true, "reason": "createUser now returns 400 for emails without @ and build/tests/lint passed."}',
      '```json\n{"pass": false, "reason": "The check only runs when email is a string; undefined slips through."}\n```',
      'Verdict: {"pass": true, "reason": "ok"} — nothing else to add.',
      'Looks good to me — the validation is well-implemented.',
      'The diff is missing the 400 response for empty strings.',
      '{"pass": "true", "reason": "quoted"}',
      'Approved.',
      '  {"pass": false, "reason": "no test added"}  ',
      '{"reason": "fine", "pass": true}',
    ],
    reject: [
      '',
      'Verdict: passed',
      '{"passed": true, "reason": "ok"}',
      'The build failed.',
      'LGTM',
      'null',
      'I cannot determine the outcome from this diff alone.',
      'Success: the task is finished.',
      '{"ok": true, "reason": "validation present"}',
    ],
  },
  'lightweight-agi--evaluation-agent-task-result-0-100-score-line-go-atoi': {
    accept: [
      'Score: 85\nReason: The list names five oat milk brands sold in Japan, but the ranking source is vague.',
      'Result: five brands listed\nScore: 40\nReason: Two of the brands are not sold in Japanese supermarkets.',
      'Reason: Complete and relevant list.\nScore: 100',
      'Score:70\nReason: mostly fine',
      'Score: +55\nReason: ok',
      'Score: 0075\nReason: leading zeros are fine for Atoi',
      'Score: 85\r\nReason: CRLF line endings\r\nthe end',
      'Score: 20\nScore: 90\nReason: the last Score line wins',
      'Score: 150\nReason: out of range but still an int',
      'Score:\t-5\nReason: negative',
    ],
    reject: [
      'Score: 85',
      'Score: 85/100\nReason: good',
      '**Score:** 85\nReason: good',
      'score: 85\nReason: good',
      'Score: 85.5\nReason: good',
      'Score: eighty\nReason: good',
      'Reason: good\nRating: 90',
      'Reason: fine\n  Score: 80',
      'Score: 85\nScore: N/A',
      'Score: 9223372036854775808\nReason: too big',
      'Score: ８５\nReason: fullwidth digits',
      'Score: 1_000\nReason: underscores',
      'Score: \nReason: empty',
    ],
  },
  'agenticloop--ralph-loop-task-completion-verifier-complete-incomplete-label-prefix': {
    accept: [
      'COMPLETE: All three .py files were counted and the totals were written to loc_report.md.',
      'INCOMPLETE: The agent counted the lines but never wrote loc_report.md.',
      'Complete - every requested step was done.',
      'incomplete: the report file is missing',
      '  COMPLETE: ok  \n',
      'COMPLETELY WRONG: the counts were invented.',
      '\u00a0INCOMPLETE: only two of the three files were counted.',
      'ıncomplete: dotless i upper-cases to I',
    ],
    reject: [
      '',
      '**COMPLETE**: the report exists.',
      'Verdict: COMPLETE',
      'The task is complete.',
      'Not complete: the report was not written.',
      '- INCOMPLETE: missing report',
      '`COMPLETE`: done',
      'In complete: spaced out',
    ],
  },
};

describe('set 676 framework parsers', () => {
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    const parse = PARSERS_OF_SET_676[key];
    it(`${key} is registered`, () => expect(parse).toBeDefined());
    for (const reply of accept) it(`${key} accepts ${JSON.stringify(reply).slice(0, 80)}`, () => expect(parse!(reply)).toBe(true));
    for (const reply of reject) it(`${key} rejects ${JSON.stringify(reply).slice(0, 80)}`, () => expect(parse!(reply)).toBe(false));
  }
  it('covers every parser', () => expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_676).sort()));
});
