import { A8Error, ErrorCode } from '@a8/contracts';
import { jsonBodyMiddleware, type JsonBodyFailure } from '@a8/gateway-core';
import type { NextFunction, Request, Response } from 'express';
import { sendAnthropicError } from './anthropic-envelope';
import { sendOpenAIError, speaksOpenAI } from './openai-envelope';

function errorFor(failure: JsonBodyFailure): A8Error {
  switch (failure.kind) {
    case 'too_large':
      return new A8Error(ErrorCode.RequestTooLarge, `The request body exceeds the limit of ${failure.limitBytes} bytes. Send a smaller request.`);
    case 'not_json':
      return new A8Error(ErrorCode.InvalidRequest, `The request body is not valid JSON: ${failure.detail}. Send a JSON object.`);
    case 'refused':
      return new A8Error(ErrorCode.InvalidRequest, failure.problem.message);
  }
}

/**
 * Reads JSON bodies through the gateway core and answers its refusals in Anthropic's envelope:
 * express' body parser would hand its errors to express' HTML error page, past Nest's filters.
 */
export function messagesBodyMiddleware(limitBytes: number) {
  const read = jsonBodyMiddleware<Request, Response>(limitBytes, (failure, res) => {
    // Too large: answer at once and close, the rest of the body is never read.
    if (failure.kind === 'too_large') res.setHeader('Connection', 'close');
    const req = res.req as Request;
    if (speaksOpenAI(req.path, req.headers)) sendOpenAIError(res, errorFor(failure));
    else sendAnthropicError(res, errorFor(failure));
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    read(req, res, next);
  };
}
