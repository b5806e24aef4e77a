import { describe, expect, it } from 'vitest';
import { A8Error, boundedMessage, ErrorCode } from './errors';

describe('error messages', () => {
  it('quote a long value back cut, with its length, and keep short ones whole', () => {
    const long = 'x'.repeat(100_000);
    const message = new A8Error(ErrorCode.InvalidRequest, `model: "${long}" is not a model; send "a8".`).message;
    expect(message).toBe(`model: "${'x'.repeat(120)}…" (100000 characters) is not a model; send "a8".`);
    expect(boundedMessage('model: "a8:100" is not a whole number from 0 to 99.')).toBe('model: "a8:100" is not a whole number from 0 to 99.');
  });

  it('are bounded whatever they hold', () => {
    expect(boundedMessage('a '.repeat(5000)).length).toBeLessThanOrEqual(1001);
  });
});
