/**
 * Answer forms refined by the layout a template shows them in: a form read in words (labels, a score, a JSON object)
 * written the way the text lays it out — in a quoted phrase or line, inside a word's brackets or a tag, on a line named
 * for it beside a confidence line, or as the value of a glossed JSON field. answer-format.ts reads the form; this module
 * only places it.
 */
import type { AnswerFormat } from './answer-format';
import { optionsIn, REASON_WORDS, VERDICT_KEY, verdictLineAfterReason, type AnswerLine } from './answer-layouts';
import { glossedOptionKey } from './json-answer-keys';
import { escapeRegExp } from './template-markers';

/** A word followed by a slot for the answer in its brackets, on a line of its own: "FINISH[<your final answer>]", "Verdict(<label>)". */
const TYPED_IN_BRACKETS = /(?:^|\n)[ \t]{0,8}([A-Za-z][A-Za-z_]{1,20})([[(])[ \t]{0,2}<[^<>\n]{0,60}\b(?:answer|verdict|label|result|decision|score|rating|grade)\b[^<>\n]{0,60}>[ \t]{0,2}[\])][ \t]*(?=\n|$)/i;
/** A phrase quoted twice, each time ending on an option in brackets, "or" between: '"the score is [Correct]" or "the score is [Incorrect]"'. */
const QUOTED_PHRASE_OPTIONS = /["“]([A-Za-z][^"”\n\[\]]{1,60}?)\[([A-Za-z][\w -]{0,20})\]["”][ \t]{1,3}or[ \t]{1,3}["“]\1\[([A-Za-z][\w -]{0,20})\]["”]/;
/** A labelled line quoted in the sentence that asks for it: 'Conclude with "WINNER: <1 or 2>"', 'the format "Result: <YES or NO>"'. */
export const QUOTED_SLOT_LINE = /\b(?:conclude|end|finish|close|write|output|respond|reply|answer|format|use)\b[^"“”\n]{0,60}["“”]([A-Za-z][A-Za-z _]{1,30}):[ \t]{0,2}([^"”\n]{1,60})["”]/i;
/** Two placeholders inside double brackets, one per side: "[[{Assistant A score} {Assistant B score}]]", "[[score_A, score_B]]". */
const PAIR_IN_DOUBLE_BRACKETS = /\[\[[ \t]*\{?[^\[\]{}\n]{0,30}?\b(?:A|1)\b[^\[\]{}\n]{0,30}?\}?([ \t]*,[ \t]*|[ \t]+)\{?[^\[\]{}\n]{0,30}?\b(?:B|2)\b[^\[\]{}\n]{0,30}?\}?[ \t]*\]\]/;
/** A labelled line quoted with a bare placeholder for its slot: "'Sentiment: <sentiment>'", '"Queue: <queue>"'. */
const QUOTED_PLACEHOLDER_LINE = /["'“‘]([A-Z][A-Za-z _]{1,30}):[ \t]{0,2}<([a-z][a-z _-]{0,30})>["'”’]/g;

/** The quoted lines of a verdict (and of a confidence, its range said after its placeholder), in the order the text shows them. */
function quotedPlaceholderLines(text: string): AnswerLine[] | null {
  const shown = [...text.matchAll(QUOTED_PLACEHOLDER_LINE)].slice(0, 6);
  const isConfidence = (m: RegExpExecArray) => /confiden|certaint/i.test(m[1]!);
  const verdicts = shown.filter((m) => !isConfidence(m) && !/reason|explanation|justification|rationale|insight|note|summary/i.test(m[1]!));
  if (verdicts.length !== 1) return null;
  const lines: AnswerLine[] = [];
  for (const m of shown) {
    if (m === verdicts[0]) lines.push({ label: `${m[1]!}:`, role: 'verdict' });
    else if (isConfidence(m)) {
      const ranged = new RegExp(String.raw`<${escapeRegExp(m[2]!)}>[ \t]+is[ \t]+(?:a|an)[ \t]+(?:number|integer|value|score)[ \t]+(?:between|from)[ \t]+(\d{1,3})[ \t]+(?:and|to)[ \t]+(\d{1,3})\b`).exec(text);
      if (ranged && Number(ranged[1]) < Number(ranged[2])) lines.push({ label: `${m[1]!}:`, role: 'confidence', confidenceScale: { min: Number(ranged[1]), max: Number(ranged[2]) } });
    }
  }
  return lines;
}
/** A score asked first in a list of things to give: "Provide a score (0-1), list of specific issues, and suggestions." */
const SCORE_AMONG_OTHERS = /\b(?:provide|give|return|include|output)\b[ \t]+(?:a|an|the|your)?[ \t]*(?:overall[ \t]+)?(?:score|rating)\b(?:[ \t]*\([^()\n]{1,20}\))?[ \t]*,[ \t]*(?:a[ \t]+)?(?:list|summary|explanation|description|set|brief)\b[^.\n]{0,80}\band\b[^.\n]{1,60}\./i;
/** Tags that hold examples or the data, not the answer. */
const NOT_AN_ANSWER_TAG = /^(?:examples?|samples?|demos?|demonstrations?|few[_-]?shots?|inputs?|data|context|documents?|reference|question|response|output_example|schema)$/i;

/**
 * The tag a JSON answer is shown in (its keys quoted between `<name>` and `</name>`, the text naming tags), and the key
 * it is shown nested under when the tags hold that key's object without the braces around it (`"task_completion": {…}`).
 */
export function jsonInTags(text: string, keys: readonly string[], wrapper: string | undefined): { tag?: string; wrapper?: string } {
  if (!/\btags?\b/i.test(text) || keys.length === 0) return {};
  const tail = text.slice(-12_000);
  for (const m of tail.matchAll(/<([A-Za-z_][\w-]{0,30})>[ \t]*\r?\n([ \t]*(?:\{|"[A-Za-z_][\w ]{0,40}"[ \t]*:)[^<]{0,1500}?)\r?\n[ \t]*<\/\1>/g)) {
    const inner = m[2]!;
    if (NOT_AN_ANSWER_TAG.test(m[1]!) || !keys.every((key) => inner.includes(`"${key}"`))) continue;
    const opener = /^[ \t]*"([A-Za-z_][\w ]{0,40})"[ \t]*:[ \t]*\{/.exec(inner);
    return { tag: m[1]!, ...(opener && !keys.includes(opener[1]!) && wrapper === undefined ? { wrapper: opener[1]! } : {}) };
  }
  return {};
}


/** Labels with nothing around them yet: no tags, wrapping, affix, phrase or lead of their own. */
function plainLabels(form: AnswerFormat | null): form is Extract<AnswerFormat, { kind: 'label_word' }> {
  return form?.kind === 'label_word' && !form.tags && !form.wrap && !form.affix && !form.phrase && !form.lead;
}

/**
 * The same quoted phrase shown ending on each option in brackets ('make sure it contains "the score is [Correct]" or "the
 * score is [Incorrect]"'): that phrase, the option in its brackets.
 */
export function quotedPhraseOptions(text: string): AnswerFormat | null {
  const phrased = QUOTED_PHRASE_OPTIONS.exec(text.slice(-6000));
  return phrased && phrased[2] !== phrased[3] ? { kind: 'label_word', labels: [phrased[2]!, phrased[3]!], phrase: [`${phrased[1]!}[`, ']'] } : null;
}

/** The form as the text lays it out, or null where it shows no layout for it. */
export function laidOutAsShown(form: AnswerFormat | null, text: string): AnswerFormat | null {
  // A score asked beside other things to give ("Provide a score (0-1), list of specific issues, and suggestions."): on a
  // line named for it, the reasoning under its own, as a reply of several parts writes it
  if (form?.kind === 'score' && !form.lines && !form.written && !form.tags && !form.reasonLine && SCORE_AMONG_OTHERS.test(text.slice(-3000))) return { ...form, lines: true, labels: ['Score', 'Explanation'] };
  // Two scores asked inside double brackets, one placeholder per side ("[[{Assistant A score} {Assistant B score}]]"): so written
  if (form?.kind === 'score_pair' && !form.tags && !form.lines && !form.keys) {
    const bracketed = PAIR_IN_DOUBLE_BRACKETS.exec(text.slice(-4000));
    if (bracketed) return { ...form, brackets: { separator: bracketed[1]!.includes(',') ? ', ' : ' ' } };
  }
  // The answer typed inside a word's brackets, the slot naming it ("When you are done, you must type:\n  FINISH[<put here
  // your final answer>]"): the labels or the score written there
  const typedIn = TYPED_IN_BRACKETS.exec(text.slice(-3000));
  const [open, close] = typedIn ? [`${typedIn[1]!}${typedIn[2]!}`, typedIn[2] === '[' ? ']' : ')'] : ['', ''];
  if (typedIn && (plainLabels(form) || form?.kind === 'yes_no')) return { kind: 'label_word', labels: form.kind === 'yes_no' ? ['yes', 'no'] : form.labels, affix: [open, close] };
  if (typedIn && form?.kind === 'score' && !form.written && !form.lines) return { ...form, written: [open, close] };
  if (!plainLabels(form)) return null;
  // Plain labels that a quoted line shows in its slot ('Answer with the format "Result: <YES or NO>" at the end'): that line
  const quoted = QUOTED_SLOT_LINE.exec(text.slice(-8000));
  const options = quoted && /^[A-Z]/.test(quoted[1]!) ? optionsIn(quoted[2]!) : [];
  if (options.length === form.labels.length && options.every((o) => form.labels.some((l) => l.toLowerCase() === o.toLowerCase()))) return verdictLineAfterReason(`${quoted![1]!}:`, options);
  // …or a quoted line whose slot names what goes there, in prose ("print on a line by itself: 'Sentiment: <sentiment>'
  // where <sentiment> is the sentiment you chose"), with a line for how sure the judge is beside it ('Confidence:
  // <confidence>' where <confidence> is a number between 0 and 10): those lines, after the reasoning
  const placed = quotedPlaceholderLines(text.slice(-6000));
  if (placed) return { kind: 'lines', lines: [{ label: '', role: 'reason' }, ...placed], options: form.labels };
  // Labels listed in the gloss of a JSON field the answer is named with ("Return following JSON fields : label
  // (SAFE/BORDERLINE/UNSAFE) and reason"): that field's value, in an object of the fields named.
  const glossed = glossedOptionKey(text, form.labels);
  return glossed ? { kind: 'json', keys: glossed.keys, scale: null, options: form.labels, optionKeys: [glossed.key] } : null;
}

/** Two options each quoted whole after the same label, "or" between them: "'VERDICT: Yes' or 'VERDICT: No'". */
const SAME_LABEL_QUOTED = /['"“]([A-Za-z][^'"”\n:：=]{2,60}[:：=][ \t]?)([A-Za-z]{1,15})['"”][^'"“\n]{0,30}?\bor\b[^'"“\n]{0,30}?['"“]\1([A-Za-z]{1,15})['"”]/;

/** The label two options are each quoted whole after ("'FINAL VERIFICATION ANSWER:True' or 'FINAL …:False'"), and the two. */
export function sameLabelQuoted(text: string): { label: string; labels: [string, string] } | null {
  const m = SAME_LABEL_QUOTED.exec(text);
  return m && m[2]!.toLowerCase() !== m[3]!.toLowerCase() ? { label: m[1]!, labels: [m[2]!, m[3]!] } : null;
}

/** A label named with an empty slot after "as" or "format" ("as format Score: .", "as Analysis: ."). */
const EMPTY_SLOT_LABEL = /\b(?:as|format)[ \t]+(?:format[ \t]+)?([A-Z][A-Za-z]{1,20}(?:[ _][A-Za-z]{1,12})?):[ \t]?\.(?=[ \t]|\n|$)/g;

/** The score's label and the explanation's, each named with an empty slot, the score's in a sentence about a number. */
export function emptySlotLabels(text: string): [string, string] | null {
  // (each label with the words of its sentence before it, at most 160 characters back to a full stop or a line's start)
  const found = [...text.matchAll(EMPTY_SLOT_LABEL)].slice(0, 8).map((m) => {
    const before = text.slice(Math.max(0, m.index - 160), m.index);
    const start = Math.max(before.lastIndexOf('.'), before.lastIndexOf('\n')) + 1;
    return { sentence: `${before.slice(start)} ${m[1]!}`, label: m[1]! };
  });
  const score = found.find((f) => /\b(?:number|score|rating|grade|points?)\b/i.test(f.sentence));
  if (!score) return null;
  const reason = found.find((f) => f !== score && /\b(?:explanation|explain|why|reason(?:ing)?|analysis|justification|feedback|comments?)\b/i.test(f.sentence));
  return [score.label, reason?.label ?? 'Explanation'];
}

/** A score's line shown filled, the reason's line right under it: "Score: 5" then "Reason: The response is accurate …". */
const SCORE_THEN_REASON_SHOWN = /(?:^|\n)[ \t]{0,12}([A-Z][A-Za-z]{1,20}(?: [A-Za-z]{1,12})?):[ \t]{0,2}-?\d{1,3}(?:\.\d{1,2})?[ \t]*\r?\n[ \t]{0,12}((?:[A-Z][A-Za-z]{1,12} )?(?:Reason(?:ing)?|Explanation|Justification|Rationale)):[ \t]{0,2}\S/g;

/**
 * The score's label and the reason's where worked examples show the two lines filled, the same two at least twice ("Score:
 * 5\nReason: …" under each example): the answer is written on them, the score first.
 */
export function shownScoreReasonLines(text: string): [string, string] | null {
  const pairs = new Map<string, number>();
  for (const m of text.slice(-20_000).matchAll(SCORE_THEN_REASON_SHOWN)) {
    const key = `${m[1]!}\n${m[2]!}`;
    pairs.set(key, (pairs.get(key) ?? 0) + 1);
  }
  const shown = [...pairs].filter(([, count]) => count >= 2);
  return shown.length === 1 ? (shown[0]![0].split('\n') as [string, string]) : null;
}

/** A labelled line whose slot is a placeholder in brackets: "Decision: <Y>", "Explanation: [your reasoning]". */
const PLACEHOLDER_LINE = /^[ \t]{0,8}(\p{L}[\p{L} _-]{0,30}):[ \t]{0,2}[<[][^<>[\]\n]{1,60}[>\]][ \t]*$/u;
/** A line that only separates ("************", "---") or is blank: it keeps a run of shown lines together. */
const SEPARATOR_LINE = /^[ \t]*(?:[*=_#~-]{3,}[ \t]*)?$/;

/**
 * The lines a template shows with placeholders for the verdict and the reasoning ("Separate the decision and the explanation.
 * For example:\n****\nDecision: <Y>\n****\nExplanation: <Explanation>"): the last run of such lines, blank or separating lines
 * between them, where exactly one is named for the verdict and the others for the reasoning; null otherwise. The options
 * come from the words (`"Yes" or "No"`), not from the placeholder.
 */
export function placeholderVerdictLines(text: string): AnswerLine[] | null {
  let best: AnswerLine[] | null = null;
  let run: AnswerLine[] = [];
  const close = () => {
    if (run.length >= 2 && run.filter((line) => line.role === 'verdict').length === 1) best = run;
    run = [];
  };
  for (const line of text.slice(-3000).split('\n')) {
    if (SEPARATOR_LINE.test(line)) continue;
    const m = PLACEHOLDER_LINE.exec(line);
    const key = m ? m[1]!.trim() : '';
    const role = m === null ? null : VERDICT_KEY.test(key) ? ('verdict' as const) : REASON_WORDS.test(key) ? ('reason' as const) : null;
    if (role === null) {
      close();
      continue;
    }
    run.push({ label: `${key}:`, role });
  }
  close();
  return best;
}

/** A label alone on its line, its slot in angle or square brackets alone on the next: "Did the robot solve the task?:\n<Yes/No>". */
const LABEL_OVER_SLOT = /^[ \t]{0,8}(\p{L}[^\n:<>[\]]{0,60}):[ \t]*\n[ \t]{0,8}[<[]([^<>[\]\n]{1,60})[>\]][ \t]*$/gmu;

/**
 * Sections a template shows one under another, each a label on its line over its slot ("Desired format:\nDescription of
 * the image:\n<image description>\n\nReasoning for task success/failure:\n<reasoning>\n\nDid the robot solve the task?:\n
 * <Yes/No>"): the last run of them, blank lines between, where exactly one slot lists the options; each label over its
 * value in the reply, the others filled with the reasoning. Null otherwise.
 */
export function slotsUnderLabels(text: string, options: readonly string[]): AnswerLine[] | null {
  const tail = text.slice(-3000);
  const wanted = options.map((o) => o.toLowerCase());
  let run: { label: string; verdict: boolean; end: number }[] = [];
  let best: typeof run = [];
  for (const m of tail.matchAll(LABEL_OVER_SLOT)) {
    const joined = run.length > 0 && tail.slice(run.at(-1)!.end, m.index).trim() === '';
    if (!joined) run = [];
    const listed = optionsIn(`<${m[2]!}>`).map((o) => o.toLowerCase());
    const verdict = listed.length === wanted.length && listed.every((o) => wanted.includes(o));
    run.push({ label: `${m[1]!.trim()}:\n`, verdict, end: m.index + m[0].length });
    if (run.length >= 2) best = run;
  }
  if (best.length < 2 || best.filter((section) => section.verdict).length !== 1) return null;
  return best.map((section) => ({ label: section.label, role: section.verdict ? ('verdict' as const) : ('reason' as const) }));
}

/** The prompt's last two lines, each an empty labelled slot, the reasoning's then the score's: "[reasoning]:\n\n[score]:". */
const CLOSING_EMPTY_SLOTS = /(?:^|\n)[ \t]{0,8}(\[?\p{L}[\p{L} _-]{0,30}\]?:)[ \t]*\n(?:[ \t]*\n){0,2}[ \t]{0,8}(\[?\p{L}[\p{L} _-]{0,30}\]?:)[ \t]*$/u;

/**
 * The empty slots a prompt ends on for the reply to fill, the reasoning's label then the score's ("[reasoning]:\n\n
 * [score]:", "Reasoning:\nScore:"): the two labels, written with their values; null otherwise.
 */
export function closingEmptySlots(text: string): { reasonLabel: string; scoreLabel: string } | null {
  const m = CLOSING_EMPTY_SLOTS.exec(text.slice(-400).trimEnd());
  if (!m) return null;
  const key = (label: string) => label.replace(/[[\]:]/g, '').replace(/_/g, ' ').trim();
  return REASON_WORDS.test(key(m[1]!)) && /^(?:(?:final|overall|total)[ ]+)?(?:score|rating|grade|points)$/i.test(key(m[2]!)) ? { reasonLabel: m[1]!, scoreLabel: m[2]! } : null;
}
