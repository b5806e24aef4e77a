/**
 * A line the reply must hold, shown with a placeholder letter for its number (`**NOTA_RETROALIMENTACION: [X]**`,
 * `Final grade: [N]`), and shown again elsewhere with a number in the same place (`Ejemplo: **NOTA_RETROALIMENTACION:
 * [7.5]**`): that line, the number in the placeholder's place. The example settles that the slot takes a number, whatever
 * language the label is in. Read line by line over the prompt's end, bounded.
 */

/** The prompt's end, where the answer's line is shown. */
const WINDOW = 8_000;
/** Longer lines are prose, not a shown answer line. */
const LINE = 200;

/** A labelled line whose value is a placeholder letter in brackets, wrapped or not in bold: `**LABEL: [X]**`. */
const PLACEHOLDER_LINE = /^[ \t]*(\*{0,2})([\p{L}][\p{L}\p{N}_ ]{1,40}?)[ \t]*:[ \t]*\[[ \t]*(?:X|N|x|n|#)[ \t]*\](\*{0,2})[ \t]*$/u;

export interface NumberLine {
  /** What is written before and after the number. */
  written: [string, string];
}

/** A labelled number in brackets anywhere on a line, bold or not: `**NOTA_RETROALIMENTACION: [7.5]**`. */
const FILLED = /(\*{0,2})([\p{L}][\p{L}\p{N}_ ]{1,40}?)[ \t]*:[ \t]*\[[ \t]*-?\d{1,4}(?:[.,]\d{1,3})?[ \t]*\](\*{0,2})/gu;

export function demonstratedNumberLine(text: string): NumberLine | null {
  const tail = text.slice(-WINDOW);
  const lines = tail.split('\n').filter((line) => line.length <= LINE);
  // the labels shown filled with a number, read once over the lines (linear in the text)
  const filled = new Set(lines.flatMap((line) => [...line.matchAll(FILLED)].map((m) => `${m[1]}${m[2]!.trim()}\u0000${m[3]}`)));
  if (filled.size === 0) return null;
  for (const line of lines) {
    const m = PLACEHOLDER_LINE.exec(line);
    if (!m) continue;
    const [, open, label, close] = m as unknown as [string, string, string, string];
    // the same label shown with a number in the placeholder's place, on another line (an example)
    if (filled.has(`${open}${label}\u0000${close}`)) return { written: [`${open}${label}: [`, `]${close}`] };
  }
  return null;
}
