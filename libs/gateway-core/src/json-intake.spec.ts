import { describe, expect, it } from 'vitest';
import { inspectJson, MAX_JSON_DEPTH, storableText } from './json-intake';

const nested = (depth: number, key = 'a'): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { [key]: value };
  return value;
};

describe('inspectJson', () => {
  it('passes ordinary bodies, including keys named like Object.prototype members', () => {
    expect(inspectJson({ model: 'a8', messages: [{ role: 'user', content: 'x' }], schema: { properties: { constructor: {}, toString: {}, hasOwnProperty: {} } } })).toBeNull();
    expect(inspectJson(nested(MAX_JSON_DEPTH - 1))).toBeNull();
  });

  it('names the field where a body nests too deep, shortening long paths', () => {
    const body = { model: 'a8', metadata: nested(5_000) };
    const problem = inspectJson(body);
    expect(problem?.field).toMatch(/^metadata(\.a){5}\.…(\.a){2}$/);
    expect(problem?.message).toMatch(/nested deeper than 64 levels/);
  });

  it('walks 100,000 levels without overflowing its own stack', () => {
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000));
    expect(inspectJson(deep)?.field).toMatch(/^\[0\]/);
  });

  it('refuses a __proto__ key wherever it stands, naming it', () => {
    const body = JSON.parse('{"output_config":{"format":{"schema":{"properties":{"__proto__":{"enum":["a"]}}}}}}');
    expect(inspectJson(body)?.field).toBe('output_config.format.schema.properties.__proto__');
    expect(inspectJson(JSON.parse('[{"x":{"__proto__":1}}]'))?.field).toBe('[0].x.__proto__');
  });

  it('makes NUL and unpaired surrogates storable as U+FFFD, in place, and leaves other text alone', () => {
    const body = JSON.parse('{"system":"a\\u0000b","messages":[{"content":"x\\ud800y"}],"list":["\\udc00","ok 🎉"]}');
    expect(inspectJson(body)).toBeNull();
    expect(body).toEqual({ system: 'a\uFFFDb', messages: [{ content: 'x\uFFFDy' }], list: ['\uFFFD', 'ok 🎉'] });
    expect(storableText('plain')).toBe('plain');
  });

  it('refuses a key holding NUL, naming it', () => {
    expect(inspectJson(JSON.parse('{"format":{"a\\u0000":1}}'))?.message).toMatch(/^format\.a\uFFFD: a key cannot hold U\+0000/);
  });

  it('prefixes a root path, as MCP does with params.arguments', () => {
    expect(inspectJson(JSON.parse('{"format":{"__proto__":{}}}'), { root: ['params', 'arguments'] })?.field).toBe('params.arguments.format.__proto__');
  });
});
