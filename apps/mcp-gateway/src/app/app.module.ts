import { Module, type DynamicModule } from '@nestjs/common';
import type { McpGatewayConfig } from '@a8/config';
import { GatewayCoreModule } from '@a8/gateway-core';
import { McpAuthService, OAUTH_TOKEN_VERIFIER } from './mcp/mcp-auth.service';
import { MCP_HTTP_OPTIONS, McpController } from './mcp/mcp.controller';
import { OAuthModule, OAuthTokenVerifier } from './oauth';

@Module({})
export class AppModule {
  static forRoot(config: McpGatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        GatewayCoreModule.forRoot(config, 'a8-mcp-gateway'),
        OAuthModule.forRoot({ publicUrl: config.MCP_PUBLIC_URL.replace(/\/$/, '') }),
      ],
      controllers: [McpController],
      providers: [
        { provide: OAUTH_TOKEN_VERIFIER, useExisting: OAuthTokenVerifier },
        McpAuthService,
        {
          provide: MCP_HTTP_OPTIONS,
          useValue: {
            publicUrl: config.MCP_PUBLIC_URL.replace(/\/$/, ''),
            allowedOrigins: config.MCP_ALLOWED_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean),
          },
        },
      ],
    };
  }
}
