import type { Permission } from './permissions';

/** The canonical request (see @a8/reader), as it travels between services. */
export interface WireRequest {
  criterion: string | null;
  conversation: { role: 'user' | 'assistant'; content: string }[];
  schema: Record<string, unknown> | null;
}

/** Who asks, as the gateway authenticated them: one organization, exactly these permissions. */
export interface Caller {
  orgId: string;
  permissions: Permission[];
}

export interface JudgeCommand {
  caller: Caller;
  /** The model identifier as sent (`a8:95`, `a8-1-1:95@20260715t140322z`). */
  model: string;
  request: WireRequest;
  /** The schema reserved a `precedents` property. */
  schemaWantsPrecedents: boolean;
  /** Reasoning on reads recall questions and precedents requests written in words. */
  reasoning: boolean;
}

export interface AbstentionBody {
  kind: 'no_question' | 'untaught_criterion' | 'missing_part' | 'unfamiliar_subject' | 'too_close';
  asked: number;
  answerable_at: number;
  earned: number | null;
  missing: string | null;
}

export interface PrecedentsBody {
  criterion: string;
  examples: { input: unknown; format: unknown; answer: unknown; recorded_at: string; similarity: number }[];
}

interface ReplyBase {
  /** The full pinned identifier that answered, level included. */
  model: string;
  level: number;
  system_fingerprint: string;
}

export type JudgeReply =
  | (ReplyBase & { kind: 'verdict'; verdict: unknown; interval?: [number, number]; precedents?: PrecedentsBody; precedentsPlacement?: 'schema' | 'top' })
  | (ReplyBase & { kind: 'abstention'; abstention: AbstentionBody; explanation: string; precedents?: PrecedentsBody; precedentsPlacement?: 'schema' | 'top' })
  | (ReplyBase & { kind: 'recall'; precedents: PrecedentsBody });

export interface TeachCommand {
  caller: Caller;
  request: WireRequest;
  display: { input: unknown; format: unknown };
  answer: unknown;
}

export interface RetractCommand {
  caller: Caller;
  request: WireRequest;
}

export interface ProposeCommand {
  caller: Caller;
  /** The MCP `input` and `format` as sent: a string or messages, and a bare JSON Schema. */
  input: unknown;
  format: Record<string, unknown> | null;
  request: WireRequest;
}

/** What `teach` without an answer returns: the request and answer A8 would record. */
export interface Proposal {
  proposal: { input: unknown; format: Record<string, unknown> | null; answer: unknown };
  recorded_at: null;
}
