import { encodeVersion } from './serialize';
import type { FitOptions, FittedVersion, TaughtExample } from './types';
import { fitState, Version } from './version';

/** Fit a version from taught examples. Deterministic: same examples and family give the same bytes. */
export function fitVersion(examples: TaughtExample[], opts: FitOptions): FittedVersion {
  const state = fitState(examples, opts);
  const { fingerprint } = encodeVersion(state);
  return new Version(state, fingerprint, opts.vectors);
}
