import { describe, expect, it } from 'vitest';
import { BoundedHeadCache, fitVersion, serializeVersion, type TaughtExample } from '../index';
import { example, fixtureVectors, routerExamples } from '../testing/fixtures';

const vectors = fixtureVectors();
const SENTIMENT = 'Is this review positive or negative?';
const SENTIMENT_SCHEMA = { properties: { sentiment: { enum: ['positive', 'negative'] } } };

function reviews(n: number, offset = 0): TaughtExample[] {
  const good = ['Loved it', 'Works perfectly', 'Great value', 'Five stars', 'Would buy again'];
  const bad = ['Broke in a day', 'Waste of money', 'Terrible support', 'Never again', 'Arrived broken'];
  return Array.from({ length: n }, (_, i) => {
    const positive = i % 2 === 0;
    const text = `${(positive ? good : bad)[i % 5]}, review ${i + offset}.`;
    return example(SENTIMENT, SENTIMENT_SCHEMA, { output: text }, { sentiment: positive ? 'positive' : 'negative' }, i + offset);
  });
}

describe('incremental fitting (a head whose examples did not change is carried over)', () => {
  it('gives the same bytes as a full refit of the same examples, refitting only the head that changed', () => {
    const cache = new BoundedHeadCache();
    const before = [...routerExamples(), ...reviews(40)];
    const first = fitVersion(before, { vectors, reuse: cache });
    expect(first.fingerprint).toBe(fitVersion(before, { vectors }).fingerprint);
    expect(cache.hits).toBe(0);

    // One more review: the router head is carried over, the sentiment head refitted.
    const after = [...before, ...reviews(1, 1000)];
    const incremental = fitVersion(after, { vectors, reuse: cache });
    const full = fitVersion(after, { vectors });
    expect(cache.hits).toBe(1);
    expect(incremental.fingerprint).toBe(full.fingerprint);
    expect(Buffer.from(serializeVersion(incremental)).equals(Buffer.from(serializeVersion(full)))).toBe(true);
    // The carried-over head points at the new version's example table (a new example shifted the ids).
    expect(incremental.judge({ criterion: routerExamples()[0]!.criterion, schema: routerExamples()[0]!.schema, subject: routerExamples()[0]!.subject, level: 0 })).toEqual(
      full.judge({ criterion: routerExamples()[0]!.criterion, schema: routerExamples()[0]!.schema, subject: routerExamples()[0]!.subject, level: 0 }),
    );
  });

  it('refits a head when any of its examples changed, and forgets the least recently used heads past its bound', () => {
    const cache = new BoundedHeadCache(200);
    fitVersion(reviews(40), { vectors, reuse: cache });
    const changed = reviews(40).map((e, i) => (i === 3 ? { ...e, answer: { sentiment: 'positive' } } : e));
    expect(fitVersion(changed, { vectors, reuse: cache }).fingerprint).toBe(fitVersion(changed, { vectors }).fingerprint);
    expect(cache.hits).toBe(0);
    fitVersion(routerExamples(), { vectors, reuse: cache }); // 150 examples: the first reviews head (40) goes
    fitVersion(reviews(40), { vectors, reuse: cache });
    expect(cache.hits).toBe(0);
  });
});
