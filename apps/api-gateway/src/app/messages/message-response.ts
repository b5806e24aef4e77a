import { FILTERED_EXPLANATION, type AbstentionBody, type JudgeReply, type PrecedentsBody } from '@a8/contracts';
import { presentReply } from '@a8/gateway-core';
import { continuingPrefill } from '@a8/reader';
import { randomHex } from '@a8/observability';
import { pythonJson } from './python-json';

export type ContentBlock = { type: 'text'; text: string } | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> };

export interface Usage {
  input_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  output_tokens: number;
}

export interface StopDetails {
  type: 'refusal';
  category: string | null;
  explanation: string;
}

/** Anthropic's Message, with A8's fields beside the standard ones (spec §5). */
export interface A8Message {
  id: string;
  type: 'message';
  role: 'assistant';
  model: string;
  content: ContentBlock[];
  stop_reason: 'end_turn' | 'tool_use' | 'refusal';
  stop_sequence: null;
  stop_details: StopDetails | null;
  usage: Usage;
  system_fingerprint: string;
  min_accuracy?: number;
  abstention?: AbstentionBody;
  interval?: [number, number];
  precedents?: PrecedentsBody;
  /** The taught criterion a reworded criterion was judged as (reasoning on). */
  matched_criterion?: string;
}

export interface ShapeOptions {
  /** The forced tool's name when the verdict's shape came from one. */
  toolName: string | null;
  /** The verdict is an object (a schema with properties), not a bare label or number. */
  objectVerdict: boolean;
  usage: Usage;
  /** The start of the reply the request prefilled (a last assistant turn), which the text continues. */
  prefill: string | null;
}

export function newMessageId(): string {
  return `eval-${randomHex(8)}`;
}

function toolUseId(): string {
  return `toolu_${randomHex(12)}`;
}

/** Turns the judge service's reply into the Message the SDKs read, fields in the spec's order. */
export function toMessage(reply: JudgeReply, options: ShapeOptions): A8Message {
  const message = buildMessage(reply, options);
  const { id, type, role, model, content, stop_reason, stop_sequence, stop_details, usage, system_fingerprint, ...a8 } = message;
  return { id, type, role, model, content, stop_reason, stop_sequence, stop_details, usage, system_fingerprint, ...a8 };
}

function buildMessage(reply: JudgeReply, options: ShapeOptions): A8Message {
  const shown = presentReply(reply);
  const base = {
    id: newMessageId(),
    type: 'message' as const,
    role: 'assistant' as const,
    model: shown.model,
    stop_sequence: null,
    usage: options.usage,
    system_fingerprint: shown.fingerprint,
  };
  if (shown.kind === 'recall') {
    return { ...base, content: [{ type: 'text', text: pythonJson(shown.precedents) }], stop_reason: 'end_turn', stop_details: null, precedents: shown.precedents };
  }
  if (shown.kind === 'filtered') {
    // Spec §7: a filtered request is free, and carries no abstention and no level.
    const free = { input_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 0 };
    return { ...base, usage: free, content: [], stop_reason: 'refusal', stop_details: { type: 'refusal', category: 'general_harms', explanation: FILTERED_EXPLANATION } };
  }
  const precedents = { ...(shown.precedents ? { precedents: shown.precedents } : {}), ...(shown.matchedCriterion ? { matched_criterion: shown.matchedCriterion } : {}) };
  if (shown.kind === 'abstention') {
    return {
      ...base,
      content: [],
      stop_reason: 'refusal',
      stop_details: { type: 'refusal', category: null, explanation: shown.explanation },
      abstention: shown.abstention,
      ...precedents,
    };
  }
  const verdict = shown.verdict;
  const interval = shown.interval ? { interval: shown.interval } : {};
  if (options.toolName) {
    const input = verdict !== null && typeof verdict === 'object' && !Array.isArray(verdict) ? (verdict as Record<string, unknown>) : { verdict };
    return { ...base, content: [{ type: 'tool_use', id: toolUseId(), name: options.toolName, input }], stop_reason: 'tool_use', stop_details: null, min_accuracy: shown.level, ...interval, ...precedents };
  }
  const written = options.objectVerdict || (verdict !== null && typeof verdict === 'object') ? pythonJson(verdict) : String(verdict);
  const text = options.prefill ? continuingPrefill(written, options.prefill) : written;
  return { ...base, content: [{ type: 'text', text }], stop_reason: 'end_turn', stop_details: null, min_accuracy: shown.level, ...interval, ...precedents };
}
