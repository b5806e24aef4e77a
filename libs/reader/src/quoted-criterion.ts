/**
 * A taught criterion quoted inside a request (reasoning on). A team that taught its rubric in the
 * plain layout (the rubric in `system`, the reply as the subject) and then sends a framework's
 * template filled with that rubric asks the taught question, whatever the template wraps around it:
 * where the reader's own criterion was not taught, a taught criterion that the request's text holds
 * word for word (case and spacing aside) is the one asked. Only criteria long enough to be a rubric
 * count (a short question like "Is it spam?" may appear in any text), and two different taught
 * criteria found at the same length are no match.
 */

/** Criteria shorter than this, in characters or words, are not looked for inside a request. */
const MIN_CHARS = 30;
const MIN_WORDS = 5;
/** Bounded work per request: the text searched, and the criteria looked for. */
const MAX_TEXT = 200_000;
const MAX_CRITERIA = 2_000;

const normalize = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/** Taught criteria long enough to look for, normalized, built once per list (a version's list is reused). */
const prepared = new WeakMap<readonly string[], { normalized: string; criterion: string }[]>();

function lookFor(taught: readonly string[]): { normalized: string; criterion: string }[] {
  let list = prepared.get(taught);
  if (!list) {
    const seen = new Set<string>();
    list = [];
    for (const criterion of taught.slice(0, MAX_CRITERIA)) {
      const normalized = normalize(criterion);
      if (normalized.length < MIN_CHARS || normalized.split(' ').length < MIN_WORDS || seen.has(normalized)) continue;
      seen.add(normalized);
      list.push({ normalized, criterion });
    }
    // longest first: a rubric that holds a shorter taught criterion is the one asked
    list.sort((a, b) => b.normalized.length - a.normalized.length);
    prepared.set(taught, list);
  }
  return list;
}

/** The taught criterion the text quotes word for word, the longest one; null when none is, or two of that length are. */
export function quotedCriterion(text: string, taught: readonly string[]): string | null {
  if (text.length > MAX_TEXT) return null;
  const haystack = normalize(text);
  let found: { normalized: string; criterion: string } | null = null;
  for (const candidate of lookFor(taught)) {
    if (found && candidate.normalized.length < found.normalized.length) break;
    if (!haystack.includes(candidate.normalized)) continue;
    if (found) return null; // two different criteria of the same length
    found = candidate;
  }
  return found?.criterion ?? null;
}
