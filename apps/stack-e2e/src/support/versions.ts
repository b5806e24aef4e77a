import type { PrismaClient } from '@a8/db';
import { eventually } from './stack';

/** Waits for the shared `@reference` version, which the fitting worker fits when it starts. */
export function referenceReady(client: PrismaClient, timeoutMs = 120_000) {
  return eventually(
    'the reference version to be ready',
    async () => (await client.modelVersion.findFirst({ where: { orgId: null, state: 'ready' } })) ?? undefined,
    timeoutMs,
    500,
  );
}

/** Waits until the organization's version at or after `horizon` is ready. */
export function versionReady(client: PrismaClient, orgId: string, horizon: Date, timeoutMs = 120_000) {
  return eventually(
    `a ready version of ${orgId} at ${horizon.toISOString()}`,
    async () => (await client.modelVersion.findFirst({ where: { orgId, state: 'ready', horizon: { gte: horizon } }, orderBy: { horizon: 'desc' } })) ?? undefined,
    timeoutMs,
    250,
  );
}
