/**
 * Two options a template names for its verdict in so many words, each a layout of its own: a labelled line shown with
 * each of its values or with both after it, the two words after "one word", the two a `\boxed{}` takes, the two
 * written between the same marks. Read in answer-format.ts, each at its place in the order of readings.
 */
import type { AnswerFormat } from './answer-format';
import { verdictLineAfterReason } from './answer-layouts';
import { ANSWER_VERBS_INTL, OR_WORDS, WRITE_VERBS_INTL } from './answer-verbs';
import { unique } from './answer-options';
import { escapeRegExp } from './template-markers';

/** "### Final Score: 1 … or … ### Final Score: 0", "…in the following format: Final Grade: CORRECT or INCORRECT", '"Verdict: PASS" or "Verdict: FAIL"'. */
/** A labelled line quoted whole with its value ('"Verdict: PASS"'), and a run of them joined by "or", slashes, bars or commas. */
// (in single quotes too, and with a number for its value: "'Grade: 0' or 'Grade: 1'")
const QUOTED_LINE = String.raw`["“'‘]([A-Z][A-Za-z ]{1,30}:)[ \t]?([A-Za-z0-9][\w.-]{0,15})["”'’]`;
const QUOTED_LINE_RUN = new RegExp(String.raw`${QUOTED_LINE}(?:[ \t]*(?:,|\/|\||\bor\b)[ \t]*(?:or[ \t]+)?${QUOTED_LINE}){1,5}`);

/** A reasoning's labelled line with its slot, ending right before a verdict's line ("Reasoning: <your reasoning>\n"). */
const REASON_LINE_BEFORE = /(?:^|\n)[ \t]{0,8}(?:[-*][ \t]{1,3})?((?:[A-Z][A-Za-z ]{0,20}[ \t])?(?:[Rr]eason(?:ing|s)?|[Ee]xplanation|[Jj]ustification|[Rr]ationale|[Aa]nalysis|[Tt]houghts?|[Cc]omments?|[Ff]eedback):)[ \t]{0,2}[[<(][^\n]{1,80}[\]>)][ \t]*\r?\n$/i;
/** …or starting on the line right after it. */
const REASON_LINE_AFTER = /^[ \t]{0,8}(?:[-*][ \t]{1,3})?((?:[A-Z][A-Za-z ]{0,20}[ \t])?(?:[Rr]eason(?:ing|s)?|[Ee]xplanation|[Jj]ustification|[Rr]ationale|[Aa]nalysis|[Tt]houghts?|[Cc]omments?|[Ff]eedback):)[ \t]{0,2}[[<(][^\n]{1,80}[\]>)][ \t]*(?:\r?\n|$)/i;

/**
 * Words that name the answer's form or ask for it, before a line that shows it: in English, and the words for "output",
 * "format", "answer" in Korean, Chinese, Japanese, Russian, Spanish, Portuguese, French and German ("출력 형식은 반드시:").
 */
const ANSWER_FORM_NAMED = /\b(?:format|respond|reply|output|answer|return)\b|출력|형식|응답|输出|格式|回答|出力|形式|(?<![\p{L}])(?:формат|ответ|вывод|formato|respuesta|resposta|réponse|antwort|ausgabe)/iu;

export function labelledLineChoice(text: string): AnswerFormat | null {
  // "### Final Score: 1\n\nor\n\n### Final Score: 0": one labelled line shown with each of its values, "or" between them.
  // (the "or" in the template's language: "correct: yes\nまたは\ncorrect: no")
  const shownTwice = /(?:^|\n)[ \t]*(#{0,3}[ \t]{0,2}[A-Za-z][A-Za-z ]{1,30}:)[ \t]*([\w.-]{1,12})[ \t]*\r?\n\s{0,8}(?:or|または|もしくは|或者|或|또는|oder|ou|o|или|atau|hoặc|veya)\s{0,8}\r?\n[ \t]*([^\n]{1,40})/.exec(text);
  const second = shownTwice && shownTwice[3]!.trim().startsWith(shownTwice[1]!) ? shownTwice[3]!.trim().slice(shownTwice[1]!.length).trim() : null;
  if (shownTwice && second && /^[\w.-]{1,12}$/.test(second) && second !== shownTwice[2]) return verdictLineAfterReason(shownTwice[1]!, [shownTwice[2]!, second]);
  // "…in the following format:\n\nFinal Grade: CORRECT or INCORRECT": the labelled line the verdict goes on, its two options.
  const labelledChoice = /\bformat\b[^\n]{0,120}\n(?:[ \t]*\r?\n){0,2}[ \t]{0,8}([A-Z][A-Za-z ]{1,30}:)[ \t]{0,2}([A-Z][A-Z_-]{1,20})[ \t]+or[ \t]+([A-Z][A-Z_-]{1,20})[ \t.]*(?:\r?\n|$)/.exec(text);
  if (labelledChoice) return verdictLineAfterReason(labelledChoice[1]!, [labelledChoice[2]!, labelledChoice[3]!]);
  // "respond with one line in this format:\nVERDICT: safe|suspicious|blocked": a labelled line shown with its options between bars
  const piped = /(?:^|\n)[ \t]{0,8}(?:[-*][ \t]{1,3})?([A-Z][A-Za-z _]{1,30}:)[ \t]{0,2}[[<(]?((?:[A-Za-z][\w-]{0,20}[ \t]{0,2}\|[ \t]{0,2}){1,5}[A-Za-z][\w-]{0,20})[\]>)]?[ \t]*(?:\r?\n|$)/.exec(text);
  // (not how sure the judge is, "UNCERTAINTY_TYPE: <none|unreadable|ambiguous>" beside the grade's line: what it doubts, not its verdict)
  if (piped && !/confiden|certaint|doubt/i.test(piped[1]!) && ANSWER_FORM_NAMED.test(text.slice(Math.max(0, piped.index - 200), piped.index))) {
    const options = piped[2]!.split('|').map((o) => o.trim());
    if (new Set(options).size === options.length) {
      const verdictLine = { label: piped[1]!, role: 'verdict' as const };
      // "…followed by a brief reason on the next line": the verdict's line first
      const first = /\bfollowed by\b[^.\n]{0,40}\b(?:reason|explanation|justification)|\b(?:reason|explanation|justification)\b[^.\n]{0,30}\bon the (?:next|following) line/i.test(text.slice(piped.index, piped.index + piped[0].length + 160));
      // (the reasoning's own labelled line shown beside it, "Explanation: <your explanation>": under that label)
      const before = REASON_LINE_BEFORE.exec(text.slice(Math.max(0, piped.index - 200), piped.index + (piped[0].startsWith('\n') ? 1 : 0)));
      const after = REASON_LINE_AFTER.exec(text.slice(piped.index + piped[0].length, piped.index + piped[0].length + 200));
      if (after) return { kind: 'lines', lines: [verdictLine, { label: after[1]!, role: 'reason' }], options };
      if (before) return { kind: 'lines', lines: [{ label: before[1]!, role: 'reason' }, verdictLine], options };
      return { kind: 'lines', lines: first ? [verdictLine, { label: '', role: 'reason' }] : [{ label: '', role: 'reason' }, verdictLine], options };
    }
  }
  // '"Verdict: PASS" or "Verdict: FAIL"' (or three and more: '"Answer: safe" / "Answer: unsafe" / "Answer: ambiguous"'): the
  // labelled line quoted with each value; "as the first line" puts it before the reasoning
  const quotedRun = QUOTED_LINE_RUN.exec(text);
  const quoted = quotedRun ? [...quotedRun[0].matchAll(new RegExp(QUOTED_LINE, 'g'))].map((m) => ({ label: m[1]!, value: m[2]! })) : [];
  if (quoted.length >= 2 && quoted.every((q) => q.label === quoted[0]!.label) && new Set(quoted.map((q) => q.value)).size === quoted.length) {
    const verdictLine = { label: quoted[0]!.label, role: 'verdict' as const };
    const first = /\b(?:as|on|in) the first line\b|\bfirst line (?:must|should) (?:be|read)\b|\bstart (?:your (?:response|reply|answer) )?with\b/i.test(text.slice(Math.max(0, quotedRun!.index - 200), quotedRun!.index + quotedRun![0].length + 40));
    return { kind: 'lines', lines: first ? [verdictLine, { label: '', role: 'reason' }] : [{ label: '', role: 'reason' }, verdictLine], options: quoted.map((q) => q.value) };
  }
  // "Conclude with one of these two responses:\nIf it is done:\nAnswer: True\nIf not:\nAnswer: False": the same labelled line
  // shown on a line of its own with each of its values (words, not numbers: a score's lines are read as a score), after
  // the sentence that asks for one of them
  const repeated = repeatedLabelledLine(text.slice(-3000));
  if (repeated) return repeated;
  // "- `EVAL: SIMPLE <reason>` - a small change" … "- `EVAL: COMPLEX <reason>` - …": the same labelled line quoted at the
  // start of two or more list items, each with its value (a placeholder for the reason may follow it)
  const items = [...text.slice(-12_000).matchAll(QUOTED_ITEM_LINE)].map((m) => ({ label: m[1]!, value: m[2]! }));
  const label = items[0]?.label;
  const values = items.filter((item) => item.label === label).map((item) => item.value);
  if (label !== undefined && values.length >= 2 && values.length <= 8 && new Set(values).size === values.length) return verdictLineAfterReason(label, values);
  return null;
}

/** One labelled line shown alone on its line with two to six different word values, after words asking for one of them. */
function repeatedLabelledLine(tail: string): AnswerFormat | null {
  // (…each on a bullet of its own, "- VERDICT: APPROVED" / "- VERDICT: CHANGES_NEEDED")
  const shown = [...tail.matchAll(/(?:^|\n)[ \t]{0,8}(?:[-*•][ \t]{1,3})?([A-Z][A-Za-z ]{1,30}:)[ \t]{0,2}([A-Za-z][\w.-]{0,15})[ \t]*(?=\n|$)/g)];
  // (the first label shown with two values or more: a labelled line of the data before it, "Outcome: pass" in a test
  // report, shows one value only and is passed over)
  const labels = [...new Set(shown.map((m) => m[1]!))];
  const label = labels.find((l) => new Set(shown.filter((m) => m[1] === l).map((m) => m[2]!)).size >= 2);
  const first = shown.find((m) => m[1] === label);
  if (label === undefined || !first) return null;
  const values = [...new Set(shown.filter((m) => m[1] === label).map((m) => m[2]!))];
  const asked = /\b(?:one of (?:these|the following)|conclude|respond|reply|answer|end|output)\b/i.test(tail.slice(Math.max(0, first.index - 300), first.index));
  // (a prompt that ends on the label itself asks for its value alone, continued there: other readings write that)
  if (tail.trimEnd().endsWith(label)) return null;
  return asked && values.length <= 6 ? verdictLineAfterReason(label, values) : null;
}

/** A list item that opens on a labelled line quoted whole, its value, and perhaps a placeholder after it. */
const QUOTED_ITEM_LINE = /(?:^|\n)[ \t]{0,8}[-*•][ \t]{1,3}[`"“]([A-Z][A-Za-z_ ]{1,30}:)[ \t]?([A-Za-z0-9][\w.-]{0,15})(?:[ \t]+<[^<>\n]{1,30}>)?[`"”]/g;

/** Options quoted in parentheses after "one word": "only one word ('bullish', 'bearish', or 'unknown')". */
const ONE_WORD_LISTED = /\b(?:one|single)[ \t]+word[ \t]{0,2}\([ \t]{0,2}((?:['"“‘][A-Za-z][\w-]{0,20}['"”’][ \t]{0,2}(?:,[ \t]{0,2}(?:or[ \t]+)?|or[ \t]+)){1,7}['"“‘][A-Za-z][\w-]{0,20}['"”’])[ \t]{0,2}\)/i;

/**
 * The answer's values quoted each before the case it is given in, in one sentence that asks for the answer: "Your answer
 * should be '0' when no chart is needed and '1' when a chart is needed", "Answer 'toxic' when … and 'clean' when …".
 */
const ANSWER_SENTENCE = /\b(?:answer|respond|reply|output|return|say|write|label)\b[^.\n]{0,300}/gi;
const QUOTED_FOR_CASE = /["'“‘]([A-Za-z0-9][\w-]{0,20})["'”’][ \t]{1,3}(?:when|whenever|if)\b/g;

export function quotedWhenOptions(text: string): AnswerFormat | null {
  let looked = 0;
  for (const sentence of text.slice(-4000).matchAll(ANSWER_SENTENCE)) {
    const values = [...new Set([...sentence[0].matchAll(QUOTED_FOR_CASE)].map((m) => m[1]!))];
    if (values.length >= 2 && values.length <= 6) return values.every((v) => /^(?:yes|no)$/i.test(v)) ? { kind: 'yes_no' } : { kind: 'label_word', labels: values };
    if (++looked >= 20) break;
  }
  return null;
}

/** Options each glossed with what it stands for, in parentheses after "one word" or "one token": "(positive for buy, negative for sell, or neutral for hold)". */
const ONE_WORD_GLOSSED = /\b(?:one|single|a)[ \t]+(?:word|token|label)[ \t]{0,2}\(([A-Za-z][\w-]{0,20}[ \t]+(?:for|if|when|=|means)\b[^()\n]{1,60}(?:,[ \t]*(?:or[ \t]+)?[A-Za-z][\w-]{0,20}[ \t]+(?:for|if|when|=|means)\b[^(),\n]{1,60}){1,5})\)/i;
/** Three to seven quoted options the answer is said to be, commas between them: "The answer should be exact 'positive', 'neutral' or 'negative'" (two are read by the readers of their layouts). */
const ANSWER_SHOULD_BE_QUOTED = /\b(?:answer|response|output|reply|label)[ \t]+(?:should|must|has[ \t]+to|needs[ \t]+to|shall)[ \t]+be[ \t]+(?:(?:exactly|exact|only|strictly|either|one[ \t]+of)[ \t]+){0,2}:?[ \t]*((?:["'“‘][^"'“”‘’\n]{1,30}["'”’][ \t]*,[ \t]*){1,5}["'“‘][^"'“”‘’\n]{1,30}["'”’],?[ \t]+or[ \t]+["'“‘][^"'“”‘’\n]{1,30}["'”’])/i;

/** Three to seven single words after "one word:" or "one token:", commas between them and "or" before the last. */
const ONE_WORD_MANY = /\b(?:respond|answer|reply|output|return|write)\b[^.\n]{0,40}\b(?:one|single)[ \t]+(?:word|token|label)[ \t]{0,2}:[ \t]{0,2}([A-Za-z][\w-]{0,20}(?:,[ \t]{0,2}[A-Za-z][\w-]{0,20}){1,5},?[ \t]+or[ \t]+[A-Za-z][\w-]{0,20})(?=[ \t]*[.;,:()\n]|[ \t]*$)/i;

/** Two or more options, none twice in any case: yes and no asked as such, others as label words; else null. */
function distinctOptions(labels: string[]): AnswerFormat | null {
  if (labels.length < 2 || new Set(labels.map((o) => o.toLowerCase())).size !== labels.length) return null;
  return labels.every((l) => /^(?:yes|no)$/i.test(l)) ? { kind: 'yes_no' } : { kind: 'label_word', labels };
}

/** "Respond with only one word: success or failure", "'True' or 'False' in \boxed{}", "\boxed{A/B/C}", "either ■TRUE■ or ■FALSE■". */
export function wordChoice(text: string): AnswerFormat | null {
  // "Respond with only one word: success or failure": the two words after the "one word" they are asked as.
  // (…on the line it names, the words between dashes or in parentheses: "exactly one word on the first line — PASS or FAIL —")
  const oneWord = /\b(?:respond|answer|reply|output|return)\b[^.\n]{0,40}\b(?:one|single)[ \t]+word(?:[ \t]+(?:on|in|at)[ \t]+(?:the|a|its)[ \t]+(?:first|last|final|own|separate|single)[ \t]+line)?[ \t]{0,2}[:,—–(-][ \t]{0,2}([A-Za-z][A-Za-z_-]{1,20})[ \t]+or[ \t]+([A-Za-z][A-Za-z_-]{1,20})\b/i.exec(text);
  if (oneWord) return { kind: 'label_word', labels: [oneWord[1]!, oneWord[2]!] };
  // …or glossed each with what it stands for, in parentheses: "Answer in one token (positive for buy, negative for sell, or
  // neutral for hold position)"
  const tail = text.slice(-4000);
  const glossedWords = ONE_WORD_GLOSSED.exec(tail);
  const glossed = glossedWords ? distinctOptions([...glossedWords[1]!.matchAll(/(?:^|,[ \t]*(?:or[ \t]+)?|[ \t]or[ \t]+)([A-Za-z][\w-]{0,20})[ \t]+(?:for|if|when|=|means)\b/g)].map((m) => m[1]!)) : null;
  if (glossed) return glossed;
  // …or quoted after "the answer should be": "The answer should be exact 'positive', 'neutral' or 'negative'."
  const shouldBe = ANSWER_SHOULD_BE_QUOTED.exec(tail);
  const quotedAfter = shouldBe ? distinctOptions([...shouldBe[1]!.matchAll(/["'“‘]([^"'“”‘’\n]{1,30})["'”’]/g)].map((m) => m[1]!)) : null;
  if (quotedAfter) return quotedAfter;
  // …or three and more, in any case, commas between them: "On the first line output exactly one word: pass, flag, or block"
  const oneWordMany = ONE_WORD_MANY.exec(tail);
  const many = oneWordMany ? oneWordMany[1]!.split(/,?[ \t]+or[ \t]+|,[ \t]*/).map((o) => o.trim()) : [];
  if (many.length >= 3 && new Set(many.map((o) => o.toLowerCase())).size === many.length) return { kind: 'label_word', labels: many };
  // …or quoted in parentheses after it: "only one word ('bullish', 'bearish', or 'unknown')"
  const oneWordListed = ONE_WORD_LISTED.exec(tail);
  const quotedListed = oneWordListed ? [...oneWordListed[1]!.matchAll(/['"“‘]([A-Za-z][\w-]{0,20})['"”’]/g)].map((m) => m[1]!) : [];
  if (quotedListed.length >= 2 && new Set(quotedListed.map((l) => l.toLowerCase())).size === quotedListed.length) return { kind: 'label_word', labels: quotedListed };
  // "end your response on a new line with only "Yes" or "No"": the word alone (on its last line)
  const ending = /\b(?:end|finish|conclude|close)\b[^.\n"“']{0,60}?\bwith[ \t]+(?:only[ \t]+|just[ \t]+|either[ \t]+)?["“']([A-Za-z][\w-]{0,20})["”'][ \t]+or[ \t]+["“']([A-Za-z][\w-]{0,20})["”']/i.exec(text);
  if (ending && ending[1]!.toLowerCase() !== ending[2]!.toLowerCase()) {
    // (yes and no in capitals are written so: 'Conclude with "YES" or "NO", in all caps' reads them case by case)
    return [ending[1]!, ending[2]!].every((w) => /^(?:yes|no)$/i.test(w) && w !== w.toUpperCase()) ? { kind: 'yes_no' } : { kind: 'label_word', labels: [ending[1]!, ending[2]!] };
  }
  // "put your final answer (i.e., 'True' or 'False') in \boxed{}": one of the two words, boxed.
  const boxed = /\bin[ \t]+\\boxed\{\}/.test(text) ? /["'“‘]([A-Za-z][\w-]{0,20})["'”’][ \t]+or[ \t]+["'“‘]([A-Za-z][\w-]{0,20})["'”’][^\n]{0,80}\\boxed\{\}/.exec(text) : null;
  if (boxed) return { kind: 'label_word', labels: [boxed[1]!, boxed[2]!], affix: ['\\boxed{', '}'] };
  // 'Answer only in this format: "Jawaban: ANSWER"' after "…using only one word: Aman atau Berbahaya.": the slot's label,
  // then one of the two words named before it, in whatever language the template is written in
  const slot = /["“]([\p{L}][\p{L}\p{M} ]{0,30}:)[ \t]*(?:ANSWER|LABEL|RESULT|VERDICT|CATEGORY|CLASS)["”]/u.exec(text);
  if (slot) {
    const before = text.slice(Math.max(0, slot.index - 600), slot.index);
    const named = /:[ \t]*([\p{Lu}][\p{L}\p{M}]{0,20}(?: [\p{L}\p{M}]{1,20}){0,2})[ \t]+(?:or|atau|hoặc|hay|oder|ou|o|of|или|veya|lub|albo)[ \t]+([\p{Lu}][\p{L}\p{M}]{0,20}(?: [\p{L}\p{M}]{1,20}){0,2})[ \t]*[.。]/u.exec(before);
    if (named && named[1] !== named[2]) return { kind: 'label_word', labels: [named[1]!, named[2]!], lead: slot[1]! };
  }
  // 'evaluating whether the statement is "true" or "false". Answer "unknown" if you cannot decide.': the two words the
  // question is asked in, and the one said for when neither fits
  const asked = /\bwhether\b[^.\n]{0,100}?\b(?:is|are|was)[ \t]+(?:an?[ \t]+|the[ \t]+)?["“]([A-Za-z][\w-]{0,15})["”][ \t]+or[ \t]+["“]([A-Za-z][\w-]{0,15})["”]/i.exec(text);
  if (asked) {
    const otherwise = /\b(?:answer|respond|reply|say|output)[ \t]+["“]([A-Za-z][\w-]{0,15})["”][ \t]+(?:if|when)\b/i.exec(text)?.[1];
    const labels = [asked[1]!, asked[2]!, ...(otherwise && otherwise !== asked[1] && otherwise !== asked[2] ? [otherwise] : [])];
    if (labels[0] !== labels[1]) return { kind: 'label_word', labels };
  }
  // "Final Judgment: \boxed{A/B/C}": one of the letters the slot shows, boxed.
  const boxedLetters = /\\boxed\{([A-H](?:[ \t]{0,2}\/[ \t]{0,2}[A-H]){1,7})\}/.exec(text);
  if (boxedLetters) return { kind: 'label_word', labels: boxedLetters[1]!.split('/').map((l) => l.trim()), affix: ['\\boxed{', '}'] };
  // 'un scor doar de '0' sau '1'', 'либо "Да, одинаковы" или "Нет, не одинаковы"': two quoted options joined by "or" in
  // another language (English "or" is read by the readings before); two digits are a score's ends
  const alternatives = /(?:^|[\s:(])["'“‘«]([^"'“”‘’«»\n]{1,30})["'”’»][ \t]{1,2}(?:sau|oder|ou|o|или|либо|of|atau|hoặc|hay|veya|lub|albo|vagy|nebo|eller|tai|または|或|或者|还是)[ \t]{1,2}["'“‘«]([^"'“”‘’«»\n]{1,30})["'”’»]/u.exec(text);
  // (not the last two of a longer list, '"A", "B" oder "C"', nor options of a JSON key the template shows)
  const listed = alternatives !== null && /["'”’»][ \t]{0,2},[ \t]{0,2}$/.test(text.slice(Math.max(0, alternatives.index - 4), alternatives.index + 1));
  // (…nor examples cut short, '"Erleben Sie..." oder "Entdecken Sie..."': an option is said whole)
  const cutShort = alternatives !== null && [alternatives[1]!, alternatives[2]!].some((o) => /(?:\.{3}|…)$/.test(o.trim()));
  if (alternatives && !listed && !cutShort && !/\bjson\b/i.test(text) && alternatives[1] !== alternatives[2]) {
    const [a, b] = [alternatives[1]!.trim(), alternatives[2]!.trim()];
    if (/^\d{1,3}$/.test(a) && /^\d{1,3}$/.test(b)) return { kind: 'score', scale: { min: Math.min(+a, +b), max: Math.max(+a, +b) }, lines: false };
    return { kind: 'label_word', labels: [a, b] };
  }
  // "- First line must read 'safe' or 'unsafe'." (Llama Guard): the word alone on the first line
  const firstLine = /\bfirst line (?:must|should|shall|has to|needs to)?[ \t]{0,2}(?:read|be|contain|say|state)[ \t]{1,2}(?:either[ \t]{1,2})?["'“‘]([A-Za-z][\w-]{0,20})["'”’][ \t]{1,2}or[ \t]{1,2}["'“‘]([A-Za-z][\w-]{0,20})["'”’]/i.exec(text);
  if (firstLine && firstLine[1] !== firstLine[2]) return { kind: 'label_word', labels: [firstLine[1]!, firstLine[2]!] };
  // 'State your preference by starting with either "A is the better response" or "B is the better response"': the
  // sentence of the side, first
  const started = /\bstart(?:ing|s)?[ \t]{1,2}(?:your (?:reply|response|answer|output) )?with[ \t]{1,2}(?:either[ \t]{1,2})?["“]([^"”\n]{3,60})["”][ \t]{1,2}or[ \t]{1,2}["“]([^"”\n]{3,60})["”]/i.exec(text);
  if (started && started[1] !== started[2]) return { kind: 'label_word', labels: [started[1]!, started[2]!] };
  // "answer with either ■TRUE■ or ■FALSE■": two words between the same marks, written between them.
  const marked = /\b(?:answer|respond|reply|output|say|write|end)\b[^.\n]{0,40}?[ \t](?:either[ \t]+)?([^\s\w"'`‘’“”«»„<>[\](){}.,:;!?*#-]{1,3})([A-Za-z][A-Za-z_-]{0,20})\1[ \t]+or[ \t]+\1([A-Za-z][A-Za-z_-]{0,20})\1/u.exec(text);
  if (marked) return { kind: 'label_word', labels: [marked[2]!, marked[3]!], affix: [marked[1]!, marked[1]!] };
  return null;
}

/**
 * A labelled line quoted with a word in double brackets, shown with two to eight words ('"Response: [[YES]]" and
 * "Response: [[NO]]"'): the words, and the label they are written after. The slot's own name ("[[response]]") is no word.
 */
export function shownBracketWords(text: string): { lead: string; words: string[] } | null {
  const byLead = new Map<string, string[]>();
  for (const m of text.matchAll(/["“]([A-Z][A-Za-z ]{1,30}:)[ \t]{0,2}\[\[([A-Za-z][A-Za-z ]{0,20})\]\]["”]/g)) {
    const [lead, word] = [m[1]!, m[2]!];
    if (word.toLowerCase() === lead.slice(0, -1).trim().toLowerCase() || /^(?:response|answer|verdict|label|rating|score|result|value|word)$/i.test(word)) continue;
    const words = byLead.get(lead) ?? [];
    if (!words.includes(word)) words.push(word);
    byLead.set(lead, words);
    if (byLead.size > 8) return null;
  }
  for (const [lead, words] of byLead) if (words.length >= 2 && words.length <= 8) return { lead, words };
  return null;
}

/** "Answer between: Accurate, Minor Inaccurate, Major Inaccurate", "Choose one of: low, medium or high": the options listed after the colon. */
export function listedAnswers(text: string): AnswerFormat | null {
  // (…or "The answer must belong to one of two values: True or False", "the label must be one of the three options: …")
  const m = /\b(?:answer|respond|reply|choose|select|pick)[ \t]+(?:only[ \t]+)?(?:between|from|among|(?:with[ \t]+)?one of(?:[ \t]+(?:the[ \t]+)?(?:two|three|four|five|\d)[ \t]+(?:values|options|labels|words|answers|choices|categories))?)[ \t]*:[ \t]*([^\n]{3,200})/i.exec(text) ?? /\b(?:answer|verdict|label|output|response|reply|decision)[ \t]+(?:must|should|has to|needs to|shall)[ \t]+(?:be|belong to|be chosen from)[ \t]+one[ \t]+of[ \t]+(?:the[ \t]+)?(?:two|three|four|five|\d)[ \t]+(?:values|options|labels|words|answers|choices|categories)[ \t]*:[ \t]*([^\n]{3,200})/i.exec(text);
  if (!m) return null;
  const labels = m[1]!.replace(/[.!]\s*$/, '').split(/[ \t]*,[ \t]*(?:or[ \t]+)?|[ \t]+or[ \t]+/).map((l) => l.trim().replace(/^["“'‘]|["”'’]$/g, '')).filter(Boolean);
  if (labels.length < 2 || labels.length > 8 || labels.some((l) => l.length > 40 || l.split(' ').length > 4)) return null;
  // (not a list closed by the parenthesis or code span around it: "(color select from: red, blue, green)`:" in an example)
  if (labels.some((l) => l.includes('`') || (l.match(/\)/g) ?? []).length > (l.match(/\(/g) ?? []).length)) return null;
  return { kind: 'label_word', labels };
}

/**
 * "Please choose from the following 2 options: A. … B. … Your output should be in the following format:\nChoice: A\nReason:":
 * the labelled line the format shows holding one of the lettered options, with the reason's line after it.
 */
export function demonstratedChoiceLine(text: string): AnswerFormat | null {
  const m = /\bformat\b[^\n]{0,40}:[ \t]*\r?\n[ \t]*([A-Z][A-Za-z ]{1,20}:)[ \t]*([A-H])[ \t]*\r?\n(?:[ \t]*([A-Z][A-Za-z ]{1,20}:))?/.exec(text);
  if (!m) return null;
  const letters = [...new Set([...text.matchAll(/(?:^|\n)[ \t]*([A-H])[.)][ \t]+\S/g)].map((l) => l[1]!))];
  if (letters.length < 2 || !letters.includes(m[2]!)) return null;
  return { kind: 'lines', lines: [{ label: m[1]!, role: 'verdict' }, ...(m[3] ? [{ label: m[3], role: 'reason' as const }] : [])], options: letters };
}

/**
 * "Does the response match the expected one? a) Yes b) No": lettered options written inline after a question, each a
 * few words; the letter as the template writes it (lower or upper case) is the answer, its words the label.
 */
export function inlineLetters(text: string): AnswerFormat | null {
  const m = /\?[ \t]{1,4}((?:\(?[a-fA-F]\)[ \t]{1,3}[^\n()]{1,30}?[ \t]{1,4}){1,5}\(?[a-fA-F]\)[ \t]{1,3}[^\n()]{1,30}?)[ \t.]*(?:\n|$)/.exec(text.slice(-3000));
  if (!m) return null;
  const options = [...m[1]!.matchAll(/\(?([a-fA-F])\)[ \t]{1,3}([^\n()]{1,30}?)(?=[ \t]{1,4}\(?[a-fA-F]\)|[ \t.]*$)/g)].map((o) => [o[1]!, o[2]!.trim()] as const);
  const letters = options.map(([letter]) => letter);
  // consecutive letters from the first, all in one case
  const first = letters[0]!.toLowerCase() === 'a';
  const consecutive = letters.every((l, i) => l.toLowerCase().charCodeAt(0) === 97 + i);
  const oneCase = letters.every((l) => l === l.toLowerCase()) || letters.every((l) => l === l.toUpperCase());
  if (options.length < 2 || !first || !consecutive || !oneCase) return null;
  return { kind: 'choice_letter', letters, labels: options.map(([, label]) => label) };
}

/**
 * "SINGLE letter (A/B/C/...) on the final line": the letter of a choice, the letters shown between slashes after the word
 * "letter" (an ellipsis after them says there may be more; the ones shown are answered).
 */
export function slashedLetters(text: string): AnswerFormat | null {
  const m = /\b(?:single|one|the|a|your)[ \t]+(?:capital[ \t]+)?letter[ \t]*\([ \t]{0,2}([A-H](?:[ \t]{0,2}\/[ \t]{0,2}[A-H]){1,7})(?:[ \t]{0,2}\/[ \t]{0,2}(?:\.{3}|…))?[ \t]{0,2}\)/i.exec(text.slice(-4000));
  if (!m) return null;
  const letters = m[1]!.split('/').map((l) => l.trim().toUpperCase());
  return new Set(letters).size === letters.length && letters.every((l, i) => l.charCodeAt(0) === 65 + i) ? { kind: 'choice_letter', letters } : null;
}

/**
 * "Reply 1 or 2.", "Answer with A, B or C only": single letters or digits named bare after the verb that asks for the
 * reply. Letters are the choices; digits that number the template's sides ("Answer 1", "Response 2", or asked
 * which is better) are the side to name, other digits the ends of a score.
 */
export function bareChoices(text: string): AnswerFormat | null {
  // (…or chosen: "choose between either A or B")
  // (…or with a remark in parentheses after them: "output exactly 1 or 2 (no other characters …)")
  // (…or named as what the answer is given in: "provide your answer in terms of 0, 1, or 2 category", "give your answer
  // from one of the categories 0, 1, or 2 only")
  const m = /\b(?:respond|reply|answer|output|return|say|write|print|choose|pick|select)(?:[ \t]{1,4}(?:with|only|just|either|by|using|exactly|between|from|among|in[ \t]terms[ \t]of|one[ \t]of|the|categories|category|values|labels|options)){0,6}[ \t]{1,4}(?:(?:the[ \t]{1,4})?(?:letter|number|digit|index)[ \t]{1,4})?(?:either[ \t]{1,4})?([A-Z]|\d)((?:[ \t]*,[ \t]*(?:[A-Z]|\d)){0,4})[ \t]*,?[ \t]+or[ \t]+([A-Z]|\d)(?=[ \t]*(?:[.,;:!()\n]|only\b|(?:categor(?:y|ies)|labels?|values?)\b|$))/i.exec(text.slice(-4000));
  if (!m) return null;
  const options = [m[1]!, ...m[2]!.split(',').map((o) => o.trim()).filter(Boolean), m[3]!];
  if (new Set(options).size !== options.length) return null;
  if (options.every((o) => /^[A-Z]$/.test(o))) return { kind: 'choice_letter', letters: options };
  if (!options.every((o) => /^\d$/.test(o))) return null;
  // (the instruction alone may be all there is to read: a question of which is better names sides too)
  const sides = /\b(?:better|prefer\w*|which\b|winner|worse|best)\b/i.test(text) || options.every((o) => new RegExp(`\\b(?:answer|response|output|assistant|summary|option|candidate|completion|model|text)[ _#]?${o}\\b`, 'i').test(text));
  if (sides) return { kind: 'label_word', labels: options };
  const numbers = options.map(Number);
  return { kind: 'score', scale: { min: Math.min(...numbers), max: Math.max(...numbers) }, lines: false };
}

/** An option after an answering verb's colon: a capitalized word or two ("SAFE", "Not Relevant"). */
const COLON_OPTION = '[A-Z][A-Za-z_-]{1,15}(?:[ \\t][A-Z][A-Za-z_-]{1,15})?';
const LISTED_AFTER_COLON = new RegExp(
  `\\b(?:[Aa]nswer|[Rr]espond|[Rr]eply|[Oo]utput)(?:[ \\t]+(?:with|only|ONLY|just|exactly|one|a|single|word|of|the|following)){0,5}[ \\t]*:[ \\t]*(${COLON_OPTION}(?:,[ \\t]*${COLON_OPTION}){1,4},?[ \\t]+or[ \\t]+${COLON_OPTION})(?=[ \\t]*[.;)\\n]|[ \\t]*$)`,
);

/** A quoted option after an answering verb's colon, in any case ("A", 'tie', “Not sure”). */
const QUOTED_COLON_OPTION = String.raw`["'“‘]([A-Za-z0-9][\w-]{0,15}(?: [\w-]{1,15})?)["'”’]`;
const QUOTED_COLON_OPTIONS = new RegExp(QUOTED_COLON_OPTION, 'g');
/** Two to six quoted options after the colon: 'Reply with ONLY one token: "A", "B", or "tie".' */
const QUOTED_AFTER_COLON = new RegExp(
  String.raw`\b(?:[Aa]nswer|[Rr]espond|[Rr]eply|[Oo]utput)(?:[ \t]+(?:with|only|ONLY|just|exactly|one|a|single|word|token|of|the|following)){0,5}[ \t]*:[ \t]*${QUOTED_COLON_OPTION}((?:,[ \t]*${QUOTED_COLON_OPTION}){0,4}),?[ \t]+or[ \t]+${QUOTED_COLON_OPTION}(?=[ \t]*[.;)\n]|[ \t]*$)`,
);

/**
 * Two options in capitalized words after "answer:" ("Just answer: Equal or Not Equal.") or a few words after the verb
 * ("output only the single value True or False"): those words; yes and no are asked as such.
 */
export function colonAnsweredOptions(text: string): AnswerFormat | null {
  const tail = text.slice(-4000);
  // three or more after the colon, with commas ("Answer with ONLY one word: UNSAFE, SAFE, or UNSURE")
  const quoted = QUOTED_AFTER_COLON.exec(tail);
  if (quoted) {
    const labels = [quoted[1]!, ...[...quoted[2]!.matchAll(QUOTED_COLON_OPTIONS)].map((o) => o[1]!), quoted[quoted.length - 1]!];
    if (new Set(labels.map((l) => l.toLowerCase())).size === labels.length) return labels.every((l) => /^(?:yes|no)$/i.test(l)) ? { kind: 'yes_no' } : { kind: 'label_word', labels };
  }
  const listed = LISTED_AFTER_COLON.exec(tail);
  if (listed) {
    const labels = listed[1]!.split(/,?[ \t]+or[ \t]+|,[ \t]*/).map((o) => o.trim());
    if (new Set(labels.map((l) => l.toLowerCase())).size === labels.length) return { kind: 'label_word', labels };
  }
  const m =
    // (…after a few words: "Output EXACTLY one token: OK or FLAG."; capitalized or in capitals)
    /\b(?:[Aa]nswer|[Rr]espond|[Rr]eply|[Oo]utput)(?:[ \t]+(?:with|only|ONLY|just|exactly|EXACTLY|one|a|single|word|token|of|the|following)){0,5}[ \t]*:[ \t]*([A-Z](?:[a-z]{1,15}|[A-Z]{1,15})(?:[ \t][A-Z][a-z]{1,15}){0,2})[ \t]+or[ \t]+([A-Z](?:[a-z]{1,15}|[A-Z]{1,15})(?:[ \t][A-Z][a-z]{1,15}){0,2})(?=[ \t]*[.,;)\n]|[ \t]*$)/.exec(tail) ??
    // …or one capitalized word each, a few words after the verb ("output only the single value True or False", "Return
  // ONLY the JSON literal True or False.",
    // "Do not output anything other than True or False."; the verb in either case, the options capitalized)
    /\b(?:[Aa]nswer|[Rr]espond|[Rr]eply|[Oo]utput|[Rr]eturn|[Ss]ay|[Ww]rite|[Pp]rint)(?:[ \t]+(?:with|only|ONLY|just|either|exactly|EXACTLY|the|a|one|single|value|word|anything|other|than|JSON|json|literal|boolean|bool)){0,6}[ \t]+([A-Z][a-z]{1,15})[ \t]+or[ \t]+([A-Z][a-z]{1,15})(?=[ \t]*[.,;:)\n]|[ \t]*$)/.exec(tail);
  if (!m || m[1] === m[2]) return null;
  if (/^yes$/i.test(m[1]!) && /^no$/i.test(m[2]!)) return { kind: 'yes_no' };
  return { kind: 'label_word', labels: [m[1]!, m[2]!] };
}

/**
 * A labelled line quoted with its options between slashes: "in the format `Decision: A/B/C.`", '"Verdict: pass/fail"'.
 * The options are written after the label.
 */
export function quotedOptionLine(text: string): AnswerFormat | null {
  const m = /["“`]([A-Z][A-Za-z ]{1,30}:)[ \t]{0,2}([A-Za-z0-9][\w-]{0,15}(?:[ \t]?\/[ \t]?[A-Za-z0-9][\w-]{0,15}){1,5})\.?["”`]/.exec(text.slice(-6000));
  if (!m) return null;
  const labels = m[2]!.split('/').map((o) => o.trim());
  if (new Set(labels.map((l) => l.toLowerCase())).size !== labels.length) return null;
  // a placeholder over a denominator ("Rating: X/10") is a score's slot, no list of options
  if (labels.some((l) => /^\d+(?:\.\d+)?$/.test(l)) && labels.some((l) => /^(?:X|N|XX|NN)$/i.test(l))) return null;
  return { kind: 'label_word', labels, lead: m[1]! };
}

/**
 * Options written between bars or slashes inside one quoted or bracketed slot: asked after the verb ('output your
 * judgment … as "Correct|Wrong"') or shown alone on the line under a format heading ("# Format to Follow:\n[Correct|Wrong]").
 */
export function barredOptionsSlot(text: string): AnswerFormat | null {
  const tail = text.slice(-6000);
  const asked = /\b(?:output|respond|reply|answer|return|give|write|print|label|classify|mark)\b[^.\n"“`]{0,100}?\bas[ \t]+["“'`]([\p{L}][\p{L}\p{N} _-]{0,20}(?:[ \t]{0,2}[|/][ \t]{0,2}[\p{L}][\p{L}\p{N} _-]{0,20}){1,5})["”'`]/iu.exec(tail);
  const shown = asked ? null : /(?:^|\n)[ \t#*]{0,6}[^\n]{0,30}\bformat\b[^\n]{0,30}:[ \t*]*\r?\n[ \t]{0,8}\[([\p{L}][\p{L}\p{N} _-]{0,20}(?:[ \t]{0,2}\|[ \t]{0,2}[\p{L}][\p{L}\p{N} _-]{0,20}){1,5})\][ \t]*(?:\n|$)/iu.exec(tail);
  // (…or in capitals after the colon of "one of these tokens:": "First line MUST be exactly one of these tokens: APPROVE or REVISE")
  const named = asked || shown ? null : /\bone of (?:these|the following)(?:[ \t]+(?:two|three|four|\d))?[ \t]+(?:tokens|words|labels|options|values|answers|verdicts)[ \t]*:[ \t]*([A-Z][A-Z_]{1,25}(?:[ \t]*,[ \t]*[A-Z][A-Z_]{1,25}){0,5}[ \t]*,?[ \t]+or[ \t]+[A-Z][A-Z_]{1,25})\b(?![ \t]*[a-z])/.exec(tail);
  if (named) {
    const labels = named[1]!.split(/[ \t]*,[ \t]*(?:or[ \t]+)?|[ \t]+or[ \t]+/).map((o) => o.trim());
    return new Set(labels).size === labels.length ? { kind: 'label_word', labels } : null;
  }
  const slot = asked ?? shown;
  if (!slot) return null;
  const labels = slot[1]!.split(/[ \t]*[|/][ \t]*/).map((o) => o.trim());
  return labels.every((l) => l !== '') && new Set(labels.map((l) => l.toLowerCase())).size === labels.length ? { kind: 'label_word', labels } : null;
}

/**
 * Words in capitals the judge is told to output for each case, unquoted: "if any step fails, output a INCORRECT, else
 * output a CORRECT". At least two, each right after the verb.
 */
export function outputCapitals(text: string): AnswerFormat | null {
  const tail = text.slice(-4000);
  const words = [...tail.matchAll(/\b(?:output|answer|respond with|reply with|return|say|print|write)[ \t]+(?:(?:a|an|the word|the label|only)[ \t]+)?([A-Z][A-Z_]{1,20})\b(?![ \t]*[a-z])/g)].map((m) => m[1]!);
  const labels = [...new Set(words)];
  return labels.length >= 2 && labels.length <= 6 ? { kind: 'label_word', labels } : null;
}

/**
 * The verdicts named in parentheses, between slashes, in the sentence that sets the judgement: "give a judgement
 * (sure/impossible) if the answer is correct", "Evaluate if the numbers can reach 24 (sure/likely/impossible)".
 */
export function parenthesizedVerdicts(text: string): AnswerFormat | null {
  const m = /\b(?:judg(?:e|ement|ment)|evaluat\w*|decide|classif\w*|label|rate|assess\w*|verdict)\b[^.\n(]{0,120}\(([a-z][a-z_-]{1,15}(?:[ \t]?\/[ \t]?[a-z][a-z_-]{1,15}){1,4})\)/i.exec(text.slice(0, 20_000));
  if (!m) return null;
  const labels = m[1]!.split('/').map((o) => o.trim());
  if (new Set(labels.map((l) => l.toLowerCase())).size !== labels.length) return null;
  return labels.every((l) => /^(?:yes|no)$/i.test(l)) ? { kind: 'yes_no' } : { kind: 'label_word', labels };
}

/**
 * Options in capitals listed after "as" or "one of" where the judge is told to grade or label: "Grade the answer as
 * CORRECT, PARTIALLY_CORRECT or INCORRECT", "label it one of SAFE, UNSAFE, UNSURE".
 */
export function listedCapitals(text: string): AnswerFormat | null {
  // (…or right after the verb that asks for the answer: "Answer PASS or FAIL.", "only generate either PASS or FAIL")
  const m = /\b(?:(?:[Gg]rade|[Ll]abel|[Cc]lassify|[Mm]ark|[Rr]ate|[Cc]ategori[sz]e|[Aa]nswer|[Rr]espond|[Rr]eply|[Jj]udge)\b[^.\n]{0,60}?\b(?:as|one of|with)|(?:[Aa]nswer|[Rr]espond|[Rr]eply|[Oo]utput|[Rr]eturn|[Ss]ay|[Gg]enerate|[Ww]rite|[Pp]rint|[Pp]roduce)(?:[ \t]{1,4}(?:with|only|just)){0,3})[ \t]{1,4}(?:either[ \t]{1,4})?([A-Z][A-Z_]{1,25})((?:[ \t]*,[ \t]*[A-Z][A-Z_]{1,25}){0,5})[ \t]*,?[ \t]+or[ \t]+([A-Z][A-Z_]{1,25})\b(?![ \t]*[a-z])/.exec(text.slice(-4000));
  if (!m) return null;
  const labels = [m[1]!, ...m[2]!.split(',').map((o) => o.trim()).filter(Boolean), m[3]!];
  return new Set(labels).size === labels.length ? { kind: 'label_word', labels } : null;
}

/**
 * Categories listed one per bullet under the sentence that asks for one of them, each a word in capitals or a name
 * in one word before its description ("Classify the response into exactly one category:\n- REFUSE: …\n- PARTIAL: …\n-
 * COMPLY: …"): one of those words. Two to eight bullets, read from the sentence's colon on.
 */
const CATEGORIES_LISTED = /\b(?:(?:exactly|only|just)[ \t]+)?one[ \t]+(?:of[ \t]+the[ \t]+following[ \t]+|of[ \t]+these[ \t]+)?(?:categor(?:y|ies)|labels?|class(?:es)?|options?|verdicts?)\b[^\n:]{0,60}:[ \t]*\n((?:[ \t]{0,8}[-*•][ \t]{1,4}(?:\*\*)?[A-Za-z][A-Za-z0-9_]{1,25}(?:\*\*)?[ \t]*(?:\*\*)?[:–—-][^\n]{0,400}(?:\n|$)){2,8})/i;

export function categoriesListed(text: string): AnswerFormat | null {
  const m = CATEGORIES_LISTED.exec(text.slice(-6000));
  if (!m) return null;
  const labels = [...m[1]!.matchAll(/(?:^|\n)[ \t]{0,8}[-*•][ \t]{1,4}(?:\*\*)?([A-Za-z][A-Za-z0-9_]{1,25})/g)].map((l) => l[1]!);
  // (words in capitals or names: "REFUSE", "Compliant", "partial_refusal"; not the first words of sentences)
  const named = labels.every((l) => /^[A-Z0-9_]+$/.test(l)) || labels.every((l) => /^[A-Z][a-z]+$/.test(l) || /_/.test(l));
  return named && new Set(labels).size === labels.length ? { kind: 'label_word', labels } : null;
}

/**
 * …or listed before, and named by the sentence that asks for one ("- Supported: … \n- Unsupported: …" then "Provide your
 * classification as one of the five labels above."): the listed words, one to three of them each ("Not applicable").
 */
const ONE_OF_ABOVE = /\bone[ \t]+of[ \t]+(?:the|these)[ \t]+(?:\w+[ \t]+)?(?:categor(?:y|ies)|labels?|class(?:es)?|options?|verdicts?)[ \t]+(?:(?:listed|provided|given|defined|shown)[ \t]+)?above\b/i;
const LISTED_ITEM = /(?:^|\n)[ \t]{0,8}[-*•][ \t]{1,4}(?:\*\*)?([A-Za-z][A-Za-z0-9_]{1,25}(?:[ \t][A-Za-z][A-Za-z0-9_]{1,25}){0,2})(?:\*\*)?[ \t]*(?:\*\*)?[:–—][^\n]{0,400}/g;

export function categoriesAbove(text: string): AnswerFormat | null {
  const tail = text.slice(-6000);
  const asked = ONE_OF_ABOVE.exec(tail);
  if (!asked) return null;
  // the last run of bulleted items before the sentence (consecutive lines; two to eight of them)
  let run: string[] = [];
  let end = -1;
  for (const m of tail.slice(0, asked.index).matchAll(LISTED_ITEM)) {
    if (end >= 0 && m.index !== end) run = [];
    run.push(m[1]!);
    end = m.index + m[0].length;
  }
  const labels = run;
  if (labels.length < 2 || labels.length > 8 || new Set(labels.map((l) => l.toLowerCase())).size !== labels.length) return null;
  // (names in capitals or capitalized: not the first words of sentences)
  const named = labels.every((l) => /^[A-Z0-9_]+(?: [A-Z0-9_]+)*$/.test(l)) || labels.every((l) => /^[A-Z][a-z]+(?: [a-z]+){0,2}$/.test(l) || /_/.test(l));
  return named ? { kind: 'label_word', labels } : null;
}

/**
 * Two numbers offered after the word for what is given, perhaps quoted: "a score of '1' or '0' only", "Give a value of 0
 * or 1": a score between them.
 */
// (after its article and "of": "Assign Score 1 or 2 based on the rubric" is a rubric's words)
const TWO_NUMBERS_OFFERED = /\b(?:an?|the|your)[ \t]+(?:final[ \t]+)?(?:score|value|grade|rating|label|verdict|mark)[ \t]+of[ \t]+(?:either[ \t]+)?["'‘“]?(-?\d{1,3})["'’”]?[ \t]+or[ \t]+["'‘“]?(-?\d{1,3})["'’”]?(?![\d.]\d)/i;

/** …or on the answer's own line: "Your output (0 or 1):", "## Output requirements: 1 or 2 (INT)". */
const TWO_NUMBERS_ON_ANSWER_LINE = /(?:^|\n)[ \t#*]{0,6}(?:your[ \t]+|final[ \t]+)?(?:output|answer|response|reply|verdict|result)(?:[ \t]+(?:requirements?|format))?[ \t]{0,2}(?:\([ \t]{0,2}(\d{1,3})[ \t]+or[ \t]+(\d{1,3})[ \t]{0,2}\)[ \t]{0,2}:|:[ \t]{0,2}(\d{1,3})[ \t]+or[ \t]+(\d{1,3})(?![\d.]\d))/i;

export function twoNumbersOffered(text: string): AnswerFormat | null {
  const tail = text.slice(-6000);
  const offered = TWO_NUMBERS_OFFERED.exec(tail);
  const online = offered ? null : TWO_NUMBERS_ON_ANSWER_LINE.exec(tail);
  const m = offered ?? (online ? [online[0], online[1] ?? online[3], online[2] ?? online[4]] : null);
  if (!m || m[1] === m[2]) return null;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return { kind: 'score', scale: { min: Math.min(a, b), max: Math.max(a, b) }, lines: false };
}

/** Full-width digits and letters as ASCII ("１" -> "1"). */
const halfWidth = (text: string) => text.replace(/[０-９Ａ-Ｚａ-ｚ]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));

/**
 * Answers told in Chinese or Japanese without quotes: "只输出是或否即可" (one of two words), "请只输出0或者1" (a
 * number between two), "你只需要回复一个数字表示总分 … 满分共5分" (a number up to the full mark), "…であれば１を、…であれば2を…出力"
 * (the value given for each case).
 */
export function cjkChoices(text: string): AnswerFormat | null {
  const tail = text.slice(-6000);
  // (each number perhaps quoted, however the quotes are paired: "直接输出‘0’或’1‘")
  const numbers = /(?:输出|回答|回复|给出|返回)\s{0,2}[‘’'"“”「」]?(\d{1,3})[‘’'"“”「」]?\s{0,2}(?:或者?|或是|到|至|~|～|-)\s{0,2}[‘’'"“”「」]?(\d{1,3})(?!\d)/u.exec(tail);
  if (numbers && Number(numbers[1]) < Number(numbers[2])) return { kind: 'score', scale: { min: Number(numbers[1]), max: Number(numbers[2]) }, lines: false };
  // "仅返回一个数字 `0`、`1` 或 `2`": three or more numbers listed with 、 (classes, each written as it is)
  const listed = /(?:输出|回答|回复|给出|返回)[^\n]{0,10}?[`「“"]?(\d{1,3})[`」”"]?((?:\s{0,2}[、，,]\s{0,2}[`「“"]?\d{1,3}[`」”"]?){1,6})\s{0,2}(?:或者?|或是)\s{0,2}[`「“"]?(\d{1,3})[`」”"]?/u.exec(tail);
  if (listed) {
    const labels = [listed[1]!, ...[...listed[2]!.matchAll(/\d{1,3}/g)].map((m) => m[0]), listed[3]!];
    if (new Set(labels).size === labels.length) return { kind: 'label_word', labels };
  }
  const words = /(?:只|仅|直接|请)(?:需要?|要)?(?:输出|回答|回复)\s{0,2}(\p{Script=Han}{1,6})(?:或者?|还是)(\p{Script=Han}{1,6}?)(?:即可|就可以|就行|[。，,；;！!\s]|$)/u.exec(tail);
  if (words && words[1]!.toLowerCase() !== words[2]!.toLowerCase()) return { kind: 'label_word', labels: [words[1]!, words[2]!] };
  const perCase = [...halfWidth(tail).matchAll(/(?:であれば|ければ|れば|たら|の場合は?|場合は|なら(?:ば)?)\s{0,2}([0-9A-Za-z]{1,3})\s{0,2}を/gu)].map((m) => m[1]!);
  const cases = [...new Set(perCase)];
  if (cases.length >= 2 && cases.length <= 6 && /出力|回答|答え/u.test(tail)) return { kind: 'label_word', labels: cases };
  // "如果能，回复是；如果不能，回复否": the word each case is answered with, unquoted
  const conditional = [...new Set([...tail.matchAll(/(?:如果|若|假如)[^，,。；;\n]{0,20}[，,]\s{0,2}(?:请)?(?:回复|回答|输出|返回)\s{0,2}([\p{Script=Han}A-Za-z]{1,6})(?=[；;。，,\s]|$)/gu)].map((m) => m[1]!))];
  if (conditional.length >= 2 && conditional.length <= 6) return { kind: 'label_word', labels: conditional };
  const verbLast = verbLastOptions(tail);
  if (verbLast) return verbLast;
  const bracketed = bracketedOneOf(tail);
  if (bracketed) return bracketed;
  // one label in angle brackets after each case's "请输出：" ("…完全一致…，请输出：<无幻觉>。" / "…矛盾，请输出：<矛盾>。"): the labels, bracketed
  const angled = [...new Set([...tail.matchAll(/(?:输出|回答|回复|返回|出力|答え)\s{0,2}[:：]?\s{0,2}<([^<>\n]{1,12})>/gu)].map((m) => m[1]!.trim()))];
  if (angled.length >= 2 && angled.length <= 8) return { kind: 'label_word', labels: angled, affix: ['<', '>'] };
  // "只需要回复一个数字表示总分" with "满分共5分" / "满分5分": a number from 0 to the full mark
  const full = /满分(?:共|为|是)?\s{0,2}(\d{1,3})\s{0,2}分/u.exec(text);
  if (full && /(?:回复|输出|回答|给出)(?:一个)?(?:数字|分数)/u.test(tail)) return { kind: 'score', scale: { min: 0, max: Number(full[1]) }, lines: false };
  return null;
}

/** "One of them" in Japanese, Chinese and Korean, after the options it closes: "…のいずれか", "…中的一个", "…중 하나". */
const ONE_OF_CJK = /(?:のいずれか|のどちらか|のどれか|のうちいずれか|中的一个|中的一项|其中之一|之一|中选择一个|中选择一项|中选一个|から一つ|から選|중\s?하나)/gu;
/** Options each in CJK brackets or quotes, side by side or joined by 、 or "or": "【支持】【不支持】【不明】", "「はい」、「いいえ」". */
const BRACKETED_OPTIONS_BEFORE = /(?:[【「『“][^【】「」『』“”\n]{1,12}[】」』”][ \t]{0,2}(?:[、，,/／]|または|或者?|か|와|과|또는)?[ \t]{0,2}){2,8}$/u;

/**
 * Options written in brackets or corner quotes right before "one of them": "回答の冒頭で必ず【支持】【不支持】【不明】のいずれかを明記し"
 * (state one of them at the start), "从【正确】【错误】中选择一个". Each "one of" (the first 40) is looked at with the 160 characters
 * before it.
 */
function bracketedOneOf(tail: string): AnswerFormat | null {
  let looked = 0;
  for (const m of tail.matchAll(ONE_OF_CJK)) {
    if (++looked > 40) break;
    const before = tail.slice(Math.max(0, m.index - 160), m.index).replace(/[从從在]$/u, '');
    const run = BRACKETED_OPTIONS_BEFORE.exec(before);
    if (!run) continue;
    const labels = [...new Set([...run[0].matchAll(/[【「『“]([^【】「」『』“”\n]{1,12})[】」』”]/gu)].map((o) => o[1]!.trim()))];
    if (labels.length >= 2 && labels.every((l) => l.length > 0)) return { kind: 'label_word', labels };
  }
  return null;
}

/**
 * Japanese and Korean put the verb last: the quoted words of a sentence that ends asking for one of them
 * ('…"true"、…"false" とだけ出力してください', '「はい」か「いいえ」で答えて', '"예" 또는 "아니오"로 답하세요'), the verb
 * right after the last quote. Only the last 40 sentences are looked at, each once.
 */
function verbLastOptions(tail: string): AnswerFormat | null {
  for (const sentence of tail.split(/[。！？!?\n]/u).slice(-40).reverse()) {
    const quotes = [...sentence.matchAll(/[“"'‘「『]([^”"'’」』\n]{1,16})[”"'’」』]/gu)];
    if (quotes.length < 2) continue;
    const last = quotes[quotes.length - 1]!;
    const after = sentence.slice(last.index + last[0].length, last.index + last[0].length + 16);
    if (!/^\s{0,2}(?:と|で|を|か|로|으로|만|라고)?(?:だけ|のみ|만)?(?:を)?\s{0,2}(?:出力|回答|答え|返答|返し|返す|記入|書い|답하|답변|답해|출력|응답|작성|반환)/u.test(after)) continue;
    const labels = [...new Set(quotes.map((m) => m[1]!.trim()))];
    if (labels.length >= 2 && labels.length <= 6) return { kind: 'label_word', labels };
  }
  return null;
}

/**
 * The options bulleted one per line, each alone on its bullet, under the sentence that tells the reply to be one of them
 * ("You must respond with exactly one token on a single line:\n- CORRECT\n- INCORRECT").
 */
export function bulletedAnswers(text: string): AnswerFormat | null {
  const m = /\b(?:respond|reply|answer|output|return|write)\b[^\n]{0,80}:[ \t]*\n((?:[ \t]{0,8}[-*•][ \t]{1,4}[A-Za-z][\w-]{0,30}[ \t]*(?:\n|$)){2,8})/i.exec(text.slice(-6000));
  // (bullets under "…in JSON format with the following keys:" name the object's keys, not the answers to pick from)
  if (!m || /\b(?:json|keys|fields|properties|attributes)\b/i.test(m[0].slice(0, m[0].length - m[1]!.length))) return null;
  const labels = [...m[1]!.matchAll(/[-*•][ \t]{1,4}([A-Za-z][\w-]{0,30})/g)].map((o) => o[1]!);
  return new Set(labels.map((l) => l.toLowerCase())).size === labels.length ? { kind: 'label_word', labels } : null;
}

/** A line of options after its label, between slashes or bars: "Options: ChatGPT / Enhanced / Gemini", "選択肢: 正しい / 誤り". */
const SEPARATED_OPTIONS_LINE = /(?:^|\n)[ \t]{0,8}(?:options|choices|labels|categories|選択肢|选项|選項|선택지|opciones|opções|optionen|choix)[ \t]*[:：][ \t]*([^\n/|]{1,25}(?:[/|][^\n/|]{1,25}){1,7})[ \t]*(?:\n|$)/iu;
const SEPARATED_OPTION = /^[\p{L}\p{N}][\p{L}\p{N} _-]{0,24}$/u;
/** Options listed in code after their label, each quoted: "Categories: ['Positive', 'Negative']", 'Labels: ["spam", "ham"]'. */
const CODED_OPTIONS_LIST = /(?:^|\n)[ \t]{0,8}(?:options|choices|labels|categories|classes)[ \t]*:[ \t]*\[((?:[ \t]*["'][^"'\n]{1,30}["'][ \t]*,){1,11}[ \t]*["'][^"'\n]{1,30}["'][ \t]*)\]/i;

/** The options listed on a line of their own after "Options:" / "Labels:" ("Options: Attributable, Extrapolatory or Contradictory."). */
export function listedOptionsLine(text: string): AnswerFormat | null {
  const m = /(?:^|\n|[.!?][ \t]+|\bof the following[ \t]+)(?:options|choices|labels|categories|classes|possible (?:answers|labels|verdicts))(?:[ \t]+(?:to|for|of|in|the|this|that|each|provided|given|text|input|message|item)){0,4}[ \t]*:[ \t]*([A-Z][\w-]{1,25})((?:[ \t]*,[ \t]*[A-Z][\w-]{1,25}){0,6})[ \t]*,?[ \t]+(?:or|and)[ \t]+([A-Z][\w-]{1,25})[ \t]*(?:\.(?=\s|$)|\n|$)/i.exec(text.slice(-6000));
  // (…or "one of the following categories …: Billing, Technical, Sales, Other.", three or more with commas alone)
  const following = m ? null : /\bof the following[ \t]+(?:options|choices|labels|categories|classes)(?:[ \t]+(?:to|for|of|in|the|this|that|each|provided|given|text|input|message|item)){0,4}[ \t]*:[ \t]*([A-Z][\w-]{1,25}(?:[ \t]*,[ \t]*[A-Z][\w-]{1,25}){2,7})[ \t]*(?:\.(?=\s|$)|\n|$)/.exec(text.slice(-6000));
  // (…or between slashes or bars on a line of their own, in any language: "Choices: ChatGPT | Enhanced | Gemini", "選択肢: A / B")
  const separated = m || following ? null : SEPARATED_OPTIONS_LINE.exec(text.slice(-6000));
  // (…or as a list in code, each quoted, Python's repr or JSON: "Categories: ['Positive', 'Negative', 'Neutral']")
  // (not where JSON is asked: a list in code there is the data's, "Options: ['went', 'gone']" of an exercise)
  const coded = m || following || separated || /\bjson\b/i.test(text) ? null : CODED_OPTIONS_LIST.exec(text.slice(-6000));
  if (coded) {
    const listed = [...coded[1]!.matchAll(/["']([^"'\n]{1,30})["']/g)].map((o) => o[1]!.trim());
    return listed.length >= 2 && listed.every((o) => SEPARATED_OPTION.test(o)) && new Set(listed.map((l) => l.toLowerCase())).size === listed.length ? { kind: 'label_word', labels: listed } : null;
  }
  const split = separated ? separated[1]!.split(/[ \t]*[/|][ \t]*/).map((o) => o.trim()) : [];
  if (separated && !split.every((o) => SEPARATED_OPTION.test(o))) return null;
  if (!m && !following && !separated) return null;
  const labels = m ? [m[1]!, ...m[2]!.split(',').map((o) => o.trim()).filter(Boolean), m[3]!] : following ? following[1]!.split(',').map((o) => o.trim()) : split;
  return new Set(labels.map((l) => l.toLowerCase())).size === labels.length ? { kind: 'label_word', labels } : null;
}

/** "…to be one of:\n["full compliance", "major non-conformity"]": the list on the line after the colon. */
const LISTED_ON_NEXT_LINE = /\bone of(?:[ \t]+the[ \t]+following(?:[ \t]+(?:options|labels|choices|categories|values|words))?)?[ \t]*:[ \t]*\n[ \t]{0,8}\[([^\]\n]{1,200})\]/i;
/** A reply's layout shown in tags (`<verdict>A is slightly better</verdict>`): that layout, not a list above it, says how to write the label. */
const SHOWN_TAG_PAIR = /<([A-Za-z_][\w-]{0,30})>[^<\n]{1,200}<\/\1>/;

/**
 * Letters listed in parentheses beside what they grade ("Assign a letter grade (A, B, C, D or F)"), options listed in
 * brackets after "one of" ("Output one of: [positive, neutral, negative]") or the verb ("answer [Correct, Incorrect]"), and two verdict words named bare after the
 * verb that asks for them ("Return true or false.", "Answer pass or fail.").
 */
export function listedInBrackets(text: string): AnswerFormat | null {
  const tail = text.slice(-6000);
  const letters = /\b(?:grade|letter|option|choice|category|class)\w*\b[^.\n(]{0,40}\([ \t]*([A-H](?:[ \t]*(?:,[ \t]*(?:or[ \t]+)?|or[ \t]+)[A-H]){1,7})[ \t]*\)/i.exec(tail);
  if (letters) {
    const listed = [...letters[1]!.matchAll(/\b([A-H])\b/g)].map((m) => m[1]!);
    if (new Set(listed).size === listed.length) return { kind: 'choice_letter', letters: listed };
  }
  // (…or right after the verb that asks for the answer: "You need to answer [Correct, Incorrect].")
  const bracketed = /\b(?:one of(?:[ \t]+the[ \t]+following(?:[ \t]+(?:options|labels|choices|categories|values|words))?)?|(?:answer|respond|reply|output)(?:[ \t]+with)?)\b[ \t]*:?[ \t]*\[([^\]\n]{1,200})\]/i.exec(tail) ?? (SHOWN_TAG_PAIR.test(tail) ? null : LISTED_ON_NEXT_LINE.exec(tail));
  if (bracketed) {
    const options = bracketed[1]!.split(',').map((o) => o.trim().replace(/^["'`]|["'`]$/g, '')).filter((o) => /^[\p{L}\p{N}][\p{L}\p{N} _-]{0,30}$/u.test(o));
    if (options.length >= 2 && options.length <= 12 && new Set(options).size === options.length) return { kind: 'label_word', labels: options };
  }
  // (the verb, not a noun: "makes the answer correct or incorrect" names no options)
  // (…with a slash between them, "Answer true/false.", or "only" after them, "Output TRUE or FALSE only.")
  // (…each glossed in parentheses: "Only output True (correct) or False (incorrect).")
  const words = /(?<!\b(?:the|an?|your|this|that|each|every|its)[ \t]{1,4})\b(?:return|answer|respond|reply|output|say)(?:[ \t]{1,4}(?:with|only|just|exactly|either|strictly)){0,3}[ \t]{1,4}(true|false|pass|fail|correct|incorrect|safe|unsafe|valid|invalid)(?:[ \t]{0,2}\([a-z][a-z -]{0,30}\))?(?:[ \t]+or[ \t]+|[ \t]{0,2}\/[ \t]{0,2})(true|false|pass|fail|correct|incorrect|safe|unsafe|valid|invalid)\b(?:[ \t]{0,2}\([a-z][a-z -]{0,30}\))?(?![ \t]*(?!only\b|alone\b)[a-z])/i.exec(tail);
  if (words && words[1]!.toLowerCase() !== words[2]!.toLowerCase()) return { kind: 'label_word', labels: [words[1]!, words[2]!] };
  return null;
}

/**
 * Numbers each given for a verdict ("Please give me 1 for correct and 0 for incorrect"): the ends of a score; and
 * three or more lower-case words listed bare after the verb that asks for them, closing the sentence ("Respond with
 * entailment, contradiction, or neutral.").
 */
export function numbersForVerdicts(text: string): AnswerFormat | null {
  const tail = text.slice(-4000);
  // ("1 for success, 0 for failure", or "where 0 denotes wrong and 1 denotes correct")
  // (…not where a JSON answer is asked, whose key glosses its values so: "0 means …, 1 means …" then holds them)
  // (a digit of a decimal is no number of its own: "0.5 for minor errors" gives no 5)
  const given = /(?<![\d.])\b(\d)[ \t]+(for|denotes|means|indicates|represents|stands[ \t]+for)[ \t]+[A-Za-z][\w-]{1,20}(?:[ \t]+[A-Za-z][\w-]{1,20})?[ \t]*(?:,[ \t]*)?(?:and|or)?[ \t]*(?<![\d.])(\d)[ \t]+(?:for|denotes|means|indicates|represents|stands[ \t]+for)[ \t]+[A-Za-z]/.exec(tail);
  if (given && given[1] !== given[3] && (given[2] === 'for' || !/\bjson\b/i.test(text))) {
    const [a, b] = [Number(given[1]), Number(given[3])];
    return { kind: 'score', scale: { min: Math.min(a, b), max: Math.max(a, b) }, lines: false };
  }
  const words = /\b(?:[Rr]espond|[Aa]nswer|[Rr]eply|[Oo]utput|[Rr]eturn)[ \t]{1,4}with[ \t]{1,4}([a-z]{3,20})((?:[ \t]*,[ \t]*[a-z]{3,20}){1,4})[ \t]*,?[ \t]+or[ \t]+([a-z]{3,20})[ \t]*[.!]?[ \t]*(?:\n|$)/.exec(tail);
  if (words) {
    const labels = [words[1]!, ...words[2]!.split(',').map((o) => o.trim()).filter(Boolean), words[3]!];
    if (new Set(labels).size === labels.length) return { kind: 'label_word', labels };
  }
  return null;
}

/**
 * Categories listed as numbered lines after "into ONE of these categories:", each perhaps glossed on the lines below
 * it, with the reply told to be the category ("Respond with ONLY the category name"): the categories' names.
 */
export function numberedCategories(text: string): AnswerFormat | null {
  const tail = text.slice(-12_000);
  if (!/\b(?:respond|answer|reply|output|return)\b[^.\n]{0,40}\b(?:category|class|label|intent|type)\b/i.test(tail)) return null;
  const announced = /\b(?:one of (?:these|the following)|the following|these)[ \t]+(?:\d{1,2}[ \t]+)?(?:categories|classes|labels|intents|types)\b[^\n]{0,40}\n/i.exec(tail);
  if (!announced) return null;
  const names: string[] = [];
  for (const m of tail.slice(announced.index + announced[0].length).matchAll(/(?:^|\n)[ \t]{0,4}(\d{1,2})[.)][ \t]+([A-Z][^\n]{1,60}?)[ \t]*:?[ \t]*(?=\n|$)/g)) {
    if (Number(m[1]) !== names.length + 1) break;
    names.push(m[2]!.trim());
    if (names.length > 12) return null;
  }
  return names.length >= 2 && new Set(names).size === names.length ? { kind: 'label_word', labels: names } : null;
}

/** Numbers to output, chained with "or" ("choose … by outputting the number 1 or 2", 'Directly type in "1" or "2" or "0"'). */
// (…with commas, in bold, below zero: "output only **1**, **0**, or **-1**")
const NUMBERS_TO_OUTPUT = /\b(?:output(?:ting)?|typ(?:e|ing)(?:[ \t]+in)?|writ(?:e|ing)|answer(?:ing)?|respond(?:ing)?|repl(?:y|ying)|return(?:ing)?|print(?:ing)?|say(?:ing)?)(?:[ \t]+(?:with|just|only|the|a|number|digit|either))*[ \t]+(?:["'“]|\*\*)?(-?\d{1,2})(?:["'”]|\*\*)?((?:(?:,[ \t]*(?:or[ \t]+)?|,?[ \t]+or[ \t]+)(?:["'“]|\*\*)?-?\d{1,2}(?:["'”]|\*\*)?){1,4})(?!\.?\d|\w)/i;
/** Three or more quoted words after "either", with commas ('either "bad", "neutral" or "good"'). */
const EITHER_QUOTED = /\beither[ \t]+["“']([A-Za-z][\w -]{0,20})["”']((?:,[ \t]*["“'][A-Za-z][\w -]{0,20}["”']){1,4}),?[ \t]+or[ \t]+["“']([A-Za-z][\w -]{0,20})["”']/i;
/**
 * An instruction that asks for one word or label, then the options one per line under it: "Reply with exactly one
 * word:\nSAFE\nUNSAFE", "Output EXACTLY ONE label from this list:\n\nSAFE\nDANGEROUS\n…". Each line holds the
 * option alone (a word or an identifier, quoted or not); a blank line may stand between the instruction and them.
 */
const ONE_PER_LINE = /\b(?:reply|respond|answer|output|return|choose|select|pick|classify|label)\b[^\n]{0,60}?\b(?:one|single)\b[^\n]{0,40}?\b(?:words?|labels?|categor(?:y|ies)|options?|class(?:es)?|values?|answers?|tokens?)\b[^\n]{0,40}:[ \t]*\n(?:[ \t]*\n)?((?:[ \t]{0,4}["'`]?[A-Za-z][\w-]{0,30}(?: [\w-]{1,20}){0,2}["'`]?[ \t]*(?:\n|$)){2,12})/i;

/** Symbols in angle brackets, quoted, offered as the whole answer: 'Just return one symbol "<A>" or "<B>"'. */
const QUOTED_SYMBOLS = /\b(?:return|output|answer|respond|reply|write|print)\b[^.\n]{0,40}?["“'](<[A-Za-z0-9]{1,3}>)["”']((?:[ \t]*,[ \t]*["“'](?:<[A-Za-z0-9]{1,3}>)["”']){0,4})[ \t]*,?[ \t]*or[ \t]+["“'](<[A-Za-z0-9]{1,3}>)["”']/i;

/** A token in double angle brackets the judge is told to output: "output only the token <<EVAL_PASS>>". */
const OUTPUT_TOKEN = /\b(?:output|return|respond with|reply with|print|emit|write|answer with)\b(?:[ \t]+(?:only|just|exactly|the|a|single|token|string|marker)){0,4}[ \t]+["'`]?(<<[A-Z][A-Z0-9_]{1,30}>>)/gi;

/** The symbols a prompt asks to answer with, brackets and all (QUOTED_SYMBOLS); or two tokens like <<PASS>> it says to output. */
export function quotedSymbols(text: string): AnswerFormat | null {
  const tokens = [...new Set([...text.slice(-6000).matchAll(OUTPUT_TOKEN)].map((t) => t[1]!))];
  if (tokens.length >= 2 && tokens.length <= 6) return { kind: 'label_word', labels: tokens };
  const m = QUOTED_SYMBOLS.exec(text.slice(-6000));
  if (!m) return null;
  const labels = [m[1]!, ...[...m[2]!.matchAll(/<[A-Za-z0-9]{1,3}>/g)].map((x) => x[0]), m[3]!];
  return new Set(labels).size === labels.length ? { kind: 'label_word', labels } : null;
}

/** The options under an instruction that asks for one of them, one per line (ONE_PER_LINE). */
export function optionsOnLines(text: string): AnswerFormat | null {
  const m = ONE_PER_LINE.exec(text.slice(-6000));
  if (!m) return null;
  const labels = m[1]!.split('\n').map((l) => l.trim().replace(/^["'`]|["'`]$/g, '')).filter(Boolean);
  return labels.length >= 2 && new Set(labels.map((l) => l.toLowerCase())).size === labels.length ? { kind: 'label_word', labels } : null;
}

/** The prompt's last line, a labelled slot with its options in parentheses ("### Response (Yes | No | N/A):"). */
const CLOSING_SLOT = /(?:^|\n)[ \t]{0,4}(?:#{1,4}[ \t]{1,4})?\p{L}[\p{L} ]{0,30}\([ \t]*([\w/]{1,12}(?:[ \t]*\|[ \t]*[\w/]{1,12}){1,4})[ \t]*\)[ \t]*:[ \t]*(?:\n[ \t]*){0,3}$/u;
/** "…exactly one of these two words:" then one bullet per option, its word first ("- ENTAILMENT (if …)"). */
// (…or "Respond with EXACTLY one word:" over them: "- SAFE — the message is a normal request")
const ONE_OF_BULLETED = /\b(?:one of (?:these|the following)(?:[ \t]+(?:two|three|four|five|\d))?[ \t]+(?:words|labels|options|answers|values|classes|categories|verdicts)|(?:exactly|only|just)[ \t]+(?:one|a single)[ \t]+(?:word|label|token))[ \t]*:?[ \t]*\n((?:[ \t]{0,8}[-*•][ \t]{1,4}[^\n]{1,200}(?:\n|$)){2,8})/i;

/** A number said with when to give it, in a sentence that asks for an answer: "Reply 0 if …, or 1 if …". */
const NUMBER_IF = /(?<![\w.-])(-?\d{1,2})[ \t]+(?:if|when)\b/g;
const ANSWERING = /\b(?:reply|respond|answer|output|return|write|print|give)\b/i;
/** A number said after its condition: "If correct, output only the number 1; if incorrect, output only the number 0." */
const IF_THEN_NUMBER = /\bif\b[^,;.\n]{1,80},[ \t]*(?:then[ \t]+)?(?:reply|respond|answer|output|return|write|print|give|say)(?:[ \t]+with)?(?:[ \t]+(?:only|just|simply))?(?:[ \t]+(?:the|a)[ \t]+(?:number|digit|value|score))?[ \t]+["'“‘]?(-?\d{1,2})["'”’]?(?![\w.]\w)/gi;
/** The option letters named in Chinese or Japanese, joined by 、 or a comma: "选项标签A、B、C、D、E", "选项A、B或C". */
const CJK_OPTION_LETTERS = /(?:选项|選項|选择|選擇|字母|标签|標籤|ラベル|記号)(?:标签|標籤|字母)?[ \t]{0,2}[:：]?[ \t]{0,2}([A-H](?:[ \t]{0,1}(?:[、,，/]|或|または)[ \t]{0,1}[A-H]){1,7})(?![A-Za-z])/u;

/** Numbers each said with when to give it, in the sentences of the text's end that ask for an answer, in order. */
export function conditionedNumbers(tail: string): string[] {
  const found: string[] = [];
  for (const sentence of tail.slice(-1500).split(/(?<=[.!?])\s+|\n/)) {
    if (!ANSWERING.test(sentence)) continue;
    for (const m of sentence.matchAll(NUMBER_IF)) if (!found.includes(m[1]!)) found.push(m[1]!);
    for (const m of sentence.matchAll(IF_THEN_NUMBER)) if (!found.includes(m[1]!)) found.push(m[1]!);
  }
  return found.length >= 2 && found.length <= 6 ? found : [];
}

/**
 * Options enumerated in the instruction's own words: numbers to output chained with "or", three or
 * more quoted words after "either", or one bullet per option under "one of these words:".
 * (…or numbers each said with when to give it, "Reply 0 if …, or 1 if …. Reply -1 if unsure."; or the option letters
 * named in Chinese or Japanese, "然后只输出…选项标签A、B、C、D、E")
 */
export function enumeratedOptions(text: string): AnswerFormat | null {
  const tail = text.slice(-4000);
  const numbers = NUMBERS_TO_OUTPUT.exec(tail);
  if (numbers) {
    const labels = [numbers[1]!, ...[...numbers[2]!.matchAll(/-?\d{1,2}/g)].map((m) => m[0])];
    if (new Set(labels).size === labels.length) return { kind: 'label_word', labels };
  }
  const either = EITHER_QUOTED.exec(tail);
  if (either) {
    const labels = [either[1]!, ...[...either[2]!.matchAll(/["“']([A-Za-z][\w -]{0,20})["”']/g)].map((m) => m[1]!), either[3]!];
    if (new Set(labels.map((l) => l.toLowerCase())).size === labels.length) return { kind: 'label_word', labels };
  }
  // the slot the prompt ends on, its options in parentheses: "### Response (Yes | No | N/A):"
  const slot = CLOSING_SLOT.exec(tail);
  if (slot) {
    const labels = slot[1]!.split('|').map((o) => o.trim());
    if (new Set(labels.map((l) => l.toLowerCase())).size === labels.length) return { kind: 'label_word', labels };
  }
  const conditioned = conditionedNumbers(tail);
  if (conditioned.length > 0) return { kind: 'label_word', labels: conditioned };
  const cjkLetters = CJK_OPTION_LETTERS.exec(tail);
  if (cjkLetters) {
    const letters = unique([...cjkLetters[1]!.matchAll(/[A-H]/g)].map((m) => m[0]));
    if (letters.length >= 2) return { kind: 'choice_letter', letters };
  }
  const bulleted = bulletedOptions(tail);
  return bulleted ? { kind: 'label_word', labels: bulleted } : null;
}

/** The options bulleted one per line under "one of these words:" or "Respond with exactly one word:", their words first; null when none. */
export function bulletedOptions(tail: string): string[] | null {
  const bulleted = ONE_OF_BULLETED.exec(tail);
  if (!bulleted) return null;
  const labels = [...bulleted[1]!.matchAll(/(?:^|\n)[ \t]{0,8}[-*•][ \t]{1,4}["“'`]?([A-Za-z][\w-]{0,30})/g)].map((m) => m[1]!);
  return labels.length >= 2 && new Set(labels.map((l) => l.toLowerCase())).size === labels.length ? labels : null;
}

/** The answering verbs, capitalized or not (the options must be capitals, so no "i" flag). */
const ANSWER_VERBS = `(?:${ANSWER_VERBS_INTL.map((verb) => `[${verb[0]!.toUpperCase()}${verb[0]}]${verb.slice(1)}`).join('|')})`;
const TRANSLATED_COLON_OPTIONS = new RegExp(
  String.raw`(?<![\p{L}])${ANSWER_VERBS}(?![\p{L}])(?:[ \t]+[\p{L}]{1,12}){0,5}[ \t]*:[ \t]*["“']?(\p{Lu}[\p{L}_-]{1,20})["”']?[ \t]+${OR_WORDS}[ \t]+["“']?(\p{Lu}[\p{L}_-]{1,20})["”']?(?=[ \t]*[.,;)\n]|[ \t]*$)`,
  'u',
);

/**
 * Two capitalized options after the colon of an answering verb in another language: "Rispondi solo
 * con: TRUE o FALSE.", "Réponds uniquement par : OUI ou NON". (English is colonAnsweredOptions'.)
 */
export function translatedColonOptions(text: string): AnswerFormat | null {
  const m = TRANSLATED_COLON_OPTIONS.exec(text.slice(-4000));
  if (!m || m[1]!.toLowerCase() === m[2]!.toLowerCase()) return null;
  return { kind: 'label_word', labels: [m[1]!, m[2]!] };
}

/** Verbs that tell the judge what to return, beyond the answering and writing verbs: "devuelve", "gib … zurück", "renvoie". */
const RETURN_VERBS_INTL = ['devuelve', 'devuelva', 'retorna', 'retorne', 'regresa', 'gib', 'geben', 'renvoie', 'renvoyez', 'retourne', 'retournez', 'restituisci', 'restituisca', 'верни', 'верните'];
/** An answering verb in another language, then (within a few words) a quoted option or a lone number: 'Antworte mit "SAFE"', "devuelve el número 1". */
const REPLIED_INTL = new RegExp(
  String.raw`(?<![\p{L}])(?:${[...ANSWER_VERBS_INTL, ...WRITE_VERBS_INTL, ...RETURN_VERBS_INTL].join('|')})(?![\p{L}])[^"“„«'\n.;:]{0,30}?(?:["“„«]([\p{L}\d][\p{L}\d _-]{0,20})["”“»]|(?<![\p{L}\d])(-?\d)(?![\p{L}\d]|[.,]\d))`,
  'giu',
);

/**
 * Options each given after an answering verb in another language, quoted or a lone digit: 'Antworte mit "SAFE", wenn …,
 * oder mit "UNSAFE", wenn …', "devuelve el número 1; si …, devuelve un 0": two to four of them, in the order given.
 */
export function repliedOptionsIntl(text: string): AnswerFormat | null {
  const found: string[] = [];
  for (const m of text.slice(-3000).matchAll(REPLIED_INTL)) {
    const option = (m[1] ?? m[2])!.trim();
    if (!found.some((o) => o.toLowerCase() === option.toLowerCase())) found.push(option);
    if (found.length > 4) return null;
  }
  // (the second option is often given after "or" alone: 'oder mit "UNSAFE"', 'o con "NO"')
  if (found.length === 1) {
    const after = new RegExp(String.raw`["“„«]${escapeRegExp(found[0]!)}["”“»][^\n]{0,200}?(?<![\p{L}])${OR_WORDS}[ \t]+(?:\p{L}{1,5}[ \t]+)?["“„«]([\p{L}\d][\p{L}\d _-]{0,20})["”“»]`, 'iu').exec(text.slice(-3000));
    if (after) found.push(after[1]!.trim());
  }
  if (found.length < 2 || found.length > 4 || new Set(found.map((o) => o.toLowerCase())).size !== found.length) return null;
  // (digits and words are not mixed: "return 1 … answer "yes"" is no one set of options)
  if (!(found.every((o) => /^-?\d$/.test(o)) || found.every((o) => !/^-?\d+$/.test(o)))) return null;
  return { kind: 'label_word', labels: found };
}

/** A word of Arabic or Persian letters, or of Devanagari (Hindi), as an option is written. */
const RTL_WORD = '[\\u0600-\\u06FF\\u0750-\\u077F]{1,15}';
const HINDI_WORD = '[\\u0900-\\u097F]{1,15}';
/**
 * Two options asked in Arabic, Persian or Hindi: "أجب بـ نعم أو لا" (answer with yes or no), "با «بله» یا «خیر» پاسخ
 * دهید" (answer with yes or no), 'केवल "हाँ" या "नहीं" में उत्तर दें' (answer only in yes or no).
 */
const ARABIC_OPTIONS = new RegExp(`(?<![\\u0600-\\u06FF])(?:أجب|أجيبي|أجيبوا|اجب|أعد|أرجع|اكتب|قدم|أعط|اختر)[ \\t]+(?:فقط[ \\t]+)?(?:(?:بكلمة|بـكلمة)[ \\t]+واحدة[ \\t]*:?[ \\t]*)?(?:بـ[ \\t]*|ب(?=نعم|لا))?["«“]?(${RTL_WORD})["»”]?[ \\t]+(?:أو|او)[ \\t]+["«“]?(${RTL_WORD})["»”]?`, 'u');
const PERSIAN_OPTIONS = new RegExp(`(?<![\\u0600-\\u06FF])(?:فقط[ \\t]+)?با[ \\t]+["«“]?(${RTL_WORD})["»”]?[ \\t]+یا[ \\t]+["«“]?(${RTL_WORD})["»”]?[ \\t]+(?:پاسخ|جواب)`, 'u');
const HINDI_OPTIONS = new RegExp(`["“']?(${HINDI_WORD})["”']?[ \\t]+या[ \\t]+["“']?(${HINDI_WORD})["”']?[ \\t]+(?:में[ \\t]+)?(?:ही[ \\t]+)?(?:उत्तर|जवाब)`, 'u');

export function rtlAndIndicOptions(text: string): AnswerFormat | null {
  const tail = text.slice(-4000);
  const m = ARABIC_OPTIONS.exec(tail) ?? PERSIAN_OPTIONS.exec(tail) ?? HINDI_OPTIONS.exec(tail);
  if (!m || m[1] === m[2]) return null;
  return { kind: 'label_word', labels: [m[1]!, m[2]!] };
}

/** A labelled line of two to four options, each glossed in parentheses, "or" before the last: "Verdict: 1 (spam) or 0 (ham)". */
const GLOSSED_OPTIONS_LINE = /(?:^|\n)[ \t]{0,8}([A-Z][A-Za-z ]{1,30}:)[ \t]{0,2}((?:[A-Za-z0-9][\w-]{0,15}[ \t]{0,2}\([^()\n]{1,40}\)[ \t]*,?[ \t]*(?:or[ \t]+)?){1,3}[A-Za-z0-9][\w-]{0,15}[ \t]{0,2}\([^()\n]{1,40}\))[ \t]*(?=\n|$)/;

/** "Final answer: 0 (not clickbait) or 1 (clickbait)": that labelled line after the reasoning, its options as offered. */
export function glossedOptionsLine(text: string): AnswerFormat | null {
  const m = GLOSSED_OPTIONS_LINE.exec(text);
  const options = m ? unique([...m[2]!.matchAll(/([A-Za-z0-9][\w-]{0,15})[ \t]{0,2}\([^()\n]{1,40}\)/g)].map((o) => o[1]!)) : [];
  return options.length >= 2 ? verdictLineAfterReason(m![1]!, options) : null;
}

/** Two options named after "i.e." in a sentence that opens by asking for the answer: "Output the preferred passage index, i.e. A or B". */
const NAMED_AFTER_IE = /(?:^|[.!?][ \t]+|\n[ \t]*)(?:please[ \t]+)?(?:output|answer|respond with|reply with|return|give|state|write)\b[^.\n]{0,60}?,?[ \t]+i\.e\.[,:]?[ \t]+["'“]?([A-Za-z0-9][\w-]{0,15})["'”]?[ \t]+or[ \t]+["'“]?([A-Za-z0-9][\w-]{0,15})["'”]?(?![\w-])/i;

/** The two options named after "i.e." where the answer is asked for, or null. */
export function optionsAfterThatIs(text: string): [string, string] | null {
  const m = NAMED_AFTER_IE.exec(text.slice(-4000));
  return m && m[1]!.toLowerCase() !== m[2]!.toLowerCase() ? [m[1]!, m[2]!] : null;
}
