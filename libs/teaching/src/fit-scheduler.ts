/** Schedules the fit of a version row already created in state `fitting`. */
export interface FitScheduler {
  /** `horizon` lets the scheduler wait until that second is over: no later event can join it. */
  schedule(versionId: string, horizon: Date): Promise<void>;
}
