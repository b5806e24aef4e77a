import { inspectJson } from '@a8/gateway-core';
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
 * Reads JSON bodies of `/mcp` requests itself, with the configured size limit: a declared length
 * over it is answered 413 at once, unread; a malformed body becomes a JSON-RPC parse error, and one
 * nested too deep or holding a `__proto__` key an invalid-params error naming the field (the
 * controller answers both) instead of express' HTML error page. A body of another content type is
 * left unread, and the transport answers 415.
 */
export function mcpBodyMiddleware(limitBytes: number) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'POST' || !/^application\/json/i.test(req.headers['content-type'] ?? '')) return next();
    const tooLarge: McpBodyError = { status: 413, code: -32600, message: `Request too large: the body exceeds ${limitBytes} bytes.`, id: null };
    if (Number(req.headers['content-length'] ?? NaN) > limitBytes) {
      res.locals['mcpBodyError'] = tooLarge;
      res.setHeader('Connection', 'close');
      return next();
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let answered = false;
    req.on('data', (chunk: Buffer) => {
      if (answered) return;
      size += chunk.length;
      if (size <= limitBytes) return void chunks.push(chunk);
      answered = true;
      res.locals['mcpBodyError'] = tooLarge;
      res.setHeader('Connection', 'close');
      next();
    });
    req.on('end', () => {
      if (answered) return;
      answered = true;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        res.locals['mcpBodyError'] = { status: 400, code: -32700, message: `Parse error: ${error instanceof Error ? error.message : 'unreadable JSON'}`, id: null } satisfies McpBodyError;
        return next();
      }
      const problem = inspectJson(body);
      if (problem) {
        res.locals['mcpBodyError'] = { status: 400, code: -32602, message: `Invalid params: ${problem.message}`, id: rpcIdOf(body) } satisfies McpBodyError;
        return next();
      }
      req.body = body;
      next();
    });
    req.on('error', () => {
      answered = true;
    });
  };
}
