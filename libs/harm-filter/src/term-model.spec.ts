import { describe, expect, it } from 'vitest';
import { quotedWords } from './harm-filter';
import { falsePositiveThreshold } from './linear-model';
import { harmTermMask, holdsTerm, lexicalTerms, logCountRatio } from './lexical';
import { fitTermModel, termLogit } from './term-model';
import { wordsOf } from './features';

const termsOf = (text: string) => lexicalTerms(...quotedWords(text, wordsOf(text)));

describe('the term model', () => {
  // A toy set where one word decides: "ban" texts are positive whatever surrounds them.
  const texts = Array.from({ length: 200 }, (_, i) => `${i % 2 ? 'ban' : 'bun'} the ${['cat', 'dog', 'car', 'hat'][i % 4]} number ${i}`);
  const labels = texts.map((_, i) => i % 2);
  const model = fitTermModel(texts.map(termsOf), labels, texts.map(() => 1));

  it('learns which words tell the classes apart', () => {
    expect(termLogit(model, termsOf('ban the hat'))).toBeGreaterThan(0);
    expect(termLogit(model, termsOf('bun the hat'))).toBeLessThan(0);
  });

  it('gives the same weights for the same data, bit for bit', () => {
    const again = fitTermModel(texts.map(termsOf), labels, texts.map(() => 1));
    expect(Buffer.from(again.weights.buffer).equals(Buffer.from(model.weights.buffer))).toBe(true);
    expect(again.bias).toBe(model.bias);
  });

  it('gates on the words of one class only', () => {
    const terms = texts.map(termsOf);
    const positive = labels.map((l) => l === 1);
    const mask = harmTermMask(terms, positive, logCountRatio(terms, positive), 3, 1);
    expect(holdsTerm(mask, termsOf('ban'))).toBe(true);
    expect(holdsTerm(mask, termsOf('the cat'))).toBe(false);
  });
});

describe('quoted words', () => {
  it('marks the words between quotation marks, straight or curly', () => {
    expect(quotedWords('Saying "send them back" is wrong')).toEqual([
      ['saying', 'send', 'them', 'back', 'is', 'wrong'],
      [false, true, true, true, false, false],
    ]);
    expect(quotedWords('“kill them” he wrote')[1]).toEqual([true, true, false, false]);
  });

  it('reads an unclosed mark as opening nothing, and gives quoted words buckets of their own', () => {
    expect(quotedWords('I said "no way')[1]).toEqual([false, false, false, false]);
    expect([...termsOf('"kill them"')]).not.toEqual([...termsOf('kill them')]);
  });
});

describe('the false-positive threshold', () => {
  it('counts each benign text as the texts it stands for', () => {
    const scores = [0.99, 0.9, 0.8, 0.7];
    const roles = ['negative', 'negative', 'negative', 'negative'] as const;
    // 1% of 400 texts may be stopped: the 0.99 text stands for 2, the 0.9 one for 3 → only the first fits
    expect(falsePositiveThreshold(scores, [...roles], 0.01, [2, 3, 195, 200])).toBeCloseTo(0.9, 6);
    // unweighted, 1% of 4 texts is none: the threshold is just above the highest
    expect(falsePositiveThreshold(scores, [...roles], 0.01)).toBeCloseTo(0.99, 6);
  });
});
