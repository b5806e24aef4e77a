import { JudgePatterns } from '@a8/contracts';
import { createTestDatabase, type PrismaClient } from '@a8/db';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, runAdminBundle } from './support/admin';
import { ticketRequest } from './support/spec-example';
import { Stack } from './support/stack';
import { referenceReady } from './support/versions';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/**
 * Hostile requests against the running stack (issue 9): each test is one attack that used to
 * succeed or freeze a service. A hang shows up as this file's test timeout.
 */
describe('hardening: hostile requests against the running services', () => {
  let db: TestDatabase;
  let client: PrismaClient;
  let stack: Stack;
  let key = '';
  let orgId = '';

  beforeAll(async () => {
    db = await createTestDatabase();
    client = db.client as PrismaClient;
    stack = await Stack.create(db.url);
    expect(runAdminBundle('create-org', { name: 'acme' }, db.url).status).toBe(0);
    key = createKey('acme', 'models:infer,models:train,models:explain', db.url, 'hardening');
    orgId = (await client.organization.findFirstOrThrow({ where: { name: 'acme' } })).id;
    await stack.startAll();
    await referenceReady(client);
  });

  afterAll(async () => {
    await stack?.stopAll();
    await db?.drop();
  });

  const post = (body: unknown) =>
    fetch(stack.url('api-gateway', '/eval/v1/messages'), {
      method: 'POST',
      headers: { 'x-api-key': key, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('counts the tokens of a ~1 MB single "word" and answers, while /healthz keeps answering', async () => {
    const word = 'a'.repeat(1_000_000);
    const judged = post(ticketRequest(word));
    // Probes sent while the big request is in flight must be answered too.
    const probes = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, 100 * i));
        return (await fetch(stack.url('api-gateway', '/healthz'))).status;
      }),
    );
    const response = await judged;
    expect(probes).toEqual([200, 200, 200, 200, 200]);
    expect(response.status).toBe(200);
    const message = (await response.json()) as { usage: { input_tokens: number } };
    expect(message.usage.input_tokens).toBeGreaterThan(100_000);
  });

  it('counts a whitespace run and special-token text without failing', async () => {
    for (const content of [' '.repeat(500_000) + 'x', '\n'.repeat(300_000), 'route <|endoftext|> this ticket']) {
      const response = await post(ticketRequest(content));
      expect(response.status, JSON.stringify(content.slice(0, 20))).toBe(200);
    }
  });

  /** Writes one raw `<length>#<json>` frame to the judge's TCP port, as anyone who can connect could. */
  const rawFrame = (packet: unknown) =>
    new Promise<{ replies: string; closedByJudge: boolean }>((resolve) => {
      const socket = connect(stack.ports.judgeTcp, '127.0.0.1');
      let replies = '';
      let closedByJudge = false;
      socket.on('data', (chunk) => (replies += chunk.toString()));
      socket.on('end', () => (closedByJudge = true));
      socket.on('error', () => (closedByJudge = true));
      socket.on('close', () => resolve({ replies, closedByJudge }));
      socket.on('connect', () => {
        const frame = JSON.stringify(packet);
        socket.write(`${frame.length}#${frame}`);
        setTimeout(() => socket.destroy(), 1500);
      });
    });

  it("refuses an unsigned judge.teach frame naming an organization: nothing is written, the connection is closed", async () => {
    const before = await client.exampleEvent.count({ where: { orgId } });
    const { replies, closedByJudge } = await rawFrame({
      pattern: JudgePatterns.teach,
      id: 'attack-1',
      data: {
        requestId: 'req_attack',
        payload: {
          caller: { orgId, permissions: ['models:infer', 'models:train', 'models:explain'] },
          request: { criterion: 'Which queue does the ticket belong in?', conversation: [{ role: 'user', content: 'spoofed' }], schema: null },
          display: { input: 'spoofed', format: null },
          answer: 'billing',
        },
      },
    });
    expect(replies).toBe('');
    expect(closedByJudge).toBe(true);
    expect(await client.exampleEvent.count({ where: { orgId } })).toBe(before);
  });

  it('refuses an unsigned judge.judge recall frame: no taught example leaves the judge', async () => {
    const { replies, closedByJudge } = await rawFrame({
      pattern: JudgePatterns.judge,
      id: 'attack-2',
      data: {
        requestId: 'req_attack',
        payload: {
          caller: { orgId, permissions: ['models:infer', 'models:explain'] },
          model: 'a8',
          request: { criterion: null, conversation: [{ role: 'user', content: 'What have I taught you about refunds?' }], schema: null },
          schemaWantsPrecedents: false,
          reasoning: true,
        },
      },
    });
    expect(replies).toBe('');
    expect(closedByJudge).toBe(true);
  });

  it('keeps answering the gateways after refusing attackers', async () => {
    const response = await post(ticketRequest('It arrived crushed. I want a refund.'));
    expect(response.status).toBe(200);
  });
});
