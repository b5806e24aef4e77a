import type { AbstentionBody, LearnedTemplate, PrecedentsBody, Subject } from '@a8/contracts';
/** Public types of the model library (see libs/model/README.md). */

export type { Subject } from '@a8/contracts';
export type PartName = 'reference' | 'context' | 'question';
export const PART_NAMES: readonly PartName[] = ['reference', 'context', 'question'];

/** A JSON Schema for the verdict; null = a bare label or number, decided by the answers taught. */
export type VerdictSchema = Record<string, unknown>;

export interface TaughtExample {
  /** sha-256 hex of the canonical request (criterion + conversation + schema) */
  requestKey: string;
  /** the criterion as taught (system prompt); null when the schema carries it */
  criterion: string | null;
  schema: VerdictSchema | null;
  subject: Subject;
  /** an object for object schemas, else a bare label/number/boolean */
  answer: unknown;
  /** ISO time, carried for precedents */
  recordedAt: string;
  /** the request as taught, word for word, returned in precedents untouched */
  display: { input: unknown; format: unknown };
  /** shipped with A8 (a reference pack), not taught by the organization: never recalled as taught */
  reference?: boolean;
  /** the template this example was learned as a fill of (its criterion and subject are the template's reading) */
  template?: LearnedTemplate;
}

export interface JudgeRequest {
  criterion: string | null;
  schema: VerdictSchema | null;
  subject: Subject;
  /** minimum accuracy 0..99 */
  level: number;
  requestKey?: string;
  wantPrecedents?: boolean;
}

// What the model answers is what the judge replies: the shapes are the contract's, defined once.
export type { AbstentionKind, PrecedentExample } from '@a8/contracts';
export type Abstention = AbstentionBody;
export type Precedents = PrecedentsBody;

export type JudgeOutcome =
  | { kind: 'verdict'; verdict: unknown; level: number; earned: number; interval?: [number, number]; taught?: boolean; precedents?: Precedents }
  | { kind: 'abstention'; abstention: Abstention; explanation: string; precedents?: Precedents };

export interface HeadSummary {
  criterion: string;
  /** verdict property name; '' for a bare verdict */
  property: string;
  /** 'label' (enum, boolean, small integer scale) or 'number' (regression with a conformal interval) */
  task: 'label' | 'number';
  earned: number;
  exampleCount: number;
  labels?: unknown[];
}

export interface FittedVersion {
  family: string;
  fingerprint: string;
  exampleCount: number;
  heads: HeadSummary[];
  judge(req: JudgeRequest): JudgeOutcome;
  /** the taught examples most relevant to a topic ("refunds") */
  recall(query: string, limit?: number): Precedents;
  /**
   * The verdict schema a criterion was taught with (null: a bare label or number), or undefined
   * when the criterion has no head. Lets a request in plain words, which names no format, be
   * answered in the shape it was taught in.
   */
  taughtSchema(criterion: string): VerdictSchema | null | undefined;
  /** The criteria the version was taught, each once, as first written (paraphrases are matched against them). */
  taughtCriteria(): string[];
  /** The templates learned from the fills this version was taught (a judged fill of one is read by its slots). */
  learnedTemplates(): readonly LearnedTemplate[];
}

export interface FitOptions {
  vectors: import('./vectors').WordVectors;
  /** Heads of earlier fits in this process, carried over when their input is unchanged (incremental fitting). */
  reuse?: import('./head-cache').HeadCache;
  onProgress?: (done: number, total: number, head: string) => void;
}
