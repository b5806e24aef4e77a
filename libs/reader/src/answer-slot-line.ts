/**
 * A reply laid out on one line the template shows after the words that announce its format, holding a slot for the
 * reasoning and, after it, a slot for the score: "Format your response as follows: [Your justification] (spamness
 * [percentage]%)". The reply is that line with each slot filled, the text around the slots kept as shown.
 */
export interface SlotLine {
  /** The text before the reasoning's slot, between the two slots, and after the score's. */
  lead: string;
  between: string;
  trail: string;
}

/** The words that announce a shown format, then a colon: "format your response as follows:", "in this format:". */
const ANNOUNCED = /\b(?:format|as follows|like this|this way|this template)\b[^:\n]{0,80}:[ \t]*/gi;
/** A bracketed slot: "[Your justification]", "<reason>", "[percentage]". */
const SLOT = /\[[^[\]<>\n]{1,40}\]|<[^[\]<>\n]{1,40}>/g;
const REASON_SLOT = /^[[<][ \t]{0,2}(?:(?:your|a|brief|short|detailed)[ \t]+){0,2}(?:justification|reason(?:ing)?|explanation|rationale|analysis|comments?|feedback)[ \t]{0,2}[\]>]$/i;
const SCORE_SLOT = /^[[<][ \t]{0,2}(?:(?:your|the)[ \t]+)?(?:score|rating|percentage|percent|number|grade|points|value)[ \t]{0,2}[\]>]$/i;
/** Text is looked for at the instruction's end, where formats are stated. */
const TAIL = 3000;

export function slotLine(text: string): SlotLine | null {
  const tail = text.slice(-TAIL);
  let found: SlotLine | null = null;
  for (const announced of tail.matchAll(ANNOUNCED)) {
    // the layout on the announcing line, or alone on the next one (each line found by its end, not by splitting the rest)
    const start = announced.index + announced[0].length;
    const sameLine = lineFrom(tail, start);
    const line = sameLine.trim() !== '' ? sameLine : lineFrom(tail, start + sameLine.length + 1);
    const slots = [...line.matchAll(SLOT)];
    if (slots.length !== 2 || !REASON_SLOT.test(slots[0]![0]) || !SCORE_SLOT.test(slots[1]![0])) continue;
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
