import type { PrismaClient } from '../generated/client';

/** For a service's /readyz: Postgres answers a query. */
export function postgresReadiness(prisma: Pick<PrismaClient, '$queryRaw'>): { name: string; check: () => Promise<void> } {
  return { name: 'postgres', check: async () => void (await prisma.$queryRaw`SELECT 1`) };
}
