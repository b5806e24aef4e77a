import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_485 } from './framework-parsers-485';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'qwen3-haiku--haiku-topic-relevance-poetic-quality-modal-vocab-0-15-single-number-first-number-regex': {
    accept: [
      '13',
      '0',
      '15\n',
      'Score: 12',
      'The haiku earns 11/15.',
      'Relevance 5 + poetic quality 3 + Modal vocabulary 3 = 11',
      '12.5',
      '-3',
      '٧',
      '１２',
      '20',
      'Total score: **14**',
    ],
    reject: [
      '',
      'fifteen',
      'N/A',
      'The haiku is vivid and uses Modal vocabulary well.',
      'Score: ten out of fifteen',
      'Ⅻ',
      '²',
      '½',
      '   \n  ',
      'Score: -',
    ],
  },
};

describe('set 485 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_485).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_485[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
