/** The spec's §10 example request (a8-anthropic-messages.md), as written. */
export const TICKET_CRITERION = 'Which queue does the ticket belong in?';
export const TICKET_SCHEMA = { type: 'object', properties: { queue: { enum: ['billing', 'shipping', 'account'] } } };

export function ticketRequest(content: string, model = 'a8:95'): Record<string, unknown> {
  return {
    model,
    max_tokens: 1024,
    system: TICKET_CRITERION,
    messages: [{ role: 'user', content }],
    output_config: { format: { type: 'json_schema', schema: TICKET_SCHEMA } },
  };
}

export const SPEC_TICKET = 'It arrived crushed. I want a refund.';
export const PINNED_MODEL = /^a8-1-1:(\d{1,2})@\d{8}t\d{6}z$/;
export const FINGERPRINT = /^fit-[0-9a-f]{16}\.[0-9a-f]{8}$/;
