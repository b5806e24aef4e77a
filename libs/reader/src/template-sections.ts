/**
 * A grader template written for another judge (reasoning on): one message whose parts are marked
 * by labels, in one of the styles judge prompts share: `[Submission]: …` (OpenAI evals, autoevals,
 * inspect, LangChain), `<output>…</output>` (promptfoo, Phoenix), `[The Start of Assistant's
 * Answer] … [The End of …]` (MT-Bench), `###Response to evaluate:` (Prometheus), `QUESTION: …`
 * lines (LangChain, TruLens, Opik). Parts are found by what their label says, not by knowing the
 * template, so an unseen template in a known style reads too. Few-shot examples come before the
 * data, so the last section of each part is the one judged.
 */
export type TemplatePart = 'criterion' | 'output' | 'question' | 'reference' | 'context';

export interface TemplateRead {
  criterion: string | null;
  parts: Partial<Record<TemplatePart, string>>;
  /** The template's own words outside its sections: its instruction and answer format. */
  instruction: string;
}

/** What a label names, by its words. Order matters: the first rule whose words match wins. */
const ROLE_RULES: [TemplatePart, RegExp][] = [
  ['criterion', /^(?:criteri(?:on|a)|rubrics?|score rubrics?|grading rubric|evaluation criteria|assertion|metric definition)$/],
  ['reference', /^(?:reference(?: answer)?(?: \(score \d+\))?|expert(?: answer)?|ground truth|correct answer|gold(?: answer)?|ideal(?: answer)?|expected(?: output| answer)?|true answer|target|the start of reference answer)$/],
  ['context', /^(?:context|contexts|reference text|document(?:_text| text)?|documents|retrieved context|retrieval context|passage|knowledge|background|source|search result)$/],
  ['question', /^(?:question|user question|query|user query|input|task|prompt|user input|the instruction to evaluate|instruction to evaluate)$/],
  [
    'output',
    /^(?:submission|response|response to evaluate|answer|output|completion|generation|generated (?:answer|text)|model (?:answer|output)|actual output|llm output|student answer|prediction|predicted answer|claim|statement|text|the start of assistant'?s answer|assistant'?s answer)$/,
  ],
];

function roleOf(label: string): TemplatePart | null {
  const words = label.toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  for (const [role, rule] of ROLE_RULES) if (rule.test(words)) return role;
  return null;
}

const ANSWER_SLOT = /^(?:grade|score|rating|verdict|reasoning|explanation|feedback|json|result|relevance|evaluation|your (?:answer|grade|evaluation))$/i;

interface Marker {
  start: number;
  contentStart: number;
  role: TemplatePart | null;
  /** A closing mark the content ends at (`</output>`, `[The End of …]`), if the style has one. */
  close: RegExp | null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function markersIn(text: string): Marker[] {
  const markers: Marker[] = [];
  const add = (start: number, contentStart: number, label: string, close: RegExp | null) => markers.push({ start, contentStart, role: roleOf(label), close });
  // <label> … </label>
  for (const m of text.matchAll(/<([A-Za-z][A-Za-z _-]{0,40})>/g)) {
    add(m.index, m.index + m[0].length, m[1]!, new RegExp(`</${escapeRegExp(m[1]!)}>`, 'i'));
  }
  // [The Start of X] … [The End of X]
  for (const m of text.matchAll(/\[The Start of ([^\]\n]{1,60})\]/gi)) {
    add(m.index, m.index + m[0].length, `the start of ${m[1]}`, new RegExp(`\\[The End of ${escapeRegExp(m[1]!)}\\]`, 'i'));
  }
  // [Label]: value   and   [Label] on its own line
  for (const m of text.matchAll(/\[([A-Za-z][A-Za-z ']{0,40})\](?::|[ \t]*\n)/g)) {
    if (/^(?:the start of|the end of|begin data|end data)/i.test(m[1]!)) continue;
    add(m.index, m.index + m[0].length, m[1]!, null);
  }
  // ###Label: / ## Label   and   LABEL: / Label: at the start of a line
  for (const m of text.matchAll(/(?:^|\n)[ \t]*(?:#{1,4}[ \t]*)?(?:\*\*)?([A-Za-z][A-Za-z _'()0-9-]{0,40}?)(?:\*\*)?[ \t]*:/g)) {
    const label = m[1]!;
    // The slot where the judge's answer goes ("GRADE:", "Score:") ends the section before it.
    if (ANSWER_SLOT.test(label.trim())) {
      const start = m.index + (m[0].startsWith('\n') ? 1 : 0);
      markers.push({ start, contentStart: m.index + m[0].length, role: null, close: null });
      continue;
    }
    if (!roleOf(label)) continue; // ordinary lines ("Note:") are instruction text
    const start = m.index + (m[0].startsWith('\n') ? 1 : 0);
    add(start, m.index + m[0].length, label, null);
  }
  return markers.sort((a, b) => a.start - b.start).filter((m, i, all) => i === 0 || m.start !== all[i - 1]!.start);
}

const FENCE_CHARS = new Set(['*', '"', '-', '`']);
const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);

/**
 * A section's text without the whitespace and the fences around it (runs of three or more `*`,
 * `"`, `-` or backticks): one pass from each end, so linear whatever the text holds.
 */
function unfenced(text: string): string {
  let start = 0;
  let end = text.length;
  for (;;) {
    while (start < end && isSpace(text[start])) start++;
    let run = start;
    while (run < end && FENCE_CHARS.has(text[start]!) && text[run] === text[start]) run++;
    if (run - start < 3) break;
    start = run;
  }
  for (;;) {
    while (end > start && isSpace(text[end - 1])) end--;
    let run = end;
    while (run > start && FENCE_CHARS.has(text[end - 1]!) && text[run - 1] === text[end - 1]) run--;
    if (end - run < 3) break;
    end = run;
  }
  return text.slice(start, end);
}

/** Templates have a handful of sections; more labels than this is text, not a template. */
const MAX_MARKERS = 64;

/** The parts of a template, or null when the text has no output section (it is not a template). */
export function readTemplate(text: string): TemplateRead | null {
  const markers = markersIn(text);
  // Each section may search for its closing tag: bounded work however many labels a text has.
  if (markers.length > MAX_MARKERS) return null;
  const parts: Partial<Record<TemplatePart, string>> = {};
  const covered: [number, number][] = [];
  markers.forEach((marker, i) => {
    let end = i + 1 < markers.length ? markers[i + 1]!.start : text.length;
    let closeEnd = end;
    if (marker.close) {
      const close = marker.close.exec(text.slice(marker.contentStart));
      if (close) {
        end = marker.contentStart + close.index;
        closeEnd = end + close[0].length;
      }
    }
    const endData = /\[END DATA\]/i.exec(text.slice(marker.contentStart, end));
    if (endData) {
      end = marker.contentStart + endData.index;
      closeEnd = end; // the words after [END DATA] are the instruction
    }
    const content = unfenced(text.slice(marker.contentStart, end));
    if (marker.role && content && !(marker.role in parts && marker.close === null && content.length === 0)) {
      parts[marker.role] = content; // later sections (the data after few-shot examples) win
      covered.push([marker.start, Math.max(end, closeEnd)]);
    }
  });
  if (!parts.output) return null;
  let instruction = '';
  let at = 0;
  for (const [start, end] of covered.sort((a, b) => a[0] - b[0])) {
    if (start > at) instruction += `${text.slice(at, start)}\n`;
    at = Math.max(at, end);
  }
  instruction += text.slice(at);
  const { criterion, ...rest } = parts;
  return { criterion: criterion ?? null, parts: rest, instruction: instruction.replace(/\[(?:BEGIN|END) DATA\]/gi, '').trim() };
}
