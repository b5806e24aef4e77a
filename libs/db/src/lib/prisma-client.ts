import { PrismaPg } from '@prisma/adapter-pg';
import { Prisma, PrismaClient } from '../generated/client';

/**
 * What repositories need: the model delegates. A PrismaClient, a PrismaService or the `tx` of an
 * interactive transaction all fit, so a repository can take part in a caller's transaction.
 */
export type DbClient = Prisma.TransactionClient;

/** A Nest-free client for scripts, workers and tests. The caller owns `$disconnect()`. */
export function createPrismaClient(databaseUrl: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
}
