import type { HarmCategoryName } from '@a8/contracts';
import { DIMENSIONS, featuresOf, hasDecisiveFeature, type Features } from './features';
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
  model: LinearModel;
  threshold: number;
}

const FOLDS = 5;
/** The shares of out-of-fold benign texts a threshold may stop: almost no ordinary text, and few hard negatives. */
const BENIGN_STOPPED = 0.001;
const HARD_NEGATIVES_STOPPED = 0.03;

/**
 * The harmful-content filter: one logistic model per category over the pattern features, each
 * with a threshold chosen on out-of-fold scores for precision. Deterministic: the same labelled
 * set gives the same models, and the same text the same verdict.
 */
export class HarmFilter {
  private readonly models: Record<HarmCategory, CategoryModel>;

  constructor(examples: readonly (readonly [string, TrainingLabel])[]) {
    const rows = examples.map(([text]) => featuresOf(text));
    const labels = examples.map(([, label]) => label);
    this.models = Object.fromEntries(HARM_CATEGORIES.map((category) => [category, HarmFilter.fit(rows, labels, category)])) as Record<HarmCategory, CategoryModel>;
  }

  private static fit(rows: Features[], labels: TrainingLabel[], category: HarmCategory): CategoryModel {
    const y = labels.map((l) => (l === category ? 1 : 0));
    const outOfFold = new Array<number>(rows.length).fill(0);
    for (let fold = 0; fold < FOLDS; fold++) {
      const train = rows.map((_, i) => i).filter((i) => i % FOLDS !== fold);
      const model = fitLogistic(
        train.map((i) => rows[i]!),
        train.map((i) => y[i]!),
        DIMENSIONS,
      );
      for (let i = fold; i < rows.length; i += FOLDS) outOfFold[i] = hasDecisiveFeature(rows[i]!) ? score(model, rows[i]!) : 0;
    }
    const benign = labels.map((l) => (l === 'none' ? 'negative' : 'other') as 'negative' | 'other');
    const hard = labels.map((l) => (l === 'hard_none' ? 'negative' : 'other') as 'negative' | 'other');
    const threshold = Math.max(falsePositiveThreshold(outOfFold, benign, BENIGN_STOPPED), falsePositiveThreshold(outOfFold, hard, HARD_NEGATIVES_STOPPED));
    return { model: fitLogistic(rows, y, DIMENSIONS), threshold };
  }

  /** Scores of one text by category; 0 when no decisive pattern is present. */
  scores(text: string): Record<HarmCategory, number> {
    const x = featuresOf(text);
    const decisive = hasDecisiveFeature(x);
    return Object.fromEntries(HARM_CATEGORIES.map((c) => [c, decisive ? score(this.models[c].model, x) : 0])) as Record<HarmCategory, number>;
  }

  /** Whether any of the texts A8 reads (criterion, subject parts, follow-ups) is harmful. */
  check(texts: readonly string[]): HarmVerdict {
    let best: { category: HarmCategory; margin: number } | null = null;
    for (const text of texts) {
      if (text.trim() === '') continue;
      const scores = this.scores(text);
      for (const category of HARM_CATEGORIES) {
        const margin = scores[category] - this.models[category].threshold;
        if (margin >= 0 && (best === null || margin > best.margin)) best = { category, margin };
      }
    }
    return best ? { filtered: true, category: best.category } : { filtered: false, category: null };
  }

  thresholds(): Record<HarmCategory, number> {
    return Object.fromEntries(HARM_CATEGORIES.map((c) => [c, this.models[c].threshold])) as Record<HarmCategory, number>;
  }
}
