import { loggerFor } from './logger';

const log = loggerFor('shutdown');

/**
 * On SIGTERM or SIGINT: stop taking work, let Nest run its shutdown hooks (close servers, finish
 * the running job, disconnect), then exit 0. A second signal, or a hung close, exits at once.
 */
export function installGracefulShutdown(app: { close(): Promise<void> }, options: { timeoutMs?: number } = {}): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error({ timeoutMs: options.timeoutMs ?? 25_000 }, 'shutdown took too long: exiting');
      process.exit(1);
    }, options.timeoutMs ?? 25_000);
    timer.unref();
    app
      .close()
      .then(() => {
        log.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
