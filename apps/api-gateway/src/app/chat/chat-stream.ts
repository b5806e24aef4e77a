import type { Response } from 'express';
import type { ChatCompletion } from './chat-response';

function send(res: Response, data: unknown): void {
  res.write(`data: ${JSON.stringify(data)}\n\n`);
}

/**
 * Streams a finished completion as `chat.completion.chunk` events ending in `data: [DONE]`: the
 * role, then the content (or the refusal, or the tool call) whole in one delta, then the finish
 * reason with A8's fields, then the usage when `stream_options.include_usage` asks for it.
 */
export function streamChatCompletion(res: Response, completion: ChatCompletion, includeUsage: boolean): void {
  res.status(200);
  res.setHeader('content-type', 'text/event-stream; charset=utf-8');
  res.setHeader('cache-control', 'no-cache');
  res.setHeader('connection', 'keep-alive');
  const { id, created, model, system_fingerprint, choices, usage, object: _object, ...a8 } = completion;
  const chunk = (delta: Record<string, unknown>, finish: string | null, extra: Record<string, unknown> = {}) => ({
    id,
    object: 'chat.completion.chunk',
    created,
    model,
    system_fingerprint,
    choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
    ...(includeUsage ? { usage: null } : {}),
    ...extra,
  });
  const message = choices[0]!.message;
  send(res, chunk({ role: 'assistant', content: '', refusal: null }, null));
  if (message.tool_calls) {
    send(res, chunk({ tool_calls: message.tool_calls.map((call, index) => ({ index, ...call })) }, null));
  } else if (message.refusal !== null) {
    send(res, chunk({ refusal: message.refusal }, null));
  } else if (message.content !== null) {
    send(res, chunk({ content: message.content }, null));
  }
  send(res, chunk({}, choices[0]!.finish_reason, a8));
  if (includeUsage) send(res, { id, object: 'chat.completion.chunk', created, model, system_fingerprint, choices: [], usage });
  res.write('data: [DONE]\n\n');
  res.end();
}
