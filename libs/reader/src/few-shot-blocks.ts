/**
 * A judge prompt written as worked examples and then the case to judge, with no section of its own around the data:
 *
 *   Decide whether each comment is toxic.
 *   Comment: …            Verdict: Toxic, because …
 *   Comment: …            Verdict: Not toxic, since …
 *   Comment: <the case>   Verdict:
 *
 * The prompt ends on the empty slot the examples fill; the fields of the last block are the data, read by their
 * labels (one field alone is the output), and the words before the first example are the instruction. Read line
 * by line, bounded: a prompt of a few examples, not a document.
 */
import { readLabel, type TemplatePart } from './template-labels';

const MAX_LINES = 2_000;
const SLOT = /^[ \t]*([A-Z][\w '-]{0,30}?)[ \t]*:[ \t]*$/;
const FIELD = /^[ \t]*([A-Z][\w '-]{0,30}?)[ \t]*:[ \t]*(\S.*)$/;

export interface FewShotRead {
  parts: Partial<Record<Exclude<TemplatePart, 'criterion'>, string>>;
  /** The words before the first example: the instruction, and the answer's form where it states one. */
  instruction: string;
}

export function fewShotBlocks(text: string): FewShotRead | null {
  const lines = text.split('\n');
  if (lines.length > MAX_LINES) return null;
  let last = lines.length - 1;
  while (last >= 0 && lines[last]!.trim() === '') last--;
  const slot = last >= 0 ? SLOT.exec(lines[last]!) : null;
  if (!slot) return null;
  const answer = slot[1]!;
  // the examples: lines filling the slot's label
  const filled = lines.slice(0, last).flatMap((line, i) => (FIELD.exec(line)?.[1] === answer ? [i] : []));
  if (filled.length === 0) return null;
  // the case judged: the labelled fields between the last example's answer and the slot
  // (a field's label is one the examples show; another "Word: …" line, or a blank one, continues the field's text)
  // (…and a label alone on its line, its text on the lines below: "Snippet:" over a code block)
  const exampleLabels = new Set(lines.slice(0, filled[filled.length - 1]!).flatMap((line) => labelOf(line) ?? []));
  const fields: { label: string; text: string }[] = [];
  for (let i = filled[filled.length - 1]! + 1; i < last; i++) {
    const line = lines[i]!;
    const label = labelOf(line);
    if (label !== undefined && exampleLabels.has(label)) fields.push({ label, text: FIELD.exec(line)?.[2] ?? '' });
    else if (fields.length > 0) fields[fields.length - 1]!.text += `\n${line}`;
    else if (line.trim() !== '') return null;
  }
  for (const field of fields) field.text = field.text.replace(/^\n+/, '').trimEnd();
  if (fields.length === 0 || fields.length > 4) return null;
  // every example shows the same first field: where the first example starts, the instruction ends
  const firstLabel = fields[0]!.label;
  const start = lines.findIndex((line) => FIELD.exec(line)?.[1] === firstLabel);
  if (start < 0 || start >= filled[0]!) return null;
  // A field every example repeats word for word ("Q: Is the solution incorrect? Write 'Yes' if …") is the question
  // asked of each case: the instruction, not the data.
  const shownBefore = new Set(lines.slice(start, filled[filled.length - 1]!).map((line) => line.trim()));
  const asked = fields.filter((field) => !field.text.includes('\n') && shownBefore.has(`${field.label}: ${field.text}`.trim()));
  // One worked example is enough where it shows the case's fields, starting with the same one.
  // (and where words before it say what to do: a lone "Review: … / Label: …" pair and a case is a form, not a prompt)
  if (filled.length < 2 && (!sameFields(lines.slice(start, filled[0]!), fields.map((f) => f.label)) || (start === 0 && asked.length === 0))) return null;
  const data = fields.filter((field) => !asked.includes(field));
  if (data.length === 0) return null;
  const parts: FewShotRead['parts'] = {};
  if (data.length === 1) parts.output = data[0]!.text.trim();
  else {
    for (const field of data) {
      const role = readLabel(field.label).role;
      if (role && role !== 'criterion' && role !== 'answer_slot' && parts[role] === undefined) parts[role] = field.text.trim();
    }
    // the last field is what is judged where no label says so
    if (parts.output === undefined) parts.output = data[data.length - 1]!.text.trim();
  }
  const instruction = [lines.slice(0, start).join('\n').trim(), ...asked.map((field) => `${field.label}: ${field.text}`)].filter(Boolean).join('\n');
  return { parts, instruction };
}

/** A line's label: a field's ("Query: …"), or one alone on its line with its text below ("Snippet:"). */
function labelOf(line: string): string | undefined {
  return FIELD.exec(line)?.[1] ?? SLOT.exec(line)?.[1];
}

/** Whether an example starts with the case's first field and shows each of the case's fields. */
function sameFields(example: string[], labels: string[]): boolean {
  const shown = example.flatMap((line) => labelOf(line) ?? []);
  return shown[0] === labels[0] && labels.every((label) => shown.includes(label));
}
