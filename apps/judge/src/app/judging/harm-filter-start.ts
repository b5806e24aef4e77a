import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadHarmFilter } from '@a8/harm-filter';
import { loggerFor } from '@a8/observability';

/**
 * The harmful-content filter, made ready at start rather than on the first request: read from the
 * cache file when this same build fitted it (the key holds a hash of the running bundle, so a change
 * to the code that fits it refits), else fitted and written there for the next start.
 */
export function startHarmFilter(cacheFile: string): void {
  const started = performance.now();
  const outcome = loadHarmFilter(resolve(cacheFile), runningCode());
  loggerFor('HarmFilter').info({ ...outcome, file: cacheFile, ms: Math.round(performance.now() - started) }, 'harmful-content filter ready');
}

/** A hash of the script this process runs (the service's bundle); a process without one never reuses a fit. */
function runningCode(): string {
  const main = process.argv[1];
  try {
    return createHash('sha256').update(readFileSync(main ?? '')).digest('hex');
  } catch {
    return `unread:${process.pid}:${Date.now()}`;
  }
}
