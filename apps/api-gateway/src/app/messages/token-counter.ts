import { getEncoding, type Tiktoken } from 'js-tiktoken';

let encoding: Tiktoken | undefined;

/**
 * `usage.input_tokens`: the request's text counted with a real BPE tokenizer (cl100k_base), the
 * system prompt, every message and the verdict schema, as a language model would have read them.
 */
export function countInputTokens(parts: { system: string | null; messages: string[]; schema: unknown }): number {
  encoding ??= getEncoding('cl100k_base');
  let total = 0;
  if (parts.system) total += encoding.encode(parts.system).length;
  for (const message of parts.messages) total += encoding.encode(message).length + 4; // role and separators
  if (parts.schema) total += encoding.encode(JSON.stringify(parts.schema)).length;
  return total;
}
