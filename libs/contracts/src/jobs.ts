/** Queue names, shared by producers and the fitting worker. */
export enum QueueName {
  Fit = 'fit',
}

export enum FitJobName {
  /** Checks the worker end to end without fitting anything. */
  Noop = 'noop',
  /** Fits one version row (state `fitting`) and publishes it. */
  FitVersion = 'fit-version',
}

/** Payloads carry ids only: the worker reloads state from Postgres. */
export interface NoopJobData {
  requestId?: string;
}

export interface FitVersionJobData {
  versionId: string;
  requestId?: string;
  /** Asked for by name: fitted even though a newer version supersedes it. */
  pinned?: boolean;
}

export type FitJob = { name: FitJobName.Noop; data: NoopJobData } | { name: FitJobName.FitVersion; data: FitVersionJobData };

/** One job per version: scheduling a version twice is a no-op (coalescing). Ids may not contain ':'. */
export function fitJobId(versionId: string): string {
  return `fit-${versionId}`;
}

/** Redis pub/sub channel where a revoked key's prefix is announced, so gateways drop it at once. */
export function keyRevocationsChannel(prefix: string): string {
  return `${prefix}:keys:revoked`;
}

/** Redis pub/sub channel where a fitted version is announced, so judges drop stale cache entries. */
export function versionsChannel(prefix: string): string {
  return `${prefix}:versions`;
}

export interface VersionAnnouncement {
  versionId: string;
  orgId: string | null;
  family: string;
  state: 'ready' | 'failed';
}
