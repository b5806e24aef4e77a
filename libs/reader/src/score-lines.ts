/**
 * Several scores asked on labelled lines, one per dimension ("RELEVANCE: <0-3>\nDIVERSITY: <0-3>\nREASONING: <…>",
 * "Correttezza: [0-10]", "Feasibility: [[<score>]], Safety: [[<score>]]"): the answer's layout is the lines as shown,
 * each score line a dimension on the range its slot shows (else the prompt's scale), the other lines the reasoning's.
 * Judged like a JSON answer of dimensions: taught as an object of them (json-dimensions.ts learnedVerdict), written
 * back line by line. Read from the template's own instruction; every pattern is bounded and anchored to a line.
 */
import type { Scale } from './answer-format';
import type { AnswerLine } from './answer-layouts';
import { wholeScale, type Dimension } from './json-dimensions';
import { escapeRegExp } from './template-markers';

/** The layout read: its lines in order, the dimensions its score lines carry, and how the lines are joined. */
export interface ScoreLines {
  lines: AnswerLine[];
  keys: string[];
  dimensions: Dimension[];
  joiner: string;
  /** A label alone on the line right above the scores ("SCORES:"), written above them as shown. */
  header?: string;
}

/** Lines of a layout looked at: a format block is a handful of lines, and the text's last part holds it. */
const MAX_LINES = 400;
const TAIL = 8000;
/** Dimensions a layout may carry (a rubric of a few aspects and an overall one). */
const MAX_DIMENSIONS = 12;

/** A line's label: bullets and numbering aside (a Markdown heading's marks kept, written as shown), a name of one to five words before a colon, bold, bracketed or not. */
// (…or a name in lenticular brackets, the word for its score after it: "【规范依据相关性】得分：")
// (…or in italics, "*Justification:*", the line a bold score's explanation goes on)
const LABEL = /^[ \t]{0,8}(?:[-*•][ \t]{1,3}|\d{1,2}[.)][ \t]{1,3})?((?:#{1,4}[ \t]{1,3})?(?:\*\*|\*|\[|【)?([\p{L}][\p{L}\p{N}'&/ _-]{0,40}?(?:[ \t]{0,2}[(（][^()（）\n]{1,20}[)）])?)(?:\*\*|\]|】(?:得分|评分|評分|分数|分數|打分)?)?[ \t]{0,2}[:：](?:\*\*|\*)?)[ \t]{0,3}/u;
/** Words a reasoning's label is made of ("Feedback", "Reasoning", "Brief justification"). */
// (…in Chinese, Japanese or Korean too, where no word boundary is marked: "理由", "根拠", "이유")
const REASON_LABEL = /\b(?:reason(?:s|ing)?|explanation|justification|rationale|feedback|comments?|analysis|notes?|critique|summary|thoughts?|why|motivazione|spiegazione|commento|begründung|kommentar|explicación|comentario|raison|commentaire|justifica\w*|flagged)\b|理由|原因|解释|解釋|说明|說明|分析|评语|評語|根拠|이유|근거/iu;

const NUMBER = '-?\\d{1,4}(?:\\.\\d{1,3})?';
/** A slot holding a range: `<0-3>`, `<integer 1-5>`, `[0-10]`, `[Score 1-5]`, `(1-10)`. */
const RANGE_SLOT = new RegExp(`^[<\\[(][ \\t]{0,2}(?:[\\p{L}]{1,12}[ \\t]{1,2}){0,3}(${NUMBER})[ \\t]{0,2}(?:-|–|—|to|and|a|bis|und|y|et)[ \\t]{0,2}(${NUMBER})[ \\t]{0,2}[>\\])]`, 'iu');
/** …said in Chinese or Japanese: `<0到1之间的分数>` (a score between 0 and 1), `<1～5の整数>`. */
const RANGE_SLOT_CJK = new RegExp(`^[<\\[(（][ \\t]{0,2}(${NUMBER})[ \\t]{0,2}(?:到|至|~|～|-|から)[ \\t]{0,2}(${NUMBER})[ \\t]{0,2}[^<>\\[\\]()（）\\n\\d]{0,8}[>\\])）]`, 'u');
/** A slot naming a score without its range: `<score>`, `[rating]`, `{score}`, `<int>`, `awareness_score`. */
// (…or a bare name ending in _score, as the line's key names it: "[Awareness]: awareness_score")
// (…or a code name holding one of those words among its parts: "final_score:{evaluation_response_int}")
const NAMED_SLOT = /^(?:[<[{][ \t]{0,2}(?:[a-z]{1,12}[ \t]{1,2}){0,2}(?:[a-z]{1,20}_){0,4}(?:score|rating|grade|int|integer|number|points?|punteggio|voto|note|punktzahl|puntuaci[óo]n)(?:_[a-z]{1,20}){0,4}[ \t]{0,2}[>\]}]|[a-z][a-z0-9]{1,30}_(?:score|rating)[ \t]*$)/iu;
/** A score in double brackets, MT-Bench's way: `[[<score>]]`, `[[rating]]`, `[[1-10]]`, `[[評価値を記入]]`. */
const BRACKETED_SLOT = new RegExp(`^\\[\\[[ \\t]{0,2}(?:<[ \\t]{0,2}(?:score|rating|int|integer|number)[ \\t]{0,2}>|score|rating|[^\\]\\n\\d]{0,8}(?:評価値|評価|点数|スコア|分数|得分|评分|점수)[^\\]\\n\\d]{0,8}|(${NUMBER})[ \\t]{0,2}(?:-|–|to)[ \\t]{0,2}(${NUMBER}))[ \\t]{0,2}\\]\\]`, 'i');
/** A letter standing for the score, a unit after it where the language writes one: `X`, `XX`, `N分`, `X点`. */
// (…or another capital standing for a second score: "Actionability=X, Evidence=Y")
const LETTER_SLOT = /^(?:XX?|NN?|[YZ])[ \t]{0,2}([分点점]?)[ \t]*$/;
/** A score out of a total: `x/3`, `N/10`, `_/5`, `[score]/100`. */
const OUT_OF_SLOT = /^(?:x|n|_{1,3}|\?|[<[{](?:score|rating|points?|marks?)[>\]}])[ \t]{0,2}\/[ \t]{0,2}(\d{1,3})(?![\w/])/i;
/** After a score's slot, its explanation's on the same line: " - [Explanation]", " — <why>". */
const EXPLAINED = /^([ \t]{0,2}[-–—:|][ \t]{0,2})(?:[<[][^<>[\]\n]{3,80}[>\]]|\.{3}|…)[ \t]*$/;

/** A slot for text: `<concise justification in 1-3 sentences>`, `[breve spiegazione]`, `"..."`, `(your advice on how to improve it)`. */
const TEXT_SLOT = /^(?:[<[][^<>[\]\n]{3,200}[>\]]|\([^()\n]{3,200}\)|["“][^"”\n]{0,200}["”]|\.{3}|…)/u;

interface Slot {
  scale: Scale | null;
  integer: boolean;
  wrap?: [string, string];
  /** The mark between the score and its explanation on the same line (" - "). */
  explained?: string;
  /** Characters of the value the slot takes. */
  length: number;
}

function scoreSlot(value: string, scale: Scale | null): Slot | null {
  const bracketed = BRACKETED_SLOT.exec(value);
  if (bracketed) {
    const own = bracketed[1] !== undefined ? { min: Number(bracketed[1]), max: Number(bracketed[2]) } : scale;
    return { scale: own, integer: wholeScale(own), wrap: ['[[', ']]'], length: bracketed[0].length };
  }
  const range = RANGE_SLOT.exec(value) ?? RANGE_SLOT_CJK.exec(value);
  if (range && Number(range[1]) < Number(range[2])) {
    const own = { min: Number(range[1]), max: Number(range[2]) };
    return { scale: own, integer: wholeScale(own) && !/\b(?:float|decimal)\b/i.test(range[0]), length: range[0].length };
  }
  // (out of a total first: "<score>/5" is the placeholder and its total, not the placeholder alone)
  const outOf = OUT_OF_SLOT.exec(value);
  if (outOf) return { scale: scale && scale.max === Number(outOf[1]) ? scale : { min: 0, max: Number(outOf[1]) }, integer: true, wrap: ['', `/${outOf[1]}`], length: outOf[0].length };
  const named = NAMED_SLOT.exec(value);
  if (named) return { scale, integer: wholeScale(scale), length: named[0].length };
  const letter = LETTER_SLOT.exec(value);
  if (letter) return { scale, integer: wholeScale(scale), ...(letter[1] ? { wrap: ['', letter[1]] as [string, string] } : {}), length: letter[0].length };
  return null;
}

interface Segment {
  label: string;
  key: string;
  slot: Slot | null;
  reason: boolean;
}

/** A score in a tag of its own, on a line of its own: `<novel>7</novel>`, `<clarity>score</clarity>`, `<tone></tone>`. */
const SCORE_TAG = /^[ \t]{0,8}<([A-Za-z][\w-]{0,30})>[ \t]{0,2}(-?\d{1,3}(?:\.\d{1,2})?|score|rating|x|n|_{1,4}|\.{3}|)[ \t]{0,2}<\/\1>[ \t]*$/i;

/** A line heading a worked example of the answer ("**Example Output:**", "for example:"): the lines under it show values. */
const EXAMPLE_HEAD = /\b(?:example(?:[ \t]+(?:output|response|answer|reply))?|for example|e\.g\.)[ \t]{0,2}(?:\*\*)?[ \t]{0,2}:[ \t]{0,2}(?:\*\*)?[ \t]*$/i;
const SHOWN_NUMBER = /^-?\d{1,3}(?:\.\d{1,2})?$/;

/** The range a dimension's name is glossed with elsewhere in the text: "**Consistency (0-2):**", "Realism (0–2)". */
function glossedRange(text: string, key: string): Scale | null {
  const m = new RegExp(`(?<![\\p{L}])${escapeRegExp(key)}[ \\t]{0,2}\\([ \\t]{0,2}(-?\\d{1,3})[ \\t]{0,2}[-–—][ \\t]{0,2}(-?\\d{1,3})[ \\t]{0,2}\\)`, 'u').exec(text);
  return m && Number(m[1]) < Number(m[2]) ? { min: Number(m[1]), max: Number(m[2]) } : null;
}

/**
 * One labelled segment (a line, or one of a line's comma-joined parts), or null when it is not one. Under a line heading
 * a worked example (`shown`: the text it is in), a score shown filled ("Realism: 1") is a slot too, on the range its name
 * is glossed with in the text.
 */
function segmentOf(text: string, scale: Scale | null, shown?: string): Segment | null {
  const tag = SCORE_TAG.exec(text);
  // (a tag that explains, `<reasoning>…</reasoning>`, is no score's)
  if (tag && !REASON_LABEL.test(tag[1]!)) return { label: `<${tag[1]!}>`, key: tag[1]!, slot: { scale, integer: wholeScale(scale), length: 0, wrap: ['', `</${tag[1]!}>`] }, reason: false };
  const m = LABEL.exec(text);
  if (!m) return null;
  const value = text.slice(m[0].length).trim();
  const key = m[2]!.trim();
  if (key.split(/\s+/).length > 5) return null;
  // (only a dimension whose range the text states with its name: "Input: 3" under an example of the data is no score)
  const range = shown !== undefined && SHOWN_NUMBER.test(value) ? glossedRange(shown, key) : null;
  const slot = range ? { scale: range, integer: wholeScale(range), length: value.length } : scoreSlot(value, scale);
  // (…its explanation after it on the same line: "Relevance: [Score] - [Explanation]")
  const after = slot ? value.slice(slot.length) : '';
  const explained = slot ? EXPLAINED.exec(after) : null;
  if (slot && explained) return { label: m[1]!, key, slot: { ...slot, explained: explained[1]! }, reason: false };
  if (slot && after.trim() === '') return { label: m[1]!, key, slot, reason: false };
  // (a line that only announces the layout below it is none of its lines: "分析结果格式如下：", the analysis's format as follows)
  if (value === '' && FORMAT_ANNOUNCED.test(key)) return null;
  if (REASON_LABEL.test(key) || TEXT_SLOT.test(value)) return { label: m[1]!, key, slot: null, reason: true };
  return null;
}

/** The words of a line that announces a layout: "format", "as follows", "格式如下", "以下の形式". */
const FORMAT_ANNOUNCED = /format|as follows|格式|形式|フォーマット|형식|如下/iu;

/**
 * Scores set with "=" and joined by commas on one line, a label before them perhaps ("Query 1 System 1: Actionability=X,
 * Evidence=Y"): each a dimension, the first written after that label.
 */
const EQUALS_LINE = /^[ \t]{0,8}((?:[\p{L}\p{N}][\p{L}\p{N} _-]{0,40}:[ \t]{0,2})?)((?:[\p{L}][\p{L}\p{N}_ ]{0,30}=[^,=\n]{1,16},[ \t]{0,2}){1,11}[\p{L}][\p{L}\p{N}_ ]{0,30}=[^,=\n]{1,16})$/u;

function equalsSegments(line: string, scale: Scale | null): Segment[] | null {
  const m = EQUALS_LINE.exec(line.trimEnd());
  if (!m) return null;
  const segments: Segment[] = [];
  for (const [i, part] of m[2]!.split(/,[ \t]{0,2}/).entries()) {
    const at = part.indexOf('=');
    const key = part.slice(0, at).trim();
    const slot = scoreSlot(part.slice(at + 1).trim(), scale);
    if (!slot || slot.length < part.slice(at + 1).trim().length) return null;
    segments.push({ label: `${i === 0 ? m[1]! : ''}${key}=`, key, slot, reason: false });
  }
  return segments;
}

/** A line read as labelled segments: itself, or its comma-joined parts ("A: [[<score>]], B: [[<score>]]"). */
function segmentsOf(line: string, scale: Scale | null, shown?: string): Segment[] | null {
  const set = equalsSegments(line, scale);
  if (set) return set;
  // (…lower-case labels too, a comma alone between them: "accuracy:XX,fluency:XX")
  const parts = line.split(/,[ \t]*(?=(?:\*\*)?[\p{L}_][\p{L}\p{N}_ ]{0,30}[:：])/u);
  if (parts.length > 1) {
    const read = parts.map((p) => segmentOf(p, scale));
    if (read.every((s) => s !== null && !s.reason)) return read as Segment[];
  }
  const one = segmentOf(line, scale, shown);
  return one ? [one] : null;
}

/**
 * Score lines of two sides ("Output A Score", "Output B Score"; "Assistant 1", "Assistant 2"): a pair's scores, which
 * the pairwise readings write (a side's verdict), not dimensions of one answer.
 */
function sided(keys: string[]): boolean {
  const sideless = keys.map((key) => key.toLowerCase().replace(/(?<![\p{L}\p{N}])(?:a|b|1|2)(?![\p{L}\p{N}])/gu, '_'));
  return new Set(sideless).size < sideless.length;
}

/**
 * The last run of labelled lines (blank lines between them allowed) that holds two or more score lines with distinct
 * labels, as a layout of dimensions; null when the text shows none.
 */
export function scoreLines(text: string, scale: Scale | null): ScoreLines | null {
  const lines = text.slice(-TAIL).split('\n').slice(-MAX_LINES);
  let best: { segments: Segment[]; joiner: string; header?: string } | null = null;
  let run: Segment[] = [];
  let joiner = '\n';
  // the line read before, and the label alone on the line right above the run, if any
  let previous = '';
  let header: string | undefined;
  // under a line heading a worked example of the answer, until the run it shows ends
  let example = false;
  const shown = text.slice(-TAIL);
  const close = () => {
    const scored = run.filter((s) => !s.reason);
    const keys = new Set(scored.map((s) => s.key.toLowerCase()));
    if (scored.length >= 2 && keys.size === scored.length && scored.length <= MAX_DIMENSIONS && !sided(scored.map((x) => x.key))) best = { segments: run, joiner, ...(header ? { header } : {}) };
    run = [];
    header = undefined;
    joiner = '\n';
  };
  // a score's own line in the block of lines being read ("SCORE: [0-100]" over "PASSED: …", "REASONING: …")
  let blockScored = false;
  for (const line of lines) {
    if (line.trim() === '') {
      blockScored = false;
      previous = '';
      continue;
    }
    const above = previous;
    previous = line;
    // a layout quoted inside a sentence ('strictly following this format: "Safety: [[<score>]], Cost: [[<score>]]"')
    const quoted = [...line.matchAll(/["“]([^"“”\n]{5,400})["”]/g)].map((m) => segmentsOf(m[1]!, scale)).find((found) => found !== null && found.length > 1);
    const segments = quoted ?? segmentsOf(line, scale, example ? shown : undefined);
    if (!segments) {
      close();
      example = EXAMPLE_HEAD.test(line);
      continue;
    }
    // (sub-scores on one line under a label of their own, in a block that shows the score's own line first:
    // "SCORE: [0-100]" … "CRITERIA_SCORES: relevance=[0-100], accuracy=[0-100]" is a score's layout, not its dimensions)
    if (segments.length > 1 && blockScored && /[:：][ \t]*\S/.test(segments[0]!.label)) {
      close();
      continue;
    }
    if (segments.length === 1 && !segments[0]!.reason) blockScored = true;
    if (segments.length > 1) {
      // a layout on one line is a run of its own
      close();
      run = segments;
      // (written as shown: a comma alone, or a comma and a space)
      joiner = /,[ \t]+/.test(line) ? ', ' : ',';
      close();
      continue;
    }
    if (run.length === 0 && HEADER_LINE.test(above)) header = above.trim();
    run.push(segments[0]!);
  }
  close();
  if (best === null) return null;
  const found: { segments: Segment[]; joiner: string; header?: string } = best;
  const dimensions: Dimension[] = found.segments.filter((s) => !s.reason).map((s) => ({ key: s.key, scale: s.slot!.scale, integer: s.slot!.integer }));
  return {
    lines: found.segments.map((s) => ({ label: s.label, role: s.reason ? 'reason' : 'verdict', key: s.key, ...(s.slot?.wrap ? { wrap: s.slot.wrap } : {}), ...(s.slot?.explained ? { explained: s.slot.explained } : {}) })),
    keys: found.segments.map((s) => s.key),
    dimensions,
    joiner: found.joiner,
    ...(found.header ? { header: found.header } : {}),
  };
}

/**
 * A label of one or two words alone on its line, heading the scores: "SCORES:", "Final scores:", "**Ratings:**"; not a
 * sentence announcing the layout ("Respond in exactly this format:") nor a word for the reply itself ("Output:").
 */
const HEADER_LINE = /^[ \t]{0,4}(?:\*\*)?(?!(?:output|response|answer|reply|result|format|example)s?\b)\p{L}[\p{L}_-]{0,20}(?:[ _]\p{L}[\p{L}_-]{0,20})?:(?:\*\*)?[ \t]*$/iu;
