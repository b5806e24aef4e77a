import { compare, hash, truncates } from 'bcryptjs';

export const PASSWORD_MIN_LENGTH = 8;
const DEFAULT_ROUNDS = 12;

export class WeakPasswordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WeakPasswordError';
  }
}

/** Why the password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters`;
  // bcrypt reads only the first 72 bytes; refuse rather than silently ignore the rest.
  if (truncates(password)) return 'must be at most 72 bytes (UTF-8)';
  return null;
}

/** bcrypt hash. @throws WeakPasswordError when `passwordProblem` finds one. */
export async function hashPassword(password: string, rounds: number = DEFAULT_ROUNDS): Promise<string> {
  const problem = passwordProblem(password);
  if (problem) throw new WeakPasswordError(`password ${problem}`);
  return hash(password, rounds);
}

/** False for a wrong password or a hash that is not bcrypt (never throws on bad input). */
export async function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  try {
    return await compare(password, passwordHash);
  } catch {
    return false;
  }
}
