import type { Response } from 'express';
import type { A8Message } from './message-response';

/** A8's fields, which ride on message_start (the SDKs' snapshot) and again on message_delta. */
function a8Fields(message: A8Message): Record<string, unknown> {
  const { id: _id, type: _type, role: _role, model: _model, content: _content, stop_reason: _sr, stop_sequence: _ss, stop_details: _sd, usage: _usage, ...rest } = message;
  return rest;
}

function send(res: Response, event: string, data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * Streams a finished Message as Messages events (PROTOCOLS.md A5): the verdict arrives whole in
 * one delta; an abstention streams with no content block. The SDKs' finalMessage() rebuilds the
 * same message a non-streamed call returns.
 */
export function streamMessage(res: Response, message: A8Message): void {
  res.status(200);
  res.setHeader('content-type', 'text/event-stream; charset=utf-8');
  res.setHeader('cache-control', 'no-cache');
  res.setHeader('connection', 'keep-alive');
  const extra = a8Fields(message);
  send(res, 'message_start', {
    type: 'message_start',
    message: {
      id: message.id,
      type: 'message',
      role: 'assistant',
      model: message.model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      stop_details: null,
      usage: { ...message.usage, output_tokens: 0 },
      ...extra,
    },
  });
  message.content.forEach((block, index) => {
    if (block.type === 'text') {
      send(res, 'content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
      send(res, 'content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: block.text } });
    } else {
      send(res, 'content_block_start', { type: 'content_block_start', index, content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} } });
      send(res, 'content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(block.input) } });
    }
    send(res, 'content_block_stop', { type: 'content_block_stop', index });
  });
  send(res, 'message_delta', {
    type: 'message_delta',
    delta: { stop_reason: message.stop_reason, stop_sequence: null, stop_details: message.stop_details, ...extra },
    usage: message.usage,
  });
  send(res, 'message_stop', { type: 'message_stop' });
  res.end();
}
