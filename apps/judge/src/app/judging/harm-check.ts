import type { CanonicalRequest, FilteredOutcome } from '@a8/contracts';
import { harmFilter } from '@a8/harm-filter';
import { filteredRequests, loggerFor } from '@a8/observability';
import { readTaughtRequest, textsRead } from '@a8/reader';

const log = loggerFor('HarmCheck');

/**
 * The harmful-content filter on a request to teach or to propose (MCP has no reasoning switch, so
 * these are always read with reasoning on): the outcome when it is filtered, else null. Runs before
 * anything is recorded, so a filtered teach leaves the examples as they were. Counted by category;
 * the text is never logged.
 */
export async function filteredTeach(request: CanonicalRequest): Promise<FilteredOutcome | null> {
  const read = readTaughtRequest(request);
  const texts = textsRead(read);
  for (const turn of request.conversation) if (turn.role === 'user' && !texts.includes(turn.content)) texts.push(turn.content);
  const harm = await harmFilter().checkYielding(texts);
  if (!harm.filtered) return null;
  log.info({ event: 'filtered', category: harm.category }, 'teach filtered for harmful content');
  filteredRequests.inc({ category: harm.category!, path: 'teach' });
  return { filtered: true, category: harm.category! };
}
