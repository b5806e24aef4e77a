import { createTestDatabase, type PrismaClient } from '@a8/db';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, runAdminBundle } from './support/admin';
import { fuzzCases, type FuzzCase } from './support/fuzz';
import { ticketRequest, TICKET_CRITERION, TICKET_SCHEMA } from './support/spec-example';
import { Stack } from './support/stack';
import { referenceReady } from './support/versions';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/**
 * The fuzz tier (issue 9): hostile bodies generated from valid ones against the running gateways.
 * No case may get a 5xx or an internal-failure tool result; every refusal names what is wrong; the
 * gateways stay live throughout. `FUZZ_CASES` sets the cases per gateway (CI runs a bounded slice;
 * `npm run test:fuzz` runs 10,000 per gateway), `FUZZ_SEED` the seed.
 */
const CASES = Number(process.env['FUZZ_CASES'] ?? 1500);
const SEED = Number(process.env['FUZZ_SEED'] ?? 20261130);
/** How long a gateway idles after the run before its memory is read again. */
const SETTLE_MS = Number(process.env['FUZZ_SETTLE_MS'] ?? 10_000);
const CONCURRENCY = 16;

const messagesBases = [
  ticketRequest('It arrived crushed. I want a refund.'),
  { ...ticketRequest('Where is my parcel?'), stream: true, thinking: { type: 'disabled' }, metadata: { user_id: 'u1' }, temperature: 0 },
  {
    model: 'a8:90',
    max_tokens: 512,
    system: [{ type: 'text', text: TICKET_CRITERION }],
    messages: [{ role: 'user', content: [{ type: 'text', text: 'I was charged twice.' }] }, { role: 'assistant', content: '{"queue": "billing"}' }, { role: 'user', content: 'And this one: my login fails.' }],
    tools: [{ name: 'route', description: 'Route a ticket', input_schema: TICKET_SCHEMA }],
    tool_choice: { type: 'tool', name: 'route' },
    output_config: { effort: 'low' },
  },
  { model: 'a8', max_tokens: 100, messages: [{ role: 'user', content: 'What have I taught you about refunds?' }] },
];
const chatBases = [
  { model: 'a8:95', messages: [{ role: 'system', content: TICKET_CRITERION }, { role: 'user', content: 'It arrived crushed.' }], response_format: { type: 'json_schema', json_schema: { name: 'route', schema: TICKET_SCHEMA } } },
  {
    model: 'a8:90',
    messages: [{ role: 'developer', content: [{ type: 'text', text: TICKET_CRITERION }] }, { role: 'user', content: 'I was charged twice.' }],
    tools: [{ type: 'function', function: { name: 'route', parameters: TICKET_SCHEMA } }],
    tool_choice: { type: 'function', function: { name: 'route' } },
    stream: true,
    stream_options: { include_usage: true },
    reasoning_effort: 'none',
    temperature: 0,
  },
];
const mcpBases = [
  { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'judge', arguments: { input: [{ role: 'system', content: TICKET_CRITERION }, { role: 'user', content: 'It arrived crushed.' }], format: { properties: { queue: { enum: ['billing', 'shipping', 'account'] } } }, model: 'a8:95' } } },
  { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'teach', arguments: { input: [{ role: 'system', content: 'Is it spam?' }, { role: 'user', content: 'Buy now' }], format: { type: 'string', enum: ['spam', 'ham'] }, answer: 'spam' } } },
  { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'retract', arguments: { input: 'Is it spam? Buy now' } } },
  { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'teach', arguments: { input: 'Double-charge tickets go to billing.' } } },
  { jsonrpc: '2.0', id: 5, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'fuzz', version: '1' } } },
  { jsonrpc: '2.0', id: 6, method: 'tools/list' },
];

interface Tally {
  statuses: Map<number, number>;
  failures: string[];
}

/** Runs `cases` against `url` `CONCURRENCY` at a time; probes /healthz meanwhile. */
async function fuzz(url: string, healthz: string, headers: Record<string, string>, cases: FuzzCase[], check: (c: FuzzCase, status: number, text: string) => string | null) {
  const tally: Tally = { statuses: new Map(), failures: [] };
  const probes: number[] = [];
  let probing = true;
  const prober = (async () => {
    while (probing) {
      const started = performance.now();
      const ok = await fetch(healthz, { signal: AbortSignal.timeout(5000) })
        .then((r) => r.ok)
        .catch(() => false);
      probes.push(ok ? performance.now() - started : Number.POSITIVE_INFINITY);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]!;
      try {
        const response = await fetch(url, { method: 'POST', headers: { ...headers, ...(c.contentType ? { 'content-type': c.contentType } : {}) }, body: c.body, signal: AbortSignal.timeout(30_000) });
        const text = await response.text();
        tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
        const problem = check(c, response.status, text);
        if (problem) tally.failures.push(`${c.name}: ${problem}`);
      } catch (error) {
        tally.failures.push(`${c.name}: no answer (${(error as Error).message})`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  probing = false;
  await prober;
  const sorted = [...probes].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
  return { tally, probes: probes.length, unanswered: probes.filter((p) => !Number.isFinite(p)).length, p99 };
}

function rssOf(pid: number | undefined): number {
  if (!pid) return 0;
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

describe(`fuzz: ${CASES} hostile requests per gateway`, () => {
  let db: TestDatabase;
  let stack: Stack;
  let key = '';

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await Stack.create(db.url, { env: { RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' } });
    expect(runAdminBundle('create-org', { name: 'acme' }, db.url).status).toBe(0);
    key = createKey('acme', 'models:infer,models:train,models:explain', db.url, 'fuzz');
    await stack.startAll();
    await referenceReady(db.client as PrismaClient);
    // What each service logged before the fuzz (its start) is not counted among the holds below.
    for (const service of stack.services.values()) logStart.set(service.name, service.log.length);
  });
  const logStart = new Map<string, number>();

  afterAll(async () => {
    await stack?.stopAll();
    await db?.drop();
  });

  /** RSS once the gateway has idled for a while after the run (V8 returns memory after idle GCs). */
  const settledRss = async (pid: number | undefined) => {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return rssOf(pid);
  };
  const report = (gateway: string, run: Awaited<ReturnType<typeof fuzz>>, rss: [number, number, number]) => {
    const statuses = [...run.tally.statuses.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(' ');
    console.log(
      `${gateway}: ${CASES} cases (seed ${SEED}): ${statuses}; ${run.tally.failures.length} failures; /healthz ${run.probes} probes, ${run.unanswered} unanswered, p99 ${run.p99.toFixed(1)} ms; RSS ${(rss[0] / 2 ** 20).toFixed(0)} → ${(rss[1] / 2 ** 20).toFixed(0)} MiB at the end → ${(rss[2] / 2 ** 20).toFixed(0)} MiB after ${SETTLE_MS / 1000} s idle (${(((rss[2] - rss[0]) / rss[0]) * 100).toFixed(0)}% over the start)`,
    );
    for (const failure of run.tally.failures.slice(0, 20)) console.log(`  ${failure.slice(0, 300)}`);
  };

  it('Messages API: no 5xx, every refusal in the envelope naming the problem, /healthz live throughout', { timeout: 1_800_000 }, async () => {
    const pid = stack.services.get('api-gateway')?.child.pid;
    const before = rssOf(pid);
    const run = await fuzz(
      stack.url('api-gateway', '/eval/v1/messages'),
      stack.url('api-gateway', '/healthz'),
      { 'x-api-key': key, 'anthropic-version': '2023-06-01' },
      fuzzCases(messagesBases, CASES, SEED),
      (_c, status, text) => {
        if (status >= 500) return `status ${status}: ${text.slice(0, 200)}`;
        if (status >= 400) {
          try {
            const body = JSON.parse(text) as { type?: string; error?: { type?: string; message?: string } };
            if (body.type !== 'error' || !body.error?.message) return `status ${status} outside the envelope: ${text.slice(0, 200)}`;
            if (body.error.message.length > 2000) return `an error message of ${body.error.message.length} characters (echoes the input)`;
          } catch {
            return `status ${status} with a body that is not JSON: ${text.slice(0, 200)}`;
          }
        }
        return null;
      },
    );
    report('api-gateway', run, [before, rssOf(pid), await settledRss(pid)]);
    expect(run.tally.failures).toEqual([]);
    expect(run.unanswered).toBe(0);
  });

  it('Chat Completions: no 5xx, every refusal in OpenAI\'s envelope naming the problem', { timeout: 1_800_000 }, async () => {
    const run = await fuzz(
      stack.url('api-gateway', '/eval/v1/chat/completions'),
      stack.url('api-gateway', '/healthz'),
      { authorization: `Bearer ${key}`, 'user-agent': 'OpenAI/JS fuzz' },
      fuzzCases(chatBases, Math.ceil(CASES / 3), SEED + 2),
      (_c, status, text) => {
        if (status >= 500) return `status ${status}: ${text.slice(0, 200)}`;
        if (status >= 400) {
          try {
            const body = JSON.parse(text) as { error?: { message?: string; type?: string } };
            if (!body.error?.message || !body.error.type) return `status ${status} outside OpenAI's envelope: ${text.slice(0, 200)}`;
          } catch {
            return `status ${status} with a body that is not JSON: ${text.slice(0, 200)}`;
          }
        }
        return null;
      },
    );
    console.log(`chat-completions: ${Math.ceil(CASES / 3)} cases: ${[...run.tally.statuses.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(' ')}; ${run.tally.failures.length} failures`);
    for (const failure of run.tally.failures.slice(0, 20)) console.log(`  ${failure.slice(0, 300)}`);
    // A judge that did not answer in time: its warnings say what held it (a slow version load, …).
    if (run.tally.failures.length) console.log(`judge warnings:\n${(stack.services.get('judge')?.log ?? []).slice(-40).join('\n')}`);
    expect(run.tally.failures).toEqual([]);
  });

  it('MCP: no 5xx, no internal-failure tool result, /healthz live throughout', { timeout: 1_800_000 }, async () => {
    const pid = stack.services.get('mcp-gateway')?.child.pid;
    const before = rssOf(pid);
    const run = await fuzz(
      stack.url('mcp-gateway', '/mcp'),
      stack.url('mcp-gateway', '/healthz'),
      { authorization: `Bearer ${key}`, accept: 'application/json, text/event-stream' },
      fuzzCases(mcpBases, CASES, SEED + 1),
      (_c, status, text) => {
        if (status >= 500) return `status ${status}: ${text.slice(0, 200)}`;
        if (/A8 failed to answer this call|Internal error|-32603/.test(text)) return `an internal failure: ${text.slice(0, 200)}`;
        if (text.length > 0 && status >= 400 && text.length > 4000) return `an error of ${text.length} characters (echoes the input)`;
        return null;
      },
    );
    report('mcp-gateway', run, [before, rssOf(pid), await settledRss(pid)]);
    expect(run.tally.failures).toEqual([]);
    expect(run.unanswered).toBe(0);
  });

  // Printed, not asserted (a timing): a request that holds a service's event loop stalls every other
  // one in flight, and the judge's holds are what turned into 503s before.
  it('prints the event-loop holds each service logged during the fuzz', () => {
    for (const service of stack.services.values()) {
      const held = service.log
        .slice(logStart.get(service.name) ?? 0)
        .map((line) => /"heldMs":(\d+)/.exec(line)?.[1])
        .filter((ms): ms is string => ms !== undefined)
        .map(Number);
      console.log(`${service.name}: ${held.length} event-loop holds of 500 ms or more during the fuzz${held.length ? `, longest ${Math.max(...held)} ms` : ''}`);
    }
  });
});
