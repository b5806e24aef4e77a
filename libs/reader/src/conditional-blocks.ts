/**
 * Replies shown whole in fences, one per condition: "If no issues found, output:\n```\n---\nPASS\n```\nIf issues found,
 * output:\n```\n---\nFAIL\n- [issue 1]\n```". The line where the blocks first differ holds the verdict's word; the lines
 * every block opens with come before it, as shown. Read on the text's last BLOCKS_TAIL characters, every pattern bounded.
 */
const BLOCKS_TAIL = 4000;
const CONDITIONAL_BLOCK = /\bif\b[^\n`]{1,120}?[,:]?[ \t]*(?:then[ \t]+)?(?:output|respond|reply|return|write|answer|print)(?:[ \t]+(?:with|exactly|only))?[ \t]*:?[ \t]*\n(?:[ \t]*\n){0,2}[ \t]*```[a-z]{0,10}\n([^`]{1,400}?)\n[ \t]*```/gi;
/** A verdict's word on its line: a label, not a placeholder or prose. */
const LABEL_LINE = /^[ \t]*([A-Za-z][A-Za-z_-]{0,24}(?: [A-Za-z][A-Za-z_-]{0,24}){0,2})[ \t]*$/;

export function conditionalBlocks(text: string): { labels: string[]; lead: string } | null {
  const tail = text.length > BLOCKS_TAIL ? text.slice(-BLOCKS_TAIL) : text;
  const blocks = [...tail.matchAll(CONDITIONAL_BLOCK)].map((m) => m[1]!.split('\n'));
  if (blocks.length < 2 || blocks.length > 6) return null;
  let shared = 0;
  while (shared < 3 && blocks.every((b) => b.length > shared + 1 && b[shared]!.trim() === blocks[0]![shared]!.trim())) shared++;
  const labels = blocks.map((b) => LABEL_LINE.exec(b[shared] ?? '')?.[1]);
  if (labels.some((l) => l === undefined) || new Set(labels.map((l) => l!.toLowerCase())).size !== labels.length) return null;
  const lead = blocks[0]!.slice(0, shared).map((line) => `${line.trim()}\n`).join('');
  return { labels: labels as string[], lead };
}
