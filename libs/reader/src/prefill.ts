import type { Turn } from './canonical-request';

/**
 * A prefill (Anthropic Messages): an assistant turn after the latest user message holds the start of
 * the reply, and the response continues it (`{"role": "assistant", "content": "{"}`, so that the caller
 * reads `"{" + reply`; "SCORE: ", so that it reads the score after it). Its text as the caller will
 * join it, or null when the conversation ends on a user message.
 */
export function prefillOf(conversation: readonly Turn[]): string | null {
  const last = conversation[conversation.length - 1];
  if (!last || last.role !== 'assistant' || !conversation.some((t) => t.role === 'user')) return null;
  // (the API refuses a prefill that ends in whitespace; a trailing space here is read as the caller's layout)
  const text = last.content.trimEnd();
  return text === '' ? null : text;
}

/**
 * The written verdict as the continuation of a prefill: what follows the prefill where the verdict
 * starts with it, or follows it further on (a reason line, then "Score: 4" after a prefilled
 * "Score:"), so the caller's join reads the verdict once; else the verdict as written.
 */
export function continuingPrefill(written: string, prefill: string): string {
  if (written.length > prefill.length && written.startsWith(prefill)) return written.slice(prefill.length);
  const at = written.lastIndexOf(prefill);
  return at > 0 && at + prefill.length < written.length ? written.slice(at + prefill.length) : written;
}
