import {
  CallToolRequestSchema,
  InitializedNotificationSchema,
  InitializeRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { rpcIdOf } from './mcp-body.middleware';

/** The methods this server answers, each with the SDK's own schema for its message. */
const SCHEMAS = new Map<string, { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }>([
  ['initialize', InitializeRequestSchema],
  ['ping', PingRequestSchema],
  ['tools/list', ListToolsRequestSchema],
  ['tools/call', CallToolRequestSchema],
  ['notifications/initialized', InitializedNotificationSchema],
]);

export interface InvalidParams {
  message: string;
  id: string | number | null;
}

function typeOf(value: unknown): string {
  return Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`;
}

/** A tools/call's params, in the words of the tool's arguments. */
function toolCallProblem(params: unknown): string | null {
  if (!params || typeof params !== 'object' || Array.isArray(params)) return 'params must be an object with name and arguments';
  const { name, arguments: args } = params as { name?: unknown; arguments?: unknown };
  if (typeof name !== 'string') return 'params.name must be the name of a tool: judge, teach or retract';
  if (args !== undefined && (args === null || typeof args !== 'object' || Array.isArray(args))) return `params.arguments must be an object with input, not ${typeOf(args)}`;
  return null;
}

/**
 * A JSON-RPC message whose params the SDK would refuse with an internal error (-32603) and a raw
 * validation dump: found here first and answered as invalid params (-32602), in one sentence
 * naming the field. Messages are checked against the SDK's own schemas, so nothing it would
 * accept is refused.
 */
export function invalidParams(body: unknown): InvalidParams | null {
  for (const message of Array.isArray(body) ? body : [body]) {
    if (!message || typeof message !== 'object') continue;
    const method = (message as { method?: unknown }).method;
    if (typeof method !== 'string') continue;
    const id = rpcIdOf(message);
    if (method === 'tools/call') {
      const problem = toolCallProblem((message as { params?: unknown }).params);
      if (problem) return { message: `Invalid params: ${problem}.`, id };
    }
    const checked = SCHEMAS.get(method)?.safeParse(message);
    if (checked && !checked.success) {
      const issue = checked.error?.issues[0];
      const field = issue?.path.map(String).join('.') || 'params';
      return { message: `Invalid params: ${field}: ${(issue?.message ?? 'not valid').replace(/\s+/g, ' ').slice(0, 200)}.`, id };
    }
  }
  return null;
}
