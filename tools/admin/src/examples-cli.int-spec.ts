import { fitJobId, QueueName } from '@a8/contracts';
import { createTestDatabase, findWorkspaceRoot, type TestDatabase } from '@a8/db';
import { Queue } from 'bullmq';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The built CLI against a throwaway database and the local Redis, under a prefix of its own.
const root = findWorkspaceRoot();
const main = join(root, 'dist', 'tools', 'admin', 'main.js');
const redisUrl = 'redis://127.0.0.1:6379';
const prefix = `admintest${randomBytes(3).toString('hex')}`;
let db: TestDatabase;
let dir: string;

function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [main, ...args],
      { cwd: root, env: { PATH: process.env['PATH'], TZ: 'UTC', DATABASE_URL: db.url, REDIS_URL: redisUrl, REDIS_PREFIX: prefix }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

const criterion = 'Which queue does the ticket belong in?';
const format = { properties: { queue: { enum: ['billing', 'shipping', 'account'] } } };
const line = (ticket: string, queue: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ input: [{ role: 'system', content: criterion }, { role: 'user', content: ticket }], format, answer: { queue }, ...extra });

beforeAll(async () => {
  db = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'a8-admin-'));
  expect((await admin('create-org', '--name=acme')).code).toBe(0);
  expect((await admin('create-org', '--name=globex')).code).toBe(0);
});

afterAll(async () => {
  const queue = new Queue(QueueName.Fit, { prefix, connection: { url: redisUrl } });
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  await db?.drop();
});

describe('admin import-examples, list-versions, export-examples', () => {
  it('imports through the teaching domain: recorded, replaced, unchanged, rejected lines with their reasons; one fit', async () => {
    const file = join(dir, 'examples.jsonl');
    writeFileSync(
      file,
      [
        line('The invoice shows a charge I do not recognise.', 'billing'),
        line('Where is my parcel?', 'shipping'),
        '',
        line('Where is my parcel?', 'shipping'), // the same answer again: unchanged
        line('I cannot sign in.', 'refunds'), // not one of the labels
        '{"input": "half a line',
        JSON.stringify({ input: 'Is this spam?', answer: 'yes', model: 'a8' }),
        JSON.stringify({ format, answer: { queue: 'billing' } }),
        line('I cannot sign in.', 'account'),
        line('The invoice shows a charge I do not recognise.', 'account'), // replaces line 1
      ].join('\n') + '\n',
    );
    const result = await admin('import-examples', '--org=acme', `--file=${file}`);
    expect(result.code, result.stderr).toBe(0);
    const out = result.stdout.trimEnd().split('\n');
    expect(out[0]).toBe('line 5: answer.queue: "refunds" is not one of "billing", "shipping", "account".');
    expect(out[1]).toMatch(/^line 6: not JSON/);
    // Lines are read exactly as the teach tool reads its arguments, with its messages.
    expect(out[2]).toBe('line 7: model: not an argument of teach; its arguments are input, format, answer.');
    expect(out[3]).toBe('line 8: input: required; send the request as a string or a list of messages.');
    expect(out[4]).toMatch(/^Imported .*examples\.jsonl into acme: 9 lines, 3 recorded, 1 replaced, 1 unchanged, 4 rejected in /);
    expect(out[5]).toMatch(/^Version a8-1-1@\d{8}t\d{6}z is fitting; see admin:list-versions --org=acme$/);
    expect(result.stderr).toMatch(/\[#+\] 100% 9\/9 lines, \d+ lines\/s done/);

    const org = await db.client.organization.findFirstOrThrow({ where: { name: 'acme' } });
    expect(await db.client.exampleEvent.count({ where: { orgId: org.id } })).toBe(4);
    const versions = await db.client.modelVersion.findMany({ where: { orgId: org.id } });
    expect(versions).toHaveLength(1);
    expect(versions[0].state).toBe('fitting');
    const newest = await db.client.exampleEvent.findFirstOrThrow({ where: { orgId: org.id }, orderBy: { sequence: 'desc' } });
    expect(versions[0].horizon).toEqual(newest.recordedAt);
    const queue = new Queue(QueueName.Fit, { prefix, connection: { url: redisUrl } });
    try {
      expect(await queue.getJob(fitJobId(versions[0].id))).toBeDefined();
    } finally {
      await queue.close();
    }
  });

  it('imports text PostgreSQL cannot store (NUL, unpaired surrogates) as U+FFFD, and names a line nested too deep', async () => {
    const file = join(dir, 'unusual.jsonl');
    const deep = `${'{"a":'.repeat(100)}1${'}'.repeat(100)}`;
    writeFileSync(
      file,
      [
        JSON.stringify({ input: [{ role: 'system', content: 'Is this spam?' }, { role: 'user', content: 'Buy now\u0000 cheap \ud800 pills' }], answer: 'spam' }),
        `{"input": "Is this spam? hello", "format": ${deep}, "answer": "ham"}`,
        JSON.stringify({ input: [{ role: 'system', content: 'Is this spam?' }, { role: 'user', content: 'Lunch at noon?' }], answer: 'ham' }),
      ].join('\n') + '\n',
    );
    expect((await admin('create-org', '--name=initech')).code).toBe(0);
    const result = await admin('import-examples', '--org=initech', `--file=${file}`);
    expect(result.code, result.stderr).toBe(0);
    const out = result.stdout.trimEnd().split('\n');
    expect(out[0]).toMatch(/^line 2: format(\.a){5}\.…(\.a){2}: nested deeper than 64 levels/);
    expect(out[1]).toMatch(/: 3 lines, 2 recorded, 0 replaced, 0 unchanged, 1 rejected in /);
    const org = await db.client.organization.findFirstOrThrow({ where: { name: 'initech' } });
    const stored = await db.client.exampleEvent.findMany({ where: { orgId: org.id }, orderBy: { sequence: 'asc' } });
    expect(JSON.stringify(stored[0]?.request)).toContain('Buy now\uFFFD cheap \uFFFD pills');
  });

  it('refuses a missing file and a file whose every line is rejected', async () => {
    const missing = await admin('import-examples', '--org=acme', `--file=${join(dir, 'nope.jsonl')}`);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--file: .*nope\.jsonl does not exist/);
    const bad = join(dir, 'bad.jsonl');
    writeFileSync(bad, 'nope\n');
    const rejected = await admin('import-examples', '--org=acme', `--file=${bad}`);
    expect(rejected.code).toBe(1);
    expect(rejected.stdout).toMatch(/^line 1: not JSON/);
    expect(rejected.stderr).toMatch(/every line of .*bad\.jsonl was rejected/);
  });

  it('list-versions shows horizon, state, examples, fingerprint, fit time and errors', async () => {
    const org = await db.client.organization.findFirstOrThrow({ where: { name: 'acme' } });
    await db.client.modelVersion.create({ data: { orgId: org.id, family: 'a8-1-1', horizon: new Date('2026-07-15T14:03:22Z'), state: 'failed', error: 'The fit thread exited with code 1' } });
    await db.client.modelVersion.create({
      data: { orgId: org.id, family: 'a8-1-1', horizon: new Date('2026-07-15T14:00:00Z'), state: 'ready', fingerprint: 'fit-1a2b3c4d5e6f7890.9e2a1b3c', exampleCount: 930, fitMs: 4200, readyAt: new Date('2026-07-15T14:00:05Z') },
    });
    const result = await admin('list-versions', '--org=acme');
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^MODEL\s+HORIZON\s+STATE\s+EXAMPLES\s+FINGERPRINT\s+FIT TIME\s+READY AT\s+ERROR$/);
    expect(lines[1]).toMatch(/^a8-1-1@\d{8}t\d{6}z\s+\S+Z\s+fitting\s+-\s+-\s+-\s+-/);
    expect(lines[2]).toMatch(/^a8-1-1@20260715t140322z\s+2026-07-15T14:03:22Z\s+failed\s+-\s+-\s+-\s+-\s+The fit thread exited with code 1$/);
    expect(lines[3]).toMatch(/^a8-1-1@20260715t140000z\s+2026-07-15T14:00:00Z\s+ready\s+930\s+fit-1a2b3c4d5e6f7890\.9e2a1b3c\s+4\.2 s\s+2026-07-15T14:00:05\.000Z/);
    expect((await admin('list-versions', '--org=globex')).stdout).toBe('No versions in globex\n');
  });

  it('export-examples writes what is taught, as import-examples reads it', async () => {
    const out = await admin('export-examples', '--org=acme');
    expect(out.code, out.stderr).toBe(0);
    const rows = out.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.answer)).toEqual([{ queue: 'shipping' }, { queue: 'account' }, { queue: 'account' }]);
    expect(rows[0]).toEqual({ input: [{ role: 'system', content: criterion }, { role: 'user', content: 'Where is my parcel?' }], format, answer: { queue: 'shipping' }, recorded_at: expect.stringMatching(/Z$/) });

    const file = join(dir, 'export.jsonl');
    const written = await admin('export-examples', '--org=acme', `--file=${file}`);
    expect(written.stdout).toBe(`Exported 3 examples of acme to ${file}\n`);
    expect(readFileSync(file, 'utf8')).toBe(out.stdout);
    // Imported back, nothing changes and nothing is scheduled; into another organization, it teaches as it is.
    const acmeVersions = await db.client.modelVersion.count();
    const again = await admin('import-examples', '--org=acme', `--file=${file}`);
    expect(again.stdout).toMatch(/3 lines, 0 recorded, 0 replaced, 3 unchanged, 0 rejected/);
    expect(again.stdout).toContain('Nothing new to fit: no version scheduled');
    expect(await db.client.modelVersion.count()).toBe(acmeVersions);
    const imported = await admin('import-examples', '--org=globex', `--file=${file}`);
    expect(imported.stdout).toMatch(/3 lines, 3 recorded, 0 replaced, 0 unchanged, 0 rejected/);
    expect((await admin('export-examples', '--org=globex')).stdout.split('\n').map((l) => (l ? JSON.parse(l).answer : null))).toEqual(rows.map((r) => r.answer).concat([null]));

    const early = await admin('export-examples', '--org=acme', '--horizon=20000101t000000z');
    expect(early).toMatchObject({ code: 0, stdout: '' });
    const bad = await admin('export-examples', '--org=acme', '--horizon=yesterday');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--horizon: "yesterday" is not a horizon');
  });
});
