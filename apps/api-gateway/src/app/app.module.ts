import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { ApiGatewayConfig } from '@a8/config';
import { GatewayCoreModule } from '@a8/gateway-core';
import { ApiKeyGuard } from './auth/api-key.guard';
import { ChatController } from './chat/chat.controller';
import { ChatService } from './chat/chat.service';
import { AnthropicExceptionFilter } from './errors/anthropic-exception.filter';
import { MessagesController } from './messages/messages.controller';
import { MessagesService } from './messages/messages.service';
import { ModelsController } from './models/models.controller';

@Module({})
export class AppModule {
  static forRoot(config: ApiGatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        GatewayCoreModule.forRoot(config, 'a8-api-gateway'),
      ],
      controllers: [ModelsController, MessagesController, ChatController],
      providers: [
        { provide: APP_FILTER, useClass: AnthropicExceptionFilter },
        ApiKeyGuard,
        MessagesService,
        ChatService,
      ],
    };
  }
}
