import type { AbstentionBody, JudgeReply, PrecedentsBody } from '@a8/contracts';

/**
 * A judge reply as every interface shows it, before its protocol's encoding: precedents asked for
 * through the schema's reserved property sit inside an object verdict, precedents asked for in
 * words sit beside it, and an abstention carries them beside its explanation.
 */
/** Shown beside a verdict or an abstention when a reworded criterion was judged as a taught one. */
export type Matched = { matchedCriterion: string | null };

export type PresentedReply =
  | { kind: 'recall'; model: string; fingerprint: string; precedents: PrecedentsBody }
  | { kind: 'filtered'; model: string; fingerprint: string }
  | ({ kind: 'abstention'; model: string; fingerprint: string; abstention: AbstentionBody; explanation: string; precedents: PrecedentsBody | null } & Matched)
  | ({ kind: 'verdict'; model: string; fingerprint: string; level: number; verdict: unknown; interval: [number, number] | null; precedents: PrecedentsBody | null } & Matched);

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

export function presentReply(reply: JudgeReply): PresentedReply {
  const common = { model: reply.model, fingerprint: reply.system_fingerprint };
  if (reply.kind === 'recall') return { ...common, kind: 'recall', precedents: reply.precedents };
  if (reply.kind === 'filtered') return { ...common, kind: 'filtered' };
  const matchedCriterion = reply.matchedCriterion ?? null;
  if (reply.kind === 'abstention') return { ...common, kind: 'abstention', abstention: reply.abstention, explanation: reply.explanation, precedents: reply.precedents ?? null, matchedCriterion };
  const inVerdict = reply.precedents !== undefined && reply.precedentsPlacement === 'schema' && isObject(reply.verdict);
  return {
    ...common,
    kind: 'verdict',
    matchedCriterion,
    level: reply.level,
    verdict: inVerdict ? { ...(reply.verdict as Record<string, unknown>), precedents: reply.precedents } : reply.verdict,
    interval: reply.interval ?? null,
    precedents: inVerdict ? null : (reply.precedents ?? null),
  };
}
