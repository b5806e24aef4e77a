/**
 * Plain words whose subject is set apart from the criterion (reasoning on): quoted or fenced beside it, on
 * lines or paragraphs of its own above or below it, or after the colon that ends it. Read before the
 * sentence-by-sentence reading of `plain-words.ts`, which takes the first question it meets.
 */
import { TEXT_KIND } from './kind-labels';
import { answersForm, closesAnswerSize } from './answer-instruction';
import { ENCLOSURES, fenced } from './enclosures';
import { firstOutsideQuotes, IMPERATIVE, MAX_QUESTION, NARRATED, NARRATED_INTL, questionStart, SUBJECT_LABEL, withoutNarratedLead } from './plain-words-text';

export interface SetApart {
  criterion: string;
  subject: string;
  /** An instruction on the answer that followed the criterion ("Choose politics, sports or business."). */
  after: string;
}

/** A label in front of a subject or a question: "Email:", "Agent reply:", "Customer's last message:", "Code review question:". */
const LEADING_LABEL = /^[\p{L}][\p{L}'’ -]{0,38}[ \t]?:[ \t]*(?=\S)/u;
/** A label that names the criterion itself ("Criterion:", "Question:"), set aside from it. */
const CRITERION_LABEL = /^(?:[\p{L}'’-]+[ \t]){0,3}(?:criterion|criteria|question|task|instruction|check|rubric)[ \t]?:[ \t]*/iu;
/**
 * Options listed after a criterion's colon, on its line ("What kind of message is this: legitimate, promotional, or
 * scam?"): the line is the criterion, not a label and its content.
 */
const OPTIONS_LINE = /^(?:[\p{L}][\p{L} &'’-]{0,24},[ \t]+){1,7}(?:[\p{L}][\p{L}&'’-]{0,24}[ \t]+)?(?:or|oder|ou|o|oppure)[ \t]+[\p{L}][\p{L} &'’-]{0,24}[ \t]*[?？.]?$/u;
/** A scale typed before a question: "1-5 how well …". */
const LEADING_SCALE = /^\d{1,2}[ \t]*(?:-|–|to)[ \t]*\d{1,2}[ \t]+/;
/** A question asked without its question mark, as typed: "does this have sql injection", "is the tweet sarcastic". */
const BARE_QUESTION = /^(?:is|are|does|do|did|was|were|has|have|can|could|should|would|will|which|what|whats|what's|why|how|who|any)\b/i;
/** What is scored and its scale, as a fragment: "fluency 1-5", "helpfulness 1 to 5", "conciseness score 1-5.". */
const SCALE_FRAGMENT = /^([\p{L}][\p{L}' -]{1,40}?)[ \t]+(?:on[ \t]+a[ \t]+)?\d{1,2}[ \t]*(?:-|–|to)[ \t]*\d{1,2}(?:[ \t]*(?:point[ \t]+)?scale)?[ \t]*[.?]?(?=\s|$)/u;
/**
 * Sentences that only say who asks or why, before the instruction ("I'm evaluating a RAG pipeline. Check whether …",
 * "I'm helping the user go through a contract. Flag whether …"): at most two, each bounded, set aside when an
 * instruction or a question follows them.
 */
const NARRATION_SENTENCE = new RegExp(String.raw`^(?:(?:I|I'm|I am|I've|We|We're|We've|Our|My|The user|The customer|The team|This is for|They|He|She|Their|His|Her)\b|${NARRATED_INTL})[^.?!\n]{2,200}[.!][ \t]+(?=\S)`, 'u');
function withoutNarration(text: string): string {
  let rest = text;
  for (let n = 0; n < 2; n++) {
    const m = NARRATION_SENTENCE.exec(rest);
    if (!m) break;
    const next = rest.slice(m[0].length);
    // (…or a sentence saying what the asker needs to know: "I'm an assistant for a backer. He wants to know whether …")
    if (!IMPERATIVE.test(next) && !/^[^.!\n]{3,300}[?？]/.test(next) && !NARRATION_SENTENCE.test(next) && !NEED_TO_KNOW.test(next)) break;
    rest = next;
  }
  return rest;
}

/** The words that say what the asker needs to know, up to the question's own word ("wants to know whether", "asked me to work
 * out which", "quer saber se"). */
const ASKED_TO_KNOW = String.raw`(?:(?:(?:(?:need|needs|want|wants|would like|'d like)[ \t]+to[ \t]+know|asked[ \t]+me[ \t]+to[ \t]+(?:check|work[ \t]+out|find[ \t]+out|figure[ \t]+out|determine|see|confirm)|asked[ \t]+me[ \t]+to[ \t]+get[ \t]+(?:a[ \t]+)?(?:second[ \t]+)?opinion[ \t]+on|wants?[ \t]+(?:a[ \t]+)?(?:quick[ \t]+)?(?:call|ruling|decision|second[ \t]+opinion|opinion)[ \t]+on|wonders|is[ \t]+wondering|(?:is|are|'s|’s)[ \t]+asking(?:[ \t]+me)?|asks|asked[ \t]+me|asked[ \t]+me[ \t]+to[ \t]+settle)[ \t]+(?:if|whether|what|which|how|who|where|when)\b|(?:quer|querem|quiere|quieren)[ \t]+saber[ \t]+(?:se|si|qual|cuál|como|cómo)\b|veut[ \t]+savoir[ \t]+(?:si|quel|quelle|comment)\b|(?:will|möchte|möchten)[ \t]+wissen,?[ \t]+(?:ob|welche[rsnm]?|wie)\b|(?:vraagt|vragen|wil[ \t]+weten|willen[ \t]+weten)[ \t]+(?:of|welke|hoe)\b|necesit[oa][ \t]+saber[ \t]+(?:si|if|cuál|qué|whether)\b|vuole[ \t]+sapere[ \t]+(?:se|quale|come)\b))`;
/**
 * A sentence that says what the asker needs to know ("… I need to know if it has personal data in it.", "… wants to know
 * what this referee recommends.", "… asked me to work out which grade …", "He wonders how serious …", "ela quer saber se …"),
 * to its end.
 */
const NEED_TO_KNOW = new RegExp(String.raw`^[^.?!\n]{0,120}?\b${ASKED_TO_KNOW}[^.?!\n]{3,300}?(?:[.:](?=\s|$)|$)`, 'iu');

/** …the same read past a colon to the sentence's full stop. */
const NEED_TO_KNOW_SENTENCE = new RegExp(String.raw`^[^.?!\n]{0,120}?\b${ASKED_TO_KNOW}[^.?!\n]{3,300}?(?:[.](?=\s|$)|$)`, 'iu');

/** A sentence that introduces the subject rather than judging it: "Here is a support ticket.", "I'll give you an article …". */
const INTRODUCTION = /^(?:here(?:'s|’s|\s+is|\s+are)|below\s+(?:is|are)|the\s+following\s+(?:is|are)|i(?:'ll|’ll|\s+will)\s+(?:give|show|send|paste)\s+you|i\s+have|attached\s+(?:is|are))\b[^.?!\n]{0,200}[.:]\s+/i;

/** An aside in parentheses on whom the judge works for: "(Asking for my user, who updates the park website.)" */
const ASIDE = /^\((?:asking|checking|writing|working)[ \t]+(?:for|on[ \t]+behalf[ \t]+of)\b[^()\n]{1,160}\)[.!]?$|^\([^()\n]{0,40}\bmy[ \t]+user\b[^()\n]{0,120}\)[.!]?$/i;

/** Options listed in parentheses at an instruction's end, its size after them perhaps: " (leave / pay / conduct), one word only:". */
/** An option of one to three words, none of them "or" (which only joins options): one way to read a list, so linear. */
const PARENTHESIZED_OPTION = String.raw`(?!or\b)[\p{L}][\p{L}-]{0,24}(?:[ \t](?!or\b)[\p{L}][\p{L}-]{0,24}){0,2}`;
const OPTIONS_IN_PARENTHESES = new RegExp(String.raw`[ \t]*\((?:${PARENTHESIZED_OPTION}(?:[ \t]*[/,][ \t]*(?:or[ \t]+)?|[ \t]+or[ \t]+)){1,7}${PARENTHESIZED_OPTION}\)(?:[ \t]*,?[ \t]*(?:(?:in[ \t]+)?one[ \t]+word(?:[ \t]+only)?|only[ \t]+one|just[ \t]+one|one[ \t]+only))?[ \t]*:?$`, 'u');

/** One sentence asking the judge in Japanese, the request's verb last: "この翻訳の品質を評価してください。". */
const CJK_REQUEST = /^[^\n。！？!?]{2,80}(?:してください|して下さい|ください|下さい|しなさい|してほしい)[。．！!]?$/u;

/** The criterion a line or short text states: its question (an instruction on the answer after it set apart), its imperative, or, where `bare`, a question typed without its mark. */
function criterionOf(text: string, bare: boolean): { criterion: string; after: string } | null {
  const trimmed = withoutNarration(text.trim().replace(/^[\^>—–-]+[ \t]*/, '').replace(CRITERION_LABEL, '').replace(INTRODUCTION, ''));
  // "Before we store this feedback I need to know if it has personal data in it.": the need, said as a statement
  // (…to its colon, or past it to the sentence's end where the options follow it: "… needs to know what we should offer
  // this customer: a refund, a credit, or a decline. Just the word.")
  for (const need of [NEED_TO_KNOW.exec(trimmed), NEED_TO_KNOW_SENTENCE.exec(trimmed)]) {
    if (!need || need[0].length < 12) continue;
    const after = trimmed.slice(need[0].length).trim();
    // (how to answer after a semicolon closing the need: "… how we should handle it; just the label please.")
    // (…or after a spaced dash: "… to settle whether this serve counts — reply with good, let or fault:")
    const semi = need[0].lastIndexOf('; ');
    if (after === '' && semi > 12 && answersForm(need[0].slice(semi + 2).trim().replace(/[.!]$/, ''))) return { criterion: need[0].slice(0, semi).trim(), after: need[0].slice(semi + 2).trim() };
    const dash = need[0].search(/[ \t][—–][ \t]/);
    if (after === '' && dash > 12 && answersForm(need[0].slice(dash + 2).trim().replace(/[.!:]$/, ''))) return { criterion: need[0].slice(0, dash).trim(), after: need[0].slice(dash + 2).trim().replace(/[ \t]*:$/, '') };
    // (a dash left where how to answer was taken off before it is no part of the need: "… whether this goal stands —")
    if (after === '' || answersForm(after)) return { criterion: need[0].trim().replace(/[ \t]*:$/, '').replace(/[ \t]+[—–]$/, ''), after };
    // (…or a few words that only introduce the subject after it: "… must be made up. From the nurse's note:")
    if (/^[^.?!\n:]{2,60}:$/.test(after) && !answersForm(after.slice(0, -1))) return { criterion: need[0].trim().replace(/[ \t]*:$/, ''), after: '' };
  }
  // (not a label before its text, unless options follow its colon: "What kind of message is this: legitimate, promotional, or
  // scam?", "Decide this appeal: uphold or reject.")
  const afterColon = trimmed.slice(trimmed.indexOf(':') + 1).trim();
  if (trimmed.length < 4 || trimmed.length > MAX_QUESTION || (LEADING_LABEL.test(trimmed) && !/\?/.test(trimmed.slice(0, 60)) && !OPTIONS_LINE.test(afterColon) && !(IMPERATIVE.test(trimmed) && answersForm(afterColon)))) return null;
  // "Pick the queue for this ticket: billing, shipping or account.": a lead pointing at the subject, its options after its colon
  const colonAt = trimmed.indexOf(':');
  if (colonAt > 0 && !/[.!?]/.test(trimmed.slice(0, colonAt)) && LEADS_A_SUBJECT.test(trimmed.slice(0, colonAt)) && OPTIONS_LINE.test(afterColon) && !/[?？]/.test(afterColon)) return { criterion: trimmed, after: '' };
  // (a full-width mark ends the question with no space after it, as Japanese and Chinese write: "…含みますか？はい／いいえで答えてください。")
  const mark = trimmed.search(/\?(?=\s|$)|？/);
  if (mark >= 0) {
    let after = trimmed.slice(mark + 1).trim();
    // (an aside on whom the judge works for is neither: "(Asking for my user, who updates the park website.)")
    if (ASIDE.test(after)) after = '';
    // (…nor a sentence after it on what the writer or the user is doing: "I'm about to run terraform apply for the user.")
    if (after.length <= 200 && !/[?？]/.test(after) && (NARRATED.test(after) || HELPS_AFTER.test(after) || AT_WORK.test(after) || ABOUT_TO.test(after))) after = '';
    if (after !== '' && !answersForm(after)) return null;
    // the question starts the text: a sentence before it is not part of the criterion's line
    return questionStart(trimmed, mark + 1) > 0 ? null : { criterion: trimmed.slice(0, mark + 1), after };
  }
  // "Based on the transcript below, decide whether …": the instruction after its premise
  if (IMPERATIVE.test(trimmed.replace(/^based on [^,\n]{1,120},\s*/i, ''))) {
    // "Classify this question by policy area (leave / pay / conduct), one word only:": the options and the size are the answer's
    const listed = OPTIONS_IN_PARENTHESES.exec(trimmed);
    if (listed && listed.index > 8) return { criterion: trimmed.slice(0, listed.index).trim(), after: listed[0].trim().replace(/[ \t]*:$/, '') };
    // (…or the answer's size in them: "Rule on this shot (one word):")
    const sized = /[ \t]*\(([^()\n]{3,40})\)[ \t]*:?$/.exec(trimmed);
    if (sized && sized.index > 8 && closesAnswerSize(sized[1]!)) return { criterion: trimmed.slice(0, sized.index).trim(), after: sized[1]!.trim() };
    // "Rate this answer from 1 to 5. Just give the number.": the instruction, then how to answer
    const stop = trimmed.search(/[.!](?=\s)/);
    if (stop > 0 && answersForm(trimmed.slice(stop + 1))) return { criterion: trimmed.slice(0, stop + 1), after: trimmed.slice(stop + 1).trim() };
    // "Rate the alert for actionability — clear or unclear, nothing else.": how to answer after a dash
    // (…a colon before the subject perhaps after it: "Decide the response to this smoke report — label only:")
    const dash = trimmed.search(/[ \t][—–][ \t]/);
    if (dash > 0 && answersForm(trimmed.slice(dash + 2).replace(/[ \t]*:$/, ''))) return { criterion: trimmed.slice(0, dash).trim(), after: trimmed.slice(dash + 2).trim().replace(/[ \t]*:$/, '') };
    // "Check this menu item against the nut-free policy and reply compliant or non-compliant:": how to answer joined by "and"
    // (not the judging itself said after "and say": "… and say whether they match")
    // (…or after a comma, in any of a few languages: "Dimmi se … l'autorizzazione, rispondi solo sì o no"; or "and keep it to one label")
    const joined = /[ \t]+(?:and|then)[ \t]+((?:answer|reply|respond|say)\b(?![ \t]+(?:if|whether|which|what|how|who|why)\b)[^\n]{1,120}?|keep[ \t]+it[ \t]+to[ \t]+(?:one|a[ \t]+single)[ \t]+(?:word|label|number|letter))[ \t]*:?$|,[ \t]+((?:answer|reply|respond|rispondi|responde|responda|réponds|répondez|antworte|antwoord|odpowiedz)\b(?![ \t]+(?:if|whether|which|what|how|who|why)\b)[^\n]{1,120}?)[ \t]*:?$/iu.exec(trimmed);
    const told = joined ? (joined[1] ?? joined[2]!) : '';
    if (joined && joined.index > 8 && (answersForm(told) || /^keep[ \t]+it[ \t]+to\b/i.test(told))) return { criterion: trimmed.slice(0, joined.index).trim(), after: told.trim() };
    return /[.!](?=\s)/.test(trimmed) ? null : { criterion: trimmed.replace(/[ \t]*:$/, ''), after: '' };
  }
  // "この翻訳の品質を評価してください。": a request in Japanese, its verb last ("…してください", "please do …")
  if (CJK_REQUEST.test(trimmed)) return { criterion: trimmed, after: '' };
  // (…how to answer in a sentence of its own after it: "…判定してください。「はい」か「いいえ」で答えてください。")
  const stop = trimmed.indexOf('。');
  if (stop > 0 && CJK_REQUEST.test(trimmed.slice(0, stop + 1)) && answersForm(trimmed.slice(stop + 1))) return { criterion: trimmed.slice(0, stop + 1), after: trimmed.slice(stop + 1).trim() };
  // "fluency 1-5", "Conciseness score 1-5. Just the number.": what is scored and the scale, typed as a fragment
  const scaled = bare ? SCALE_FRAGMENT.exec(trimmed) : null;
  if (scaled && scaled[1]!.trim().split(/\s+/).length <= 3) {
    const after = trimmed.slice(scaled[0].length).trim();
    if (after === '' || answersForm(after)) return { criterion: scaled[0].trim(), after };
  }
  const words = trimmed.split(/\s+/).length;
  // (…opened by its scale, as typed in a hurry: "1-5 how well does this summary get the main points")
  return bare && BARE_QUESTION.test(trimmed.replace(LEADING_SCALE, '')) && words >= 2 && words <= 25 && !/[.!:;](?=\s|$)/.test(trimmed) ? { criterion: trimmed, after: '' } : null;
}

/** A closing sentence that says only how to answer ("Answer with one word.", "Only reply true or false, nothing else."). */
const ANSWER_FORM_WORDS = /^(?:please\s+)?(?:only\s+|just\s+)?(?:answer|respond|reply|return|output|say|give|use)\b/i;

/** A quote closed, a short label, another quote opened: the enclosure holds two labelled quoted parts. */
const QUOTED_PARTS = /["”][ \t]{0,4}[,;/|]?\n?[ \t]{0,4}[\p{L}][\p{L}\p{N} ()'’-]{0,30}:[ \t]*["“]/u;

/** A sentence after the subject on whom the judge works for: "I'm asking for a producer I'm assisting.", "I'm helping a tech …". */
const HELPS_AFTER = /^(?:I'm|I[ \t]+am)[ \t]+(?:asking|helping|assisting|checking|working)\b[^\n]{0,200}[.!]?$/;

/** Sentences after a question that only say whom the judge works for, ending in the colon before the subject: set aside. */
function withoutNarrationAfterQuestion(before: string): string {
  const mark = before.indexOf('? ');
  if (mark < 0 || before.length - mark > 300) return before;
  const rest = before.slice(mark + 2).trim();
  return /[:.]$/.test(rest) && (NARRATED.test(rest) || HELPS_AFTER.test(rest) || AT_WORK.test(rest)) ? before.slice(0, mark + 1) : before;
}

/** An instruction on how to answer, not options alone ("Answer yes or no.", "Just the number."): after the subject, no criterion. */
const TOLD_HOW = /^(?:please[ \t]+)?(?:answer|reply|respond|say|return|output|give|choose|pick|select|just|only|one|single)\b/i;

/** Up to three sentences, each an assistant's narration, what the writer is at, or an introduction ending in a colon. */
function onlySetsTheScene(text: string): boolean {
  // (a sentence that reports the question, "The user is asking if …:", is the criterion, not the scene)
  if (text === '' || text.length > 400 || text.includes('\n') || /\b(?:if|whether|which|what|how|why)\b/i.test(text)) return false;
  const sentences = text.split(/(?<=[.!:])[ \t]+/);
  // (…or a short one that says where the text comes from: "Section 9 says:", "The listing reads:")
  return sentences.length <= 3 && sentences.every((s) => NARRATED.test(s) || /^(?:I'm|I[ \t]+am|We're|We[ \t]+are)[ \t]+[\p{L}-]+ing\b/u.test(s) || /^here(?:'s|’s|[ \t]+is|[ \t]+are)\b[^.?!]{0,120}:$/i.test(s) || QUOTING_SOURCE.test(s));
}

/** One line ending in a colon, no question in it: what may only introduce the text under it. */
const INTRODUCING_LINE = /^[^\n?？]{8,160}:$/;

/** A lead that only says the text was handed over: "… pasted this", "… forwarded me the following", "… sent us". */
const HANDED_OVER = /\b(?:pasted|sent|shared|forwarded|copied|received|got)(?:[ \t]+(?:me|us|in|over))?(?:[ \t]+(?:this|these|it|the[ \t]+following))?[ \t]*$/i;

/** A short sentence naming where the quoted text comes from, ending in its colon: "Section 9 says:", "The listing reads:". */
const QUOTING_SOURCE = /^[^.?!:\n]{1,60}[ \t](?:says|said|reads|read|states|stated|writes|wrote|goes)[ \t]*:$/i;

/** One sentence saying what the writer is about to do: "I'm about to run terraform apply for the user.", "We're going to merge it tonight." */
const ABOUT_TO = /^(?:I'm|I[ \t]+am|We're|We[ \t]+are)[ \t]+(?:about|going)[ \t]+to\b[^.?!\n]{0,160}[.!]$/u;

/** One sentence saying what the writer is at: "I'm reviewing flagged episodes for a podcast network.", "We're screening bios." */
const AT_WORK = /^(?:I'm|I[ \t]+am|We're|We[ \t]+are)[ \t]+[\p{L}-]+ing\b[^.?!\n]{0,160}[.:]$/u;

/**
 * A subject set apart by quotes, a fence or JSON, the criterion beside it: "“…” — is this a refusal?", `Email:
 * "…"\nIs this email a phishing attempt?`, "Does this contain a security flaw?\n```js …```". The text outside the
 * enclosure must be the criterion alone (a label before the subject, an introduction, a dash may stand beside it).
 */
function enclosedSplit(text: string): SetApart | null {
  if (text.length > 200_000) return null;
  for (const enclosure of ENCLOSURES) {
    const m = enclosure(text);
    if (!m || m.inner.trim() === '') continue;
    // (two quoted parts, each labelled, are not one subject: 'EN: "Your trial ends …" ES: "Tu prueba …"')
    if (/^["“«„]/.test(m.whole) && QUOTED_PARTS.test(m.inner.slice(0, 4000))) continue;
    let before = text.slice(0, m.index).trim();
    const after = text.slice(m.index + m.whole.length).trim().replace(/^[.,;]\s*/, '');
    // a label naming the subject just before it ("Email:", "Agent reply:"), or a sentence introducing it, is not the criterion
    // (…after a sentence of its own on the line: "I'm reviewing flagged episodes for a podcast network. Segment: “…”")
    const label = /(?:^|\n)[ \t]*[\p{L}][\p{L}'’ -]{0,38}[ \t]?:[ \t]*$|(?<=[.!?])[ \t]+[\p{L}][\p{L}'’-]{0,30}(?:[ \t][\p{L}'’-]{1,30}){0,2}[ \t]?:[ \t]*$/u.exec(before);
    if (label) before = before.slice(0, label.index).trim();
    else if (/^(?:here(?:'s|’s|\s+is|\s+are)\b|below\s+(?:is|are)\b)[^\n]{0,160}:$/i.test(before)) before = '';
    // (…nor an assistant's word on whom it works for, when a question follows the text: 'My user flagged this clause: "…"
    // Favorable, neutral, or unfavorable for the tenant?')
    // (…or on what it is working: "I'm reviewing flagged episodes for a podcast network. Segment: “…” Would this count as …?")
    if (after !== '' && (NARRATED.test(before) || AT_WORK.test(before)) && /[:.]$/.test(before) && criterionOf(after, true) !== null) before = '';
    // (…nor, after the subject, a sentence on whom the judge works for: "I'm asking for a producer I'm assisting.")
    // (…unless the sentence reports the question itself: "```…```\nMy user wants to know if there's a gap in this chain.")
    const narratedAfter = NARRATED.test(after) || HELPS_AFTER.test(after);
    const reportedAfter = narratedAfter && NEED_TO_KNOW.test(withoutNarration(after));
    const afterKept = narratedAfter && !reportedAfter ? '' : after;
    // (…nor, after the question before it, such a sentence: "Is … specific enough? My user is shipping a gift and wrote: "…"")
    before = withoutNarrationAfterQuestion(before);
    // (…nor sentences that only set the scene, the question after the subject: "I'm processing a batch of claims for a
    // dental practice. Here's the line item:\n```…```\nWhich coverage tier …?")
    if (afterKept !== '' && onlySetsTheScene(before)) before = '';
    // (…nor a line of its own that only hands the text over, ending in its colon, the question after the subject: "Wall
    // manager asked me to check this before we open:\n```…```\nShe wants to know if we have to shut the route.")
    if (afterKept !== '' && INTRODUCING_LINE.test(before) && !IMPERATIVE.test(before) && criterionOf(before, true) === null && criterionOf(afterKept, true) !== null) before = '';
    const outside = [before, afterKept].filter((part) => part.replace(/[\s—–-]+/g, '') !== '');
    // the criterion on one side; or before it, with only the answer's form said after ("Answer with one word.", "Early reader,
    // middle grade or adult?")
    const formAfter = outside.length === 2 && afterKept.length <= 300 && (ANSWER_FORM_WORDS.test(afterKept) || (answersForm(afterKept) && criterionOf(before, true) !== null));
    if (outside.length !== 1 && !formAfter) continue;
    const read = criterionOf((formAfter ? `${before} ${afterKept}` : outside[0]!).replace(/\s*[—–-]+$/, ''), true);
    // (a question reported after the subject ends on its full stop, as it does read from the last line: "… The user wants to know which queue this ticket belongs in.")
    if (read) return { criterion: reportedAfter && outside[0] === afterKept ? read.criterion.replace(/\.$/, '') : read.criterion, subject: m.inner.trim(), after: read.after };
    // (…or the options alone on a line over the subject: "true / mostly true / misleading / false\n```…```")
    // (…or after it: "```…```\naccept or reject")
    const alone = outside.length === 1 ? outside[0]! : '';
    if (alone !== '' && !alone.includes('\n') && answersForm(alone) && !IMPERATIVE.test(alone) && (alone === before || !TOLD_HOW.test(alone))) return { criterion: alone, subject: m.inner.trim(), after: '' };
  }
  return null;
}

/** A subject quoted as an e-mail quotes, "> " opening each of its lines: the lines without the marks. */
function withoutQuoteMarks(subject: string): string {
  const lines = subject.split('\n');
  return lines.length <= 200 && lines.every((line) => /^[ \t]{0,3}>(?:[ \t]|$)/.test(line)) ? lines.map((line) => line.replace(/^[ \t]{0,3}>[ \t]?/, '')).join('\n').trim() : subject;
}

/** A rule line (---, ===, ***) at a subject's end or start. */
const RULE_LINE_END = /\n[ \t]*(?:-{3,}|={3,}|\*{3,}|_{3,})[ \t]*$/;
const RULE_LINE_START = /^(?:-{3,}|={3,}|\*{3,}|_{3,})[ \t]*\n/;

/**
 * A subject without a label that names it by the noun the criterion calls it ("Product: …" under "Which category does
 * this product belong to?", "User question: …" under "Is the user's question in scope?"); the only label it holds.
 */
const SPEAKER = /^(?:customer|client|user|agent|assistant|bot|caller|patient|student|candidate|buyer|seller|guest|host|human|ai|operator|support)$/;

function withoutCriterionNoun(subject: string, criterion: string): string {
  const label = /^([\p{L}][\p{L}'’ -]{0,30}?)[ \t]?:[ \t]+(?=\S)/u.exec(subject);
  if (!label || /\n[ \t]*\p{L}[^\n:]{0,40}:[ \t]*(?:\n|\S)/u.test(subject)) return subject;
  const nouns = label[1]!.trim().toLowerCase().split(/[ \t]+/);
  // (a speaker's label is a turn of a conversation, kept: "Customer: Love the new feature!" under "Is this customer likely to churn?")
  if (SPEAKER.test(nouns.at(-1)!)) return subject;
  const said = criterion.toLowerCase().split(/[^\p{L}-]+/u).flatMap((w) => [w, ...w.split('-')]).map((w) => w.replace(/'s$/, ''));
  // (any word of the label: "Claim narrative:" under "… this insurance claim …"; a German compound ending in it, "Meldung:"
  // under "Störungsmeldung"; in Korean or Japanese, a criterion word opening with it, a particle after: "관찰 기록:" under "관찰이")
  // (…a German compound opening with it, "Leistung:" under "Leistungsstufe"; a Chinese or Japanese label's first two
  // characters inside the criterion's run of characters, "通報内容：" under "この通報で…")
  const cjk = (noun: string) => /^[\p{sc=Hangul}\p{sc=Han}\p{sc=Katakana}]{2,}$/u.test(noun);
  const names = (noun: string) => said.some((w) => w === noun || w === `${noun}s` || (noun.length >= 5 && w.length > noun.length && (w.endsWith(noun) || w.startsWith(noun))) || (cjk(noun) && (w.startsWith(noun) || (/^[\p{sc=Han}\p{sc=Katakana}]/u.test(noun) && w.includes(noun.slice(0, 2))))));
  // (its last word as it stands; another of its words only when long enough to be a noun of its own: not "the", "on")
  const naming = nouns.some((noun, i) => (noun.length >= (i === nouns.length - 1 ? 3 : 5) || /^[\p{sc=Hangul}\p{sc=Han}]{2}$/u.test(noun)) && names(noun));
  return naming ? subject.slice(label[0].length) : subject;
}

/** A subject without the label that names its kind ("Headline: …", "Product description:" on a line of its own). */
export function withoutKindLabel(subject: string): string {
  // (a rule line closing or opening it, "---" before the question below, is no part of it)
  const trimmed = withoutQuoteMarks(subject.trim().replace(RULE_LINE_END, '').replace(RULE_LINE_START, ''));
  // parts each on a labelled line ("Query: …\nDocument: …"): the labels say which is which, and stay
  // (…numbered too: "Title 1: …\nTitle 2: …")
  // (…in lower case too: "user: …\nassistant: …")
  // (…or each label on a line of its own over its part, the parts a blank line apart: "Transcript:\n…\n\nSummary:\n…")
  // (…a label glossed in parentheses too: "TM match (74%): …")
  // (…full-width colons too: "質問：…\n参考解答：…")
  if (/\n[ \t]*\p{L}[\p{L}\p{N} ]{0,30}(?:\([^()\n]{1,20}\))?[ \t]*[:：][ \t]*(?:\n|\S)/u.test(trimmed) && /^\p{L}[\p{L}\p{N} ]{0,30}(?::[ \t]|：)/u.test(trimmed)) return trimmed;
  if (/^\p{L}[\p{L}\p{N} ]{0,30}:[ \t]*\n/u.test(trimmed) && /\n[ \t]*\n[ \t]*\p{L}[\p{L}\p{N} ]{0,30}:[ \t]*\n/u.test(trimmed)) return trimmed;
  // an opening sentence about the text that ends on its kind's label ("The user forwarded an email. Email:"): the text after it
  const introduced = /^[^\n]{3,300}?[.!][ \t]+((?:[\p{L}'’-]+[ \t]){0,2}[\p{L}'’-]+:)[ \t]*\n/u.exec(trimmed);
  if (introduced && TEXT_KIND.test(introduced[1]!) && trimmed.length > introduced[0].length) return trimmed.slice(introduced[0].length).trim();
  const ownLine = /^[^\n]{1,60}:[ \t]*\n/.exec(trimmed);
  if (ownLine && TEXT_KIND.test(ownLine[0].trim())) return trimmed.slice(ownLine[0].length).trim();
  return trimmed.replace(TEXT_KIND, '');
}

/** Words of a writer speaking of themself, in a few languages ("I", "my", "mir", "je", "mi"); not "me" or "us", which a request to the judge uses. */
const SPEAKS_AS_WRITER = /(?:^|[^\p{L}'])(?:I|I'm|I've|I'd|my|mine|we|our|ich|mir|mich|mein|meine|meinen|je|j'|moi|mon|mes|yo|mis|eu|meu|minha|io|mio|mia)(?![\p{L}'])/iu;

/** A short label opening a line, one to three words: "User question: …", not a question that ends on a colon. */
const PART_LABEL = /^[\p{L}][\p{L}'’-]*(?:[ \t][\p{L}'’-]+){0,2}[ \t]?:[ \t]+\S/u;
/** Words that point at a text given beside the question: "this post", "these messages", "the following", "the above". */
const POINTS_AT_OTHER = /\b(?:this|these|the following|the above|below)\b/i;

/**
 * A subject on lines of its own, the criterion on the last or first line, or in the first paragraph: "Text: …\n
 * Does this text contain profanity?", "Hello,\n…\nRegards, Ken\n\nIs this customer asking for a refund?",
 * "Here's a transcript from our bot. Did it turn down the request?\n\nUser: …".
 */
/**
 * A subject under its question without a last line on whom the judge works for, which closes the message rather than the
 * subject: "Does this prescription contain a dosing error?\nRx: …\nI'm helping a pharmacy tech double-check scripts."
 */
function withoutNarrationBelow(subject: string): string {
  const lastBreak = subject.trimEnd().lastIndexOf('\n');
  if (lastBreak <= 0) return subject;
  const last = subject.slice(lastBreak + 1).trim();
  return NARRATED.test(last) && !/[?？]$/.test(last) && subject.slice(0, lastBreak).trim() !== '' ? subject.slice(0, lastBreak) : subject;
}

function paragraphSplit(text: string): SetApart | null {
  const body = text.trim();
  const lastBreak = body.lastIndexOf('\n');
  const firstBreak = body.indexOf('\n');
  if (firstBreak < 0 || body.length > 200_000) return null;
  const lastLine = body.slice(lastBreak + 1);
  const last = SUBJECT_LABEL.test(lastLine.trim()) ? null : criterionOf(lastLine, true);
  const firstLine = body.slice(0, firstBreak);
  const first = SUBJECT_LABEL.test(firstLine.trim()) ? null : criterionOf(firstLine, true);
  // Two questions, one at each end: the one its writer asks about themself ("My tomatoes keep splitting, any tips?",
  // "Könnten Sie mir …?") is the subject, the other the judge's question ("violates guidelines?")
  const lastIsTheWriters = last !== null && first !== null && SPEAKS_AS_WRITER.test(lastLine) && !SPEAKS_AS_WRITER.test(firstLine);
  // …and the one that points at the other ("Does this social media post need a reply?" over "@Bank your app is down,
  // what is going on??"), or the one that is not labelled as a part ("User question: Can you …?")
  // (the other no shorter than the question that points: "injection or benign?" under a prompt that says "this article" is
  // the judge's own)
  const firstPoints = last !== null && first !== null && POINTS_AT_OTHER.test(firstLine) && !POINTS_AT_OTHER.test(lastLine) && lastLine.trim().length >= firstLine.trim().length;
  const lastLabelled = last !== null && first !== null && PART_LABEL.test(lastLine.trim()) && !PART_LABEL.test(firstLine.trim());
  // (…the lines above it without an assistant's word on whom it works for: "My user asked me to route their request. Here it is:")
  if (last && !lastIsTheWriters && !firstPoints && !lastLabelled) return { criterion: last.criterion, subject: withoutCriterionNoun(withoutKindLabel(withoutNarratedLead(body.slice(0, lastBreak))), last.criterion), after: last.after };
  if (first) return { criterion: first.criterion, subject: withoutCriterionNoun(withoutKindLabel(withoutNarrationBelow(body.slice(firstBreak + 1))), first.criterion), after: first.after };
  // the first paragraph, a few lines long: an introduction and the question
  const paragraphEnd = body.search(/\n[ \t]*\n/);
  if (paragraphEnd > 0 && body.slice(0, paragraphEnd).split('\n').length <= 3) {
    const lead = criterionOf(body.slice(0, paragraphEnd).replace(/\s+/g, ' '), true);
    if (lead) return { criterion: lead.criterion, subject: withoutKindLabel(body.slice(paragraphEnd)), after: lead.after };
  }
  return null;
}

/** A lead that judges what follows its colon: a question word, an imperative, or a pointer at the subject ("this review"). */
const LEADS_A_SUBJECT =
  /^(?:please\s+)?(?:is|are|does|do|did|was|were|which|what|how|can|could|would|should|will|any|tag|classify|categori[sz]e|rate|score|grade|label|judge|evaluate|assess|detect|identify|tell|decide|determine|check|say|indicate)\b|\b(?:this|these|ce|cet|cette|ces|este|esta|estos|estas|dieser|diese|dieses|questo|questa)\b/i;

/**
 * A criterion that introduces its subject with a colon: "Tell me whether this email requests a meeting: Are
 * you free …?", "How polite is this reply on a 1-5 scale: …", "Detect the language of the text. Text: …".
 */
function leadSplit(text: string): SetApart | null {
  // a colon that ends a phrase (not one inside a URL or a time)
  const colon = firstOutsideQuotes(text, (c, i) => c === ':' && (i + 1 === text.length || /\s/.test(text[i + 1]!)), MAX_QUESTION);
  if (colon < 0) return null;
  let lead = text.slice(0, colon).trim();
  // "Detect the language of the text. Text: …": the sentence before a short label is the criterion; after a
  // longer one ("Rate this bug from 1 to 4. Typo on the About page: …") the colon is the subject's own
  const sentenceEnd = Math.max(lead.lastIndexOf('. '), lead.lastIndexOf('? '));
  let subject = text.slice(colon + 1).trim();
  if (sentenceEnd > 0) {
    if (lead.slice(sentenceEnd + 2).trim().split(/\s+/).length > 3) return null;
    // (…kept where it labels the first of two quoted parts: 'EN: "Save your work." FR: "Enregistrez votre travail."')
    if (QUOTED_PARTS.test(subject.slice(0, 4000))) subject = text.slice(sentenceEnd + 2).trim();
    lead = lead.slice(0, sentenceEnd + 1);
  }
  if (subject === '' || lead.split(/\s+/).length < 3 || !LEADS_A_SUBJECT.test(lead)) return null;
  // (an assistant's word on whom it works for is no criterion, though it points at the text: "A researcher I'm helping
  // pasted this: …")
  // (one that asks for something stays: "My user … wants a clarity score (1–5) for this paragraph:")
  if (NARRATED.test(lead) && HANDED_OVER.test(lead)) return null;
  return { criterion: lead, subject, after: '' };
}

/** Two options typed bare, a few words each, "or" between them: "on topic or off topic", "a or b more helpful". */
const BARE_OPTIONS_FIRST = /^[\p{L}-]{1,20}(?:[ \t][\p{L}-]{1,20}){0,2}[ \t]+or[ \t]+[\p{L}-]{1,20}(?:[ \t][\p{L}-]{1,20}){0,3}[ \t]*\??$/u;

/** A first line that asks something of the lines under it, each a turn opened by its speaker's label ("Agent: …"). */
function transcriptUnder(text: string): SetApart | null {
  const firstBreak = text.indexOf('\n');
  if (firstBreak < 0) return null;
  const first = text.slice(0, firstBreak).trim();
  const rest = text.slice(firstBreak + 1).trim();
  const lines = rest.split('\n').filter((line) => line.trim() !== '');
  // (…or bare options typed in a hurry over turns labelled in lower case: "on topic or off topic\nuser: …\nbot: …")
  const options = BARE_OPTIONS_FIRST.test(first);
  if (first.length > MAX_QUESTION || first.includes(':') || (!options && (first.length < 8 || !LEADS_A_SUBJECT.test(first)))) return null;
  const turn = options ? /^[ \t]*\p{L}[\p{L} ]{0,20}:[ \t]+\S/u : /^[ \t]*\p{Lu}[\p{L} ]{0,20}:[ \t]+\S/u;
  return lines.length >= 2 && lines.length <= 200 && lines.every((line) => turn.test(line)) ? { criterion: first.replace(/\.$/, ''), subject: rest, after: '' } : null;
}

/**
 * The criterion and a subject set apart from it, or null. `closing` is the message's closing paragraph that
 * `plain-words.ts` took for an instruction to the judge: when it states a criterion ("Is the summary faithful to
 * the source text?", "Rate this answer from 1 to 5."), it is read with the message, first.
 */
export function setApart(text: string, closing: string | null): SetApart | null {
  const withClosing = closing !== null ? `${text}\n\n${closing}` : null;
  const closingFirst = closing !== null && criterionOf(closing, true) !== null;
  for (const candidate of closingFirst ? [withClosing!, text] : [text, withClosing]) {
    if (candidate === null) continue;
    const enclosed = enclosedSplit(candidate);
    if (enclosed) return enclosed;
    const lines = paragraphSplit(candidate);
    if (lines && lines.subject !== '') return lines;
  }
  // (a request on the first line over a transcript of labelled turns, "Agent: …" / "Caller: …": the turns as written)
  const turns = transcriptUnder(text);
  if (turns) return turns;
  // (a subject that is one fenced block after the criterion's colon keeps its lines, the fences set aside: "The user is
  // asking if this change opens a security hole:\n\n```python\n…\n```")
  const asWritten = leadSplit(text);
  const block = asWritten && !asWritten.criterion.includes('\n') ? fenced(asWritten.subject) : null;
  if (block && block.index === 0 && block.whole.length === asWritten!.subject.length) return { ...asWritten!, subject: block.inner };
  const lead = leadSplit(text.replace(/\s+/g, ' '));
  return lead ? { ...lead, subject: withoutKindLabel(lead.subject) } : null;
}
