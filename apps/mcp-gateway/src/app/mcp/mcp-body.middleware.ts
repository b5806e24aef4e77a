import { jsonBodyMiddleware, type JsonBodyFailure } from '@a8/gateway-core';
import type { NextFunction, Request, Response } from 'express';

/** A body the middleware could not accept: the controller answers it as a JSON-RPC error. */
export interface McpBodyError {
  status: 400 | 413;
  code: number;
  message: string;
  id: string | number | null;
}

/** The JSON-RPC id of a request body, to answer an error to it; null when it has none. */
export function rpcIdOf(body: unknown): string | number | null {
  const id = body && typeof body === 'object' && !Array.isArray(body) ? (body as { id?: unknown }).id : null;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

function bodyErrorFor(failure: JsonBodyFailure): McpBodyError {
  switch (failure.kind) {
    case 'too_large':
      return { status: 413, code: -32600, message: `Request too large: the body exceeds ${failure.limitBytes} bytes.`, id: null };
    case 'not_json':
      return { status: 400, code: -32700, message: `Parse error: ${failure.detail}`, id: null };
    case 'refused':
      return { status: 400, code: -32602, message: `Invalid params: ${failure.problem.message}`, id: rpcIdOf(failure.body) };
  }
}

/**
 * Reads JSON bodies of `/mcp` requests through the gateway core: a declared length over the limit
 * is answered 413 at once, unread; a malformed body becomes a JSON-RPC parse error, and one nested
 * too deep or holding a `__proto__` key an invalid-params error naming the field (the controller
 * answers them) instead of express' HTML error page. A body of another content type is left
 * unread, and the transport answers 415.
 */
export function mcpBodyMiddleware(limitBytes: number) {
  const read = jsonBodyMiddleware<Request, Response>(
    limitBytes,
    (failure, res, next) => {
      if (failure.kind === 'too_large') res.setHeader('Connection', 'close');
      res.locals['mcpBodyError'] = bodyErrorFor(failure);
      next();
    },
    { emptyIsFailure: true },
  );
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'POST' || !/^application\/json/i.test(req.headers['content-type'] ?? '')) return next();
    read(req, res, next);
  };
}
