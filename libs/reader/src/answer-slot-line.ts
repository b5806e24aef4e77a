/**
 * A reply laid out on one line the template shows after the words that announce its format, holding a slot for the
 * reasoning and, after it, a slot for the score: "Format your response as follows: [Your justification] (spamness
 * [percentage]%)", "The output format is 'Analysis: ... Rating: ...'." The reply is that line with each slot filled, the
 * text around the slots kept as shown (the quotes around a quoted line left out).
 */
export interface SlotLine {
  /** The text before the reasoning's slot, between the two slots, and after the score's. */
  lead: string;
  between: string;
  trail: string;
}

/** The words that announce a shown format, then a colon ("format your response as follows:", "in this format:"), or "format is" before a quote. */
const ANNOUNCED = /\b(?:format|as follows|like this|this way|this template)\b(?:(?:[ \t]+is)?[ \t]{0,2}:?(?=[ \t]{0,2}["'‘“`])|[^:\n]{0,80}:)[ \t]*/gi;
/** A bracketed slot ("[Your justification]", "<reason>", "[percentage]"), or an ellipsis after a label ("Rating: ..."). */
const SLOT = /\[[^[\]<>\n]{1,40}\]|<[^[\]<>\n]{1,40}>|\.{3}|…/g;
const REASON_SLOT = /^[[<][ \t]{0,2}(?:(?:your|a|brief|short|detailed)[ \t]+){0,2}(?:justification|reason(?:ing)?|explanation|rationale|analysis|comments?|feedback)[ \t]{0,2}[\]>]$/i;
const SCORE_SLOT = /^[[<][ \t]{0,2}(?:(?:your|the)[ \t]+)?(?:score|rating|percentage|percent|number|grade|points|value)[ \t]{0,2}[\]>]$/i;
/** The label an ellipsis slot stands after, which says what it holds. */
const REASON_LABEL = /\b(?:justification|reason(?:ing)?|explanation|rationale|analysis|comments?|feedback|thoughts?)[ \t]{0,2}:[ \t]{0,2}$/i;
const SCORE_LABEL = /\b(?:score|rating|grade|points)[ \t]{0,2}:[ \t]{0,2}$/i;
/** Quotes that may close a quoted line, by the one that opens it. */
const CLOSING: Record<string, string> = { '"': '"', "'": "'", '‘': '’', '“': '”', '`': '`' };
/** Text is looked for at the instruction's end, where formats are stated. */
const TAIL = 3000;

/** Whether a slot holds the reasoning (`reason`) or the score, by its words or by the label before it. */
function holds(line: string, slot: RegExpMatchArray, role: 'reason' | 'score'): boolean {
  if (slot[0] === '...' || slot[0] === '…') return (role === 'reason' ? REASON_LABEL : SCORE_LABEL).test(line.slice(Math.max(0, slot.index! - 30), slot.index));
  return (role === 'reason' ? REASON_SLOT : SCORE_SLOT).test(slot[0]);
}

export function slotLine(text: string): SlotLine | null {
  const tail = text.slice(-TAIL);
  let found: SlotLine | null = null;
  for (const announced of tail.matchAll(ANNOUNCED)) {
    // the layout on the announcing line, or alone on the next one (each line found by its end, not by splitting the rest)
    const start = announced.index + announced[0].length;
    const sameLine = lineFrom(tail, start);
    const shown = sameLine.trim() !== '' ? sameLine : lineFrom(tail, start + sameLine.length + 1);
    // (a quoted line is its content: "'Analysis: ... Rating: ...'." is written Analysis: … Rating: 4)
    const open = /^[ \t]*(["'‘“`])/.exec(shown);
    const close = open ? shown.lastIndexOf(CLOSING[open[1]!]!) : -1;
    const line = open && close > open[0].length ? shown.slice(open[0].length, close) : shown;
    const slots = [...line.matchAll(SLOT)];
    if (slots.length !== 2 || !holds(line, slots[0]!, 'reason') || !holds(line, slots[1]!, 'score')) continue;
    const [reason, score] = [slots[0]!, slots[1]!];
    found = {
      lead: line.slice(0, reason.index).trimStart(),
      between: line.slice(reason.index + reason[0].length, score.index),
      trail: line.slice(score.index + score[0].length).trimEnd(),
    };
  }
  return found;
}

/** The text from `at` to the end of its line. */
function lineFrom(text: string, at: number): string {
  if (at > text.length) return '';
  const end = text.indexOf('\n', at);
  return text.slice(at, end < 0 ? text.length : end);
}

/** The line filled: the reasoning in its slot, the score in its own. */
export function writeSlotLine(line: SlotLine, score: number, reason: string): string {
  return `${line.lead}${reason.replace(/\s+/g, ' ')}${line.between}${score}${line.trail}`;
}
