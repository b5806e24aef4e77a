import { A8Error, ErrorCode } from '@a8/contracts';
import { readJsonBody } from '@a8/gateway-core';
import type { NextFunction, Request, Response } from 'express';
import { sendAnthropicError } from './anthropic-envelope';

/**
 * Reads a JSON body (see readJsonBody) and answers Anthropic's envelope itself when it can't:
 * express' body parser would hand its errors to express' HTML error page, past Nest's filters.
 */
export function jsonBodyMiddleware(limitBytes: number) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    void readJsonBody(req, limitBytes).then((outcome) => {
      switch (outcome.kind) {
        case 'body':
          req.body = outcome.body;
          return next();
        case 'empty':
          req.body = undefined;
          return next();
        case 'too_large':
          // Answer at once and close: the rest of the body is never read.
          res.setHeader('Connection', 'close');
          return sendAnthropicError(res, new A8Error(ErrorCode.RequestTooLarge, `The request body exceeds the limit of ${limitBytes} bytes. Send a smaller request.`));
        case 'not_json':
          return sendAnthropicError(res, new A8Error(ErrorCode.InvalidRequest, `The request body is not valid JSON: ${outcome.detail}. Send a JSON object.`));
        case 'refused':
          return sendAnthropicError(res, new A8Error(ErrorCode.InvalidRequest, outcome.problem.message));
        case 'aborted':
          return; // the client went away: nobody to answer
      }
    });
  };
}
