import { cl100kTokenCounter } from '@a8/tokenizer';

/**
 * `usage.input_tokens`: the request's text counted with a real BPE tokenizer (cl100k_base), the
 * system prompt, every message and the verdict schema, as a language model would have read them.
 * The counter is linear in the text (see `@a8/tokenizer`), so no body can hold the event loop.
 */
export function countInputTokens(parts: { system: string | null; messages: string[]; schema: unknown }): number {
  const counter = cl100kTokenCounter();
  let total = 0;
  if (parts.system) total += counter.count(parts.system);
  for (const message of parts.messages) total += counter.count(message) + 4; // role and separators
  if (parts.schema) total += counter.count(JSON.stringify(parts.schema));
  return total;
}
