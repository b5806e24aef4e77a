import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_686 } from './framework-parsers-686';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'maryamabdallahmohamed-rlaif--pairwise-instruction-following-winner-json-a-b-tie-regex-default-tie': {
    accept: [
      '{"winner": "A", "reason": "Response A keeps to three lines and adds no title, while B ignores the format."}',
      '{"winner": "B", "reason": "B is accurate and complete."}',
      '{"winner": "tie", "reason": "Both responses follow the instruction equally well."}',
      '```json\n{"winner": "B", "reason": "B keeps to three lines."}\n```',
      '{"reason": "A adds a title.", "winner" : "B"}',
      '{"Winner": "a", "reason": "lower-case label"}',
      '{"winner":\n  "TIE"}',
      'Response A is better. {"winner": "A", "reason": "follows the format"}',
      '{"w\u0131nner": "A"}',
      '"winner": "B"',
      '{"winner": "A", "reason": "unterminated',
    ],
    reject: [
      '',
      '{"winner": "C", "reason": "neither"}',
      "{'winner': 'A', 'reason': 'single quotes'}",
      '{"winner": "Response A", "reason": "A is better"}',
      '{"winner": "A ", "reason": "trailing space"}',
      'Winner: A',
      '{"winner": null, "reason": "cannot decide"}',
      '{"winner": "tied"}',
      '{"winner" = "A"}',
      '{"winner": \u201cA\u201d}',
      '{\\"winner\\": \\"A\\"}',
      '{"winners": "A"}',
      '{"winner": ["A"]}',
      '{"winner":\u200b"A"}',
    ],
  },
  'joojoonoghli-rlaif--perturbed-vs-original-response-relative-quality-minus1-to-1-bare-float': {
    accept: [
      '-0.6',
      '0.3',
      '0',
      '1',
      '-1',
      ' 0.25\n',
      '+0.7',
      '.5',
      '-1.0',
      '1e-1',
      '0.3_3',
      '\uff10.\uff15',
      'nan',
      '2',
    ],
    reject: [
      '',
      'Score: -0.6',
      '-0.6 (the perturbation introduces a factual error)',
      '-0.6\nThe perturbation replaces the correct explanation with a misconception.',
      '0.5.',
      '**0.5**',
      '`0.4`',
      '0,5',
      '1/2',
      '\u22120.3',
      'half',
      '1__0',
      'infinite',
      '- 0.5',
    ],
  },
  'ensemble-rlaif--clinical-note-pairwise-seven-point-choice-x-y-degree-regex-ignorecase': {
    accept: [
      'Note X records the diagnosis but omits the exam findings, the medication dose and the return precautions. Note Y captures all of them in SOAP format.\n\nCHOICE: Y_CLEARLY',
      'CHOICE: X_SLIGHTLY',
      '**CHOICE**: NEUTRAL',
      '`CHOICE: Y_SUBSTANTIALLY`',
      'choice: y_slightly',
      'CHOICE:\nX_CLEARLY',
      'CHOICE:Y_CLEARLY',
      'CHOICE: NEUTRALITY',
      'CHO\u0131CE: X_\u017fLIGHTLY',
      'CHO\u0130CE: Y_CLEARLY',
      'Final Choice: Y_CLEARLY - Note Y is clearly better',
      'CHOICE:\u00a0Y_CLEARLY',
    ],
    reject: [
      '',
      '**CHOICE:** Y_CLEARLY',
      'CHOICE: **Y_CLEARLY**',
      'CHOICE: `Y_CLEARLY`',
      'CHOICE: Y CLEARLY',
      'CHOICE: Y-CLEARLY',
      'Choice - Y_CLEARLY',
      'CHOICE: TIE',
      'CHOICE: Y_SOMEWHAT',
      'CHOICES: Y_CLEARLY',
      'CHOICE: X_SL\u0130GHTLY',
      'CHOICE: X_SL\u0130GHTLY\nCHOICE: Y_CLEARLY',
      'Note Y is clearly better.',
      'CHOICE:\u200bY_CLEARLY',
    ],
  },
};

describe('set 686 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_686).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_686[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
