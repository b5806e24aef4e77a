/**
 * Options a reply writes after a label, said in words, or shown quoted each with the reason's place after it.
 *
 * A label the reply writes, then one of the options after it, said in words: 'Output your decision as "Final Score:"
 * followed by one of the following words Great/Good/Okay/Poor/Useless', "write it as 'Verdict:' followed by KEEP or
 * DROP". The options as written, and the label they are written after (on the last line, after the reasoning).
 */
const OPTION = String.raw`[A-Za-z][A-Za-z_-]{0,24}`;
/** Two to eight options between slashes or bars, or listed with commas and "or". */
const OPTIONS = String.raw`(${OPTION}(?:[ \t]{0,2}[/|][ \t]{0,2}${OPTION}){1,7}|${OPTION}(?:[ \t]*,[ \t]*${OPTION}){0,6},?[ \t]+or[ \t]+${OPTION})`;
const FOLLOWED = new RegExp(
  String.raw`\bas[ \t]+["'“‘\x60]([\p{L}][\p{L}\p{N} _-]{0,30}:)["'”’\x60][ \t]*\r?\n?[ \t]*(?:and[ \t]+)?(?:then[ \t]+)?followed[ \t]+by[ \t]+(?:(?:one|either)[ \t]+of[ \t]+)?(?:the[ \t]+following[ \t]+)?(?:(?:words?|labels?|options?|values?)[ \t]*:?[ \t]+)?${OPTIONS}(?![\w/|])`,
  'u',
);

export function labelFollowedByOptions(text: string): { labels: string[]; lead: string } | null {
  const m = FOLLOWED.exec(text);
  if (!m) return null;
  const labels = m[2]!.split(/[ \t]*(?:[/|,]|\bor\b)[ \t]*/).map((o) => o.trim()).filter(Boolean);
  if (labels.length < 2 || labels.length > 8 || new Set(labels.map((l) => l.toLowerCase())).size !== labels.length) return null;
  return { labels, lead: m[1]! };
}

/**
 * Two to four options each shown quoted with an ellipsis for the reason after its colon, joined by "or" in any
 * language: "형식은 정확히 'O: ...' 또는 'X: ...'", "exactly 'PASS: …' or 'FAIL: …'". The reason is written after the
 * option, on its line, as shown.
 */
const QUOTED_WITH_REASON = /["'“‘`]([\p{L}\p{N}][\p{L}\p{N}_-]{0,15})([ \t]{0,2}[:：][ \t]{0,2})(?:\.{3}|…)["'”’`]((?:[ \t]{0,2}(?:,|or|또는|または|或|oder|ou|o)[ \t]{0,2}["'“‘`][\p{L}\p{N}][\p{L}\p{N}_-]{0,15}[ \t]{0,2}[:：][ \t]{0,2}(?:\.{3}|…)["'”’`]){1,3})/u;

export function quotedOptionsWithReason(text: string): { labels: string[]; reasonAfter: string } | null {
  const m = QUOTED_WITH_REASON.exec(text);
  if (!m) return null;
  const labels = [m[1]!, ...[...m[3]!.matchAll(/["'“‘`]([\p{L}\p{N}][\p{L}\p{N}_-]{0,15})[ \t]{0,2}[:：]/gu)].map((o) => o[1]!)];
  if (new Set(labels.map((l) => l.toLowerCase())).size !== labels.length) return null;
  // (the separator as shown: a colon, and a space after it where the template writes one)
  return { labels, reasonAfter: m[2]!.trimStart() };
}
