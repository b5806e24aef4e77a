export const PERMISSIONS = ['models:infer', 'models:train', 'models:explain'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Who is calling: an API key or a signed-in member, acting in exactly one organization. */
export interface Principal {
  orgId: string;
  orgName: string;
  permissions: Permission[];
  /** `key:<prefix>` or `user:<id>`, for logs. */
  actor: string;
}
