import { describe, expect, it } from 'vitest';
import { contentText, readMessagesRequest, RequestShapeError } from './interfaces';

describe('content blocks of the Messages API', () => {
  it('reads text, a text document, a document of content blocks, tool results and search results', () => {
    const text = contentText([
      { type: 'text', text: 'Judge this:' },
      { type: 'document', source: { type: 'text', media_type: 'text/plain', data: 'It arrived crushed.' } },
      { type: 'document', source: { type: 'content', content: [{ type: 'text', text: 'I want a refund.' }] } },
      { type: 'tool_result', content: [{ type: 'text', text: 'order 4417 shipped' }] },
      { type: 'search_result', content: [{ type: 'text', text: 'Refund policy: 30 days.' }] },
      { type: 'thinking', text: 'a model turn of its own' },
    ]);
    expect(text).toBe('Judge this:\n\nIt arrived crushed.\n\nI want a refund.\n\norder 4417 shipped\n\nRefund policy: 30 days.');
  });

  it.each([
    [[{ type: 'text', text: 'x' }, { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'AAAA' } }], /^messages\[0\]\.content\[1\]: an image/],
    [[{ type: 'document', source: { type: 'base64', media_type: 'application/pdf', data: 'JVBERi0' } }], /^messages\[0\]\.content\[0\]\.source: a application\/pdf document/],
    [[{ type: 'web_search_tool_result', content: [] }], /^messages\[0\]\.content\[0\]: a "web_search_tool_result" block, which A8 does not read/],
  ])('refuses content it cannot read, naming the block: %j', (content, message) => {
    expect(() => readMessagesRequest({ system: null, messages: [{ role: 'user', content }], schema: null })).toThrow(RequestShapeError);
    expect(() => readMessagesRequest({ system: null, messages: [{ role: 'user', content }], schema: null })).toThrow(message);
  });
});
