import { optionsIn, type AnswerLine } from './answer-layouts';
import { escapeRegExp } from './template-markers';

/*
 * Answer lines whose slots a template defines apart from the line that shows them: options listed
 * below a slot ("where '[Answer]' can be one of the following:"), or a slot under a Markdown heading
 * ("## Equivalence Judgement" / "[… (TRUE or FALSE)]").
 */

/** "where '[Answer]' can be one of the following:" (the slot's name in brackets), before the options' lines. */
const SLOT_DEFINED_BELOW = /\bwhere[ \t]+['"`‘“]?\[([\p{L}][\p{L}\p{N} _-]{0,30})\]['"`’”]?[ \t]+(?:can|must|should|may|will|is to)[ \t]+be[ \t]+(?:one of|either)(?:[ \t]+the following)?(?:[ \t]+(?:values|options|labels|answers))?[ \t]*:?[ \t]*\n/iu;
/** A slot's name for the judge's reasoning. */
const REASON_SLOT = /^(?:explanation|reason(?:ing)?|rationale|justification|analysis|thoughts?|feedback|critique)$/i;

/**
 * Labelled slots shown on one line ("Explanation: [Explanation], Answer: [Answer],") and the options of one
 * of them listed below ("where '[Answer]' can be one of the following:", then one option per line, in a
 * ``` fence or as bullets): the reason on the reason's label, the verdict among the options on its own.
 */
export function slotListedBelow(text: string): { lines: AnswerLine[]; options: string[] } | null {
  const tail = text.slice(-4000);
  const defined = SLOT_DEFINED_BELOW.exec(tail);
  if (!defined) return null;
  const name = defined[1]!;
  const options: string[] = [];
  let fenced = false;
  for (const raw of tail.slice(defined.index + defined[0].length).split('\n').slice(0, 16)) {
    const line = raw.trim();
    if (/^`{3}/.test(line)) {
      if (fenced || options.length > 0) break;
      fenced = true;
      continue;
    }
    if (line === '') {
      if (options.length > 0 && !fenced) break;
      continue;
    }
    const option = line.replace(/^(?:[-*•]|\d{1,2}[.)])[ \t]+/, '').replace(/^["'`](.*)["'`]$/, '$1').trim();
    if (option.length === 0 || option.length > 40 || /[:.?]$/.test(option)) break;
    options.push(option);
  }
  if (options.length < 2 || new Set(options.map((o) => o.toLowerCase())).size !== options.length) return null;
  // the labels shown with a bracketed slot before the definition: the named slot's is the verdict's, a reason's the reason's
  const before = tail.slice(0, defined.index);
  const shownLabel = (slot: RegExp) => [...before.matchAll(/([\p{L}][\p{L}\p{N} _-]{0,30}):[ \t]{0,2}\[([\p{L}][\p{L}\p{N} _-]{0,30})\]/gu)].filter((m) => slot.test(m[2]!)).pop()?.[1];
  const verdict = shownLabel(new RegExp(`^${escapeRegExp(name)}$`, 'i'));
  if (verdict === undefined) return null;
  const reason = shownLabel(REASON_SLOT);
  const lines: AnswerLine[] = [reason === undefined ? { label: '', role: 'reason' } : { label: `${reason.trim()}:`, role: 'reason' }, { label: `${verdict.trim()}:`, role: 'verdict' }];
  return { lines, options };
}

/** A Markdown heading with its slot on the next line: "## Equivalence Judgement" then "[… (TRUE or FALSE)]". */
const VERDICT_HEADING = /\b(?:judge?ments?|verdicts?|decisions?|results?|conclusions?|assessments?|evaluations?|labels?|grades?|classifications?)$/i;
const HEADING_SLOT = /(?:^|\n)[ \t]{0,4}(#{1,4}[ \t]{1,4}(\p{L}[\p{L}\p{N} _'-]{0,40}?))[ \t]*\n[ \t]{0,4}(\[[^\]\n]{1,300}\])[ \t]*(?=\n|$)/gu;

/**
 * An answer laid out under Markdown headings, each with its slot on the line below ("## Equivalence
 * Judgement" / "[Whether … (TRUE or FALSE)]" / "## Justification" / "[…]"): the verdict under the heading
 * whose slot names its options, the reason under the others.
 */
export function headingSlots(text: string): { lines: AnswerLine[]; options: string[] } | null {
  const found = [...text.slice(-6000).matchAll(HEADING_SLOT)].slice(0, 12);
  const verdict = found.find((m) => optionsIn(m[3]!).length >= 2);
  // One slot alone is the answer's only when its heading names a verdict ("## Equivalence Judgement").
  if (!verdict || (found.length < 2 && !VERDICT_HEADING.test(verdict[2]!))) return null;
  const lines = found.map((m): AnswerLine => (m === verdict ? { label: `${m[1]!.trim()}\n`, role: 'verdict' } : { label: `${m[1]!.trim()}\n`, role: 'reason' }));
  return { lines, options: optionsIn(verdict[3]!) };
}

/** A label on a line of its own, its slot named on the line under it: "DECISION:\n<DECISION>", "Reasoning:\n[your reasoning]". */
const LABEL_OVER_SLOT = /(?:^|\n)[ \t]{0,4}(\p{L}[\p{L}\p{N} _'-]{0,30}):[ \t]*\n[ \t]{0,4}[<[]([^<>[\]\n]{1,120})[>\]][ \t]*(?=\n|$)/gu;

/**
 * Answer blocks, each a label on its own line over its slot ("THOUGHT:\n<THOUGHT>\n\nDECISION:\n<DECISION>"), the options of
 * one said apart ('In <DECISION>, provide your answer as either "Yes" or "No".') or in its slot: the verdict under that
 * label, as shown, the reason under the others.
 */
export function labelBlockSlots(text: string): { lines: AnswerLine[]; options: string[] } | null {
  const tail = text.slice(-6000);
  const found = [...tail.matchAll(LABEL_OVER_SLOT)].slice(0, 8);
  if (found.length < 2) return null;
  const optionsOf = (m: RegExpExecArray) => {
    const inSlot = optionsIn(`<${m[2]!}>`);
    if (inSlot.length >= 2) return inSlot;
    // (…said of the slot by its name: "In <DECISION>, provide your answer as either "Yes" or "No".")
    const said = new RegExp(String.raw`[<[]${escapeRegExp(m[2]!.trim())}[>\]][^\n.]{0,80}?\b(?:either|one of|as)[ \t]+["'“]?([\p{L}\p{N}_-]{1,20})["'”]?[ \t]*(?:,[ \t]*|[ \t]+or[ \t]+|[ \t]*/[ \t]*)["'“]?([\p{L}\p{N}_-]{1,20})["'”]?`, 'iu').exec(tail);
    return said && said[1]!.toLowerCase() !== said[2]!.toLowerCase() ? [said[1]!, said[2]!] : [];
  };
  const withOptions = found.map((m) => ({ m, options: optionsOf(m) })).filter((f) => f.options.length >= 2);
  if (withOptions.length !== 1) return null;
  const verdict = withOptions[0]!;
  const lines = found.map((m): AnswerLine => ({ label: `${m[1]!.trim()}:\n`, role: m === verdict.m ? 'verdict' : 'reason' }));
  return { lines, options: verdict.options };
}
