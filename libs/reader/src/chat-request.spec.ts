import { describe, expect, it } from 'vitest';
import { readChatRequest } from './chat-request';
import { RequestShapeError } from './interfaces';

describe('readChatRequest', () => {
  it('reads system and developer messages as the criterion and the rest as the conversation', () => {
    const read = readChatRequest({
      messages: [
        { role: 'system', content: 'Which queue does the ticket belong in?' },
        { role: 'user', content: 'It arrived crushed.' },
      ],
    });
    expect(read.request).toEqual({ criterion: 'Which queue does the ticket belong in?', conversation: [{ role: 'user', content: 'It arrived crushed.' }], schema: null });
  });

  it('reads a grader prompt sent as one system message beside an empty user turn, as the Messages API does', () => {
    const read = readChatRequest({ messages: [{ role: 'system', content: '[Submission]: hi\n[Criterion]: polite' }] });
    expect(read.request.conversation).toEqual([{ role: 'user', content: '' }]);
    expect(read.request.criterion).toBe('[Submission]: hi\n[Criterion]: polite');
  });

  it('refuses a conversation with neither a criterion nor a user message, naming the field', () => {
    expect(() => readChatRequest({ messages: [{ role: 'assistant', content: 'x' }] })).toThrow(RequestShapeError);
    expect(() => readChatRequest({ messages: [{ role: 'assistant', content: 'x' }] })).toThrow(/^messages: no user message/);
  });
});
