import type { Permission } from './permissions';

export type Role = 'user' | 'assistant';

export interface Turn {
  role: Role;
  content: string;
}

export type JsonSchema = Record<string, unknown>;

/** The subject a request judges: the output, and the parts it may be judged against (spec Table 3). */
export interface Subject {
  output: string;
  reference?: string;
  context?: string;
  question?: string;
}

/**
 * The one form every interface reduces a request to (DESIGN §4): the criterion as written, the
 * conversation, and the verdict schema. "The same request" is the canonical JSON of this form.
 * The reader builds it; it travels to the judge as it is.
 */
export interface CanonicalRequest {
  criterion: string | null;
  conversation: Turn[];
  schema: JsonSchema | null;
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
  request: CanonicalRequest;
  /** The schema reserved a `precedents` property. */
  schemaWantsPrecedents: boolean;
  /** Reasoning on reads recall questions and precedents requests written in words. */
  reasoning: boolean;
}

/** The five checks an abstention can name (DESIGN §7), in the order the weakest is chosen. */
export const ABSTENTION_KINDS = ['no_question', 'untaught_criterion', 'missing_part', 'unfamiliar_subject', 'too_close'] as const;
export type AbstentionKind = (typeof ABSTENTION_KINDS)[number];

export interface AbstentionBody {
  kind: AbstentionKind;
  asked: number;
  answerable_at: number;
  earned: number | null;
  missing: string | null;
}

export interface PrecedentExample {
  input: unknown;
  format: unknown;
  answer: unknown;
  recorded_at: string;
  similarity: number;
  /** A shipped reference example the verdict rests on, not one the organization taught. */
  reference?: boolean;
}

export interface PrecedentsBody {
  criterion: string;
  examples: PrecedentExample[];
}

interface ReplyBase {
  /** The full pinned identifier that answered, level included. */
  model: string;
  level: number;
  system_fingerprint: string;
  /**
   * The judge had to read the request's parts out of its words (reasoning on): the tokens of the
   * text it searched, reported as reasoning tokens (`usage.output_tokens`), or as cache reads
   * when `readingCached` (a repeat of the same request, read from the reading cache).
   */
  reasoningTokens?: number;
  readingCached?: boolean;
  /** The taught criterion a reworded criterion was judged as (reasoning on), reported to the caller. */
  matchedCriterion?: string;
}

export type JudgeReply =
  | (ReplyBase & { kind: 'verdict'; verdict: unknown; interval?: [number, number]; precedents?: PrecedentsBody; precedentsPlacement?: 'schema' | 'top' })
  | (ReplyBase & { kind: 'abstention'; abstention: AbstentionBody; explanation: string; precedents?: PrecedentsBody; precedentsPlacement?: 'schema' | 'top' })
  | (ReplyBase & { kind: 'recall'; precedents: PrecedentsBody })
  | (ReplyBase & { kind: 'filtered'; category: HarmCategoryName });

/** The categories of the harmful-content filter (`@a8/harm-filter`), counted in metrics. */
export type HarmCategoryName = 'violence' | 'hate' | 'self_harm';

/** A teach (or a proposal) the harmful-content filter stopped: nothing was recorded. */
export interface FilteredOutcome {
  filtered: true;
  category: HarmCategoryName;
}

/** What every interface says of a filtered request (spec a8-anthropic-messages §7, a8-mcp Table 2). */
export const FILTERED_EXPLANATION = 'This request was filtered for harmful content.';

export interface TeachCommand {
  caller: Caller;
  request: CanonicalRequest;
  display: { input: unknown; format: unknown };
  answer: unknown;
}

export interface RetractCommand {
  caller: Caller;
  request: CanonicalRequest;
}

export interface ProposeCommand {
  caller: Caller;
  /** The MCP `input` and `format` as sent: a string or messages, and a bare JSON Schema. */
  input: unknown;
  format: Record<string, unknown> | null;
  request: CanonicalRequest;
}

/** What `teach` without an answer returns: the request and answer A8 would record. */
export interface Proposal {
  proposal: { input: unknown; format: Record<string, unknown> | null; answer: unknown };
  recorded_at: null;
  /** Where the proposal's criterion and answer came from, for the user who confirms it. */
  explanation?: string;
}

export interface TeachReply {
  /** ISO time, whole seconds: every version whose horizon is at or after it includes the teach. */
  recorded_at: string;
  replaced: boolean;
}

export interface RetractReply {
  retracted: boolean;
}

/** The largest page of `GET /v1/models`. */
export const MODELS_PAGE_MAX = 100;

/** `GET /v1/models` as a judge message: the caller's versions, newest first, a page at a time. */
export interface ModelsCommand {
  caller: Caller;
  /** 1..MODELS_PAGE_MAX; the gateway has checked it. */
  limit: number;
  /** A model identifier the page starts after, as a client sends it. */
  afterId: string | null;
  /** A model identifier the page ends before. */
  beforeId: string | null;
}

/** One entry of Anthropic's models list, plus A8's version state. */
export interface ModelInfo {
  type: 'model';
  id: string;
  display_name: string;
  created_at: string;
  state: string;
  examples: number | null;
  system_fingerprint: string | null;
  /** A shipped reference version (every organization starts from it), not one fitted on its examples. */
  reference: boolean;
}

/** `GET /v1/models/{model_id}`: one model identifier, as a client sends it. */
export interface ModelCommand {
  caller: Caller;
  id: string;
}

export interface ModelsReply {
  data: ModelInfo[];
  has_more: boolean;
  first_id: string | null;
  last_id: string | null;
}
