import { Prisma } from '../generated/client';

/** A unique constraint refused a write: names what already exists, for a one-line message. */
export class AlreadyExistsError extends Error {
  constructor(
    readonly entity: string,
    readonly field: string,
    readonly value: string,
  ) {
    super(`${entity} with ${field} "${value}" already exists`);
    this.name = 'AlreadyExistsError';
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}
