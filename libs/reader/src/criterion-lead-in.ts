/**
 * The words around a plain-words criterion that are not the criterion: who asks and for whom, the scene set before the
 * question, a reporting lead ("My user … wants me to confirm whether …"), whom it is asked for at its end. The same
 * question keys the same head however it is introduced.
 */
import { REPORTING_LEAD } from './reported-question';
import { NARRATED, questionStart } from './plain-words-text';

/** Words about who asks and for whom, not the subject's: "The user wants …", "acting for the trust & safety team". */
export const ON_BEHALF = /\b(?:(?:the|my) user(?:'s|’s)?|(?:on|in) (?:the user's|their|his|her|my) behalf|acting for|wants to know|asked me|forwarded|pipeline|tool call|for the (?:user|team|customer)|my (?:manager|boss|team|colleague|client) (?:wants|asked|needs))\b/i;

/** Sentences before the question that only set the scene: who asks, what was retrieved, what is shown. */
const NARRATION = /^(?:I|I'm|I've|We|We're|We've|The user|The customer|The team|My|Our|Here|Here's|This is|These are|Below|Above)\b/;
/** Words before a colon, then the question after it on the same line. */
const COLON_BEFORE_QUESTION = /^([^:?？\n]{8,240}):[ \t]+(?=[¿]?[\p{L}][^:\n]{3,300}[?？]$)/u;
/** Words before a dash, then the question after it on the same line. */
const DASH_BEFORE_QUESTION = /^([^?？\n—–]{8,240})[ \t]+[—–][ \t]+(?=[¿]?[\p{L}][^\n]{3,300}[?？]$)/u;
/** Words saying the judge was asked to look: "asked me to check", "wants me to", "me pide revisar", "m'a demandé de". */
const ASKED_OF_ME = /\b(?:asked|asks|wants|needs)[ \t]+me\b|\bme[ \t]+(?:pide|pidió|pediu)\b|\bm'a[ \t]+demandé\b|\bbittet[ \t]+mich\b|\bmi[ \t]+chiede\b/iu;

/** Whom a question is asked for, said at its end before its mark: " for the nurse I'm helping", " for my user (…)". */
const FOR_WHOM_AT_END = /[ \t]+for[ \t]+(?:my[ \t]+(?:user|client|boss|manager|team)(?:[ \t]*\([^()\n]{1,80}\))?|(?:a|an|the|my)[ \t]+(?:[\p{L}'’-]+[ \t]+){0,3}?[\p{L}'’-]+[ \t]+(?:I'm|I[ \t]+am)[ \t]+(?:helping|assisting|working[ \t]+with))(?=[ \t]*[?？]$)/iu;


/** A clause that opens the question with when or why it is asked ("Before we publish this testimonial, does …?"). */
const LEAD_CLAUSE = /^(?:(?:before|after|while|when|once|since|to|for)\b[^,?\n]{3,120}|based[ \t]+on[ \t]+(?:this|that|the[ \t]+above|it)),[ \t]+(?=(?:does|do|is|are|was|were|can|could|should|would|will|has|have|did|which|what|how|who|whose|where|why)\b)/iu;

/**
 * The question a criterion asks, without the words that set the scene before it ("I retrieved this passage for
 * the user's question. Does it actually address what they asked?", "Before we publish this testimonial, does the
 * text contain personal information?"): the same question keys the same head however it is introduced.
 */
/** A clause closing a reported question on why or when it is asked, its own subject first: "… before they open a ticket.". */
// (not a condition the question sets, a modal in it: "whether Rex needs a vet check before he can check in")
const REPORTED_FOR_REASON = /[ \t]{1,4}(?:before|so(?:[ \t]{1,4}that)?|because|since|once)[ \t]{1,4}(?:it|they|we|I|he|she|you|this|that|(?:the|our|my|their|his|her)[ \t]+\p{L}+)[ \t](?![^,;:?!.\n]{0,40}\b(?:can|could|may|might|must|should|allowed)\b)[^,;:?!.\n]{1,100}[.:]?$/u;

export function withoutLeadIn(criterion: string): string {
  const text = criterion.trim();
  if (/[?？]$/.test(text)) {
    const start = questionStart(text, text.length);
    if (start > 0 && NARRATION.test(text.slice(0, start).trim())) return text.slice(start).trim();
    // (…or ending in a colon before it: "My user … asked me to check one thing: is the conclusion backed by the data?",
    // "Mi usuaria es reclutadora y me pide revisar este anuncio: ¿tiene lenguaje discriminatorio?")
    // (…or a dash: "I'm helping a maintainer clean up release notes — is this one valid under the spec?")
    const dashed = DASH_BEFORE_QUESTION.exec(text);
    if (dashed && (NARRATED.test(dashed[1]!) || /\b(?:I'm|I[ \t]+am)[ \t]+(?:helping|assisting)\b/.test(dashed[1]!))) return text.slice(dashed[0].length).trim();
    const colon = COLON_BEFORE_QUESTION.exec(text);
    if (colon && (NARRATED.test(colon[1]!) || ASKED_OF_ME.test(colon[1]!) || ON_BEHALF.test(colon[1]!))) return text.slice(colon[0].length).trim();
  }
  const clause = LEAD_CLAUSE.exec(text);
  // (…nor whom it is asked for, said at its end: "Could you grade this AE on the CTCAE scale for the nurse I'm helping?",
  // "… read on this one for my user (she's an SIU investigator)?")
  // (…nor the words that report it for someone: "My user runs volunteer intake and wants me to confirm whether this form has
  // everything", "The user wants to know which …", "She'd like to know whether …": the question's own words key the head,
  // whoever reports it; most writers of the plain-words sets split it so, set 7's alone kept the lead)
  const reporting = REPORTING_LEAD.exec(text);
  // (…nor, after a question so reported, why or when it was asked: "… whether it's in our app or in a library before they open an
  // upstream ticket", "… what category of failure it is so they know who to ping.")
  const reported = reporting ? text.slice(reporting[0].length).replace(REPORTED_FOR_REASON, '') : null;
  return (reported ?? (clause ? text.slice(clause[0].length) : text)).replace(FOR_WHOM_AT_END, '');
}
