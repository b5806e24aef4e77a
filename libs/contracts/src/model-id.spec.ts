import { describe, expect, it } from 'vitest';
import { A8Error, ErrorCode } from './errors';
import { formatHorizon, horizonToDate, parseModelId, pinnedModelId } from './model-id';

describe('parseModelId', () => {
  it('reads a bare name with the default level', () => {
    expect(parseModelId('a8')).toEqual({ name: 'a8', level: 90, levelGiven: false, horizon: null });
  });
  it('reads a tag and a pinned horizon, upper case accepted', () => {
    expect(parseModelId('a8-1-1:95@20260715T140322Z')).toEqual({ name: 'a8-1-1', level: 95, levelGiven: true, horizon: '20260715t140322z' });
    expect(parseModelId('a8-1-1@reference')).toMatchObject({ name: 'a8-1-1', level: 90, horizon: 'reference' });
    expect(parseModelId('a8:0').level).toBe(0);
    expect(parseModelId('a8:99').level).toBe(99);
  });
  it.each(['a8:100', 'a8:-1', 'a8:9.5', 'a8:high', 'a8:', 'a8:950'])('refuses the tag of %s naming model and the rule', (raw) => {
    try {
      parseModelId(raw);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(A8Error);
      expect((error as A8Error).code).toBe(ErrorCode.InvalidRequest);
      expect((error as A8Error).message).toMatch(/^model: .*a whole number from 0 to 99/);
    }
  });
  it.each(['', '   ', 'a8@yesterday', 'a8@20261332t000000z', '!!'])('refuses %j', (raw) => {
    expect(() => parseModelId(raw)).toThrow(/^model: /);
  });
  it('refuses a non-string', () => {
    expect(() => parseModelId(42)).toThrow(/^model: required/);
  });
});

describe('horizons', () => {
  it('formats and parses whole seconds in UTC', () => {
    const date = new Date('2026-07-15T14:03:22.512Z');
    expect(formatHorizon(date)).toBe('20260715t140322z');
    expect(horizonToDate('20260715t140322z')?.toISOString()).toBe('2026-07-15T14:03:22.000Z');
    expect(pinnedModelId('a8-1-1', '20260715t140322z', 95)).toBe('a8-1-1:95@20260715t140322z');
    expect(pinnedModelId('a8-1-1', 'reference')).toBe('a8-1-1@reference');
  });
});
