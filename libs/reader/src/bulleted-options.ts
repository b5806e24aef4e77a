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

/** …or, without a bullet, a label in capitals padded to its gloss: "  ALLOW   — safe to send". */
const CAPITALS_LINE = /^[ \t]{0,8}["'`‘“]?([A-Z][A-Z_-]{1,24})["'`’”]?[ \t]{1,12}[–—-][ \t]/;

/** The reply's one line shown as the verdict's slot, then the reason's: "<VERDICT>: <short reason under 80 chars>". */
const VERDICT_THEN_REASON = /(?:^|\n)[ \t]{0,8}[<[{](?:verdict|label|decision|answer|classification|category)[>\]}]([ \t]{0,2}[:|-][ \t]{0,2})[<[{][^>\]}\n]{0,40}\b(?:reason|reasoning|explanation|justification|rationale|why)\b[^>\]}\n]{0,40}[>\]}][ \t]*(?=\n|$)/i;

/** A type named right after a bullet's name: the bullets list an object's keys. */
const TYPED = /^[ \t]{0,2}(?:an?[ \t]+)?(?:bool(?:ean)?|str(?:ing)?|int(?:eger)?|float|number|numeric|list|array|object|dict|null)\b/i;

export function bulletedOptions(text: string): { labels: string[]; reasonAfter?: string } | null {
  const tail = text.length > BULLETED_TAIL ? text.slice(-BULLETED_TAIL) : text;
  const intro = [...tail.matchAll(INTRO)].pop();
  if (!intro) return null;
  const labels: string[] = [];
  const slots: (string | undefined)[] = [];
  // (one blank line may stand between the intro and its options)
  const after = tail.slice(intro.index + intro[0].length).replace(/^[ \t]*\n/, '');
  for (const line of after.split('\n').slice(0, 12)) {
    const option = OPTION_LINE.exec(line) ?? CAPITALS_LINE.exec(line);
    if (!option) break;
    // (a bullet that types what it names is a key of an object, "- pass: boolean indicating …", not an option)
    if (TYPED.test(line.slice(option[0].length))) return null;
    labels.push(option[1]!);
    slots.push(option[2]);
  }
  if (labels.length < 2 || labels.length > 8 || new Set(labels.map((l) => l.toLowerCase())).size !== labels.length) return null;
  const slot = slots[0];
  if (slot !== undefined && slots.every((s) => s === slot)) return { labels, reasonAfter: slot.includes(' ') ? slot : `${slot} ` };
  // (…or the reply's line shown apart, its verdict's slot then its reason's: the reason written there)
  const shown = VERDICT_THEN_REASON.exec(tail);
  return shown ? { labels, reasonAfter: shown[1]!.includes(' ') ? shown[1]! : `${shown[1]!} ` } : { labels };
}
