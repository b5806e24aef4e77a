import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { fittingWorkerEnv, loadConfigOrExit } from '@a8/config';
import { PinoNestLogger, requestIdMiddleware, rootLogger } from '@a8/observability';
import { AppModule } from './app/app.module';

/** The fitting worker: a BullMQ consumer of the `fit` queue, with an HTTP port for probes. */
async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit(fittingWorkerEnv);
  const log = rootLogger({ service: 'fitting-worker', level: config.LOG_LEVEL });
  const app = await NestFactory.create(AppModule.forRoot(config), { logger: new PinoNestLogger(), bufferLogs: true });
  app.use(requestIdMiddleware);
  // SIGTERM closes the BullMQ worker, which waits for the running job before the process exits.
  app.enableShutdownHooks();
  await app.listen(config.PORT, config.HOST);
  log.info({ health: `http://${config.HOST}:${config.PORT}`, concurrency: config.FIT_CONCURRENCY }, 'fitting worker ready');
}

bootstrap().catch((error: unknown) => {
  rootLogger().fatal({ err: error }, 'fitting worker failed to start');
  process.exit(1);
});
