import { normalizeSchema, type CanonicalRequest, type Turn } from './canonical-request';

/** What every reader returns: the canonical request and what the request asked for besides. */
export interface ReadRequest {
  request: CanonicalRequest;
  wantsPrecedents: boolean;
}

export class RequestShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RequestShapeError';
  }
}

export type McpInput = string | { role: string; content: string }[];

/**
 * An MCP `input` (a string, or messages whose system/developer messages are the criterion) with
 * its `format` (a bare JSON Schema).
 */
export function readMcpRequest(input: McpInput, format: unknown): ReadRequest {
  const { schema, wantsPrecedents } = normalizeSchema(format);
  if (typeof input === 'string') {
    if (input.trim() === '') throw new RequestShapeError('input: empty; send the request as a non-empty string or a list of messages.');
    return { request: { criterion: null, conversation: [{ role: 'user', content: input }], schema }, wantsPrecedents };
  }
  if (!Array.isArray(input) || input.length === 0) throw new RequestShapeError('input: empty; send the request as a non-empty string or a list of messages.');
  const criteria: string[] = [];
  const conversation: Turn[] = [];
  input.forEach((message, i) => {
    if (message.role === 'system' || message.role === 'developer') criteria.push(message.content);
    else if (message.role === 'user' || message.role === 'assistant') conversation.push({ role: message.role, content: message.content });
    else throw new RequestShapeError(`input[${i}].role: "${message.role}" is not a role; send one of "system", "developer", "user", "assistant".`);
  });
  if (!conversation.some((t) => t.role === 'user')) throw new RequestShapeError('input: no user message; the latest user message is the subject to judge.');
  const latest = [...conversation].reverse().find((t) => t.role === 'user')!;
  if (latest.content.trim() === '') throw new RequestShapeError('input: empty; the latest user message is the subject to judge, so send it with text.');
  return { request: { criterion: criteria.length ? criteria.join('\n\n') : null, conversation, schema }, wantsPrecedents };
}

/** A content block of the Messages API, as far as A8 reads it. */
export type ContentBlock = { type: string; text?: string; input?: unknown; content?: unknown };

/** Flattens a message's content: text blocks as written, a tool_use block as its input's JSON. */
export function contentText(content: string | ContentBlock[]): string {
  if (typeof content === 'string') return content;
  const parts: string[] = [];
  for (const block of content) {
    if (block.type === 'text' && typeof block.text === 'string') parts.push(block.text);
    else if (block.type === 'tool_use') parts.push(JSON.stringify(block.input ?? {}));
    else if (block.type === 'tool_result') {
      const inner = block.content;
      parts.push(typeof inner === 'string' ? inner : Array.isArray(inner) ? contentText(inner as ContentBlock[]) : '');
    }
  }
  return parts.join('\n\n');
}

/** A Messages request: `system`, `messages`, and the verdict schema from a format or forced tool. */
export function readMessagesRequest(params: {
  system?: string | ContentBlock[] | null;
  messages: { role: 'user' | 'assistant'; content: string | ContentBlock[] }[];
  schema?: unknown;
}): ReadRequest {
  const system = params.system === undefined || params.system === null ? '' : contentText(params.system);
  const { schema, wantsPrecedents } = normalizeSchema(params.schema);
  const conversation = params.messages.map((m) => ({ role: m.role, content: contentText(m.content) }));
  return { request: { criterion: system.trim() === '' ? null : system, conversation, schema }, wantsPrecedents };
}
