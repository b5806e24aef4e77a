import { Body, Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import type { Principal } from '@a8/contracts';
import type { Response } from 'express';
import { ApiKeyGuard } from '../auth/api-key.guard';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { streamChatCompletion } from './chat-stream';
import { ChatService } from './chat.service';
import { readChatBody } from './read-chat-body';

/**
 * `POST /eval/v1/chat/completions`: OpenAI's Chat Completions API over the judge, for prompts and
 * frameworks written for other judges (most call an OpenAI-compatible endpoint). Errors come in
 * OpenAI's envelope (`errors/openai-envelope.ts`).
 */
@Controller('eval/v1/chat/completions')
@UseGuards(ApiKeyGuard)
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @Post()
  @HttpCode(200)
  async create(@CurrentPrincipal() principal: Principal, @Body() body: unknown, @Res() res: Response): Promise<void> {
    const request = readChatBody(body);
    const completion = await this.chat.create(principal, request);
    if (request.stream) return streamChatCompletion(res, completion, request.includeUsage);
    res.status(200).type('application/json').send(JSON.stringify(completion));
  }
}
