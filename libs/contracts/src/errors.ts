/**
 * Error codes shared by every service. Each maps to one HTTP status and one Anthropic error type;
 * the MCP gateway turns the same codes into `isError` results carrying the same message.
 */
export enum ErrorCode {
  InvalidRequest = 'invalid_request',
  Authentication = 'authentication',
  Permission = 'permission',
  NotFound = 'not_found',
  RequestTooLarge = 'request_too_large',
  RateLimited = 'rate_limited',
  VersionFitting = 'version_fitting',
  JudgeUnavailable = 'judge_unavailable',
  Internal = 'internal',
}

export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  [ErrorCode.InvalidRequest]: 400,
  [ErrorCode.Authentication]: 401,
  [ErrorCode.Permission]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.RequestTooLarge]: 413,
  [ErrorCode.RateLimited]: 429,
  [ErrorCode.VersionFitting]: 503,
  [ErrorCode.JudgeUnavailable]: 503,
  [ErrorCode.Internal]: 500,
};

/** Anthropic's `error.type` for each code (PROTOCOLS.md A2; 503 uses `api_error`). */
export const ERROR_ANTHROPIC_TYPE: Record<ErrorCode, string> = {
  [ErrorCode.InvalidRequest]: 'invalid_request_error',
  [ErrorCode.Authentication]: 'authentication_error',
  [ErrorCode.Permission]: 'permission_error',
  [ErrorCode.NotFound]: 'not_found_error',
  [ErrorCode.RequestTooLarge]: 'request_too_large',
  [ErrorCode.RateLimited]: 'rate_limit_error',
  [ErrorCode.VersionFitting]: 'api_error',
  [ErrorCode.JudgeUnavailable]: 'api_error',
  [ErrorCode.Internal]: 'api_error',
};

/** Codes a client may retry: the SDKs get `x-should-retry: false` for every other one. */
export const RETRYABLE_ERRORS: ReadonlySet<ErrorCode> = new Set([
  ErrorCode.RateLimited,
  ErrorCode.VersionFitting,
  ErrorCode.JudgeUnavailable,
  ErrorCode.Internal,
]);

export interface ErrorPayload {
  code: ErrorCode;
  message: string;
  /** Seconds a client should wait before retrying (429, 503). */
  retryAfter?: number;
}

/** The longest value an error message quotes back, and the longest message. */
const MAX_ECHO = 120;
const MAX_MESSAGE = 1000;

/**
 * A message never echoes a caller's value whole: a quoted value past MAX_ECHO characters is cut
 * (a 1 MB `model` must not come back as a 1 MB error), and the message itself is bounded.
 */
export function boundedMessage(message: string): string {
  const cut = message.replace(/"((?:[^"\\]|\\.){120,})"/g, (_all, inner: string) => `"${inner.slice(0, MAX_ECHO)}…" (${inner.length} characters)`);
  return cut.length > MAX_MESSAGE ? `${cut.slice(0, MAX_MESSAGE)}…` : cut;
}

/** A failure the caller caused or can act on; its message is safe to show. */
export class A8Error extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(boundedMessage(message));
    this.name = 'A8Error';
  }

  toPayload(): ErrorPayload {
    return { code: this.code, message: this.message, ...(this.retryAfter === undefined ? {} : { retryAfter: this.retryAfter }) };
  }

  static fromPayload(payload: ErrorPayload): A8Error {
    return new A8Error(payload.code, payload.message, payload.retryAfter);
  }

  static isPayload(value: unknown): value is ErrorPayload {
    if (typeof value !== 'object' || value === null) return false;
    const candidate = value as Partial<ErrorPayload>;
    return typeof candidate.message === 'string' && Object.values(ErrorCode).includes(candidate.code as ErrorCode);
  }
}
