import { announcedKeyLists } from './json-key-lists';
import { aliasedLabelReader, type LabelAliases } from './named-labels';
import { readLabel as readLabelWords, type LabelRead } from './template-labels';

/**
 * The labelled sections of a grader template, in the styles judge prompts share:
 * `<output>…</output>` (promptfoo, Phoenix, MLflow), `[The Start of Assistant A's Answer] … [The
 * End of …]` (MT-Bench), `[Submission]: …` and `[Response 2]` (OpenAI evals, autoevals, inspect),
 * `###Response A:` (Prometheus), `QUESTION:` / `**Input:**` / `*** CRITERIA:` lines (LangChain,
 * TruLens, Opik, DeepEval). A marker is where a labelled section starts; its content runs to its
 * closing mark when the style has one, else to the next marker.
 */
export interface Marker {
  start: number;
  contentStart: number;
  label: LabelRead;
  /** Where the closing mark (`</output>`, `[The End of …]`) starts and ends, if the style has one. */
  close: { start: number; end: number } | null;
  /** A heading (`*** INPUT:`, `### Response:`, `[Question]:`): the template's own level, above plain `Label:` lines. */
  /** The close is where the paragraph ends, not a mark: a marker before it ends the section first. */
  softClose?: true;
  heading?: true;
  /** A Markdown heading's level (the count of its `#`). */
  level?: number;
  /** A plain label's Markdown scope: the level of the heading it stands under (see `scoped`). */
  scope?: number;
  /** A line label written in capitals ("AI'S ACTUAL OUTPUT:"): a boundary in capitals ends its section. */
  caps?: true;
  /**
   * A Markdown heading that names no part ("## Key Principle"), or a capitals label heading a paragraph: it
   * only ends sections (template-sections.ts says which), never holds a part.
   */
  boundary?: true;
  /** A Markdown heading written as a label ("### Predicted SQL:"): the template's own style, a part per heading. */
  colonHeading?: true;
}

/** "[Der Anfang der X]", "[Début de la X]", "[Inicio de la X]", "[Начало X]": the start of a section, in other languages. */
const START_OF_INTL = /\[(?:(?:der|das|die|el|la|le|il|lo|o|a) )?(?:anfang|beginn|début|debut|inicio|início|comienzo|principio|inizio|начало) (?:(?:der|des|von|vom|de la|de l'|du|des|de|del|da|do|della|dello|dell') ?)?([^\]\n]{1,60})\]/gi;
/** The line that ends such a section: an end word opening a bracketed line. */
const END_OF_INTL = /\[(?:(?:das|la|el|le|il|a|o) )?(?:ende|fin|final|fine|fim|конец)(?=[\s\]])[^\]\n]{0,60}\]/i;

/** A section opened by its name and the word for "start" in Korean, Japanese or Chinese, in […] or <|…|>. */
const START_OF_CJK = /\[([^\]\n]{1,40}?)[ \t]?(?:시작|開始|开始)\]|<\|([^|>\n]{1,40}?)の?(?:開始|开始|시작)\|>/gu;
/** …and the mark that ends it: the word for "end". */
const END_OF_CJK = /\[[^\]\n]{0,40}(?:끝|終了|结束|終わり)\]|<\|[^|>\n]{0,40}(?:終了|结束|끝)\|>/u;

/** A line's content that only says which value to answer when: "1 if paraphrase, 0 otherwise", "yes if …; no if …". */
const ANSWER_DEFINED = /^[ \t]{0,4}["'“‘]?[\p{L}\p{N}_-]{1,20}["'”’]?[ \t]+(?:if|when)\b[^\n]{1,160}?[,;][ \t]*(?:and[ \t]+|or[ \t]+)?["'“‘]?[\p{L}\p{N}_-]{1,20}["'”’]?[ \t]+(?:if|when|otherwise)\b/u;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A begin mark: the name after "begin of" / "start of", or before "begin" / "starts (here)", inside <…>, <|…|>, […] or ---…--- / ### … ### fences, with an optional colon. */
const BEGIN_MARK =
  /(?:<\|?|\[|[-_=*#]{2,12})[ \t]{0,4}(?:(?:begin(?:ning)?|start)[ _](?:of[ _])?([A-Za-z][A-Za-z0-9 _']{0,40}?)|([A-Za-z][A-Za-z0-9 _']{0,40}?)[ _-](?:begins?|starts?)(?:[ _]here)?)[ \t]{0,4}(?:\|?>|\]|[-_=*#]{2,12})(?:[ \t]{0,4}:)?/gi;

/** Whether only spaces stand between the line's start and `at` (walks back over the spaces alone). */
function startsLine(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i--;
  return i < 0 || text[i] === '\n' || text[i] === '\r';
}

/** Closed tagged sections with a part's label that open a line of the text (bounded: the first 16 tags looked at). */
function taggedSectionsIn(text: string): number {
  let found = 0;
  let looked = 0;
  for (const m of text.matchAll(/(?:^|\n)[ \t]{0,8}<([A-Za-z][A-Za-z0-9_-]{0,40})>/g)) {
    if (++looked > 16) break;
    if (readLabelWords(m[1]!).role !== null && text.includes(`</${m[1]}>`, m.index)) found++;
  }
  return found;
}

/** Templates have a handful of sections; more labels than this is text, not a template. */
export const MAX_MARKERS = 128;
/** How far a closing mark is looked for: one section's worth of text. */
const MAX_SECTION = 100_000;

function closingMark(text: string, from: number, close: RegExp): { start: number; end: number } | null {
  const found = close.exec(text.slice(from, from + MAX_SECTION));
  return found ? { start: from + found.index, end: from + found.index + found[0].length } : null;
}

/** A side from an XML attribute: `<Text index="0">` is the first candidate, `index="1"` the second. */
function sideFromAttributes(attributes: string | undefined): 1 | 2 | 3 | null {
  const index = /\b(?:index|id|n)\s*=\s*["']?(\d+)/i.exec(attributes ?? '');
  if (!index) return null;
  const n = Number(index[1]);
  // A third candidate and beyond are not judged (the pair is the first two).
  return n === 0 || n === 1 ? ((n + 1) as 1 | 2) : 3;
}

/**
 * Every marker in the text, in order, or null when there are more than MAX_MARKERS (each marker
 * may look for its closing mark once: the work stays bounded however many labels a text has).
 */
/** A tag named for the answer's form or an example of it: <response_format>, <output_format>, <answer_example>, <format>. */
const FORM_TAG = /<([A-Za-z][\w-]{0,30}(?:format|example|template|schema)[\w-]{0,20}|format|example)[ \t]{0,4}>/gi;
/** How far back an enclosing form tag is looked for. */
const FORM_TAG_REACH = 2000;

/** Whether `at` lies between a form tag's opening and its closing. */
function insideFormatTag(text: string, at: number): boolean {
  const from = Math.max(0, at - FORM_TAG_REACH);
  let last: { name: string; end: number } | null = null;
  for (const m of text.slice(from, at).matchAll(FORM_TAG)) last = { name: m[1]!, end: from + m.index + m[0].length };
  if (last === null) return false;
  const closing = new RegExp(`</[ \\t]{0,2}${escapeRegExp(last.name)}[ \\t]{0,2}>`, 'i');
  return !closing.test(text.slice(last.end, at)) && closing.test(text.slice(at, at + FORM_TAG_REACH * 2));
}

export function markersIn(text: string, aliases?: LabelAliases): Marker[] | null {
  // (labels the template's sentences name, "Message:" of "check if the following message…", read as the part named)
  const readLabel = aliases ? aliasedLabelReader(aliases) : readLabelWords;
  const markers: Marker[] = [];
  const push = (marker: Marker) => markers.push(marker);
  let count = 0;
  const tooMany = () => ++count > MAX_MARKERS * 4;

  // <label attrs> … </label>: a tag with no role (<data>, <example>) is a container, read through.
  for (const m of text.matchAll(/<([A-Za-z][A-Za-z0-9 _-]{0,40}?)([ \t]{1,4}[a-z_-]{1,20}[ \t]{0,2}=[ \t]{0,2}["'][^"'>]{0,40}["'])?[ \t]{0,4}>/g)) {
    if (tooMany()) return null;
    const name = m[1]!.trim();
    const label = readLabel(name);
    if (label.role === null) continue;
    const side = sideFromAttributes(m[2]);
    if (side === 3) continue;
    const read = side === null ? label : { ...label, side, role: label.role === 'output' && side === 2 ? ('output_b' as const) : label.role };
    const contentStart = m.index + m[0].length;
    const close = closingMark(text, contentStart, new RegExp(`</\\s*${escapeRegExp(name)}\\s*>`, 'i'));
    // An unclosed tag inside a sentence ("compare the <response> to …") names a section, it does not open one.
    if (!close && !startsLine(text, m.index)) continue;
    // …nor does one alone on its line under a label's line, a blank line after it ("Description of the image:\n<image
    // description>\n\n"): the placeholder the reply fills under that label.
    if (!close && /:[ \t]*\n[ \t]*$/.test(text.slice(Math.max(0, m.index - 120), m.index)) && /^[ \t]*(?:\n[ \t]*\n|\n?[ \t]*$)/.test(text.slice(contentStart, contentStart + 40))) continue;
    // "…in the format as <answer>index</answer>." shows the answer's form inline; it holds no data.
    // So does one in an illustration a sentence gives ("i.e., <think> reasoning here </think><answer> answer here </answer>").
    if (close && !startsLine(text, m.index) && !text.slice(contentStart, close.start).includes('\n') && (/\b(?:format|as|like|e\.g\.|example|return|output|respond|answer)\b[^\n]{0,40}$/i.test(text.slice(Math.max(0, m.index - 60), m.index)) || /(?:\bi\.e\.|\be\.g\.|\bfor (?:example|instance)\b)[^\n]{0,160}$/i.test(text.slice(Math.max(0, m.index - 200), m.index)))) continue;
    // "…in the tag <answer></answer>." / "wrap it in <verdict></verdict> tags": an empty pair named inside a sentence is a name, no section
    if (close && !startsLine(text, m.index) && /^\s*$/.test(text.slice(contentStart, close.start)) && (/\b(?:tags?|in|inside|within|between|wrap(?:ped)?|enclosed?|using|with)[ \t]*$/i.test(text.slice(Math.max(0, m.index - 30), m.index)) || /^[ \t]*tags?\b/i.test(text.slice(close.end, close.end + 10)))) continue;
    if (close) {
      const inside = text.slice(contentStart, close.start);
      // "Analyze the <input_data> and <output>…" names a tag in prose: the same tag opened again before the close is the section.
      if (new RegExp(`<\\s*${escapeRegExp(name)}[\\s>]`, 'i').test(inside)) continue;
      // A tag holding only tagged sections of its own (<inputs><query>…</query><context>…</context></inputs>) is their container.
      const inner = /^\s*<([A-Za-z][A-Za-z0-9 _-]{0,40}?)[ \t]{0,4}>/.exec(inside);
      if (inner && readLabel(inner[1]!).role !== null && /<\/[A-Za-z][A-Za-z0-9 _-]{0,40}>\s*$/.test(inside.slice(-300))) continue;
      // …and so is one holding two or more such sections among its own words (a whole prompt sent inside <user_prompt>).
      if (taggedSectionsIn(inside) >= 2) continue;
    }
    // "<question>:" then the text on the lines below: the colon is the label's, not the data's.
    const colon = !close && /^[ \t]{0,4}:/.exec(text.slice(contentStart, contentStart + 8));
    push({ start: m.index, contentStart: colon ? contentStart + colon[0].length : contentStart, label: read, close });
  }
  // Begin/end delimiters: <|begin_of_query|> … <|end_of_query|>, <Gold Target Begin>: … <Gold Target End>,
  // -----reference_starts----- … -----reference_finishes-----, ___text_starts_here___ … ___text_ends_here___
  for (const m of text.matchAll(BEGIN_MARK)) {
    if (tooMany()) return null;
    const name = (m[1] ?? m[2])!.replace(/_/g, ' ').trim();
    const label = readLabel(name);
    if (label.role === null) continue;
    const contentStart = m.index + m[0].length;
    // "<Predicted Answer Begin>" … "<Predicted End>": a close naming only the first word ends it too.
    const first = name.split(' ')[0]!;
    const names = first === name ? escapeRegExp(name) : `(?:${escapeRegExp(name).replace(/ /g, '[ _]')}|${escapeRegExp(first)})`;
    const end = new RegExp(`(?:<\\/?\\|?|\\[|[-_=*#]{2,12})[ \\t]{0,4}(?:end(?:ing)?[ _](?:of[ _])?${names}|${names}[ _-](?:ends?|finish(?:es)?|stops?)(?:[ _]here)?)[ \\t]{0,4}(?:\\|?>|\\]|[-_=*#]{2,12})`, 'i');
    const close = closingMark(text, contentStart, end);
    // "Return the answer between [Start of Answer] and [End of Answer] tags": the marks named in a sentence, not a section
    if (close && /^[ \t]{0,4}(?:and|or|to|&)[ \t]{0,4}$/i.test(text.slice(contentStart, close.start))) continue;
    push({ start: m.index, contentStart, label, close });
  }
  // START QUESTION … END QUESTION, BEGIN CANDIDATE ANSWER TO ASSESS … END CANDIDATE ANSWER TO ASSESS: words in
  // capitals, opened and closed by name (a text in capitals saying "begin" or "start" without its "end" is not one)
  if (/\bEND[ \t]+[A-Z]/.test(text)) {
    for (const m of text.matchAll(/\b(?:BEGIN|START)[ \t]+([A-Z][A-Z']{1,20}(?:[ \t]+[A-Z][A-Z']{0,20}){0,5})\b/g)) {
      if (tooMany()) return null;
      const name = m[1]!;
      const label = readLabel(name.toLowerCase().replace(/\s+to\s+(?:assess|evaluate|judge|grade|review|check|rate)$/, ''));
      if (label.role === null) continue;
      const contentStart = m.index + m[0].length;
      const close = closingMark(text, contentStart, new RegExp(`\\bEND[ \\t]+${escapeRegExp(name)}\\b`));
      if (close) push({ start: m.index, contentStart, label, close });
    }
  }
  // ----- start trajectory ----- … ----- end trajectory -----: a section opened and closed by name between dashes
  // (a run of dashes is entered at its first dash only: a page of dashes is read once)
  if (/(?<!-)-{2,12}[ \t]*end\b/i.test(text)) {
    for (const m of text.matchAll(/(?<!-)-{2,12}[ \t]*(?:start|begin)(?:[ \t]+of)?[ \t]+([A-Za-z][A-Za-z _'-]{0,40}?)[ \t]*-{2,}/gi)) {
      if (tooMany()) return null;
      const label = readLabel(m[1]!.toLowerCase());
      if (label.role === null) continue;
      const contentStart = m.index + m[0].length;
      const close = closingMark(text, contentStart, new RegExp(`(?<!-)-{2,12}[ \\t]*end(?:[ \\t]+of)?[ \\t]+${escapeRegExp(m[1]!)}[ \\t]*-{2,}`, 'i'));
      if (close) push({ start: m.index, contentStart, label, close });
    }
  }
  // [The Start of X] … [The End of X], and <|The Start of X|> … <|The End of X|> (Arena-Hard)
  for (const m of text.matchAll(/(\[|<\|)The Start of ([^\]|\n]{1,60})(\]|\|>)/gi)) {
    if (tooMany()) return null;
    const contentStart = m.index + m[0].length;
    const [open, close] = m[1] === '[' ? ['\\[', '\\]'] : ['<\\|', '\\|>'];
    push({ start: m.index, contentStart, label: readLabel(`the start of ${m[2]}`), close: closingMark(text, contentStart, new RegExp(`${open}The End of ${escapeRegExp(m[2]!)}${close}`, 'i')) });
  }
  // …and as MT-Bench's translations write them ("[Der Anfang der Referenzantwort]" … "[Das Ende der Referenzantwort]",
  // "[Début de la réponse de l'assistant A]", "[Начало ответа ассистента A]"): closed by the next line naming an end
  for (const m of text.matchAll(START_OF_INTL)) {
    if (tooMany()) return null;
    const contentStart = m.index + m[0].length;
    const label = readLabel(m[1]!.replace(/'s\b/g, ''));
    if (label.role === null) continue;
    push({ start: m.index, contentStart, label, close: closingMark(text, contentStart, END_OF_INTL) });
  }
  // "[참조용 답변 시작]" … "[참조용 답변 끝]", "<|参考回答の開始|>" … "<|参考回答の終了|>": a name, then the word for its start
  // in Korean, Japanese or Chinese, closed by the next mark holding the word for its end
  for (const m of text.matchAll(START_OF_CJK)) {
    if (tooMany()) return null;
    const contentStart = m.index + m[0].length;
    const label = readLabel((m[1] ?? m[2]!).trim());
    if (label.role === null) continue;
    push({ start: m.index, contentStart, label, close: closingMark(text, contentStart, END_OF_CJK) });
  }
  // <|User Prompt|>  (a special-token label on its own line: the section runs to the next marker)
  for (const m of text.matchAll(/<\|([A-Za-z][A-Za-z0-9 '_-]{0,40})\|>[ \t]{0,8}\r?\n/g)) {
    if (tooMany()) return null;
    if (/^the (?:start|end) of\b/i.test(m[1]!)) continue;
    const label = readLabel(m[1]!);
    if (label.role === null) continue;
    // closed by "<|End of User Prompt|>" where the template writes one
    const contentStart = m.index + m[0].length;
    const close = text.includes('<|End of') || text.includes('<|The End of') ? closingMark(text, contentStart, new RegExp(`<\\|(?:The )?End of ${escapeRegExp(m[1]!)}\\|>`, 'i')) : null;
    push({ start: m.index, contentStart, label, close, heading: true });
  }
  // "output": """…"""  (AlpacaEval's Python-style records): a value between triple quotes, labelled by its key
  if (text.includes('"""')) {
    for (const m of text.matchAll(/"([A-Za-z_][A-Za-z0-9_ ]{0,40})"[ \t]{0,4}:[ \t]{0,4}"""/g)) {
      if (tooMany()) return null;
      const label = readLabel(m[1]!.replace(/_/g, ' '));
      if (label.role === null || label.role === 'answer_slot') continue;
      const contentStart = m.index + m[0].length;
      push({ start: m.index, contentStart, label: { ...label, listed: true }, close: closingMark(text, contentStart, /"""/) });
    }
  }
  // [[ ## question ## ]]  (DSPy's field markers: each field runs to the next marker)
  for (const m of text.matchAll(/\[\[[ \t]{0,4}##[ \t]{0,4}([A-Za-z][A-Za-z0-9_ ]{0,40}?)[ \t]{0,4}##[ \t]{0,4}\]\]/g)) {
    if (tooMany()) return null;
    const label = readLabel(m[1]!.replace(/_/g, ' '));
    if (label.role === null) continue;
    push({ start: m.index, contentStart: m.index + m[0].length, label, close: null, heading: true });
  }
  // /KEY POINT/ … /END OF KEY POINT/   (TruLens' slash-delimited sections)
  for (const m of text.matchAll(/(?:^|\n)[ \t]{0,8}\/([A-Z][A-Z _-]{1,40})\/[ \t]{0,8}\r?\n/g)) {
    if (tooMany()) return null;
    if (/^END OF\b/.test(m[1]!)) continue;
    const label = readLabel(m[1]!);
    if (label.role === null) continue;
    const contentStart = m.index + m[0].length;
    push({ start: m.index + (m[0].startsWith('\n') ? 1 : 0), contentStart, label, close: closingMark(text, contentStart, new RegExp(`/END OF ${escapeRegExp(m[1]!)}/`, 'i')) });
  }
  // [Label]: value   and   [Label] / [Label 2] on its own line
  // (Korean ones too, "[사용자 질문]"; a Korean start or end mark is read above)
  // (…and Cyrillic ones, "[Вопрос]")
  // (…glossed in parentheses inside the brackets, "[모범 답변 (Golden Answer)]", "[Reference Answer (gold)]": the words before the
  // gloss name the part, else the gloss in English does)
  for (const m of text.matchAll(/\[([A-Za-z\u0400-\u04FF\uAC00-\uD7A3][A-Za-z0-9\u0400-\u04FF\uAC00-\uD7A3 '_-]{0,40}?)(?:[ \t]{0,2}\(([A-Za-z][A-Za-z '_-]{0,39})\))?\][ \t]{0,8}(?::|\r?\n|$)/g)) {
    if (tooMany()) return null;
    if (/^(?:the start of|the end of|begin data|end data|result)\b/i.test(m[1]!) || /(?:시작|끝)$/.test(m[1]!)) continue;
    const named = readLabel(m[1]!);
    // (the gloss only where it translates words of another script: "[support-bot-v2 (Model …)]" in the data is no label)
    const label = named.role === null && m[2] !== undefined && !/^[\x00-\x7F]*$/.test(m[1]!) ? readLabel(m[2]) : named;
    // "[System]" alone on its line names no part, but still ends the section before it.
    if (label.role === null && !(startsLine(text, m.index) && /^\[[^\]]*\][ \t]*\r?\n$/.test(m[0]))) continue;
    // A bracketed label is the template's own level ("[Question]: … Question: …" keeps its inner line),
    // closed by "[End of Assistant 1]" where the template writes one.
    const contentStart = m.index + m[0].length;
    const close = /\[(?:The )?End of/i.test(text) ? closingMark(text, contentStart, new RegExp(`\\[(?:The )?End of ${escapeRegExp(m[1]!)}\\]`, 'i')) : null;
    push({ start: m.index, contentStart, label, close, heading: true });
  }
  // "[Query] Why do cats purr?": a bracketed label at the start of a line with its content after it on the same line,
  // when its words name a part (a "[1]" or "[citation]" opening a line is not a label)
  for (const m of text.matchAll(/(?:^|\n)[ \t]{0,4}\[([A-Za-z][A-Za-z0-9 '_-]{0,40})\][ \t]{1,4}(?=[^\s:(\[])/g)) {
    if (tooMany()) return null;
    const label = readLabel(m[1]!);
    if (label.role === null || label.role === 'answer_slot') continue;
    push({ start: m.index + (m[0].startsWith('\n') ? 1 : 0), contentStart: m.index + m[0].length, label, close: null, heading: true });
  }
  // "…which best fits the following criteria: <the criteria>": the rest of the line, else the next paragraph.
  for (const m of text.matchAll(/\b(?:the following|these|this|the|my|our)[ \t]{1,4}(criteria|criterion|rubric)[ \t]{0,4}:[ \t]{0,8}/gi)) {
    if (tooMany()) return null;
    const contentStart = m.index + m[0].length;
    const sameLine = text[contentStart] !== '\n' && text[contentStart] !== '\r';
    const block = sameLine ? null : /\S[\s\S]*?(?:\n[ \t]*\n|$)/.exec(text.slice(contentStart, contentStart + MAX_SECTION));
    const end = sameLine ? text.indexOf('\n', contentStart) : contentStart + (block ? block.index + block[0].length : 0);
    const stop = end < 0 ? text.length : end;
    if (/^\s*[<[{]/.test(text.slice(contentStart, contentStart + 200))) continue; // the criteria follow in their own section
    push({ start: contentStart, contentStart, label: readLabel(m[1]!), close: { start: stop, end: stop }, softClose: true });
  }
  // "END OF CONTEXT 0" lines: looked for per label only in a text that has one
  const endLines = /\n[ \t]{0,8}END\b/i.test(text);
  // The keys of a JSON answer listed under the sentence asking for it ("- summary: …") describe the answer, not data.
  const keyLists = text.includes('- ') || text.includes('* ') ? announcedKeyLists(text) : [];
  // LABEL: / **Label:** / ###Label: / *** LABEL: / - **Label:** at the start of a line (Korean labels too: "질문:"; Arabic,
  // Persian, Hindi and Thai ones: "السؤال:", "پرسش:", "प्रश्न:", "คำถาม:")
  // (…an emoji before the label too: "🧠 ACTUAL SOLUTION CODE:", "👨‍🎓 STUDENT CODE:")
  for (const m of text.matchAll(/(?:^|\n)([ \t]{0,12}(?:[-•>][ \t]{1,4})?(?:(?:#{1,4}|\*{3})[ \t]{0,4})?(?:(?:[\uD83C-\uD83E][\uDC00-\uDFFF]|[\u2600-\u27BF])[\uFE0F\u200D]{0,2}){0,4}[ \t]{0,3}(?:\*\*)?)([A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u0600-\u06FF\u0900-\u097F\u0E00-\u0E7F\u1E00-\u1EFF\uAC00-\uD7A3][A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u0600-\u06FF\u0900-\u097F\u0E00-\u0E7F\u200C\u1E00-\u1EFF\uAC00-\uD7A30-9 _'/,-]{0,50}?(?:[ \t]{0,4}\([^)\n]{0,80}\))?)(?:[ \t]{0,4}(?:\*\*|#{1,4}))?[ \t]{0,4}:(?:\*\*)?(?:#{1,4}(?=[ \t]{0,8}\n))?/g)) {
    if (tooMany()) return null;
    const start = m.index + (m[0].startsWith('\n') ? 1 : 0);
    if (keyLists.some((list) => start >= list.start && start < list.end)) continue;
    const label = readLabel(m[2]!);
    // A label in capitals names the template's own level: "SCORING SYSTEM:" ends a section labelled in capitals too.
    const caps = isCapitalLabel(m[2]!);
    if (label.role === null) {
      // ordinary lines ("Note:") are instruction text. A capitals label that heads a paragraph of its own (a blank line
      // before it, its content on the lines below) is the template's; "NOTE: …" inside a reply is not.
      const headsParagraph = /\n[ \t]*\n[ \t]*$/.test(text.slice(Math.max(0, start - 40), start)) && /^[ \t]*(?:\r?\n|$)/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 40));
      if (caps && headsParagraph && !/[-•]/.test(m[1]!)) push({ start, contentStart: m.index + m[0].length, label, close: null, caps: true, boundary: true });
      // "### Ground Truth Result:" naming no part still ends the section of a heading written the same way before it
      else if (/#/.test(m[1]!)) push({ start, contentStart: m.index + m[0].length, label, close: null, level: /#{1,4}/.exec(m[1]!)![0].length, boundary: true, colonHeading: true });
      continue;
    }
    if (label.role === 'answer_slot' && /[-•]/.test(m[1]!)) continue; // "- Score: …" is a rubric line
    const contentStart = m.index + m[0].length;
    // "Output: 1 if paraphrase, 0 otherwise": a line that defines the answer's values is the slot for the answer
    if (label.role !== 'answer_slot' && ANSWER_DEFINED.test(text.slice(contentStart, contentStart + 300))) {
      push({ start, contentStart, label: { role: 'answer_slot', side: null }, close: null });
      continue;
    }
    // "CONTEXT 0:" … "END OF CONTEXT 0": a label closed by a line naming its end
    const ending = !endLines ? null : closingMark(text, contentStart, new RegExp(`\\n[ \\t]{0,8}END(?: OF)?[ \\t]{1,4}${escapeRegExp(m[2]!.trim())}[ \\t]{0,8}(?=\\r?\\n|$)`, 'i'));
    const hashes = /#{1,4}/.exec(m[1]!)?.[0].length;
    push({ start, contentStart, label, close: ending, ...(/#|\*{3}/.test(m[1]!) ? { heading: true as const } : {}), ...(hashes ? { level: hashes, colonHeading: true as const } : {}), ...(caps ? { caps: true as const } : {}) });
  }
  // key: targets / value: …  (a named value, as MLflow renders a metric's extra inputs): labelled by its key
  for (const m of text.matchAll(/(?:^|\n)[ \t]{0,8}key:[ \t]{0,4}([A-Za-z][A-Za-z0-9 _-]{0,40}?)[ \t]{0,8}\r?\n[ \t]{0,8}value:[ \t]{0,4}/g)) {
    if (tooMany()) return null;
    const label = readLabel(m[1]!.replace(/_/g, ' '));
    if (label.role === null || label.role === 'answer_slot') continue;
    push({ start: m.index + (m[0].startsWith('\n') ? 1 : 0), contentStart: m.index + m[0].length, label, close: null });
  }
  // ### Response  (a markdown heading alone on its line, in any script: "# 質問", "## 질문")
  // (…or a lone letter naming a side, "# A" and "# B" both, under an instruction that compares answers A and B)
  const lettered = /(?:^|\n)[ \t]{0,12}#{1,4}[ \t]{0,4}A[ \t]*\r?\n/.test(text) && /(?:^|\n)[ \t]{0,12}#{1,4}[ \t]{0,4}B[ \t]*\r?\n/.test(text);
  // (…its words perhaps two names between a slash or glossed in parentheses, "### GABARITO / PONTOS-CHAVE ESPERADOS ###",
  // "### RESPOSTA VERBAL DO ALUNO (TRANSCRITA) ###"; the prompt's last line too, "### GERE O FEEDBACK AGORA ###")
  for (const m of text.matchAll(/(?:^|\n)[ \t]{0,12}(#{1,4})[ \t]{0,4}(\p{L}[\p{L}\p{M}\p{N} _'-]{0,40}?(?:[ \t]\/[ \t]\p{L}[\p{L}\p{M}\p{N} _'-]{0,40}?)?(?:[ \t]{0,2}\([\p{L}\p{M} _'-]{1,30}\))?)[ \t]{0,8}(?:#{1,6}[ \t]{0,8})?(?:\r?\n|$)/gu)) {
    if (tooMany()) return null;
    const label = lettered && /^[AB]$/.test(m[2]!) ? readLabel(`Answer ${m[2]!}`) : readLabel(m[2]!);
    const start = m.index + (m[0].startsWith('\n') ? 1 : 0);
    const level = m[1]!.length;
    if (label.role === null) push({ start, contentStart: m.index + m[0].length, label, close: null, level, boundary: true });
    else push({ start, contentStart: m.index + m[0].length, label, close: null, heading: true, level });
  }
  // Chinese labels: "[参考答案开始] … [参考答案结束]", "【问题】", "用户的提问：" (template-labels-zh.ts reads their
  // words); a 【label】 may be followed by its content on the same line ("【题目】简述…"); bold closed before its colon or
  // after it ("**参考答案:**")
  if (/\p{Script=Han}|\p{Script=Katakana}/u.test(text)) {
    for (const m of text.matchAll(/\[([\p{Script=Han}\p{Script=Katakana}A-Za-z][^\]\n]{0,15}?)(开始|開始|始まり)\]/gu)) {
      if (tooMany()) return null;
      const label = readLabel(m[1]!);
      if (label.role === null) continue;
      const contentStart = m.index + m[0].length;
      push({ start: m.index, contentStart, label, close: closingMark(text, contentStart, new RegExp(`\\[${escapeRegExp(m[1]!)}(?:结束|終了|終わり)\\]`, 'u')), heading: true });
    }
    for (const m of text.matchAll(/(?:^|\n)[ \t]{0,12}(?:[-•][ \t]{1,4})?(?:\*\*|[[【])?([\p{Script=Han}\p{Script=Katakana}A-Za-z][\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}\u30FCA-Za-z0-9]{0,15}?)(?:\*\*|[\]】])?[ \t]{0,4}(?:[:：](?:\*\*)?|(?<=[\]】])[ \t]{0,8}(?=\r?\n)|(?<=【[^】\n]{1,16}】)(?=[^\s:：]))/gu)) {
      if (tooMany()) return null;
      // (a label in kana alone, "コメント:", only where its words name a part)
      const kana = !/\p{Script=Han}/u.test(m[1]!) && /[\p{Script=Katakana}\p{Script=Hiragana}]/u.test(m[1]!);
      if ((!kana && !/\p{Script=Han}/u.test(m[1]!)) || /(?:开始|结束|開始|終了|始まり|終わり)$/u.test(m[1]!)) continue;
      const label = readLabel(m[1]!);
      if (kana && label.role === null) continue;
      const start = m.index + (m[0].startsWith('\n') ? 1 : 0);
      // A 【label】 of no known role ("【分值】6") still ends the section before it; its own content is the template's.
      if (label.role === null && !m[0].includes('【')) continue;
      push({ start, contentStart: m.index + m[0].length, label, close: null, ...(/[[【]/.test(m[0]) ? { heading: true as const } : {}) });
    }
  }
  // ** Query **  (a bold label alone on its line, no colon: a heading of the template's)
  for (const m of text.matchAll(/(?:^|\n)[ \t]{0,12}\*\*[ \t]{0,4}([A-Za-z\u00C0-\u024F\u0400-\u04FF][A-Za-z\u00C0-\u024F\u0400-\u04FF0-9 _'-]{0,40}?)[ \t]{0,4}\*\*[ \t]{0,8}\r?\n/g)) {
    if (tooMany()) return null;
    const label = readLabel(m[1]!);
    if (label.role === null) continue;
    const start = m.index + (m[0].startsWith('\n') ? 1 : 0);
    push({ start, contentStart: m.index + m[0].length, label, close: null, heading: true });
  }
  const ordered = outsideFencedContent(
    text,
    markers.sort((a, b) => a.start - b.start).filter((m, i, all) => i === 0 || m.start !== all[i - 1]!.start),
  );
  if (ordered.length > MAX_MARKERS) return null;
  // A section inside a tag that shows the answer's form (<response_format>Response: <response>Score: [1-5]…
  // </response_format>, <output_example>) is that form's words, not data: it still ends the section before it.
  const read = ordered.map((m) => (insideFormatTag(text, m.start) ? { ...m, label: { ...m.label, role: null } } : m));
  return withinHeadings(numberedCandidates(scoped(read)), text);
}

/** A code fence opening a section's content: blank lines, then ``` or ~~~ (with its language) on a line of its own. */
const FENCE_OPENING = /^[ \t]*(?:\r?\n[ \t]*){0,3}(`{3,}|~{3,})[^\n`]{0,30}\r?\n/;

/**
 * Drops the markers that stand inside a fenced block holding a section's whole content ("## Content to
 * Evaluate" over a fenced plan): there a heading ("## Requirements") or a label line ("Answer:") is the judged
 * text's own markup, not the template's, however the filled text is written.
 */
function outsideFencedContent(text: string, markers: Marker[]): Marker[] {
  const fenced: [number, number][] = [];
  let reach = -1;
  for (const marker of markers) {
    if (marker.contentStart < reach) continue;
    const opening = FENCE_OPENING.exec(text.slice(marker.contentStart, marker.contentStart + 120));
    if (!opening) continue;
    const from = marker.contentStart + opening[0].length;
    const closing = new RegExp(`\\n[ \\t]{0,4}${opening[1]![0] === '`' ? '`' : '~'}{${opening[1]!.length},}[ \\t]*(?=\\r?\\n|$)`, 'g');
    closing.lastIndex = from - 1;
    const close = closing.exec(text);
    if (!close) continue;
    fenced.push([from, close.index]);
    reach = close.index;
  }
  if (fenced.length === 0) return markers;
  // (a tag closed in the fence, `<answer>…</answer>` of a shown example, still marks its own section)
  return markers.filter((m) => m.close !== null || !fenced.some(([from, to]) => m.start >= from && m.start < to));
}

/**
 * Numbered candidates ("Answer_0" / "Answer_1", "<text 1>" … "<text 4>") are the two sides of a pair
 * whether they count from 0 or from 1: the first two are output and output_b, later ones are not judged.
 */
function numberedCandidates(markers: Marker[]): Marker[] {
  // records listing several outputs in order ("output": """…""" twice) are numbered by their order
  const listed = markers.filter((m) => m.label.listed && m.label.role === 'output');
  if (listed.length >= 2) markers = markers.map((m) => (listed.includes(m) ? { ...m, label: { ...m.label, index: listed.indexOf(m) } } : m));
  const candidates = markers.filter((m) => m.label.index !== undefined && (m.label.role === 'output' || m.label.role === 'output_b'));
  const indices = new Set(candidates.map((m) => m.label.index!));
  if (indices.size < 2) return markers;
  const first = Math.min(...indices);
  return markers.flatMap((m) => {
    if (!candidates.includes(m)) return [m];
    const side = m.label.index! - first + 1;
    // a third candidate still ends the second one's section, and is not read
    if (side > 2) return [{ ...m, label: { ...m.label, role: null, extra: true as const } }];
    return [{ ...m, label: { ...m.label, side: side as 1 | 2, role: side === 1 ? ('output' as const) : ('output_b' as const) } }];
  });
}

const PART_ROLES = new Set(['output', 'output_b', 'question', 'reference', 'context']);

/** "SCORING SYSTEM", "AI'S ACTUAL OUTPUT (the reply)": two or more capital letters and no small ones outside parentheses. */
function isCapitalLabel(raw: string): boolean {
  const words = raw.replace(/\([^)]*\)/g, '');
  return /[A-Z].*[A-Z]/.test(words) && !/[a-z]/.test(words);
}

/**
 * The Markdown scope of each plain label: the level of the heading it stands under ("### Input" over
 * "Reference response: …"), so the next heading of that level or higher ends its section too
 * ("### Matching rules"). A label under no heading has no scope: a report's own headings stay in it.
 */
function scoped(markers: Marker[]): Marker[] {
  let enclosing: number | undefined;
  return markers.map((m) => {
    if (m.level !== undefined) {
      enclosing = m.level;
      return m;
    }
    return enclosing === undefined ? m : { ...m, scope: enclosing };
  });
}

/**
 * Plain `Label:` lines inside a heading section that holds a part (`*** INPUT:` then `INPUT: …`
 * `OUTPUT: …`, as Opik's G-Eval is filled) are that part's text, not sections of the template:
 * a template that marks its sections with headings says what each part is at that level.
 */
function withinHeadings(markers: Marker[], text: string): Marker[] {
  if (markers.filter((m) => m.heading).length < 2) return markers;
  // "[END DATA]" closes the last bracketed section: lines after it are the template's again.
  const dataEnds = [...text.matchAll(/\[END DATA\]/gi)].map((m) => m.index);
  let inPart = false;
  let partStart = 0;
  return markers.filter((m) => {
    // a heading that names no part is kept for the sections headed at its level to end at
    if (m.boundary) return true;
    if (m.heading) {
      // "###INPUTS:###" over "Input:" / "Output:" / "Context:" lines holds the parts, each under its own label.
      const container = /^[^A-Za-z]*(?:inputs|(?:the )?(?:response|candidate|model) texts(?: to evaluate)?)\W*$/i.test(text.slice(m.start, m.contentStart));
      inPart = m.label.role !== null && PART_ROLES.has(m.label.role) && !container;
      partStart = m.start;
      return true;
    }
    if (inPart && dataEnds.some((at) => at > partStart && at < m.start)) inPart = false;
    // the slot for the judge's answer ("reasoning:") is the template's, wherever it stands
    return !(inPart && m.close === null && m.label.role !== 'answer_slot');
  });
}
