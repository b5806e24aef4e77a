/**
 * What a request written in words asks for besides a verdict (reasoning on): a recall of what was
 * taught ("What have I taught you about refunds?") or precedents ("quote precedents").
 */
const RECALL = [
  /^\s*what\s+(?:have|did|has)\s+(?:i|we|my team|our team|you been)\s+(?:taught|teach|shown|show|told|tell)\s+(?:you\s+)?(?:about|on|regarding|for)\s+(.+?)\s*[?.!]*\s*$/i,
  /^\s*(?:show|list|recall|remind me(?: of)?)\s+(?:me\s+)?(?:what|the examples)\s+(?:i|we)\s+(?:have\s+)?(?:taught|teach|gave)\s+(?:you\s+)?(?:about|on|regarding|for)\s+(.+?)\s*[?.!]*\s*$/i,
  /^\s*what\s+do\s+you\s+know\s+about\s+(.+?)\s+from\s+(?:my|our)\s+(?:examples|teaching)\s*[?.!]*\s*$/i,
];

/** The topic of a recall question, or null when the message is not one. */
export function recallTopic(message: string): string | null {
  for (const pattern of RECALL) {
    const match = pattern.exec(message);
    if (match) return match[1].trim();
  }
  return null;
}

// The request is the phrase itself ("quote precedents", "please cite the precedents for this"), and
// the punctuation that closes it: never the words after it, which are the subject or the criterion.
const PRECEDENTS =
  /(?:^|(?<=[\s,;.(]))(?:please\s+)?(?:quote|cite|show|give|include|list)(?:\s+(?:me|us|the|your|its|any|some|relevant))*\s+precedents?\b(?:\s+(?:please|too|as well|for (?:this|it|that|them)(?: one)?))*\s*[:.!,;)\-–—]?/i;

/**
 * Whether the text asks for precedents in words, and the text without that request (so the
 * instruction is not judged as part of the subject).
 */
export function precedentsRequest(text: string): { asks: boolean; rest: string } {
  const match = PRECEDENTS.exec(text);
  if (!match) return { asks: false, rest: text };
  const rest = (text.slice(0, match.index) + text.slice(match.index + match[0].length)).replace(/\s{2,}/g, ' ').trim();
  return { asks: true, rest };
}
