/**
 * A score asked inside a sentence the template quotes with a slot for it: `output the final score in your
 * final sentence like "Therefore, the final score is ..."`, `End with a sentence of the form "The rating is
 * X." where X is your rating`, `conclude with "Overall score: <score>/10"`. The framework finds the number
 * after the sentence's own words, so the score is written in that sentence, after the reasoning. Read from
 * quoted spans of one line, each bounded.
 */

/**
 * A quoted span of one line: straight or curly double quotes, or backticks (`Score: {score}`), or single quotes
 * opening after a space or a colon and closing before one or a punctuation mark (an apostrophe inside a word opens
 * nothing): `with the statement: 'The coherence … is: [X]', where X is …`.
 */
const QUOTED = /["“]([^"“”\n]{6,140})["”]|`([^`\n]{6,140})`|(?<=^|[\s:(])['‘]([^'‘’\n]{6,140})['’](?=[\s,.;:)]|$)/g;

/**
 * The slot a number goes in: an ellipsis, a bracketed placeholder naming a number (`<score>`, `[rating]`,
 * `{grade}`, `[1-10]`), or a lone capital X or N (in square brackets or not), underscores, a question mark.
 */
// (a question mark is a slot only set apart from the words, "Score: ?": "Total revenue this year?" is a question)
const SLOT =
  /(\.{3}|…|\[[ \t]{0,2}[XN][ \t]{0,2}\]|<[ \t]{0,2}(?:(?:total|final|overall|your)[ \t]{1,2})?(?:score|rating|grade|number|points?|mark|value|\d+[ \t]{0,2}(?:-|to)[ \t]{0,2}\d+)[^<>\n]{0,20}>|\[[ \t]{0,2}(?:score|rating|grade|number|points?|mark|value|\d+[ \t]{0,2}(?:-|to)[ \t]{0,2}\d+)[^[\]\n]{0,20}\]|\{[ \t]{0,2}(?:score|rating|grade|number|points?|mark|value)[^{}\n]{0,20}\}|\b[XN]\b|_{1,5}|(?<=[\s:：])\?)/i;

/** A bare X or N in square brackets ("[X]"): explained by its letter, and written with the number in its brackets. */
const BRACKETED_LETTER = /^\[[ \t]{0,2}[XN][ \t]{0,2}\]$/;

/** A placeholder in braces, of any name ("{s}", "{score_value}"). */
const NAMED_SLOT = /\{[ \t]{0,2}[A-Za-z_]\w{0,11}[ \t]{0,2}\}/;

/** The words after a quoted sentence say its placeholder is a number: ", where {s} is an integer from 1 to 10". */
function numberSaidAfter(after: string, slot: string): boolean {
  return new RegExp(`^[^\\n]{0,4}\\s{0,2}(?:,\\s{0,2})?(?:where|in which|with)\\s+${slot.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+(?:is|stands for|being)\\s+(?:an?\\s+|the\\s+)?(?:integer|number|score|rating|grade|value|float)\\b`, 'i').test(after);
}

/** The sentence's own words say it carries the score. */
const SCORE_WORD = /\b(?:score|scores|rating|rated|rate|grade|points?|mark|total|overall)\b/i;

/** Words just before the quote that offer it as the reply's sentence. */
// (…or the verb that asks for it: 'then output "Score: X" where X is 1-5'; or the tag it is: 'Output ONLY the tag `[JUDGE:N]`')
const OFFERED = /(?:\blike|\bas|\bin|\bform|\bformat|\be\.g\.|\bexample|\bsuch as|\bwith|\bsaying|\bstating|\bsentence|\bphrase|\bwrite|\bending|\bend|\bconclude|\boutput|\bprint|\breturn|\bstate|\btag|:)[ \t,:]{0,3}$/i;

export interface ScoreSentence {
  /** the sentence's words before the slot and after it */
  written: [string, string];
}

/** The bracket that closes each opening one. */
const CLOSING_BRACKET: Record<string, string> = { '[': ']', '(': ')', '<': '>' };

export function scoreSentence(text: string): ScoreSentence | null {
  const tail = text.length > 20_000 ? text.slice(-20_000) : text;
  let found: ScoreSentence | null = null;
  for (const m of tail.matchAll(QUOTED)) {
    const sentence = m[1] ?? m[2] ?? m[3]!;
    // …or a placeholder of any name that the words after the quote say is the number ("… is {s}", where {s} is an integer)
    const named = SLOT.exec(sentence) === null ? NAMED_SLOT.exec(sentence) : null;
    const slot = SLOT.exec(sentence) ?? (named && numberSaidAfter(tail.slice(m.index + m[0].length, m.index + m[0].length + 160), named[0]) ? named : null);
    if (!slot) continue;
    const before = sentence.slice(0, slot.index);
    const after = sentence.slice(slot.index + slot[0].length);
    // (an ellipsis run into the last word cuts a quoted example short, "… can help overall heart health…": no slot)
    if (/^(?:\.{3}|…)$/.test(slot[0]) && !/(?:\s|[:=：]|\b(?:is|are|be|was|of))$/.test(before)) continue;
    // the words the number follows: at least two, or one label before a colon ("Score: N"), and they say it is a
    // score (or the slot is explained as one)
    // (…a bracket perhaps around the label and the slot, a tag the reply writes: "[JUDGE:N]")
    const opened = /^[[(<]/.exec(before)?.[0];
    if ((before.match(/\p{L}+/gu) ?? []).length < 2 && !/^[[(<]?[\p{L}][\p{L} _]{0,30}:[ \t]{0,2}$/u.test(before)) continue;
    const lead = tail.slice(Math.max(0, m.index - 40), m.index);
    if (!OFFERED.test(lead)) continue;
    // (a slot in square brackets is explained by its letter: "[X]', where X is the numeric score")
    const bracketed = BRACKETED_LETTER.test(slot[0]);
    const slotName = bracketed ? slot[0].replace(/[[\]\s]/g, '') : slot[0];
    const explained = new RegExp(`^[^\\n]{0,4}\\s{0,2}(?:,\\s{0,2})?(?:where|in which|with)\\s+${slotName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+(?:is|stands for|being)\\b[^\\n]{0,40}\\b(?:score|rating|grade|points?|number|index)\\b`, 'i').test(tail.slice(m.index + m[0].length, m.index + m[0].length + 120));
    if (!SCORE_WORD.test(before) && !explained) continue;
    // what follows the slot stays as written only when it is punctuation or a denominator ("/10", ".")
    const closed = opened ? after.startsWith(CLOSING_BRACKET[opened]!) : false;
    if (!/^[ \t]{0,2}(?:\/[ \t]{0,2}\d+(?:\.\d+)?)?[ \t]{0,2}[.!]?[ \t]{0,2}$/.test(closed ? after.slice(1) : after)) continue;
    // a bare X in square brackets keeps its brackets: the number is written in them ("… is: [4]")
    found = { written: bracketed ? [`${before}[`, `]${after.trim()}`] : [before, after.trim()] };
  }
  return found;
}

/**
 * A line shown on its own after the words that announce the format, ending on a score's slot: "using the format:\n\nThe
 * aspect score is: [SCORE]". Written as that line with the number in the slot, after the reasoning.
 */
const FORMAT_LINE_SLOT = /\bformat\b[^:\n]{0,40}:[ \t]*\n(?:[ \t]*\n){0,2}[ \t]{0,8}([^\n"“`[<{]{2,80}?)[ \t]*(?:\[[ \t]{0,2}(?:score|rating|grade)[ \t]{0,2}\]|<[ \t]{0,2}(?:score|rating|grade)[ \t]{0,2}>|\{[ \t]{0,2}(?:score|rating|grade)[ \t]{0,2}\})[ \t]*(?=\n|$)/i;

export function formatLineSlot(text: string): ScoreSentence | null {
  const m = FORMAT_LINE_SLOT.exec(text.length > 20_000 ? text.slice(-20_000) : text);
  if (!m || !SCORE_WORD.test(m[1]!)) return null;
  const before = m[1]!.trimEnd();
  return { written: [/[:=]$/.test(before) ? `${before} ` : `${before}: `, ''] };
}

/**
 * A line the reply starts with its label and the score after it, said in words: `then on the next line, start with
 * "Rating:" followed by your rating`, `begin the last line with 'Score:' followed by the score`. The score is written
 * after that label, on a line of its own after the reasoning.
 */
export function labelFollowedByScore(text: string): ScoreSentence | null {
  const tail = text.length > 20_000 ? text.slice(-20_000) : text;
  const m = /\b(?:start|begin|prefix|open)(?:s|ning)?[ \t]+(?:it[ \t]+|the[ \t]+(?:last[ \t]+|final[ \t]+)?line[ \t]+|your[ \t]+(?:last[ \t]+|final[ \t]+)?line[ \t]+)?with[ \t]+["“'‘`]([^"”'’`\n]{1,30}?)["”'’`][ \t]*,?[ \t]*(?:and[ \t]+)?(?:then[ \t]+)?followed[ \t]+by[ \t]+(?:your|the|a)[ \t]+(?:final[ \t]+|overall[ \t]+|numeric[ \t]+|numerical[ \t]+|integer[ \t]+)?(?:rating|score|grade)\b/i.exec(tail);
  if (!m) return null;
  const label = m[1]!.trimEnd();
  return { written: [/[:=]$/.test(label) ? `${label} ` : `${label}: `, ''] };
}

/**
 * The label a score is written after, quoted in Chinese or Japanese as the form to output it in: '请按照"得分:"这样的形式输出分数'
 * (output the score in the form "得分:"), '以「スコア：」の形式で出力'. Written after that label, after the reasoning.
 */
export function labelFormCjk(text: string): ScoreSentence | null {
  const tail = text.length > 20_000 ? text.slice(-20_000) : text;
  const m = /(?:按照|按|以|用)[ \t]{0,2}[“"「『']([\p{L}][\p{L}\p{N} ]{0,11}?[ \t]{0,2}[:：])[”"」』'][ \t]{0,2}(?:这样|這樣|这种|這種)?(?:的)?[ \t]{0,2}(?:形式|格式)[ \t]{0,2}(?:输出|輸出|给出|給出|返回|回答|出力)/u.exec(tail);
  if (!m || !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(m[1]!)) return null;
  return { written: [m[1]!, ''] };
}

/**
 * A score line shown quoted with a placeholder where the number goes, in a language that writes its
 * unit after the number: `格式为“总分:XX分”（例如：总分:80分）`, "「スコア：N点」". The number is written
 * between the label and the unit.
 */
export function quotedScoreSlot(text: string): ScoreSentence | null {
  const tail = text.length > 20_000 ? text.slice(-20_000) : text;
  const m = /[“"「『'‘]([\p{L}][\p{L}\p{N} ]{0,11}?)[ \t]*([:：])[ \t]*(?:XX|X|N|NN|\?\?|<[^<>\n]{1,12}>|\[[^\]\n]{1,12}\]|\{[^{}\n]{1,12}\})[ \t]*([分点점]?)[”"」』'’]/u.exec(tail);
  // (a unit after the slot, or a label in Chinese, Japanese or Korean: "Score: <number>" is an answer line's, answerLines')
  if (!m || (m[3] === '' && !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(m[1]!))) return null;
  if (!/(?:格式|形式|형식|format|输出|出力|출력|output)/iu.test(tail)) return null;
  return { written: [`${m[1]!}${m[2]!}`, m[3]!] };
}

/**
 * A score line shown out of its total, with a word where the number goes: "in the format: SCORE: awarded_score/6",
 * "Grade: x/10", "Marks: <marks>/5". Written as the label, the number and "/total"; the scale runs from 0 to the total.
 */
export function scoreOutOfSlot(text: string): (ScoreSentence & { max: number }) | null {
  const tail = text.length > 20_000 ? text.slice(-20_000) : text;
  const m = /(?:^|[\s"“'‘(])([A-Z][A-Za-z ]{1,20}?)[ \t]*:[ \t]*(?:[a-z_]{0,20}(?:score|mark|marks|grade|points?)[a-z_]{0,20}|x|n|_{1,4}|\?|<[a-z_ ]{1,20}>|\[[a-z_ ]{1,20}\])[ \t]*\/[ \t]*(\d{1,3})(?![\d/])/i.exec(tail);
  if (!m || Number(m[2]) <= 0) return null;
  if (!/\b(?:format|denot|write|end|output|respond|reply|state|give)\w*\b/i.test(tail)) return null;
  return { written: [`${m[1]!.trim()}: `, `/${m[2]!}`], max: Number(m[2]) };
}

