import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createTestDatabase, type PrismaClient } from '@a8/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, runAdminBundle } from './support/admin';
import { Stack, workspaceRoot } from './support/stack';
import { referenceReady, versionReady } from './support/versions';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
interface Scored {
  output: string;
  score?: number;
  choice?: string;
  rationale?: string;
  error?: string;
}

const EXAMPLES = join(workspaceRoot, 'examples');

// A second eval framework through the OpenAI interface: autoevals' ClosedQA scorer (its own prompt
// and its forced `select_choice` tool with a free-text `reasons` property), run by
// examples/autoevals/closed-qa.mjs as shipped, after the rubric was taught through MCP.
describe('autoevals grades with A8 through the Chat Completions interface', () => {
  let db: TestDatabase;
  let stack: Stack;
  let key = '';

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await Stack.create(db.url);
    expect(runAdminBundle('create-org', { name: 'scorers' }, db.url).status).toBe(0);
    key = createKey('scorers', 'models:infer,models:train', db.url, 'autoevals');
    await stack.startAll();
    await referenceReady(db.client as PrismaClient);
  });

  afterAll(async () => {
    await stack?.stopAll();
    await db?.drop();
  });

  const score = (model: string, replies: string[]): Scored[] => {
    const run = spawnSync('node', [join(EXAMPLES, 'autoevals/closed-qa.mjs'), ...replies], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { PATH: process.env['PATH'], OPENAI_BASE_URL: stack.url('api-gateway', '/eval/v1'), OPENAI_API_KEY: key, A8_MODEL: model },
    });
    expect(run.status, run.stderr).toBe(0);
    return run.stdout.trim().split('\n').map((line) => JSON.parse(line) as Scored);
  };

  it('scores replies as taught, fills the reasons with what answered, and raises on an abstention instead of scoring', async () => {
    const taught = spawnSync('node', [join(EXAMPLES, 'promptfoo/teach-rubric.mjs')], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, A8_MCP_URL: stack.url('mcp-gateway', '/mcp'), A8_API_KEY: key, FORMAT: 'choice' } });
    expect(taught.status, taught.stderr).toBe(0);
    const { recorded_at } = JSON.parse(taught.stdout.trim().split('\n').at(-1)!) as { recorded_at: string };
    const org = await (db.client as PrismaClient).organization.findUniqueOrThrow({ where: { name: 'scorers' } });
    await versionReady(db.client as PrismaClient, org.id, new Date(recorded_at));

    // Two taught replies (a pass and a fail), judged at a8:0: the model's best answer, with its reasons.
    const [pass, fail] = score('a8:0', ['Apologies, your money comes back by Friday at the latest.', 'Your ticket has been received.']);
    expect(pass).toMatchObject({ score: 1, choice: 'Y' });
    expect(fail).toMatchObject({ score: 0, choice: 'N' });
    expect(pass!.rationale).toMatch(/^A8 \(a8-1-1:0@\d{8}t\d{6}z\) answered from its taught examples/);

    // Asked at 99, eight examples earn too little: A8 abstains and autoevals raises, never scores.
    const [abstained] = score('a8:99', ['Our warehouse team is looking into your order.']);
    expect(abstained!.score).toBeUndefined();
    expect(abstained!.error).toMatch(/No tool calls/);
  }, 120_000);
});
