import { readLabel, type TemplatePart } from './template-labels';

/**
 * A grader template laid out as a table (MM-Vet: `Question | Ground truth | Prediction |
 * Correctness`, a `--- | ---` line, few-shot rows, then the row to judge with its last cell left
 * for the judge): the columns are labelled by the header, and the last row is the data. Read line
 * by line, each line split once: linear in the text.
 */
export interface TableRead {
  parts: Partial<Record<Exclude<TemplatePart, 'criterion'>, string>>;
  /** The text with the table's rows taken out (the header and its few-shot rows stay: they are the template's). */
  instruction: string;
}

const SEPARATOR = /^[ \t]{0,8}\|?[ \t]{0,4}:?-{3,}:?[ \t]{0,4}(?:\|[ \t]{0,4}:?-{3,}:?[ \t]{0,4}){1,11}\|?[ \t]{0,8}$/;
const MAX_LINES = 20_000;

/** The cells of a row; a row ending in "| " has an empty last cell (the one left for the judge). */
const cellsOf = (line: string, columns = 0) => {
  const cells = line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
  if (columns > 0 && cells.length === columns - 1 && line.trimEnd().endsWith('|')) cells.push('');
  return cells;
};

export function readTable(text: string): TableRead | null {
  if (!text.includes('---')) return null;
  const lines = text.split('\n').slice(0, MAX_LINES);
  const separator = lines.findIndex((line, i) => i > 0 && SEPARATOR.test(line));
  if (separator < 1) return null;
  const header = cellsOf(lines[separator - 1]!);
  const roles = header.map((cell) => readLabel(cell).role);
  const partColumns = roles.filter((r) => r !== null && r !== 'answer_slot' && r !== 'criterion');
  if (header.length < 2 || partColumns.length < 2 || !roles.includes('output')) return null;
  // the rows of the table: the lines after the separator with as many cells as the header
  let last = -1;
  for (let i = separator + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    if (!line.includes('|') || cellsOf(line, header.length).length !== header.length) break;
    last = i;
  }
  if (last < 0) return null;
  const row = cellsOf(lines[last]!, header.length);
  const parts: TableRead['parts'] = {};
  roles.forEach((role, c) => {
    if (role === null || role === 'answer_slot' || role === 'criterion' || row[c] === '') return;
    parts[role] = row[c]!;
  });
  if (parts.output === undefined) return null;
  return { parts, instruction: [...lines.slice(0, last), ...lines.slice(last + 1)].join('\n') };
}
