import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type PrismaClient } from '@a8/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, runAdminBundle } from './support/admin';
import { ensurePromptfoo } from './support/promptfoo';
import { Stack, workspaceRoot } from './support/stack';
import { referenceReady, versionReady } from './support/versions';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

interface GradingResult {
  pass: boolean;
  reason: string;
  componentResults?: { pass: boolean; reason: string; assertion?: { type: string; provider?: unknown } }[];
}
interface EvalRow {
  vars: { reply: string };
  testCase: { description: string; assert: { type: string }[] };
  gradingResult: GradingResult;
}

const EXAMPLE = join(workspaceRoot, 'examples/promptfoo');

// A real eval framework grading with A8: examples/promptfoo as shipped, its rubric taught through
// MCP by its own script, then `promptfoo eval` with promptfoo's Anthropic provider (llm-rubric)
// and its OpenAI provider (model-graded-closedqa) pointed at the stack.
describe('promptfoo eval grades with A8', () => {
  let db: TestDatabase;
  let stack: Stack;
  let promptfoo = '';
  let workdir = '';
  let key = '';

  beforeAll(async () => {
    promptfoo = ensurePromptfoo();
    db = await createTestDatabase();
    stack = await Stack.create(db.url);
    expect(runAdminBundle('create-org', { name: 'graders' }, db.url).status).toBe(0);
    key = createKey('graders', 'models:infer,models:train', db.url, 'promptfoo');
    await stack.startAll();
    await referenceReady(db.client as PrismaClient);
    workdir = mkdtempSync(join(tmpdir(), 'a8-promptfoo-'));
    cpSync(EXAMPLE, workdir, { recursive: true });
  }, 1_200_000);

  afterAll(async () => {
    await stack?.stopAll();
    await db?.drop();
    if (workdir) rmSync(workdir, { recursive: true, force: true });
  });

  it('grades taught replies as taught, and an abstention as a failed grade with the reason, never a pass', async () => {
    // The example's own teach script, run from the repository so it finds the MCP SDK.
    const taught = spawnSync('node', [join(EXAMPLE, 'teach-rubric.mjs')], { encoding: 'utf8', env: { ...process.env, A8_MCP_URL: stack.url('mcp-gateway', '/mcp'), A8_API_KEY: key }, timeout: 60_000 });
    expect(taught.status, taught.stderr).toBe(0);
    const { recorded_at } = JSON.parse(taught.stdout.trim().split('\n').at(-1)!) as { recorded_at: string };
    const org = await (db.client as PrismaClient).organization.findUniqueOrThrow({ where: { name: 'graders' } });
    await versionReady(db.client as PrismaClient, org.id, new Date(recorded_at));

    const out = join(workdir, 'results.json');
    const evaluated = spawnSync(promptfoo, ['eval', '-c', join(workdir, 'promptfooconfig.yaml'), '-o', out, '--no-cache', '--no-progress-bar', '--no-table', '--max-concurrency', '2'], {
      cwd: workdir,
      encoding: 'utf8',
      timeout: 300_000,
      env: {
        PATH: process.env['PATH'],
        HOME: workdir,
        PROMPTFOO_CONFIG_DIR: join(workdir, '.promptfoo'),
        PROMPTFOO_DISABLE_TELEMETRY: '1',
        PROMPTFOO_DISABLE_UPDATE: '1',
        PROMPTFOO_DISABLE_REMOTE_GENERATION: 'true',
        PROMPTFOO_DISABLE_SHARING: '1',
        ANTHROPIC_BASE_URL: stack.url('api-gateway', '/eval'),
        ANTHROPIC_API_KEY: key,
        OPENAI_BASE_URL: stack.url('api-gateway', '/eval/v1'),
        OPENAI_API_KEY: key,
      },
    });
    // promptfoo exits 100 when a test fails: two of the example's tests fail by design.
    expect([0, 100], `${evaluated.stdout}\n${evaluated.stderr}`).toContain(evaluated.status);
    const rows = (JSON.parse(readFileSync(out, 'utf8')) as { results: { results: EvalRow[] } }).results.results;
    const answers = new Map(
      readFileSync(join(EXAMPLE, 'taught.jsonl'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { reply: string; pass: boolean })
        .map(({ reply, pass }) => [reply, pass]),
    );

    const table = rows.map((row) => ({
      reply: row.vars.reply,
      taught: answers.get(row.vars.reply) ?? null,
      // In the order of the test's assertions (a failed call's result carries no assertion of its own).
      grades: (row.gradingResult.componentResults ?? []).map((c, i) => ({ type: row.testCase.assert[i]?.type, pass: c.pass, reason: c.reason })),
    }));
    console.log(table.map((r) => `${JSON.stringify(r.reply).padEnd(100)} taught ${String(r.taught).padEnd(5)} ${r.grades.map((g) => `${g.type}: ${g.pass ? 'PASS' : 'FAIL'} (${g.reason.replace(/\s+/g, ' ').slice(0, 90)})`).join('  ')}`).join('\n'));

    expect(rows).toHaveLength(5);
    for (const row of table) {
      expect(row.grades, row.reply).toHaveLength(2);
      if (row.taught === null) {
        // Untaught, asked above what eight examples earn: A8 abstains, and promptfoo fails the grade.
        for (const grade of row.grades) expect(grade.pass, `${row.reply}: ${grade.reason}`).toBe(false);
        const closedqa = row.grades.find((g) => g.type === 'model-graded-closedqa')!;
        // The OpenAI provider hands promptfoo the refusal: A8's explanation is the grade's reason.
        expect(closedqa.reason).toMatch(/min_accuracy 99|minimum accuracy 99|answered at|evidence|taught/i);
      } else {
        for (const grade of row.grades) expect(grade.pass, `${row.reply} (${grade.type}): ${grade.reason}`).toBe(row.taught);
      }
    }
  }, 600_000);
});
