import Anthropic, * as sdk from '@anthropic-ai/sdk';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createTestDatabase, type PrismaClient } from '@a8/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, runAdminBundle } from './support/admin';
import { SPEC_TICKET, ticketRequest } from './support/spec-example';
import { eventually, Stack } from './support/stack';
import { referenceReady } from './support/versions';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
type ToolResult = { isError?: boolean; content: { type: string; text: string }[] };

const SUSPENDED = "Your organization's access to A8 is suspended; an administrator restores it with admin:restore-org.";

describe("an organization's access to A8: admin:suspend-org and admin:restore-org (spec a8-mcp Table 2)", () => {
  let db: TestDatabase;
  let client: PrismaClient;
  let stack: Stack;
  let key = '';

  beforeAll(async () => {
    db = await createTestDatabase();
    client = db.client as PrismaClient;
    stack = await Stack.create(db.url);
    expect(runAdminBundle('create-org', { name: 'paused' }, db.url).status).toBe(0);
    expect(runAdminBundle('create-org', { name: 'running' }, db.url).status).toBe(0);
    key = createKey('paused', 'models:infer,models:train,models:explain', db.url, 'paused');
    await stack.startAll();
    await referenceReady(client);
  });

  afterAll(async () => {
    await stack?.stopAll();
    await db?.drop();
  });

  it('refuses every request of a suspended organization with 403 on the Messages API and isError on MCP, until restored', async () => {
    const anthropic = new Anthropic({ baseURL: stack.url('api-gateway', '/eval'), apiKey: key, maxRetries: 0 });
    const mcp = new Client({ name: 'a8-access-e2e', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(stack.url('mcp-gateway', '/mcp')), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
    expect((await anthropic.messages.create(ticketRequest(SPEC_TICKET) as never)).stop_reason).toBe('end_turn');

    const suspended = runAdminBundle('suspend-org', { org: 'paused' }, db.url);
    expect(suspended.status, suspended.stderr).toBe(0);
    expect(suspended.stdout).toMatch(/^Suspended organization paused at /);
    // The judge reads an organization's access again at most every 2 s.
    await eventually('the suspension to reach the judge', async () => {
      await expect(anthropic.messages.create(ticketRequest(SPEC_TICKET) as never)).rejects.toMatchObject({ status: 403, error: { error: { type: 'permission_error', message: SUSPENDED } } });
      return true;
    });
    await expect(anthropic.models.list()).rejects.toBeInstanceOf(sdk.PermissionDeniedError);
    const judged = (await mcp.callTool({ name: 'judge', arguments: { input: SPEC_TICKET } })) as ToolResult;
    expect(judged).toMatchObject({ isError: true, content: [{ type: 'text', text: SUSPENDED }] });
    const taught = (await mcp.callTool({ name: 'teach', arguments: { input: SPEC_TICKET, answer: 'shipping' } })) as ToolResult;
    expect(taught).toMatchObject({ isError: true, content: [{ type: 'text', text: SUSPENDED }] });
    expect(await client.exampleEvent.count()).toBe(0);
    // Another organization is untouched.
    const other = createKey('running', 'models:infer', db.url, 'running');
    const otherClient = new Anthropic({ baseURL: stack.url('api-gateway', '/eval'), apiKey: other, maxRetries: 0 });
    expect((await otherClient.messages.create(ticketRequest(SPEC_TICKET) as never)).stop_reason).toBe('end_turn');

    expect(runAdminBundle('restore-org', { org: 'paused' }, db.url).stdout).toMatch(/^Restored organization paused/);
    await eventually('the restored access to reach the judge', async () => {
      expect((await anthropic.messages.create(ticketRequest(SPEC_TICKET) as never)).stop_reason).toBe('end_turn');
      return true;
    });
    await mcp.close();
  });

  it('refuses an empty user message as an empty input (Table 2), not as a request with no question', async () => {
    const mcp = new Client({ name: 'a8-access-e2e', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(stack.url('mcp-gateway', '/mcp')), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
    const empty = (await mcp.callTool({ name: 'judge', arguments: { input: [{ role: 'user', content: '' }] } })) as ToolResult;
    expect(empty.isError).toBe(true);
    expect(empty.content[0]!.text).toMatch(/^input: empty/);
    await mcp.close();
  });
});
