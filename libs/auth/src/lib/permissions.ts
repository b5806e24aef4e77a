import { PERMISSIONS, type Permission } from '@a8/contracts';
import type { Role } from '@a8/db';

// What a key or a role may do (DESIGN §9): one list, shared by every service through the contracts.
export { PERMISSIONS, type Permission };

export const ROLES = ['owner', 'admin', 'trainer', 'viewer'] as const satisfies readonly Role[];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  owner: ['models:infer', 'models:train', 'models:explain'],
  admin: ['models:infer', 'models:train', 'models:explain'],
  trainer: ['models:infer', 'models:train', 'models:explain'],
  viewer: ['models:infer', 'models:explain'],
};

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** A value that is not one of the allowed ones; the message names it and what passes. */
export class InvalidValueError extends Error {
  constructor(
    readonly kind: 'permission' | 'role',
    readonly value: string,
    readonly allowed: readonly string[],
    detail?: string,
  ) {
    super(detail ?? `unknown ${kind} "${value}"; use ${kind === 'permission' ? 'a comma-separated list of ' : 'one of '}${allowed.join(', ')}`);
    this.name = 'InvalidValueError';
  }
}

/**
 * `"models:infer,models:train"` → `['models:infer', 'models:train']` (duplicates dropped, in
 * PERMISSIONS order, blanks around commas ignored).
 * @throws InvalidValueError naming the first bad value and the values that pass; also for an empty list.
 */
export function parsePermissions(csv: string): Permission[] {
  const values = csv
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  if (values.length === 0) {
    throw new InvalidValueError('permission', '', PERMISSIONS, `no permission given; use a comma-separated list of ${PERMISSIONS.join(', ')}`);
  }
  const bad = values.find((v) => !isPermission(v));
  if (bad !== undefined) throw new InvalidValueError('permission', bad, PERMISSIONS);
  return PERMISSIONS.filter((p) => values.includes(p));
}

/** @throws InvalidValueError naming the value and the roles that pass. */
export function parseRole(value: string): Role {
  const role = value.trim();
  if (!isRole(role)) throw new InvalidValueError('role', value, ROLES);
  return role;
}

/** Whether every permission in `required` is granted. */
export function hasPermissions(granted: readonly string[], ...required: Permission[]): boolean {
  return required.every((p) => granted.includes(p));
}
