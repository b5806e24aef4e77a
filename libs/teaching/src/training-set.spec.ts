import { readMcpRequest } from '@a8/reader';
import { describe, expect, it } from 'vitest';
import { referenceEntries, REFERENCE_RECORDED_AT, toTaughtExample } from './training-set';

const format = { properties: { queue: { enum: ['billing', 'shipping', 'account'] } } };
const input: { role: 'system' | 'user'; content: string }[] = [
  { role: 'system', content: 'Which queue does the ticket belong in?' },
  { role: 'user', content: 'I was charged twice.' },
];

describe('the training set', () => {
  it('learns a taught request as criterion, schema and the latest user message as subject', () => {
    const { request } = readMcpRequest(input, format);
    const taught = toTaughtExample(request, { input, format }, { queue: 'billing' }, '2026-07-16T09:11:40Z');
    expect(taught).toMatchObject({ criterion: 'Which queue does the ticket belong in?', subject: { output: 'I was charged twice.' }, answer: { queue: 'billing' } });
    expect(taught?.display).toEqual({ input, format });
  });

  it('has nothing to learn from a request without a user message', () => {
    const request = { criterion: 'Which queue?', conversation: [], schema: null };
    expect(toTaughtExample(request, { input: [], format }, 'billing', REFERENCE_RECORDED_AT)).toBeNull();
  });

  it('keys reference examples by their canonical request, so an organization can replace one', () => {
    const entries = referenceEntries([{ name: 'tickets', title: 'Tickets', source: 'spec', licence: 'CC0', examples: [{ pack: 'tickets', input, format, answer: { queue: 'billing' } }] }]);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.key).toMatch(/^[0-9a-f]{64}$/);
    expect(entries[0]?.example.recordedAt).toBe(REFERENCE_RECORDED_AT);
  });
});
