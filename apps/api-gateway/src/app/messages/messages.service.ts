import { Injectable } from '@nestjs/common';
import { JudgePatterns, type JudgeCommand, type Principal } from '@a8/contracts';
import { JudgeClientService } from '@a8/judge-client';
import { contentText, prefillOf, readMessagesRequest } from '@a8/reader';
import { readOrRefuse } from '../errors/request-shape';
import { toMessage, type A8Message } from './message-response';
import type { MessagesRequestDto } from './messages-request.dto';
import { countInputTokens } from './token-counter';

/** The verdict's shape: a format's schema, or a forced tool's input schema (spec Table 1). */
function verdictShape(dto: MessagesRequestDto): { schema: Record<string, unknown> | null; toolName: string | null; schemaField: string } {
  const choice = dto.tool_choice;
  const tools = dto.tools ?? [];
  const forced = choice?.type === 'tool' ? tools.find((t) => t.name === choice.name) : choice?.type === 'any' && tools.length === 1 ? tools[0] : undefined;
  if (forced) return { schema: forced.input_schema, toolName: forced.name, schemaField: `tools[${tools.indexOf(forced)}].input_schema` };
  return { schema: dto.output_config?.format?.schema ?? null, toolName: null, schemaField: 'output_config.format.schema' };
}

@Injectable()
export class MessagesService {
  constructor(private readonly judge: JudgeClientService) {}

  async create(principal: Principal, dto: MessagesRequestDto): Promise<A8Message> {
    const { schema, toolName, schemaField } = verdictShape(dto);
    const read = readOrRefuse(() => readMessagesRequest({ system: dto.system ?? null, messages: dto.messages, schema, schemaField }));
    const command: JudgeCommand = {
      caller: { orgId: principal.orgId, permissions: principal.permissions },
      model: dto.model,
      request: read.request,
      schemaWantsPrecedents: read.wantsPrecedents,
      reasoning: dto.thinking?.type !== 'disabled',
    };
    const reply = await this.judge.send(JudgePatterns.judge, command);
    const inputTokens = await countInputTokens({
      system: dto.system === undefined || dto.system === null ? null : contentText(dto.system, 'system'),
      messages: dto.messages.map((m, i) => contentText(m.content, `messages[${i}].content`)),
      schema,
    });
    const objectVerdict = read.request.schema !== null && typeof read.request.schema['properties'] === 'object';
    // Reasoning tokens (spec §4): the text the judge had to search for the parts; 0 when the
    // layout said what each part is; a repeat read from the reading cache reports them as cache reads.
    const reasoningTokens = reply.reasoningTokens ?? 0;
    const [outputTokens, cacheReadTokens] = reply.readingCached ? [0, reasoningTokens] : [reasoningTokens, 0];
    return toMessage(reply, {
      toolName,
      objectVerdict,
      prefill: prefillOf(read.request.conversation),
      usage: { input_tokens: inputTokens, cache_creation_input_tokens: 0, cache_read_input_tokens: cacheReadTokens, output_tokens: outputTokens },
    });
  }
}

