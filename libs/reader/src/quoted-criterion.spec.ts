import { describe, expect, it } from 'vitest';
import { quotedCriterion } from './quoted-criterion';

const rubric = 'The reply apologizes to the customer and gives a concrete refund timeline.';
const taught = [rubric, 'Is it spam?', 'Which queue does the ticket belong in?'];

describe('a taught criterion quoted inside a request', () => {
  it('is found word for word, case and spacing aside, wherever the template puts it', () => {
    expect(quotedCriterion(`You grade replies.\nRUBRIC >>> ${rubric.toUpperCase().replace(/ /g, '  ')}\nReply PASS or FAIL.`, taught)).toBe(rubric);
  });

  it('leaves short criteria alone: a short question may appear in any text', () => {
    expect(quotedCriterion('Customer: Is it spam? I got this e-mail from my bank.', taught)).toBeNull();
  });

  it('finds nothing in a text that quotes no taught criterion, and takes the longer of two nested ones', () => {
    expect(quotedCriterion('The reply apologizes to the customer.', taught)).toBeNull();
    const longer = `${rubric} It also names the order number.`;
    expect(quotedCriterion(`Rubric: ${longer}`, [...taught, longer])).toBe(longer);
  });

  it('is no match when two different criteria of the same length are quoted', () => {
    const a = 'The answer cites at least one source for every claim.';
    const b = 'The answer cites at least two source for every claims';
    expect(a.length).toBe(b.length);
    expect(quotedCriterion(`${a}\n${b}`, [a, b])).toBeNull();
  });

  it('does bounded work on a long hostile text', () => {
    expect(quotedCriterion('x'.repeat(300_000), taught)).toBeNull();
    const started = performance.now();
    quotedCriterion(`${'the reply apologizes '.repeat(9_000)}`, Array.from({ length: 2_000 }, (_, i) => `${rubric} variant ${i}`));
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
