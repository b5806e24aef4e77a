import type { User } from '../../generated/client';
import { AlreadyExistsError, isUniqueViolation } from '../errors';
import type { DbClient } from '../prisma-client';

/** Emails are stored and compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class UserRepository {
  constructor(private readonly db: DbClient) {}

  /** @throws AlreadyExistsError when the email is taken. */
  async create(input: { email: string; passwordHash: string }): Promise<User> {
    const email = normalizeEmail(input.email);
    try {
      return await this.db.user.create({ data: { email, passwordHash: input.passwordHash } });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AlreadyExistsError('user', 'email', email);
      throw error;
    }
  }

  findById(id: string): Promise<User | null> {
    return this.db.user.findUnique({ where: { id } });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.db.user.findUnique({ where: { email: normalizeEmail(email) } });
  }
}
