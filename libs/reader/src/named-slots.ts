/**
 * Slots the prompt leaves open under a name whose values it states elsewhere:
 * - the prompt ends on a label whose range the rubric gave ("Fluency (1-5): …" … "Fluency:", "正确性(1-5)：…" …
 *   "正确性："): the score on that scale, written after the label the prompt ends on;
 * - a label shown quoted with a letter for its value, the letter's values said right after it ("```Quality：x```；其中
 *   x 是 0/1", "`Verdict: x`, where x is 0 or 1"): that line with one of the values.
 * Read on the prompt's last TAIL characters, every pattern bounded.
 */
import type { Scale } from './answer-format';
import { escapeRegExp } from './template-markers';

const TAIL = 6000;

/** The label the prompt ends on: "Fluency:", "- Coherence:", "正确性：". */
const CLOSING_LABEL = /(?:^|\n)[ \t]{0,4}(?:[-*•][ \t]{1,3})?(\p{L}[\p{L}\p{N} _-]{0,30}?)[ \t]{0,2}[:：][ \t]*$/u;

/** The scale of the dimension the prompt ends on, where the text gives that name a range in parentheses. */
export function closingNamedScale(text: string): Scale | null {
  const tail = (text.length > TAIL ? text.slice(-TAIL) : text).trimEnd();
  const closing = CLOSING_LABEL.exec(tail);
  if (!closing) return null;
  const name = closing[1]!.trim();
  const before = tail.slice(0, closing.index);
  const range = new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}[ \\t]{0,2}[(（][ \\t]{0,2}(\\d{1,3})[ \\t]{0,2}(?:-|–|~|～|到|至|to)[ \\t]{0,2}(\\d{1,3})[ \\t]{0,2}[)）]`, 'iu').exec(before);
  if (!range) return null;
  const [min, max] = [Number(range[1]), Number(range[2])];
  return min < max ? { min, max } : null;
}

/**
 * A quoted or fenced "Label: x", then the letter's values: "其中 x 是 0/1", "where x is 0 or 1", or further on in the
 * sentence and quoted: 'using the format `Overall: X` based on …, where X is either "FIRST", "SECOND", or "TIE"'.
 */
const BACKTICK = '`';
const VALUE = String.raw`["“']?(?:\d{1,3}|[A-Za-z][A-Za-z_-]{0,11})["”']?`;
const LETTER_SLOT = new RegExp(
  String.raw`(?:${BACKTICK}{1,3}|["“「'])([\p{L}][\p{L}\p{N} _-]{0,30}?[ \t]{0,2}[:：][ \t]{0,2})([xXnN])(?:${BACKTICK}{1,3}|["”」'])[^\n]{0,160}?(?:其中|where|with)[ \t]{0,2}\2[ \t]{0,2}(?:是|为|is|=)(?:[ \t]{1,2}(?:either|one of))?[ \t]{0,2}(${VALUE}(?:[ \t]{0,2}(?:\/|,|或|、)[ \t]{0,2}${VALUE}){0,3}[ \t]{0,2}(?:\/|,?[ \t]{1,2}or[ \t]|或|、|,)[ \t]{0,2}${VALUE})(?![\w])`,
  'u',
);

/** The line a letter slot stands in, and the values the text gives the letter. */
export function letterSlot(text: string): { labels: string[]; lead: string } | null {
  const m = LETTER_SLOT.exec(text.length > TAIL ? text.slice(-TAIL) : text);
  if (!m) return null;
  const labels = m[3]!.split(/[ \t]*(?:\/|,[ \t]*or|,|或|、|\bor\b)[ \t]*/).map((v) => v.trim().replace(/^["“']|["”']$/g, '')).filter(Boolean);
  // (the label written as shown, with the space after its colon or none)
  return labels.length >= 2 && new Set(labels).size === labels.length ? { labels, lead: m[1]! } : null;
}
