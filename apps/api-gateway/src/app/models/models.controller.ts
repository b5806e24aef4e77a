import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { A8Error, ErrorCode, formatHorizon, horizonToDate, isoSeconds, parseModelId, pinnedModelId, REFERENCE_HORIZON, type Principal } from '@a8/contracts';
import { ModelVersionRepository, VERSION_PAGE_MAX, type ModelVersion } from '@a8/db';
import { ApiKeyGuard } from '../auth/api-key.guard';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { RequirePermission } from '../auth/require-permission.decorator';

/** One entry of Anthropic's models list, plus A8's version state. */
export interface ModelInfo {
  type: 'model';
  id: string;
  display_name: string;
  created_at: string;
  state: string;
  examples: number | null;
  system_fingerprint: string | null;
}

export interface ModelsPage {
  data: ModelInfo[];
  has_more: boolean;
  first_id: string | null;
  last_id: string | null;
}

/** `GET /eval/v1/models`: the organization's versions, newest first, in Anthropic's list shape. */
@Controller('eval/v1/models')
@UseGuards(ApiKeyGuard)
export class ModelsController {
  constructor(private readonly versions: ModelVersionRepository) {}

  @Get()
  @RequirePermission('models:infer')
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query('limit') limitText?: string,
    @Query('after_id') afterId?: string,
    @Query('before_id') beforeId?: string,
  ): Promise<ModelsPage> {
    if (beforeId !== undefined) {
      throw new A8Error(ErrorCode.InvalidRequest, 'before_id: not supported; page forward with after_id (the last_id of the previous page).');
    }
    const limit = parseLimit(limitText);
    const cursor = afterId === undefined ? undefined : await this.cursorFor(principal.orgId, afterId);
    const page = await this.versions.listForOrg(principal.orgId, { limit, cursor });
    const data = page.items.map(toModelInfo);
    return { data, has_more: page.nextCursor !== null, first_id: data[0]?.id ?? null, last_id: data.at(-1)?.id ?? null };
  }

  private async cursorFor(orgId: string, afterId: string): Promise<string> {
    const id = parseAfterId(afterId);
    const version = id.horizon && id.horizon !== REFERENCE_HORIZON ? await this.versions.find(orgId, id.name, horizonToDate(id.horizon)!) : null;
    if (!version) throw new A8Error(ErrorCode.InvalidRequest, `after_id: "${afterId}" is not one of your organization's versions; send the last_id of the previous page.`);
    return version.id;
  }
}

function parseAfterId(afterId: string): ReturnType<typeof parseModelId> {
  try {
    return parseModelId(afterId);
  } catch {
    throw new A8Error(ErrorCode.InvalidRequest, `after_id: "${afterId}" is not a model identifier; send the last_id of the previous page.`);
  }
}

function parseLimit(text: string | undefined): number {
  if (text === undefined) return 20;
  const limit = Number(text);
  if (!Number.isInteger(limit) || limit < 1 || limit > VERSION_PAGE_MAX) {
    throw new A8Error(ErrorCode.InvalidRequest, `limit: "${text}" is not a whole number from 1 to ${VERSION_PAGE_MAX}.`);
  }
  return limit;
}

export function toModelInfo(version: ModelVersion): ModelInfo {
  const horizon = formatHorizon(version.horizon);
  return {
    type: 'model',
    id: pinnedModelId(version.family, horizon),
    display_name: `A8 ${version.family} at ${isoSeconds(version.horizon)}`,
    created_at: version.createdAt.toISOString(),
    state: version.state,
    examples: version.exampleCount,
    system_fingerprint: version.fingerprint,
  };
}
