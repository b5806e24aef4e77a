import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type PrismaClient } from '@a8/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, runAdminBundle } from './support/admin';
import { PINNED_MODEL } from './support/spec-example';
import { Stack, workspaceRoot } from './support/stack';
import { referenceReady } from './support/versions';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

const PYTHON = spawnSync('python3', ['--version']).status === 0 ? 'python3' : null;
const EXAMPLES = join(workspaceRoot, 'examples/python');

// The spec's §10 Python example, as written (examples/python), run by the real Anthropic Python SDK
// against the stack with only the host and the key changed; and the openai Python SDK against the
// Chat Completions interface. The SDKs are installed into a virtual environment of the test's own.
describe.skipIf(PYTHON === null)('the Python SDKs against the stack (skipped only where python3 is absent)', () => {
  let db: TestDatabase;
  let stack: Stack;
  let key = '';
  let venv = '';
  let python = '';

  beforeAll(async () => {
    venv = mkdtempSync(join(tmpdir(), 'a8-py-'));
    const created = spawnSync('python3', ['-m', 'venv', venv], { encoding: 'utf8' });
    expect(created.status, created.stderr).toBe(0);
    python = join(venv, 'bin/python');
    const installed = spawnSync(python, ['-m', 'pip', 'install', '-q', '--retries', '0', '--timeout', '10', 'anthropic', 'openai'], { encoding: 'utf8', timeout: 300_000 });
    expect(installed.status, installed.stderr).toBe(0);
    db = await createTestDatabase();
    stack = await Stack.create(db.url);
    expect(runAdminBundle('create-org', { name: 'pythonistas' }, db.url).status).toBe(0);
    key = createKey('pythonistas', 'models:infer', db.url, 'python');
    await stack.startAll();
    await referenceReady(db.client as PrismaClient);
  }, 600_000);

  afterAll(async () => {
    await stack?.stopAll();
    await db?.drop();
    if (venv) rmSync(venv, { recursive: true, force: true });
  });

  const run = (script: string, env: Record<string, string>) => {
    const result = spawnSync(python, [script], { encoding: 'utf8', env: { PATH: process.env['PATH'], ...env }, timeout: 60_000 });
    expect(result.status, result.stderr).toBe(0);
    return result.stdout.trim().split('\n');
  };

  it("runs the spec's §10 example as written (host and key changed) and prints what the spec shows", () => {
    const asWritten = readFileSync(join(EXAMPLES, 'spec_ticket_router.py'), 'utf8');
    expect(asWritten).toContain('base_url="https://api.u22a8.ai/eval"');
    const script = join(venv, 'spec_ticket_router.py');
    writeFileSync(script, asWritten.replace('https://api.u22a8.ai/eval', stack.url('api-gateway', '/eval')));
    const [stopReason, verdict, model, extra] = run(script, { U22A8_API_KEY: key });
    expect(stopReason).toBe('end_turn');
    expect(verdict).toBe("{'queue': 'shipping'}");
    expect(model).toMatch(PINNED_MODEL);
    expect(JSON.parse(extra!)).toEqual({ min_accuracy: 95, abstention: null });
  });

  it('runs the same router through the Chat Completions interface with the openai Python SDK', () => {
    const [finish, verdict, model, extra] = run(join(EXAMPLES, 'chat_completions.py'), { U22A8_API_KEY: key, A8_OPENAI_BASE_URL: stack.url('api-gateway', '/eval/v1') });
    expect(finish).toBe('stop');
    expect(verdict).toBe("{'queue': 'shipping'}");
    expect(model).toMatch(PINNED_MODEL);
    expect(JSON.parse(extra!)).toEqual({ min_accuracy: 95 });
  });

  it('lists the models page by page with the Anthropic Python SDK and retrieves each, a level included', () => {
    const [line] = run(join(EXAMPLES, 'list_models.py'), { U22A8_API_KEY: key, ANTHROPIC_BASE_URL: stack.url('api-gateway', '/eval') });
    const models = JSON.parse(line!) as { listed: string[]; retrieved: string[]; pinned: string; reference: (boolean | null)[] };
    // A fresh organization is answered from the reference version: it is listed, marked as such.
    expect(models.listed.length).toBeGreaterThanOrEqual(1);
    expect(models.retrieved).toEqual(models.listed);
    expect(models.reference[0]).toBe(true);
    const [family, horizon] = models.listed[0]!.split('@');
    expect(models.pinned).toBe(`${family}:95@${horizon}`);
  });
});
