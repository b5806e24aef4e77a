import type { Marker } from './template-markers';

/** A question of which of two is better or more relevant ("Which passage is more relevant to the query?"). */
const WHICH_OF_TWO = /\bwhich\b[^.?\n]{0,60}?\b(?:more|most|better|best|higher|less)\b|\b(?:compare|prefer(?:red|able)?)\b/i;

/** …and in Polish, German, French, Spanish: "który z dokumentów jest bardziej", "welches … relevanter", "lequel … plus", "cuál … más". */
const WHICH_OF_TWO_INTL = /(?<!\p{L})(?:któr[yaeą]|welche[rsn]?|lequel|laquelle|cuál|quale|qual|který|která)(?!\p{L})[^.?\n]{0,60}?(?<!\p{L})(?:bardziej|lepsz[yaeą]|besser|mehr|plus|mejor|más|migliore|più|melhor|mais|více|lepší)(?!\p{L})/iu;

/**
 * Two retrieved texts told apart by a side ("Passage A" / "Passage B", "Document 1" / "Document 2"), no output beside
 * them, and a question of which is more relevant (pairwise ranking prompts): the two are the pair judged, not context.
 */
export function comparedContexts(text: string, markers: readonly Marker[]): boolean {
  if (markers.some((m) => m.label.role === 'output' || m.label.role === 'output_b')) return false;
  const contexts = markers.filter((m) => m.label.role === 'context' && !m.boundary);
  if (contexts.length !== 2 || contexts[0]!.label.side !== 1 || contexts[1]!.label.side !== 2) return false;
  return WHICH_OF_TWO.test(text.slice(0, 20_000)) || WHICH_OF_TWO_INTL.test(text.slice(0, 20_000));
}
