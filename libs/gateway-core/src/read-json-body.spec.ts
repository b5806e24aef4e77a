import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readJsonBody } from './read-json-body';

/** A real stream carrying the body, with the headers a request would have. */
function request(chunks: string[], headers: Record<string, string> = {}): IncomingMessage {
  const stream = new PassThrough();
  Object.assign(stream, { headers });
  setImmediate(() => {
    for (const chunk of chunks) stream.write(chunk);
    stream.end();
  });
  return stream as unknown as IncomingMessage;
}

describe('readJsonBody', () => {
  it('reads a body in chunks', async () => {
    expect(await readJsonBody(request(['{"model":', '"a8"}']), 1024)).toEqual({ kind: 'body', body: { model: 'a8' } });
  });

  it('refuses a declared length over the limit without reading', async () => {
    expect(await readJsonBody(request([], { 'content-length': String(10 * 1024 * 1024 * 1024) }), 1024)).toEqual({ kind: 'too_large', limitBytes: 1024 });
  });

  it('refuses a body that grows past the limit', async () => {
    expect((await readJsonBody(request(['{"a":"', 'x'.repeat(2000), '"}']), 1024)).kind).toBe('too_large');
  });

  it('tells empty, malformed and refused bodies apart', async () => {
    expect(await readJsonBody(request(['  ']), 1024)).toEqual({ kind: 'empty' });
    expect((await readJsonBody(request(['{"a":']), 1024)).kind).toBe('not_json');
    const refused = await readJsonBody(request(['{"id":3,"x":{"__proto__":1}}']), 1024);
    expect(refused).toMatchObject({ kind: 'refused', problem: { field: 'x.__proto__' }, body: { id: 3 } });
  });
});
