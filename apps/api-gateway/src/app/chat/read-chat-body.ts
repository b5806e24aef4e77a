import { A8Error, ErrorCode, parseModelId } from '@a8/contracts';
import type { ChatMessage } from '@a8/reader';

/** The fields of a Chat Completions request A8 reads; every other one (temperature, n, …) is accepted and ignored. */
export interface ChatCompletionRequest {
  model: string;
  messages: ChatMessage[];
  /** The verdict's shape: `response_format.json_schema.schema`, or the forced tool's parameters. */
  schema: Record<string, unknown> | null;
  /** Where that schema sat in the body, for the errors that name it. */
  schemaField: string;
  /** The forced tool's name, when the verdict is answered as a tool call. */
  toolName: string | null;
  stream: boolean;
  includeUsage: boolean;
  /** `reasoning_effort: "none"` reads the layout as written (the Messages API's `thinking: disabled`). */
  reasoning: boolean;
}

const REASONING_EFFORTS = ['none', 'minimal', 'low', 'medium', 'high', 'xhigh'];
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const invalid = (message: string) => new A8Error(ErrorCode.InvalidRequest, message);

/** The JSON Schema a `response_format` asks the verdict in, or null (text, json_object). */
function responseSchema(format: unknown): Record<string, unknown> | null {
  if (format === undefined) return null;
  if (!isRecord(format)) throw invalid('response_format: must be an object, as {"type": "json_schema", "json_schema": {"name": "…", "schema": {…}}}');
  if (format['type'] === 'text' || format['type'] === 'json_object') return null;
  if (format['type'] !== 'json_schema') throw invalid('response_format.type: send "json_schema", "json_object" or "text"');
  const spec = format['json_schema'];
  if (!isRecord(spec) || !isRecord(spec['schema'])) throw invalid('response_format.json_schema.schema: must be a JSON Schema object');
  return spec['schema'];
}

/** The tool the request forces, and its parameters as the verdict's schema; null when none is forced. */
function forcedTool(tools: unknown, choice: unknown): { name: string; schema: Record<string, unknown>; field: string } | null {
  if (tools === undefined) return null;
  if (!Array.isArray(tools)) throw invalid('tools: must be a list of {"type": "function", "function": {"name", "parameters"}}');
  const functions = tools.map((tool, i) => {
    if (!isRecord(tool) || tool['type'] !== 'function' || !isRecord(tool['function']) || typeof tool['function']['name'] !== 'string') {
      throw invalid(`tools[${i}]: must be {"type": "function", "function": {"name": "…", "parameters": {…}}}`);
    }
    const parameters = tool['function']['parameters'];
    if (parameters !== undefined && !isRecord(parameters)) throw invalid(`tools[${i}].function.parameters: must be a JSON Schema object`);
    return { name: tool['function']['name'], schema: (parameters as Record<string, unknown> | undefined) ?? { type: 'object', properties: {} }, field: `tools[${i}].function.parameters` };
  });
  if (isRecord(choice) && choice['type'] === 'function' && isRecord(choice['function']) && typeof choice['function']['name'] === 'string') {
    const named = functions.find((f) => f.name === (choice['function'] as { name: string }).name);
    if (!named) throw invalid(`tool_choice.function.name: "${String(choice['function']['name']).slice(0, 60)}" is not one of the tools`);
    return named;
  }
  if (choice === 'required' && functions.length === 1) return functions[0]!;
  if (choice !== undefined && choice !== 'auto' && choice !== 'none' && choice !== 'required' && !isRecord(choice)) {
    throw invalid('tool_choice: send "none", "auto", "required" or {"type": "function", "function": {"name": "…"}}');
  }
  return null;
}

/** Reads a `POST /v1/chat/completions` body, or throws a 400 naming the field and the value that passes. */
export function readChatBody(body: unknown): ChatCompletionRequest {
  if (!isRecord(body)) throw invalid('The request body must be a JSON object with model and messages.');
  const model = body['model'];
  if (typeof model !== 'string' || model.trim() === '') throw invalid('model: required, a string such as "a8" or "a8:95"');
  try {
    parseModelId(model);
  } catch (error) {
    if (error instanceof A8Error) throw error;
    throw invalid(`model: "${model.slice(0, 60)}" is not a model identifier; send "a8" or "a8:95"`);
  }
  const messages = body['messages'];
  if (!Array.isArray(messages) || messages.length === 0) throw invalid('messages: required, a non-empty list of {"role", "content"} messages');
  messages.forEach((message, i) => {
    if (!isRecord(message) || typeof message['role'] !== 'string') throw invalid(`messages[${i}]: must be an object {"role", "content"}`);
  });
  const stream = body['stream'];
  if (stream !== undefined && stream !== null && typeof stream !== 'boolean') throw invalid('stream: must be true or false');
  const effort = body['reasoning_effort'];
  if (effort !== undefined && effort !== null && (typeof effort !== 'string' || !REASONING_EFFORTS.includes(effort))) {
    throw invalid(`reasoning_effort: send one of ${REASONING_EFFORTS.map((e) => `"${e}"`).join(', ')}`);
  }
  const tool = forcedTool(body['tools'], body['tool_choice']);
  const options = body['stream_options'];
  return {
    model,
    messages: messages as ChatMessage[],
    schema: tool?.schema ?? responseSchema(body['response_format']),
    schemaField: tool?.field ?? 'response_format.json_schema.schema',
    toolName: tool?.name ?? null,
    stream: stream === true,
    includeUsage: isRecord(options) && options['include_usage'] === true,
    reasoning: effort !== 'none',
  };
}
