import { Injectable } from '@nestjs/common';
import { JudgePatterns, type Principal } from '@a8/contracts';
import { JudgeClientService } from '@a8/judge-client';
import { readChatRequest } from '@a8/reader';
import { readOrRefuse } from '../errors/request-shape';
import { countInputTokens } from '../messages/token-counter';
import { chatUsage, toChatCompletion, type ChatCompletion } from './chat-response';
import type { ChatCompletionRequest } from './read-chat-body';

/** `prompt_tokens`: the messages' text and the verdict schema, counted as the Messages API counts them. */
function promptTokens(request: ChatCompletionRequest): Promise<number> {
  const messages = request.messages.map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content ?? '')));
  return countInputTokens({ system: null, messages, schema: request.schema });
}

/** One Chat Completions request: the same canonical request and the same judge as the other interfaces. */
@Injectable()
export class ChatService {
  constructor(private readonly judge: JudgeClientService) {}

  async create(principal: Principal, request: ChatCompletionRequest): Promise<ChatCompletion> {
    const read = readOrRefuse(() => readChatRequest({ messages: request.messages, schema: request.schema, schemaField: request.schemaField }));
    const reply = await this.judge.send(JudgePatterns.judge, {
      caller: { orgId: principal.orgId, permissions: principal.permissions },
      model: request.model,
      request: read.request,
      schemaWantsPrecedents: read.wantsPrecedents,
      reasoning: request.reasoning,
    });
    const usage = chatUsage(await promptTokens(request), reply.reasoningTokens ?? 0, reply.readingCached === true);
    const objectVerdict = read.request.schema !== null && typeof read.request.schema['properties'] === 'object';
    return toChatCompletion(reply, { toolName: request.toolName, objectVerdict, usage });
  }
}
