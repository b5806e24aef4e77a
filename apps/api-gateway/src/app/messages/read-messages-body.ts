import { A8Error, ErrorCode, parseModelId } from '@a8/contracts';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { EFFORTS, MessagesRequestDto, THINKING_TYPES } from './messages-request.dto';

/**
 * Reads a `POST /v1/messages` body into the DTO, or throws a 400 whose message names the field,
 * the rule it broke and the value that passes (spec Table 2 first, then every other field).
 */
export function readMessagesBody(body: unknown): MessagesRequestDto {
  if (body === null || body === undefined || typeof body !== 'object' || Array.isArray(body)) {
    throw invalid('The request body must be a JSON object with model, messages and max_tokens.');
  }
  const raw = body as Record<string, unknown>;
  refuseTable2(raw);
  // Only the fields A8 reads go through class-transformer: every other field is ignored (Table 1),
  // and a free-form one (`metadata`) must not be walked by it at all.
  const read = Object.fromEntries(READ_FIELDS.filter((field) => Object.hasOwn(raw, field)).map((field) => [field, raw[field]]));
  const dto = plainToInstance(MessagesRequestDto, withoutConstructorKeys(read) as object, { enableImplicitConversion: false });
  restoreFreeForm(dto, raw);
  const errors = validateSync(dto, { whitelist: true, forbidNonWhitelisted: false });
  if (errors.length > 0) {
    const problems = flatten(errors);
    const shown = problems.slice(0, MAX_PROBLEMS).join(' ');
    throw invalid(problems.length > MAX_PROBLEMS ? `${shown} (and ${problems.length - MAX_PROBLEMS} more problems)` : shown);
  }
  if (dto.messages.length === 0) throw invalid('messages: empty; send at least one user message, the subject to judge.');
  if (!dto.messages.some((m) => m.role === 'user')) throw invalid('messages: no user message; the latest user message is the subject to judge.');
  return dto;
}

/** The fields of Table 1, the ones A8 reads. */
const READ_FIELDS = ['model', 'max_tokens', 'system', 'messages', 'output_config', 'tools', 'tool_choice', 'thinking', 'stream'] as const;
/** A body with a thousand bad messages gets the first few named, not a thousand sentences. */
const MAX_PROBLEMS = 10;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A copy without keys named `constructor`, for class-transformer: it takes an object's own
 * `constructor` property for its class and fails calling it. No field A8 reads has that name, and
 * free-form JSON (schemas, content), where it may be a real property name, is put back as sent.
 */
function withoutConstructorKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutConstructorKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'constructor')
      .map(([key, child]) => [key, withoutConstructorKeys(child)]),
  );
}

/** Puts back the free-form JSON the DTO keeps out of class-transformer (see FreeForm), as sent. */
function restoreFreeForm(dto: MessagesRequestDto, raw: Record<string, unknown>): void {
  const put = (target: unknown, source: unknown, key: string) => {
    if (isRecord(target) && isRecord(source) && Object.hasOwn(source, key)) Object.defineProperty(target, key, { value: source[key], enumerable: true, writable: true, configurable: true });
  };
  put(dto, raw, 'system');
  const messages = raw['messages'];
  if (Array.isArray(dto.messages) && Array.isArray(messages)) dto.messages.forEach((message, i) => put(message, messages[i], 'content'));
  const outputConfig = raw['output_config'];
  if (isRecord(dto.output_config) && isRecord(outputConfig)) put(dto.output_config.format, outputConfig['format'], 'schema');
  const tools = raw['tools'];
  if (Array.isArray(dto.tools) && Array.isArray(tools)) dto.tools.forEach((tool, i) => put(tool, tools[i], 'input_schema'));
}

function refuseTable2(raw: Record<string, unknown>): void {
  if (Object.hasOwn(raw, 'min_accuracy')) {
    throw invalid('min_accuracy: not a request field; send the minimum accuracy as the model\'s tag, as "a8:95".');
  }
  if (Object.hasOwn(raw, 'expected')) {
    throw invalid('expected: a judge request does not carry the expected answer; send the answer as a teach, over MCP.');
  }
  if (typeof raw['model'] === 'string') parseModelId(raw['model']);
  const outputConfig = raw['output_config'];
  if (outputConfig && typeof outputConfig === 'object') {
    const effort = (outputConfig as Record<string, unknown>)['effort'];
    if (effort !== undefined && effort !== null && !EFFORTS.includes(effort as never)) {
      throw invalid(`output_config.effort: ${JSON.stringify(effort)} is not an effort; send one of ${EFFORTS.map((e) => `"${e}"`).join(', ')}.`);
    }
  }
  const thinking = raw['thinking'];
  // A thinking that is not an object is the DTO's to refuse ("thinking: must be an object").
  if (isRecord(thinking)) {
    const type = thinking['type'];
    if (!THINKING_TYPES.includes(type as never)) {
      throw invalid(`thinking.type: ${JSON.stringify(type ?? null)} is not a reasoning mode; send one of ${THINKING_TYPES.map((t) => `"${t}"`).join(', ')}.`);
    }
  }
  const toolChoice = raw['tool_choice'];
  if (toolChoice && typeof toolChoice === 'object' && (toolChoice as Record<string, unknown>)['type'] === 'tool') {
    const name = (toolChoice as Record<string, unknown>)['name'];
    const tools = Array.isArray(raw['tools']) ? (raw['tools'] as { name?: unknown }[]) : [];
    const names = tools.map((t) => t?.name).filter((n): n is string => typeof n === 'string');
    if (!names.includes(name as string)) {
      const passing = names.length ? `send the name of a tool in tools (${names.map((n) => `"${n}"`).join(', ')})` : 'send the name of a tool in tools, and list that tool in tools';
      throw invalid(`tool_choice.name: ${JSON.stringify(name ?? null)} is not a tool in tools; ${passing}.`);
    }
  }
}

/** `messages[1].content: must be …`, one sentence per broken rule. */
function flatten(errors: ValidationError[], parent = ''): string[] {
  const out: string[] = [];
  for (const error of errors) {
    const path = /^\d+$/.test(error.property) ? `${parent.replace(/\.$/, '')}[${error.property}].` : `${parent}${error.property}.`;
    for (const message of Object.values(error.constraints ?? {})) {
      const named = message.startsWith(`${error.property}:`) ? message.slice(error.property.length + 1).trim() : message;
      out.push(`${path.replace(/\.$/, '')}: ${named}${named.endsWith('.') ? '' : '.'}`);
    }
    if (error.children?.length) out.push(...flatten(error.children, path));
  }
  return out;
}

function invalid(message: string): A8Error {
  return new A8Error(ErrorCode.InvalidRequest, message);
}
