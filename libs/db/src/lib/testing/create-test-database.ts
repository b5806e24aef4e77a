import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import type { PrismaClient } from '../../generated/client';
import { createPrismaClient } from '../prisma-client';

const run = promisify(execFile);
const DEFAULT_URL = 'postgresql://postgres@127.0.0.1:5432/a8';

export interface TestDatabase {
  /** DATABASE_URL of the new database (hand it to child processes). */
  url: string;
  client: PrismaClient;
  /** Disconnects the client and drops the database, even if something still holds a connection. */
  drop(): Promise<void>;
}

/** The repository root: the nearest directory up from `from` holding prisma/migrate.mjs. */
export function findWorkspaceRoot(from: string = process.cwd()): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'prisma', 'migrate.mjs'))) return dir;
    if (dirname(dir) === dir) throw new Error(`prisma/migrate.mjs not found above ${from}`);
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * A fresh database `a8_test_<random>` on the server of `baseUrl` (default: $DATABASE_URL, else the
 * local default), migrated from scratch by the project's own tool (`prisma/migrate.mjs deploy`),
 * exactly as production is. Call `drop()` in afterAll.
 */
export async function createTestDatabase(baseUrl: string = process.env['DATABASE_URL'] || DEFAULT_URL): Promise<TestDatabase> {
  const name = `a8_test_${randomBytes(6).toString('hex')}`;
  const url = withDatabase(baseUrl, name);
  const root = findWorkspaceRoot();
  try {
    await run(process.execPath, [join(root, 'prisma', 'migrate.mjs'), 'deploy'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url },
    });
  } catch (error) {
    await dropDatabase(baseUrl, name).catch(() => undefined);
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`migrating test database ${name} failed: ${stderr.trim() || String(error)}`);
  }
  const client = createPrismaClient(url);
  let dropped = false;
  return {
    url,
    client,
    async drop() {
      if (dropped) return;
      dropped = true;
      await client.$disconnect().catch(() => undefined);
      await dropDatabase(baseUrl, name);
    },
  };
}

async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  const admin = new Client({ connectionString: withDatabase(baseUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
