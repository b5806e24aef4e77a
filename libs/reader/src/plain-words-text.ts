/** What the plain-words readers share: the words that mark a criterion, and where a question starts and ends. */

export const SUBJECT_LABEL = /^(?:this\s+one\s*:\s*|here\s+it\s+is\s*:\s*)|^(?:here(?:\s+is|'s|\s+are)\s+)?(?:the\s+|this\s+)?(?:review|ticket|text|message|comment|email|e-mail|tweet|post|answer|response|output|subject|input|sentence|statement|query|request)\s*[:\-–—]\s*/i;

/** The longest question read as a criterion. */
export const MAX_QUESTION = 500;

/** The first index, outside double quotes, where `ends` holds; -1 when none within `limit` characters. */
export function firstOutsideQuotes(text: string, ends: (c: string, i: number) => boolean, limit = text.length): number {
  let quoted = false;
  for (let i = 0; i < Math.min(text.length, limit); i++) {
    const c = text[i]!;
    if (c === '"' || c === '“' || c === '”') quoted = c === '"' ? !quoted : c === '“';
    // (…and the marks that open and close apart: 「…」, 『…』, «…»)
    else if (c === '「' || c === '『' || c === '«') quoted = true;
    else if (c === '」' || c === '』' || c === '»') quoted = false;
    if (!quoted && ends(c, i)) return i;
  }
  return -1;
}

/** Where the question that ends at `end` starts: after the sentence before it. */
export function questionStart(text: string, end: number): number {
  const before = text.slice(0, end - 1);
  // (…or a statement of code closed by its semicolon, not a clause of words: "SELECT 1; ok to run in prod?")
  const semicolon = before.lastIndexOf('; ');
  const coded = semicolon > 0 && !/\p{L}/u.test(before[semicolon - 1]!) ? semicolon : -1;
  const boundary = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('\n'), before.lastIndexOf('? '), coded);
  return boundary < 0 ? 0 : boundary + 1;
}

/**
 * An instruction to the judge in the imperative: "Classify the sentiment of this review as positive or
 * negative:", "Tell me if this email is spam.", "Rate this reply from 1 to 5 for politeness:", "Compare the two
 * responses and tell me which one is better", "Estimate the reading level of this text", "Place this kid in one of our groups.",
 * "Stufe diese Anfrage nach Dringlichkeit ein.", "Bu mesajı konusuna göre sınıflandır." (the Turkish verb last), an
 * official's call ("Adjudicate this ballot.", "Award the touch.", "Give your LBW decision.", "Rule on this turn").
 */
export const IMPERATIVE =
  /^(?:please\s+)?(?:classify|categori[sz]e|rate|score|grade|label|tag|judge|evaluate|assess|identify|detect|triage|review|analy[sz]e|compare|estimate|predict|adjudicate|award\s+(?:the|this|a)|call\s+(?:the|this)\s+(?:fault|foul|play|result|decision|call|infraction)|rule\s+on|band\s+(?:this|it|the)|give\s+(?:me\s+)?(?:your|a|the)\s+(?:[\p{L}-]{2,20}\s+){0,2}(?:decision|call|ruling|verdict|judg(?:e)?ment|grade|rating|assessment)|read\s+[^.!?\n]{1,60}?\s+and\s+(?:tell|let)\s+(?:me|us)\s+(?:know\s+)?(?:if|whether)|(?:tell|let)\s+(?:me|us)\s+(?:know\s+)?(?:if|whether)|dimmi\s+se|dime\s+si|dis-moi\s+si|dites-moi\s+si|sag\s+mir,?\s+ob|diga-me\s+se|fact-check|(?:decide|determine|check|say|indicate|verify|flag|confirm|see)\s+(?:if|whether|that)|check\s+for\b|find\s+out\s+(?:if|whether)|check\s+(?:this|the|these)\s+[\p{L}-]{2,30}\s+for\b|(?:place|sort|route|assign|prioriti[sz]e|moderate|decide)\s+(?:this|these|the|it|them|a|an)\b|make\s+the\s+[\p{L}-]{2,30}\s+call\b|(?:valuta|classifica|évalue[sz]?|classe[sz]?|bewerte|klassifiziere|evalúa|clasifica|avalie|classifique|califica|puntúa|etiqueta|dê|atribua|note[sz]?|attribue[sz]?|notiere|vergib|assegna|stufe|ordne|beurteile|kategorisiere|prüfe|jugez|juge|vérifiez|vérifie|juzga|julgue|giudica|beoordeel|classificeer|oceń|sklasyfikuj|bedöm|klassificera|ohodnoť|zařaď)\b|[^.!?\n]{3,80}?\s(?:sınıflandır|değerlendir|puanla)(?:ın|iniz)?(?=[.!]))(?![\p{L}])/iu;

/**
 * The same said in other languages, first person or "my user": "Ich helfe meiner Nutzerin …", "Sto aiutando il maestro …",
 * "Ik help een energieadviseur …", "Kullanıcım belediyede çalışıyor.", "Mi usuaria es reclutadora …".
 */
export const NARRATED_INTL = String.raw`(?:[Ii]ch[ \t]+(?:helfe|unterstütze)|[Mm]ein(?:e)?[ \t]+(?:[Bb]e)?[Nn]utzer(?:in)?|[Ss]to[ \t]+aiutando|(?:[Ii]l|[Ll]a)[ \t]+mi[oa][ \t]+utente|[Ii]k[ \t]+help|[Mm]ijn[ \t]+gebruiker|[Ee]stoy[ \t]+ayudando|[Mm]i[ \t]+usuari[oa]|[Ee]stou[ \t]+ajudando|(?:[Mm]eu|[Mm]inha)[ \t]+usuári[oa]|[Jj]'aide|(?:[Mm]on|[Mm]a)[ \t]+utilisat(?:eur|rice)|[Kk]ullanıcım|[Pp]omagam|[Mm]ój[ \t]+użytkownik)`;

/**
 * A sentence in which an assistant says whom it works for before the text it was given ("My user asked me to route their
 * support request.", "I'm helping a forum moderator.", "The user's analyst wrote a query.", "A teacher using me asked for
 * …"), or what it is ("Hi, I'm an assistant forwarding an inquiry", "I'm the moderation assistant for a Discord server",
 * "I'm filling out a passport renewal for my user"): it is neither the criterion nor part of the subject.
 */
export const NARRATED = new RegExp(String.raw`^(?:(?:hi|hello|hey)[,!]?[ \t]+)?(?:${NARRATED_INTL}|(?:the|my|our|a|an)[ \t]+(?:[\p{L}'’-]+[ \t]+){0,3}(?:user|customer|client|nurse|doctor|teacher|manager|moderator|recruiter|team|colleague|analyst|editor|reviewer|lawyer|marketer)(?:'s|’s)?\b(?:[ \t]+(?:I'm|I am)[ \t]+(?:helping|assisting)|[ \t]+using[ \t]+me)?|I'm[ \t]+(?:helping|assisting|auditing|working[ \t]+(?:for|with))|I[ \t]+(?:am[ \t]+helping|answered[ \t]+my[ \t]+user)|my[ \t]+user|(?:a|an|the|my|our)[ \t]+(?:[\p{L}'’-]+[ \t]+){0,3}?[\p{L}'’-]+[ \t]+(?:I'm|I[ \t]+am)[ \t]+(?:helping|assisting|working[ \t]+(?:for|with))|(?:I'm|I[ \t]+am)[ \t]+(?:an?|the)[ \t]+(?:[\p{L}'’-]+[ \t]+){0,3}(?:assistant|bot|agent|layer|helper|tutor|copilot|AI)\b|(?:I'm|I[ \t]+am)[ \t]+[\p{L}-]+ing\b[^.?!\n]{0,80}?\b(?:for|on[ \t]+behalf[ \t]+of)[ \t]+my[ \t]+(?:user|client|customer|boss|manager|team))\b`, 'iu');

/** A lead of one line that says whom the writer helps, ending in a colon: "Quick mid-roll from a show I'm helping audit:". */
const HELPING_LEAD = /^[^\n:.?!]{0,160}?\b(?:I'm|I[ \t]+am|we're|we[ \t]+are)[ \t]+(?:helping|assisting|auditing|supporting)\b[^\n:.?!]{0,100}:[ \t]+(?=\S)/i;

/** An introduction ending in a colon on the subject's line: "Here's the incident my user described from Sunday's match:". */
const INTRODUCED_LEAD = /^here(?:'s|’s|[ \t]+is|[ \t]+are)\b[^\n:.?!]{0,160}:[ \t]+(?=\S)/i;

/** The narrated sentence or paragraph a subject opens with, set aside, bounded, where a subject is left after it. */
export function withoutNarratedLead(subject: string): string {
  const text = subject.trim();
  // (a lead ending in a colon that says whom the writer helps, wherever it says it: "Quick mid-roll from a show I'm helping
  // audit: Today's show …")
  const helping = HELPING_LEAD.exec(text) ?? INTRODUCED_LEAD.exec(text);
  if (helping && text.length > helping[0].length + 8) return text.slice(helping[0].length).trim();
  if (!NARRATED.test(text)) return text;
  // a paragraph (or a line ending in a colon) of its own: "My user asked me to route their support request. Here it is:\n\n…"
  const paragraph = /^[^\n]{8,300}?(?:\n[ \t]*\n|:[ \t]*\n)/.exec(text);
  if (paragraph && text.length > paragraph[0].length) return text.slice(paragraph[0].length).trim();
  // …or the sentence before the rest, on its line or ending it: "The user is evaluating search results. For the query …",
  // "The user's analyst wrote a query.\nQuestion: …"
  // (…or a lead ending in a colon on the subject's line: "My user wrote it up during a roof inspection: worker on flat roof …")
  const first = /^[^.?!:\n]{8,200}(?:[.!](?:[ \t]+|[ \t]*\n)|:[ \t]+)(?=\S)/.exec(text);
  return first && text.length > first[0].length + 8 ? text.slice(first[0].length).trim() : text;
}

/**
 * A short question at the end of a run of words, pointing back at them: "does that add up?", "is this ok", "whats causing
 * it". Its word first, a pointer ("that", "this", "it") within its first four words; read on the last 200 characters.
 */
export const POINTING_CLAUSE_LAST = /(?:^|[ \t])((?:(?:where|why|how|when|which)[ \t]+(?:does|do|is|are|should|would|can|could|will|did)|does|do|is|are|was|were|can|could|should|would|will|has|have|did|whats|what's|what[ \t]+is|why[ \t]+is)[ \t]+(?:[\p{L}'’-]+[ \t]+){0,2}(?:that|this|it|these|those|they)\b[^?？.!\n]{0,80}[?？]?)$/iu;
/** A message that opens with its question word: its question starts there, not at a pointing clause inside it. */
export const BARE_ASKING = /^(?:is|are|does|do|did|was|were|has|have|can|could|should|would|will|which|what|how|who|why|where|when)\b/i;
