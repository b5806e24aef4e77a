import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Principal } from '@a8/contracts';
import type { Request } from 'express';

export const PRINCIPAL_KEY = 'a8Principal';

/** The caller the guard authenticated. */
export const CurrentPrincipal = createParamDecorator((_data: unknown, context: ExecutionContext): Principal => {
  const req = context.switchToHttp().getRequest<Request & { [PRINCIPAL_KEY]?: Principal }>();
  const principal = req[PRINCIPAL_KEY];
  if (!principal) throw new Error('CurrentPrincipal used on a route without ApiKeyGuard');
  return principal;
});
