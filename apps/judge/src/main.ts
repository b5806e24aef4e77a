import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { judgeEnv, loadConfigOrExit } from '@a8/config';
import { AuthenticatedTcpServer } from '@a8/judge-client';
import { installGracefulShutdown, PinoNestLogger, requestIdMiddleware, rootLogger, watchEventLoop } from '@a8/observability';
import { AppModule } from './app/app.module';
import { startHarmFilter } from './app/judging/harm-filter-start';

/** The judge service: message handlers on TCP for the gateways, and an HTTP port for probes. */
async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit(judgeEnv);
  const log = rootLogger({ service: 'judge', level: config.LOG_LEVEL });
  watchEventLoop(log);
  startHarmFilter(config.HARM_FILTER_CACHE);
  const app = await NestFactory.create(AppModule.forRoot(config), { logger: new PinoNestLogger(), bufferLogs: true });
  app.use(requestIdMiddleware);
  installGracefulShutdown(app);
  app.connectMicroservice(
    { strategy: new AuthenticatedTcpServer({ host: config.HOST, port: config.JUDGE_PORT, secret: config.JUDGE_RPC_SECRET, maxFrameChars: config.JUDGE_MAX_FRAME_CHARS }) },
    { inheritAppConfig: true },
  );
  await app.startAllMicroservices();
  await app.listen(config.PORT, config.HOST);
  log.info({ transport: `tcp://${config.HOST}:${config.JUDGE_PORT}`, health: `http://${config.HOST}:${config.PORT}` }, 'judge service ready');
}

bootstrap().catch((error: unknown) => {
  rootLogger().fatal({ err: error }, 'judge service failed to start');
  process.exit(1);
});
