import { RequestShapeError } from './request-shape-error';
import { normalizeSchema, type CanonicalRequest, type Turn } from './canonical-request';

/** What every reader returns: the canonical request and what the request asked for besides. */
export interface ReadRequest {
  request: CanonicalRequest;
  wantsPrecedents: boolean;
}

export { RequestShapeError } from './request-shape-error';

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
export type ContentBlock = { type: string; text?: string; input?: unknown; content?: unknown; source?: unknown; title?: unknown };

/** A model's own reasoning in an earlier turn: not part of what is judged. */
const UNREAD = new Set(['thinking', 'redacted_thinking']);

const isBlockList = (value: unknown): value is ContentBlock[] => Array.isArray(value) && value.every((b) => b !== null && typeof b === 'object' && typeof (b as ContentBlock).type === 'string');

/** A document's text: a plain-text source, or content blocks; a PDF or an image A8 cannot read is named. */
function documentText(block: ContentBlock, at: string): string {
  const source = block.source as { type?: unknown; data?: unknown; content?: unknown; media_type?: unknown } | undefined;
  if (source && source.type === 'text' && typeof source.data === 'string') return source.data;
  if (source && source.type === 'content') {
    if (typeof source.content === 'string') return source.content;
    if (isBlockList(source.content)) return contentText(source.content, `${at}.source.content`);
  }
  const kind = typeof source?.media_type === 'string' ? source.media_type : typeof source?.type === 'string' ? `${source.type}` : 'binary';
  throw new RequestShapeError(`${at}.source: a ${kind} document, which A8 cannot read; send its text as {"type": "text", "media_type": "text/plain", "data": "…"}.`);
}

/**
 * Flattens a message's content into the text A8 reads: text blocks as written, a document's text,
 * a tool_use block as its input's JSON, a tool_result's or a search_result's content. A block A8
 * cannot read (an image, a PDF, a server tool's output) is refused with its path, never dropped
 * into an empty subject. `path` names the content in that refusal (`messages[0].content`).
 */
export function contentText(content: string | ContentBlock[], path = 'content'): string {
  if (typeof content === 'string') return content;
  const parts: string[] = [];
  content.forEach((block, i) => {
    const at = `${path}[${i}]`;
    if (block.type === 'text' && typeof block.text === 'string') parts.push(block.text);
    else if (block.type === 'tool_use') parts.push(JSON.stringify(block.input ?? {}));
    else if (block.type === 'tool_result' || block.type === 'search_result') {
      const inner = block.content;
      if (typeof inner === 'string') parts.push(inner);
      else if (isBlockList(inner)) parts.push(contentText(inner, `${at}.content`));
    } else if (block.type === 'document') parts.push(documentText(block, at));
    else if (block.type === 'image') throw new RequestShapeError(`${at}: an image, which A8 cannot read (it judges text); send what it should judge as a text block.`);
    else if (!UNREAD.has(block.type)) throw new RequestShapeError(`${at}: a "${block.type.slice(0, 40)}" block, which A8 does not read; send what it should judge as a text block.`);
  });
  return parts.join('\n\n');
}

/** A Messages request: `system`, `messages`, and the verdict schema from a format or forced tool. */
export function readMessagesRequest(params: {
  system?: string | ContentBlock[] | null;
  messages: { role: 'user' | 'assistant'; content: string | ContentBlock[] }[];
  schema?: unknown;
  /** Where the schema sat in the request, for the errors that name it. */
  schemaField?: string;
}): ReadRequest {
  const system = params.system === undefined || params.system === null ? '' : contentText(params.system, 'system');
  const { schema, wantsPrecedents } = normalizeSchema(params.schema, params.schemaField ?? 'output_config.format.schema');
  const conversation = params.messages.map((m, i) => ({ role: m.role, content: contentText(m.content, `messages[${i}].content`) }));
  return { request: { criterion: system.trim() === '' ? null : system, conversation, schema }, wantsPrecedents };
}
