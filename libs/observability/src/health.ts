import { Controller, Get, HttpCode, Inject, Module, Res, type DynamicModule } from '@nestjs/common';
import type { Response } from 'express';
import { metricsRegistry } from './metrics';

/** A dependency the process needs to serve: Postgres, Redis, the judge service. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

export const READINESS_CHECKS = Symbol('READINESS_CHECKS');

const CHECK_TIMEOUT_MS = 2000;

async function runCheck(check: ReadinessCheck): Promise<{ name: string; ok: boolean; error?: string }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check.check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { name: check.name, ok: true };
  } catch (error) {
    return { name: check.name, ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

@Controller()
export class HealthController {
  constructor(@Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[]) {}

  /** Alive: the process answers. Never touches a dependency, so a slow database doesn't restart pods. */
  @Get('healthz')
  @HttpCode(200)
  healthz(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Prometheus metrics of this process (`metrics.ts`). */
  @Get('metrics')
  async metrics(@Res() res: Response): Promise<void> {
    res.status(200).type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  }

  /** Ready: every dependency answers; 503 with the failing ones otherwise. */
  @Get('readyz')
  async readyz(@Res({ passthrough: true }) res: Response): Promise<{ status: string; checks: Record<string, string> }> {
    const results = await Promise.all(this.checks.map(runCheck));
    const ready = results.every((r) => r.ok);
    res.status(ready ? 200 : 503);
    return {
      status: ready ? 'ready' : 'unavailable',
      checks: Object.fromEntries(results.map((r) => [r.name, r.ok ? 'ok' : (r.error ?? 'failed')])),
    };
  }
}

@Module({})
export class HealthModule {
  /** `inject` lists providers resolved into checks by `factory`. */
  static forRoot(options: {
    imports?: DynamicModule['imports'];
    inject: unknown[];
    factory: (...deps: never[]) => ReadinessCheck[];
  }): DynamicModule {
    return {
      module: HealthModule,
      imports: options.imports ?? [],
      controllers: [HealthController],
      providers: [
        {
          provide: READINESS_CHECKS,
          inject: options.inject as never[],
          useFactory: options.factory as (...deps: unknown[]) => ReadinessCheck[],
        },
      ],
    };
  }
}
