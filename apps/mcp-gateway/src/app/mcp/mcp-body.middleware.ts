import type { NextFunction, Request, Response } from 'express';

const LIMIT = 4 * 1024 * 1024;

/**
 * Reads JSON bodies of `/mcp` requests itself: a malformed body becomes a JSON-RPC parse error
 * (the controller answers it) instead of express' HTML error page. A body of another content
 * type is left unread, and the transport answers 415.
 */
export function mcpBodyMiddleware(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'POST' || !/^application\/json/i.test(req.headers['content-type'] ?? '')) return next();
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= LIMIT) chunks.push(chunk);
  });
  req.on('end', () => {
    if (size > LIMIT) {
      res.locals['mcpBodyError'] = `the body exceeds ${LIMIT} bytes`;
      return next();
    }
    try {
      req.body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch (error) {
      res.locals['mcpBodyError'] = error instanceof Error ? error.message : 'unreadable JSON';
    }
    next();
  });
  req.on('error', next);
}
