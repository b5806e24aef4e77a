import { describe, expect, it } from 'vitest';
import { wordsOf } from './features';
import { affirmsGroup } from './group-affirmed';
import { harmFilter } from './index';

describe('a short statement that names a group only to affirm it', () => {
  it.each([
    'Nurses from the Philippines are wonderful colleagues.',
    'Deaf children deserve equal schooling.',
    'Proud of our Sikh volunteers this weekend!',
    'Queer lives matter.',
  ])('is read as affirming: %j', (text) => {
    expect(affirmsGroup(wordsOf(text))).toBe(true);
  });

  it.each([
    'Immigrants are wonderful as long as they stay quiet.',
    'Muslims deserve what is coming to them.',
    'Women deserve nothing.',
    "Gay people don't deserve rights.",
    'Trans people deserve to be locked up.',
    'Refugees are great at stealing jobs.',
    'Jews are brilliant at controlling the banks.',
    'We would all be happy without immigrants.',
    'Disabled people are lesser beings, love.',
    'Blacks are proud animals.',
  ])('is not read as affirming when it attacks, removes, threatens, negates or qualifies: %j', (text) => {
    expect(affirmsGroup(wordsOf(text))).toBe(false);
  });

  it('is not read so when long: the model reads a longer text alone', () => {
    expect(affirmsGroup(wordsOf(`Refugees are welcome here. ${'We met at the market on Sunday and talked for a while. '.repeat(4)}`))).toBe(false);
  });

  // (fitted once, while the tests are collected: a fit takes seconds)
  const filter = harmFilter();
  it('is let through by the filter, where an attack worded like it is still stopped', () => {
    for (const text of ['Women deserve equal pay.', 'Black women are brilliant scientists.', 'These immigrants make me so happy.']) expect(filter.check([text])).toEqual({ filtered: false, category: null });
    for (const text of ['Immigrants are vermin and should be removed.', 'I hate all Muslims.']) expect(filter.check([text])).toEqual({ filtered: true, category: 'hate' });
  });
});
