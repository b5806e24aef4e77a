/** Queue names, shared by producers and the fitting worker. */
export enum QueueName {
  Fit = 'fit',
}

export enum FitJobName {
  /** Checks the worker end to end without fitting anything. */
  Noop = 'noop',
}

/** Payloads carry ids only: the worker reloads state from Postgres. */
export interface NoopJobData {
  requestId?: string;
}

export type FitJob = { name: FitJobName.Noop; data: NoopJobData };
