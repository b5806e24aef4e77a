import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { A8Error, ErrorCode, JudgePatterns, MODELS_PAGE_MAX, type ModelInfo, type ModelsReply, type Principal } from '@a8/contracts';
import { JudgeClientService } from '@a8/judge-client';
import { ApiKeyGuard } from '../auth/api-key.guard';
import { CurrentPrincipal } from '../auth/principal.decorator';

/** `GET /eval/v1/models`: the organization's versions, in Anthropic's list shape, from the judge. */
@Controller('eval/v1/models')
@UseGuards(ApiKeyGuard)
export class ModelsController {
  constructor(private readonly judge: JudgeClientService) {}

  @Get()
  list(
    @CurrentPrincipal() principal: Principal,
    @Query('limit') limitText?: string,
    @Query('after_id') afterId?: string,
    @Query('before_id') beforeId?: string,
  ): Promise<ModelsReply> {
    return this.judge.send(JudgePatterns.models, {
      caller: { orgId: principal.orgId, permissions: principal.permissions },
      limit: parseLimit(limitText),
      afterId: afterId ?? null,
      beforeId: beforeId ?? null,
    });
  }

  /** `GET /eval/v1/models/{model_id}`: one version, a pinned identifier with a level included. */
  @Get(':modelId')
  retrieve(@CurrentPrincipal() principal: Principal, @Param('modelId') modelId: string): Promise<ModelInfo> {
    return this.judge.send(JudgePatterns.model, { caller: { orgId: principal.orgId, permissions: principal.permissions }, id: modelId });
  }
}

function parseLimit(text: string | undefined): number {
  if (text === undefined) return 20;
  const limit = Number(text);
  if (!Number.isInteger(limit) || limit < 1 || limit > MODELS_PAGE_MAX) {
    throw new A8Error(ErrorCode.InvalidRequest, `limit: "${text}" is not a whole number from 1 to ${MODELS_PAGE_MAX}.`);
  }
  return limit;
}
