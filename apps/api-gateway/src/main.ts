import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { apiGatewayEnv, loadConfigOrExit } from '@a8/config';
import { applyHttpTimeouts } from '@a8/gateway-core';
import { httpMetricsMiddleware, installGracefulShutdown, releaseMemoryWhenIdle, PinoNestLogger, requestIdMiddleware, rootLogger, watchEventLoop } from '@a8/observability';
import { cl100kTokenCounter } from '@a8/tokenizer';
import { AppModule } from './app/app.module';
import { messagesBodyMiddleware } from './app/errors/json-body.middleware';

/** The api-gateway: Anthropic's Messages API over the judge service. */
async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit(apiGatewayEnv);
  const log = rootLogger({ service: 'api-gateway', level: config.LOG_LEVEL });
  watchEventLoop(log);
  // Nest's body parser is off: ours answers oversized and malformed bodies in Anthropic's envelope.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: new PinoNestLogger(),
    bufferLogs: true,
    bodyParser: false,
  });
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(httpMetricsMiddleware());
  app.use(requestIdMiddleware);
  app.use(messagesBodyMiddleware(config.BODY_LIMIT_BYTES));
  installGracefulShutdown(app);
  applyHttpTimeouts(app.getHttpServer());
  releaseMemoryWhenIdle();
  cl100kTokenCounter(); // built before the first request, not during it (~0.5 s)
  await app.listen(config.PORT, config.HOST);
  log.info({ url: `http://${config.HOST}:${config.PORT}`, messages: `http://${config.HOST}:${config.PORT}/eval/v1/messages` }, 'api-gateway ready');
}

bootstrap().catch((error: unknown) => {
  rootLogger().fatal({ err: error }, 'api-gateway failed to start');
  process.exit(1);
});
