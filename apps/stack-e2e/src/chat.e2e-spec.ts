import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { createTestDatabase, type PrismaClient } from '@a8/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, runAdminBundle } from './support/admin';
import { PINNED_MODEL, SPEC_TICKET, TICKET_CRITERION, TICKET_SCHEMA, ticketRequest } from './support/spec-example';
import { Stack } from './support/stack';
import { referenceReady } from './support/versions';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
type A8Completion = OpenAI.Chat.Completions.ChatCompletion & { min_accuracy?: number; abstention?: Record<string, unknown> };

const TICKET_FORMAT = { type: 'json_schema' as const, json_schema: { name: 'route', schema: TICKET_SCHEMA } };

describe('POST /eval/v1/chat/completions with the real openai SDK', () => {
  let db: TestDatabase;
  let client: PrismaClient;
  let stack: Stack;
  let key = '';
  const openai = (apiKey = key) => new OpenAI({ baseURL: stack.url('api-gateway', '/eval/v1'), apiKey, maxRetries: 0 });
  const ticket = (content: string, model = 'a8:95') => ({ model, messages: [{ role: 'system' as const, content: TICKET_CRITERION }, { role: 'user' as const, content }], response_format: TICKET_FORMAT });

  beforeAll(async () => {
    db = await createTestDatabase();
    client = db.client as PrismaClient;
    stack = await Stack.create(db.url);
    expect(runAdminBundle('create-org', { name: 'openers' }, db.url).status).toBe(0);
    key = createKey('openers', 'models:infer,models:train,models:explain', db.url, 'openai');
    await stack.startAll();
    await referenceReady(client);
  });

  afterAll(async () => {
    await stack?.stopAll();
    await db?.drop();
  });

  it('answers the spec ticket with the same verdict as the Messages API, A8 fields beside the standard ones', async () => {
    const completion = (await openai().chat.completions.create(ticket(SPEC_TICKET))) as A8Completion;
    const message = await new Anthropic({ baseURL: stack.url('api-gateway', '/eval'), apiKey: key, maxRetries: 0 }).messages.create(ticketRequest(SPEC_TICKET) as never);
    expect(completion.object).toBe('chat.completion');
    expect(completion.model).toMatch(PINNED_MODEL);
    expect(completion.choices[0]!.finish_reason).toBe('stop');
    expect(JSON.parse(completion.choices[0]!.message.content!)).toEqual(JSON.parse((message.content[0] as Anthropic.TextBlock).text));
    expect(completion.min_accuracy).toBe(95);
    expect(completion.usage!.prompt_tokens).toBeGreaterThan(0);
    expect(completion.system_fingerprint).toMatch(/^fit-/);
  });

  it('parses with a zod schema, answers a forced tool as tool_calls, and streams chunks ending in [DONE]', async () => {
    const Route = z.object({ queue: z.enum(['billing', 'shipping', 'account']) });
    const parsed = await openai().chat.completions.parse({ model: 'a8:95', messages: [{ role: 'system', content: TICKET_CRITERION }, { role: 'user', content: SPEC_TICKET }], response_format: zodResponseFormat(Route, 'route') });
    expect(parsed.choices[0]!.message.parsed).toEqual({ queue: 'shipping' });

    const tool = await openai().chat.completions.create({
      model: 'a8:95',
      messages: [{ role: 'system', content: TICKET_CRITERION }, { role: 'user', content: SPEC_TICKET }],
      tools: [{ type: 'function', function: { name: 'route_ticket', parameters: TICKET_SCHEMA } }],
      tool_choice: { type: 'function', function: { name: 'route_ticket' } },
    });
    expect(tool.choices[0]!.finish_reason).toBe('tool_calls');
    const call = tool.choices[0]!.message.tool_calls![0]! as OpenAI.Chat.Completions.ChatCompletionMessageFunctionToolCall;
    expect(call.function.name).toBe('route_ticket');
    expect(JSON.parse(call.function.arguments)).toEqual({ queue: 'shipping' });

    const stream = await openai().chat.completions.create({ ...ticket(SPEC_TICKET), stream: true, stream_options: { include_usage: true } });
    let content = '';
    let finish: string | null = null;
    let usage: unknown = null;
    for await (const chunk of stream) {
      content += chunk.choices[0]?.delta.content ?? '';
      finish = chunk.choices[0]?.finish_reason ?? finish;
      usage = chunk.usage ?? usage;
    }
    expect(JSON.parse(content)).toEqual({ queue: 'shipping' });
    expect(finish).toBe('stop');
    expect(usage).toMatchObject({ prompt_tokens: expect.any(Number) });
  });

  it("abstains in the message's refusal with the abstention beside it, and filters harmful text as content_filter, free", async () => {
    const abstained = (await openai().chat.completions.create({ model: 'a8:95', messages: [{ role: 'system', content: 'Is this poem any good?' }, { role: 'user', content: 'Roses are red' }] })) as A8Completion;
    expect(abstained.choices[0]!.message).toMatchObject({ content: null, refusal: expect.stringMatching(/./) });
    expect(abstained.abstention).toMatchObject({ kind: 'untaught_criterion' });
    const filtered = await openai().chat.completions.create(ticket('I will kill you and your whole family tonight, I know where you live.'));
    expect(filtered.choices[0]).toMatchObject({ finish_reason: 'content_filter', message: { content: null, refusal: 'This request was filtered for harmful content.' } });
    expect(filtered.usage).toMatchObject({ prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 });
  });

  it("raises the SDK's error classes from OpenAI's envelope, naming the field in param", async () => {
    await expect(openai('a8_sk_wrong').chat.completions.create(ticket(SPEC_TICKET))).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
    const bad = await openai().chat.completions.create({ model: 'a8:95', messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'https://example.com/x.png' } }] }] }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(OpenAI.BadRequestError);
    expect((bad as InstanceType<typeof OpenAI.BadRequestError>).error).toMatchObject({ type: 'invalid_request_error', param: 'messages[0].content[0]' });
    const missing = await openai().chat.completions.create({ ...ticket(SPEC_TICKET), model: 'a8-1-1@20200101t000000z' }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(OpenAI.NotFoundError);
  });

  it('lists and retrieves models in OpenAI\'s shape for an OpenAI client, Anthropic\'s for the Anthropic SDK', async () => {
    const models = await openai().models.list();
    expect(models.data.length).toBeGreaterThan(0);
    expect(models.data[0]).toMatchObject({ object: 'model', id: expect.any(String), created: expect.any(Number), owned_by: 'a8', reference: true });
    const one = await openai().models.retrieve('a8');
    expect(one).toMatchObject({ object: 'model' });
    const anthropicList = await new Anthropic({ baseURL: stack.url('api-gateway', '/eval'), apiKey: key, maxRetries: 0 }).models.list();
    expect(anthropicList.data[0]).toMatchObject({ type: 'model' });
  });
});
