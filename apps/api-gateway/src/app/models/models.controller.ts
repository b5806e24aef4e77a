import { Controller, Get, Param, Query, Req, UseGuards } from '@nestjs/common';
import { A8Error, ErrorCode, JudgePatterns, MODELS_PAGE_MAX, type ModelInfo, type ModelsReply, type Principal } from '@a8/contracts';
import { JudgeClientService } from '@a8/judge-client';
import { ApiKeyGuard } from '../auth/api-key.guard';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { isOpenAIClient } from '../errors/openai-envelope';
import type { Request } from 'express';

/** `GET /eval/v1/models`: the organization's versions, from the judge, in Anthropic's or OpenAI's list shape. */
@Controller('eval/v1/models')
@UseGuards(ApiKeyGuard)
export class ModelsController {
  constructor(private readonly judge: JudgeClientService) {}

  /** OpenAI's list shape to an OpenAI client, Anthropic's to everyone else (the Anthropic SDKs, curl). */
  @Get()
  async list(
    @CurrentPrincipal() principal: Principal,
    @Req() req: Request,
    @Query('limit') limitText?: string,
    @Query('after_id') afterId?: string,
    @Query('before_id') beforeId?: string,
  ): Promise<ModelsReply | OpenAIModelList> {
    const caller = { orgId: principal.orgId, permissions: principal.permissions };
    if (isOpenAIClient(req.headers)) {
      // OpenAI's list is one page: every version, newest first.
      const data: OpenAIModel[] = [];
      for (let after: string | null = null; data.length < OPENAI_LIST_MAX; ) {
        const page: ModelsReply = await this.judge.send(JudgePatterns.models, { caller, limit: MODELS_PAGE_MAX, afterId: after, beforeId: null });
        data.push(...page.data.map(openAIModel));
        if (!page.has_more || page.last_id === null) break;
        after = page.last_id;
      }
      return { object: 'list', data };
    }
    return this.judge.send(JudgePatterns.models, { caller, limit: parseLimit(limitText), afterId: afterId ?? null, beforeId: beforeId ?? null });
  }

  /** `GET /eval/v1/models/{model_id}`: one version, a pinned identifier with a level included. */
  @Get(':modelId')
  async retrieve(@CurrentPrincipal() principal: Principal, @Param('modelId') modelId: string, @Req() req: Request): Promise<ModelInfo | OpenAIModel> {
    const info = await this.judge.send(JudgePatterns.model, { caller: { orgId: principal.orgId, permissions: principal.permissions }, id: modelId });
    return isOpenAIClient(req.headers) ? openAIModel(info) : info;
  }
}

/** OpenAI's model object, with A8's fields beside the standard ones. */
export type OpenAIModel = { id: string; object: 'model'; created: number; owned_by: string } & Omit<ModelInfo, 'id' | 'type' | 'display_name' | 'created_at'>;
export interface OpenAIModelList {
  object: 'list';
  data: OpenAIModel[];
}
/** The most versions an OpenAI client is sent at once (it has no paging). */
const OPENAI_LIST_MAX = 1000;

function openAIModel(info: ModelInfo): OpenAIModel {
  const { id, type: _type, display_name: _name, created_at, ...a8 } = info;
  return { id, object: 'model', created: Math.floor(Date.parse(created_at) / 1000), owned_by: info.reference ? 'a8' : 'organization', ...a8 };
}

function parseLimit(text: string | undefined): number {
  if (text === undefined) return 20;
  const limit = Number(text);
  if (!Number.isInteger(limit) || limit < 1 || limit > MODELS_PAGE_MAX) {
    throw new A8Error(ErrorCode.InvalidRequest, `limit: "${text}" is not a whole number from 1 to ${MODELS_PAGE_MAX}.`);
  }
  return limit;
}
