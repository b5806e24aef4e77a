import type { CanonicalRequest, JsonSchema, Turn } from '@a8/contracts';
import { canonicalJson, sha256Hex } from './canonical-json';
import { RequestShapeError } from './request-shape-error';

// The canonical request is a contract between services: defined once, in @a8/contracts.
export type { CanonicalRequest, JsonSchema, Role, Turn } from '@a8/contracts';

/** The precedents property is a request for precedents, not part of the verdict (spec Table 3). */
export const PRECEDENTS_PROPERTY = 'precedents';

export interface NormalizedSchema {
  schema: JsonSchema | null;
  /** The schema reserved a `precedents` property. */
  wantsPrecedents: boolean;
}

/**
 * At most this many verdict properties in a judged schema: a taught format holds at most as many
 * (FORMAT_LIMITS.maxProperties), so no more can be answered, and each one is a head looked up and
 * judged on the judge's event loop (the fuzz tier's properties given as a 200,000-character string,
 * 200,000 keys, held it for up to 900 ms).
 */
export const MAX_VERDICT_PROPERTIES = 64;

/**
 * A schema without `type` but with properties is an object schema; the reserved `precedents`
 * property is taken out of the verdict's shape and reported apart. `field` names the schema in the
 * request, for the error a schema of too many properties gets.
 */
export function normalizeSchema(raw: unknown, field = 'format'): NormalizedSchema {
  if (raw === null || raw === undefined || typeof raw !== 'object' || Array.isArray(raw)) return { schema: null, wantsPrecedents: false };
  const schema: JsonSchema = { ...(raw as JsonSchema) };
  const properties = schema['properties'];
  let wantsPrecedents = false;
  // An array or a string has keys too, one per item or character: a schema's properties are an
  // object of property schemas or nothing.
  if (properties !== undefined && (properties === null || typeof properties !== 'object' || Array.isArray(properties))) {
    throw new RequestShapeError(`${field}.properties: must be an object of property schemas, as {"queue": {"enum": ["billing", "shipping"]}}.`);
  }
  if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
    const count = Object.keys(properties).filter((p) => p !== PRECEDENTS_PROPERTY).length;
    if (count > MAX_VERDICT_PROPERTIES) {
      throw new RequestShapeError(`${field}.properties: ${count} verdict properties; a verdict has at most ${MAX_VERDICT_PROPERTIES}, as many as a taught format can hold.`);
    }
    if (schema['type'] === undefined) schema['type'] = 'object';
    if (PRECEDENTS_PROPERTY in (properties as object)) {
      wantsPrecedents = true;
      const { [PRECEDENTS_PROPERTY]: _reserved, ...rest } = properties as Record<string, unknown>;
      schema['properties'] = rest;
      if (Array.isArray(schema['required'])) schema['required'] = (schema['required'] as unknown[]).filter((r) => r !== PRECEDENTS_PROPERTY);
    }
  }
  return { schema, wantsPrecedents };
}

/** Identifies a request for teach, replace and retract: sha-256 of its canonical JSON. */
export function requestKey(request: CanonicalRequest): string {
  return sha256Hex(canonicalJson(request));
}

/** The latest user message: the subject a judge request is about. Earlier turns are history. */
export function latestUserMessage(request: CanonicalRequest): string | null {
  for (let i = request.conversation.length - 1; i >= 0; i--) {
    if (request.conversation[i].role === 'user') return request.conversation[i].content;
  }
  return null;
}

/**
 * The key of the request a judge call is really asking about: its criterion, schema and latest user
 * message. A follow-up that repeats a taught subject is the taught request, whatever its history.
 */
export function subjectKey(request: CanonicalRequest): string {
  const latest = latestUserMessage(request);
  return requestKey({ criterion: request.criterion, schema: request.schema, conversation: latest === null ? [] : [{ role: 'user', content: latest }] });
}

/**
 * A canonical request read back from storage (a JSON column), checked rather than cast: a row
 * that is not one fails loudly here instead of deep inside the model.
 */
export function storedCanonicalRequest(value: unknown): CanonicalRequest {
  const fail = (why: string): never => {
    throw new Error(`a stored request is not a canonical request: ${why}`);
  };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return fail('not an object');
  const { criterion, conversation, schema } = value as Record<string, unknown>;
  if (criterion !== null && typeof criterion !== 'string') fail('criterion');
  if (!Array.isArray(conversation)) return fail('conversation');
  for (const turn of conversation) {
    const t = turn as Record<string, unknown> | null;
    if (!t || (t['role'] !== 'user' && t['role'] !== 'assistant') || typeof t['content'] !== 'string') fail('a turn');
  }
  if (schema !== null && (typeof schema !== 'object' || Array.isArray(schema))) fail('schema');
  return { criterion: criterion as string | null, conversation: conversation as Turn[], schema: schema as JsonSchema | null };
}
