import { describe, expect, it } from 'vitest';
import { WeakPasswordError, hashPassword, passwordProblem, verifyPassword } from './password';

describe('passwords', () => {
  it('hashes with bcrypt and verifies', async () => {
    const hash = await hashPassword('correct horse battery', 4);
    expect(hash).toMatch(/^\$2[aby]\$04\$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('salts: the same password hashes differently', async () => {
    expect(await hashPassword('same password', 4)).not.toBe(await hashPassword('same password', 4));
  });

  it('uses cost 12 by default', async () => {
    expect(await hashPassword('default cost!')).toMatch(/^\$2[aby]\$12\$/);
  });

  it('refuses short and over-long passwords', async () => {
    expect(passwordProblem('short')).toBe('must be at least 8 characters');
    expect(passwordProblem('é'.repeat(40))).toBe('must be at most 72 bytes (UTF-8)');
    expect(passwordProblem('long enough')).toBeNull();
    await expect(hashPassword('short', 4)).rejects.toThrow(WeakPasswordError);
  });

  it('answers false, not an error, for a malformed hash', async () => {
    expect(await verifyPassword('whatever1', 'not-a-bcrypt-hash')).toBe(false);
  });
});
