import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { fittingWorkerEnv, loadConfigOrExit } from '@a8/config';
import { installGracefulShutdown, PinoNestLogger, requestIdMiddleware, rootLogger } from '@a8/observability';
import { isMainThread, workerData } from 'node:worker_threads';
import { AppModule } from './app/app.module';
import { isFitThread, runFitThread } from './app/fit/fit-thread';

/** The fitting worker: a BullMQ consumer of the `fit` queue, with an HTTP port for probes. */
async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit(fittingWorkerEnv);
  const log = rootLogger({ service: 'fitting-worker', level: config.LOG_LEVEL });
  const app = await NestFactory.create(AppModule.forRoot(config), { logger: new PinoNestLogger(), bufferLogs: true });
  app.use(requestIdMiddleware);
  // SIGTERM closes the BullMQ worker, which waits for the running job before the process exits.
  installGracefulShutdown(app);
  await app.listen(config.PORT, config.HOST);
  log.info({ health: `http://${config.HOST}:${config.PORT}`, concurrency: config.FIT_CONCURRENCY }, 'fitting worker ready');
}

// The same bundle runs the fit threads: a thread started with fit input loads the word vectors
// once, then fits each version it is sent until the worker stops it.
if (!isMainThread && isFitThread(workerData)) {
  runFitThread();
} else {
  bootstrap().catch((error: unknown) => {
    rootLogger().fatal({ err: error }, 'fitting worker failed to start');
    process.exit(1);
  });
}
