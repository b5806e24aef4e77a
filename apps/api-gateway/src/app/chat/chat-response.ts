import { FILTERED_EXPLANATION, type AbstentionBody, type JudgeReply, type PrecedentsBody } from '@a8/contracts';
import { presentReply } from '@a8/gateway-core';
import { randomHex } from '@a8/observability';

/** OpenAI's usage, with the reading cache in `prompt_tokens_details.cached_tokens`. */
export interface ChatUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  prompt_tokens_details: { cached_tokens: number };
  completion_tokens_details: { reasoning_tokens: number };
}

export interface ChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** OpenAI's chat.completion, with A8's fields beside the standard ones (as on the Messages API). */
export interface ChatCompletion {
  id: string;
  object: 'chat.completion';
  created: number;
  model: string;
  choices: {
    index: 0;
    message: { role: 'assistant'; content: string | null; refusal: string | null; tool_calls?: ChatToolCall[] };
    finish_reason: 'stop' | 'tool_calls' | 'content_filter';
    logprobs: null;
  }[];
  usage: ChatUsage;
  system_fingerprint: string;
  min_accuracy?: number;
  abstention?: AbstentionBody;
  interval?: [number, number];
  precedents?: PrecedentsBody;
  matched_criterion?: string;
}

export const ZERO_USAGE: ChatUsage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, prompt_tokens_details: { cached_tokens: 0 }, completion_tokens_details: { reasoning_tokens: 0 } };

export function chatUsage(promptTokens: number, reasoningTokens: number, cached: boolean): ChatUsage {
  const completion = cached ? 0 : reasoningTokens;
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completion,
    total_tokens: promptTokens + completion,
    prompt_tokens_details: { cached_tokens: cached ? reasoningTokens : 0 },
    completion_tokens_details: { reasoning_tokens: completion },
  };
}

/**
 * Turns the judge's reply into a chat.completion: a verdict is the assistant's content (JSON for an
 * object verdict) or a forced tool's call; an abstention, or a filtered request, is the message's
 * `refusal` (OpenAI's slot for a declined answer), the abstention itself beside it.
 */
export function toChatCompletion(reply: JudgeReply, options: { toolName: string | null; objectVerdict: boolean; usage: ChatUsage }): ChatCompletion {
  const shown = presentReply(reply);
  const base = { id: `chatcmpl-${randomHex(12)}`, object: 'chat.completion' as const, created: Math.floor(Date.now() / 1000), model: shown.model };
  const choice = (message: ChatCompletion['choices'][number]['message'], finish: ChatCompletion['choices'][number]['finish_reason']) => [{ index: 0 as const, message, finish_reason: finish, logprobs: null }];
  if (shown.kind === 'filtered') {
    return { ...base, choices: choice({ role: 'assistant', content: null, refusal: FILTERED_EXPLANATION }, 'content_filter'), usage: ZERO_USAGE, system_fingerprint: shown.fingerprint };
  }
  if (shown.kind === 'recall') {
    return { ...base, choices: choice({ role: 'assistant', content: JSON.stringify(shown.precedents), refusal: null }, 'stop'), usage: options.usage, system_fingerprint: shown.fingerprint, precedents: shown.precedents };
  }
  const extras = { ...(shown.precedents ? { precedents: shown.precedents } : {}), ...(shown.matchedCriterion ? { matched_criterion: shown.matchedCriterion } : {}) };
  if (shown.kind === 'abstention') {
    return { ...base, choices: choice({ role: 'assistant', content: null, refusal: shown.explanation }, 'stop'), usage: options.usage, system_fingerprint: shown.fingerprint, abstention: shown.abstention, ...extras };
  }
  const verdict = shown.verdict;
  const interval = shown.interval ? { interval: shown.interval } : {};
  if (options.toolName) {
    const args = verdict !== null && typeof verdict === 'object' && !Array.isArray(verdict) ? verdict : { verdict };
    const call: ChatToolCall = { id: `call_${randomHex(12)}`, type: 'function', function: { name: options.toolName, arguments: JSON.stringify(args) } };
    return { ...base, choices: choice({ role: 'assistant', content: null, refusal: null, tool_calls: [call] }, 'tool_calls'), usage: options.usage, system_fingerprint: shown.fingerprint, min_accuracy: shown.level, ...interval, ...extras };
  }
  const content = options.objectVerdict || (verdict !== null && typeof verdict === 'object') ? JSON.stringify(verdict) : String(verdict);
  return { ...base, choices: choice({ role: 'assistant', content, refusal: null }, 'stop'), usage: options.usage, system_fingerprint: shown.fingerprint, min_accuracy: shown.level, ...interval, ...extras };
}
