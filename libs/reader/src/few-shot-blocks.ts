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
  if (filled.length < 2) return null;
  // the case judged: the labelled fields between the last example's answer and the slot
  const fields: { label: string; text: string }[] = [];
  for (let i = filled[filled.length - 1]! + 1; i < last; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const m = FIELD.exec(line);
    if (m) fields.push({ label: m[1]!, text: m[2]! });
    else if (fields.length > 0) fields[fields.length - 1]!.text += `\n${line}`;
    else return null;
  }
  if (fields.length === 0 || fields.length > 4) return null;
  // every example shows the same first field: where the first example starts, the instruction ends
  const firstLabel = fields[0]!.label;
  const start = lines.findIndex((line) => FIELD.exec(line)?.[1] === firstLabel);
  if (start < 0 || start >= filled[0]!) return null;
  const parts: FewShotRead['parts'] = {};
  if (fields.length === 1) parts.output = fields[0]!.text.trim();
  else {
    for (const field of fields) {
      const role = readLabel(field.label).role;
      if (role && role !== 'criterion' && role !== 'answer_slot' && parts[role] === undefined) parts[role] = field.text.trim();
    }
    // the last field is what is judged where no label says so
    if (parts.output === undefined) parts.output = fields[fields.length - 1]!.text.trim();
  }
  return { parts, instruction: lines.slice(0, start).join('\n').trim() };
}
