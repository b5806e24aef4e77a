import type { HarmCategoryName } from '@a8/contracts';
import { DIMENSIONS, featuresOf, harmCues, wordsOf, type Features, type HarmCues } from './features';
import { lexicalScore, lexicalTerms, logCountRatio } from './lexical';
import { falsePositiveThreshold, fitLogistic, score, type LinearModel } from './linear-model';

/** What the filter stops (spec a8-anthropic-messages §7): threats, dehumanizing hate, self-harm. */
export type HarmCategory = HarmCategoryName;
/** `hard_none`: a hand-written hard negative ("kill the process"); `none`: an ordinary benign text. */
export type TrainingLabel = HarmCategory | 'none' | 'hard_none';
export const HARM_CATEGORIES: readonly HarmCategory[] = ['violence', 'hate', 'self_harm'];

export interface HarmVerdict {
  filtered: boolean;
  /** The category that fired most clearly (for metrics; the interfaces say `general_harms`). */
  category: HarmCategory | null;
}

/** A category's model and the score from which it filters. */
interface CategoryModel {
  /** The naive-Bayes log-count ratio of each word bucket (lexical.ts): the category against every other text. */
  ratio: Float32Array;
  /** The same against the hand-written hard negatives alone: what tells a threat from an idiom. */
  hardRatio: Float32Array;
  model: LinearModel;
  threshold: number;
}

/** A text as the filter reads it: its patterns, its word buckets, and the categories it holds words of. */
interface Reading {
  patterns: Features;
  terms: Int32Array;
  cues: HarmCues;
}

const FOLDS = 5;
/** The model's inputs: the pattern features, then the category's two lexical scores. */
const MODEL_DIMENSIONS = DIMENSIONS + 2;
/**
 * The shares of out-of-fold benign texts a threshold may stop: almost no ordinary text, and few hard
 * negatives. Half of the 0.1% the issue allows: a threshold set at 0.1% of the benign sample stopped
 * 0.13% of all the shared datasets' texts (the sample is 5% of them), at 0.05% it stops 0.10%, with
 * the held-out recall within a text of where it was; at 0.03% violence recall fell by a fifth.
 */
const BENIGN_STOPPED = 0.0005;
const HARD_NEGATIVES_STOPPED = 0.02;

function read(text: string, words = wordsOf(text), cues = harmCues(words)): Reading {
  return { patterns: featuresOf(text), terms: lexicalTerms(words), cues };
}

function inputs(reading: Reading, lexical: number, hardLexical: number): Features {
  const x = new Float64Array(MODEL_DIMENSIONS);
  x.set(reading.patterns);
  x[DIMENSIONS] = lexical;
  x[DIMENSIONS + 1] = hardLexical;
  return x;
}

/**
 * The harmful-content filter: one logistic model per category over the pattern features (who does
 * what to whom) and a lexical score (naive-Bayes log-count ratios of words and word pairs), each
 * with a threshold chosen on out-of-fold scores for precision. A category is scored only for a
 * text holding its words (features.ts `harmCues`). Deterministic: the same labelled set gives the same models, and the same text
 * the same verdict.
 */
export class HarmFilter {
  private readonly models: Record<HarmCategory, CategoryModel>;

  constructor(examples: readonly (readonly [string, TrainingLabel])[]) {
    const readings = examples.map(([text]) => read(text));
    const labels = examples.map(([, label]) => label);
    this.models = Object.fromEntries(HARM_CATEGORIES.map((category) => [category, HarmFilter.fit(readings, labels, category)])) as Record<HarmCategory, CategoryModel>;
  }

  private static fit(readings: Reading[], labels: TrainingLabel[], category: HarmCategory): CategoryModel {
    const y = labels.map((l) => (l === category ? 1 : 0));
    const positive = y.map((v) => v === 1);
    const terms = readings.map((r) => r.terms);
    const inFold = (i: number, fold: number) => i % FOLDS === fold;
    // Each text's lexical score from ratios learned without its fold, as an unseen text gets it.
    const lexical = new Array<number>(readings.length).fill(0);
    const hardLexical = new Array<number>(readings.length).fill(0);
    const contrast = (ids: number[]) => {
      const pairs = ids.filter((i) => positive[i] || labels[i] === 'hard_none');
      return logCountRatio(
        pairs.map((i) => terms[i]!),
        pairs.map((i) => positive[i]!),
      );
    };
    for (let fold = 0; fold < FOLDS; fold++) {
      const train = readings.map((_, i) => i).filter((i) => !inFold(i, fold));
      const ratio = logCountRatio(
        train.map((i) => terms[i]!),
        train.map((i) => positive[i]!),
      );
      const hardRatio = contrast(train);
      for (let i = fold; i < readings.length; i += FOLDS) {
        lexical[i] = lexicalScore(ratio, terms[i]!);
        hardLexical[i] = lexicalScore(hardRatio, terms[i]!);
      }
    }
    const rows = readings.map((r, i) => inputs(r, lexical[i]!, hardLexical[i]!));
    const outOfFold = new Array<number>(rows.length).fill(0);
    for (let fold = 0; fold < FOLDS; fold++) {
      const train = rows.map((_, i) => i).filter((i) => !inFold(i, fold));
      const model = fitLogistic(
        train.map((i) => rows[i]!),
        train.map((i) => y[i]!),
        MODEL_DIMENSIONS,
      );
      for (let i = fold; i < rows.length; i += FOLDS) outOfFold[i] = readings[i]!.cues[category] ? score(model, rows[i]!) : 0;
    }
    const benign = labels.map((l) => (l === 'none' ? 'negative' : 'other') as 'negative' | 'other');
    const hard = labels.map((l) => (l === 'hard_none' ? 'negative' : 'other') as 'negative' | 'other');
    const threshold = Math.max(falsePositiveThreshold(outOfFold, benign, BENIGN_STOPPED), falsePositiveThreshold(outOfFold, hard, HARD_NEGATIVES_STOPPED));
    const all = readings.map((_, i) => i);
    return { ratio: logCountRatio(terms, positive), hardRatio: contrast(all), model: fitLogistic(rows, y, MODEL_DIMENSIONS), threshold };
  }

  /** Scores of one text by category; 0 for a category whose words the text does not hold. */
  scores(text: string): Record<HarmCategory, number> {
    // A text with no category's words scores 0 in every category: the patterns and word buckets
    // are not read at all (most texts, so most requests, stop here).
    const words = wordsOf(text);
    const cues = harmCues(words);
    if (!HARM_CATEGORIES.some((c) => cues[c])) return { violence: 0, hate: 0, self_harm: 0 };
    const reading = read(text, words, cues);
    return Object.fromEntries(
      HARM_CATEGORIES.map((c) => {
        const m = this.models[c];
        const x = inputs(reading, lexicalScore(m.ratio, reading.terms), lexicalScore(m.hardRatio, reading.terms));
        return [c, reading.cues[c] ? score(m.model, x) : 0];
      }),
    ) as Record<HarmCategory, number>;
  }

  /**
   * The same verdict as `check`, for texts of any length without holding the event loop: a text
   * longer than a chunk is read chunk by chunk (cut at a line or sentence end), yielding between
   * chunks, and is harmful when any chunk is. A harmful sentence inside a long document is read
   * beside its neighbours, not diluted by the whole document.
   */
  async checkYielding(texts: readonly string[]): Promise<HarmVerdict> {
    const chunks = texts.flatMap((text) => chunksOf(text));
    if (chunks.length <= texts.length) return this.check(texts);
    let best: { category: HarmCategory; margin: number } | null = null;
    for (let i = 0; i < chunks.length; i++) {
      if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      const found = this.bestMargin(chunks[i]!);
      if (found && (best === null || found.margin > best.margin)) best = found;
    }
    return best ? { filtered: true, category: best.category } : { filtered: false, category: null };
  }

  /** The category that fired most clearly on one text, with its margin over the threshold, or null. */
  private bestMargin(text: string): { category: HarmCategory; margin: number } | null {
    if (text.trim() === '') return null;
    const scores = this.scores(text);
    let best: { category: HarmCategory; margin: number } | null = null;
    for (const category of HARM_CATEGORIES) {
      const margin = scores[category] - this.models[category].threshold;
      if (margin >= 0 && (best === null || margin > best.margin)) best = { category, margin };
    }
    return best;
  }

  /** Whether any of the texts A8 reads (criterion, subject parts, follow-ups) is harmful. */
  check(texts: readonly string[]): HarmVerdict {
    let best: { category: HarmCategory; margin: number } | null = null;
    for (const text of texts) {
      const found = this.bestMargin(text);
      if (found && (best === null || found.margin > best.margin)) best = found;
    }
    return best ? { filtered: true, category: best.category } : { filtered: false, category: null };
  }


  thresholds(): Record<HarmCategory, number> {
    return Object.fromEntries(HARM_CATEGORIES.map((c) => [c, this.models[c].threshold])) as Record<HarmCategory, number>;
  }
}

/** The longest text read at once (characters): about a page; longer texts are read in chunks. */
export const CHUNK_CHARS = 8_000;

/** A text cut into chunks of at most CHUNK_CHARS, each ending at a line break or a sentence end where one is near. */
export function chunksOf(text: string): string[] {
  if (text.length <= CHUNK_CHARS) return [text];
  const chunks: string[] = [];
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + CHUNK_CHARS);
    if (end < text.length) {
      const window = text.slice(end - 1000, end);
      const cut = Math.max(window.lastIndexOf('\n'), window.lastIndexOf('. '), window.lastIndexOf('! '), window.lastIndexOf('? '));
      if (cut >= 0) end = end - window.length + cut + 1;
    }
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks;
}
