import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_613 } from './framework-parsers-613';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'gpt-for-finance--financial-phrasebank-sentence-sentiment-exact-label-word-lower-strip': {
    accept: [
      'negative',
      ' negative',
      'Positive',
      'NEUTRAL',
      '\n\nneutral\n',
      ' positive\n    ',
      '\u00a0negative\u3000',
      '\x1cpositive\x85',
      'Neutral\t',
    ],
    reject: [
      '',
      'Negative.',
      "'negative'",
      '**negative**',
      'The answer is negative',
      'negative\nThe sentence reports falling net sales.',
      'negative (net sales fell 12 %)',
      '\ufeffpositive',
      'mixed',
      'neg',
      'positive, negative',
      'ｎｅｇａｔｉｖｅ',
    ],
  },
  'fin-sentiment-chatgpt--forex-article-buy-sell-hold-sentiment-one-token-label-substring': {
    accept: [
      'negative',
      'Negative',
      'Neutral.',
      'POSITIVE',
      'Sell',
      'buy',
      'negative (sell)',
      'I would hold, so neutral',
      'nonnegative',
      'Buyers are in control',
      'not positive',
    ],
    reject: [
      '',
      'hold',
      'Hold position',
      'bearish',
      'Bullish',
      '[-1]',
      '-1',
      'pos',
      'neg',
      'short EURUSD',
      'négative',
      'sel l',
    ],
  },
};

describe('set 613 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_613).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_613[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
