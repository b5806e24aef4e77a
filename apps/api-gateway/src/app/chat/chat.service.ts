import { Injectable } from '@nestjs/common';
import { A8Error, ErrorCode, JudgePatterns, type Principal } from '@a8/contracts';
import { JudgeClientService } from '@a8/judge-client';
import { readChatRequest, RequestShapeError } from '@a8/reader';
import { cl100kTokenCounter } from '@a8/tokenizer';
import { chatUsage, toChatCompletion, type ChatCompletion } from './chat-response';
import type { ChatCompletionRequest } from './read-chat-body';

/** `prompt_tokens`: the messages' text and the verdict schema counted with the real BPE tokenizer. */
async function promptTokens(request: ChatCompletionRequest): Promise<number> {
  const counter = cl100kTokenCounter();
  let total = 0;
  for (const message of request.messages) {
    const text = typeof message.content === 'string' ? message.content : JSON.stringify(message.content ?? '');
    total += (await counter.countYielding(text)) + 4; // role and separators
  }
  if (request.schema) total += await counter.countYielding(JSON.stringify(request.schema));
  return total;
}

/** One Chat Completions request: the same canonical request and the same judge as the other interfaces. */
@Injectable()
export class ChatService {
  constructor(private readonly judge: JudgeClientService) {}

  async create(principal: Principal, request: ChatCompletionRequest): Promise<ChatCompletion> {
    let read;
    try {
      read = readChatRequest({ messages: request.messages, schema: request.schema });
    } catch (error) {
      if (error instanceof RequestShapeError) throw new A8Error(ErrorCode.InvalidRequest, error.message);
      throw error;
    }
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
