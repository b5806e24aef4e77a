import Anthropic from '@anthropic-ai/sdk';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { formatHorizon } from '@a8/contracts';
import { createTestDatabase, type PrismaClient } from '@a8/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, runAdminBundle } from './support/admin';
import { PINNED_MODEL, SPEC_TICKET, TICKET_CRITERION, ticketRequest } from './support/spec-example';
import { SPEC_DESCRIPTIONS, specDescriptionsFromFile } from './support/spec-mcp';
import { eventually, Stack } from './support/stack';
import { referenceReady, versionReady } from './support/versions';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
type ToolResult = { isError?: boolean; content: { type: string; text: string }[]; structuredContent?: any };


const queueFormat = { properties: { queue: { enum: ['billing', 'shipping', 'account'] } } };
const specTeachInput = [
  { role: 'system', content: TICKET_CRITERION },
  { role: 'user', content: SPEC_TICKET },
];

describe('the MCP server "A8" with the real MCP SDK client', () => {
  let db: TestDatabase;
  let client: PrismaClient;
  let stack: Stack;
  const keys = { full: '', inferOnly: '', explainOnly: '', trainOnly: '', other: '', numbers: '' };
  const clients: Client[] = [];

  async function connect(key: string): Promise<Client> {
    const mcp = new Client({ name: 'a8-e2e', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(stack.url('mcp-gateway', '/mcp')), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
    clients.push(mcp);
    return mcp;
  }
  const call = async (mcp: Client, name: string, args: Record<string, unknown>) => (await mcp.callTool({ name, arguments: args })) as ToolResult;

  beforeAll(async () => {
    db = await createTestDatabase();
    client = db.client as PrismaClient;
    stack = await Stack.create(db.url);
    expect(runAdminBundle('create-org', { name: 'acme' }, db.url).status).toBe(0);
    expect(runAdminBundle('create-org', { name: 'globex' }, db.url).status).toBe(0);
    keys.full = createKey('acme', 'models:infer,models:train,models:explain', db.url, 'full');
    keys.inferOnly = createKey('acme', 'models:infer', db.url, 'infer');
    keys.explainOnly = createKey('acme', 'models:explain', db.url, 'explain');
    keys.trainOnly = createKey('acme', 'models:train', db.url, 'train');
    keys.other = createKey('globex', 'models:infer,models:train,models:explain', db.url, 'globex');
    expect(runAdminBundle('create-org', { name: 'initech' }, db.url).status).toBe(0);
    keys.numbers = createKey('initech', 'models:infer,models:train', db.url, 'numbers');
    await stack.startAll();
    await referenceReady(client);
  });

  afterAll(async () => {
    for (const c of clients) await c.close().catch(() => undefined);
    await stack?.stopAll();
    await db?.drop();
  });

  it('lists the three tools with the spec schemas, descriptions word for word and explicit annotations', async () => {
    const mcp = await connect(keys.full);
    expect(mcp.getServerVersion()?.name).toBe('A8');
    const { tools } = await mcp.listTools();
    expect(tools.map((t) => t.name)).toEqual(['judge', 'teach', 'retract']);
    const [judge, teach, retract] = tools;
    expect(judge.description).toBe(SPEC_DESCRIPTIONS.judge);
    expect(teach.description).toBe(SPEC_DESCRIPTIONS.teach);
    expect(retract.description).toBe(SPEC_DESCRIPTIONS.retract);
    const fromFile = specDescriptionsFromFile();
    if (fromFile) expect(fromFile).toEqual(SPEC_DESCRIPTIONS);
    for (const tool of tools) {
      expect(tool.title).toEqual(expect.any(String));
      expect(tool.inputSchema).toMatchObject({ type: 'object', required: ['input'], additionalProperties: false });
      expect((tool.inputSchema as any).$defs.request.oneOf[1].items.properties.role.enum).toEqual(['system', 'developer', 'user', 'assistant']);
      expect((tool.inputSchema as any).$defs.format).toEqual({ type: 'object', description: 'A JSON Schema for the verdict.' });
      for (const hint of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']) expect(typeof (tool.annotations as any)[hint], `${tool.name}.${hint}`).toBe('boolean');
      expect(tool.annotations?.openWorldHint).toBe(false);
    }
    expect(judge.annotations).toMatchObject({ readOnlyHint: true });
    expect(teach.annotations).toMatchObject({ idempotentHint: true, readOnlyHint: false });
    expect(retract.annotations).toMatchObject({ destructiveHint: true, idempotentHint: true });
    expect((judge.inputSchema as any).properties.model).toEqual({ type: 'string', default: 'a8', description: 'The model, its minimum accuracy as a tag: a8:95.' });
    expect(judge.outputSchema).toMatchObject({ type: 'object', required: ['model'] });
  });

  it("answers the spec's judge example with the verdict, the same the Messages API gives", async () => {
    const mcp = await connect(keys.full);
    const result = await call(mcp, 'judge', { input: specTeachInput, format: queueFormat, model: 'a8:95' });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({ verdict: { queue: 'shipping' }, model: expect.stringMatching(PINNED_MODEL), min_accuracy: 95 });
    expect(JSON.parse(result.content[0].text)).toEqual(result.structuredContent);

    const http = await fetch(stack.url('api-gateway', '/eval/v1/messages'), { method: 'POST', headers: { 'x-api-key': keys.full, 'content-type': 'application/json' }, body: JSON.stringify(ticketRequest(SPEC_TICKET)) });
    const message = (await http.json()) as any;
    expect(JSON.parse(message.content[0].text)).toEqual(result.structuredContent.verdict);
    expect(message.model).toBe(result.structuredContent.model);
  });

  it('reads a request in plain words: the question is the criterion, the rest the subject, answered in the taught shape', async () => {
    const mcp = await connect(keys.full);
    const words = await call(mcp, 'judge', { input: `${TICKET_CRITERION} ${SPEC_TICKET}`, model: 'a8:95' });
    const laidOut = await call(mcp, 'judge', { input: specTeachInput, format: queueFormat, model: 'a8:95' });
    expect(words.isError).toBeFalsy();
    expect(words.structuredContent).toEqual(laidOut.structuredContent);
  });

  it('gives an abstention as a successful result with verdict null', async () => {
    const mcp = await connect(keys.full);
    const result = await call(mcp, 'judge', { input: [{ role: 'system', content: 'Is this poem any good?' }, { role: 'user', content: 'Roses are red' }], model: 'a8:95' });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({ verdict: null, model: expect.stringMatching(PINNED_MODEL), abstention: { kind: 'untaught_criterion', asked: 95, answerable_at: 0, earned: null, missing: null } });
  });

  it('recalls only what the organization taught, word for word, for a key with models:explain alone', async () => {
    const mcp = await connect(keys.explainOnly);
    // Nothing taught yet: the shipped reference examples are never recalled as taught ones.
    const before = await call(mcp, 'judge', { input: 'What have I taught you about refunds?' });
    expect(before.isError).toBeFalsy();
    expect(before.structuredContent.precedents.examples).toEqual([]);

    const trainer = await connect(keys.full);
    const input = [{ role: 'system', content: TICKET_CRITERION }, { role: 'user', content: 'The refund for my returned kettle never arrived.' }];
    const taught = await call(trainer, 'teach', { input, format: { properties: { queue: { enum: ['billing', 'shipping', 'account'] } } }, answer: { queue: 'billing' } });
    const org = await client.organization.findUniqueOrThrow({ where: { name: 'acme' } });
    await versionReady(client, org.id, new Date(taught.structuredContent.recorded_at));
    const result = await call(mcp, 'judge', { input: 'What have I taught you about refunds?' });
    expect(result.structuredContent.verdict).toBeUndefined();
    expect(result.structuredContent.precedents.examples).toEqual([expect.objectContaining({ input, answer: { queue: 'billing' } })]);
    // Recalled word for word, so retract can use it.
    expect((await call(trainer, 'retract', { input, format: { properties: { queue: { enum: ['billing', 'shipping', 'account'] } } } })).structuredContent).toEqual({ retracted: true });
  });

  it('teaches with an answer, idempotently, replaces, and retracts; the next version learns it', async () => {
    const mcp = await connect(keys.full);
    const taught = await call(mcp, 'teach', { input: specTeachInput, format: queueFormat, answer: { queue: 'billing' } });
    expect(taught.isError).toBeFalsy();
    expect(taught.structuredContent).toEqual({ recorded_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/), replaced: false });
    const again = await call(mcp, 'teach', { input: specTeachInput, format: queueFormat, answer: { queue: 'billing' } });
    expect(again.structuredContent).toEqual(taught.structuredContent);

    const org = await client.organization.findUniqueOrThrow({ where: { name: 'acme' } });
    await versionReady(client, org.id, new Date(taught.structuredContent.recorded_at));
    const judged = await call(mcp, 'judge', { input: specTeachInput, format: queueFormat, model: 'a8:95' });
    expect(judged.structuredContent.verdict).toEqual({ queue: 'billing' });

    const replaced = await call(mcp, 'teach', { input: specTeachInput, format: queueFormat, answer: { queue: 'shipping' } });
    expect(replaced.structuredContent.replaced).toBe(true);
    const retracted = await call(mcp, 'retract', { input: specTeachInput, format: queueFormat });
    expect(retracted.structuredContent).toEqual({ retracted: true });
    expect((await call(mcp, 'retract', { input: specTeachInput, format: queueFormat })).structuredContent).toEqual({ retracted: false });
  });

  it('a number verdict reads the numbers its subject states (MCP teach, judged through MCP and the Anthropic SDK)', async () => {
    // an organization of its own: its examples must not become the nearest precedents of other tests
    const mcp = await connect(keys.numbers);
    const criterion = 'How many minutes late was the delivery?';
    const format = { properties: { minutes: { type: 'number' } } };
    const phrasings = ['Delivery was {n} minutes behind schedule.', 'The courier came {n} minutes late.', 'My order showed up {n} minutes after the promised time.', 'Arrived {n} min late, not great.'];
    let last = '';
    for (let i = 0; i < 60; i++) {
      const minutes = 10 + ((i * 37) % 170);
      const input = [
        { role: 'system', content: criterion },
        { role: 'user', content: phrasings[i % phrasings.length].replace('{n}', String(minutes)) },
      ];
      const taught = await call(mcp, 'teach', { input, format, answer: { minutes } });
      expect(taught.isError, JSON.stringify(taught.content)).toBeFalsy();
      last = taught.structuredContent.recorded_at;
    }
    const org = await client.organization.findUniqueOrThrow({ where: { name: 'initech' } });
    await versionReady(client, org.id, new Date(last));
    for (const [text, stated] of [
      ['Delivery was 7 minutes behind schedule.', 7],
      ['The courier came 90 minutes late.', 90],
    ] as const) {
      const input = [
        { role: 'system', content: criterion },
        { role: 'user', content: text },
      ];
      const judged = await call(mcp, 'judge', { input, format, model: 'a8:90' });
      expect(judged.isError, JSON.stringify(judged.content)).toBeFalsy();
      const { verdict, interval } = judged.structuredContent as { verdict: { minutes: number }; interval: [number, number] };
      expect(Math.abs(verdict.minutes - stated)).toBeLessThan(5);
      expect(interval[0]).toBeLessThanOrEqual(stated);
      expect(interval[1]).toBeGreaterThanOrEqual(stated);
      expect(interval[1] - interval[0]).toBeLessThan(20);

      const anthropic = new Anthropic({ baseURL: stack.url('api-gateway', '/eval'), apiKey: keys.numbers, maxRetries: 0 });
      const message = (await anthropic.messages.create({
        model: 'a8:90',
        max_tokens: 1024,
        system: criterion,
        messages: [{ role: 'user', content: text }],
        output_config: { format: { type: 'json_schema', schema: { type: 'object', ...format } } },
      } as never)) as unknown as { content: { type: string; text: string }[]; interval?: [number, number] };
      expect(JSON.parse(message.content[0].text)).toEqual(verdict);
      expect(message.interval).toEqual(interval);
    }
  });

  it('refuses an answer outside the format, naming the field and the values that pass', async () => {
    const mcp = await connect(keys.full);
    const result = await call(mcp, 'teach', { input: specTeachInput, format: queueFormat, answer: { queue: 'refunds' } });
    expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: 'answer.queue: "refunds" is not one of "billing", "shipping", "account".' }] });
  });

  it('proposes a request and answer for teach with the input alone', async () => {
    const mcp = await connect(keys.full);
    // The proposal is framed beside the nearest taught request: teach one first and wait for its version
    // (the examples earlier tests taught are retracted by them).
    const input = [{ role: 'system', content: TICKET_CRITERION }, { role: 'user', content: 'My card was charged twice for one order.' }];
    const taught = await call(mcp, 'teach', { input, format: queueFormat, answer: { queue: 'billing' } });
    const org = await client.organization.findUniqueOrThrow({ where: { name: 'acme' } });
    await versionReady(client, org.id, new Date(taught.structuredContent.recorded_at));
    const rule = 'Double-charge tickets go to billing, even when the order came late.';
    const result = await call(mcp, 'teach', { input: rule });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ recorded_at: null, proposal: { format: queueFormat, answer: { queue: 'billing' } } });
    // The subject is a case the rule describes, not the rule sentence.
    expect(result.structuredContent.proposal.input).toEqual([
      { role: 'system', content: TICKET_CRITERION },
      { role: 'user', content: 'A double-charge ticket where the order came late.' },
    ]);
    expect(result.structuredContent.explanation).toMatch(/case your rule describes/);
    // The proposal is a complete teach: sent back as it is, it is recorded.
    const back = await call(mcp, 'teach', result.structuredContent.proposal);
    expect(back.isError, back.content[0]?.text).toBeFalsy();
    expect(back.structuredContent.recorded_at).toMatch(/^\d{4}-/);
    await call(mcp, 'retract', { input: result.structuredContent.proposal.input, format: queueFormat });
    await call(mcp, 'retract', { input, format: queueFormat });
  });

  it('proposes a complete teach from the words alone for a key without models:explain, and takes a question in the words as the criterion', async () => {
    const trainer = await connect(keys.trainOnly);
    const rule = await call(trainer, 'teach', { input: 'Double-charge tickets go to billing, even when the order came late.' });
    expect(rule.isError, rule.content[0]?.text).toBeFalsy();
    expect(rule.structuredContent.proposal).toEqual({
      input: [
        { role: 'system', content: 'Where does the ticket go?' },
        { role: 'user', content: 'A double-charge ticket where the order came late.' },
      ],
      format: { type: 'string' },
      answer: 'billing',
    });
    const back = await call(trainer, 'teach', rule.structuredContent.proposal);
    expect(back.isError, back.content[0]?.text).toBeFalsy();
    await call(trainer, 'retract', { input: rule.structuredContent.proposal.input, format: { type: 'string' } });

    // A question in the words is the criterion: never the nearest taught (ticket-queue) criterion.
    const full = await connect(keys.full);
    const review = await call(full, 'teach', { input: 'Is this review positive? Loved it, five stars.' });
    expect(review.isError, review.content[0]?.text).toBeFalsy();
    expect(review.structuredContent.proposal).toMatchObject({
      input: [
        { role: 'system', content: 'Is this review positive?' },
        { role: 'user', content: 'Loved it, five stars.' },
      ],
      format: { enum: ['yes', 'no'] },
    });
    expect(['yes', 'no']).toContain(review.structuredContent.proposal.answer);
    expect(review.structuredContent.explanation).toMatch(/placeholder/);
  });

  it('gives each condition of Table 2 as an isError result with its message', async () => {
    const trainer = await connect(keys.inferOnly);
    expect(await call(trainer, 'teach', { input: specTeachInput, format: queueFormat, answer: { queue: 'billing' } })).toMatchObject({ isError: true, content: [{ text: 'This request needs the models:train permission.' }] });
    expect(await call(trainer, 'retract', { input: specTeachInput })).toMatchObject({ isError: true, content: [{ text: 'This request needs the models:train permission.' }] });
    const explainOnly = await connect(keys.explainOnly);
    expect(await call(explainOnly, 'judge', { input: specTeachInput, format: queueFormat })).toMatchObject({ isError: true, content: [{ text: 'This request needs the models:infer permission.' }] });
    const mcp = await connect(keys.full);
    expect((await call(mcp, 'judge', { input: specTeachInput, model: 'a8-1-1:95@20200101t000000z' })).content[0].text).toMatch(/^model: .*outside your organization's horizons/);
    expect((await call(mcp, 'judge', { input: '' })).content[0].text).toMatch(/^input: empty/);
    expect((await call(mcp, 'judge', { input: [] })).content[0].text).toMatch(/^input: empty/);
    expect(await call(mcp, 'judge', { input: [{ role: 'user', content: '' }] })).toMatchObject({ isError: true, content: [{ text: expect.stringMatching(/^input: empty/) }] });
    expect((await call(mcp, 'judge', { input: specTeachInput, model: 'a8:100' })).content[0].text).toMatch(/^model: .*a whole number from 0 to 99/);
    expect((await call(mcp, 'judge', { input: specTeachInput, expected: 'x' })).content[0].text).toMatch(/^expected: not an argument of judge/);

    const org = await client.organization.findUniqueOrThrow({ where: { name: 'acme' } });
    const horizon = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
    await client.modelVersion.create({ data: { orgId: org.id, family: 'a8-1-1', horizon, state: 'fitting' } });
    const fitting = await call(mcp, 'judge', { input: specTeachInput, model: 'a8-1-1:95@20260102t030405z' });
    expect(fitting).toMatchObject({ isError: true, content: [{ text: expect.stringMatching(/still being fitted/) }] });
    await client.modelVersion.deleteMany({ where: { orgId: org.id, horizon } });
  });

  it("keeps organizations apart: B can neither judge with, teach into nor retract from A's versions", async () => {
    const acme = await client.organization.findUniqueOrThrow({ where: { name: 'acme' } });
    const acmeVersion = await eventually('an acme version', async () => (await client.modelVersion.findFirst({ where: { orgId: acme.id, state: 'ready' } })) ?? undefined);
    const b = await connect(keys.other);
    const pinned = `a8-1-1:90@${formatHorizon(acmeVersion.horizon)}`;
    const judged = await call(b, 'judge', { input: specTeachInput, format: queueFormat, model: pinned });
    expect(judged).toMatchObject({ isError: true, content: [{ text: expect.stringMatching(/outside your organization's horizons/) }] });
    const before = await client.exampleEvent.count({ where: { orgId: acme.id } });
    await call(b, 'teach', { input: specTeachInput, format: queueFormat, answer: { queue: 'account' } });
    expect((await call(b, 'retract', { input: specTeachInput, format: queueFormat })).structuredContent).toEqual({ retracted: true });
    expect(await client.exampleEvent.count({ where: { orgId: acme.id } })).toBe(before);
    const recall = await call(b, 'judge', { input: 'What have I taught you about crushed parcels?' });
    const taughtByAcme = JSON.stringify(recall.structuredContent?.precedents ?? {});
    expect(taughtByAcme).not.toContain('"answer":{"queue":"billing"},"recorded_at":"20');
  });

  it('speaks the transport rules: 401 with resource metadata, 406, 415, 405, bad origin 403, parse error 400', async () => {
    const url = stack.url('mcp-gateway', '/mcp');
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };
    const accept = 'application/json, text/event-stream';
    const noKey = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept }, body: JSON.stringify(init) });
    expect(noKey.status).toBe(401);
    expect(noKey.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token", error_description="[^"]+", resource_metadata="http:\/\/127\.0\.0\.1:\d+\/\.well-known\/oauth-protected-resource\/mcp"$/);
    const auth = { authorization: `Bearer ${keys.full}` };
    expect((await fetch(url, { method: 'POST', headers: { ...auth, 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(init) })).status).toBe(406);
    expect((await fetch(url, { method: 'POST', headers: { ...auth, 'content-type': 'text/plain', accept }, body: JSON.stringify(init) })).status).toBe(415);
    expect((await fetch(url, { method: 'GET', headers: { ...auth, accept: 'text/event-stream' } })).status).toBe(405);
    expect((await fetch(url, { method: 'DELETE', headers: auth })).status).toBe(405);
    expect((await fetch(url, { method: 'POST', headers: { ...auth, 'content-type': 'application/json', accept, origin: 'https://evil.example' }, body: JSON.stringify(init) })).status).toBe(403);
    const parse = await fetch(url, { method: 'POST', headers: { ...auth, 'content-type': 'application/json', accept }, body: '{nope' });
    expect(parse.status).toBe(400);
    expect(((await parse.json()) as any).error.code).toBe(-32700);
    const ok = await fetch(url, { method: 'POST', headers: { ...auth, 'content-type': 'application/json', accept }, body: JSON.stringify(init) });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('mcp-session-id')).toBeNull();
    expect(((await ok.json()) as any).result.protocolVersion).toBe('2025-06-18');
    const note = await fetch(url, { method: 'POST', headers: { ...auth, 'content-type': 'application/json', accept, 'mcp-protocol-version': '2025-06-18' }, body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) });
    expect(note.status).toBe(202);
    const badVersion = await fetch(url, { method: 'POST', headers: { ...auth, 'content-type': 'application/json', accept, 'mcp-protocol-version': '1999-01-01' }, body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }) });
    expect(badVersion.status).toBe(400);
  });
});
