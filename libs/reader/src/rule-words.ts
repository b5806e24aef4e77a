/**
 * A rule stated in words, for `teach` without an answer (spec a8-mcp §4: "an `input` that states
 * what A8 should learn"): "Double-charge tickets go to billing, even when the order came late."
 * reads as the condition `Double-charge tickets`, the label `billing` and the qualifier
 * `the order came late`. A proposal teaches a case the rule describes, never the rule sentence
 * itself: `caseOfRule` writes that case ("A double-charge ticket where the order came late.").
 */
export interface RuleRead {
  /** What the rule is about: a noun phrase ("Double-charge tickets") or a clause ("a customer was charged twice"). */
  condition: string;
  /** True when the condition is a clause ("If a customer was charged twice, …"). */
  clause: boolean;
  /** The answer the rule gives, lower-cased as written ("billing"). */
  label: string;
  /** A further condition ("even when the order came late" → `the order came late`), or null. */
  qualifier: string | null;
}

/** The longest text read as a rule: a rule is a sentence or two, not a document. */
const MAX_RULE = 400;

const LABEL = String.raw`["“']?(?<label>[\p{L}\p{N}][\p{L}\p{N}_-]*)["”']?(?:\s+(?:queue|team|category|label|bucket|class|folder|desk|pile))?`;
const ROUTE_VERB = String.raw`(?:should\s+|must\s+|always\s+|will\s+)*(?:go(?:es)?|belongs?|be(?:\s+(?:sent|routed|filed|marked|labell?ed|classified|tagged|answered))|(?:are|is)\s+(?:sent|routed|filed|marked|labell?ed|classified|tagged)|count(?:s)?|get(?:s)?\s+(?:sent|routed))\s+(?:to|in|into|under|as|with)\s+(?:the\s+)?`;
const IS_VERB = String.raw`(?:should\s+be|must\s+be|are|is|mean(?:s)?|count(?:s)?\s+as|=>|->|→)\s+(?:always\s+)?`;
const QUALIFIER = String.raw`(?:\s*[,;]?\s*(?<qualifier>(?:even\s+)?(?:when|if|though|where|with|while)\b[^.!?]*))?`;

/** "Double-charge tickets go to billing[, even when …]." */
const ROUTED = new RegExp(String.raw`^(?<condition>[^.!?]{3,200}?)\s+${ROUTE_VERB}${LABEL}${QUALIFIER}\s*[.!]?$`, 'iu');
/** "Send/Route/Mark/Treat double-charge tickets to/as billing." */
const IMPERATIVE = new RegExp(String.raw`^(?:always\s+)?(?:send|route|file|mark|label|tag|treat|classify|put|answer)\s+(?<condition>[^.!?]{3,200}?)\s+(?:to|as|in|into|under|with)\s+(?:the\s+)?${LABEL}${QUALIFIER}\s*[.!]?$`, 'iu');
/** "If/When a customer was charged twice, it goes to billing." / "…, the answer is billing." */
const CONDITIONAL = new RegExp(String.raw`^(?:if|when|whenever)\s+(?<condition>[^,.!?]{3,200}?)\s*,\s*(?:then\s+)?(?:(?:it|that|the\s+(?:answer|queue|label|verdict|category))\s+)?(?:(?:${ROUTE_VERB})|(?:${IS_VERB})|(?:answer|say|use|pick|choose)\s+)${LABEL}\s*[.!]?$`, 'iu');
/** "Refund requests are billing." / "Late deliveries mean shipping." */
const EQUATED = new RegExp(String.raw`^(?<condition>[^.!?]{3,200}?)\s+${IS_VERB}${LABEL}${QUALIFIER}\s*[.!]?$`, 'iu');

/** Nouns that name the kind of thing judged, read as "a <noun>" in the case a rule describes. */
const KIND_NOUNS = new Set([
  'ticket', 'review', 'message', 'email', 'e-mail', 'request', 'question', 'complaint', 'answer', 'response', 'comment', 'post', 'tweet',
  'transaction', 'claim', 'call', 'chat', 'case', 'report', 'query', 'issue', 'text', 'note', 'order', 'output', 'reply', 'submission', 'document',
]);
const ANY = /^(?:any|anything|everything|all|every|each)\b\s*/i;

function singular(word: string): string {
  const lower = word.toLowerCase();
  if (lower.endsWith('ies') && KIND_NOUNS.has(`${lower.slice(0, -3)}y`)) return `${lower.slice(0, -3)}y`;
  if (lower.endsWith('s') && KIND_NOUNS.has(lower.slice(0, -1))) return lower.slice(0, -1);
  return lower;
}

/**
 * The rule a teach input states, or null when it states none (a question, a case, a bare text).
 * `knownLabels` are the labels the organization's formats hold: "The package is late." states no
 * rule, "Refund requests are billing." does when `billing` is a label. A routing sentence
 * ("… go to billing") is a rule when its label is known or its condition names a kind of thing
 * judged ("tickets", "anything").
 */
export function readRule(words: string, knownLabels: ReadonlySet<string> = new Set()): RuleRead | null {
  const text = words.replace(/\s+/g, ' ').trim();
  if (text.length === 0 || text.length > MAX_RULE || text.includes('?')) return null;
  const general = (condition: string, label: string) => knownLabels.has(label) || ANY.test(condition) || kindNounOf(condition) !== null;
  const conditional = CONDITIONAL.exec(text);
  if (conditional?.groups) {
    const label = conditional.groups['label']!.toLowerCase();
    return knownLabels.has(label) || /,\s*(?:then\s+)?(?:it|that)\s+(?:should\s+|must\s+)?(?:go|belong|be\s+(?:sent|routed|filed))/i.test(text) ? { condition: conditional.groups['condition']!.trim(), clause: true, label, qualifier: null } : null;
  }
  for (const [pattern, needsKnownLabel] of [[IMPERATIVE, false], [ROUTED, false], [EQUATED, true]] as const) {
    const match = pattern.exec(text);
    if (!match?.groups) continue;
    const condition = match.groups['condition']!.trim();
    const label = match.groups['label']!.toLowerCase();
    // "It is billing." names no condition: there is no case to write.
    if (/^(?:it|this|that|they|these|those|the\s+answer)$/i.test(condition)) return null;
    if (needsKnownLabel ? !knownLabels.has(label) : !general(condition, label)) continue;
    const qualifier = match.groups['qualifier']?.replace(/^(?:even\s+)?(?:when|if|though|where|while)\s+/i, '').trim() || null;
    return { condition, clause: false, label, qualifier };
  }
  return null;
}

/** The kind of thing a rule or criterion speaks of ("ticket"), or null. */
export function kindNounOf(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}-]+/gu) ?? [];
  for (const word of words) {
    const noun = singular(word);
    if (KIND_NOUNS.has(noun)) return noun;
  }
  return null;
}

/**
 * The case a rule describes, as a subject to teach: the condition without the label, as one
 * instance ("Double-charge tickets" → "A double-charge ticket"), with its qualifier as where it
 * holds. `kind` names the thing judged when the condition does not ("Anything mentioning a
 * chargeback" → "A ticket mentioning a chargeback").
 */
export function caseOfRule(rule: RuleRead, kind: string | null): string {
  const qualifier = rule.qualifier ? ` where ${rule.qualifier}` : '';
  if (rule.clause) return sentence(`${rule.condition}${qualifier}`);
  let condition = rule.condition;
  if (ANY.test(condition)) condition = `${kind ?? 'text'} ${condition.replace(ANY, '').replace(/^(?:of\s+the\s+|the\s+)/i, '')}`.trim();
  const words = condition.split(' ');
  const nounAt = words.findIndex((w) => KIND_NOUNS.has(singular(w)));
  if (nounAt >= 0) words[nounAt] = singular(words[nounAt]!);
  else if (kind) words.push(kind);
  const phrase = words.join(' ').replace(/^(?:the|all|every|any)\s+/i, '');
  const article = /^[aeiou]/i.test(phrase) ? 'An' : 'A';
  return sentence(`${article} ${lowerFirst(phrase)}${qualifier}`);
}

/** A criterion for a rule read from the words alone ("Where does the ticket go?"). */
export function criterionOfRule(rule: RuleRead, kind: string | null): string {
  return `Where does the ${kind ?? kindNounOf(rule.condition) ?? 'text'} go?`;
}

/** Options a yes-or-no question takes ("Is this review positive?"): null for other questions. */
export function isYesNoQuestion(question: string): boolean {
  return /^(?:is|are|was|were|does|do|did|can|could|should|would|will|has|have|had|must)\b/i.test(question.trim());
}

function lowerFirst(text: string): string {
  // An acronym or a proper name keeps its capital ("A VIP ticket"): only a capitalized common word is lowered.
  return /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

function sentence(text: string): string {
  const trimmed = text.trim().replace(/[\s,;]+$/, '');
  const capital = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return /[.!]$/.test(capital) ? capital : `${capital}.`;
}
