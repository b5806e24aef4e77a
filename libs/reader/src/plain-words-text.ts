/** What the plain-words readers share: the words that mark a criterion, and where a question starts and ends. */

export const SUBJECT_LABEL = /^(?:here(?:\s+is|'s|\s+are)\s+)?(?:the\s+|this\s+)?(?:review|ticket|text|message|comment|email|e-mail|tweet|post|answer|response|output|subject|input|sentence|statement|query|request)\s*[:\-–—]\s*/i;

/** The longest question read as a criterion. */
export const MAX_QUESTION = 500;

/** The first index, outside double quotes, where `ends` holds; -1 when none within `limit` characters. */
export function firstOutsideQuotes(text: string, ends: (c: string, i: number) => boolean, limit = text.length): number {
  let quoted = false;
  for (let i = 0; i < Math.min(text.length, limit); i++) {
    const c = text[i]!;
    if (c === '"' || c === '“' || c === '”') quoted = c === '"' ? !quoted : c === '“';
    if (!quoted && ends(c, i)) return i;
  }
  return -1;
}

/** Where the question that ends at `end` starts: after the sentence before it. */
export function questionStart(text: string, end: number): number {
  const before = text.slice(0, end - 1);
  const boundary = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('\n'), before.lastIndexOf('? '));
  return boundary < 0 ? 0 : boundary + 1;
}

/**
 * An instruction to the judge in the imperative: "Classify the sentiment of this review as positive or
 * negative:", "Tell me if this email is spam.", "Rate this reply from 1 to 5 for politeness:", "Compare the two
 * responses and tell me which one is better", "Estimate the reading level of this text".
 */
export const IMPERATIVE =
  /^(?:please\s+)?(?:classify|categori[sz]e|rate|score|grade|label|tag|judge|evaluate|assess|identify|detect|triage|review|analy[sz]e|compare|estimate|predict|read\s+[^.!?\n]{1,60}?\s+and\s+(?:tell|let)\s+(?:me|us)\s+(?:know\s+)?(?:if|whether)|(?:tell|let)\s+(?:me|us)\s+(?:know\s+)?(?:if|whether)|fact-check|(?:decide|determine|check|say|indicate|verify|flag|confirm|see)\s+(?:if|whether|that)|find\s+out\s+(?:if|whether)|check\s+(?:this|the|these)\s+[\p{L}-]{2,30}\s+for\b|(?:valuta|classifica|évalue[sz]?|classe[sz]?|bewerte|klassifiziere|evalúa|clasifica|avalie|classifique|califica|puntúa|etiqueta|dê|atribua|note[sz]?|attribue[sz]?|notiere|vergib|assegna)\b)(?![\p{L}])/iu;
