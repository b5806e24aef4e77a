#!/usr/bin/env node
// Builds data/banking-intent.jsonl from the TRAIN split of BANKING77 (PolyAI, CC BY 4.0).
// Usage: node libs/reference-packs/scripts/build-banking-intent.mjs [path/to/banking77/train.jsonl]
// Deterministic: no randomness beyond a fixed SHA-256 key; rerunning on the same file gives the same bytes.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const SOURCE = process.argv[2] ?? '/work/shared/datasets/banking77/train.jsonl';
const OUT = join(import.meta.dirname, '..', 'data', 'banking-intent.jsonl');
const SEED = 'a8-reference-packs/banking77/v1';
const PER_INTENT = 50;
const INTENTS = [
  'card_arrival',
  'change_pin',
  'exchange_rate',
  'lost_or_stolen_card',
  'passcode_forgotten',
  'terminate_account',
  'top_up_failed',
  'transaction_charged_twice',
];
const SYSTEM = "Which banking intent does the customer's message express?";

if (basename(SOURCE) !== 'train.jsonl') throw new Error(`only the train split may be used, got ${SOURCE}`);

const key = (text) => createHash('sha256').update(`${SEED}\n${text}`).digest('hex');
const rows = readFileSync(SOURCE, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));

// A text that occurs under more than one label (anywhere in train) is ambiguous: drop it. Exact duplicates collapse.
const labelsOf = new Map();
for (const { text, label } of rows) {
  const t = text.trim();
  if (!labelsOf.has(t)) labelsOf.set(t, new Set());
  labelsOf.get(t).add(label);
}
const picked = [];
for (const intent of INTENTS) {
  const texts = [...labelsOf].filter(([, ls]) => ls.size === 1 && ls.has(intent)).map(([t]) => t);
  texts.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  if (texts.length < PER_INTENT) throw new Error(`${intent}: only ${texts.length} rows`);
  for (const t of texts.slice(0, PER_INTENT)) picked.push([t, intent]);
}
// File order: by the same key, so labels are interleaved.
picked.sort(([a], [b]) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
const lines = picked.map(([text, intent]) =>
  JSON.stringify({
    input: [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: text },
    ],
    format: { properties: { intent: { enum: INTENTS } } },
    answer: { intent },
  }),
);
writeFileSync(OUT, lines.join('\n') + '\n');
console.log(`${lines.length} rows -> ${OUT}`);
