import { cl100kTokenCounter } from '@a8/tokenizer';

/**
 * `usage.input_tokens`: the request's text counted with a real BPE tokenizer (cl100k_base), the
 * system prompt, every message and the verdict schema, as a language model would have read them.
 * The counter is linear in the text (see `@a8/tokenizer`) and yields between slices of a long one,
 * so no body holds the event loop.
 */
export async function countInputTokens(parts: { system: string | null; messages: string[]; schema: unknown }): Promise<number> {
  const counter = cl100kTokenCounter();
  let total = 0;
  if (parts.system) total += await counter.countYielding(parts.system);
  for (const message of parts.messages) total += (await counter.countYielding(message)) + 4; // role and separators
  if (parts.schema) total += await counter.countYielding(JSON.stringify(parts.schema));
  return total;
}
