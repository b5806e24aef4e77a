import { A8Error, ErrorCode, type Caller, type Permission } from '@a8/contracts';

/**
 * The judge is the trust boundary: every permission rule of the spec is checked here and nowhere
 * else (spec a8-mcp Table 1): judging and listing models need models:infer, teaching, proposing
 * and retracting models:train, precedents models:infer and models:explain, and recall
 * models:explain alone. Each interface shows the same message.
 */
export function requirePermission(caller: Caller, permission: Permission): void {
  if (!caller.permissions.includes(permission)) throw new A8Error(ErrorCode.Permission, `This request needs the ${permission} permission.`);
}
