import { Injectable } from '@nestjs/common';
import {
  A8Error,
  ErrorCode,
  formatHorizon,
  horizonToDate,
  isoSeconds,
  parseModelId,
  pinnedModelId,
  REFERENCE_HORIZON,
  type ModelInfo,
  type ModelsCommand,
  type ModelsReply,
} from '@a8/contracts';
import { ModelVersionRepository, type ModelVersion } from '@a8/db';

/** `GET /v1/models`: the caller's organization's versions, newest first, in Anthropic's list shape. */
@Injectable()
export class ModelsService {
  constructor(private readonly versions: ModelVersionRepository) {}

  async list(command: ModelsCommand): Promise<ModelsReply> {
    const { caller } = command;
    if (command.beforeId !== null) {
      throw new A8Error(ErrorCode.InvalidRequest, 'before_id: not supported; page forward with after_id (the last_id of the previous page).');
    }
    const cursor = command.afterId === null ? undefined : await this.cursorFor(caller.orgId, command.afterId);
    const page = await this.versions.listForOrg(caller.orgId, { limit: command.limit, cursor });
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
