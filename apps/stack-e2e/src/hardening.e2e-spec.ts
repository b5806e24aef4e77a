import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { JudgePatterns } from '@a8/contracts';
import { createTestDatabase, type PrismaClient } from '@a8/db';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, runAdminBundle } from './support/admin';
import { ticketRequest } from './support/spec-example';
import { Stack } from './support/stack';
import { referenceReady } from './support/versions';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
type AnthropicError = { type: 'error'; error: { type: string; message: string } };
const RATE_LIMIT = 40;

/** JSON text nested `depth` levels deep under `key`, built as text (no recursion to build it). */
const nestedJson = (depth: number, key = 'a') => `${`{"${key}":`.repeat(depth)}"leaf"${'}'.repeat(depth)}`;

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
    stack = await Stack.create(db.url, { env: { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) } });
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

  const postText = (text: string) =>
    fetch(stack.url('api-gateway', '/eval/v1/messages'), {
      method: 'POST',
      headers: { 'x-api-key': key, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
      body: text,
    });
  const spec = ticketRequest('It arrived crushed. I want a refund.');

  it.each([
    ['metadata', 5_000, (deep: string) => JSON.stringify({ ...spec, metadata: '@' }).replace('"@"', deep), /^metadata(\.a){5}\.…(\.a){2}:/],
    ['the schema', 2_000, (deep: string) => JSON.stringify({ ...spec, output_config: { format: { type: 'json_schema', schema: { type: 'object', properties: '@' } } } }).replace('"@"', deep), /^output_config\.format\.schema\.properties\.a\.a\.…(\.a){2}:/],
    ['a tool input_schema', 1_500, (deep: string) => JSON.stringify({ ...spec, tools: [{ name: 't', input_schema: '@' }], tool_choice: { type: 'tool', name: 't' } }).replace('"@"', deep), /^tools\[0\]\.input_schema(\.a){3}\.…/],
  ])('answers 400 naming the field for JSON nested deep in %s (%i levels)', async (_where, depth, build, field) => {
    const response = await postText(build(nestedJson(depth)));
    expect(response.status).toBe(400);
    const body = (await response.json()) as AnthropicError;
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toMatch(field);
    expect(body.error.message).toMatch(/nested deeper than 64 levels/);
  });

  it('answers 400 naming system for "system": null, every time', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await post({ ...spec, system: null });
      expect(response.status).toBe(400);
      expect(((await response.json()) as AnthropicError).error.message).toMatch(/^system: must be a string or a list of content blocks/);
    }
  });

  it('judges a schema whose property is named constructor (an abstention on an untaught criterion, never a 500)', async () => {
    const body = { ...spec, output_config: { format: { type: 'json_schema', schema: { type: 'object', properties: { constructor: { enum: ['a', 'b'] } } } } } };
    const response = await post(body);
    expect(response.status).toBe(200);
    const message = (await response.json()) as { stop_reason: string; abstention?: { kind: string } };
    expect(message.stop_reason).toBe('refusal');
    expect(message.abstention?.kind).toBe('untaught_criterion');
  });

  it('refuses a schema property named __proto__ with a 400 naming it, instead of a verdict', async () => {
    const text = JSON.stringify({ ...spec, model: 'a8:99', output_config: { format: { type: 'json_schema', schema: { type: 'object', properties: { '@': { enum: ['a'] } } } } } }).replace('"@"', '"__proto__"');
    const response = await postText(text);
    expect(response.status).toBe(400);
    expect(((await response.json()) as AnthropicError).error.message).toMatch(/^output_config\.format\.schema\.properties\.__proto__: "__proto__" is a reserved name/);
  });

  it('refuses a schema of 50,000 verdict properties with a 400 naming it, on both HTTP interfaces and over MCP, while /healthz keeps answering', async () => {
    const properties = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`p${i}`, {}]));
    const messages = await post({ ...spec, output_config: { format: { type: 'json_schema', schema: { type: 'object', properties } } } });
    expect(messages.status).toBe(400);
    expect(((await messages.json()) as AnthropicError).error.message).toBe('output_config.format.schema.properties: 50000 verdict properties; a verdict has at most 64, as many as a taught format can hold.');
    const chat = await fetch(stack.url('api-gateway', '/eval/v1/chat/completions'), {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'a8', messages: [{ role: 'user', content: 'x' }], response_format: { type: 'json_schema', json_schema: { name: 'v', schema: { properties } } } }),
    });
    expect(chat.status).toBe(400);
    expect(((await chat.json()) as { error: { message: string } }).error.message).toMatch(/^response_format\.json_schema\.schema\.properties: 50000 verdict properties/);
    const mcp = await connectMcp(key);
    const result = (await mcp.callTool({ name: 'judge', arguments: { input: 'x', format: { properties } } })) as { isError?: boolean; content: { text: string }[] };
    expect(result.isError).toBe(true);
    expect(result.content[0]?.text).toMatch(/^format\.properties: 50000 verdict properties/);
    await mcp.close();
    expect((await fetch(stack.url('judge', '/healthz'))).status).toBe(200);
  });

  const mcpPost = (text: string) =>
    fetch(stack.url('mcp-gateway', '/mcp'), {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: text,
    });
  const toolCall = (args: string) => `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"teach","arguments":${args}}}`;

  it.each([
    ['format', (deep: string) => `{"input":"x","format":${deep}}`, /params\.arguments\.format\.a/],
    ['answer', (deep: string) => `{"input":"x","answer":${deep}}`, /params\.arguments\.answer\.a/],
  ])('MCP: answers a JSON-RPC invalid-params error naming %s for JSON nested 3,000 levels', async (_field, build, field) => {
    const response = await mcpPost(toolCall(build(nestedJson(3_000))));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { id: unknown; error: { code: number; message: string } };
    expect(body.id).toBe(7);
    expect(body.error.code).toBe(-32602);
    expect(body.error.message).toMatch(field);
  });

  it('MCP: judges a format with a constructor property without an internal failure, and refuses __proto__', async () => {
    const mcp = new Client({ name: 'a8-hardening', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(stack.url('mcp-gateway', '/mcp')), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
    const result = (await mcp.callTool({ name: 'judge', arguments: { input: [{ role: 'system', content: 'Is it late?' }, { role: 'user', content: 'x' }], format: { properties: { constructor: { enum: ['a', 'b'] } } } } })) as {
      isError?: boolean;
      structuredContent?: { abstention?: { kind: string } };
    };
    expect(result.isError ?? false).toBe(false);
    expect(result.structuredContent?.abstention?.kind).toBe('untaught_criterion');
    await mcp.close();
    const refused = await mcpPost(toolCall('{"input":"x","format":{"properties":{"__proto__":{"enum":["a"]}}}}'));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/params\.arguments\.format\.properties\.__proto__/);
  });

  it('MCP: refuses to teach a format past the taught limits, naming the rule, and records nothing', async () => {
    const mcp = await connectMcp(key);
    let deep: Record<string, unknown> = { enum: ['a', 'b'] };
    for (let i = 0; i < 20; i++) deep = { properties: { a: deep } };
    const before = await client.exampleEvent.count({ where: { orgId } });
    const result = (await mcp.callTool({ name: 'teach', arguments: { input: [{ role: 'system', content: 'Deep?' }, { role: 'user', content: 'x' }], format: deep, answer: {} } })) as {
      isError?: boolean;
      content: { text: string }[];
    };
    expect(result.isError).toBe(true);
    expect(result.content[0]?.text).toMatch(/^format(\.properties\.a)+.*: nested deeper than 16 levels; a taught format nests at most 16\./);
    expect(await client.exampleEvent.count({ where: { orgId } })).toBe(before);
    await mcp.close();
  });

  it('MCP: answers invalid params naming params.arguments when they are not an object', async () => {
    for (const args of ['"judge it"', '[1,2]', 'null', '7']) {
      const response = await mcpPost(`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"judge","arguments":${args}}}`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { id: unknown; error: { code: number; message: string } };
      expect(body).toMatchObject({ id: 3, error: { code: -32602 } });
      expect(body.error.message).toMatch(/^Invalid params: params\.arguments must be an object with input, not /);
    }
  });

  it('MCP: answers 413 at once to a declared 1 GB body, without waiting for it, and sends no X-Powered-By', async () => {
    const socket: Socket = connect(stack.ports.mcp, '127.0.0.1');
    const head = await new Promise<string>((resolve, reject) => {
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
        if (received.includes('\r\n\r\n')) resolve(received);
      });
      socket.on('error', reject);
      socket.on('connect', () =>
        socket.write(`POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: 1073741824\r\n\r\n{"jsonrpc"`),
      );
    });
    socket.destroy();
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head.toLowerCase()).not.toContain('x-powered-by');
  });

  const connectMcp = async (apiKey: string) => {
    const mcp = new Client({ name: 'a8-hardening', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(stack.url('mcp-gateway', '/mcp')), { requestInit: { headers: { Authorization: `Bearer ${apiKey}` } } }));
    return mcp;
  };
  const postWith = (apiKey: string, body: unknown) =>
    fetch(stack.url('api-gateway', '/eval/v1/messages'), {
      method: 'POST',
      headers: { 'x-api-key': apiKey, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('stops accepting a revoked key on both gateways at once, not when its cache entry expires', async () => {
    const revocable = createKey('acme', 'models:infer', db.url, 'revocable');
    expect((await postWith(revocable, spec)).status).toBe(200); // now cached by the gateway
    const mcp = await connectMcp(revocable);
    const prefix = revocable.split('_')[2]!;
    const revoked = runAdminBundle('revoke-key', { prefix }, db.url, { REDIS_URL: stack.redisUrl, REDIS_PREFIX: stack.redisPrefix });
    expect(revoked.stdout).toMatch(/every gateway stopped accepting it/);
    // Pub/sub delivery is asynchronous: allow it a moment, far below the 5 s cache lifetime.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await postWith(revocable, spec)).status).toBe(401);
    await expect(mcp.callTool({ name: 'judge', arguments: { input: 'x' } })).rejects.toThrow(/401|unknown or has been revoked/);
    await mcp.close().catch(() => undefined);
  });

  it('answers recall over HTTP to a key holding models:explain alone, as MCP does', async () => {
    const explainOnly = createKey('acme', 'models:explain', db.url, 'explain-only');
    const response = await postWith(explainOnly, { model: 'a8', max_tokens: 1024, messages: [{ role: 'user', content: 'What have I taught you about refunds?' }] });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { precedents?: unknown }).precedents).toBeDefined();
    const judged = await postWith(explainOnly, spec);
    expect(judged.status).toBe(403);
    expect(((await judged.json()) as AnthropicError).error.message).toBe('This request needs the models:infer permission.');
  });

  it('counts one rate limit per key across the Messages API, the models list and MCP', async () => {
    const limited = createKey('acme', 'models:infer', db.url, 'limited');
    // The limit counts in fixed one-minute windows (gateway-core rate-limiter.ts): the 41 requests below take a few
    // seconds, so they start early in a window, never across two (where the count starts again and nothing is refused).
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 250));
    for (let i = 0; i < RATE_LIMIT / 2; i++) expect((await postWith(limited, spec)).status).toBe(200);
    const models = await fetch(stack.url('api-gateway', '/eval/v1/models'), { headers: { 'x-api-key': limited } });
    expect(models.status).toBe(200);
    const mcpCall = (id: number) =>
      fetch(stack.url('mcp-gateway', '/mcp'), {
        method: 'POST',
        headers: { authorization: `Bearer ${limited}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'judge', arguments: { input: 'x' } } }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT / 2; i++) statuses.push((await mcpCall(i)).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1); // the 41st request of the minute
    const refused = await mcpCall(99);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/^Rate limit of 40 requests per minute reached for this key/);
    expect((await postWith(limited, spec)).status).toBe(429);
  });

  it('keeps answering the gateways after refusing attackers', async () => {
    const response = await post(ticketRequest('It arrived crushed. I want a refund.'));
    expect(response.status).toBe(200);
  });
});
