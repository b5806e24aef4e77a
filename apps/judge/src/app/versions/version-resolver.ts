import { A8Error, CURRENT_FAMILY, ErrorCode, horizonToDate, parseModelId, REFERENCE_HORIZON, type ModelId } from '@a8/contracts';
import type { ModelVersion } from '@a8/db';
import type { VersionLookup } from './cached-version-lookup';

/** Families this judge can serve. A family is retired by removing it here (and its fitter). */
export const KNOWN_FAMILIES = new Set([CURRENT_FAMILY]);

/** How long a client is told to wait for a version still fitting. */
export const FITTING_RETRY_AFTER = 5;

export interface Resolved {
  id: ModelId;
  family: string;
  version: ModelVersion;
}

/**
 * Resolves a model identifier within one organization (DESIGN §3): `a8` is its newest ready
 * version (or the reference version it starts from); a pinned horizon is one of its versions or
 * the reference version's; nothing of another organization is ever looked at. A pinned version
 * that was superseded before its fit is handed to `fitOnDemand` and answers 503 until it is ready.
 */
export async function resolveVersion(versions: VersionLookup, orgId: string, raw: string, fitOnDemand: (version: ModelVersion) => Promise<void> = async () => undefined): Promise<Resolved> {
  const id = parseModelId(raw);
  const family = id.name === 'a8' ? CURRENT_FAMILY : id.name;
  if (!KNOWN_FAMILIES.has(family)) {
    throw new A8Error(ErrorCode.NotFound, `model: "${id.name}" is not a model family; send "a8" or one of ${[...KNOWN_FAMILIES].map((f) => `"${f}"`).join(', ')}.`);
  }
  if (id.horizon === null) {
    const version = (await versions.findNewestReady(orgId, family)) ?? (await versions.findNewestReady(null, family));
    if (!version) throw notReadyYet(family);
    return { id, family, version };
  }
  if (id.horizon === REFERENCE_HORIZON) {
    const version = await versions.findNewestReady(null, family);
    if (!version) throw notReadyYet(family);
    return { id, family, version };
  }
  const horizon = horizonToDate(id.horizon)!;
  const version = (await versions.find(orgId, family, horizon)) ?? (await versions.find(null, family, horizon));
  if (!version) {
    throw new A8Error(ErrorCode.NotFound, `model: "${raw}" names a horizon outside your organization's horizons; list them with GET /eval/v1/models, or send "a8".`);
  }
  if (version.state === 'superseded') {
    // Coalesced before it was fitted, but its identifier may have been shown: fitted now it is asked for.
    await fitOnDemand(version);
    throw new A8Error(ErrorCode.VersionFitting, `model: the version "${family}@${id.horizon}" is being fitted now that it is asked for; retry in a few seconds.`, FITTING_RETRY_AFTER);
  }
  if (version.state === 'fitting') {
    throw new A8Error(ErrorCode.VersionFitting, `model: the version "${family}@${id.horizon}" is still being fitted; retry in a few seconds.`, FITTING_RETRY_AFTER);
  }
  if (version.state === 'failed') {
    throw new A8Error(ErrorCode.NotFound, `model: the version "${family}@${id.horizon}" failed to fit and cannot answer; send "a8" for your newest version.`);
  }
  return { id, family, version };
}

function notReadyYet(family: string): A8Error {
  return new A8Error(ErrorCode.VersionFitting, `model: no ${family} version is ready yet (the reference version is being fitted); retry in a few seconds.`, FITTING_RETRY_AFTER);
}
