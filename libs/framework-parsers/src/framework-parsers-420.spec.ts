import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_420 } from './framework-parsers-420';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'visionrl-ee558--visual-math-answer-vs-gold-semantic-equivalence-yes-no-in-first-32-chars': {
    accept: [
      'YES',
      'NO',
      'Yes',
      'no.',
      '  YES\n',
      'YES. (4-\\pi)/4 equals 1 - \\pi/4.',
      '<think>\n(4-pi)/4 = 1 - pi/4, same value.\n</think>\n\nYES',
      '<think>compare</think>NO',
      '<think>yes they match',
      'Not equivalent.',
      'Unknown',
      'They are equivalent: YES',
      'The answers match: NO wait',
      'ßßßßßßßßßßßßßßYES',
      'ŉo',
      '\u3000yes\u3000',
      'Eyes on the answer',
    ],
    reject: [
      '',
      '   ',
      'True',
      '1',
      'Equivalent.',
      'The gold answer 0.5 equals 1/2',
      'After careful comparison of both answers, YES',
      'ßßßßßßßßßßßßßßßßYES',
      '<think>Checking: yes they are the same.</think>',
      '<think>No.</think>\nEquivalent',
      'ＹＥＳ',
      'Y E S',
      'Sí',
      'The predicted fraction (4-pi)/4 is 1 - pi/4 YES',
    ],
  },
  'ai-math-tutor--student-vs-expected-math-answer-equivalence-json-isequivalent-nullish-default': {
    accept: [
      '{"isEquivalent": true, "reason": "3/2 and 1.5 are the same number, so x = 3/2 equals x = 1.5."}',
      '{"isEquivalent": false, "reason": "x = 2 is not x = 1.5."}',
      '{\n  "isEquivalent": true,\n  "reason": "Same value written as a fraction and a decimal."\n}',
      '  {"isEquivalent": false}  \n',
      '{"reason": "Only the order of terms differs.", "isEquivalent": true}',
      '{"isEquivalent": "no", "reason": "string verdict"}',
      '{"isEquivalent": 0}',
      '{"isEquivalent": null, "isEquivalent": true}',
      '\ufeff{"isEquivalent": true}',
    ],
    reject: [
      '',
      '{}',
      '{"reason": "They are equivalent."}',
      '{"isEquivalent": null, "reason": "unsure"}',
      '```json\n{"isEquivalent": true, "reason": "same"}\n```',
      'Here is my answer: {"isEquivalent": true}',
      '{"isEquivalent": true,}',
      "{'isEquivalent': True}",
      '[{"isEquivalent": true}]',
      'null',
      'true',
      '{"equivalent": true}',
      '{"isEquivalent": True}',
    ],
  },
};

describe('set 420 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_420).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_420[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
