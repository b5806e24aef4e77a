import type { JudgeReply, PrecedentsBody } from '@a8/contracts';
import { describe, expect, it } from 'vitest';
import { presentReply } from './present-reply';

const base = { model: 'a8-1-1:95@20260715t140322z', level: 95, system_fingerprint: 'fit-1a2b3c4d5e6f7890.9e2a1b3c' };
const precedents: PrecedentsBody = { criterion: 'Which queue?', examples: [{ input: 'x', format: null, answer: 'billing', recorded_at: '2026-07-15T14:03:22Z', similarity: 0.9 }] };

describe('presentReply', () => {
  it('puts precedents asked for through the schema inside an object verdict', () => {
    const shown = presentReply({ ...base, kind: 'verdict', verdict: { queue: 'billing' }, precedents, precedentsPlacement: 'schema' });
    expect(shown).toMatchObject({ kind: 'verdict', verdict: { queue: 'billing', precedents }, precedents: null, level: 95 });
  });

  it('puts precedents asked for in words beside the verdict', () => {
    const shown = presentReply({ ...base, kind: 'verdict', verdict: 'billing', precedents, precedentsPlacement: 'top' });
    expect(shown).toMatchObject({ kind: 'verdict', verdict: 'billing', precedents });
  });

  it('keeps precedents beside a verdict that is not an object, even when the schema asked for them', () => {
    expect(presentReply({ ...base, kind: 'verdict', verdict: 3, precedents, precedentsPlacement: 'schema' })).toMatchObject({ verdict: 3, precedents });
  });

  it('carries an abstention, its explanation and its precedents; a recall its precedents alone', () => {
    const abstention = { kind: 'too_close' as const, asked: 95, answerable_at: 80, earned: 97, missing: null };
    expect(presentReply({ ...base, kind: 'abstention', abstention, explanation: 'Too close.', precedents })).toEqual({
      kind: 'abstention',
      model: base.model,
      fingerprint: base.system_fingerprint,
      abstention,
      explanation: 'Too close.',
      precedents,
      matchedCriterion: null,
    });
    const recall: JudgeReply = { ...base, kind: 'recall', precedents };
    expect(presentReply(recall)).toEqual({ kind: 'recall', model: base.model, fingerprint: base.system_fingerprint, precedents });
  });

  it('says which taught criterion a reworded one was judged as, and shows a filtered request bare', () => {
    expect(presentReply({ ...base, kind: 'verdict', verdict: true, matchedCriterion: 'Is it spam?' })).toMatchObject({ kind: 'verdict', matchedCriterion: 'Is it spam?' });
    expect(presentReply({ ...base, kind: 'filtered', category: 'violence' })).toEqual({ kind: 'filtered', model: base.model, fingerprint: base.system_fingerprint });
  });

  it('carries an interval, and null where there is none', () => {
    expect(presentReply({ ...base, kind: 'verdict', verdict: 4.2, interval: [3.9, 4.5] })).toMatchObject({ interval: [3.9, 4.5] });
    expect(presentReply({ ...base, kind: 'verdict', verdict: 'x' })).toMatchObject({ interval: null, precedents: null });
  });
});
