import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { A8Error, ErrorCode, type Principal } from '@a8/contracts';
import { CallerAuthenticator, RateLimiter, type AuthenticationFailure } from '@a8/gateway-core';
import type { Request } from 'express';
import { PRINCIPAL_KEY } from './principal.decorator';

const FAILURE_MESSAGES: Record<AuthenticationFailure, string> = {
  missing: 'No API key: send it as the x-api-key header or as Authorization: Bearer <key>.',
  invalid_key: 'Invalid API key: it is unknown or has been revoked.',
  invalid_token: 'Invalid API key: it is unknown or has been revoked.',
};

/**
 * Authenticates `x-api-key` or `Authorization: Bearer` and spends one unit of the caller's rate
 * limit (shared with every interface). Permissions are the judge's to check.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly authenticator: CallerAuthenticator,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { [PRINCIPAL_KEY]?: Principal }>();
    const authentication = await this.authenticator.authenticate(req.headers);
    if ('failure' in authentication) throw new A8Error(ErrorCode.Authentication, FAILURE_MESSAGES[authentication.failure]);
    await this.rateLimiter.take(authentication.principal.actor);
    req[PRINCIPAL_KEY] = authentication.principal;
    return true;
  }
}
