import type { Logger } from 'pino';

/** How often the watch looks at the clock. */
const TICK_MS = 100;

/**
 * Warns when something held the event loop: a timer due every TICK_MS that fires `heldMs` late was
 * blocked by synchronous work for about that long, and every request in flight waited with it. A
 * timeout seen by a caller (the gateways give the judge 3 s) is then told apart from a slow database
 * or a lost frame by whether this warning precedes it. Unref'd: it never keeps a process alive.
 */
export function watchEventLoop(log: Logger, thresholdMs = 500): NodeJS.Timeout {
  let expected = performance.now() + TICK_MS;
  const timer = setInterval(() => {
    const now = performance.now();
    const late = now - expected;
    expected = now + TICK_MS;
    if (late >= thresholdMs) log.warn({ heldMs: Math.round(late) }, 'the event loop was held');
  }, TICK_MS);
  timer.unref();
  return timer;
}
