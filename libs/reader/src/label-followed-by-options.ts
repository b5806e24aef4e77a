/**
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
