import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import { currentRequestId } from './request-context';

export type { Logger } from 'pino';

let root: Logger | undefined;
let generation = 0;

/**
 * One JSON logger per process, writing to stdout; every line carries the current request id.
 * The entry point calls it first with the service's name and level; later calls return it.
 */
export function rootLogger(options?: { service?: string; level?: string }): Logger {
  if (!root || options) {
    root = pino({
      level: options?.level ?? root?.level ?? 'info',
      base: { service: options?.service ?? 'a8', pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    });
    generation++;
  }
  return root;
}

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
export type ContextLogger = Pick<Logger, LogMethod>;

/**
 * One logger per class: `loggerFor('ApiKeyGuard')`. Classes create theirs at import time, before
 * the entry point has named the service, so the child is made on first use and remade if the
 * root logger is configured later.
 */
export function loggerFor(context: string): ContextLogger {
  let child: Logger | undefined;
  let madeFor = -1;
  const current = (): Logger => {
    const parent = rootLogger();
    if (!child || madeFor !== generation) {
      child = parent.child({ context });
      madeFor = generation;
    }
    return child;
  };
  const method =
    (name: LogMethod) =>
    (...args: unknown[]) =>
      (current()[name] as (...a: unknown[]) => void)(...args);
  return { fatal: method('fatal'), error: method('error'), warn: method('warn'), info: method('info'), debug: method('debug'), trace: method('trace') } as ContextLogger;
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
