import Anthropic, * as sdk from '@anthropic-ai/sdk';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createTestDatabase, type PrismaClient } from '@a8/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, runAdminBundle } from './support/admin';
import { PINNED_MODEL, ticketRequest } from './support/spec-example';
import { Stack } from './support/stack';
import { referenceReady } from './support/versions';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
type ToolResult = { isError?: boolean; content: { type: string; text: string }[]; structuredContent?: Record<string, unknown> };

const THREAT = 'I will kill you and your whole family tonight, I know where you live.';
const HATE = 'All immigrants are vermin and should be exterminated.';
const FILTERED = { type: 'refusal', category: 'general_harms', explanation: 'This request was filtered for harmful content.' };
const FREE = { input_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 0 };

describe('the harmful-content filter, through both interfaces (spec a8-anthropic-messages §7, a8-mcp Table 2)', () => {
  let db: TestDatabase;
  let client: PrismaClient;
  let stack: Stack;
  let key = '';
  const anthropic = () => new Anthropic({ baseURL: stack.url('api-gateway', '/eval'), apiKey: key, maxRetries: 0 });

  beforeAll(async () => {
    db = await createTestDatabase();
    client = db.client as PrismaClient;
    stack = await Stack.create(db.url);
    expect(runAdminBundle('create-org', { name: 'filtered' }, db.url).status).toBe(0);
    key = createKey('filtered', 'models:infer,models:train,models:explain', db.url, 'filter');
    await stack.startAll();
    await referenceReady(client);
  });

  afterAll(async () => {
    await stack?.stopAll();
    await db?.drop();
  });

  it('answers the spec\'s filtered message, free, the same every time it is sent', async () => {
    for (let i = 0; i < 3; i++) {
      const message = (await anthropic().messages.create(ticketRequest(THREAT) as never)) as sdk.Anthropic.Message & Record<string, unknown>;
      expect(message).toMatchObject({ type: 'message', role: 'assistant', content: [], stop_reason: 'refusal', stop_details: FILTERED, usage: FREE });
      expect(message.model).toMatch(PINNED_MODEL);
      expect(message).not.toHaveProperty('abstention');
      expect(message).not.toHaveProperty('min_accuracy');
    }
    // Plain words and a template are read first, then filtered: the harmful text is the subject either way.
    const words = await anthropic().messages.create({ model: 'a8:95', max_tokens: 1024, messages: [{ role: 'user', content: `Which queue does the ticket belong in? "${HATE}"` }] });
    expect(words.stop_details).toEqual(FILTERED);
  });

  it('streams the same outcome: no content block, the refusal and its details in message_delta', async () => {
    const stream = anthropic().messages.stream(ticketRequest(THREAT) as never);
    const deltas: unknown[] = [];
    stream.on('streamEvent', (event) => {
      if (event.type === 'message_delta') deltas.push(event.delta);
    });
    const final = await stream.finalMessage();
    expect(final).toMatchObject({ content: [], stop_reason: 'refusal', stop_details: FILTERED, usage: FREE });
    expect(deltas).toEqual([expect.objectContaining({ stop_reason: 'refusal', stop_details: FILTERED })]);
  });

  it('reads harmful text as written with reasoning off: the layout is judged, nothing is filtered', async () => {
    const off = (await anthropic().messages.create({ ...ticketRequest(THREAT), thinking: { type: 'disabled' } } as never)) as sdk.Anthropic.Message;
    expect(off.stop_details?.category ?? null).toBeNull();
    expect(off.usage.input_tokens).toBeGreaterThan(0);
  });

  it('counts what it did in Prometheus metrics at GET /metrics on every service, never a key or a text', async () => {
    const scrape = async (service: 'api-gateway' | 'mcp-gateway' | 'judge' | 'fitting-worker') => {
      const res = await fetch(stack.url(service, '/metrics'));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      return res.text();
    };
    const value = (text: string, series: RegExp) => Number(series.exec(text)?.[1] ?? Number.NaN);
    await anthropic().messages.create(ticketRequest('It arrived crushed. I want a refund.') as never);
    const api = await scrape('api-gateway');
    expect(value(api, /^a8_http_requests_total\{route="\/eval\/v1\/messages",method="POST",status="200"\} (\d+)/m)).toBeGreaterThan(0);
    expect(api).toMatch(/^a8_http_request_duration_seconds_bucket\{/m);
    expect(api).toMatch(/^process_resident_memory_bytes /m);
    const judge = await scrape('judge');
    expect(value(judge, /^a8_judgements_total\{outcome="verdict",kind="",level="90"\} (\d+)/m)).toBeGreaterThan(0);
    expect(value(judge, /^a8_filtered_requests_total\{category="violence",path="judge"\} (\d+)/m)).toBeGreaterThan(0);
    expect(value(judge, /^a8_version_cache_total\{result="hit"\} (\d+)/m)).toBeGreaterThan(0);
    const worker = await scrape('fitting-worker');
    expect(value(worker, /^a8_fits_total\{outcome="ready"\} (\d+)/m)).toBeGreaterThan(0);
    expect(worker).toMatch(/^a8_fit_queue_jobs \d+/m);
    expect(worker).toMatch(/^a8_fit_duration_seconds_count \d+/m);
    const mcp = await scrape('mcp-gateway');
    expect(mcp).toMatch(/^process_cpu_seconds_total /m);
    for (const text of [api, judge, worker, mcp]) {
      expect(text).not.toContain(key);
      expect(text).not.toContain('kill you');
    }
  });

  it('fails MCP judge and teach with the filter\'s words, and a filtered teach records nothing', async () => {
    const mcp = new Client({ name: 'a8-filter-e2e', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(stack.url('mcp-gateway', '/mcp')), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
    const judged = (await mcp.callTool({ name: 'judge', arguments: { input: [{ role: 'system', content: 'Which queue does the ticket belong in?' }, { role: 'user', content: THREAT }] } })) as ToolResult;
    expect(judged).toMatchObject({ isError: true, content: [{ type: 'text', text: FILTERED.explanation }] });

    const before = await client.exampleEvent.count();
    const taught = (await mcp.callTool({ name: 'teach', arguments: { input: HATE, answer: 'account' } })) as ToolResult;
    expect(taught).toMatchObject({ isError: true, content: [{ type: 'text', text: FILTERED.explanation }] });
    const proposed = (await mcp.callTool({ name: 'teach', arguments: { input: THREAT } })) as ToolResult;
    expect(proposed.isError).toBe(true);
    expect(await client.exampleEvent.count()).toBe(before);

    // An ordinary request on the same connection is judged.
    const fine = (await mcp.callTool({ name: 'judge', arguments: { input: [{ role: 'system', content: 'Which queue does the ticket belong in?' }, { role: 'user', content: 'It arrived crushed. I want a refund.' }] } })) as ToolResult;
    expect(fine.isError ?? false).toBe(false);
    await mcp.close();
  });
});
