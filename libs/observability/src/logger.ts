import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import { currentRequestId } from './request-context';

export type { Logger } from 'pino';

let root: Logger | undefined;

/** One JSON logger per process, writing to stdout; every line carries the current request id. */
export function rootLogger(options: { service?: string; level?: string } = {}): Logger {
  if (!root) {
    root = pino({
      level: options.level ?? 'info',
      base: { service: options.service ?? 'a8', pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    });
  }
  return root;
}

/** One logger per class: `loggerFor('ApiKeyGuard')`. */
export function loggerFor(context: string): Logger {
  return rootLogger().child({ context });
}

/** Routes Nest's own logging through pino, so the framework's lines are JSON too. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger = rootLogger()) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, stackOrContext?: string, context?: string): void {
    this.logger.error({ context: context ?? stackOrContext, stack: context ? stackOrContext : undefined }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
  fatal(message: unknown, context?: string): void {
    this.logger.fatal({ context }, String(message));
  }
}
