import { JudgePatterns, type Caller, type Permission, type RetractCommand, type TeachCommand } from '@a8/contracts';
import { JudgeClient } from '@a8/judge-client';
import { readMcpRequest, type McpInput } from '@a8/reader';
import type { Stack } from './stack';

/** The spec's ticket router (a8-anthropic-messages.md §10, a8-mcp.md §4). */
export const TICKET_CRITERION = 'Which queue does the ticket belong in?';
export const TICKET_LABELS = ['billing', 'shipping', 'account'] as const;
/** The MCP teach's `format`: a bare schema without `type` (an object schema). */
export const TICKET_FORMAT = { properties: { queue: { enum: [...TICKET_LABELS] } } };
/** The same verdict shape as a Messages `output_config.format`. */
export const TICKET_OUTPUT_CONFIG = { format: { type: 'json_schema', schema: { type: 'object', properties: { queue: { enum: [...TICKET_LABELS] } } } } };
export const SPEC_TICKET = 'It arrived crushed. I want a refund.';

export const ALL_PERMISSIONS: Permission[] = ['models:infer', 'models:train', 'models:explain'];

export interface TeachReply {
  recorded_at: string;
  replaced: boolean;
}

/**
 * Teaches and retracts exactly as the gateways do: the MCP `input`/`format` read into the canonical
 * request, sent as `judge.teach` / `judge.retract` to the judge service with a caller of one organization.
 */
export class Teacher {
  private readonly client: JudgeClient;
  readonly caller: Caller;

  constructor(stack: Stack, orgId: string, permissions: Permission[] = ALL_PERMISSIONS, timeoutMs = 10_000) {
    this.client = new JudgeClient({ host: '127.0.0.1', port: stack.ports.judgeTcp, timeoutMs, secret: stack.rpcSecret });
    this.caller = { orgId, permissions };
  }

  async teach(input: McpInput, format: unknown, answer: unknown): Promise<TeachReply> {
    const { request } = readMcpRequest(input, format);
    const command: TeachCommand = { caller: this.caller, request, display: { input, format: format ?? null }, answer };
    const reply = await this.client.send(JudgePatterns.teach, command);
    if ('filtered' in reply) throw new Error(`the teach was filtered (${reply.category})`);
    return reply;
  }

  retract(input: McpInput, format: unknown): Promise<{ retracted: boolean }> {
    const { request } = readMcpRequest(input, format);
    const command: RetractCommand = { caller: this.caller, request };
    return this.client.send(JudgePatterns.retract, command);
  }

  /** A ticket for the spec's router, taught with the queue it belongs in. */
  teachTicket(ticket: string, queue: (typeof TICKET_LABELS)[number]): Promise<TeachReply> {
    return this.teach(ticketInput(ticket), TICKET_FORMAT, { queue });
  }

  retractTicket(ticket: string): Promise<{ retracted: boolean }> {
    return this.retract(ticketInput(ticket), TICKET_FORMAT);
  }

  close(): void {
    this.client.close();
  }
}

export function ticketInput(ticket: string): { role: 'system' | 'user'; content: string }[] {
  return [
    { role: 'system', content: TICKET_CRITERION },
    { role: 'user', content: ticket },
  ];
}

export interface HttpReply {
  status: number;
  headers: Headers;
  body: any; // JSON as the gateway sent it
}

/** `POST /eval/v1/messages` on the stack's api-gateway, the body shaped like the spec's example. */
export async function judgeTicket(stack: Stack, key: string, model: string, ticket: string): Promise<HttpReply> {
  const res = await fetch(stack.url('api-gateway', '/eval/v1/messages'), {
    method: 'POST',
    headers: { 'x-api-key': key, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
    body: JSON.stringify({
      model,
      max_tokens: 1024,
      system: TICKET_CRITERION,
      messages: [{ role: 'user', content: ticket }],
      output_config: TICKET_OUTPUT_CONFIG,
    }),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** The verdict of a successful judge reply (`{queue}`), or undefined for anything else. */
export function verdictOf(reply: HttpReply): { queue: string } | undefined {
  const block = reply.body?.content?.[0];
  if (reply.status !== 200 || block?.type !== 'text') return undefined;
  return JSON.parse(block.text) as { queue: string };
}

export async function listModels(stack: Stack, key: string): Promise<HttpReply> {
  const res = await fetch(stack.url('api-gateway', '/eval/v1/models?limit=100'), { headers: { 'x-api-key': key } });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

const TEMPLATES: Record<(typeof TICKET_LABELS)[number], string[]> = {
  billing: [
    'I was charged twice for order {n}, please refund the duplicate payment.',
    'Invoice {n} lists a fee I never agreed to.',
    'My card was billed for subscription {n} after I cancelled it.',
    'Why did my monthly plan price go up on invoice {n}?',
  ],
  shipping: [
    'Parcel {n} has not arrived and tracking has not moved for a week.',
    'Order {n} was delivered to the wrong address.',
    'The courier left package {n} in the rain and it is soaked.',
    'When will order {n} ship? It still says processing.',
  ],
  account: [
    'I cannot log in to account {n}; the reset e-mail never comes.',
    'Please change the e-mail address on account {n}.',
    'Two-factor codes for account {n} stopped working on my new phone.',
    'How do I delete user {n} from our team account?',
  ],
};

/** `count` distinct tickets with the queue each belongs in (deterministic). */
export function burstTickets(count: number, offset = 0): { ticket: string; queue: (typeof TICKET_LABELS)[number] }[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + offset;
    const queue = TICKET_LABELS[n % 3];
    const templates = TEMPLATES[queue];
    return { ticket: templates[Math.floor(n / 3) % templates.length].replace('{n}', String(10_000 + n)), queue };
  });
}
