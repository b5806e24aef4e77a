import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_481 } from './framework-parsers-481';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'mini-cai-dpo--constitutional-principle-harmlessness-pairwise-a-b-choice-letter-startswith': {
    accept: [
      'B',
      'A',
      'B)',
      'A.',
      'a',
      'b',
      '\n B',
      '\u3000A',
      '\x1cB',
      'Answer: B',
      'Both are harmful',
    ],
    reject: [
      '',
      '(A)',
      '(B)',
      '**A**',
      'Response A',
      'The answer is B',
      'Neither',
      '\uff21',
      '\u200bA',
      '\ufeffB',
      '1',
      '"A"',
    ],
  },
};

describe('set 481 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_481).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_481[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
