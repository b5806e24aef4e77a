import { describe, expect, it } from 'vitest';
import { fitVersion } from '../index';
import { example, fixtureVectors, ITEMS, ROUTER_CRITERION, ROUTER_SCHEMA, routerExamples, TEMPLATES } from '../testing/fixtures';
import { CURRENT_RULE } from './head';
import { crossFittedSelector, fitSelector, SELECTOR_NEIGHBOURS, selectorFeatures, selectorFits, selectorScore, selectorWidth } from './neighbour-selection';
import { rng } from './text';
import type { Version } from './version';

/**
 * Predictions of 3 labels whose correctness depends on the top probability and, as much, on whether the
 * neighbours carry the predicted label: with the same top probability, a prediction the neighbours agree
 * with is right far more often.
 */
function predictions(n: number, seed: number) {
  const r = rng(seed);
  const X: Float64Array[] = [];
  const correct: boolean[] = [];
  const fold: number[] = [];
  for (let i = 0; i < n; i++) {
    const top = 0.4 + 0.6 * r();
    const best = i % 3;
    const agreeing = Math.floor(r() * (SELECTOR_NEIGHBOURS + 1));
    const nn = Array.from({ length: SELECTOR_NEIGHBOURS }, (_, j) => ({ label: j < agreeing ? best : (best + 1) % 3, sim: 0.9 - 0.05 * j }));
    X.push(selectorFeatures(3, best, top, nn));
    correct.push(r() < 0.3 * top + 0.6 * (agreeing / SELECTOR_NEIGHBOURS));
    fold.push(i % 5);
  }
  return { X, correct, fold };
}

/**
 * 600 router tickets (each template and item in four wordings) whose answers are wrong for about a third of them
 * (picked by a seeded draw): enough out-of-fold errors for a selector.
 */
function noisyRouter() {
  const r = rng(17);
  const queues = Object.keys(TEMPLATES);
  const wordings = ['{t}', 'hello, {t}', '{t}, thanks', 'urgent: {t}'];
  const out = [];
  let n = 0;
  for (const [queue, templates] of Object.entries(TEMPLATES))
    for (const t of templates)
      for (const item of ITEMS)
        for (const w of wordings) {
          const answer = r() < 0.35 ? queues[(queues.indexOf(queue) + 1) % queues.length] : queue;
          out.push(example(ROUTER_CRITERION, ROUTER_SCHEMA, { output: w.replace('{t}', t.replace('{item}', item)) }, { queue: answer }, n++));
        }
  return out;
}

const nn = (labels: number[]) => labels.map((label, j) => ({ label, sim: 0.8 - 0.01 * j }));

describe('neighbour selector (rule 7)', () => {
  it('features: the top probability per predicted label, the neighbours that agree, the nearest that agrees', () => {
    const x = selectorFeatures(3, 2, 0.5, nn([1, 2, 2, 0]));
    expect(x.length).toBe(selectorWidth(3));
    expect(Array.from(x)).toEqual([0, 0, 0, 1, 0, 0.5, 0.79]);
    // label 0 is the reference label: no indicator; no neighbour with the label gives 0
    expect(Array.from(selectorFeatures(3, 0, 0.5, nn([1, 1])))).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('scores a prediction the neighbours agree with above an equally confident one they contradict', () => {
    const { X, correct } = predictions(3000, 5);
    const w = fitSelector(X, correct);
    for (const top of [0.5, 0.8, 0.95]) {
      const agreed = selectorScore(w, selectorFeatures(3, 1, top, nn(Array(SELECTOR_NEIGHBOURS).fill(1))));
      const contradicted = selectorScore(w, selectorFeatures(3, 1, top, nn(Array(SELECTOR_NEIGHBOURS).fill(2))));
      expect(agreed).toBeGreaterThan(contradicted + 0.3);
    }
  });

  it('with too few errors or hits it ranks by the top probability alone', () => {
    const X = [0.6, 0.7, 0.9].map((t) => selectorFeatures(2, 0, t, nn([0, 1])));
    const w = fitSelector(X, [true, true, true]);
    expect(selectorScore(w, selectorFeatures(2, 1, 0.7, nn([1, 1])))).toBeCloseTo(0.7, 12);
  });

  it("cross-fits: an example's score does not depend on its own outcome", () => {
    const { X, correct, fold } = predictions(1000, 9);
    const a = crossFittedSelector(X, correct, fold, 5);
    const flipped = [...correct];
    flipped[0] = !flipped[0];
    const b = crossFittedSelector(X, flipped, fold, 5);
    expect(b[0]).toBe(a[0]);
    // an example of another fold moves: its selector saw the flip
    expect(b[1]).not.toBe(a[1]);
  });

  it('a head needs ten out-of-fold errors and hits per weight for a selector; with fewer it keeps the rule-6 map at every level', () => {
    expect(selectorFits(Array.from({ length: 1000 }, (_, i) => i % 10 !== 0), 2)).toBe(true); // 100 errors, width 3 + 1: 40 needed
    expect(selectorFits(Array.from({ length: 1000 }, (_, i) => i % 40 !== 0), 2)).toBe(false); // 25 errors
    const few = fitVersion(routerExamples(), { vectors: fixtureVectors() }) as Version;
    expect(few.state.heads[0]!.rule).toBe(CURRENT_RULE);
    expect(few.state.heads[0]!.selector).toBeUndefined();
    expect(few.state.heads[0]!.selection!.length).toBe(2 * (few.state.heads[0]!.labels.length + 1));
  });

  it('is stored by new heads of a few labels and used for their thresholds; deterministic', () => {
    const v = fitVersion(noisyRouter(), { vectors: fixtureVectors() }) as Version;
    const head = v.state.heads[0]!;
    expect(head.rule).toBe(CURRENT_RULE);
    expect(CURRENT_RULE).toBe(7);
    // the rule-6 map stays, for the strict levels
    expect(head.selection!.length).toBe(2 * (head.labels.length + 1));
    expect(head.selector!.weights.length).toBe(selectorWidth(head.labels.length) + 1);
    expect(head.selector!.labels.length).toBe(head.examples.length);
    const again = fitVersion(noisyRouter(), { vectors: fixtureVectors() }) as Version;
    expect(Array.from(again.state.heads[0]!.selector!.weights)).toEqual(Array.from(head.selector!.weights));
    expect(Array.from(again.state.heads[0]!.thresholds)).toEqual(Array.from(head.thresholds));
  });

  it('the strict levels read the rule-6 map, the others the selector: a judgement at every level agrees with answerable_at', () => {
    const v = fitVersion(noisyRouter(), { vectors: fixtureVectors() }) as Version;
    expect(v.state.heads[0]!.selector).toBeDefined();
    const head = v.state.heads[0]!;
    const subjects = ['I was charged twice for my order', 'the parcel never arrived', 'cannot log into my account', 'lamp', 'refund the shipping fee please, the box was crushed'];
    for (const text of subjects) {
      const assessed = v.assess({ criterion: head.criterion, schema: head.propertySchema as Record<string, unknown>, subject: { output: text } });
      for (let level = 0; level < 100; level++) {
        const out = v.judge({ criterion: head.criterion, schema: head.propertySchema as Record<string, unknown>, subject: { output: text }, level });
        expect(out.kind === 'verdict', `${text} @${level}`).toBe(level <= assessed.answerableAt);
      }
    }
  });
});

