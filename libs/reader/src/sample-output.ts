/**
 * A reply shown whole under words that say it is an example of the output ("### Sample Output", "Example response:",
 * "Provide the output in the same format as the following examples"), each example ending on the line that holds the
 * verdict: a score after its label ("Total Score: 3 points") or a one-line JSON object ({"Score": 3.2}). That line is
 * the answer's form, written last after the reasoning. Read where no other reading found a form; every pattern is
 * bounded and the block looked at is at most BLOCK_LINES lines of the prompt's last TAIL characters.
 */
const TAIL = 8_000;
const BLOCK_LINES = 60;

/** The words that introduce a shown reply: a heading, or a sentence asking for the same format as what follows. */
const SHOWN =
  /(?:^|\n)[ \t]{0,4}(?:#{1,4}[ \t]{0,2})?(?:\*\*)?(?:sample|example)[ \t]+(?:output|response|answer|reply|evaluation)s?[ \t]{0,2}(?:\*\*)?[ \t]*:?[ \t]*(?:\*\*)?[ \t]*(?=\n)|\b(?:same|following)[ \t]+format[ \t]+(?:as|of)[ \t]+(?:the[ \t]+)?(?:following|below)[ \t]+examples?\b[^\n]{0,60}(?=\n)/gi;
/** A score after its label, a unit or a total perhaps after it: "Total Score: 3 points", "**Rating:** 7/10". */
const SCORE_LINE = /^[ \t]{0,4}(?:\*\*)?([\p{L}][\p{L} ]{0,30}?)(?:\*\*)?[ \t]*:[ \t]*(?:\*\*)?[ \t]*-?\d{1,3}(?:\.\d{1,2})?(?:\*\*)?[ \t]*((?:\/[ \t]*\d{1,3}|points?|pts|%)?)[ \t]*\.?[ \t]*$/u;
const SCORE_WORD = /\b(?:score|rating|grade|total|overall|points|marks?)\b/i;
/** A JSON object on one line. */
const JSON_LINE = /^[ \t]{0,4}(\{[^\n]{1,200}\})[ \t]*$/;
/** Where a shown example's block ends: a fence, a heading, or the data's first labelled line after a blank one. */
const BLOCK_END = /^[ \t]{0,4}(?:'''|```|#{1,4}[ \t])/;

export type SampledForm =
  | { kind: 'score_line'; written: [string, string] }
  | { kind: 'json_line'; keys: string[]; scoreKeys: string[] };

export function sampledOutputForm(text: string): SampledForm | null {
  const tail = text.length > TAIL ? text.slice(-TAIL) : text;
  const shown = [...tail.matchAll(SHOWN)].pop();
  if (!shown) return null;
  const lines = tail.slice(shown.index + shown[0].length).split('\n').slice(1, BLOCK_LINES);
  // (a block that opens with a fence runs to the fence that closes it)
  const fenced = lines.findIndex((l) => l.trim() !== '');
  const start = fenced >= 0 && BLOCK_END.test(lines[fenced]!) && /^[ \t]{0,4}(?:'''|```)/.test(lines[fenced]!) ? fenced + 1 : 0;
  const block: string[] = [];
  for (const line of lines.slice(start)) {
    if (BLOCK_END.test(line)) break;
    block.push(line);
  }
  // The line that ends each example: the last before a blank line or the block's end.
  const ends = block.filter((line, i) => line.trim() !== '' && (i === block.length - 1 || block[i + 1]!.trim() === ''));
  if (ends.length === 0) return null;
  const json = ends.map((line) => JSON_LINE.exec(line)?.[1]).filter((l): l is string => l !== undefined).map(objectOf);
  if (json.length > 0 && json.every((o) => o !== null)) {
    const keys = Object.keys(json[0]!);
    // (keys that are names, never an object's own machinery: "__proto__" is no answer's key)
    if (keys.some((k) => !/^[A-Za-z][\w -]{0,40}$/.test(k) || k === 'constructor' || k === 'prototype')) return null;
    const scoreKeys = keys.filter((k) => json.every((o) => typeof o![k] === 'number'));
    if (keys.length > 0 && keys.length <= 8 && json.every((o) => Object.keys(o!).join() === keys.join())) return { kind: 'json_line', keys, scoreKeys };
  }
  const scored = ends.map((line) => SCORE_LINE.exec(line)).filter((m): m is RegExpExecArray => m !== null);
  const label = scored[0]?.[1]?.trim();
  if (!label || !SCORE_WORD.test(label) || scored.some((m) => m[1]!.trim() !== label)) return null;
  const unit = scored[0]![2]!;
  return { kind: 'score_line', written: [`${label}: `, unit === '' ? '' : unit.startsWith('/') ? unit.replace(/\s+/g, '') : ` ${unit}`] };
}

/** A shown object's keys and values, or null where the line is no JSON object. */
function objectOf(line: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(line);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
