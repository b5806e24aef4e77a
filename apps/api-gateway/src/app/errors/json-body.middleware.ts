import { A8Error, ErrorCode } from '@a8/contracts';
import { inspectJson } from '@a8/gateway-core';
import type { NextFunction, Request, Response } from 'express';
import { sendAnthropicError } from './anthropic-envelope';

/**
 * Reads a JSON body with a size limit and answers Anthropic's envelope itself when it can't:
 * express' body parser would hand its errors to express' HTML error page, past Nest's filters.
 */
export function jsonBodyMiddleware(limitBytes: number) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (declared > limitBytes) {
      // Answer at once and close: the declared body is never read.
      res.setHeader('Connection', 'close');
      return sendAnthropicError(res, tooLarge(limitBytes));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limitBytes) {
        failed = true;
        sendAnthropicError(res, tooLarge(limitBytes));
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => {
      failed = true;
    });
    req.on('end', () => {
      if (failed) return;
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') {
        req.body = undefined;
        return next();
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch (error) {
        const detail = error instanceof SyntaxError ? error.message : 'unreadable';
        return sendAnthropicError(res, new A8Error(ErrorCode.InvalidRequest, `The request body is not valid JSON: ${detail}. Send a JSON object.`));
      }
      const problem = inspectJson(body);
      if (problem) return sendAnthropicError(res, new A8Error(ErrorCode.InvalidRequest, problem.message));
      req.body = body;
      next();
    });
  };
}

function tooLarge(limitBytes: number): A8Error {
  return new A8Error(ErrorCode.RequestTooLarge, `The request body exceeds the limit of ${limitBytes} bytes. Send a smaller request.`);
}
