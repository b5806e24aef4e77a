import { A8Error, ErrorCode } from '@a8/contracts';
import type { McpInput } from '@a8/reader';
import { REQUEST_ROLES, TOOLS, type ToolName } from './tool-definitions';

export interface ToolArguments {
  input: McpInput;
  format: Record<string, unknown> | null;
  model: string;
  answer?: unknown;
  hasAnswer: boolean;
}


function invalid(message: string): A8Error {
  return new A8Error(ErrorCode.InvalidRequest, message);
}

/** Each tool's argument names, read from its input schema: the schema is the one source. */
const ARGUMENTS = new Map<string, string[]>(TOOLS.map((t) => [t.name, Object.keys(t.inputSchema.properties)]));
const ROLES: readonly string[] = REQUEST_ROLES;

/**
 * Checks a tool call's arguments against the tool's input schema (spec a8-mcp §2-5), naming the
 * field at fault, the rule and the value that passes. The MCP gateway and the admin bulk import
 * both read teach arguments through it.
 */
export function readToolArguments(tool: ToolName, raw: unknown): ToolArguments {
  if (raw === undefined || raw === null) throw invalid('input: required; send the request as a string or a list of messages.');
  if (typeof raw !== 'object' || Array.isArray(raw)) throw invalid('arguments: must be an object with input.');
  const args = raw as Record<string, unknown>;
  const allowed = ARGUMENTS.get(tool) ?? [];
  for (const key of Object.keys(args)) {
    if (!allowed.includes(key)) throw invalid(`${key}: not an argument of ${tool}; its arguments are ${allowed.join(', ')}.`);
  }
  const input = args['input'];
  if (input === undefined) throw invalid('input: required; send the request as a string or a list of messages.');
  if (typeof input === 'string') {
    if (input.trim() === '') throw invalid('input: empty; send the request as a non-empty string or a list of messages.');
  } else if (Array.isArray(input)) {
    if (input.length === 0) throw invalid('input: empty; send the request as a non-empty string or a list of messages.');
    input.forEach((message, i) => {
      if (!message || typeof message !== 'object') throw invalid(`input[${i}]: must be a message {"role", "content"}.`);
      const { role, content } = message as Record<string, unknown>;
      if (!ROLES.includes(role as string)) throw invalid(`input[${i}].role: ${JSON.stringify(role ?? null)} is not a role; send one of "system", "developer", "user", "assistant".`);
      if (typeof content !== 'string') throw invalid(`input[${i}].content: must be a string.`);
    });
    // Messages that say nothing are an empty input (Table 2), not a request without a question.
    if (input.every((message) => (message as { content: string }).content.trim() === '')) {
      throw invalid('input: empty; send the request as a non-empty string or a list of messages.');
    }
  } else {
    throw invalid('input: must be a string or a list of messages {"role", "content"}.');
  }
  const format = args['format'];
  if (format !== undefined && format !== null && (typeof format !== 'object' || Array.isArray(format))) {
    throw invalid('format: must be a JSON Schema object, as {"properties": {"queue": {"enum": ["billing", "shipping", "account"]}}}.');
  }
  const model = args['model'] ?? 'a8';
  if (typeof model !== 'string') throw invalid('model: must be a string such as "a8" or "a8:95".');
  return {
    input: input as McpInput,
    format: (format as Record<string, unknown> | undefined) ?? null,
    model,
    answer: args['answer'],
    hasAnswer: Object.hasOwn(args, 'answer') && args['answer'] !== undefined,
  };
}
