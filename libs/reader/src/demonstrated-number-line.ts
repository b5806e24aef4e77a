/**
 * A line the reply must hold, shown with a placeholder letter for its number (`**NOTA_RETROALIMENTACION: [X]**`,
 * `Final grade: [N]`), and shown again elsewhere with a number in the same place (`Ejemplo: **NOTA_RETROALIMENTACION:
 * [7.5]**`): that line, the number in the placeholder's place. The example settles that the slot takes a number, whatever
 * language the label is in. Read line by line over the prompt's end, bounded.
 */

import { escapeRegExp } from './template-markers';

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

export function demonstratedNumberLine(text: string): NumberLine | null {
  const tail = text.slice(-WINDOW);
  const lines = tail.split('\n').filter((line) => line.length <= LINE);
  // (each placeholder looked for once, its example's pattern built once: linear in the lines for each distinct label)
  const tried = new Set<string>();
  for (const line of lines) {
    const m = PLACEHOLDER_LINE.exec(line);
    if (!m) continue;
    const [, open, label, close] = m as unknown as [string, string, string, string];
    const lead = `${open}${label}: [`;
    if (tried.has(lead + close)) continue;
    tried.add(lead + close);
    // the same label shown with a number in the placeholder's place, on another line (an example)
    const filled = new RegExp(`${escapeRegExp(open + label)}:[ \\t]*\\[[ \\t]*-?\\d{1,4}(?:[.,]\\d{1,3})?[ \\t]*\\]${escapeRegExp(close)}`, 'u');
    if (lines.some((other) => other !== line && filled.test(other))) return { written: [lead, `]${close}`] };
  }
  return null;
}
