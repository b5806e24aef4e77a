import { A8Error, ERROR_HTTP_STATUS, ErrorCode, RETRYABLE_ERRORS } from '@a8/contracts';
import type { Response } from 'express';

/** OpenAI's error body: the openai SDKs raise their error classes from the status, and show `message`. */
export interface OpenAIErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

const TYPE_AND_CODE: Record<ErrorCode, [string, string | null]> = {
  [ErrorCode.InvalidRequest]: ['invalid_request_error', null],
  [ErrorCode.Authentication]: ['invalid_request_error', 'invalid_api_key'],
  [ErrorCode.Permission]: ['permission_error', 'insufficient_permissions'],
  [ErrorCode.NotFound]: ['invalid_request_error', 'model_not_found'],
  [ErrorCode.RequestTooLarge]: ['invalid_request_error', 'request_too_large'],
  [ErrorCode.RateLimited]: ['rate_limit_error', 'rate_limit_exceeded'],
  [ErrorCode.VersionFitting]: ['server_error', 'model_not_ready'],
  [ErrorCode.JudgeUnavailable]: ['server_error', 'service_unavailable'],
  [ErrorCode.Internal]: ['server_error', null],
};

/** The field a message names first ("messages[0].content: …"), as OpenAI's `param`. */
function paramOf(message: string): string | null {
  const field = /^([A-Za-z_][\w.[\]]{0,80}):\s/.exec(message);
  return field ? field[1]! : null;
}

/** Writes an A8Error as OpenAI's envelope, with the same statuses and retry hints as the Messages API. */
export function sendOpenAIError(res: Response, error: A8Error): void {
  const [type, code] = TYPE_AND_CODE[error.code];
  const body: OpenAIErrorBody = { error: { message: error.message, type, param: paramOf(error.message), code } };
  if (!RETRYABLE_ERRORS.has(error.code)) res.setHeader('x-should-retry', 'false');
  if (error.retryAfter !== undefined) res.setHeader('retry-after', String(error.retryAfter));
  res.status(ERROR_HTTP_STATUS[error.code]).type('application/json').send(JSON.stringify(body));
}

/**
 * An OpenAI client: the openai SDKs say so in their user agent (`OpenAI/JS 6.x`, `OpenAI/Python 1.x`)
 * and, unlike the Anthropic SDKs, send no `anthropic-version`. Anything else (curl included) is
 * answered as the Messages spec documents.
 */
export function isOpenAIClient(headers: Record<string, unknown>): boolean {
  return headers['anthropic-version'] === undefined && /^OpenAI\//i.test(String(headers['user-agent'] ?? ''));
}

/** Requests of the OpenAI-compatible interface, or an OpenAI client listing models, get OpenAI's envelope. */
export function speaksOpenAI(path: string, headers: Record<string, unknown>): boolean {
  if (path.startsWith('/eval/v1/chat/')) return true;
  return path.startsWith('/eval/v1/models') && isOpenAIClient(headers);
}
