import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfigOrExit, mcpGatewayEnv } from '@a8/config';
import { applyHttpTimeouts } from '@a8/gateway-core';
import { httpMetricsMiddleware, installGracefulShutdown, releaseMemoryWhenIdle, PinoNestLogger, requestIdMiddleware, rootLogger, watchEventLoop } from '@a8/observability';
import { AppModule } from './app/app.module';
import { mcpBodyMiddleware } from './app/mcp/mcp-body.middleware';
import { mountOAuth } from './app/oauth';

/** The mcp-gateway: the MCP server "A8" over Streamable HTTP at /mcp, with OAuth sign-in for hosts. */
async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit(mcpGatewayEnv);
  const log = rootLogger({ service: 'mcp-gateway', level: config.LOG_LEVEL });
  watchEventLoop(log);
  // No global body parser: /mcp reads its own JSON (parse errors become JSON-RPC errors).
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { logger: new PinoNestLogger(), bufferLogs: true, bodyParser: false });
  app.disable('x-powered-by');
  app.use(httpMetricsMiddleware());
  app.use(requestIdMiddleware);
  app.use('/mcp', mcpBodyMiddleware(config.BODY_LIMIT_BYTES));
  // The authorization server, protected-resource metadata and sign-in page, beside /mcp.
  mountOAuth(app, { publicUrl: config.MCP_PUBLIC_URL.replace(/\/$/, '') });
  installGracefulShutdown(app);
  applyHttpTimeouts(app.getHttpServer());
  releaseMemoryWhenIdle();
  await app.listen(config.PORT, config.HOST);
  log.info({ url: `http://${config.HOST}:${config.PORT}/mcp`, publicUrl: config.MCP_PUBLIC_URL }, 'mcp-gateway ready');
}

bootstrap().catch((error: unknown) => {
  rootLogger().fatal({ err: error }, 'mcp-gateway failed to start');
  process.exit(1);
});
