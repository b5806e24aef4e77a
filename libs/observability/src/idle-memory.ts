import v8 from 'node:v8';
import vm from 'node:vm';

/** How often the process looks whether it has gone idle after work. */
const CHECK_MS = 2_000;
/** Heap grown by this much since the last collection is worth handing back. */
const GROWTH_BYTES = 32 * 2 ** 20;

let activity = 0;

/** Marks that the process did work (a request answered); called by the HTTP metrics middleware. */
export function noteActivity(): void {
  activity++;
}

/**
 * Hands memory back to the system once a burst is over. V8 keeps the heap a burst of large requests
 * grew (1 MB bodies, read, parsed and counted), so a gateway's resident memory stayed 60-70% over
 * its start long after the load ended (the fuzz tier measured it). When no request has been answered
 * for a whole check interval after a busy one, and the heap has grown, a full collection runs: the
 * pause falls in idle time, never under load.
 */
export function releaseMemoryWhenIdle(): NodeJS.Timeout | null {
  let collect: (() => void) | null = null;
  try {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
  } catch {
    return null; // a runtime without it: V8 shrinks the heap on its own schedule
  }
  let seen = activity;
  let busy = false;
  let heapAfterLast = process.memoryUsage().heapTotal;
  const timer = setInterval(() => {
    if (activity !== seen) {
      seen = activity;
      busy = true;
      return;
    }
    if (!busy) return;
    busy = false;
    if (process.memoryUsage().heapTotal - heapAfterLast < GROWTH_BYTES) return;
    // Twice: the first collection frees what the burst left, the second compacts what survived it.
    collect!();
    collect!();
    heapAfterLast = process.memoryUsage().heapTotal;
  }, CHECK_MS);
  timer.unref();
  return timer;
}
