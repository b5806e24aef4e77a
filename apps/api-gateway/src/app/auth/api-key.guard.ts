import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { A8Error, ErrorCode, type Permission, type Principal } from '@a8/contracts';
import { ApiKeyAuthenticator, extractApiKey } from '@a8/auth';
import type { Request } from 'express';
import { PRINCIPAL_KEY } from './principal.decorator';
import { REQUIRED_PERMISSION } from './require-permission.decorator';

/**
 * Authenticates `x-api-key` or `Authorization: Bearer` and checks the route's permission.
 * A key acts in exactly one organization with exactly its permissions.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(ApiKeyAuthenticator) private readonly authenticator: ApiKeyAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { [PRINCIPAL_KEY]?: Principal }>();
    const raw = extractApiKey(req.headers);
    if (!raw) {
      throw new A8Error(ErrorCode.Authentication, 'No API key: send it as the x-api-key header or as Authorization: Bearer <key>.');
    }
    const key = await this.authenticator.authenticate(raw);
    if (!key) throw new A8Error(ErrorCode.Authentication, 'Invalid API key: it is unknown or has been revoked.');
    const principal: Principal = { orgId: key.orgId, orgName: key.orgName, permissions: key.permissions, actor: `key:${key.prefix}` };
    req[PRINCIPAL_KEY] = principal;
    const needed = this.reflector.getAllAndOverride<Permission | undefined>(REQUIRED_PERMISSION, [context.getHandler(), context.getClass()]);
    if (needed && !principal.permissions.includes(needed)) {
      throw new A8Error(ErrorCode.Permission, `This request needs the ${needed} permission.`);
    }
    return true;
  }
}
