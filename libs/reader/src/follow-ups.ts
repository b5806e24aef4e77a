import type { CanonicalRequest } from '@a8/contracts';
import { precedentsRequest } from './words';

/**
 * Follow-ups (reasoning on): after A8's earlier response (an assistant turn), a new user message
 * can ask why ("Why?", "Quote precedents"), or bring a new subject for the conversation's
 * criterion ("And this one: …").
 */
export type FollowUp = { kind: 'why' } | { kind: 'subject'; text: string };

const WHY =
  /^\s*(?:why|why so|why not|how come|why (?:is|was) (?:that|it)|why (?:did|would) you (?:say|answer|choose|pick|decide|think) (?:that|this|it|so)|(?:can|could) you explain(?:\s+(?:that|this|why|it|your (?:answer|verdict|reasoning|decision)))?|explain(?:\s+(?:that|this|why|yourself|it|your (?:answer|verdict|reasoning|decision)))?|what makes you (?:say|think) (?:that|so)|are you sure|on what (?:basis|grounds)|based on what|what (?:is|was) (?:that|this|it) based on|show (?:me )?(?:your|the) (?:evidence|reasoning|precedents))\s*[?.!]*\s*$/i;

// "And this one: …", "What about this ticket? …", "Next: …", "Now the following review: …"
const LEAD_IN =
  /^\s*(?:(?:and|now|also|ok(?:ay)?|then|great|thanks|cool|nice)[,.!]?\s+)*(?:(?:(?:what|how)\s+about|(?:do\s+)?(?:the\s+)?same\s+(?:for|with)|repeat\s+(?:for|with)|try)\s+)?(?:this|that|the next|next|another|the following|here(?:'s| is) another|one more)(?:\s+(?:one|ticket|review|text|message|email|case|answer|output|response|item|sample|reply|question|comment|post|tweet|headline|example|input|statement|claim|summary|translation|query|prompt|snippet|diff))?\s*[:?]\s+|^\s*(?:(?:and|now|also|ok(?:ay)?)[,.!]?\s+)?(?:(?:what|how)\s+about|(?:do\s+)?(?:the\s+)?same\s+(?:for|with)|repeat\s+(?:for|with))\s*[:?]?\s+(?=\S)/i;

/** A message that only asks why, or only for precedents. */
export function isWhy(message: string): boolean {
  if (WHY.test(message)) return true;
  const precedents = precedentsRequest(message);
  return precedents.asks && precedents.rest.trim() === '';
}

/** Whether the conversation has an earlier exchange the latest user message follows. */
export function isFollowUp(request: CanonicalRequest): boolean {
  const users = request.conversation.filter((t) => t.role === 'user').length;
  return users >= 2 && request.conversation.some((t) => t.role === 'assistant');
}

/** What a follow-up message asks: why (the message is only that), or a new subject after a lead-in. */
export function followUpOf(message: string, asksPrecedents: boolean, rest: string): FollowUp | null {
  if (WHY.test(message) || (asksPrecedents && rest.trim() === '')) return { kind: 'why' };
  const lead = LEAD_IN.exec(message);
  if (lead && message.length > lead[0].length) return { kind: 'subject', text: message.slice(lead[0].length).trim() };
  return null;
}

/**
 * The conversation up to the user message a "Why?" asks about: the latest user message before
 * this one that is not itself only a "Why?". One backward pass, one copy.
 */
export function askedAbout(request: CanonicalRequest): CanonicalRequest {
  const turns = request.conversation;
  let i = turns.length - 1;
  while (i >= 0 && turns[i]!.role !== 'user') i--;
  for (i--; i >= 0; i--) if (turns[i]!.role === 'user' && !isWhy(turns[i]!.content)) break;
  return { ...request, conversation: turns.slice(0, i + 1) };
}

/** The conversation's first user message alone: where a conversation without a system prompt states its criterion. */
export function firstUserTurn(request: CanonicalRequest): CanonicalRequest {
  const first = request.conversation.find((t) => t.role === 'user');
  return { ...request, conversation: first ? [first] : [] };
}
