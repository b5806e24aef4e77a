import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfigOrExit, mcpGatewayEnv } from '@a8/config';
import { installGracefulShutdown, PinoNestLogger, requestIdMiddleware, rootLogger } from '@a8/observability';
import { AppModule } from './app/app.module';

/** The mcp-gateway: the MCP server "A8" over Streamable HTTP (its tools arrive with the MCP issue). */
async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit(mcpGatewayEnv);
  const log = rootLogger({ service: 'mcp-gateway', level: config.LOG_LEVEL });
  const app = await NestFactory.create(AppModule.forRoot(config), { logger: new PinoNestLogger(), bufferLogs: true });
  app.use(requestIdMiddleware);
  installGracefulShutdown(app);
  await app.listen(config.PORT, config.HOST);
  log.info({ url: `http://${config.HOST}:${config.PORT}` }, 'mcp-gateway ready');
}

bootstrap().catch((error: unknown) => {
  rootLogger().fatal({ err: error }, 'mcp-gateway failed to start');
  process.exit(1);
});
