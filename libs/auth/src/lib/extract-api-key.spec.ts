import { describe, expect, it } from 'vitest';
import { extractApiKey } from './extract-api-key';

describe('extractApiKey', () => {
  it('reads x-api-key first, then Authorization: Bearer', () => {
    expect(extractApiKey({ 'x-api-key': 'k1' })).toBe('k1');
    expect(extractApiKey({ authorization: 'Bearer k2' })).toBe('k2');
    expect(extractApiKey({ authorization: 'bearer   k3 ' })).toBe('k3');
    expect(extractApiKey({ 'x-api-key': 'k1', authorization: 'Bearer k2' })).toBe('k1');
    expect(extractApiKey({ 'X-Api-Key': ' k4 ' })).toBe('k4');
    expect(extractApiKey({ 'x-api-key': ['k5', 'k6'] })).toBe('k5');
  });

  it('returns null when neither header carries a key', () => {
    expect(extractApiKey({})).toBeNull();
    expect(extractApiKey({ 'x-api-key': '  ' })).toBeNull();
    expect(extractApiKey({ authorization: 'Basic dXNlcjpwYXNz' })).toBeNull();
    expect(extractApiKey({ authorization: 'Bearer' })).toBeNull();
    expect(extractApiKey({ authorization: 'Bearer a b' })).toBeNull();
  });
});
