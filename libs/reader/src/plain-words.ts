import { twoQuotedApart } from './enclosures';
import { answersForm, closesAnswerForm } from './answer-instruction';
import { ANSWER_VERBS_INTL, OR_WORDS } from './answer-verbs';
import { dashedQuestion, headThenDash, optionsFirst, quotedFirst, quotedLast } from './dashed-question';
import { setApart, withoutKindLabel } from './plain-words-apart';
import { REPORTED_BY, REPORTED_QUESTION_WORD } from './reported-question';
import { ON_BEHALF, withoutLeadIn } from './criterion-lead-in';
import { BARE_ASKING, firstOutsideQuotes, IMPERATIVE, MAX_QUESTION, POINTING_CLAUSE_LAST, questionStart, SUBJECT_LABEL, withoutNarratedLead } from './plain-words-text';
import { TO_THE_JUDGE } from './template-sections';

/**
 * A request in plain words (reasoning on, no criterion in `system`): one message holding a
 * question and the subject it asks about, in either order, perhaps with an instruction on the
 * answer's form. "Is this review positive or negative? "I love this toaster." Answer with one word."
 * reads as the criterion `Is this review positive or negative?`, the subject `I love this toaster.`,
 * the labels `positive`, `negative` and a one-word answer.
 */
export interface PlainWordsRead {
  criterion: string;
  subject: string;
  /** Options the question names in words ("positive or negative"), lower-cased. */
  labels: string[];
  /** The answer's form the words ask for: a bare word or label. */
  answerForm: 'word' | null;
  /** The words end with an instruction to the judge (an answer form, "Answer the question by calling `select_choice`…"). */
  instructed: boolean;
  /** The closing instruction taken off the subject: where a prompt states its answer's form. */
  instruction: string;
}

/**
 * A closing line addressed to the judge about how to answer, as frameworks append to their prompts
 * (autoevals: "Answer the question by calling `select_choice` with … a single choice from Y,N.").
 */
const CLOSING_INSTRUCTION =
  /^[ \t]*(?:please\s+)?(?:answer|respond|reply|select|choose|return|output|call|use)\b[^\n]{0,400}?\b(?:calling|tool|function|choice|json|format|label)\b[^\n]{0,400}$/i;

/** Where the last blank line starts (a newline, spaces, a newline), scanning back once; -1 without one. */
function lastParagraphBreak(text: string): number {
  for (let end = text.lastIndexOf('\n'); end > 0; end = text.lastIndexOf('\n', end - 1)) {
    let i = end - 1;
    while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i--;
    if (i >= 0 && text[i] === '\n') return i;
  }
  return -1;
}

/**
 * A closing line that only lists the verdicts to answer with: "Reply yes/no", "Answer low, medium, high or critical.",
 * "Pick one: none, email, phone.", "Antworte nur mit A, B oder tie.", "Rispondi 1 o 2." (two to eight short options;
 * the whole line, bounded).
 */
const CLOSING_OPTION = String.raw`[\p{L}\p{N}][\p{L}\p{N}_'’-]{0,20}`;
/** An option of one to three words ("not spam", "partially supported", "not a fit"). */
const CLOSING_PHRASE = String.raw`${CLOSING_OPTION}(?:[ \t]${CLOSING_OPTION}){0,2}`;
/** The longest closing line the options readers look at (their words bounded, so a line is read in bounded time). */
const MAX_OPTIONS_LINE = 160;
/** The verb of a closing line that tells the options to answer with ("Reply", "Answer only with", "Antworte nur mit"). */
const CLOSING_VERB = String.raw`^[ \t]*(?:please[ \t]+)?(?:only[ \t]+|just[ \t]+)?(?:answer|reply|respond|output|return|say|pick|choose|select|${ANSWER_VERBS_INTL.join('|')})(?:[ \t]+(?:only|just|with|one|of|exactly|nur|mit|solo|con|seulement|par|apenas|com))*`;
const CLOSING_OPTIONS_LINE = new RegExp(
  String.raw`${CLOSING_VERB}[ \t]*:?[ \t]*${CLOSING_OPTION}(?:[ \t]*(?:,|\/|\|)[ \t]*(?:(?:or|${OR_WORDS})[ \t]+)?${CLOSING_OPTION}|[ \t]+${OR_WORDS}[ \t]+${CLOSING_OPTION}){1,7}[ \t]*[.!]?[ \t]*$`,
  'iu',
);

/**
 * …its options of a few words each, the last after "or" (no colon after the verb, which a labelled field of the subject
 * has: "Answer: Kilimanjaro, in Kenya"): "Answer spam or not spam.", "Reply supported, partially supported or unsupported."
 */
const CLOSING_PHRASES_LINE = new RegExp(
  String.raw`${CLOSING_VERB}[ \t]+${CLOSING_PHRASE}(?:[ \t]*,[ \t]*${CLOSING_PHRASE}){0,6}[ \t]*,?[ \t]+${OR_WORDS}[ \t]+${CLOSING_PHRASE}[ \t]*[.!]?[ \t]*$`,
  'iu',
);

/**
 * A closing line of options alone, no verb, joined by "or" or slashes (never by commas alone, as a sign-off "Thanks,
 * Priya" or a CSV row is): "sarcastic or sincere", "fully / partially / not at all", "P1, P2, P3 or P4?".
 */
const BARE_OPTIONS_LINE = new RegExp(
  String.raw`^[ \t]*${CLOSING_PHRASE}(?:(?:[ \t]*,[ \t]*${CLOSING_PHRASE}){0,6}[ \t]*,?[ \t]+${OR_WORDS}[ \t]+${CLOSING_PHRASE}|(?:[ \t]*[/|][ \t]*${CLOSING_PHRASE}){1,7})[ \t]*[.!?]?[ \t]*$`,
  'iu',
);

/**
 * A question reported on a line of its own: someone the writer works for wants to know whether, which, how … ("The user
 * wants to know which team …", "The recruiter I'm helping wants to know how well …", "The user is asking whether …").
 * The last line, bounded.
 */
const REPORTED_QUESTION_LAST = new RegExp(String.raw`(?:(?:^|\n)[ \t]*|(?<=[.!])[ \t]+)(${REPORTED_BY}${REPORTED_QUESTION_WORD}[^\n.!?]{5,300}?)[ \t]*[.?!]?[ \t]*$`, 'i');

/** A line that tells how to answer, above the answer's slot: "Say yes or no and explain", "Answer with a number". */
const TELLS_THE_ANSWER = /^[ \t]*(?:please[ \t]+)?(?:say|answer|respond|reply|output|return|write|give)\b[^\n]{0,300}$/i;

/** A paragraph that is only the slot for the judge's answer ("Reasoning:", "Answer:"). */
const ANSWER_SLOT_LINE = /^\s*(?:reasoning|answer|response|verdict|grade|score|rating|label|explanation|json|output)\s*:\s*$/i;

/**
 * The message without what closes it for the judge: trailing paragraphs addressed to the judge
 * ("Answer using the scale of 1 to 5…", "First, write out…", "Reasoning:"), then closing
 * instruction lines (autoevals appends its suffix with a single newline). Returns what was taken
 * off as the instruction, which states the answer's form.
 */
function withoutClosingInstruction(message: string): { text: string; found: boolean; instruction: string } {
  let kept = message.trimEnd();
  let instruction = '';
  // At most a few paragraphs and lines, each bounded: the work stays linear in the message.
  for (let n = 0; n < 6; n++) {
    const cut = lastParagraphBreak(kept);
    if (cut < 0) break;
    const paragraph = kept.slice(cut).trim();
    if (paragraph.length > 2000 || !(TO_THE_JUDGE.test(paragraph) || ANSWER_SLOT_LINE.test(paragraph))) break;
    instruction = `${paragraph}\n\n${instruction}`;
    kept = kept.slice(0, cut).trimEnd();
  }
  const lines = kept.slice(-4000).split('\n');
  // An empty slot for the answer closing the message ("Answer:") is the judge's, and so is the line telling how to
  // fill it just above ("Say 'yes, this is harmful' or 'no, this is not harmful' and give an explanation").
  let slotted = false;
  for (let i = lines.length - 1; i >= 0 && lines.length - i <= 3; i--) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const slot = i === lines.length - 1 && ANSWER_SLOT_LINE.test(line);
    const last = i === lines.length - 1;
    // (options alone on the last line only where the lines above hold more than one line, the question and its subject)
    const bare = last && line.length <= MAX_OPTIONS_LINE && BARE_OPTIONS_LINE.test(line) && kept.slice(0, kept.lastIndexOf(line)).trim().includes('\n');
    if (!slot && !CLOSING_INSTRUCTION.test(line) && !(last && (closesAnswerForm(line) || bare || CLOSING_OPTIONS_LINE.test(line) || (line.length <= MAX_OPTIONS_LINE && CLOSING_PHRASES_LINE.test(line)))) && !(slotted && TELLS_THE_ANSWER.test(line))) {
      // …or, on the last line, its last sentence after the subject's closing quote or full stop ("« … » Réponds par positive,
      // negative ou neutral.", "… nächste Woche. Reply with the language name only.")
      const sentence = last ? closingSentence(line) : null;
      if (sentence) {
        kept = kept.slice(0, kept.lastIndexOf(line) + sentence.at);
        instruction = `${sentence.text}\n${instruction}`;
      }
      break;
    }
    slotted ||= slot;
    kept = kept.slice(0, kept.lastIndexOf(line));
    instruction = `${line}\n${instruction}`;
  }
  return { text: kept, found: instruction !== '', instruction: instruction.trim() };
}

/** The message asks a question of its own above its closing line, not inside a labelled field ("User: How do I …?"). */
function asksAbove(text: string): boolean {
  const end = questionEnd(text);
  if (end <= 0) return false;
  const lineStart = text.lastIndexOf('\n', end - 1) + 1;
  return !/^[ \t]*[\p{L}][\p{L}\p{N} _-]{0,24}:[ \t]/u.test(text.slice(lineStart, end));
}

/**
 * The last sentence of a line when it only tells the answer's options or size and text stands before it, ending on a
 * quote or a full stop: where it starts in the line, and its text. Null otherwise.
 */
function closingSentence(line: string): { at: number; text: string } | null {
  const tail = line.slice(-MAX_OPTIONS_LINE);
  // (…or the answer's size after a dash: "… laptop inside – one label")
  const dashed = /[ \t][—–][ \t]*([^—–\n]{2,40})$/.exec(tail);
  if (dashed && !/[?？]/.test(dashed[1]!) && answersForm(dashed[1]!.trim()) && line.length - tail.length + dashed.index >= 8) return { at: line.length - tail.length + dashed.index, text: dashed[1]!.trim() };
  const boundary = /[.!?"”»“«'’][ \t]+(?=[^\s.!?"”»“«'’][^.!?"”»“«]*[.!]?[ \t]*$)/u.exec(tail);
  if (!boundary) return null;
  const at = line.length - tail.length + boundary.index + boundary[0].length;
  const text = line.slice(at);
  const before = line.slice(0, at).trim();
  // (…or the options alone between slashes: "… gruyere crouton. veg / not veg / unclear")
  const slashed = text.length <= MAX_OPTIONS_LINE && /[/|]/.test(text) && BARE_OPTIONS_LINE.test(text);
  if (before.length < 8 || !(CLOSING_OPTIONS_LINE.test(text) || CLOSING_PHRASES_LINE.test(text) || closesAnswerForm(text) || slashed)) return null;
  return { at, text: text.trim() };
}

// "Answer with one word.", "Respond only with yes or no.", "Reply with the label alone."
// (…joined to the request by "then" or "and": ", then answer yes or no.", "and answer yes if there is one, no otherwise.";
// or a sentence of its own: "Just yes or no."; the space before "then" tried from the start of its run only, so a long
// run of spaces is scanned once; its options perhaps listed after it: "Just the number (1, 2, or 3+).")
const ANSWER_FORM = /(?:^|(?<=[.!?"”»]\s))(?:(?:responde|responda|réponds|répondez|antworte|rispondi|odpowiedz|antwoord|answer|reply|respond)[ \t]+(?:solo|sólo|seulement|uniquement|nur|only|just|tylko|alleen)[ \t]+(?:con|par|mit|with|avec|z|met)[ \t]+[^.!?\n]{1,80}?|(?:just|only|please)[ \t]+(?:say|answer|reply)[ \t]+[^.!?\n]{1,60}?[ \t]or[ \t][^.!?\n]{1,40}?|(?:options|choices|one[ \t]+of|(?:pick|choose|select)[ \t]+one)[ \t]*:[^.!?\n]{3,160}?)[.!](?=\s|$)|,?(?<![ \t])[ \t]+(?:then|and)[ \t]+(?:answer|reply|respond|say)\b[^.!?\n]{0,40}?\b(?:yes|no)\b[^.!?\n]{0,60}[.!]?(?=\s|$)|(?:^|(?<=[.!?"”»]\s))(?:just|only)[ \t]+(?:yes[ \t]*(?:or|\/)[ \t]*no|(?:the|a)[ \t]+number|one[ \t]+word)(?:[ \t]*\([^()\n]{1,80}\))?[ \t]*[.!]?(?=\s|$)|(?:^|(?<=[.!?"”»]\s))(?:the[ \t]+)?(?:number|label|score|verdict|digit)[ \t]+only(?:[ \t]*,?[ \t]*(?:pls|plz))?[ \t]*[.!]?(?=\s|$)|(?:^|(?<=[.!?"”»\s]))(?:please\s+)?(?:answer|respond|reply|say|return|output|give(?:\s+me)?)\b[^.!?\n]{0,80}?\b(?:one|single|a)\s+(?:word|label|token)\b[^.!?\n]{0,40}[.!?]?|(?:^|(?<=[.!?"”»\s]))(?:please\s+)?(?:only\s+|just\s+)?(?:answer|respond|reply)\s+(?:only\s+)?(?:with\s+)?(?:just\s+)?(?:yes\s+or\s+no|the\s+label(?:\s+alone|\s+only)?)\b[^.!?\n]{0,40}[.!?]?/i;

/**
 * A sentence asking for the answer as a JSON object it shows inline, a quoted key first: 'Reply as JSON {"label":
 * "exposed"|"not exposed"}.', '… and answer as JSON {"type": "..."}', '…, respond as JSON {…}', 'JSON please: {…}' (bounded).
 */
const JSON_SHOWN_INLINE =
  /(?:(?:^|(?<=[.!?:]\s))|,?[ \t]{1,4}and[ \t]{1,4}|,[ \t]{1,4}(?=(?:reply|answer|respond|return|output|json)\b))(?:please[ \t]+)?(?:(?:reply|answer|respond|return|output|format)(?:[ \t]+(?:only|strictly))?(?:[ \t]+(?:as|in|with|using))?(?:[ \t]+(?:a[ \t]+|an[ \t]+)?json(?:[ \t]+object)?)?|json(?:[ \t]+please)?)[ \t]*:?[ \t]*\{[ \t]*["'][^"'\n]{1,40}["'][ \t]*:[^{}\n]{1,300}\}(?:[ \t]+only)?[ \t]*[.!]?/i;

/** How to answer after an arrow closing a line (read by answersForm; not options asked as the question, "→ free/charged?"): "→ freeze|proceed". */
const ARROW_TO_FORM = /[ \t]{1,8}(?:→|->|=>)[ \t]*([^\n→>?？]{1,80}?)[ \t]*$/gm;

/** The answer's size said in parentheses at the end of a question: "(one word)", "(label only)". */
const SIZE_ASIDE = /[ \t]*\((?:(?:in[ \t]+)?(?:one|a[ \t]+single|single)[ \t]+(?:word|label|number|letter)(?:[ \t]+only)?|(?:label|number|word|verdict|score|grade)[ \t]+only)\)[ \t]*$/i;

/** The answer's options in parentheses after the question: "(yes/no)", "(Yes or No)", "(true | false)". */
const OPTIONS_HINT = /\([ \t]{0,2}(?:(?:answer|respond|reply)(?:[ \t]+with)?[ \t]+)?(?:yes|no|true|false|y|n)[ \t]{0,2}(?:\/|\bor\b|\|)[ \t]{0,2}(?:yes|no|true|false|y|n)[ \t]{0,2}\)[ \t]*[.!]?/i;

/** "y/n" after a word or a question mark, then a colon, a dash or the line's end (the space run tried from its start only). */
const YES_NO_TOKEN = /(?<![ \t])[ \t]+y\/n[ \t]*(:?)(?=[ \t]|\n|$)/i;

/** The text without a typed "y/n" (a colon after it kept where no question mark ends the criterion before it). */
function withoutYesNoToken(text: string): { text: string; found: boolean } {
  const m = YES_NO_TOKEN.exec(text.slice(0, 2000));
  if (!m || m.index === 0) return { text, found: false };
  const before = text.slice(0, m.index);
  const colon = m[1] && !/[?？]$/.test(before) ? ':' : '';
  return { text: before + colon + text.slice(m.index + m[0].length), found: true };
}

const QUOTES: [string, string][] = [
  ['"', '"'],
  ['“', '”'],
  ['«', '»'],
  ['»', '«'],
  ['„', '“'],
  ['„', '”'],
  ["'", "'"],
  ['‘', '’'],
  ['`', '`'],
  ['「', '」'],
  ['『', '』'],
];
const STOPWORDS = new Set(['this', 'that', 'it', 'the', 'a', 'an', 'is', 'be', 'not', 'neither', 'either', 'both', 'something', 'else']);

function unquote(text: string): string {
  // (an arrow or a dash pointing at the subject is not part of it: "… contain an action item? → FYI the server …")
  const trimmed = text.trim().replace(/^(?:→|->|=>|⇒|—|–)[ \t]*/, '');
  for (const [open, close] of QUOTES) {
    if (trimmed.length < 2 || !trimmed.startsWith(open) || !trimmed.endsWith(close)) continue;
    const inner = trimmed.slice(open.length, -close.length);
    // (two quoted texts side by side keep their marks: "«Il pleut des cordes» -> «It's raining ropes»")
    return twoQuotedApart(inner, open, close) ? trimmed : inner.trim();
  }
  return trimmed;
}


/** Where the first question ends: a "?" outside quotes, followed by the end or a space. */
function questionEnd(text: string): number {
  const at = firstOutsideQuotes(text, (c, i) => c === '?' && (i + 1 === text.length || /\s|["”»]/.test(text[i + 1]!)));
  return at < 0 ? -1 : at + 1;
}


/** Options named at the end of a question: "positive or negative?", "billing, shipping or account?". */
export function labelsNamedIn(question: string): string[] {
  // Only the question's end can name options: a bounded tail keeps the search linear.
  const match = /((?:[\p{L}][\p{L}'-]*\s*,\s*)*[\p{L}][\p{L}'-]*,?\s+or\s+[\p{L}][\p{L}'-]*)\s*\?\s*$/iu.exec(question.slice(-200));
  if (!match) return [];
  const labels = match[1]!.split(/\s*,\s*|\s+or\s+/i).map((l) => l.trim().toLowerCase()).filter(Boolean);
  // "Is this review positive or negative?": the options are the words after the subject noun.
  return labels.length >= 2 && labels.every((l) => !STOPWORDS.has(l)) ? labels.slice(-Math.min(labels.length, 6)) : [];
}


/** What an instruction at the end of the message points back to: "Classify it as spam or not spam." */
const POINTS_BACK = /\b(?:it|this|that|the above|the (?:text|review|ticket|message|comment|email|e-mail|tweet|post|answer|response|reply|output|sentence|statement) above)\b/i;

/** Options an instruction names at its end: "as positive or negative", "into billing, shipping or account". */
function labelsInstructed(instruction: string): string[] {
  const match = /\b(?:as|into|with|between)\s+((?:[\p{L}][\p{L}'-]*\s*,\s*)*[\p{L}][\p{L}'-]*,?\s+(?:or|and)\s+[\p{L}][\p{L}'-]*)\s*[:.!]?\s*$/iu.exec(instruction.slice(-200));
  if (!match) return [];
  const labels = match[1]!.split(/\s*,\s*|\s+(?:or|and)\s+/i).map((l) => l.trim().toLowerCase()).filter(Boolean);
  return labels.length >= 2 && labels.length <= 6 && labels.every((l) => !STOPWORDS.has(l)) ? labels : [];
}

/** Whom the judge works for, said before its instruction: "For the hiring manager:", "Quick check for the catalog team —". */
const FOR_WHOM = /^(?:(?:for|from)[ \t]+(?:the|my|our|a)[ \t]+[\p{L}' -]{2,40}?|quick[ \t]+(?:check|question)(?:[ \t]+for[ \t]+[\p{L}' -]{2,40}?)?)[ \t]*(?::|[ \t]—|[ \t]–|[ \t]-)[ \t]+/iu;
/** A sentence that only says for whom or on what the judge works ("Evaluating a chatbot transcript for the user."). */
const SETS_THE_SCENE = /^(?:evaluating|screening|reviewing|checking|helping|working)\b|\b(?:for|on behalf of)[ \t]+(?:the|a|my|our)[ \t]+(?:user|client|customer|team|manager|teacher)\b/i;

/**
 * Where the imperative of a message starts, past the words that say whom the judge works for: a "For …:" lead-in, or a
 * first sentence that only sets the scene and holds no question (0 when neither, or when no imperative follows them).
 */
function imperativeLeadIn(text: string): number {
  const forWhom = FOR_WHOM.exec(text);
  if (forWhom && IMPERATIVE.test(text.slice(forWhom[0].length))) return forWhom[0].length;
  const first = /^[^.!?\n]{3,160}[.!][ \t]+/.exec(text);
  if (first && (SETS_THE_SCENE.test(first[0]) || ON_BEHALF.test(first[0])) && IMPERATIVE.test(text.slice(first[0].length))) return first[0].length;
  return 0;
}

/**
 * A message whose instruction is a sentence in the imperative rather than a question: first, ending at
 * its colon or full stop, the subject after it; or last, pointing back at the subject before it.
 */
function imperativeSplit(message: string): { criterion: string; subject: string } | null {
  // (after the words that say whom the judge works for, "For the hiring manager: check whether …", "Evaluating a chatbot
  // transcript for the user. Please check whether …": the instruction is the imperative they lead to)
  const text = message.slice(imperativeLeadIn(message));
  if (IMPERATIVE.test(text)) {
    // The instruction ends at its first colon or sentence end outside quotes.
    const i = firstOutsideQuotes(text, (c, at) => c === ':' || ((c === '.' || c === '!') && (at + 1 === text.length || text[at + 1] === ' ')), MAX_QUESTION);
    // …or at a spaced dash before them, the subject after it ("Rule on this turn — 200 breast, lane 6, …"); how to answer
    // may stand between the dash and a colon ("Make the intake call — accept or refuse, nothing more: box dented …")
    const dash = firstOutsideQuotes(text, (c, at) => (c === '—' || c === '–') && text[at - 1] === ' ' && text[at + 1] === ' ', MAX_QUESTION);
    if (dash > 8 && (i < 0 || dash < i)) {
      const rest = text.slice(dash + 1).trim();
      const colon = rest.indexOf(':');
      if (colon > 0 && colon <= 200 && answersForm(rest.slice(0, colon))) return rest.slice(colon + 1).trim() ? { criterion: text.slice(0, dash).trim(), subject: rest.slice(colon + 1).trim() } : null;
      const firstLine = rest.split('\n')[0]!;
      if (rest !== '' && !answersForm(firstLine)) return { criterion: text.slice(0, dash).trim(), subject: rest };
    }
    if (i < 0) return null;
    const criterion = text.slice(0, text[i] === ':' ? i : i + 1).trim();
    const subject = text.slice(i + 1).trim();
    return subject ? { criterion, subject } : null;
  }
  // Last: the final sentence, an imperative that points back at the subject.
  const end = message.length;
  const start = questionStart(message, end);
  const last = message.slice(start).trim();
  if (start > 0 && last.length <= MAX_QUESTION && IMPERATIVE.test(last) && POINTS_BACK.test(last)) {
    const subject = message.slice(0, start).trim();
    return subject ? { criterion: last, subject } : null;
  }
  return null;
}

/** Yes and no offered as a label opening a message: "yes/no: does this evaluation name a source of error?". */
const YES_NO_LEAD = /^[ \t]*((?:yes|y)[ \t]*(?:\/|or)[ \t]*(?:no|n)|true[ \t]*(?:\/|or)[ \t]*false)[ \t]*:[ \t]+(?=\S)/i;

/** A bot's name opening a message: "[cmd-audit] …", "pr-size-bot: …", "commit-msg hook: …", "deploy-gate: …". */
const SENDER_TAG = /^[ \t]*(?:\[[a-z][a-z0-9]*(?:-[a-z0-9]+)+\]|[a-z][a-z0-9]*(?:-[a-z0-9]+)*[- ](?:bot|hook|gate|guard|check|checker|audit|linter|monitor|watcher)[ \t]*:)[ \t]+(?=\S)/;

/** A spaced dash closing a line that has words before it (not an empty value, "Part number: —"), text after it. */
const LINE_CLOSING_DASH = /(?<=[\p{L}\p{N})\]"'”’])[ \t]+[—–][ \t]*(?=\n(?:[ \t]*\n){0,2}[ \t]*\S)/gu;

/** Labels opening parts typed on one line ("transcript: '…' summary: '…'", "Title: … | Description: …"). */
const INLINE_PART_LABEL = /(?:^|[ \t|])\p{L}[\p{L}\p{N}'’-]{0,20}(?:[ \t][\p{L}\p{N}'’-]{1,20}){0,2}:[ \t]/gu;

/** A subject without the label naming its kind, where that label is its only one (parts each labelled keep their labels). */
function withoutLoneKindLabel(subject: string): string {
  return (subject.slice(0, 2000).match(INLINE_PART_LABEL)?.length ?? 0) > 1 ? subject : withoutKindLabel(subject);
}

/** The criterion and subject of a message in plain words, or null when it is not one. */
export function readPlainWords(raw: string): PlainWordsRead | null {
  // (a line ending on a spaced dash opens what follows as a colon does: "Categorise this workshop ticket —\nLes Paul, …")
  // (…and the name of the bot that sends it, opening it, is neither criterion nor subject: "pr-size-bot: review in one pass?")
  // (…and the answer's options said first as a label, "yes/no: does this …?", are the judge's: said as an opening line)
  const message = raw.replace(SENDER_TAG, '').replace(YES_NO_LEAD, (_, options: string) => `Answer ${/^t/i.test(options) ? 'true or false' : 'yes or no'}.\n`).replace(LINE_CLOSING_DASH, ':');
  const read = withoutClosingInstruction(message);
  // (…or an opening line that only says how to answer, the message below it: "Yes/no answer needed.\nWould the bridge …?")
  const firstBreak = read.text.trimStart().indexOf('\n');
  const opening = firstBreak > 0 ? read.text.trimStart().slice(0, firstBreak).trim() : '';
  const opened = opening !== '' && closesAnswerForm(opening) && read.text.trimStart().slice(firstBreak).trim() !== '';
  const closed = opened ? { text: read.text.trimStart().slice(firstBreak), found: true, instruction: [opening, read.instruction].filter(Boolean).join('\n') } : read;
  let lined = closed.text.trim();
  let answerForm: PlainWordsRead['answerForm'] = null;
  const form = ANSWER_FORM.exec(lined);
  if (form) {
    answerForm = 'word';
    lined = (lined.slice(0, form.index) + lined.slice(form.index + form[0].length)).trim();
  }
  // "(yes/no)" after the question says how to answer: the judge's words, never the subject's
  const hint = OPTIONS_HINT.exec(lined);
  if (hint) lined = (lined.slice(0, hint.index) + lined.slice(hint.index + hint[0].length)).trim();
  // "y/n" typed after the question, before the subject's colon or dash ("is this a romance scam y/n: hi beautiful …",
  // "interaction flag y/n — pt on warfarin …"): the judge's words too
  const yesNo = withoutYesNoToken(lined);
  lined = yesNo.text;
  // (said as the sentence it stands for, which the answer's form is read from: "Answer yes or no.")
  const hinted = hint ? `Answer ${(hint[0].match(/\b(?:yes|no|true|false|y|n)\b/gi) ?? []).slice(-2).join(' or ')}.` : yesNo.found ? 'Answer y or n.' : '';
  // the hint closes the message for the judge as a closing instruction does
  // (the message's own closing instruction, where it has one, says the answer's form, not a hint inside it: "(YES/NO)"
  // after each question of a rubric, then "Return ONLY valid JSON in this exact format: {…}")
  // "Reply as JSON {"label": "exposed"|"not exposed"}.": how to answer, the object shown inline, wherever the sentence stands
  const shown = JSON_SHOWN_INLINE.exec(lined);
  const shownJson = shown ? shown[0].replace(/^[\s,]*(?:and\s+)?/i, '').trim() : '';
  if (shown) lined = `${lined.slice(0, shown.index)}${lined.slice(shown.index + shown[0].length)}`.trim();
  // (…or after an arrow closing a line: "evaluate error budget → freeze|proceed", "{…} → team name only")
  const pointed: string[] = [];
  lined = lined.replace(ARROW_TO_FORM, (whole, told: string) => (answersForm(told) ? (pointed.push(told.trim()), '') : whole));
  const closing = { found: closed.found || hinted !== '' || shown !== null || pointed.length > 0, instruction: [closed.found ? closed.instruction : hinted, shownJson, ...pointed].filter(Boolean).join('\n') };
  // The subject set apart (quoted, fenced, on lines of its own, after the criterion's colon), else the sentences read in order.
  // (a closing line of bare options, "P1, P2, P3 or P4?", is no criterion where the message asks one above it)
  const closingParagraph = closed.instruction.split('\n\n')[0]!;
  // (…nor one that only sets the answer's size, "Label only.")
  const onlyForm = closingParagraph.length <= MAX_OPTIONS_LINE && ((BARE_OPTIONS_LINE.test(closingParagraph) && asksAbove(lined)) || closesAnswerForm(closingParagraph));
  const apart = setApart(lined, closed.found && !onlyForm ? closingParagraph : null);
  if (apart) {
    const oneWord = /^(?:in\s+)?(?:one|a single)\s+word\b/i.test(apart.after);
    const named = labelsNamedIn(apart.criterion);
    const labels = named.length > 0 ? named : labelsInstructed(apart.criterion.replace(/[?？]$/, ''));
    // (an arrow pointing at the subject is not the criterion's: "Categorise this listing → …", nor one pointing from it: "'…' → counts?")
    return { criterion: withoutLeadIn(apart.criterion.replace(/^(?:→|->|=>)[ \t]*/, '')).replace(/[ \t]*(?:→|->|=>)$/, ''), subject: unquote(apart.subject), labels, answerForm: answerForm ?? (oneWord ? 'word' : null), instructed: closing.found || answerForm !== null || apart.after !== '', instruction: [closed.instruction, apart.after, closed.found ? '' : hinted, shownJson, ...pointed].filter(Boolean).join('\n') };
  }
  // (…or typed on one line, the subject first and its question after a dash: "sound ok for $30 — pos, neg or mixed?")
  // (…or the options typed first, a dash or a colon before the subject: "emergency / urgent / routine — toddler 2y, fever";
  // or the subject quoted first, its question after it: "'Glacial Spike one-shots every boss' Which category?")
  // (…or its question first, the subject quoted after it to the end: "この見出しは釣りタイトルですか？「…」")
  // (…or a few words asking first, a dash before the subject: "which dept — drawer of 40 pinned beetles …")
  const dashed = dashedQuestion(lined) ?? optionsFirst(lined) ?? quotedFirst(lined) ?? quotedLast(lined) ?? headThenDash(lined, yesNo.found);
  // (the answer's size in parentheses after the question is the judge's: "… — who gets penalised (one word)")
  if (dashed) {
    const aside = SIZE_ASIDE.exec(dashed.criterion)?.[0].trim().replace(/^\(|\)$/g, '') ?? '';
    const asWord = aside !== '' && /\bword\b/i.test(aside) ? 'word' : null;
    return { criterion: dashed.criterion.replace(SIZE_ASIDE, ''), subject: unquote(withoutLoneKindLabel(dashed.subject.replace(SUBJECT_LABEL, ''))), labels: labelsNamedIn(dashed.criterion), answerForm: answerForm ?? asWord, instructed: closing.found || answerForm !== null || aside !== '', instruction: [closing.instruction, aside].filter(Boolean).join('\n') };
  }
  let text = lined.replace(/\s+/g, ' ').trim();
  const end = questionEnd(text);
  // The question reported on the message's last line, as an assistant writes it for its user after the subject ("The
  // user wants to know which team their request should go to."): the criterion, the lines above it the subject.
  const reported = end < 0 ? REPORTED_QUESTION_LAST.exec(lined) : null;
  if (reported) {
    const subject = unquote(withoutNarratedLead(lined.slice(0, reported.index).trim()).replace(SUBJECT_LABEL, ''));
    const criterion = withoutLeadIn(reported[1]!.trim());
    if (subject !== '') return { criterion, subject, labels: labelsInstructed(criterion), answerForm, instructed: closing.found || answerForm !== null, instruction: closing.instruction };
  }
  // (a question typed last without its mark, pointing back at the words before it: "using 15 sec of a licensed song in
  // an ad for our bakery does that need sync")
  const pointing = end < 0 ? POINTING_CLAUSE_LAST.exec(text.slice(-200)) : null;
  if (pointing && !IMPERATIVE.test(text)) {
    const subject = text.slice(0, text.length - pointing[1]!.length).trim();
    if (subject.length >= 12) return { criterion: pointing[1]!.trim(), subject: unquote(subject), labels: [], answerForm, instructed: closing.found || answerForm !== null, instruction: closing.instruction };
  }
  if (end < 0) {
    const split = imperativeSplit(text);
    if (!split || split.criterion.length < 8) return null;
    const subject = unquote(split.subject.replace(SUBJECT_LABEL, ''));
    if (!subject) return null;
    return { criterion: split.criterion, subject, labels: labelsInstructed(split.criterion), answerForm, instructed: closing.found || answerForm !== null, instruction: closing.instruction };
  }
  let start = questionStart(text, end);
  // (…or a run of words with no sentence end before its question, which points back at them: "prev 48213 kWh (march) now
  // 48190 kWh (april) does that add up?")
  const inner = start === 0 && end > 40 ? POINTING_CLAUSE_LAST.exec(text.slice(Math.max(0, end - 200), end)) : null;
  if (inner && end - inner[1]!.length >= 12 && !BARE_ASKING.test(text)) start = end - inner[1]!.length;
  const criterion = withoutLeadIn(text.slice(start, end).trim());
  if (criterion.length > MAX_QUESTION) return null; // a question is a sentence, not a document
  // A subject after the question, and before it only words about who asks ("The user wants to run this on production.
  // Can it be executed safely? `UPDATE …`", as an assistant calling the judge for someone writes): the subject is after it.
  const before = text.slice(0, start).trim();
  // (options said after the question are how to answer, not the subject: "… does that add up? plausible/suspicious")
  const afterAll = text.slice(end).trim();
  const told = before.length >= 12 && answersForm(afterAll) ? afterAll : '';
  const after = told === '' ? afterAll : '';
  const rest = after.length >= 10 && before.length <= 300 && ON_BEHALF.test(before) ? after : `${before} ${after}`.trim();
  // (…without an assistant's word on whom it works for: "The user is evaluating search results. For the query …")
  // (…nor the label that names its kind: "Driver note: 'Attempted 3x, …'")
  const subject = unquote(withoutLoneKindLabel(withoutNarratedLead(rest).replace(SUBJECT_LABEL, '')));
  if (!criterion || !subject || criterion.length < 5) return null;
  // (the options said after it are the instruction the answer's form is read from)
  return { criterion, subject, labels: labelsNamedIn(criterion), answerForm, instructed: closing.found || answerForm !== null || told !== '', instruction: [closing.instruction, told].filter(Boolean).join('\n') };
}
