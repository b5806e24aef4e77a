/**
 * Options listed one per bullet under an answering verb, each said with when to give it: "You must respond only with:\n
 * - APPROVED – if …\n- REJECTED – if …", "Respond with one of:\n- 'bad: [reason]' if …\n- 'ok: [reason]' otherwise".
 * The options as written; where every one shows the same slot for a reason after it ("bad: [reason]"), the reason is
 * written there. Read on the text's last BULLETED_TAIL characters, every pattern bounded.
 */
const BULLETED_TAIL = 3000;

/** The line that says the options follow: an answering verb, then "with" or "one of", ending on a colon. */
const INTRO = /\b(?:respond|reply|answer|output|return|say|write)\b[^\n:]{0,40}?\b(?:with|one of)\b[^\n:]{0,30}:[ \t]*\n/gi;
/** One option on its bullet: the label (quoted or not), an optional reason slot, then what it means. */
const OPTION_LINE =
  /^[ \t]{0,8}(?:[-*•]|\d{1,2}[.)])[ \t]{1,3}["'`‘“]?([A-Za-z][A-Za-z_-]{0,24}(?: [A-Za-z][A-Za-z_-]{0,24}){0,2}?)(?:([ \t]{0,1}:[ \t]{0,2})[[<{][^\]>}\n]{1,30}[\]>}])?["'`’”]?[ \t]*(?:[–—:-][ \t]|\b(?:if|when|otherwise|for|unless)\b|\(|$)/;

/** A type named right after a bullet's name: the bullets list an object's keys. */
const TYPED = /^[ \t]{0,2}(?:an?[ \t]+)?(?:bool(?:ean)?|str(?:ing)?|int(?:eger)?|float|number|numeric|list|array|object|dict|null)\b/i;

export function bulletedOptions(text: string): { labels: string[]; reasonAfter?: string } | null {
  const tail = text.length > BULLETED_TAIL ? text.slice(-BULLETED_TAIL) : text;
  const intro = [...tail.matchAll(INTRO)].pop();
  if (!intro) return null;
  const labels: string[] = [];
  const slots: (string | undefined)[] = [];
  for (const line of tail.slice(intro.index + intro[0].length).split('\n').slice(0, 12)) {
    const option = OPTION_LINE.exec(line);
    if (!option) break;
    // (a bullet that types what it names is a key of an object, "- pass: boolean indicating …", not an option)
    if (TYPED.test(line.slice(option[0].length))) return null;
    labels.push(option[1]!);
    slots.push(option[2]);
  }
  if (labels.length < 2 || labels.length > 8 || new Set(labels.map((l) => l.toLowerCase())).size !== labels.length) return null;
  const slot = slots[0];
  return slot !== undefined && slots.every((s) => s === slot) ? { labels, reasonAfter: slot.includes(' ') ? slot : `${slot} ` } : { labels };
}
