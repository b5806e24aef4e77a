import { A8Error, ERROR_ANTHROPIC_TYPE, ERROR_HTTP_STATUS, RETRYABLE_ERRORS } from '@a8/contracts';
import type { Response } from 'express';

/** Anthropic's error body (PROTOCOLS.md A2): the SDKs raise their error classes from it. */
export interface AnthropicErrorBody {
  type: 'error';
  error: { type: string; message: string };
  request_id: string;
}

/**
 * Writes an A8Error as Anthropic's envelope. `request_id` equals the `request-id` header; clients
 * are told not to retry what a retry cannot fix, and when to come back for what it can.
 */
export function sendAnthropicError(res: Response, error: A8Error): void {
  const requestId = String(res.getHeader('request-id') ?? res.locals['requestId'] ?? '');
  const status = ERROR_HTTP_STATUS[error.code];
  const body: AnthropicErrorBody = {
    type: 'error',
    error: { type: ERROR_ANTHROPIC_TYPE[error.code], message: error.message },
    request_id: requestId,
  };
  if (!RETRYABLE_ERRORS.has(error.code)) res.setHeader('x-should-retry', 'false');
  if (error.retryAfter !== undefined) res.setHeader('retry-after', String(error.retryAfter));
  res.status(status).type('application/json').send(JSON.stringify(body));
}
