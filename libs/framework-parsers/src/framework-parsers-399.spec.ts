import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_399 } from './framework-parsers-399';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'local-llm-judge--wands-furniture-pairwise-product-name-relevance-cot-last-line-lhs-rhs': {
    accept: [
      'The shopper searching "tv stand for 65 inch tv" needs a media console wide and sturdy enough for a large television. The LHS product is a TV stand rated for TVs up to 70", while the RHS product is a small end table.\nLHS',
      'LHS',
      'RHS',
      'The query asks for a TV stand; an end table does not serve that need.\n\nRHS',
      'Information need: a stand for a large TV.\nAnswer: LHS',
      'Both are furniture, but only one holds a TV.\n**LHS**',
      'The TV stand fits the query.\r\nLHS\r',
      'LHS is more relevant than the end table.',
    ],
    reject: [
      '',
      'The TV stand fits the query.\nLHS\n',
      'The TV stand fits the query.\nlhs',
      'The TV stand fits the query.\nLHS, not RHS',
      'The LHS product is the better match.\nI would pick the left one.',
      'Left',
      'LHS\n\n',
      'Neither',
      'The LHS product fits.\nBoth LHS and RHS are furniture.',
    ],
  },
  'codex-development--toy-ecommerce-product-text-query-relevance-0-1-numeric-score-first-token-float': {
    accept: [
      '0.85',
      '1',
      '0',
      '0.9\n\nThe product matches the query exactly.',
      '  0.7  ',
      '.5',
      '1.0 - the product is an exact match',
      '0.8\tconfident',
      '5',
      '1e-1',
      '０.９',
    ],
    reject: [
      '',
      '   \n',
      'Score: 0.8',
      '**0.8**',
      '0.8.',
      '0,8',
      'The relevance score is 0.9',
      '0.75/1',
      'zero',
      '0.8,',
      '[0.8]',
      '"0.8"',
      '~0.8',
    ],
  },
};

describe('set 399 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_399).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_399[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
