/**
 * The keys of a JSON answer listed as bullets under the sentence that asks for it ("Provide your answer as a JSON object
 * with the following properties:" / "Respond with a JSON object containing:" over "- claim: …", "- violation: boolean
 * (…)"). Those bullets describe the answer; they are not labelled data, though a key may be named like a part
 * ("- summary: …", "- reason: …").
 */

/**
 * The announcing line, then (a blank line allowed) two to twelve bullets of a key, its type in parentheses, a colon
 * (none where the parentheses end the line: "- grammar_score (0-5)").
 * (…"Extract the following information in JSON format:" announces them too, and "Respond with JSON exactly, containing:", and so do one or two words of another
 * language between JSON and the colon: "Zwróć JSON z polami:", "JSON mit Feldern:")
 */
const KEY_LIST = /(?:\b(?:following|these|the|two|three|four|five)(?: (?:exact|required|same))? (?:fields|keys|properties|information)\b[^\n]{0,40}|\bjson\b[ \t]*(?:(?:object|format)[ \t]*)?(?:(?:exactly|only|strictly),?[ \t]*)?(?:(?:containing|with|having)(?:[ \t]+the[ \t]+following)?(?:[ \t]+(?:fields|keys|properties))?[ \t]*|[ \t]\p{L}{1,12}(?:[ \t]\p{L}{1,12})?[ \t]*)?:[ \t]*)\n(?:[ \t]*\n)?((?:[ \t]{0,12}[-*][ \t]{1,4}[a-z_][a-z0-9_]{1,40}(?:[ \t]{0,2}\([^()\n]{1,30}\)[ \t]*(?=[:\n]|$))?(?::[^\n]{0,300})?(?:\n|$)){2,12})/giu;

/** At most this many announcements are looked at: a template asks for its answer once or twice. */
const MAX_LISTS = 8;

export interface KeyList {
  /** Where the bullets start and end in the text. */
  start: number;
  end: number;
  keys: string[];
}

/** Each such list whose announcement speaks of JSON (on its line or just before it), in the text's order. */
export function announcedKeyLists(text: string): KeyList[] {
  const lists: KeyList[] = [];
  for (const m of text.matchAll(KEY_LIST)) {
    if (lists.length >= MAX_LISTS) break;
    if (!/\bjson\b/i.test(text.slice(Math.max(0, m.index - 200), m.index + 60))) continue;
    const start = m.index + m[0].length - m[1]!.length;
    lists.push({ start, end: m.index + m[0].length, keys: [...m[1]!.matchAll(/[-*][ \t]{1,4}([a-z_][a-z0-9_]{1,40})(?:[ \t]{0,2}\([^()\n]{1,30}\))?[ \t]*(?::|\n|$)/gi)].map((k) => k[1]!) });
  }
  return lists;
}
