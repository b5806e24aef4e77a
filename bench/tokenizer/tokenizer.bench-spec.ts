import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'vitest';
import { cl100kTokenCounter } from '@a8/tokenizer';

// Input-token counting runs on the gateway's event loop for every request, so its cost must be
// linear in the body and small: this prints ms per MB for ordinary text and for the hostile
// shapes that made the previous counter quadratic (long runs with no whitespace, whitespace runs).
const MB = 1_048_576;
const random = (alphabet: string, n: number) => {
  let seed = 7;
  let out = '';
  for (let i = 0; i < n; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    out += alphabet[seed % alphabet.length];
  }
  return out;
};
const words = () => {
  const vocabulary = 'the parcel arrived crushed and I want a refund please route this ticket to billing or shipping today'.split(' ');
  const out: string[] = [];
  let length = 0;
  for (let i = 0; length < MB; i++) {
    const word = vocabulary[(i * 7919) % vocabulary.length]!;
    out.push(word);
    length += word.length + 1;
  }
  return out.join(' ');
};
const inputs: Record<string, string> = {
  'ordinary English words': words(),
  'one letter repeated (one 1 MB "word")': 'a'.repeat(MB),
  'random letters, no whitespace': random('abcdefghijklmnopqrstuvwxyz', MB),
  'spaces, then one letter': ' '.repeat(MB - 1) + 'x',
  'spaces and tabs alternating': ' \t'.repeat(MB / 2),
  'newlines': '\n'.repeat(MB),
  'punctuation run': '!'.repeat(MB),
  'digits run': '7'.repeat(MB),
  'CJK run': random('日本語のテキスト漢字', MB / 3),
  'base64-like run': random('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', MB),
};

it('prints the token counter cost per MB of hostile and ordinary input', () => {
  const counter = cl100kTokenCounter();
  counter.count('warm up');
  const rows: { input: string; bytes: number; tokens: number; ms: number }[] = [];
  for (const [name, text] of Object.entries(inputs)) {
    const started = process.hrtime.bigint();
    const tokens = counter.count(text);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    rows.push({ input: name, bytes: Buffer.byteLength(text), tokens, ms: Math.round(ms) });
  }
  const table = [
    '| input (1 MB) | bytes | tokens | ms |',
    '| --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.input} | ${r.bytes} | ${r.tokens} | ${r.ms} |`),
  ].join('\n');
  console.log(table);
  writeFileSync(join(import.meta.dirname, '../results/tokenizer.md'), `# Input-token counting (cl100k_base), one pass per input\n\n${table}\n`);
});
