import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { decodeHarmFilter, encodeHarmFilter, harmFilterKey } from './filter-encoding';
import { HarmFilter } from './harm-filter';
import { TRAINING_SET } from './training-set.generated';

export * from './harm-filter';
export { featuresOf, FEATURE_NAMES } from './features';
export { decodeHarmFilter, encodeHarmFilter, harmFilterKey } from './filter-encoding';

let shared: HarmFilter | null = null;

/** The filter fitted on the labelled set kept in this library (fitted once per process: a few seconds). */
export function harmFilter(): HarmFilter {
  shared ??= new HarmFilter(TRAINING_SET);
  return shared;
}

/**
 * The shared filter, read from `file` when a fit of the same code on the same labelled set wrote it
 * there, else fitted and written there for the next process (written whole or not at all; a file
 * that cannot be written costs only the next start's fit). `code` names the code that fits it: a
 * service passes a hash of its own bundle, so a change to the fitting code is never served a stale fit.
 * Returns how the filter was had, for the start-up log.
 */
export function loadHarmFilter(file: string, code: string): { source: 'file' | 'fitted'; written: boolean } {
  const key = harmFilterKey(code, TRAINING_SET);
  if (shared === null) {
    try {
      shared = decodeHarmFilter(readFileSync(file), key);
    } catch {
      shared = null; // no file yet
    }
    if (shared !== null) return { source: 'file', written: false };
  }
  const filter = harmFilter();
  try {
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, encodeHarmFilter(filter, key));
    renameSync(partial, file);
    return { source: 'fitted', written: true };
  } catch {
    return { source: 'fitted', written: false };
  }
}
