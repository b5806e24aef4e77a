import { describe, expect, it } from 'vitest';
import { currentRequestId, newRequestId, requestIdFrom, runWithRequestId } from './request-context';

describe('request ids', () => {
  it('look like Anthropic request ids', () => {
    expect(newRequestId()).toMatch(/^req_[0-9a-f]{24}$/);
  });

  it('reuse a safe upstream id and replace anything that could forge a log line', () => {
    expect(requestIdFrom('req_abc-1.2:3')).toBe('req_abc-1.2:3');
    for (const bad of ['x\ny', 'a b', '', 'x'.repeat(129), 42, null]) expect(requestIdFrom(bad)).toMatch(/^req_[0-9a-f]{24}$/);
  });

  it('follow async work started inside runWithRequestId, and only it', async () => {
    expect(currentRequestId()).toBeUndefined();
    const seen = await runWithRequestId('req_outer', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return currentRequestId();
    });
    expect(seen).toBe('req_outer');
    expect(currentRequestId()).toBeUndefined();
  });
});
