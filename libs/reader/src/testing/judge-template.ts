import { readMessagesRequest } from '../interfaces';
import { readJudgement } from '../reasoning-read';

/** A request read as the judge reads it with reasoning on, nothing taught: a system prompt (or none) and one user message. */
export const judgeTemplate = (system: string | null, user: string) =>
  readJudgement(readMessagesRequest({ system, messages: [{ role: 'user', content: user }], schema: null }).request, true, () => undefined);
