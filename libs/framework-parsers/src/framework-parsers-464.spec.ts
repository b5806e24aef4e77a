import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_464 } from './framework-parsers-464';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'critic-models--wildifeval-atomic-constraint-satisfied-yes-no-first-five-token-logprobs': {
    accept: [
      'Yes',
      'No',
      'Yes.',
      ' yes',
      'NO',
      'No, the response',
      '**Yes**',
      'Answer: Yes',
      'The answer is: yes',
      'Yes/No',
      'yes\n',
    ],
    reject: [
      '',
      'Satisfied',
      'The constraint is satisfied.',
      'Not satisfied',
      'Based on the instruction, yes',
      'The response does satisfy it: yes',
      'True',
      'Nope',
      'Yesterday',
      '是的',
      'Y',
      'Nο',
    ],
  },
};

describe('set 464 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_464).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_464[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
