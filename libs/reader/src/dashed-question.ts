import { REPORTING_LEAD } from './reported-question';
import { twoQuotedApart } from './enclosures';
import { answersForm } from './answer-instruction';
/** The longest question typed after a dash ("… — which queue?"): a question, not a second subject. */
const MAX_DASHED_QUESTION = 160;

/**
 * A hurried message typed on one line, the subject first and the question after a dash: "box crushed in transit,
 * returning to sender — reason?", "STAPLES #1182 toner 63.17 — travel meals office or other?". The last dash splits
 * them (a subject may hold dashes of its own); the part after it must be a question.
 */
export function dashedQuestion(line: string): { subject: string; criterion: string } | null {
  if (line.includes('\n')) return null;
  // (…or an arrow: "2x crème brûlée, 1 no berries → station?")
  const at = Math.max(line.lastIndexOf(' — '), line.lastIndexOf(' – '), line.lastIndexOf(' → '));
  if (at <= 0) return null;
  const criterion = line.slice(at + 3).trim();
  const subject = line.slice(0, at).trim();
  // (…or a question typed without its mark, a few words: "GNU GPL v3 header — can we put this in our closed product or nah")
  // (…or reported for someone, ending on its full stop: "… finished tailed off. — the clerk is asking if the stewards need to look at it.")
  const marked = /[?？]$/.test(criterion);
  const reported = marked || criterion.length > MAX_DASHED_QUESTION ? null : REPORTING_LEAD.exec(criterion);
  const asked = marked || (BARE_HEAD.test(criterion) && criterion.split(/\s+/).length <= 12) || (reported !== null && /^[^.?!\n]+[.]?$/.test(criterion));
  if (!asked || criterion.length > MAX_DASHED_QUESTION || subject.length < 3) return null;
  // (a dash inside the subject, its question a sentence of its own after it: "… everyone at the party but her — and she
  // told herself she didn't care. Which age band would you shelve that under?")
  if (/[.!](?=[ \t]+\p{Lu})/u.test(criterion)) return null;
  // (a report keys the question it reports, without its full stop: "if the stewards need to look at it")
  if (reported) return { subject, criterion: criterion.slice(reported[0].length).replace(/[.]$/, '') };
  return { subject, criterion };
}

/** A line short enough to read, without a line break: what the one-line readers below take. */
const oneLine = (line: string) => !line.includes('\n') && line.length <= 4000;

/** Two to eight options of one to three words, commas or slashes between them, "or" before the last perhaps. */
const OPTION = String.raw`[\p{L}\p{N}][\p{L}\p{N}'’-]{0,24}(?:[ \t][\p{L}\p{N}][\p{L}\p{N}'’-]{0,24}){0,2}`;
const OPTIONS_LEAD = new RegExp(
  String.raw`^(${OPTION}(?:[ \t]*(?:,|\/)[ \t]*(?:or[ \t]+)?${OPTION}){0,7}(?:[ \t]*,?[ \t]+or[ \t]+${OPTION}|[ \t]*\/[ \t]*${OPTION}))[ \t]*\??[ \t]*(?:[—–][ \t]*|:[ \t]+(?=["'“‘«「])|:[ \t]+(?=[^\n]{20}))`,
  'u',
);

/**
 * A hurried message typed on one line, the options first, then a dash or a colon before a quoted subject: "tax, passport,
 * benefits or housing — hi I lost my job …", "emergency / urgent / routine — toddler 2y, fever 38.4", "critical or
 * non-critical: 'Light shield missing …'". The options are the criterion; the rest, the subject.
 */
export function optionsFirst(line: string): { subject: string; criterion: string } | null {
  if (!oneLine(line)) return null;
  const m = OPTIONS_LEAD.exec(line);
  if (!m) return null;
  const subject = line.slice(m[0].length).trim();
  return subject.length >= 8 ? { criterion: m[1]!.trim(), subject } : null;
}

/** Quote marks and the mark that closes each (a Map: the message's own characters look them up). */
const CLOSING_QUOTE = new Map([['"', '"'], ["'", "'"], ['“', '”'], ['‘', '’'], ['«', '»'], ['「', '」'], ['『', '』'], ['`', '`']]);
/** The quote mark that opens a span closed by each closing mark. */
const OPENING_QUOTE = new Map([...CLOSING_QUOTE].map(([open, close]) => [close, open]));


/**
 * A message on one line that opens with the subject quoted, its question after it: "'The Glacial Spike does 3x damage …'
 * Which category does this bug report belong to?", "「Wireless earbuds, 30 h playback」 Which category?".
 */
export function quotedFirst(line: string): { subject: string; criterion: string } | null {
  if (!oneLine(line)) return null;
  const close = CLOSING_QUOTE.get(line[0]!);
  if (!close) return null;
  // the quote closes where its mark is followed by a space, or by a letter where the mark is no apostrophe ("「…」この…？");
  // an apostrophe inside a word ("Mage's") does not close it. Two characters are read at each mark: linear in the line.
  const closings: number[] = [];
  const wanted = close === "'" ? 64 : 1;
  for (let at = line.indexOf(close, 9); at > 0 && closings.length < wanted; at = line.indexOf(close, at + 1)) {
    const next = line.slice(at + 1, at + 2);
    if (next === ' ' || next === '\t' || (close !== "'" && /^[\p{L}\p{N}]$/u.test(next))) closings.push(at);
  }
  // (a straight single quote closes at its last mark before a space: the others are plural possessives inside the text,
  // "'Gas fire flue, birds' nest partially blocking …' Safe, advisory or unsafe?")
  const tried = close === "'" ? closings.slice(-2).reverse() : closings;
  for (const at of tried) {
    const criterion = line.slice(at + 1).trim();
    // (…or typed without its mark: a few asking words, or the options alone: "'corn leaves yellowing …' whats causing it",
    // "`Fixed the login bug` conventional commit or not")
    const asked = /[?？]$/.test(criterion) || (criterion.split(/\s+/).length <= 10 && (BARE_HEAD.test(criterion) || answersForm(criterion)));
    if (asked && criterion.length <= MAX_DASHED_QUESTION && criterion.length >= 3) return { subject: line.slice(1, at).trim(), criterion };
  }
  return null;
}

/**
 * A message on one line that asks its question first, the subject quoted after it to the end: "この見出しは釣りタイトルですか？
 * 「医者が絶対に教えない…」", "Is this headline clickbait? 'Doctors hate this one trick'".
 */
export function quotedLast(line: string): { subject: string; criterion: string } | null {
  if (!oneLine(line)) return null;
  const open = OPENING_QUOTE.get(line.at(-1)!);
  if (!open) return null;
  const asked = /^[^\n"“”'‘’«»「」『』]{3,160}?[?？]/u.exec(line);
  if (!asked || !line.slice(asked[0].length).trimStart().startsWith(open)) return null;
  const quoted = line.slice(asked[0].length).trim();
  const subject = quoted.slice(1, -1).trim();
  // (two quoted texts side by side keep their marks: "same meaning? «Il pleut des cordes» -> «It's raining ropes»")
  return subject.length >= 3 ? { criterion: asked[0].trim(), subject: twoQuotedApart(subject, open, line.at(-1)!) ? quoted : subject } : null;
}

/** A question typed without its mark, a few words: "which dept", "is this spam", "any pii". */
const BARE_HEAD = /^(?:is|are|does|do|did|was|were|has|have|can|could|should|would|will|which|what|whats|what's|how|who|any)\b[^.!?:;\n]{0,80}$/i;

/**
 * A hurried message typed on one line, a few words asking first and the subject after a dash: "which dept — drawer of 40
 * pinned beetles …", "interaction flag — pt on warfarin 5mg …" (where "y/n" was typed after them: `answered`). The first
 * dash splits them (the subject may hold dashes of its own).
 */
export function headThenDash(line: string, answered: boolean): { subject: string; criterion: string } | null {
  if (!oneLine(line)) return null;
  const at = line.slice(0, 60).search(/ [—–] /);
  if (at <= 0) return null;
  const criterion = line.slice(0, at).trim();
  const subject = line.slice(at + 3).trim();
  const words = criterion.split(/\s+/).length;
  if (words > 6 || subject.length < 8 || !(BARE_HEAD.test(criterion) || (answered && words <= 4 && !/[.!?:;]/.test(criterion)))) return null;
  return { subject, criterion };
}
