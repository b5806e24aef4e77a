import type { JsonSchema } from '@a8/contracts';
import { caseOfRule, criterionOfRule, isYesNoQuestion, kindNounOf, paraphrasedCriterion, readPlainWords, readRule } from '@a8/reader';

/** What the version tells a proposal: the criteria taught, their formats, and the taught requests nearest the words. */
export interface TaughtView {
  criteria: readonly string[];
  schemaOf(criterion: string): JsonSchema | null | undefined;
  /** The organization's own taught request nearest the words (models:explain only), or null. */
  nearest(words: string): { criterion: string; format: JsonSchema | null; similarity: number } | null;
}

/** A proposal's request before its answer: criterion, subject, format, and an answer the words give. */
export interface Framing {
  criterion: string | null;
  subject: string;
  format: JsonSchema | null;
  /** The answer the words state (a rule's label), shaped as the format's verdict, or undefined. */
  stated: unknown;
  /** Where the criterion came from, for the proposal's explanation. */
  source: 'system' | 'question' | 'rule' | 'nearest' | 'words';
}

/** How near a taught request a bare case must be to borrow its criterion (TF-IDF cosine). */
const NEAREST_MIN_SIMILARITY = 0.2;

/**
 * Frames `teach` without an answer (spec a8-mcp §4). A criterion in `system` stays; a question in
 * the words is the criterion (the taught wording when it rewords one); a rule in the words
 * ("Double-charge tickets go to billing, even when …") becomes a case it describes under a
 * criterion whose format holds its label — a taught one for a models:explain key, else one
 * written from the words; a bare case borrows the nearest taught request's criterion (explain
 * keys only) when it is near one.
 */
export function frameProposal(words: string, systemCriterion: string | null, sentFormat: JsonSchema | null, explain: boolean, taught: TaughtView): Framing {
  if (systemCriterion !== null) {
    return { criterion: systemCriterion, subject: words, format: sentFormat ?? taught.schemaOf(systemCriterion) ?? null, stated: undefined, source: 'system' };
  }

  const knownLabels = new Set<string>();
  for (const criterion of taught.criteria) for (const label of schemaLabels(taught.schemaOf(criterion) ?? null)?.labels ?? []) knownLabels.add(label.toLowerCase());
  for (const label of schemaLabels(sentFormat)?.labels ?? []) knownLabels.add(label.toLowerCase());
  const rule = readRule(words, knownLabels);
  if (rule) {
    const fits = explain ? taught.criteria.filter((c) => hasLabel(taught.schemaOf(c) ?? null, rule.label)) : [];
    const near = explain ? taught.nearest(words) : null;
    const criterion = fits.find((c) => c === near?.criterion) ?? fits[0] ?? null;
    const format = sentFormat ?? (criterion ? (taught.schemaOf(criterion) ?? null) : { type: 'string' });
    const kind = kindNounOf(rule.condition) ?? (criterion ? kindNounOf(criterion) : null);
    return {
      criterion: criterion ?? criterionOfRule(rule, kind),
      subject: caseOfRule(rule, kind),
      format,
      stated: shapedLabel(format, rule.label),
      source: 'rule',
    };
  }

  const question = readPlainWords(words);
  if (question) {
    const exact = taught.schemaOf(question.criterion) !== undefined ? question.criterion : null;
    const criterion = exact ?? paraphrasedCriterion(question.criterion, taught.criteria) ?? question.criterion;
    const named = question.labels.length >= 2 ? { enum: question.labels } : isYesNoQuestion(question.criterion) ? { enum: ['yes', 'no'] } : null;
    const format = sentFormat ?? taught.schemaOf(criterion) ?? named;
    return { criterion, subject: question.subject, format, stated: undefined, source: 'question' };
  }

  const near = explain ? taught.nearest(words) : null;
  if (near && near.similarity >= NEAREST_MIN_SIMILARITY) {
    return { criterion: near.criterion, subject: words, format: sentFormat ?? near.format ?? taught.schemaOf(near.criterion) ?? null, stated: undefined, source: 'nearest' };
  }
  return { criterion: null, subject: words, format: sentFormat, stated: undefined, source: 'words' };
}

/** The labels a format offers: a bare enum, or an object's one enum property. */
export function schemaLabels(schema: JsonSchema | null): { property: string | null; labels: string[] } | null {
  if (!schema) return null;
  if (Array.isArray(schema['enum'])) return { property: null, labels: (schema['enum'] as unknown[]).filter((v): v is string => typeof v === 'string') };
  const properties = schema['properties'];
  if (!properties || typeof properties !== 'object') return null;
  const entries = Object.entries(properties as Record<string, JsonSchema>).filter(([name]) => name !== 'precedents');
  if (entries.length !== 1 || !Array.isArray(entries[0]![1]?.['enum'])) return null;
  return { property: entries[0]![0], labels: (entries[0]![1]['enum'] as unknown[]).filter((v): v is string => typeof v === 'string') };
}

function hasLabel(schema: JsonSchema | null, label: string): boolean {
  return schemaLabels(schema)?.labels.some((l) => l.toLowerCase() === label) ?? false;
}

/** A label as the format's verdict: `{"queue": "billing"}`, `"billing"`; undefined when the format has no such label. */
export function shapedLabel(format: JsonSchema | null, label: string): unknown {
  const options = schemaLabels(format);
  if (!options) return format === null || format['type'] === 'string' ? label : undefined;
  const written = options.labels.find((l) => l.toLowerCase() === label.toLowerCase());
  if (written === undefined) return undefined;
  return options.property === null ? written : { [options.property]: written };
}

/** A label of the format that the subject's words name ("… go to billing …"), shaped as its verdict. */
export function labelNamedIn(text: string, format: JsonSchema | null): unknown {
  const options = schemaLabels(format);
  if (!options) return undefined;
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}_-]+/gu, ' ')} `;
  const label = options.labels.find((l) => lower.includes(` ${l.toLowerCase()} `));
  return label === undefined ? undefined : shapedLabel(format, label);
}

/** The format's first option, shaped as its verdict: a placeholder answer for an untaught criterion. */
export function firstOption(format: JsonSchema | null): unknown {
  const options = schemaLabels(format);
  const first = options?.labels[0];
  return first === undefined ? undefined : shapedLabel(format, first);
}
