import { SetMetadata } from '@nestjs/common';
import type { Permission } from '@a8/contracts';

export const REQUIRED_PERMISSION = 'a8:required-permission';

/** The permission a route needs; the guard answers 403 `permission_error` without it. */
export const RequirePermission = (permission: Permission) => SetMetadata(REQUIRED_PERMISSION, permission);
