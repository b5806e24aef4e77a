import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { A8Error, ErrorCode } from '@a8/contracts';
import { currentRequestId, loggerFor } from '@a8/observability';
import type { Request, Response } from 'express';
import { sendAnthropicError } from './anthropic-envelope';
import { sendOpenAIError, speaksOpenAI } from './openai-envelope';

const log = loggerFor('AnthropicExceptionFilter');

const HTTP_TO_CODE: Partial<Record<number, ErrorCode>> = {
  [HttpStatus.BAD_REQUEST]: ErrorCode.InvalidRequest,
  [HttpStatus.UNAUTHORIZED]: ErrorCode.Authentication,
  [HttpStatus.FORBIDDEN]: ErrorCode.Permission,
  [HttpStatus.NOT_FOUND]: ErrorCode.NotFound,
  [HttpStatus.METHOD_NOT_ALLOWED]: ErrorCode.NotFound,
  [HttpStatus.PAYLOAD_TOO_LARGE]: ErrorCode.RequestTooLarge,
  [HttpStatus.TOO_MANY_REQUESTS]: ErrorCode.RateLimited,
};

/** The one place the api-gateway turns any failure into an envelope: OpenAI's for its interface, else Anthropic's. */
@Catch()
export class AnthropicExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) {
      log.warn({ err: exception }, 'error after the response started');
      res.end();
      return;
    }
    const req = host.switchToHttp().getRequest<Request>();
    if (speaksOpenAI(req.path, req.headers)) sendOpenAIError(res, toA8Error(exception));
    else sendAnthropicError(res, toA8Error(exception));
  }
}

export function toA8Error(exception: unknown): A8Error {
  if (exception instanceof A8Error) return exception;
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const code = HTTP_TO_CODE[status];
    if (code) return new A8Error(code, httpMessage(exception));
  }
  log.error({ err: exception }, 'unexpected error');
  return new A8Error(ErrorCode.Internal, `Internal error (request ${currentRequestId() ?? 'unknown'}).`);
}

function httpMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'object' && response !== null && 'message' in response) {
    const message = (response as { message: unknown }).message;
    if (Array.isArray(message)) return message.join('; ');
    if (typeof message === 'string') return message;
  }
  return exception.message;
}
