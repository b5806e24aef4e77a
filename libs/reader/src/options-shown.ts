/**
 * Options a template shows where its answer goes, each read by one bounded pattern over the text's last part: a named
 * double-bracket placeholder and the values listed for it, two letters or two sides named after the verb that asks
 * for the answer, each option whole in its tag on a line of its own, a quoted placeholder's values, labels in backticks
 * to select from.
 */
import type { AnswerFormat } from './answer-format';
import { unique } from './answer-options';


/** "must be either A or B", "print one single character: **A** or **B**": two letters, after a verb that asks for the answer. */
const EITHER_LETTERS = /\b(?:[Mm]ust be|[Ss]hould be|[Aa]nswer with|[Pp]rint|[Oo]utput|[Rr]espond with|[Rr]eply with|[Rr]eturn|[Ww]rite)\b[^.\n]{0,40}?(?:\beither[ \t]+|:[ \t]*)(?:\*\*|["'“])?([A-H])(?:\*\*|["'”])?[ \t]+or[ \t]+(?:\*\*|["'“])?([A-H])(?:\*\*|["'”])?(?![\w>])/;
/**
 * "Return a single digit as the answer: 1 or 2", "Zwróć pojedynczą cyfrę jako odpowiedź: 1 lub 2": two numbers after the
 * word for a digit or a number, itself after a verb that asks for the answer (English, Polish, Czech).
 */
const DIGIT_CHOICE = /(?<!\p{L})(?:[Rr]eturn|[Rr]espond|[Aa]nswer|[Rr]eply|[Oo]utput|[Gg]ive|[Ww]rite|[Pp]rint|[Zz]wróć|[Pp]odaj|[Oo]dpowiedz|[Ww]ypisz|[Vv]raťte|[Uu]veďte|[Oo]dpovězte|[Nn]apište)(?!\p{L})[^.\n]{0,40}?(?<!\p{L})(?:digit|number|integer|cyfr[ęa]|liczb[ęa]|numer|číslic[ei]|číslo)(?!\p{L})[^.\n:0-9]{0,40}?(?::[ \t]*|[ \t]+(?:either[ \t]+)?)["'“]?([0-9])["'”]?[ \t]+(?:or|lub|albo|nebo)[ \t]+["'“]?([0-9])["'”]?(?!\w|\.\d)/u;
/** "Output Passage A or Passage B": two sides named alike, after the verb that asks for the answer. */
const NAMED_SIDES = /\b(?:[Oo]utput|[Aa]nswer with|[Rr]espond with|[Rr]eply with|[Rr]eturn|[Ss]ay)[ \t]+([A-Z][a-z]{1,15})[ \t]([A-Z]|[1-9])[ \t]+or[ \t]+([A-Z][a-z]{1,15})[ \t]([A-Z]|[1-9])(?![\w])/;
/** A line holding one option whole in a tag: "<answer>PASS</answer>". */
const TAGGED_OPTION_LINE = /(?:^|\n)[ \t]{0,8}<([A-Za-z_][\w-]{0,30})>[ \t]{0,2}([A-Za-z0-9][\w -]{0,30}?)[ \t]{0,2}<\/\1>[ \t]*(?=\n|$)/g;

/** Two to eight such lines in a row, the same tag, each a different option (not a reasoning tag): the options and the tag. */
function taggedOptionLines(tail: string): { tag: string; labels: string[] } | null {
  let run: { tag: string; labels: string[]; end: number } | null = null;
  for (const m of tail.matchAll(TAGGED_OPTION_LINE)) {
    const start = m.index + (m[0].startsWith('\n') ? 1 : 0);
    const continues = run !== null && run.tag === m[1] && /^[ \t]*\n?$/.test(tail.slice(run.end, start));
    if (continues && !run!.labels.includes(m[2]!.trim())) run!.labels.push(m[2]!.trim());
    else if (run !== null && run.labels.length >= 2) break;
    else run = { tag: m[1]!, labels: [m[2]!.trim()], end: 0 };
    run!.end = m.index + m[0].length;
  }
  return run && run.labels.length >= 2 && run.labels.length <= 8 && !/reason|think|explan|analy|rational/i.test(run.tag) ? { tag: run.tag, labels: run.labels } : null;
}

/** "selecting from `A`, `B`, and `C`", "choose one of `yes` or `no`": two to eight labels in backticks after the verb. */
const SELECTED_FROM_TICKED = /\b(?:select(?:ing|ed)?|choos(?:e|ing)|pick(?:ing)?)[ \t]+(?:(?:one|a(?: single)? label)[ \t]+)?(?:from|among|of)[ \t]+((?:`[^`\n]{1,60}`(?:[ \t]*,[ \t]*(?:and[ \t]+|or[ \t]+)?|[ \t]+(?:and|or)[ \t]+)?){2,8})/i;
/** "[[VERDICT]]" … "where VERDICT is one of: A_B, C_D, …": the placeholder, then its values in capitals (a list, commas or lines). */
const NAMED_BRACKET_PLACEHOLDER = /\[\[([A-Z][A-Z_]{1,30})\]\][^\n]{0,200}?\bwhere[ \t]+\1[ \t]+(?:is|must be|should be)[ \t]+(?:one of|either)(?:[ \t]+the[ \t]+following)?[ \t]*:?\s{0,8}((?:[-*•]?[ \t]{0,2}[A-Z][A-Z0-9_]{1,40}\b(?:[ \t]*(?:,|\bor\b)[ \t]*|[ \t]*\n[ \t]{0,8})?){2,12})/;

/** A quoted phrase holding a placeholder in capitals: "Document NUMBER", "Answer: CHOICE". */
const QUOTED_PLACEHOLDER = /["“]([^"”\n]{0,40}?)\b([A-Z]{3,20})\b([^"”\n]{0,40})["”]/g;

/**
 * 'Respond only with … "Document NUMBER". NUMBER must be either 1 or 2': the phrase with each value in its placeholder.
 * At most a few quoted phrases are looked at, each with one bounded pattern.
 */
function filledPlaceholder(text: string): string[] | null {
  let looked = 0;
  for (const m of text.matchAll(QUOTED_PLACEHOLDER)) {
    if (++looked > 8) break;
    const values = new RegExp(`\\b${m[2]!}[ \\t]+(?:must|should|has to|needs to)[ \\t]+be[ \\t]+(?:either[ \\t]+)?["'“]?([\\w-]{1,20})["'”]?[ \\t]+or[ \\t]+["'“]?([\\w-]{1,20})["'”]?`).exec(text);
    if (values && values[1] !== values[2]) return [values[1]!, values[2]!].map((v) => `${m[1]}${v}${m[3]}`.trim());
  }
  return null;
}

/** A quoted phrase ending in a side's name and a placeholder for its number or letter: "decision: Text X", "Winner: Response ?". */
const QUOTED_SIDE_PLACEHOLDER = /["“]([^"”\n]{0,40}?\b([A-Z][a-z]{1,15})[ \t])(?:X|N|\?|_{1,3})\.?["”]/;

/** Each side the template names ("Text 1" and "Text 2", "Response A" and "Response B") and the words before it, or null. */
function sidePlaceholder(text: string): { labels: string[]; lead: string } | null {
  const tail = text.slice(-3000);
  const m = QUOTED_SIDE_PLACEHOLDER.exec(tail);
  // (a JSON value shown so, `"preferred": "Response _"`, is the JSON answer's: json-answer-keys.ts reads it)
  if (!m || /:[ \t]*$/.test(tail.slice(Math.max(0, m.index - 8), m.index))) return null;
  const named = (mark: string) => new RegExp(`\\b${m[2]!}[ \\t]?${mark}\\b`).test(text);
  const marks = named('1') && named('2') ? ['1', '2'] : named('A') && named('B') ? ['A', 'B'] : null;
  const side = m[1]!.slice(m[1]!.lastIndexOf(m[2]!));
  return marks ? { labels: marks.map((mark) => `${side}${mark}`), lead: m[1]!.slice(0, m[1]!.lastIndexOf(m[2]!)).trim() } : null;
}

/** The answer's options as the template shows them, in the form it shows them in; null when it shows none this way. */
export function optionsShown(text: string): AnswerFormat | null {
  // '"Analysis: [[VERDICT]]" where VERDICT is one of: NOTICEABLE_POSITIVE, …': one of them, in the double brackets
  const placeholder = NAMED_BRACKET_PLACEHOLDER.exec(text.slice(-6000));
  const named = placeholder ? unique([...placeholder[2]!.matchAll(/[A-Z][A-Z0-9_]{1,40}/g)].map((m) => m[0])) : [];
  if (named.length >= 2 && named.length <= 12) return { kind: 'label_word', labels: named, affix: ['[[', ']]'] };
  // "must be either A or B", "print one single character: **A** or **B**": a choice of the two letters
  const letters = EITHER_LETTERS.exec(text.slice(-3000));
  if (letters && letters[1] !== letters[2]) return { kind: 'choice_letter', letters: [letters[1]!, letters[2]!] };
  // "Output Passage A or Passage B": the side's name
  const sides = NAMED_SIDES.exec(text.slice(-3000));
  if (sides && sides[1] === sides[3] && sides[2] !== sides[4]) return { kind: 'label_word', labels: [`${sides[1]} ${sides[2]}`, `${sides[3]} ${sides[4]}`] };
  // "Return a single digit as the answer: 1 or 2": one of the two numbers, alone
  // (not a key's values in the JSON asked for: 'Return JSON with keys: "grade" (number 0 or 1) and …')
  const digits = DIGIT_CHOICE.exec(text.slice(-3000));
  if (digits && digits[1] !== digits[2] && !/\bjson\b/i.test(digits[0])) return { kind: 'label_word', labels: [digits[1]!, digits[2]!] };
  // "end your response with exactly one of the following lines:\n<answer>PASS</answer>\n<answer>FAIL</answer>": in that tag
  const inTags = taggedOptionLines(text.slice(-6000));
  if (inTags) return { kind: 'label_word', labels: inTags.labels, tags: { verdict: inTags.tag, reasons: [] } };
  // 'end your response with "decision: Text X"' where the template shows "Text 1" and "Text 2": the phrase with each side
  const side = sidePlaceholder(text);
  if (side) return { kind: 'label_word', labels: side.labels, ...(side.lead ? { lead: side.lead } : {}) };
  // 'the label of the document such as "Document NUMBER". NUMBER must be either 1 or 2': "Document 1" or "Document 2"
  const filled = filledPlaceholder(text.slice(-3000));
  if (filled) return { kind: 'label_word', labels: filled };
  // "a single label selecting from `Assistant 1 is better than Assistant 2`, `…`, and `…`"
  const ticked = SELECTED_FROM_TICKED.exec(text.slice(-6000));
  const tickedLabels = ticked ? unique([...ticked[1]!.matchAll(/`([^`\n]{1,60})`/g)].map((m) => m[1]!.trim())) : [];
  return tickedLabels.length >= 2 ? { kind: 'label_word', labels: tickedLabels } : null;
}
