import { createHash } from 'node:crypto';
import { WordVectors } from '../lib/vectors';
import { rng } from '../lib/text';
import type { Subject, TaughtExample, VerdictSchema } from '../lib/types';

/** Small, deterministic fixtures for unit tests (the benchmark uses the real datasets). */

export const ITEMS = ['shoes', 'lamp', 'phone', 'book', 'chair', 'jacket', 'kettle', 'camera', 'desk', 'watch'];
export const TEMPLATES: Record<string, string[]> = {
  billing: ['I was charged twice for the {item}', 'please refund my payment for the {item}', 'my invoice for the {item} is wrong', 'the card payment for the {item} failed', 'why was I billed again for the {item}'],
  shipping: ['my {item} arrived crushed', 'the parcel with my {item} never arrived', 'where is the delivery of my {item}', 'tracking for the {item} shows no courier update', 'the {item} was shipped to the wrong address'],
  account: ['I cannot log in to buy the {item}', 'reset my password so I can order the {item}', 'change the email on my profile before the {item} order', 'my account is locked while buying the {item}', 'delete my user profile and the saved {item}'],
};

/** Seeded 16-d vectors for every word of the fixtures; words of one queue share a direction. */
export function fixtureVectors(): WordVectors {
  const r = rng(42);
  const words = new Set<string>();
  for (const t of Object.values(TEMPLATES).flat()) for (const w of t.toLowerCase().split(/\W+/)) if (w && w !== 'item') words.add(w);
  for (const w of [...ITEMS, 'excellent', 'good', 'bad', 'awful', 'fine', 'great', 'review', 'product', 'the', 'is', 'was', 'a', 'it']) words.add(w);
  const entries: [string, number[]][] = [...words].sort().map((w) => [w, Array.from({ length: 16 }, () => r() * 2 - 1)]);
  return WordVectors.fromEntries('fixture-16d', entries);
}

export const ROUTER_CRITERION = 'Which queue does the ticket belong in?';
export const ROUTER_SCHEMA: VerdictSchema = { type: 'object', properties: { queue: { enum: ['billing', 'shipping', 'account'] } } };

export function example(criterion: string | null, schema: VerdictSchema | null, subject: Subject, answer: unknown, n = 0): TaughtExample {
  const input = [
    ...(criterion ? [{ role: 'system', content: criterion }] : []),
    { role: 'user', content: subject.reference || subject.question ? JSON.stringify(subject) : subject.output },
  ];
  const requestKey = createHash('sha256').update(JSON.stringify({ criterion, input, schema })).digest('hex');
  return { requestKey, criterion, schema, subject, answer, recordedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(), display: { input, format: schema } };
}

/** 150 ticket-router examples (50 per queue). */
export function routerExamples(): TaughtExample[] {
  const out: TaughtExample[] = [];
  let n = 0;
  for (const [queue, templates] of Object.entries(TEMPLATES)) {
    for (const t of templates) for (const item of ITEMS) out.push(example(ROUTER_CRITERION, ROUTER_SCHEMA, { output: t.replace('{item}', item) }, { queue }, n++));
  }
  return out;
}
