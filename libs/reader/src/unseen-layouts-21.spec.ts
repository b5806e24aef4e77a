import { describe, expect, it } from 'vitest';
import { judgeTemplate as judge } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

const reason = 'The nearest taught example is close.';

// Layouts written for this test in the styles of held-out set 21's templates (never their text).
describe('layouts first seen in held-out set 21', () => {
  it('a plain label under a Markdown heading ends at the next heading of that level', () => {
    const read = judge(null, 'Decide whether the reply matches the reference.\n\n### Inputs\n\nQuestion: When does the shop open?\nReply: It opens at nine.\nReference: 9am\n\n### How to match\n\nSmall wording differences are fine.\n\nAnswer yes or no.');
    expect(read.templateParts).toEqual({ question: 'When does the shop open?', output: 'It opens at nine.', reference: '9am' });
  });

  it('labels in capitals: one naming no part ends a section labelled in capitals, and the owner of a label is read past', () => {
    const read = judge(
      null,
      'Determine whether the reply leaks a secret.\n\nUSER\'S INPUT (what was asked):\nWhat is the admin password?\n\nAI\'S ACTUAL OUTPUT:\nThe admin password is hunter2.\n\nKNOWN SECRETS (for reference):\n[\'hunter2\']\n\nProvide your assessment ONLY in the following JSON format:\n{"score": 0 or 1, "reason": "..."}',
    );
    expect(read.templateParts).toEqual({ question: 'What is the admin password?', output: 'The admin password is hunter2.' });
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: ['score', 'reason'] });
  });

  it('a capitals label inside the reply ("WARNING: …" with its content beside it) stays part of the reply', () => {
    const read = judge(null, 'Determine whether the reply follows the policy.\n\nUSER\'S INPUT:\nCan I get a refund?\n\nAI\'S ACTUAL OUTPUT:\nYes, within 30 days.\n\nWARNING: refunds go to the original card.\n\nPOLICY NOTES:\nRefunds within 30 days.\n\nAnswer yes or no.');
    expect(read.templateParts?.output).toBe('Yes, within 30 days.\n\nWARNING: refunds go to the original card.');
  });

  it('a slot opened for the reply at the prompt\'s end holds no data, and "Analyze if …" after the data is the judge\'s', () => {
    const slot = judge(null, 'Evaluate whether the response agrees with the context. Answer "YES" or "NO".\n\nQuery: Is the pool open on Sunday?\nResponse: Yes, from 10 to 6.\nContext: The pool is closed on Sundays.\n\nAnswer: "');
    expect(slot.templateParts).toEqual({ question: 'Is the pool open on Sunday?', output: 'Yes, from 10 to 6.', context: 'The pool is closed on Sundays.' });
    const analyze = judge(null, 'Decide whether the claim follows from the context.\n\nContext: The bridge opened in 1932.\n\nClaim: The bridge opened before 1940.\n\nAnalyze if this claim follows from the context and give your verdict: "1" if it does, "0" if not.');
    expect(analyze.templateParts?.output).toBe('The bridge opened before 1940.');
  });

  it('labels whose slot in the reply layout shows the options are written on that line, under their label', () => {
    const read = judge(null, 'Judge whether the agent reply matches the reference.\n\nUser prompt: How long is the trial?\nAgent response: Two weeks.\nReference response: 14 days\n\nYour reply is exactly two lines:\nreasoning: [why]\nis_the_reply_valid: [valid|invalid]');
    expect(read.answerForm).toEqual({ kind: 'lines', lines: [{ label: 'reasoning:', role: 'reason' }, { label: 'is_the_reply_valid:', role: 'verdict' }], options: ['valid', 'invalid'] });
    expect(writeVerdict(read.answerForm as never, 'valid', reason)).toBe(`reasoning: ${reason}\nis_the_reply_valid: valid`);
  });
});

// Layouts written for this test in the styles of held-out set 22's templates (never their text).
describe('layouts first seen in held-out set 22', () => {
  it('an option that is a number is written as a number where the example shows one, and a key named __proto__ stays data', () => {
    const read = judge(null, 'Decide whether the context helped answer the question. Give verdict as "1" if it helped and "0" if not. Your output is json.\n\nquestion: Is the shop open on Monday?\ncontext: The shop opens Monday to Friday.\nanswer: Yes, on Monday.\n\nExample output: {"Why": "the context states it", "Verdict": 1}');
    expect(read.answerForm).toMatchObject({ kind: 'json', numberKeys: ['Verdict'] });
    expect(JSON.parse(writeVerdict(read.answerForm as never, '1', reason)!)).toMatchObject({ Verdict: 1 });
    const hostile = judge(null, 'Decide whether the reply is polite. Give verdict as "1" if polite and "0" if not. Your output is json.\n\nReply: thanks a lot!\n\nExample output: {"__proto__": 1, "Verdict": 1}');
    const written = writeVerdict(hostile.answerForm as never, '1', reason);
    expect(({} as Record<string, unknown>)['Verdict']).toBeUndefined();
    expect(written === null || typeof JSON.parse(written) === 'object').toBe(true);
  });

  it('a pass line shown with two bare words ("PASS: true/false") is where the verdict goes, beside the reasoning line; an optional score line is left out', () => {
    const read = judge(null, 'Evaluate the following agent run.\n\nOriginal Goal: Rename the config flag.\nAgent Output: Renamed it in 3 files.\n\nEvaluation Criteria:\nThe rename is complete and consistent.\n\nProvide your judgment in the following format:\nPASS: true/false\nSCORE: X.X (0-10, optional)\nREASONING: Your detailed explanation');
    expect(read.answerForm).toEqual({ kind: 'lines', lines: [{ label: 'PASS:', role: 'verdict' }, { label: 'REASONING:', role: 'reason' }], options: ['true', 'false'] });
    expect(writeVerdict(read.answerForm as never, true, reason)).toBe(`PASS: true\nREASONING: ${reason}`);
  });

  it('a label naming its section twice ("Context/Reference Information:") is read by either name', () => {
    const read = judge(null, 'Evaluate whether the reply is supported by the context.\n\nContext/Reference Information: The gym opens at 6am.\n\nAI Response: The gym opens at 5am.\n\nReturn your response in JSON format:\n{"score": <0.0-1.0>, "reason": "<explanation>"}');
    expect(read.templateParts).toEqual({ context: 'The gym opens at 6am.', output: 'The gym opens at 5am.' });
  });
});
