import { describe, expect, it } from 'vitest';
import { getEncoding } from 'js-tiktoken';
import { cl100kTokenCounter, MAX_PIECE_BYTES } from './bpe-token-counter';

const reference = getEncoding('cl100k_base');
const counter = cl100kTokenCounter();

describe('BpeTokenCounter (cl100k_base)', () => {
  it('counts ordinary text exactly as the reference encoder does', () => {
    const texts = [
      'It arrived crushed. I want a refund.',
      'Which queue does the ticket belong in?',
      "Don't worry — it's fine, we'll see. Numbers: 1234567 and 3.14159!",
      '{"type":"object","properties":{"queue":{"enum":["billing","shipping","account"]}}}',
      'Ünïcödé, 日本語のテキスト, emoji 🎉🎉 and Ελληνικά.',
      'line one\n\n  indented line\r\n\ttabbed    spaces   \n',
      '',
    ];
    for (const text of texts) expect(counter.count(text), text).toBe(reference.encode(text).length);
  });

  it('agrees with the reference encoder on generated text whose pieces are under the cap', () => {
    const alphabet = ['a', 'e', 'th', 'ing', ' ', ' ', '\n', '.', ',', "'s", '7', '42', 'é', '日', '🎉', '\t', '!', 'Q', 'x', '-'];
    let seed = 11;
    for (let sample = 0; sample < 300; sample++) {
      let text = '';
      for (let i = 0; i < 60; i++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        text += alphabet[seed % alphabet.length];
      }
      expect(counter.count(text), JSON.stringify(text)).toBe(reference.encode(text).length);
    }
  });

  it('answers a text it has seen from memory with the same count, and keeps counting right past the memory bound', () => {
    const texts = Array.from({ length: 1500 }, (_, i) => `Ticket ${i}: the parcel ${i % 7 === 0 ? 'était écrasé' : 'arrived crushed'} (${'x'.repeat(i % 40)}).`);
    for (const round of [1, 2]) for (const text of texts) expect(counter.count(text), `${round}: ${text}`).toBe(reference.encode(text).length);
  });

  it('counts special-token text as ordinary text instead of throwing', () => {
    expect(() => reference.encode('a <|endoftext|> b')).toThrow();
    expect(counter.count('a <|endoftext|> b')).toBe(reference.encode('a <|endoftext|> b', 'all').length + 4);
  });

  it('counts a piece longer than the cap as the sum of its chunks', () => {
    const run = 'x'.repeat(MAX_PIECE_BYTES * 3 + 5);
    const chunk = counter.count('x'.repeat(MAX_PIECE_BYTES));
    expect(counter.count(run)).toBe(3 * chunk + counter.count('x'.repeat(5)));
  });

  it('counts a chunk of a long run exactly as the reference counts that chunk', () => {
    const letters = 'qwertyuiopasdfghjklzxcvbnm'.repeat(10).slice(0, MAX_PIECE_BYTES);
    expect(counter.count(letters)).toBe(reference.encode(letters).length);
  });

  it('counts lone surrogates and NUL without failing', () => {
    expect(counter.count('a\u0000b \ud800 c')).toBeGreaterThan(0);
  });
});

describe('counting a long text while the event loop stays free', () => {
  const counter = cl100kTokenCounter();
  const prose = 'The parcel arrived crushed, and the refund has not come through yet.\n'.repeat(3000);

  it('counts within one token per slice of the exact count', async () => {
    const exact = counter.count(prose);
    const sliced = await counter.countYielding(prose, 16 * 1024);
    expect(Math.abs(sliced - exact)).toBeLessThanOrEqual(Math.ceil(prose.length / (16 * 1024)));
    expect(await counter.countYielding('short text')).toBe(counter.count('short text'));
  });

  it('lets other work run between slices (a health probe would be answered)', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    await counter.countYielding(`${'x'.repeat(400_000)} ${'y '.repeat(200_000)}`, 16 * 1024);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });
});
