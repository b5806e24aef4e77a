import { ABSTENTION_KINDS, CURRENT_FAMILY, type LearnedTemplate } from '@a8/contracts';
import { createHash } from 'node:crypto';
import { fitHead, Head, roundNumber, type HeadInput, type HeadState } from './head';
import { headInputHash } from './head-cache';
import { propertyValue, taskFor, verdictProperties, isObjectSchema } from './schema';
import { canonicalJson, normalizeCriterion } from './text';
import { RecallIndex } from './recall';
import type {
  Abstention,
  FitOptions,
  FittedVersion,
  HeadSummary,
  JudgeOutcome,
  JudgeRequest,
  Precedents,
  Subject,
  TaughtExample,
  VerdictSchema,
} from './types';
import type { WordVectors } from './vectors';

/** The family this fitter produces (its name lives in the contracts, beside the model identifiers). */
export const MODEL_FAMILY = CURRENT_FAMILY;
const PRECEDENT_LIMIT = 10;

/** What a version keeps of each taught example. */
export interface StoredExample {
  requestKey: string;
  criterion: string | null;
  subject: Subject;
  answer: unknown;
  recordedAt: string;
  display: { input: unknown; format: unknown };
  reference?: true;
}

export interface VersionState {
  family: string;
  exampleSetHash: string;
  vectorsId: string;
  examples: StoredExample[];
  heads: HeadState[];
  /** Templates learned from taught fills, by criterion (absent when none was learned). */
  templates?: LearnedTemplate[];
}

/** Words about a property that say nothing of its shape: the description is a criterion (DESIGN §5), not a shape. */
const ANNOTATIONS = new Set(['description', 'title', 'examples', '$comment']);

/** The JSON type every value of an enum has, if they share one ("string" for labels). */
function enumType(values: unknown[]): string | null {
  const types = new Set(values.map((v) => (typeof v === 'number' ? 'number' : typeof v)));
  return types.size === 1 ? [...types][0]! : null;
}

/**
 * A property's verdict shape, without its annotations, and without a `type` its `enum` already
 * implies: `{"enum": ["a", "b"]}` and `{"type": "string", "enum": ["a", "b"]}` (what the SDKs'
 * zod and pydantic helpers generate) are one shape, so one taught head answers both.
 */
function shapeOf(propertySchema: unknown): unknown {
  if (propertySchema === null || typeof propertySchema !== 'object' || Array.isArray(propertySchema)) return propertySchema ?? null;
  const shape = Object.fromEntries(Object.entries(propertySchema).filter(([key]) => !ANNOTATIONS.has(key)));
  const values = shape['enum'];
  if (Array.isArray(values) && typeof shape['type'] === 'string') {
    const implied = enumType(values);
    if (implied === shape['type'] || (implied === 'number' && shape['type'] === 'integer')) delete shape['type'];
  }
  return shape;
}

export function headKey(criterion: string, property: string, propertySchema: unknown): string {
  return headKeyOfNormalized(normalizeCriterion(criterion), property, propertySchema);
}

/** The same key from a criterion already normalized (one normalization per request, whatever its properties). */
function headKeyOfNormalized(normalizedCriterion: string, property: string, propertySchema: unknown): string {
  return `${normalizedCriterion}\u0000${property}\u0000${canonicalJson(shapeOf(propertySchema))}`;
}

/** Hash of the example set: the same examples (in any order) give the same hash. */
export function exampleSetHash(examples: TaughtExample[]): string {
  const h = createHash('sha256');
  const rows = examples.map((e) =>
    canonicalJson({ k: e.requestKey, c: e.criterion, s: e.schema, u: e.subject, a: e.answer, t: e.recordedAt, d: e.display }),
  );
  rows.sort();
  for (const r of rows) h.update(r).update('\n');
  return h.digest('hex');
}

/** Fit a version: one head per (criterion, verdict property). Deterministic. */
export function fitState(examples: TaughtExample[], opts: FitOptions): VersionState {
  // one example per request key (the latest recorded wins), in key order: arrival order never matters
  const byKey = new Map<string, TaughtExample>();
  for (const e of examples) {
    const prev = byKey.get(e.requestKey);
    if (!prev || prev.recordedAt < e.recordedAt || (prev.recordedAt === e.recordedAt && canonicalJson(prev) < canonicalJson(e))) byKey.set(e.requestKey, e);
  }
  const sorted = [...byKey.values()].sort((a, b) => (a.requestKey < b.requestKey ? -1 : a.requestKey > b.requestKey ? 1 : 0));
  const stored: StoredExample[] = sorted.map((e) => ({
    requestKey: e.requestKey,
    criterion: e.criterion,
    subject: e.subject,
    answer: e.answer,
    recordedAt: e.recordedAt,
    display: e.display,
    ...(e.reference ? { reference: true as const } : {}),
  }));

  const groups = new Map<string, { criterion: string; property: string; schema: unknown; ids: number[]; values: unknown[] }>();
  sorted.forEach((e, id) => {
    for (const spec of verdictProperties(e.schema)) {
      const criterion = e.criterion ?? spec.description;
      if (criterion === null) continue;
      const value = propertyValue(e.answer, spec.property);
      if (value === undefined) continue;
      const key = headKey(criterion, spec.property, spec.schema);
      let g = groups.get(key);
      if (!g) groups.set(key, (g = { criterion, property: spec.property, schema: spec.schema, ids: [], values: [] }));
      g.ids.push(id);
      g.values.push(value);
    }
  });
  const keys = [...groups.keys()].sort();
  const heads: HeadState[] = [];
  keys.forEach((key, done) => {
    const g = groups.get(key)!;
    opts.onProgress?.(done, keys.length, g.criterion);
    const spec = taskFor(g.schema as Record<string, unknown> | null, g.values);
    let input: HeadInput;
    const base = {
      key,
      criterion: g.criterion,
      property: g.property,
      propertySchema: g.schema,
      subjects: g.ids.map((i) => sorted[i].subject),
      requestKeys: g.ids.map((i) => sorted[i].requestKey),
      exampleIds: g.ids,
    };
    if (spec.task === 'label') {
      const index = new Map(spec.labels.map((l, i) => [canonicalJson(l), i]));
      input = { ...base, task: 'label', labels: spec.labels, numeric: null, targets: g.values.map((v) => index.get(canonicalJson(v))!) };
    } else {
      const ys = g.values as number[];
      const mean = ys.reduce((s, v) => s + v, 0) / ys.length;
      const sd = Math.sqrt(ys.reduce((s, v) => s + (v - mean) * (v - mean), 0) / ys.length);
      input = { ...base, task: 'number', labels: [], numeric: { integer: spec.integer, min: spec.min, max: spec.max, mean, scale: sd > 0 ? sd : 1 }, targets: ys };
    }
    // A head fitted before from the same input is carried over (head-cache.ts): the same bytes as a refit.
    const hash = opts.reuse ? headInputHash(input, opts.vectors.id) : '';
    const carried = opts.reuse?.get(hash);
    const head = carried ? { ...carried, examples: Int32Array.from(input.exampleIds) } : fitHead(input, opts.vectors);
    opts.reuse?.set(hash, head);
    heads.push(head);
  });
  opts.onProgress?.(keys.length, keys.length, '');
  const templates = learnedTemplatesOf(sorted);
  return { family: MODEL_FAMILY, exampleSetHash: exampleSetHash(sorted), vectorsId: opts.vectors.id, examples: stored, heads, ...(templates.length ? { templates } : {}) };
}

/** The templates the examples were learned under, each once, in criterion order (deterministic bytes). */
function learnedTemplatesOf(examples: TaughtExample[]): LearnedTemplate[] {
  const byCriterion = new Map<string, LearnedTemplate>();
  for (const e of examples) if (e.template) byCriterion.set(e.template.criterion, e.template);
  return [...byCriterion.keys()].sort().map((c) => byCriterion.get(c)!);
}

type PropertyResult =
  | { ok: true; property: string; value: unknown; earned: number; interval?: [number, number]; head: Head; nearest: { i: number; sim: number }[] }
  | { ok: false; property: string; abstention: Abstention; head: Head | null; nearest: { i: number; sim: number }[] };

const KIND_ORDER: readonly Abstention['kind'][] = ABSTENTION_KINDS;

export function explain(a: Abstention): string {
  switch (a.kind) {
    case 'no_question':
      return 'No criterion found in the request: state it in the system prompt or in the schema description.';
    case 'untaught_criterion':
      return 'This criterion has no taught examples in this version.';
    case 'missing_part':
      return `This criterion was taught with a ${a.missing}; the subject has none.`;
    case 'unfamiliar_subject':
      return `The subject is unlike the examples taught for this criterion; not answered at min_accuracy ${a.asked}.`;
    case 'too_close':
      return `Too close to call at min_accuracy ${a.asked}; answered at ${a.answerable_at}.`;
  }
}

/** A fitted version in memory: judges, recalls, serializes. */
export class Version implements FittedVersion {
  readonly family: string;
  readonly fingerprint: string;
  readonly exampleCount: number;
  readonly heads: HeadSummary[];
  readonly state: VersionState;
  private readonly headByKey = new Map<string, Head>();
  private readonly taught = new Map<string, number>();
  private readonly vectors: WordVectors;
  private recallIndex: RecallIndex | null = null;

  constructor(state: VersionState, fingerprint: string, vectors: WordVectors) {
    if (state.vectorsId !== vectors.id) throw new Error(`Version fitted with word vectors ${state.vectorsId}, loaded with ${vectors.id}`);
    this.state = state;
    this.family = state.family;
    this.fingerprint = fingerprint;
    this.exampleCount = state.examples.length;
    this.vectors = vectors;
    state.examples.forEach((e, i) => this.taught.set(e.requestKey, i));
    // Keyed again at load, so a version stored before a change to how keys are formed still answers.
    for (const h of state.heads) this.headByKey.set(headKey(h.criterion, h.property, h.propertySchema), new Head(h, vectors));
    this.heads = state.heads.map((h) => ({
      criterion: h.criterion,
      property: h.property,
      task: h.task,
      earned: h.earned,
      exampleCount: h.examples.length,
      ...(h.task === 'label' ? { labels: h.labels } : {}),
    }));
  }

  judge(req: JudgeRequest): JudgeOutcome {
    const level = Math.max(0, Math.min(99, Math.floor(req.level)));
    const specs = verdictProperties(req.schema);
    // The criterion is normalized once per request, not once per property: a schema of thousands of
    // properties with a long criterion (the fuzz tier sends both) held the judge's loop for seconds.
    const normalized = new Map<string, string>();
    const results: PropertyResult[] = specs.map((spec) => this.judgeProperty(req, spec, level, normalized));
    const headsFound = results.map((r) => r.head).filter((h): h is Head => h !== null);
    const first = results.find((r) => r.head !== null);
    const precedents = req.wantPrecedents && first?.head ? this.precedents(first.head, first.nearest, req.subject) : undefined;

    // a request taught word for word gets its taught answer
    if (req.requestKey !== undefined && this.taught.has(req.requestKey)) {
      const ex = this.state.examples[this.taught.get(req.requestKey)!];
      const earned = headsFound.length ? Math.min(...headsFound.map((h) => h.state.earned)) : 0;
      return { kind: 'verdict', verdict: ex.answer, level, earned, taught: true, ...(precedents ? { precedents } : {}) };
    }

    const failed = results.filter((r): r is Extract<PropertyResult, { ok: false }> => !r.ok);
    if (failed.length) {
      failed.sort(
        (a, b) =>
          a.abstention.answerable_at - b.abstention.answerable_at ||
          KIND_ORDER.indexOf(a.abstention.kind) - KIND_ORDER.indexOf(b.abstention.kind) ||
          (a.property < b.property ? -1 : 1),
      );
      const abstention = failed[0].abstention;
      return { kind: 'abstention', abstention, explanation: explain(abstention), ...(precedents ? { precedents } : {}) };
    }
    const ok = results as Extract<PropertyResult, { ok: true }>[];
    const earned = Math.min(...ok.map((r) => r.earned));
    const objectShape = isObjectSchema(req.schema);
    const verdict = objectShape ? Object.fromEntries(ok.map((r) => [r.property, r.value])) : ok[0].value;
    const withInterval = ok.length === 1 && ok[0].interval ? { interval: ok[0].interval } : {};
    return { kind: 'verdict', verdict, level, earned, ...withInterval, ...(precedents ? { precedents } : {}) };
  }

  /**
   * For benchmarks: the single-property outcome without the level applied: the verdict the model would give,
   * the highest level it is answered at (-1: never, e.g. a rule-1 head's unfamiliar subject), and why not.
   */
  assess(req: Omit<JudgeRequest, 'level'>): { value: unknown; answerableAt: number; kind: 'scored' | Abstention['kind']; unfamiliarFrom?: number } {
    const spec = verdictProperties(req.schema)[0];
    const r = this.judgeProperty({ ...req, level: 0 }, spec, 0, new Map());
    if (!r.ok) return { value: undefined, answerableAt: -1, kind: r.abstention.kind };
    const head = r.head;
    if (head.state.task === 'number') return { value: r.value, answerableAt: head.state.earned, kind: 'scored' };
    const e = head.evaluate(req.subject, 1);
    if (e.kind !== 'scored') return { value: undefined, answerableAt: -1, kind: 'missing_part' };
    return { value: r.value, answerableAt: head.answerableAt(e), kind: e.unfamiliarFrom <= 1 ? 'unfamiliar_subject' : 'scored', unfamiliarFrom: e.unfamiliarFrom };
  }

  private judgeProperty(req: JudgeRequest, spec: ReturnType<typeof verdictProperties>[number], level: number, normalized: Map<string, string>): PropertyResult {
    const abst = (kind: Abstention['kind'], earned: number | null, answerableAt = 0, missing: string | null = null): Abstention => ({
      kind,
      asked: level,
      answerable_at: answerableAt,
      earned,
      missing,
    });
    const criterion = req.criterion ?? spec.description;
    if (criterion === null || !criterion.trim()) return { ok: false, property: spec.property, abstention: abst('no_question', null), head: null, nearest: [] };
    let key = normalized.get(criterion);
    if (key === undefined) normalized.set(criterion, (key = normalizeCriterion(criterion)));
    const head = this.headByKey.get(headKeyOfNormalized(key, spec.property, spec.schema));
    if (!head) return { ok: false, property: spec.property, abstention: abst('untaught_criterion', null), head: null, nearest: [] };
    const s = head.state;
    const e = head.evaluate(req.subject, req.wantPrecedents ? PRECEDENT_LIMIT : 1);
    if (e.kind === 'missing') return { ok: false, property: spec.property, abstention: abst('missing_part', s.earned, 0, e.missing), head, nearest: [] };
    // unfamiliar at this level: the abstention says the highest level the subject is answered at (0 at most
    // for a subject unlike every taught one; a rule-1 head's says 0 though it answers none)
    if (level >= e.unfamiliarFrom) return { ok: false, property: spec.property, abstention: abst('unfamiliar_subject', s.earned, Math.max(0, head.answerableAt(e))), head, nearest: e.nearest };
    if (s.task === 'number') {
      const w = s.thresholds[level];
      if (!Number.isFinite(w)) return { ok: false, property: spec.property, abstention: abst('too_close', s.earned, s.earned), head, nearest: e.nearest };
      const v = roundNumber(e.best, s.numeric!);
      const lo = roundNumber(v - w, { ...s.numeric!, integer: false });
      const hi = roundNumber(v + w, { ...s.numeric!, integer: false });
      return { ok: true, property: spec.property, value: v, earned: s.earned, interval: [lo, hi], head, nearest: e.nearest };
    }
    if (head.scoreAt(e, level) >= s.thresholds[level]) return { ok: true, property: spec.property, value: s.labels[e.best], earned: s.earned, head, nearest: e.nearest };
    return { ok: false, property: spec.property, abstention: abst('too_close', s.earned, head.answerableAt(e)), head, nearest: e.nearest };
  }

  private precedents(head: Head, nearest: { i: number; sim: number }[], subject: Subject): Precedents {
    let nn = nearest;
    if (nn.length < Math.min(PRECEDENT_LIMIT, head.state.examples.length)) {
      const e = head.evaluate(subject, PRECEDENT_LIMIT);
      nn = e.kind === 'scored' ? e.nearest : [];
    }
    return {
      criterion: head.state.criterion,
      examples: nn.slice(0, PRECEDENT_LIMIT).map(({ i, sim }) => this.precedent(head.state.examples[i], sim)),
    };
  }

  private precedent(exampleId: number, sim: number) {
    const ex = this.state.examples[exampleId];
    // A shipped reference example is said to be one: never presented as the organization's own.
    const shipped = ex.reference ? { reference: true } : {};
    return { input: ex.display.input, format: ex.display.format, answer: ex.answer, recorded_at: ex.recordedAt, similarity: Math.round(Math.max(0, Math.min(1, sim)) * 1e4) / 1e4, ...shipped };
  }

  taughtSchema(criterion: string): VerdictSchema | null | undefined {
    const heads = this.headsByCriterion().get(normalizeCriterion(criterion));
    if (!heads) return undefined;
    // Taught in more than one shape: the shape with the most examples.
    const bare = heads.filter((h) => h.property === '');
    const properties = heads.filter((h) => h.property !== '');
    const bareCount = bare.reduce((n, h) => n + h.examples.length, 0);
    const objectCount = properties.reduce((n, h) => n + h.examples.length, 0);
    if (bareCount > objectCount) {
      const best = [...bare].sort((a, b) => b.examples.length - a.examples.length)[0]!;
      return (best.propertySchema as VerdictSchema | null) ?? null;
    }
    const byName = new Map<string, HeadState>();
    for (const h of properties) if ((byName.get(h.property)?.examples.length ?? -1) < h.examples.length) byName.set(h.property, h);
    return { type: 'object', properties: Object.fromEntries([...byName].map(([name, h]) => [name, h.propertySchema ?? {}])) };
  }

  learnedTemplates(): readonly LearnedTemplate[] {
    return this.state.templates ?? [];
  }

  /** The criteria this version was taught, each once, as first written. */
  taughtCriteria(): string[] {
    this.criteria ??= [...this.headsByCriterion().values()].map((heads) => heads[0]!.criterion);
    return this.criteria;
  }

  private criteria: string[] | null = null;

  private criterionIndex: Map<string, HeadState[]> | null = null;

  /** Heads by normalized criterion, built once per loaded version (not per request). */
  private headsByCriterion(): Map<string, HeadState[]> {
    if (!this.criterionIndex) {
      this.criterionIndex = new Map();
      for (const h of this.state.heads) {
        const key = normalizeCriterion(h.criterion);
        this.criterionIndex.set(key, [...(this.criterionIndex.get(key) ?? []), h]);
      }
    }
    return this.criterionIndex;
  }

  /** The examples the organization taught (recall shows only these, word for word, so retract can use them). */
  private ownExamples: number[] | null = null;

  recall(query: string, limit = PRECEDENT_LIMIT): Precedents {
    if (!this.recallIndex) {
      this.ownExamples = this.state.examples.flatMap((e, i) => (e.reference ? [] : [i]));
      this.recallIndex = new RecallIndex(this.ownExamples.map((i) => this.state.examples[i]!), this.vectors);
    }
    const own = this.ownExamples!;
    const hits = this.recallIndex.search(query, Math.max(1, Math.min(PRECEDENT_LIMIT, limit)) * 4).map((h) => ({ i: own[h.i]!, sim: h.sim }));
    if (!hits.length) return { criterion: '', examples: [] };
    const criterionOf = (i: number) => this.state.examples[i].criterion ?? this.state.heads.find((h) => h.examples.includes(i))?.criterion ?? '';
    const criterion = criterionOf(hits[0].i);
    const same = hits.filter((h) => criterionOf(h.i) === criterion).slice(0, Math.min(PRECEDENT_LIMIT, limit));
    return { criterion, examples: same.map((h) => this.precedent(h.i, h.sim)) };
  }
}
