import type { NextFunction, Request, Response } from 'express';
import { loggerFor } from './logger';
import { requestIdFrom, runWithRequestId } from './request-context';

const log = loggerFor('http');

/**
 * Gives every HTTP request an id (the caller's `request-id` / `x-request-id` if it sent a sane one),
 * echoes it as the `request-id` response header, and logs one line per request when it ends.
 */
export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const requestId = requestIdFrom(req.headers['request-id'] ?? req.headers['x-request-id']);
  res.setHeader('request-id', requestId);
  res.locals['requestId'] = requestId;
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    runWithRequestId(requestId, () =>
      log.info({ method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 100) / 100 }, 'request'),
    );
  });
  runWithRequestId(requestId, next);
}
