import { MAX_LOOKED_UP_KEYS } from './json-answer-keys';
import { escapeRegExp } from './template-markers';

/** A JSON answer's key read as the score's, with the range it is given. */
export interface KeyRange {
  key: string;
  min: number;
  max: number;
}

const ordered = (key: string, low: string, high: string): KeyRange | null => (Number(low) < Number(high) ? { key, min: Number(low), max: Number(high) } : null);

/** The first key for which `read` finds a range, in the order the keys are asked (only a template's handful are looked up). */
function firstOf(keys: readonly string[], read: (key: string) => KeyRange | null): KeyRange | null {
  for (const key of keys) {
    const found = read(key);
    if (found) return found;
  }
  return null;
}

/**
 * The key of a JSON answer that takes the score, and its range, as the text gives it; null when none does. Tried in order,
 * the first that reads wins:
 * - glossed with its range after its name: `"score" (0 or 1)`, `score (integer 0-100)` in a list of keys;
 * - a name that states its range: "agreement_1to5", "score_0_to_10";
 * - the one key shown with a range as its placeholder, bracketed or bare, whatever the others are named ('{"znamka": <1-5>, "duvod": "<jedna
 *   věta>"}', '"match_score": <float between 1-10>', '"score": <number between 0.0 and 1.0>');
 * - a placeholder listing the numbers it may hold, in any language ('"prediction": <number, strictly one of: 0, 8, 10, 15,
 *   95>'): from the least to the greatest of them.
 */
export function keyWithRange(text: string, keys: readonly string[]): KeyRange | null {
  if (keys.length > MAX_LOOKED_UP_KEYS) return null;
  const quoted = (key: string) => `["'\`]${escapeRegExp(key)}["'\`]`;
  const glossed = (key: string) => {
    const m = new RegExp(`(?:${quoted(key)}|(?<![\\w"'\`])${escapeRegExp(key)}(?![\\w"'\`]))[ \\t]{0,2}\\([ \\t]*(?:(?:an?[ \\t]+)?(?:integer|int|number|float|decimal)[ \\t]+(?:from[ \\t]+)?)?(-?\\d{1,3})[ \\t]*(?:-|–|to|or)[ \\t]*(-?\\d{1,3})[ \\t]*\\)`).exec(text);
    return m ? ordered(key, m[1]!, m[2]!) : null;
  };
  const named = (key: string) => {
    const m = /(?:^|[_ -])(\d{1,3})[ _-]?(?:to|-)[ _-]?(\d{1,3})$/i.exec(key);
    return m ? ordered(key, m[1]!, m[2]!) : null;
  };
  const shown = (key: string) => {
    const m = new RegExp(`${quoted(key)}[ \\t]{0,4}:[ \\t]{0,4}<[ \\t]{0,2}(?:[A-Za-z]{1,12}[ \\t]{1,2}){0,3}(-?\\d{1,3}(?:\\.\\d{1,3})?)[ \\t]{0,2}(?:-|–|to|and)[ \\t]{0,2}(-?\\d{1,3}(?:\\.\\d{1,3})?)[ \\t]{0,2}>`).exec(text);
    // (…or bare, no brackets around it: '"overallSeverity": 0-3,', a few words after it perhaps: '"level": 1-5 arası sayı,';
    // not a count of what a text key holds, '"explanation": 1-3 sentence plain-language explanation')
    // (not the judge's confidence, '"confidence": 0-100', which says how sure the verdict is)
    const bare = m || /^(?:confidence|certainty)/i.test(key) ? null : new RegExp(`${quoted(key)}[ \\t]{0,4}:[ \\t]{0,4}(-?\\d{1,3}(?:\\.\\d{1,3})?)[ \\t]{0,2}(?:-|–)[ \\t]{0,2}(-?\\d{1,3}(?:\\.\\d{1,3})?)[ \\t]*(?=[,}\\n]|[ \\t]*(?!(?:sentences?|words?|char(?:acter)?s?|lines?|paragraphs?|items?|bullets?|tokens?|reasons?|examples?|points?\\b[ \\t]+(?:of|on)|cümle|kelime|sätze|satz|wörter|frases?|phrases?|mots|palabras|parole|palavras)(?![\\p{L}]))[\\p{L}][^\\n"'{}<>\\[\\]\\d]{0,40}[,}\\n])`, 'u').exec(text);
    const found = m ?? bare;
    return found ? ordered(key, found[1]!, found[2]!) : null;
  };
  const listed = (key: string): KeyRange | null => {
    const m = new RegExp(`${quoted(key)}[ \\t]{0,4}:[ \\t]{0,4}<[^<>\\n\\d]{0,60}(-?\\d{1,4}(?:[ \\t]{0,2},[ \\t]{0,2}-?\\d{1,4}){2,20})[ \\t]{0,2}>`).exec(text);
    if (!m) return null;
    const numbers = m[1]!.split(',').map(Number);
    return { key, min: Math.min(...numbers), max: Math.max(...numbers) };
  };
  const shownKeys = () => keys.map(shown).filter((found): found is KeyRange => found !== null);
  const one = (found: KeyRange[]) => (found.length === 1 ? found[0]! : null);
  return firstOf(keys, glossed) ?? firstOf(keys, named) ?? one(shownKeys()) ?? firstOf(keys, listed);
}
