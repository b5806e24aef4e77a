import { normalizeSchema } from './canonical-request';
import { RequestShapeError, type ReadRequest } from './interfaces';
import type { Turn } from '@a8/contracts';

/** A message of OpenAI's Chat Completions API, as far as A8 reads it. */
export interface ChatMessage {
  role: string;
  content?: unknown;
}

const CRITERION_ROLES = new Set(['system', 'developer']);
const CONVERSATION_ROLES = new Set(['user', 'assistant', 'tool']);

/** A message's text: a string, or text parts; an image, audio or file part is refused with its path. */
function chatContentText(content: unknown, at: string): string {
  if (content === undefined || content === null) return '';
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) throw new RequestShapeError(`${at}: must be a string or a list of content parts such as {"type": "text", "text": "…"}.`);
  return content
    .map((part: unknown, i) => {
      const p = part as { type?: unknown; text?: unknown; refusal?: unknown } | null;
      if (p && p.type === 'text' && typeof p.text === 'string') return p.text;
      if (p && p.type === 'refusal' && typeof p.refusal === 'string') return p.refusal;
      const type = p && typeof p.type === 'string' ? p.type.slice(0, 40) : 'untyped';
      throw new RequestShapeError(`${at}[${i}]: a "${type}" part, which A8 cannot read (it judges text); send what it should judge as {"type": "text", "text": "…"}.`);
    })
    .join('\n\n');
}

/**
 * A Chat Completions request read into the canonical request (the same judge as the Messages API
 * and MCP): `system` and `developer` messages are the criterion, `user` and `assistant` messages
 * the conversation (a `tool` message counts as the assistant side's), and the verdict schema comes
 * from `response_format` or a forced tool.
 */
export function readChatRequest(params: { messages: ChatMessage[]; schema?: unknown; schemaField?: string }): ReadRequest {
  const criteria: string[] = [];
  const conversation: Turn[] = [];
  params.messages.forEach((message, i) => {
    const text = chatContentText(message.content, `messages[${i}].content`);
    if (CRITERION_ROLES.has(message.role)) {
      if (text.trim() !== '') criteria.push(text);
    } else if (CONVERSATION_ROLES.has(message.role)) {
      conversation.push({ role: message.role === 'user' ? 'user' : 'assistant', content: text });
    } else {
      throw new RequestShapeError(`messages[${i}].role: "${String(message.role).slice(0, 40)}" is not a role; send "system", "developer", "user", "assistant" or "tool".`);
    }
  });
  if (!conversation.some((t) => t.role === 'user')) {
    // A grader prompt sent as one system message (promptfoo's model-graded-closedqa, for one): the
    // template in system is read with reasoning on, as the Messages API reads it beside an empty user turn.
    if (criteria.length === 0) throw new RequestShapeError('messages: no user message; the latest user message is the subject to judge.');
    conversation.push({ role: 'user', content: '' });
  }
  const { schema, wantsPrecedents } = normalizeSchema(params.schema ?? null, params.schemaField ?? 'response_format.json_schema.schema');
  return { request: { criterion: criteria.length ? criteria.join('\n\n') : null, conversation, schema }, wantsPrecedents };
}
