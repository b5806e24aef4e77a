import { readJsonBody } from '@a8/gateway-core';
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

/**
 * Reads JSON bodies of `/mcp` requests (see readJsonBody): a declared length over the limit is
 * answered 413 at once, unread; a malformed body becomes a JSON-RPC parse error, and one nested
 * too deep or holding a `__proto__` key an invalid-params error naming the field (the controller
 * answers both) instead of express' HTML error page. A body of another content type is left
 * unread, and the transport answers 415.
 */
export function mcpBodyMiddleware(limitBytes: number) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'POST' || !/^application\/json/i.test(req.headers['content-type'] ?? '')) return next();
    void readJsonBody(req, limitBytes).then((outcome) => {
      switch (outcome.kind) {
        case 'body':
          req.body = outcome.body;
          return next();
        case 'empty':
          res.locals['mcpBodyError'] = { status: 400, code: -32700, message: 'Parse error: the body is empty', id: null } satisfies McpBodyError;
          return next();
        case 'too_large':
          res.setHeader('Connection', 'close');
          res.locals['mcpBodyError'] = { status: 413, code: -32600, message: `Request too large: the body exceeds ${limitBytes} bytes.`, id: null } satisfies McpBodyError;
          return next();
        case 'not_json':
          res.locals['mcpBodyError'] = { status: 400, code: -32700, message: `Parse error: ${outcome.detail}`, id: null } satisfies McpBodyError;
          return next();
        case 'refused':
          res.locals['mcpBodyError'] = { status: 400, code: -32602, message: `Invalid params: ${outcome.problem.message}`, id: rpcIdOf(outcome.body) } satisfies McpBodyError;
          return next();
        case 'aborted':
          return;
      }
    });
  };
}
