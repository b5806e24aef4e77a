import type { Server } from 'node:http';

export interface HttpTimeouts {
  /** The whole request, headers and body, must arrive within this many ms. */
  requestTimeoutMs: number;
  /** The headers must arrive within this many ms. */
  headersTimeoutMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = { requestTimeoutMs: 20_000, headersTimeoutMs: 10_000 };

/**
 * Bounds how long a client may take to send its request: a body trickled a byte at a time would
 * otherwise hold a socket and its buffer for Node's default five minutes. Responses are not
 * bounded here (a stream may take as long as the judge does).
 */
export function applyHttpTimeouts(server: Server, timeouts: HttpTimeouts = DEFAULT_HTTP_TIMEOUTS): void {
  server.requestTimeout = timeouts.requestTimeoutMs;
  server.headersTimeout = Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs);
}
