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
  // An idle keep-alive socket is left for the client to close (clients and load balancers close
  // theirs within 4-60 s): when the server closed it first, a request the client had just sent on
  // it failed with "other side closed" (seen in the fault tier's bursts).
  server.keepAliveTimeout = IDLE_KEEP_ALIVE_MS;
}

/** Longer than common clients' idle keep-alive (undici 4 s, load balancers 60 s). */
export const IDLE_KEEP_ALIVE_MS = 65_000;
