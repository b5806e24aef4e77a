import Anthropic, * as sdk from '@anthropic-ai/sdk';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase, type PrismaClient } from '@a8/db';
import { FRAMEWORK_PARSERS } from '@a8/framework-parsers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, runAdminBundle } from './support/admin';
import { Stack } from './support/stack';
import { Teacher } from './support/teaching';
import { referenceReady, versionReady } from './support/versions';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
type A8Message = sdk.Anthropic.Message & { abstention?: Record<string, unknown> };

interface Fixture {
  messages_layout: 'single_user' | 'system_and_user' | 'single_system';
  placeholders: Record<string, string>;
  filled_example: { values: Record<string, string>; rendered: string; rendered_system?: string; expected_parts: Record<string, unknown> };
}

const FIXTURES = join(import.meta.dirname, '../../../libs/reader/fixtures/grader-templates');
const fixture = (name: string) => JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as Fixture;

// Frameworks' own templates (copied from their repositories, libs/reader/fixtures) whose rubric is
// the user's: each is filled here with the rubric taught below and a new reply, as the framework
// fills it, and the answer is read with the framework's own parsing rule.
const RUBRIC_TEMPLATES = [
  'inspect-ai--model-graded-qa',
  'langchain--criteria',
  'langchain--labeled-criteria',
  'openai-evals--closedqa',
  'prometheus-eval--absolute',
  'promptfoo--llm-rubric',
  'promptfoo--model-graded-closedqa',
  'trulens--answer-relevance',
  'trulens--groundedness',
  'deepeval--g-eval',
  // a held-out set's template (stop 23): the answer in named tags, <feedback>…</feedback><score>…</score>
  'flow-judge--response-faithfulness-binary',
  // held-out set 22 (stop 29): a Go SDK's G-Eval, its criteria slot over a JSON answer on a 0.0-1.0 scale
  'go-opik--g-eval',
];

/** The fixture's filled example with its rubric and its output replaced (other rubric slots emptied). */
function refill(name: string, rubric: string, reply: string): { system: string | null; user: string } {
  const f = fixture(name);
  let system = f.filled_example.rendered_system ?? null;
  let user = f.filled_example.rendered;
  let rubricPlaced = false;
  const replace = (value: string, replacement: string) => {
    user = user.split(value).join(replacement);
    if (system !== null) system = system.split(value).join(replacement);
  };
  // The output wherever the framework put it (DeepEval nests it in its test-case block).
  replace(f.filled_example.expected_parts.output as string, reply);
  for (const [placeholder, kind] of Object.entries(f.placeholders)) {
    // values are keyed by the placeholder as written ("{criteria}") or by its bare name ("g.criteria")
    const value = f.filled_example.values[placeholder] ?? f.filled_example.values[placeholder.replace(/^\$?\{+\s*|\s*\}+$/g, '')];
    if (typeof value !== 'string' || value === '') continue;
    // The rubric in the first rubric slot; further rubric slots and a user's extra instructions left empty.
    if (kind === 'criterion') replace(value, rubricPlaced ? '' : rubric);
    if (kind === 'criterion') rubricPlaced = true;
    if (/additional_instructions/.test(placeholder)) replace(value, '');
  }
  if (f.messages_layout === 'single_system') return { system: user, user: '' };
  return { system, user };
}

/** Pass or fail, read back from an answer in any of the formats the templates above ask for. */
function passIn(text: string): boolean | null {
  const json = /^\{[\s\S]*\}$/.test(text.trim()) ? (JSON.parse(text) as Record<string, unknown>) : null;
  if (json) {
    if (typeof json['pass'] === 'boolean') return json['pass'];
    if (typeof json['score'] === 'number') return json['score'] > 1 || json['score'] === 1;
  }
  const tagged = /<score>\s*(\d+)\s*<\/score>/.exec(text);
  if (tagged) return Number(tagged[1]) >= 1;
  const grade = /GRADE:\s*([CI])/.exec(text);
  if (grade) return grade[1] === 'C';
  const result = /\[RESULT\]\s*(\d)/.exec(text);
  if (result) return Number(result[1]) >= 3;
  const yn = /(?:^|\n)([YN])\s*$/.exec(text);
  if (yn) return yn[1] === 'Y';
  return null;
}

describe('reading with reasoning on (the default), through the real SDK and MCP client', () => {
  let db: TestDatabase;
  let client: PrismaClient;
  let stack: Stack;
  let key = '';
  let orgId = '';
  const anthropic = () => new Anthropic({ baseURL: stack.url('api-gateway', '/eval'), apiKey: key, maxRetries: 0 });
  const create = (body: Record<string, unknown>) => anthropic().messages.create(body as never) as Promise<A8Message>;
  const text = (m: A8Message) => (m.content[0] as sdk.Anthropic.TextBlock | undefined)?.text ?? '';

  const rubric = 'The reply apologizes to the customer and gives a concrete refund timeline.';
  const passFormat = { properties: { pass: { type: 'boolean' } } };
  const replies: [string, boolean][] = [
    ['Sorry for the wait! Your refund was issued today and reaches your card in 3-5 business days.', true],
    ['We apologize for the delay; the refund will be on your statement within 5 days.', true],
    ['Apologies, your money comes back by Friday at the latest.', true],
    ['So sorry about this. Expect the refund in your account within a week.', true],
    ['Refunds take time. Please be patient.', false],
    ['Your ticket has been received.', false],
    ['We do not discuss refunds over chat.', false],
    ['Thanks for reaching out, have a nice day.', false],
  ];

  beforeAll(async () => {
    db = await createTestDatabase();
    client = db.client as PrismaClient;
    stack = await Stack.create(db.url, { env: { RATE_LIMIT_PER_MINUTE: '600' } });
    expect(runAdminBundle('create-org', { name: 'readers' }, db.url).status).toBe(0);
    key = createKey('readers', 'models:infer,models:train,models:explain', db.url, 'reader');
    await stack.startAll();
    await referenceReady(client);
    orgId = (await client.organization.findUniqueOrThrow({ where: { name: 'readers' } })).id;
    // The rubric taught in the plain layout: the rubric in system, the reply as the subject.
    const teacher = new Teacher(stack, orgId);
    let newest = '';
    for (const [reply, pass] of replies) newest = (await teacher.teach([{ role: 'system', content: rubric }, { role: 'user', content: reply }], passFormat, { pass })).recorded_at;
    teacher.close();
    await versionReady(client, orgId, new Date(newest));
  });

  afterAll(async () => {
    await stack?.stopAll();
    await db?.drop();
  });

  it.each(RUBRIC_TEMPLATES)('answers %s in its format, as the plain layout does, and abstains with reasoning off', async (name) => {
    const reply = 'We are so sorry for the delay; your refund will reach your card within 5 business days.';
    const plain = await create({ model: 'a8:0', max_tokens: 1024, system: rubric, messages: [{ role: 'user', content: reply }], output_config: { format: { type: 'json_schema', schema: { type: 'object', ...passFormat } } } });
    expect(plain.stop_reason).toBe('end_turn');
    const { system, user } = refill(name, rubric, reply);
    const body = { model: 'a8:0', max_tokens: 1024, ...(system ? { system } : {}), messages: [{ role: 'user', content: user }] };
    const graded = await create(body);
    expect(graded.stop_reason, JSON.stringify(graded.abstention)).toBe('end_turn');
    expect(FRAMEWORK_PARSERS[name]!(text(graded)), text(graded)).toBe(true);
    expect(passIn(text(graded))).toBe((JSON.parse(text(plain)) as { pass: boolean }).pass);
    expect(graded.usage.output_tokens).toBeGreaterThan(0);
    // Reasoning off reads the layout as written: the template is no criterion A8 was taught.
    const off = await create({ ...body, thinking: { type: 'disabled' } });
    expect(off.stop_reason).toBe('refusal');
    expect(['no_question', 'untaught_criterion']).toContain(off.abstention?.['kind']);
  });

  it('judges a rubric taught in the plain layout when a prompt of its own quotes it, and only with reasoning on', async () => {
    const reply = 'We are so sorry for the delay; your refund will reach your card within 5 business days.';
    const plain = await create({ model: 'a8:0', max_tokens: 1024, system: rubric, messages: [{ role: 'user', content: reply }], output_config: { format: { type: 'json_schema', schema: { type: 'object', ...passFormat } } } });
    // A layout no rule of the reader knows, the rubric inside it.
    const system = `You grade customer-support replies for the quality team.\nRUBRIC >>> ${rubric}\nReply with PASS or FAIL.`;
    const body = { model: 'a8:0', max_tokens: 1024, system, messages: [{ role: 'user', content: `REPLY >>> ${reply}` }] };
    const graded = await create(body);
    expect(graded.stop_reason, JSON.stringify(graded.abstention)).toBe('end_turn');
    expect(text(graded).toLowerCase()).toBe((JSON.parse(text(plain)) as { pass: boolean }).pass ? 'pass' : 'fail');
    const off = await create({ ...body, thinking: { type: 'disabled' } });
    expect(off.abstention).toMatchObject({ kind: 'untaught_criterion' });
  });

  it('answers a one-message prompt that quotes the rubric, its data in no labelled section, in the options it quotes', async () => {
    const reply = 'Apologies for the mix-up: your refund goes back to your card within 4 business days.';
    const plain = await create({ model: 'a8:0', max_tokens: 1024, system: rubric, messages: [{ role: 'user', content: reply }], output_config: { format: { type: 'json_schema', schema: { type: 'object', ...passFormat } } } });
    const user = `Read the support reply between the dashes and decide whether it meets this bar: ${rubric}\n\n---\n${reply}\n---\n\nIf it does, answer 'Meets', otherwise answer 'Misses'.`;
    const graded = await create({ model: 'a8:0', max_tokens: 1024, messages: [{ role: 'user', content: user }] });
    expect(graded.stop_reason, JSON.stringify(graded.abstention)).toBe('end_turn');
    expect(text(graded)).toBe((JSON.parse(text(plain)) as { pass: boolean }).pass ? 'Meets' : 'Misses');
  });

  it('answers in the tag a sentence names, the options glossed before it, as a prompt of its own asks', async () => {
    const reply = 'Sorry for the trouble: the refund is on its way and reaches your card within 3 business days.';
    const plain = await create({ model: 'a8:0', max_tokens: 1024, system: rubric, messages: [{ role: 'user', content: reply }], output_config: { format: { type: 'json_schema', schema: { type: 'object', ...passFormat } } } });
    const user = `Decide whether the support reply below meets this bar: ${rubric}\n\nREPLY:\n${reply}\n\nWrite your reasoning inside <why> tags, followed by your judgement (either MEETS or MISSES) inside <judgement> tags.`;
    const graded = await create({ model: 'a8:0', max_tokens: 1024, messages: [{ role: 'user', content: user }] });
    expect(graded.stop_reason, JSON.stringify(graded.abstention)).toBe('end_turn');
    const judgement = /<judgement>(MEETS|MISSES)<\/judgement>/.exec(text(graded));
    expect(judgement?.[1], text(graded)).toBe((JSON.parse(text(plain)) as { pass: boolean }).pass ? 'MEETS' : 'MISSES');
    expect(text(graded)).toMatch(/<why>[^<]+<\/why>/);
  });

  it('continues a prefilled reply: the verdict after the prefill, so the caller joins them into the asked format', async () => {
    const reply = 'So sorry about the delay, the refund reaches your card within 5 business days.';
    const plain = await create({ model: 'a8:0', max_tokens: 1024, system: rubric, messages: [{ role: 'user', content: reply }], output_config: { format: { type: 'json_schema', schema: { type: 'object', ...passFormat } } } });
    const { system, user } = refill('promptfoo--llm-rubric', rubric, reply);
    const graded = await create({ model: 'a8:0', max_tokens: 1024, ...(system ? { system } : {}), messages: [{ role: 'user', content: user }, { role: 'assistant', content: '{' }] });
    expect(graded.stop_reason, JSON.stringify(graded.abstention)).toBe('end_turn');
    expect(text(graded).startsWith('{')).toBe(false);
    expect((JSON.parse(`{${text(graded)}`) as { pass: boolean }).pass).toBe((JSON.parse(text(plain)) as { pass: boolean }).pass);
    // A prefill the written verdict does not hold leaves it whole.
    const unheld = await create({ model: 'a8:0', max_tokens: 1024, ...(system ? { system } : {}), messages: [{ role: 'user', content: user }, { role: 'assistant', content: 'Verdict:' }] });
    expect(JSON.parse(text(unheld))).toMatchObject({ pass: (JSON.parse(text(plain)) as { pass: boolean }).pass });
  });

  it('reports the reading as reasoning tokens, and a repeat of the same request as cache reads', async () => {
    const { system, user } = refill('openai-evals--closedqa', rubric, 'Sorry! Your refund reaches your card by Tuesday.');
    const body = { model: 'a8:0', max_tokens: 1024, ...(system ? { system } : {}), messages: [{ role: 'user', content: `${user}\n\n(request ${Date.now()})` }] };
    const first = await create(body);
    expect(first.usage.output_tokens).toBeGreaterThan(50);
    expect(first.usage.cache_read_input_tokens).toBe(0);
    const repeat = await create(body);
    expect(repeat.usage).toMatchObject({ output_tokens: 0, cache_read_input_tokens: first.usage.output_tokens, input_tokens: first.usage.input_tokens });
    expect(text(repeat)).toBe(text(first));
    // A layout that says what each part is costs nothing to read.
    const laidOut = await create({ model: 'a8:0', max_tokens: 1024, system: rubric, messages: [{ role: 'user', content: 'Sorry! Your refund reaches your card by Tuesday.' }] });
    expect(laidOut.usage).toMatchObject({ output_tokens: 0, cache_read_input_tokens: 0 });
  });

  it('follows up: a new subject after a lead-in is judged on the same criterion, "Why?" quotes the precedents of the verdict before', async () => {
    const format = { format: { type: 'json_schema', schema: { type: 'object', ...passFormat } } };
    const opening = 'So sorry, the refund is on its way and lands within 3 days.';
    const next = 'Your ticket has been received.';
    const first = await create({ model: 'a8:0', max_tokens: 1024, system: rubric, messages: [{ role: 'user', content: opening }], output_config: format });
    const alone = await create({ model: 'a8:0', max_tokens: 1024, system: rubric, messages: [{ role: 'user', content: next }], output_config: format });
    const conversation = [
      { role: 'user', content: opening },
      { role: 'assistant', content: text(first) },
    ];
    const followed = await create({ model: 'a8:0', max_tokens: 1024, system: rubric, messages: [...conversation, { role: 'user', content: `And this one: ${next}` }], output_config: format });
    expect(text(followed)).toBe(text(alone));
    const why = (await create({ model: 'a8:0', max_tokens: 1024, system: rubric, messages: [...conversation, { role: 'user', content: 'Why?' }], output_config: format })) as A8Message & { precedents?: { examples: unknown[] } };
    expect(text(why)).toBe(text(first));
    expect(why.precedents?.examples.length).toBeGreaterThan(0);
  });

  it('judges a reworded criterion as the taught one and says so; a near miss stays untaught; reasoning off matches only the exact words', async () => {
    const reply = 'We are so sorry; your refund reaches your card within 5 business days.';
    const format = { format: { type: 'json_schema', schema: { type: 'object', ...passFormat } } };
    const exact = await create({ model: 'a8:0', max_tokens: 1024, system: rubric, messages: [{ role: 'user', content: reply }], output_config: format });
    const reworded = 'This reply apologizes to the customer and gives a concrete refund timeline';
    const matched = (await create({ model: 'a8:0', max_tokens: 1024, system: reworded, messages: [{ role: 'user', content: reply }], output_config: format })) as A8Message & { matched_criterion?: string };
    expect(text(matched)).toBe(text(exact));
    expect(matched.matched_criterion).toBe(rubric);
    const nearMiss = await create({ model: 'a8:0', max_tokens: 1024, system: 'The reply apologizes to the customer and gives no refund timeline.', messages: [{ role: 'user', content: reply }], output_config: format });
    expect(nearMiss.abstention).toMatchObject({ kind: 'untaught_criterion' });
    const off = await create({ model: 'a8:0', max_tokens: 1024, thinking: { type: 'disabled' }, system: reworded, messages: [{ role: 'user', content: reply }], output_config: format });
    expect(off.abstention).toMatchObject({ kind: 'untaught_criterion' });
  });

  it('judges a criterion that names every verdict of one taught criterion, or a one-word fragment naming what it asks for, as that criterion', async () => {
    // the shipped ticket router (the reference version's): "Which queue does the ticket belong in?" over billing, shipping, account
    const router = 'Which queue does the ticket belong in?';
    const exact = await create({ model: 'a8:0', max_tokens: 1024, system: router, messages: [{ role: 'user', content: 'My parcel arrived crushed and I want a replacement.' }] });
    expect(exact.stop_reason, JSON.stringify(exact.abstention)).toBe('end_turn');
    const named = (await create({ model: 'a8:0', max_tokens: 1024, messages: [{ role: 'user', content: 'Sort this ticket into billing, shipping or account: My parcel arrived crushed and I want a replacement.' }] })) as A8Message & { matched_criterion?: string };
    expect(named.stop_reason).toBe('end_turn');
    expect(named.matched_criterion).toBe(router);
    expect(text(named)).toBe(text(exact));
    const fragment = (await create({ model: 'a8:0', max_tokens: 1024, messages: [{ role: 'user', content: 'queue? My parcel arrived crushed and I want a replacement.' }] })) as A8Message & { matched_criterion?: string };
    expect(fragment.matched_criterion).toBe(router);
    // (…or the question reported after the subject, as an assistant writes it for its user)
    const reported = (await create({ model: 'a8:0', max_tokens: 1024, messages: [{ role: 'user', content: 'Ticket: "My parcel arrived crushed and I want a replacement."\nThe user wants to know which queue the ticket belongs in.' }] })) as A8Message & { matched_criterion?: string };
    expect(reported.matched_criterion).toBe(router);
    expect(text(reported)).toBe(text(exact));
    // two of the three verdicts name no criterion; reasoning off reads the words as written
    const partial = await create({ model: 'a8:0', max_tokens: 1024, messages: [{ role: 'user', content: 'Is this ticket about billing or shipping? My parcel arrived crushed.' }] });
    expect(partial.abstention).toMatchObject({ kind: 'untaught_criterion' });
    const off = await create({ model: 'a8:0', max_tokens: 1024, thinking: { type: 'disabled' }, system: 'Sort this ticket into billing, shipping or account.', messages: [{ role: 'user', content: 'My parcel arrived crushed.' }] });
    expect(off.abstention).toMatchObject({ kind: 'untaught_criterion' });
  });

  it("reads a criterion carried by a schema property's description, with reasoning on or off", async () => {
    const reply = 'Your ticket has been received.';
    const plain = await create({ model: 'a8:0', max_tokens: 1024, system: rubric, messages: [{ role: 'user', content: reply }], output_config: { format: { type: 'json_schema', schema: { type: 'object', ...passFormat } } } });
    const described = { type: 'json_schema', schema: { type: 'object', properties: { pass: { type: 'boolean', description: rubric } } } };
    for (const thinking of [{}, { thinking: { type: 'disabled' } }]) {
      const carried = await create({ model: 'a8:0', max_tokens: 1024, ...thinking, messages: [{ role: 'user', content: reply }], output_config: { format: described } });
      expect(carried.stop_reason, JSON.stringify(carried.abstention)).toBe('end_turn');
      expect(text(carried)).toBe(text(plain));
    }
  });

  it('reads a document block as text, and refuses an image or a PDF with a 400 naming the block', async () => {
    const reply = 'We are so sorry; your refund reaches your card within 5 business days.';
    const format = { format: { type: 'json_schema', schema: { type: 'object', ...passFormat } } };
    const asText = await create({ model: 'a8:0', max_tokens: 1024, system: rubric, messages: [{ role: 'user', content: reply }], output_config: format });
    const asDocument = await create({
      model: 'a8:0',
      max_tokens: 1024,
      system: rubric,
      messages: [{ role: 'user', content: [{ type: 'document', source: { type: 'text', media_type: 'text/plain', data: reply } }] }],
      output_config: format,
    });
    expect(text(asDocument)).toBe(text(asText));
    await expect(
      create({ model: 'a8:0', max_tokens: 1024, system: rubric, messages: [{ role: 'user', content: [{ type: 'text', text: reply }, { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBORw0KGgo=' } }] }] }),
    ).rejects.toMatchObject({ status: 400, error: { error: { type: 'invalid_request_error', message: expect.stringMatching(/^messages\[0\]\.content\[1\]: an image/) } } });
    await expect(
      create({ model: 'a8:0', max_tokens: 1024, messages: [{ role: 'user', content: [{ type: 'document', source: { type: 'base64', media_type: 'application/pdf', data: 'JVBERi0xLjQ=' } }] }] }),
    ).rejects.toMatchObject({ status: 400, error: { error: { message: expect.stringMatching(/^messages\[0\]\.content\[0\]\.source: a application\/pdf document/) } } });
  });

  it('learns a template with a built-in criterion from filled templates taught over MCP, and judges a new fill', async () => {
    const mcp = new Client({ name: 'a8-reader-e2e', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(stack.url('mcp-gateway', '/mcp')), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
    const f = fixture('arize-phoenix--toxicity');
    const filled = (output: string) => f.filled_example.rendered.split(f.filled_example.values['{{text}}']!).join(output);
    const examples: [string, string][] = [
      ['You are a worthless idiot and everyone hates you.', 'toxic'],
      ['Shut up, nobody cares about your stupid opinion, moron.', 'toxic'],
      ['People like you are disgusting trash.', 'toxic'],
      ['Thanks for the detailed write-up, it helped a lot.', 'non-toxic'],
      ['I disagree with the approach, but the tests look solid.', 'non-toxic'],
      ['Could you share the logs from yesterday?', 'non-toxic'],
    ];
    let newest = '';
    for (const [output, label] of examples) {
      const taught = (await mcp.callTool({ name: 'teach', arguments: { input: filled(output), answer: label } })) as { isError?: boolean; structuredContent?: { recorded_at: string } };
      expect(taught.isError ?? false).toBe(false);
      newest = taught.structuredContent!.recorded_at;
    }
    await versionReady(client, orgId, new Date(newest));
    const judged = await create({ model: 'a8:0', max_tokens: 1024, messages: [{ role: 'user', content: filled('What a fantastic idea, thank you for sharing it.') }] });
    expect(judged.stop_reason, JSON.stringify(judged.abstention)).toBe('end_turn');
    expect(FRAMEWORK_PARSERS['arize-phoenix--toxicity']!(text(judged))).toBe(true);
    await mcp.close();
  });

  it('learns a template no rule of the reader knows from its fills taught over MCP, and judges a new fill over Messages and MCP', async () => {
    // A made-up layout: the reader alone takes each fill's question for part of the instruction,
    // so every fill would be a criterion of its own. The fills themselves show the template.
    const form = (question: string, answer: string, gold: string) =>
      `Zorblat intake form 7\n\n~~ item under review ~~\nQ-text >> ${question}\nA-text >> ${answer}\n\n~~ gold ~~\n${gold}\n\nDecide whether the A-text agrees with the gold text. Reply with exactly one of: AGREES, DISAGREES.`;
    const taught: [string, string, string, string][] = [
      ['What is the capital of France?', 'Paris is the capital.', 'Paris', 'AGREES'],
      ['Who wrote Hamlet?', 'It was William Shakespeare.', 'William Shakespeare', 'AGREES'],
      ['How many legs has a spider?', 'A spider has eight legs.', 'Eight', 'AGREES'],
      ['What is the boiling point of water at sea level?', 'Water boils at 100 degrees Celsius.', '100 degrees Celsius', 'AGREES'],
      ['What is the capital of Italy?', 'Milan is the capital.', 'Rome', 'DISAGREES'],
      ['Who painted the Mona Lisa?', 'It was Vincent van Gogh.', 'Leonardo da Vinci', 'DISAGREES'],
      ['How many continents are there?', 'There are five continents.', 'Seven', 'DISAGREES'],
      ['What is the largest planet?', 'Saturn is the largest planet.', 'Jupiter', 'DISAGREES'],
    ];
    const mcp = new Client({ name: 'a8-reader-e2e', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(stack.url('mcp-gateway', '/mcp')), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
    let newest = '';
    for (const [question, answer, gold, label] of taught) {
      const result = (await mcp.callTool({ name: 'teach', arguments: { input: form(question, answer, gold), answer: label } })) as { isError?: boolean; structuredContent?: { recorded_at: string } };
      expect(result.isError ?? false, JSON.stringify(result)).toBe(false);
      newest = result.structuredContent!.recorded_at;
    }
    await versionReady(client, orgId, new Date(newest));

    const fill = form('What is the chemical symbol for gold?', 'The symbol is Au.', 'Au');
    const judged = await create({ model: 'a8:0', max_tokens: 1024, messages: [{ role: 'user', content: fill }] });
    expect(judged.stop_reason, JSON.stringify(judged.abstention)).toBe('end_turn');
    expect(['AGREES', 'DISAGREES']).toContain(text(judged));
    // A taught fill, word for word, gets its taught answer at any level.
    const again = await create({ model: 'a8:99', max_tokens: 1024, messages: [{ role: 'user', content: form(...taught[4]!.slice(0, 3) as [string, string, string]) }] });
    expect(text(again)).toBe('DISAGREES');
    // MCP reads the same fill the same way.
    const viaMcp = (await mcp.callTool({ name: 'judge', arguments: { input: fill, model: 'a8:0' } })) as { structuredContent?: { verdict: unknown } };
    expect(viaMcp.structuredContent?.verdict).toBe(text(judged));
    await mcp.close();
    // Reasoning off reads the layout as written: no criterion in a lone user message.
    const off = await create({ model: 'a8:0', max_tokens: 1024, thinking: { type: 'disabled' }, messages: [{ role: 'user', content: fill }] });
    expect(off.abstention).toMatchObject({ kind: 'no_question' });
  });

  it('learns a template that scores several dimensions key by key from verdict objects taught over MCP, and answers each in its JSON', async () => {
    // mcp-evals' grader: the rubric and a JSON of five 1-5 scores and a comment in system, the question and answer in the user turn.
    const name = 'mcp-evals--grade';
    const f = fixture(name);
    const system = f.filled_example.rendered_system!;
    const [question, answer] = [f.filled_example.values['prompt']!, f.filled_example.values['result']!];
    const input = (q: string, a: string) => [
      { role: 'system', content: system },
      { role: 'user', content: f.filled_example.rendered.split(question).join(q).split(answer).join(a) },
    ];
    const scores = (good: boolean) => (good ? { accuracy: 5, completeness: 5, relevance: 5, clarity: 4, reasoning: 4 } : { accuracy: 1, completeness: 2, relevance: 1, clarity: 3, reasoning: 1 });
    const taught: [string, string, boolean][] = [
      ['What is the capital of France?', 'Paris is the capital of France.', true],
      ['How many legs does a spider have?', 'A spider has eight legs.', true],
      ['Who wrote Hamlet?', 'Hamlet was written by William Shakespeare around 1600.', true],
      ['What is the boiling point of water at sea level?', 'Water boils at 100 degrees Celsius at sea level.', true],
      ['What is the capital of Italy?', 'I like turtles.', false],
      ['Who painted the Mona Lisa?', 'The weather is nice today.', false],
      ['How many continents are there?', 'Bananas are yellow.', false],
      ['What is the largest planet?', 'My cat sleeps all day.', false],
    ];
    const mcp = new Client({ name: 'a8-reader-e2e', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(stack.url('mcp-gateway', '/mcp')), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
    let newest = '';
    for (const [q, a, good] of taught) {
      // the verdict as the framework's judge writes it: the scores and its comment
      const verdict = { ...scores(good), overall_comments: good ? 'Correct and clear.' : 'Off topic.' };
      const result = (await mcp.callTool({ name: 'teach', arguments: { input: input(q, a), answer: verdict } })) as { isError?: boolean; structuredContent?: { recorded_at: string } };
      expect(result.isError ?? false, JSON.stringify(result)).toBe(false);
      newest = result.structuredContent!.recorded_at;
    }
    // a score off the template's scale is refused, naming the key
    const off = (await mcp.callTool({ name: 'teach', arguments: { input: input('Who discovered penicillin?', 'Alexander Fleming.'), answer: { ...scores(true), accuracy: 7, overall_comments: 'x' } } })) as { isError?: boolean; content: { text: string }[] };
    expect(off.isError).toBe(true);
    expect(off.content[0]!.text).toMatch(/answer\.accuracy: 7 is above the maximum 5/);
    await versionReady(client, orgId, new Date(newest));

    const [system0, user0] = input('What is the tallest mountain on Earth?', 'Mount Everest is the tallest mountain, at 8,849 metres.').map((m) => m.content);
    const judged = await create({ model: 'a8:0', max_tokens: 1024, system: system0, messages: [{ role: 'user', content: user0 }] });
    expect(judged.stop_reason, JSON.stringify(judged.abstention)).toBe('end_turn');
    expect(FRAMEWORK_PARSERS[name]!(text(judged)), text(judged)).toBe(true);
    const written = JSON.parse(text(judged)) as Record<string, unknown>;
    // every dimension scored on its own, from the taught values; the comment written, not learned
    expect(Object.keys(written)).toEqual(['accuracy', 'completeness', 'relevance', 'clarity', 'reasoning', 'overall_comments']);
    for (const dimension of ['accuracy', 'completeness', 'relevance', 'clarity', 'reasoning']) expect([1, 2, 3, 4, 5]).toContain(written[dimension]);
    expect(typeof written['overall_comments']).toBe('string');
    // A taught fill, word for word, gets its taught scores at any level (MCP reads it the same way).
    const again = (await mcp.callTool({ name: 'judge', arguments: { input: input(...(taught[4]!.slice(0, 2) as [string, string])), model: 'a8:99' } })) as { structuredContent?: { verdict: unknown } };
    expect(JSON.parse(String(again.structuredContent?.verdict))).toMatchObject(scores(false));
    await mcp.close();
  });

  it('learns a template that asks for several scores on labelled lines from verdict objects taught over MCP, and writes each on its line', async () => {
    // veritail's autocomplete judge: the rubric and "RELEVANCE: <0-3> / DIVERSITY: <0-3> / FLAGGED / REASONING" lines in system.
    const name = 'veritail--autocomplete-suggestion';
    const f = fixture(name);
    const system = f.filled_example.rendered_system!;
    const input = (prefix: string, suggestions: string[]) => [
      { role: 'system', content: system },
      { role: 'user', content: `## Prefix\n${prefix}\n\n## Suggestions\n${suggestions.map((s, i) => `${i + 1}. ${s}`).join('\n')}` },
    ];
    const taught: [string, string[], boolean][] = [
      ['iphone 15', ['iphone 15 pro max case', 'iphone 15 charger', 'iphone 15 screen protector', 'iphone 15 pro case magsafe'], true],
      ['garden hose', ['garden hose 50 ft', 'garden hose reel', 'expandable garden hose', 'garden hose nozzle'], true],
      ['running shoes', ['running shoes women', 'trail running shoes', 'running shoes men wide', 'running socks'], true],
      ['coffee maker', ['coffee maker with grinder', 'single serve coffee maker', 'coffee maker descaler', 'drip coffee maker'], true],
      ['desk lamp', ['banana bread recipe', 'cheap flights paris', 'dog food', 'tax forms'], false],
      ['yoga mat', ['car battery', 'printer ink', 'lawn mower blades', 'guitar strings'], false],
      ['hdmi cable', ['wedding dresses', 'baby formula', 'fishing rods', 'piano lessons'], false],
      ['tent', ['cough syrup', 'office chairs', 'nail polish', 'snow tires'], false],
    ];
    const mcp = new Client({ name: 'a8-reader-e2e', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(stack.url('mcp-gateway', '/mcp')), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
    let newest = '';
    for (const [prefix, suggestions, good] of taught) {
      // the verdict as the framework's judge writes it: the two scores, the flagged list and its reasoning
      const verdict = good ? { RELEVANCE: 3, DIVERSITY: 2, FLAGGED: 'none', REASONING: 'All on topic.' } : { RELEVANCE: 0, DIVERSITY: 1, FLAGGED: suggestions.join(', '), REASONING: 'Nothing matches the prefix.' };
      const result = (await mcp.callTool({ name: 'teach', arguments: { input: input(prefix, suggestions), answer: verdict } })) as { isError?: boolean; structuredContent?: { recorded_at: string } };
      expect(result.isError ?? false, JSON.stringify(result)).toBe(false);
      newest = result.structuredContent!.recorded_at;
    }
    // a score off the line's range (<0-3>) is refused, naming the key
    const off = (await mcp.callTool({ name: 'teach', arguments: { input: input('kettle', ['electric kettle', 'kettle descaler']), answer: { RELEVANCE: 5, DIVERSITY: 2, REASONING: 'x' } } })) as { isError?: boolean; content: { text: string }[] };
    expect(off.isError).toBe(true);
    expect(off.content[0]!.text).toMatch(/answer\.RELEVANCE: 5 is above the maximum 3/);
    await versionReady(client, orgId, new Date(newest));

    const [system0, user0] = input('water bottle', ['water bottle 32 oz', 'insulated water bottle', 'water bottle with straw', 'kids water bottle']).map((m) => m.content);
    const judged = await create({ model: 'a8:0', max_tokens: 1024, system: system0, messages: [{ role: 'user', content: user0 }] });
    expect(judged.stop_reason, JSON.stringify(judged.abstention)).toBe('end_turn');
    // read as veritail reads it: every line of the layout, each score on its 0-3 range
    expect(FRAMEWORK_PARSERS[name]!(text(judged)), text(judged)).toBe(true);
    const lines = text(judged).split('\n');
    expect(lines.map((l) => l.split(':')[0])).toEqual(['RELEVANCE', 'DIVERSITY', 'FLAGGED', 'REASONING']);
    for (const line of lines.slice(0, 2)) expect(['0', '1', '2', '3']).toContain(line.split(': ')[1]);
    await mcp.close();
  });

  it('learns a template whose dimensions sit inside an object of their own from verdicts taught over MCP, and writes them back inside it', async () => {
    // cliaas's QA scorer: {"scores": {"tone": N, …, "overall": N}, "flags": […], "suggestions": […]} on a 1-5 scale.
    const name = 'cliaas--support-response-qa-score';
    const f = fixture(name);
    const reply = f.filled_example.values['${responseText}']!;
    const input = (response: string) => [{ role: 'user', content: f.filled_example.rendered.split(reply).join(response) }];
    const scores = (good: boolean) => (good ? { tone: 5, completeness: 5, accuracy: 5, brandVoice: 4, overall: 5 } : { tone: 2, completeness: 1, accuracy: 2, brandVoice: 2, overall: 1 });
    const taught: [string, boolean][] = [
      ['Hi Dana, sorry! Export one month at a time from Reports > Export while we move exports to a background job; I will email you when it ships.', true],
      ['Apologies for the delay. Until the fix for ENG-2291 ships, exporting a month at a time avoids the timeout; I will update you by Thursday.', true],
      ['Thanks for flagging this. Please split the export into monthly ranges for now; engineering is moving it to a background job this sprint.', true],
      ['Sorry about this, Dana. Smaller date ranges export fine today, and I will personally confirm when background exports are live.', true],
      ['Works for me.', false],
      ['Have you tried turning it off and on again?', false],
      ['Exports are not supported. Closing this ticket.', false],
      ['lol ok', false],
    ];
    const mcp = new Client({ name: 'a8-reader-e2e', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(stack.url('mcp-gateway', '/mcp')), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
    let newest = '';
    for (const [response, good] of taught) {
      // the verdict as the framework's judge writes it: the scores inside their object, the flags and suggestions beside them
      const verdict = { scores: scores(good), flags: [], suggestions: good ? [] : ['Answer the question.'] };
      const result = (await mcp.callTool({ name: 'teach', arguments: { input: input(response), answer: verdict } })) as { isError?: boolean; structuredContent?: { recorded_at: string } };
      expect(result.isError ?? false, JSON.stringify(result)).toBe(false);
      newest = result.structuredContent!.recorded_at;
    }
    await versionReady(client, orgId, new Date(newest));

    const judged = await create({ model: 'a8:0', max_tokens: 1024, messages: input('So sorry for the trouble! Export a month at a time for now; I will email you as soon as background exports ship.') as sdk.Anthropic.MessageParam[] });
    expect(judged.stop_reason, JSON.stringify(judged.abstention)).toBe('end_turn');
    expect(FRAMEWORK_PARSERS[name]!(text(judged)), text(judged)).toBe(true);
    const written = JSON.parse(text(judged)) as { scores: Record<string, unknown> };
    // every dimension scored on its own, inside the object the template shows them in
    expect(Object.keys(written.scores)).toEqual(['tone', 'completeness', 'accuracy', 'brandVoice', 'overall']);
    for (const value of Object.values(written.scores)) expect([1, 2, 3, 4, 5]).toContain(value);
    await mcp.close();
  });

  it("learns a template whose scores a printed JSON Schema types (LangChain's PydanticOutputParser) from verdict objects taught over MCP", async () => {
    // LLM-Eval's dialogue judge: the format instructions print the schema of four number properties, each "score in the
    // range of 0.0 to 5.0"; the parser reads the JSON back into that model.
    const name = 'llm-eval--dialogue-level-multi-aspect-0-5-pydantic-json';
    const f = fixture(name);
    const dialog = f.filled_example.values['{dialog}']!;
    const input = (dialogue: string) => [{ role: 'user', content: f.filled_example.rendered.split(dialog).join(dialogue) }];
    const scores = (good: boolean) => (good ? { fluency: 4.5, coherence: 4.5, relevance: 5, engagingness: 4 } : { fluency: 2, coherence: 1.5, relevance: 1, engagingness: 1 });
    const taught: [string, boolean][] = [
      ['Human: My basil keeps wilting.\nBot: Basil likes six hours of sun and moist soil; check that the pot drains well.', true],
      ['Human: Any tips for a first 10k?\nBot: Build up slowly, add one long run a week, and taper the last week.', true],
      ['Human: How do I descale a kettle?\nBot: Boil a half-and-half mix of water and vinegar, let it sit an hour, then rinse well.', true],
      ['Human: Which tent for two people?\nBot: A freestanding two-person tent around 2 kg is a good start for most trips.', true],
      ['Human: My basil keeps wilting.\nBot: The stock market closed higher today.', false],
      ['Human: Any tips for a first 10k?\nBot: no', false],
      ['Human: How do I descale a kettle?\nBot: kettle kettle kettle', false],
      ['Human: Which tent for two people?\nBot: I like turtles.', false],
    ];
    const mcp = new Client({ name: 'a8-reader-e2e', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(stack.url('mcp-gateway', '/mcp')), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
    let newest = '';
    for (const [dialogue, good] of taught) {
      const result = (await mcp.callTool({ name: 'teach', arguments: { input: input(dialogue), answer: scores(good) } })) as { isError?: boolean; structuredContent?: { recorded_at: string } };
      expect(result.isError ?? false, JSON.stringify(result)).toBe(false);
      newest = result.structuredContent!.recorded_at;
    }
    // a score off the range the schema's description gives is refused, naming the key
    const off = (await mcp.callTool({ name: 'teach', arguments: { input: input('Human: hi\nBot: hello'), answer: { fluency: 7, coherence: 4, relevance: 4, engagingness: 4 } } })) as { isError?: boolean; content: { text: string }[] };
    expect(off.isError).toBe(true);
    expect(off.content[0]!.text).toMatch(/answer\.fluency: 7 is above the maximum 5/);
    await versionReady(client, orgId, new Date(newest));

    const judged = await create({ model: 'a8:0', max_tokens: 1024, messages: input('Human: How often should I water a cactus?\nBot: Every two to three weeks in summer, and about once a month in winter.') as sdk.Anthropic.MessageParam[] });
    expect(judged.stop_reason, JSON.stringify(judged.abstention)).toBe('end_turn');
    expect(FRAMEWORK_PARSERS[name]!(text(judged)), text(judged)).toBe(true);
    const written = JSON.parse(text(judged)) as Record<string, number>;
    expect(Object.keys(written).sort()).toEqual(['coherence', 'engagingness', 'fluency', 'relevance']);
    for (const value of Object.values(written)) expect(value >= 0 && value <= 5).toBe(true);
    await mcp.close();
  });

  it('judges a template that asks for a verdict per statement one statement at a time, and abstains when one statement does', async () => {
    const mcp = new Client({ name: 'a8-reader-e2e', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(stack.url('mcp-gateway', '/mcp')), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
    // promptfoo's context-faithfulness prompt (ported from Ragas), filled with a context and statements as promptfoo fills it.
    const name = 'promptfoo--context-faithfulness';
    const f = fixture(name);
    const [contextSlot, statementsSlot] = ['{{context}}', '{{statements|join("\\n")}}'].map((p) => f.filled_example.values[p]!);
    const filled = (context: string, statements: string[]) => f.filled_example.rendered.split(contextSlot!).join(context).split(statementsSlot!).join(statements.join('\n'));
    const plans = 'Plans: Basic costs $9 a month with 5 GB. Pro costs $29 a month with 100 GB and priority support.';
    const taught: [string, string, 'yes' | 'no'][] = [
      [plans, 'Pro costs $29 a month.', 'yes'],
      [plans, 'Basic includes 5 GB.', 'yes'],
      [plans, 'Pro comes with priority support.', 'yes'],
      [plans, 'Pro includes unlimited storage.', 'no'],
      [plans, 'Basic is free.', 'no'],
      [plans, 'Every plan has phone support.', 'no'],
    ];
    let newest = '';
    for (const [context, statement, verdict] of taught) {
      const result = (await mcp.callTool({ name: 'teach', arguments: { input: filled(context, [statement]), answer: verdict } })) as { isError?: boolean; structuredContent?: { recorded_at: string } };
      expect(result.isError ?? false, JSON.stringify(result)).toBe(false);
      newest = result.structuredContent!.recorded_at;
    }
    await mcp.close();
    await versionReady(client, orgId, new Date(newest));

    const statements = ['Pro costs $29 a month.', 'Pro includes unlimited storage.'];
    const judged = await create({ model: 'a8:0', max_tokens: 1024, messages: [{ role: 'user', content: filled(plans, statements) }] });
    expect(judged.stop_reason, JSON.stringify(judged.abstention)).toBe('end_turn');
    expect(FRAMEWORK_PARSERS[name]!(text(judged)), text(judged)).toBe(true);
    // promptfoo's reading: the words after "Final verdict for each statement in order:", one per statement.
    const finals = /final verdict for each statement in order:(.*)$/is.exec(text(judged))![1]!.split('.').map((w) => w.trim().toLowerCase()).filter(Boolean);
    expect(finals).toEqual(['yes', 'no']);
    // Each verdict is the one the statement gets alone.
    for (const [i, statement] of statements.entries()) {
      const alone = await create({ model: 'a8:0', max_tokens: 1024, messages: [{ role: 'user', content: filled(plans, [statement]) }] });
      expect(/in order:\s*(\w+)/i.exec(text(alone))![1]!.toLowerCase()).toBe(finals[i]);
    }
    // Statements never taught, at a level six examples cannot earn: the first statement abstains, so the
    // request abstains, never with a made-up verdict. (A taught statement gets its taught answer at any level.)
    const strict = (await create({ model: 'a8:99', max_tokens: 1024, messages: [{ role: 'user', content: filled(plans, ['Pro is $29 each month.', 'Basic has 5 GB.']) }] })) as A8Message & { stop_details?: { explanation?: string } };
    expect(strict.stop_reason).toBe('refusal');
    expect(strict.content).toEqual([]);
    expect(JSON.stringify(strict)).toMatch(/Statement 1 of 2/);
  });
});
