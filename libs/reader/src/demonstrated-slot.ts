/**
 * A format shown only by worked examples: the prompt ends with an empty labelled slot ("Judgement:",
 * "Your decision:", "comment: ") that the judge completes, and the examples above it fill the same
 * label ("Judgement: 0", "Your decision: ###Supported.###"). Their values are the options, written
 * as the examples write them. Where the slot holds reasoning ("comment: …" over "evaluation: correct"),
 * the verdict is the labelled line every example writes after it. Read line by line, bounded.
 */
import type { AnswerFormat } from './answer-format';
import { unique } from './answer-options';

/** The examples read: a prompt's last part, where its demonstrations stand. */
const WINDOW = 50_000;
const MAX_OPTIONS = 8;
/** Longer than this, a value is reasoning, not an option. */
const OPTION_LENGTH = 40;

const SLOT = /^[ \t]*([^\n:：]{1,40}?)[ \t]*[:：][ \t]*$/;
const FILLED = /^[ \t]*([^\n:：]{1,40}?)[ \t]*[:：][ \t]*(\S.*)$/;
/** A value's opening clause: the words before its reason ("Toxic, because …", "No - the date is wrong", "Yes. It …"). */
const FIRST_CLAUSE = /^([^,;:.!?\n]{1,40}?)[ \t]*(?:[,;:.!?]|[ \t]-[ \t]|[ \t](?:because|since|as)\b)/;
/** Longer lines are prose, never a demonstrated slot (and are not scanned). */
const LINE = 400;
const filledLine = (line: string) => (line.length > LINE ? null : FILLED.exec(line.trimEnd()));

const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** The characters every value starts (or ends) with, when none is a letter or digit: "###", ".###". */
function sharedAffix(values: string[], end: boolean): string {
  let affix = '';
  for (let i = 1; i <= Math.min(...values.map((v) => v.length)); i++) {
    const piece = end ? values[0]!.slice(-i) : values[0]!.slice(0, i);
    if (/[\p{L}\p{N}]/u.test(piece) || !values.every((v) => (end ? v.endsWith(piece) : v.startsWith(piece)))) break;
    affix = piece;
  }
  return affix;
}

function optionsForm(values: string[]): AnswerFormat | null {
  const distinct = unique(values);
  if (distinct.length < 2 || distinct.length > MAX_OPTIONS || distinct.some((v) => v.length > OPTION_LENGTH)) return null;
  if (distinct.every((v) => NUMBER.test(v))) {
    const numbers = distinct.map(Number);
    return { kind: 'score', scale: { min: Math.min(...numbers), max: Math.max(...numbers) }, lines: false };
  }
  const prefix = sharedAffix(distinct, false);
  const suffix = sharedAffix(distinct, true);
  // (a sentence's full stop after a word some examples end on, "Answer: refute." beside "Answer: support", is no part of it)
  const labels = distinct.map((v) => v.slice(prefix.length, v.length - suffix.length).trim().replace(/(?<=\p{L}{2})\.$/u, ''));
  if (labels.some((l) => l === '') || unique(labels).length !== labels.length) return null;
  return { kind: 'label_word', labels, ...(prefix || suffix ? { affix: [prefix, suffix] as [string, string] } : {}) };
}

export function demonstratedSlot(text: string): AnswerFormat | null {
  const lines = text.slice(-WINDOW).split('\n');
  let last = lines.length - 1;
  while (last >= 0 && lines[last]!.trim() === '') last--;
  const slot = last >= 0 && lines[last]!.length <= LINE ? SLOT.exec(lines[last]!) : null;
  if (!slot) return null;
  const label = slot[1]!.trim();
  const filled: { value: string; at: number }[] = [];
  for (let i = 0; i < last; i++) {
    const m = filledLine(lines[i]!);
    if (m && m[1]!.trim() === label) filled.push({ value: m[2]!, at: i });
  }
  if (filled.length < 2) return null;
  const asOptions = optionsForm(filled.map((f) => f.value));
  if (asOptions) return asOptions;

  // The slot holds reasoning: the verdict is the labelled line each example writes next, the same label each time.
  const next = filled.map((f) => lines.slice(f.at + 1, f.at + 4).map(filledLine).find((m) => m !== null) ?? null);
  const verdictLabel = next[0]?.[1]?.trim();
  // a label of the data the prompt ends with ("Input:" just above the slot) opens the next example, not a verdict
  let top = last;
  while (top > 0 && last - top < 8 && lines[top - 1]!.trim() !== '' && !/^[ \t]*(?:#{3,}|-{3,}|={3,})[ \t]*$/.test(lines[top - 1]!)) top--;
  const dataLabels = lines.slice(top, last).map(filledLine).map((m) => m?.[1]?.trim());
  if (!verdictLabel || dataLabels.includes(verdictLabel) || next.some((m) => m === null || m[1]!.trim() !== verdictLabel)) return closingSentence(lines, filled.map((f) => f.at)) ?? clauseOptions(filled.map((f) => f.value));
  const options = unique(next.map((m) => m![2]!));
  if (options.length < 2 || options.length > MAX_OPTIONS || options.some((o) => o.length > OPTION_LENGTH)) return closingSentence(lines, filled.map((f) => f.at));
  return { kind: 'lines', lines: [{ label: `${label}:`, role: 'reason' }, { label: `${verdictLabel}:`, role: 'verdict' }], options };
}

/** A question closing its line, perhaps answered after it on the same line: "Is it classification?", "Is it classification? Yes". */
const QUESTION_SLOT = /^[ \t]*([^\n?？]{3,80}[?？])[ \t]*(\S[^\n]{0,40})?$/;

/**
 * Worked examples that each answer the same question on its line ("Task: …\nIs it classification? Yes"), the prompt
 * ending on that question unanswered: the answers shown are the options, written as the examples write them. At least
 * three answered, so that one question asked twice in the data is not read as a demonstration.
 */
export function demonstratedQuestion(text: string): AnswerFormat | null {
  const lines = text.slice(-WINDOW).split('\n');
  let last = lines.length - 1;
  while (last >= 0 && lines[last]!.trim() === '') last--;
  const slot = last >= 0 && lines[last]!.length <= LINE ? QUESTION_SLOT.exec(lines[last]!) : null;
  if (!slot || slot[2] !== undefined) return null;
  const question = slot[1]!.trim();
  const values: string[] = [];
  for (let i = 0; i < last; i++) {
    const line = lines[i]!;
    if (line.length > LINE || !line.includes(question)) continue;
    const m = QUESTION_SLOT.exec(line);
    if (m && m[1]!.trim() === question && m[2] !== undefined) values.push(m[2].trim());
  }
  return values.length >= 3 ? optionsForm(values) : null;
}

/**
 * "Verdict: Toxic, because it insults …" / "Verdict: Not toxic, since …": the verdict opens each example's value and its
 * reason follows after a comma or "because"; the verdict alone is written, as the examples begin.
 */
function clauseOptions(values: string[]): AnswerFormat | null {
  const heads = values.map((v) => FIRST_CLAUSE.exec(v)?.[1]?.trim() ?? null);
  if (!heads.every((h): h is string => h !== null && h.length <= OPTION_LENGTH && /^[\p{L}\p{N}]/u.test(h))) return null;
  const form = optionsForm(heads);
  return form?.kind === 'label_word' && !form.affix ? form : null;
}

/** "… The answer is True.": a closing sentence that names the verdict, at the end of a line. */
const CLOSING = /(?:^|[.!?][ \t]{1,3})((?:(?:so|thus|therefore|hence),?[ \t]{1,2})?(?:the|my)[ \t]{1,2}(?:final[ \t]{1,2})?(?:answer|verdict|label|decision|judg(?:e)?ment|classification|conclusion)[ \t]{1,2}is:?[ \t]{1,2})["'*]{0,2}([A-Za-z][\w-]{0,20})["'*]{0,2}\.?[ \t]*$/i;
/** How far past its slot's line an example's reasoning runs, at most. */
const REASONING_LINES = 8;

/**
 * Worked examples whose reasoning after the slot ends in the same sentence naming the verdict ("Answer:
 * … There is a contradiction. The answer is True."): that sentence, with the verdict's word, closes the reply.
 */
function closingSentence(lines: string[], slots: number[]): AnswerFormat | null {
  const found = slots.map((at) => {
    for (let i = at; i < Math.min(lines.length, at + REASONING_LINES); i++) {
      const line = lines[i]!;
      if (i > at && (line.trim() === '' || /^[ \t]*(?:#{3,}|-{3,}|={3,})[ \t]*$/.test(line))) break;
      const m = line.length > LINE * 4 ? null : CLOSING.exec(line);
      if (m) return { lead: m[1]!, value: m[2]! };
    }
    return null;
  });
  if (found.some((f) => f === null)) return null;
  const lead = found[0]!.lead;
  if (found.some((f) => f!.lead.toLowerCase() !== lead.toLowerCase())) return null;
  const labels = unique(found.map((f) => f!.value));
  if (labels.length < 2 || labels.length > MAX_OPTIONS) return null;
  return { kind: 'label_word', labels, phrase: [lead.charAt(0).toUpperCase() + lead.slice(1), '.'] };
}

/** Labelled lines of a block: the label of each line that opens with one. */
function blockLabels(block: string): { label: string; value: string }[] {
  const out: { label: string; value: string }[] = [];
  for (const line of block.split('\n')) {
    const m = filledLine(line);
    if (m) out.push({ label: m[1]!.trim(), value: m[2]! });
  }
  return out;
}

const MAX_BLOCKS = 200;

/**
 * Worked examples that go on past where the data stops: each example block holds the data's labels
 * ("Content:", "Requirement:") and then the answer's ("Assessment: …", "Result: true"), and the prompt
 * ends with a block of the data's labels alone. The answer is the lines the examples add, written as
 * they write them: the line whose values are a few short options is the verdict, the others reasoning.
 */
export function demonstratedContinuation(text: string): AnswerFormat | null {
  const blocks = text.slice(-WINDOW).split(/\n[ \t]*\n/).filter((b) => b.trim() !== '').slice(-MAX_BLOCKS);
  if (blocks.length < 3) return null;
  const data = blockLabels(blocks[blocks.length - 1]!).map((l) => l.label);
  if (data.length === 0) return null;
  let answer: string[] | null = null;
  const values = new Map<string, string[]>();
  let examples = 0;
  for (const block of blocks.slice(0, -1)) {
    const lines = blockLabels(block);
    if (lines.length <= data.length || !data.every((label, i) => lines[i]!.label === label)) continue;
    const added = lines.slice(data.length);
    const labels = added.map((l) => l.label);
    if (answer === null) answer = labels;
    else if (labels.join('\u0000') !== answer.join('\u0000')) return null;
    for (const l of added) values.set(l.label, [...(values.get(l.label) ?? []), l.value.trim()]);
    examples++;
  }
  if (answer === null || examples < 2) return demonstratedSentence(blocks, data);
  const isOptions = (vs: string[]) => {
    const distinct = unique(vs);
    return distinct.length >= 2 && distinct.length <= MAX_OPTIONS && distinct.every((v) => v.length <= OPTION_LENGTH && !/\s\S+\s/.test(v));
  };
  const verdict = [...answer].reverse().find((label) => isOptions(values.get(label)!));
  if (!verdict) return null;
  return { kind: 'lines', lines: answer.map((label) => ({ label: `${label}:`, role: label === verdict ? ('verdict' as const) : ('reason' as const) })), options: unique(values.get(verdict)!) };
}

/** A verdict sentence: short, one line, opening with a word (not a label's colon, not a list's mark). */
const SENTENCE = /^\p{L}[^\n:：]{0,118}$/u;

/**
 * Worked examples whose answer is a sentence on the line after the data, no label before it ("Question: …" / "Answer:
 * …" / "No, the question is not addressed by the documents."), the prompt ending on the data's labels alone: the
 * sentences the examples write are the options, each written whole as demonstrated.
 */
function demonstratedSentence(blocks: string[], data: string[]): AnswerFormat | null {
  const sentences: string[] = [];
  for (const block of blocks.slice(0, -1)) {
    const lines = block.split('\n').map((l) => l.trim()).filter((l) => l !== '');
    const labelled = blockLabels(block);
    // (the block's labels end with the data's, "Demonstrations:" or an instruction perhaps above them)
    const tail = labelled.slice(-data.length).map((l) => l.label);
    if (labelled.length < data.length || tail.join('\u0000') !== data.join('\u0000')) continue;
    const closing = lines[lines.length - 1]!;
    if (filledLine(closing) || !SENTENCE.test(closing)) continue;
    sentences.push(closing);
  }
  const options = unique(sentences);
  if (sentences.length < 2 || options.length < 2 || options.length > MAX_OPTIONS) return null;
  return { kind: 'label_word', labels: options };
}
