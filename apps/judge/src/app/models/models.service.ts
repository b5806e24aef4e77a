import { Injectable } from '@nestjs/common';
import {
  A8Error,
  CURRENT_FAMILY,
  ErrorCode,
  formatHorizon,
  horizonToDate,
  isoSeconds,
  parseModelId,
  pinnedModelId,
  REFERENCE_HORIZON,
  type ModelCommand,
  type ModelInfo,
  type ModelsCommand,
  type ModelsReply,
} from '@a8/contracts';
import { ModelVersionRepository, type ModelVersion } from '@a8/db';

/**
 * The Models API (`GET /eval/v1/models`, `GET /eval/v1/models/{model_id}`): every version the
 * caller's organization can be answered from, its own and the shipped reference versions (marked
 * `reference`), newest first, in Anthropic's list shape.
 */
@Injectable()
export class ModelsService {
  constructor(private readonly versions: ModelVersionRepository) {}

  async list(command: ModelsCommand): Promise<ModelsReply> {
    const { caller } = command;
    if (command.afterId !== null && command.beforeId !== null) {
      throw new A8Error(ErrorCode.InvalidRequest, 'before_id: send either after_id or before_id, not both.');
    }
    const after = command.afterId === null ? undefined : await this.cursorFor(caller.orgId, command.afterId, 'after_id');
    const before = command.beforeId === null ? undefined : await this.cursorFor(caller.orgId, command.beforeId, 'before_id');
    const page = await this.versions.listAnswerable(caller.orgId, { limit: command.limit, after, before });
    const data = page.items.map((v) => toModelInfo(v, null));
    return { data, has_more: page.hasMore, first_id: data[0]?.id ?? null, last_id: data.at(-1)?.id ?? null };
  }

  /** One model by its identifier: `a8` (the version it answers from now) or a pinned one, a level allowed. */
  async retrieve(command: ModelCommand): Promise<ModelInfo> {
    const id = parseModelId(command.id);
    const family = id.name === 'a8' ? CURRENT_FAMILY : id.name;
    const level = command.id.includes(':') ? id.level : null;
    let version: ModelVersion | null = null;
    if (family === CURRENT_FAMILY) {
      if (id.horizon === null) version = (await this.versions.findNewestReady(command.caller.orgId, family)) ?? (await this.versions.findNewestReady(null, family));
      else if (id.horizon === REFERENCE_HORIZON) version = await this.versions.findNewestReady(null, family);
      else version = await this.find(command.caller.orgId, family, horizonToDate(id.horizon)!);
    }
    if (!version) {
      throw new A8Error(ErrorCode.NotFound, `model_id: "${command.id}" is not one of your organization's versions; list them with GET /eval/v1/models.`);
    }
    return toModelInfo(version, level);
  }

  /** A version of the organization, or a ready reference version, at `horizon`. */
  private async find(orgId: string, family: string, horizon: Date): Promise<ModelVersion | null> {
    const own = await this.versions.find(orgId, family, horizon);
    if (own) return own;
    const reference = await this.versions.find(null, family, horizon);
    return reference?.state === 'ready' ? reference : null;
  }

  private async cursorFor(orgId: string, modelId: string, field: 'after_id' | 'before_id'): Promise<string> {
    const id = parseCursor(modelId, field);
    const version = id.horizon && id.horizon !== REFERENCE_HORIZON ? await this.find(orgId, id.name, horizonToDate(id.horizon)!) : null;
    if (!version) throw new A8Error(ErrorCode.InvalidRequest, `${field}: "${modelId}" is not one of your organization's versions; send the first_id or last_id of a page.`);
    return version.id;
  }
}

function parseCursor(modelId: string, field: string): ReturnType<typeof parseModelId> {
  try {
    return parseModelId(modelId);
  } catch {
    throw new A8Error(ErrorCode.InvalidRequest, `${field}: "${modelId}" is not a model identifier; send the first_id or last_id of a page.`);
  }
}

/** A version as the Models API shows it; `level` puts a minimum accuracy in its identifier. */
export function toModelInfo(version: ModelVersion, level: number | null): ModelInfo {
  const horizon = formatHorizon(version.horizon);
  const reference = version.orgId === null;
  return {
    type: 'model',
    id: pinnedModelId(version.family, horizon, level ?? undefined),
    display_name: `A8 ${version.family} at ${isoSeconds(version.horizon)}${reference ? ' (reference)' : ''}`,
    created_at: version.createdAt.toISOString(),
    state: version.state,
    examples: version.exampleCount,
    system_fingerprint: version.fingerprint,
    reference,
  };
}
