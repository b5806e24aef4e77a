import 'reflect-metadata';
import { A8Error } from '@a8/contracts';
import { describe, expect, it } from 'vitest';
import { readMessagesBody } from './read-messages-body';

const base = { model: 'a8:95', max_tokens: 1024, system: 'Which queue does the ticket belong in?', messages: [{ role: 'user', content: 'It arrived crushed.' }] };
const refusal = (body: unknown): string => {
  try {
    readMessagesBody(body);
  } catch (error) {
    expect(error).toBeInstanceOf(A8Error);
    return (error as A8Error).message;
  }
  throw new Error('expected a 400');
};

describe('readMessagesBody', () => {
  it('reads the spec example', () => {
    const dto = readMessagesBody({ ...base, output_config: { format: { type: 'json_schema', schema: { type: 'object', properties: { queue: { enum: ['billing'] } } } } } });
    expect(dto.output_config?.format?.schema).toEqual({ type: 'object', properties: { queue: { enum: ['billing'] } } });
  });

  it('keeps schema properties named like Object.prototype members, word for word', () => {
    const schema = JSON.parse('{"type":"object","properties":{"constructor":{"enum":["a","b"]},"toString":{"type":"boolean"},"hasOwnProperty":{"type":"number"}}}');
    const dto = readMessagesBody({ ...base, output_config: { format: { type: 'json_schema', schema } } });
    expect(Object.keys(dto.output_config?.format?.schema['properties'] as object)).toEqual(['constructor', 'toString', 'hasOwnProperty']);
    const tools = [{ name: 'route', input_schema: schema }];
    const withTool = readMessagesBody({ ...base, tools, tool_choice: { type: 'tool', name: 'route' } });
    expect(withTool.tools?.[0]?.input_schema).toBe(schema);
  });

  it('keeps content blocks as sent', () => {
    const content = JSON.parse('[{"type":"text","text":"hello"},{"type":"tool_result","tool_use_id":"x","content":{"constructor":1}}]');
    expect(readMessagesBody({ ...base, messages: [{ role: 'user', content }] }).messages[0]?.content).toBe(content);
  });

  it.each([
    ['system', /^system: must be a string or a list of content blocks/],
    ['max_tokens', /^max_tokens: must be a whole number/],
    ['output_config', /^output_config: must be an object/],
    ['tools', /tools: must be a list of tools/],
    ['tool_choice', /^tool_choice: must be an object/],
    ['thinking', /^thinking: must be an object/],
    ['stream', /^stream: must be true or false/],
  ])('refuses %s: null with a message naming it', (field, message) => {
    expect(refusal({ ...base, [field]: null })).toMatch(message);
  });

  it('refuses null inside nested fields too', () => {
    expect(refusal({ ...base, output_config: { format: null } })).toMatch(/^output_config\.format: must be an object/);
    expect(refusal({ ...base, output_config: { effort: null } })).toMatch(/^output_config\.effort/);
    expect(refusal({ ...base, messages: [null] })).toMatch(/^messages: each message must be an object/);
  });

  it('refuses an object with a constructor key where a value belongs, naming the field (never a crash)', () => {
    const hostile = JSON.parse('{"constructor":{"prototype":{"x":1}}}');
    expect(refusal({ ...base, model: hostile })).toMatch(/^model: required, a string/);
    expect(refusal({ ...base, max_tokens: hostile })).toMatch(/^max_tokens: must be a whole number/);
    expect(refusal({ ...base, messages: [{ role: hostile, content: 'x' }] })).toMatch(/^messages\[0\]\.role: must be "user" or "assistant"/);
    expect(refusal({ ...base, tool_choice: { type: hostile } })).toMatch(/^tool_choice\.type: send one of/);
    expect(readMessagesBody({ ...base, metadata: hostile }).model).toBe('a8:95');
  });

  it('refuses arrays where objects belong and absurd numbers', () => {
    expect(refusal({ ...base, output_config: [] })).toMatch(/^output_config: must be an object/);
    expect(refusal({ ...base, thinking: [] })).toMatch(/^thinking: must be an object/);
    expect(refusal({ ...base, output_config: { format: [] } })).toMatch(/^output_config\.format: must be an object/);
    expect(refusal({ ...base, max_tokens: 1e308 })).toMatch(/^max_tokens: must be a whole number from 0 to 2147483647/);
    expect(readMessagesBody({ ...base, max_tokens: 0 }).max_tokens).toBe(0);
  });
});
