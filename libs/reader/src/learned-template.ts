import type { CanonicalRequest, LearnedTemplate, SlotRole, Subject } from '@a8/contracts';
import { pairedOutput, subjectTextOf } from './subject';
import { readLabel } from './template-labels';

export type { LearnedTemplate, SlotRole } from '@a8/contracts';

/**
 * Templates learned from taught fills. A team that teaches through its own grader template sends
 * the same text around different values, fill after fill. Whatever the reader makes of a layout it
 * has never seen, the fills themselves show which text is the template and which is the data: the
 * text every fill shares is the template, and where fills differ are its slots. A version keeps
 * each template learned this way, and a judged fill of it is read by its slots: the same criterion
 * as the taught fills, and the values as the subject. Nothing here knows any framework.
 */

/** Texts longer than this are neither learned from nor matched: bounded work per request. */
const MAX_TEXT = 200_000;
/** Templates a version keeps, and slots a template has: beyond that, a fill is read by the reader alone. */
const MAX_TEMPLATES = 32;
const MAX_SLOTS = 24;
/** Shared text (characters other than spaces) below which the fills share too little to be one template. */
const MIN_SHARED = 60;
/** Fills a group may compare against before the rest are left to the reader. */
const MAX_CLUSTERS = 64;
const SLOT_MARK = '{…}';

interface Chunk {
  text: string;
  start: number;
}

/**
 * A line's leading label (`Question:`, `[Response]`, `<output>`, `### Answer:`), which the
 * template writes and a fill completes on the same line. Bounded and anchored at the line's start.
 */
const LABEL_HEAD = /^[ \t]*(?:[#*>-]+[ \t]*)?(?:<[^<>\n]{1,60}>|\[[^[\]\n]{1,60}\]|\{[^{}\n]{1,60}\}|[^\n:：|>=]{1,60}(?:[:：|]|>>|=>|->))[ \t]*/;

/** A text cut into lines, each line's label apart from what follows it. */
function chunksOf(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  let start = 0;
  while (start < text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline + 1;
    const line = text.slice(start, end);
    const head = LABEL_HEAD.exec(line);
    if (head && head[0].length < line.trimEnd().length) {
      chunks.push({ text: head[0], start });
      chunks.push({ text: line.slice(head[0].length), start: start + head[0].length });
    } else chunks.push({ text: line, start });
    start = end;
  }
  return chunks;
}

/** The chunks a text holds exactly once (blank ones aside), each with its index. */
function uniqueChunks(chunks: Chunk[]): Map<string, number> {
  const once = new Map<string, number>();
  const twice = new Set<string>();
  chunks.forEach((chunk, i) => {
    if (chunk.text.trim().length < 2) return;
    if (once.has(chunk.text)) twice.add(chunk.text);
    else once.set(chunk.text, i);
  });
  for (const text of twice) once.delete(text);
  return once;
}

/** Indices of a longest strictly increasing subsequence of `values`. */
function longestIncreasing(values: number[]): number[] {
  const tails: number[] = [];
  const previous = new Array<number>(values.length).fill(-1);
  values.forEach((value, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]!]! < value) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1]!;
    tails[lo] = i;
  });
  const out: number[] = [];
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i !== -1; i = previous[i]!) out.push(i);
  return out.reverse();
}

const isBlank = (c: string | undefined) => c === ' ' || c === '\t';

/** Where a shared beginning may end: after a line, a label's colon, or a tag's close (never inside a value's first word). */
function headBoundary(text: string, end: number): boolean {
  let i = end - 1;
  while (i >= 0 && isBlank(text[i])) i--;
  return i < 0 || text[i] === '\n' || /[:：>\]}|=]/.test(text[i]!);
}

/** Where a shared ending may start: at a line break, or a tag, a bracket or a quote that closes the value. */
function tailBoundary(text: string, start: number): boolean {
  let i = start;
  while (i < text.length && isBlank(text[i])) i++;
  return i >= text.length || text[i] === '\n' || /[<[{(|"'`]/.test(text[i]!);
}

function sharedHead(texts: string[]): string {
  const first = texts[0]!;
  let n = Math.min(...texts.map((t) => t.length));
  for (let i = 0; i < n; i++) {
    if (texts.some((t) => t[i] !== first[i])) {
      n = i;
      break;
    }
  }
  for (let end = n; end > 0; end--) if (headBoundary(first, end)) return first.slice(0, end);
  return '';
}

function sharedTail(texts: string[]): string {
  const first = texts[0]!;
  let n = Math.min(...texts.map((t) => t.length));
  for (let i = 1; i <= n; i++) {
    if (texts.some((t) => t[t.length - i] !== first[first.length - i])) {
      n = i - 1;
      break;
    }
  }
  const tail = first.slice(first.length - n);
  for (let start = 0; start < tail.length; start++) if (tailBoundary(tail, start)) return tail.slice(start);
  return '';
}

/**
 * The template several fills share, as its constant texts: lines (or line labels) every fill holds
 * exactly once and in the same order anchor it, and between anchors the fills' shared beginning
 * and ending, cut at a label or a line, frame a slot. Null when the fills share no slot.
 */
export function learnConstants(texts: string[]): string[] | null {
  if (texts.length < 2 || texts.some((t) => t.length > MAX_TEXT)) return null;
  const chunked = texts.map(chunksOf);
  const uniques = chunked.map(uniqueChunks);
  let anchors = [...uniques[0]!.entries()]
    .filter(([text]) => uniques.every((u) => u.has(text)))
    .sort((a, b) => a[1] - b[1])
    .map(([text]) => text);
  // In the same order in every fill: a subset of an increasing run stays increasing, so fill by fill.
  for (let j = 1; j < texts.length; j++) {
    const kept = longestIncreasing(anchors.map((a) => uniques[j]!.get(a)!));
    anchors = kept.map((i) => anchors[i]!);
  }
  const at = chunked.map((chunks, j) => anchors.map((a) => chunks[uniques[j]!.get(a)!]!.start));
  const constants: string[] = [];
  let current = '';
  for (let g = 0; g <= anchors.length; g++) {
    const gaps = texts.map((t, j) => t.slice(g === 0 ? 0 : at[j]![g - 1]! + anchors[g - 1]!.length, g === anchors.length ? t.length : at[j]![g]!));
    if (gaps.every((gap) => gap === gaps[0])) current += gaps[0];
    else {
      const head = sharedHead(gaps);
      current += head;
      constants.push(current);
      current = sharedTail(gaps.map((gap) => gap.slice(head.length)));
    }
    if (g < anchors.length) current += anchors[g];
  }
  constants.push(current);
  const shared = constants.reduce((n, c) => n + c.replace(/\s+/g, '').length, 0);
  return constants.length >= 2 && constants.length - 1 <= MAX_SLOTS && shared >= MIN_SHARED ? constants : null;
}

/** A fill's slot values, each constant found leftmost after the one before; null when the text is not a fill. */
export function slotsOf(constants: readonly string[], text: string): string[] | null {
  const first = constants[0]!;
  const last = constants[constants.length - 1]!;
  if (constants.length < 2 || text.length > MAX_TEXT || !text.startsWith(first) || !text.endsWith(last)) return null;
  const end = text.length - last.length;
  if (end < first.length) return null;
  const slots: string[] = [];
  let pos = first.length;
  for (let i = 1; i < constants.length - 1; i++) {
    const found = text.indexOf(constants[i]!, pos);
    if (found === -1 || found + constants[i]!.length > end) return null;
    slots.push(text.slice(pos, found));
    pos = found + constants[i]!.length;
  }
  slots.push(text.slice(pos, end));
  return slots;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const ROLE_ORDER: readonly SlotRole[] = ['output', 'output_b', 'question', 'reference', 'context'];

/** The part the reader named for a slot's value in one fill: the part that is the value, or holds it (or it holds) for the most part. */
function roleOf(value: string, parts: Partial<Record<SlotRole, string>>): SlotRole | null {
  const v = squash(value);
  if (v === '') return null;
  let best: SlotRole | null = null;
  let bestScore = 0;
  for (const role of ROLE_ORDER) {
    const part = parts[role];
    const t = part === undefined ? '' : squash(part);
    if (t === '') continue;
    const score = t === v ? 1 : t.includes(v) ? v.length / t.length : v.includes(t) ? t.length / v.length : 0;
    if (score >= 0.5 && score > bestScore) {
      best = role;
      bestScore = score;
    }
  }
  return best;
}

/** A label ending the text before a slot: `Question:`, `### Response`, `[Reference] `, `<context>`, `Q >>`. */
const TRAILING_LABEL = /(?:^|\n)[ \t#*>-]{0,8}(?:<([A-Za-z][\w -]{0,40})>|\[([^[\]\n]{1,40})\]|\*\*([^*\n]{1,40})\*\*|([^\n:：<>[\]]{1,40}?))[ \t]{0,4}(?:[:：|]|>>|->|=>)?[ \t]*\n?[ \t]*$/;

/** The part a slot's label names, read as the reader reads a template's labels. */
function labelledRole(before: string): SlotRole | null {
  const m = TRAILING_LABEL.exec(before.slice(-200));
  const label = m ? (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim() : '';
  if (label === '') return null;
  const { role } = readLabel(label);
  return role === 'output' || role === 'output_b' || role === 'question' || role === 'reference' || role === 'context' ? role : null;
}

/** The subject a fill's slots make: each slot in the part it was learned to fill; unnamed slots are the output, else the question, else context. */
export function subjectOfSlots(slots: readonly string[], roles: readonly (SlotRole | null)[]): Subject {
  const byRole = new Map<SlotRole, string[]>();
  const unnamed: string[] = [];
  slots.forEach((slot, i) => {
    const value = slot.trim();
    if (value === '') return;
    const role = roles[i] ?? null;
    if (role === null) unnamed.push(value);
    else byRole.set(role, [...(byRole.get(role) ?? []), value]);
  });
  const joined = (role: SlotRole) => byRole.get(role)?.join('\n\n');
  let output = joined('output');
  let question = joined('question');
  let context = joined('context');
  if (unnamed.length) {
    const rest = unnamed.join('\n\n');
    if (output === undefined) output = rest;
    else if (question === undefined) question = rest;
    else context = context === undefined ? rest : `${context}\n\n${rest}`;
  }
  const second = joined('output_b');
  const subject: Subject = { output: second !== undefined ? pairedOutput(output ?? '', second) : (output ?? '') };
  const reference = joined('reference');
  if (question !== undefined) subject.question = question;
  if (reference !== undefined) subject.reference = reference;
  if (context !== undefined) subject.context = context;
  return subject;
}

/** A learned template's criterion: the system prompt, then the shared text with each slot marked. */
function criterionOf(system: string | null, constants: string[]): string {
  const template = constants.map((c) => c.trim()).join(` ${SLOT_MARK} `).trim();
  return system === null ? template : `${system.trim()}\n\n${template}`;
}

/** A taught request as template learning sees it. */
export interface TemplateCandidate {
  /** The system prompt as taught (null: none); fills of one template share it. */
  system: string | null;
  /** The verdict schema's canonical JSON: fills of one template are taught in one shape. */
  schemaKey: string;
  /** The only user message: the filled template. */
  text: string;
  /** The criterion and parts the reader found in it. */
  criterion: string | null;
  parts: Partial<Record<SlotRole, string>>;
}

/** What a fill of a learned template is read as. */
export interface LearnedRead {
  template: LearnedTemplate;
  subject: Subject;
  subjectText: string;
}

/**
 * Learns the templates a set of taught requests was filled from. Candidates are grouped by system
 * prompt and schema, then by the lines they share; a group of fills whose reader criteria differ
 * (the reader took data for instructions) or are all missing (the reader found no instruction)
 * becomes a template. Fills the reader keyed the same way stay as they were read. Returns, by
 * candidate index, how each fill of a learned template is read. Deterministic in the input order.
 */
export function learnTemplates(candidates: readonly TemplateCandidate[]): Map<number, LearnedRead> {
  const groups = new Map<string, number[]>();
  candidates.forEach((c, i) => {
    if (c.text.length < 80 || c.text.length > MAX_TEXT || !c.text.includes('\n')) return;
    const key = `${c.system ?? ''}\u0000${c.system === null ? 0 : 1}\u0000${c.schemaKey}`;
    const members = groups.get(key);
    if (members) members.push(i);
    else groups.set(key, [i]);
  });
  const clusters: number[][] = [];
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    // Every fill keyed alike by the reader (a system prompt's criterion, most often): nothing to learn, nothing to compare.
    const first = candidates[members[0]!]!.criterion;
    if (first !== null && members.every((i) => candidates[i]!.criterion === first)) continue;
    const found: { unique: Map<string, number>; length: number; members: number[] }[] = [];
    for (const i of members) {
      const text = candidates[i]!.text;
      const unique = uniqueChunks(chunksOf(text));
      const home = found.find((cluster) => {
        let shared = 0;
        for (const chunk of unique.keys()) if (cluster.unique.has(chunk)) shared += chunk.length;
        return shared >= Math.max(MIN_SHARED, 0.25 * Math.min(text.length, cluster.length));
      });
      if (home) home.members.push(i);
      else if (found.length < MAX_CLUSTERS) found.push({ unique, length: text.length, members: [i] });
    }
    clusters.push(...found.filter((c) => c.members.length >= 2).map((c) => c.members));
  }
  clusters.sort((a, b) => b.length - a.length || a[0]! - b[0]!);

  const reads = new Map<number, LearnedRead>();
  let learned = 0;
  for (const members of clusters) {
    if (learned >= MAX_TEMPLATES) break;
    const criteria = new Set(members.map((i) => candidates[i]!.criterion));
    if (criteria.size === 1 && !criteria.has(null)) continue; // the reader keys every fill alike
    const constants = learnConstants(members.map((i) => candidates[i]!.text));
    if (constants === null) continue;
    const fills = members.flatMap((i) => {
      const slots = slotsOf(constants, candidates[i]!.text);
      return slots ? [{ i, slots }] : [];
    });
    if (fills.length < 2) continue;
    const roles = constants.slice(1).map((_, s) => {
      const votes = new Map<SlotRole, number>();
      for (const { i, slots } of fills) {
        const role = roleOf(slots[s]!, candidates[i]!.parts);
        if (role !== null) votes.set(role, (votes.get(role) ?? 0) + 1);
      }
      const [role, count] = [...votes].sort((a, b) => b[1] - a[1] || ROLE_ORDER.indexOf(a[0]) - ROLE_ORDER.indexOf(b[0]))[0] ?? [null, 0];
      // The reader's parts name the slot, else the label the template writes right before it ("Question:", "<answer>").
      return count * 2 > fills.length ? role : labelledRole(constants[s]!);
    });
    const system = candidates[fills[0]!.i]!.system;
    const template: LearnedTemplate = { criterion: criterionOf(system, constants), system, constants, roles };
    for (const { i, slots } of fills) {
      const subject = subjectOfSlots(slots, roles);
      reads.set(i, { template, subject, subjectText: subjectTextOf(subject) });
    }
    learned++;
  }
  return reads;
}

/**
 * A judged request read by a template its version learned: a single user message that fills one
 * (with the same system prompt) gets that template's criterion, and its slot values as the subject.
 */
export function readByLearnedTemplate(templates: readonly LearnedTemplate[], request: CanonicalRequest): LearnedRead | null {
  const turns = request.conversation;
  if (templates.length === 0 || turns.length !== 1 || turns[0]!.role !== 'user') return null;
  const text = turns[0]!.content;
  const system = request.criterion !== null && request.criterion.trim() !== '' ? request.criterion : null;
  for (const template of templates) {
    if (template.system !== system) continue;
    const slots = slotsOf(template.constants, text);
    if (slots === null || slots.length !== template.roles.length) continue;
    const subject = subjectOfSlots(slots, template.roles);
    return { template, subject, subjectText: subjectTextOf(subject) };
  }
  return null;
}
