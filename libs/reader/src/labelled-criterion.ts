/**
 * A criterion recognised by the verdicts it names (reasoning on). "Classify the sentiment (positive,
 * negative or neutral) of this review" rewords "What is the sentiment of the review?" beyond what the
 * paraphrase matcher accepts, but it lists that criterion's taught verdicts, every one of them: where
 * the words the request asks in (its criterion and its instructions, never its subject) name all the
 * verdicts of exactly one taught criterion, that criterion is the one asked. Verdicts any question can
 * take ("yes", "true", "other") say nothing of which one was asked and are not looked for; a criterion left with fewer
 * than two other verdicts, or with a number among them, is never recognised this way.
 */

/** A taught criterion and the verdicts it was taught. */
export interface TaughtLabels {
  criterion: string;
  labels: readonly string[];
}

/** Verdicts that many criteria share: naming them does not say which criterion is asked. */
const GENERIC = new Set([
  'yes', 'no', 'y', 'n', 'true', 'false', 'pass', 'fail', 'passed', 'failed', 'correct', 'incorrect', 'right', 'wrong', 'good', 'bad',
  'ok', 'okay', 'valid', 'invalid', 'none', 'other', 'unknown', 'unsure', 'na', 'n/a', 'a', 'b', 'c', 'd', 'tie', 'both', 'neither',
]);
/** Bounded work per request: the text looked in, the criteria and the verdicts of each compared. */
const MAX_TEXT = 20_000;
const MAX_CRITERIA = 500;
const MIN_LABELS = 2;
const MAX_LABELS = 12;

/** A verdict as compared: lower case, "_" and "-" as spaces, spaces collapsed. */
const normalize = (text: string) => text.normalize('NFC').toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();

/** The words of a text, as a set of its word sequences up to four words long (a verdict may be "very negative"). */
function phrasesOf(text: string): Set<string> {
  const words = normalize(text).match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
  const phrases = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    let phrase = '';
    for (let k = i; k < Math.min(words.length, i + 4); k++) {
      phrase = phrase === '' ? words[k]! : `${phrase} ${words[k]!}`;
      phrases.add(phrase);
    }
  }
  return phrases;
}

/**
 * The verdicts by which a criterion can be recognised: those no question could take alike ("other", "yes" aside), at
 * least two of them; none when any verdict is a number (a scale names no criterion) or the list is too long.
 */
function distinctive(labels: readonly string[]): string[] | null {
  const normalized = [...new Set(labels.map(normalize))];
  if (normalized.length > MAX_LABELS || normalized.some((l) => /^-?\d+(?:\.\d+)?$/.test(l) || l.split(' ').length > 4)) return null;
  const specific = normalized.filter((l) => l.length >= 2 && !GENERIC.has(l));
  return specific.length >= MIN_LABELS ? specific : null;
}

/**
 * Whether the text names a verdict: its words, or, for a negated verdict ("not actionable", "non compliant"), the verdict
 * it negates with "or not" after it ("Actionable or not?").
 */
function named(label: string, phrases: ReadonlySet<string>): boolean {
  const negated = /^(?:not|non) (.+)$/.exec(label);
  return phrases.has(label) || (negated !== null && phrases.has(`${negated[1]!} or not`));
}

/**
 * The one taught criterion whose verdicts the text names, every one of them; null when none does, or
 * more than one does. `text` is what the request asks in: its criterion and instructions, not its subject.
 */
export function criterionByLabels(text: string, taught: readonly TaughtLabels[]): string | null {
  if (text.length > MAX_TEXT || taught.length === 0) return null;
  const phrases = phrasesOf(text);
  let found: string | null = null;
  for (const entry of taught.slice(0, MAX_CRITERIA)) {
    const labels = distinctive(entry.labels);
    if (!labels || !labels.every((label) => named(label, phrases))) continue;
    if (found !== null && found !== entry.criterion) return null;
    found = entry.criterion;
  }
  return found;
}
