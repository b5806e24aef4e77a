import { Body, Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import type { Principal } from '@a8/contracts';
import type { Response } from 'express';
import { ApiKeyGuard } from '../auth/api-key.guard';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { streamMessage } from './message-stream';
import { MessagesService } from './messages.service';
import { readMessagesBody } from './read-messages-body';

/** `POST /eval/v1/messages`: Anthropic's Messages API over the judge (spec a8-anthropic-messages). */
@Controller('eval/v1/messages')
@UseGuards(ApiKeyGuard)
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Post()
  @HttpCode(200)
  async create(@CurrentPrincipal() principal: Principal, @Body() body: unknown, @Res() res: Response): Promise<void> {
    const dto = readMessagesBody(body);
    const message = await this.messages.create(principal, dto);
    if (dto.stream) return streamMessage(res, message);
    res.status(200).type('application/json').send(JSON.stringify(message));
  }
}
