import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  latestUserMessage,
  readMcpRequest,
  readMessagesRequest,
  readSubject,
  requestKey,
  RequestShapeError,
  subjectKey,
  validateAnswer,
  formatProblem,
  readChatRequest,
} from './index';

const queue = { enum: ['billing', 'shipping', 'account'] };

describe('one canonical request for every interface', () => {
  it('gives the MCP teach example and the Messages example the same key', () => {
    const mcp = readMcpRequest(
      [
        { role: 'system', content: 'Which queue does the ticket belong in?' },
        { role: 'user', content: 'It arrived crushed. I want a refund.' },
      ],
      { properties: { queue } },
    );
    const http = readMessagesRequest({
      system: [{ type: 'text', text: 'Which queue does the ticket belong in?' }],
      messages: [{ role: 'user', content: [{ type: 'text', text: 'It arrived crushed. I want a refund.' }] }],
      schema: { type: 'object', properties: { queue } },
    });
    expect(mcp.request).toEqual(http.request);
    expect(requestKey(mcp.request)).toBe(requestKey(http.request));
    expect(requestKey(mcp.request)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ignores key order but keeps whitespace inside strings', () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: 3 } })).toBe('{"a":{"c":3,"d":2},"b":1}');
    const a = readMcpRequest('ticket  one', null).request;
    const b = readMcpRequest('ticket one', null).request;
    expect(requestKey(a)).not.toBe(requestKey(b));
  });

  it('takes the reserved precedents property out of the verdict shape', () => {
    const read = readMessagesRequest({ messages: [{ role: 'user', content: 'x' }], schema: { type: 'object', properties: { queue, precedents: { type: 'object' } }, required: ['queue', 'precedents'] } });
    expect(read.wantsPrecedents).toBe(true);
    expect(read.request.schema).toEqual({ type: 'object', properties: { queue }, required: ['queue'] });
  });

  it('answers the latest user message; a follow-up has the subject key of its latest message', () => {
    const first = readMessagesRequest({ system: 'Which queue?', messages: [{ role: 'user', content: 'Card declined' }] }).request;
    const followUp = readMessagesRequest({
      system: 'Which queue?',
      messages: [
        { role: 'user', content: 'It arrived crushed.' },
        { role: 'assistant', content: [{ type: 'text', text: '{"queue":"shipping"}' }] },
        { role: 'user', content: 'Card declined' },
      ],
    }).request;
    expect(latestUserMessage(followUp)).toBe('Card declined');
    expect(subjectKey(followUp)).toBe(subjectKey(first));
    expect(requestKey(followUp)).not.toBe(requestKey(first));
  });

  it('refuses an empty MCP input naming the field', () => {
    expect(() => readMcpRequest('  ', null)).toThrow(RequestShapeError);
    expect(() => readMcpRequest([], null)).toThrow(/^input: empty/);
    expect(() => readMcpRequest([{ role: 'tool', content: 'x' }], null)).toThrow(/^input\[0\]\.role: "tool"/);
  });
});

describe('readSubject', () => {
  it('reads a subject object with its parts', () => {
    expect(readSubject('{"output": "Paris", "reference": "Paris is the capital", "question": "Capital?"}')).toEqual({ output: 'Paris', reference: 'Paris is the capital', question: 'Capital?' });
  });
  it('keeps any other message whole', () => {
    expect(readSubject('It arrived crushed.')).toEqual({ output: 'It arrived crushed.' });
    expect(readSubject('{"answer": 1}')).toEqual({ output: '{"answer": 1}' });
    expect(readSubject('{not json}')).toEqual({ output: '{not json}' });
  });
});

describe('validateAnswer', () => {
  const schema = { type: 'object', properties: { queue } };
  it('accepts an answer the format allows', () => {
    expect(validateAnswer(schema, { queue: 'billing' })).toEqual([]);
    expect(validateAnswer(null, 'billing')).toEqual([]);
    expect(validateAnswer({ type: 'integer', minimum: 1, maximum: 5 }, 3)).toEqual([]);
  });
  it('names the field and the values that pass', () => {
    expect(validateAnswer(schema, { queue: 'refunds' })).toEqual(['answer.queue: "refunds" is not one of "billing", "shipping", "account".']);
    expect(validateAnswer(schema, { team: 'x' })).toEqual([
      'answer.team: not a property of the format; the properties are "queue".',
      'answer.queue: required by the format.',
    ]);
    expect(validateAnswer(schema, 'billing')).toEqual(['answer: must be an object, not the string "billing".']);
    expect(validateAnswer({ type: 'integer', minimum: 1, maximum: 5 }, 7)).toEqual(['answer: 7 is above the maximum 5.']);
    expect(validateAnswer({ type: 'boolean' }, 'yes')).toEqual(['answer: must be a boolean, not the string "yes".']);
    expect(validateAnswer(null, { a: 1 })).toEqual(['answer: without a format, the answer is a bare label or number, not an object.']);
  });
});

describe('requests in words', () => {
  it('reads a recall question and its topic', async () => {
    const { recallTopic } = await import('./words');
    expect(recallTopic('What have I taught you about refunds?')).toBe('refunds');
    expect(recallTopic('what did we teach you about double charges')).toBe('double charges');
    expect(recallTopic('It arrived crushed. I want a refund.')).toBeNull();
  });
  it('finds a precedents request and takes it out of the subject', async () => {
    const { precedentsRequest } = await import('./words');
    expect(precedentsRequest('It arrived crushed. Quote precedents.')).toEqual({ asks: true, rest: 'It arrived crushed.' });
    expect(precedentsRequest('Which queue does the ticket belong in? Please quote precedents.')).toEqual({ asks: true, rest: 'Which queue does the ticket belong in?' });
    expect(precedentsRequest('The precedent was set in 1998.')).toEqual({ asks: false, rest: 'The precedent was set in 1998.' });
    // The phrase alone is removed, wherever it stands: never the sentence after it.
    expect(precedentsRequest('Quote precedents: My parcel was crushed in transit. I want a refund.')).toEqual({ asks: true, rest: 'My parcel was crushed in transit. I want a refund.' });
    expect(precedentsRequest('My parcel was crushed in transit. Quote precedents. I want a refund.')).toEqual({ asks: true, rest: 'My parcel was crushed in transit. I want a refund.' });
    expect(precedentsRequest('Please cite the relevant precedents for this one — it arrived late.')).toEqual({ asks: true, rest: 'it arrived late.' });
    expect(precedentsRequest('Show me precedents')).toEqual({ asks: true, rest: '' });
    expect(precedentsRequest('I want a showcase of precedents in law.')).toEqual({ asks: false, rest: 'I want a showcase of precedents in law.' });
  });
});

describe('keys named like Object.prototype members', () => {
  it('canonical JSON keeps a __proto__ key as a key, and tells it apart from its absence', () => {
    const withKey = JSON.parse('{"b":1,"__proto__":{"x":1}}');
    expect(canonicalJson(withKey)).toBe('{"__proto__":{"x":1},"b":1}');
    expect(canonicalJson({ b: 1 })).toBe('{"b":1}');
  });

  it('validates answers against properties named constructor or toString as ordinary properties', () => {
    const schema = JSON.parse('{"properties":{"constructor":{"enum":["a","b"]}}}');
    expect(validateAnswer(schema, { constructor: 'a' })).toEqual([]);
    expect(validateAnswer(schema, {})).toEqual(['answer.constructor: required by the format.']);
    expect(validateAnswer({ properties: { queue: queue } }, { toString: 'x', queue: 'billing' })).toEqual([
      'answer.toString: not a property of the format; the properties are "queue".',
    ]);
  });
});

describe('taught format limits', () => {
  it('passes real verdict schemas and names the rule a schema past the limits breaks', () => {
    expect(formatProblem({ type: 'object', properties: { queue: queue, score: { type: 'integer', minimum: 1, maximum: 10 } } })).toBeNull();
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 20; i++) deep = { properties: { a: deep } };
    expect(formatProblem(deep)).toMatch(/^format(\.properties\.a)+.*: nested deeper than 16 levels/);
    const wide = { properties: Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`p${i}`, { type: 'boolean' }])) };
    expect(formatProblem(wide)).toBe('format.properties: 65 properties; a taught format has at most 64.');
    expect(formatProblem({ enum: Array.from({ length: 1001 }, (_, i) => i) })).toBe("format.enum: 1001 values; a taught format's enum has at most 1000.");
    expect(formatProblem({ description: 'x'.repeat(70_000) })).toMatch(/^format: \d+ bytes of JSON Schema; a taught format holds at most 65536\./);
  });
});

describe('judged schema limits', () => {
  const wide = (n: number) => ({ properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, { type: 'boolean' }])) });
  it('reads a verdict of as many properties as a taught format holds, the reserved precedents not counted', () => {
    const schema = { properties: { ...wide(64).properties, precedents: { type: 'object' } } };
    const read = readMessagesRequest({ messages: [{ role: 'user', content: 'x' }], schema });
    expect(Object.keys(read.request.schema!['properties'] as object)).toHaveLength(64);
    expect(read.wantsPrecedents).toBe(true);
  });
  it('refuses a schema of more, naming where each interface carries it', () => {
    const user = [{ role: 'user' as const, content: 'x' }];
    expect(() => readMessagesRequest({ messages: user, schema: wide(65) })).toThrow(
      new RequestShapeError('output_config.format.schema.properties: 65 verdict properties; a verdict has at most 64, as many as a taught format can hold.'),
    );
    expect(() => readMessagesRequest({ messages: user, schema: wide(50_000), schemaField: 'tools[2].input_schema' })).toThrow(/^tools\[2\]\.input_schema\.properties: 50000 verdict properties/);
    expect(() => readMcpRequest('x', wide(100))).toThrow(/^format\.properties: 100 verdict properties/);
    expect(() => readChatRequest({ messages: user, schema: wide(65) })).toThrow(/^response_format\.json_schema\.schema\.properties: 65 verdict/);
  });
  it('refuses properties that are not an object of property schemas (a string or an array has a key per character or item)', () => {
    const user = [{ role: 'user' as const, content: 'x' }];
    for (const properties of ['a'.repeat(200_000), Array.from({ length: 20_000 }, (_, i) => i), null, 7]) {
      expect(() => readMessagesRequest({ messages: user, schema: { type: 'object', properties } })).toThrow(
        new RequestShapeError('output_config.format.schema.properties: must be an object of property schemas, as {"queue": {"enum": ["billing", "shipping"]}}.'),
      );
      expect(() => readMcpRequest('x', { properties })).toThrow(/^format\.properties: must be an object of property schemas/);
    }
  });
});
