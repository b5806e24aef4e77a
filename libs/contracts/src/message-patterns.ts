/** Message patterns the gateways send to the judge service over the microservice transport. */
export const JudgePatterns = {
  ping: 'judge.ping',
  judge: 'judge.judge',
  teach: 'judge.teach',
  retract: 'judge.retract',
  propose: 'judge.propose',
  models: 'judge.models',
  model: 'judge.model',
} as const;
export type JudgePattern = (typeof JudgePatterns)[keyof typeof JudgePatterns];

/**
 * Every message to the judge service travels in this envelope, so the request id of the
 * gateway's HTTP request reaches the judge's logs.
 */
export interface JudgeMessage<T> {
  requestId: string;
  payload: T;
}

export interface PingReply {
  pong: true;
  service: 'judge';
  at: string;
}
