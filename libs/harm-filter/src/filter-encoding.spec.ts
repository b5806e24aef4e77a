import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeHarmFilter, encodeHarmFilter, harmFilter, harmFilterKey, HARM_CATEGORIES, loadHarmFilter } from './index';
import { TRAINING_SET } from './training-set.generated';

describe('a fitted filter as bytes', () => {
  const filter = harmFilter();
  const key = harmFilterKey('code v1', [['a text', 'none']]);
  const bytes = encodeHarmFilter(filter, key);

  it('reads back the same models, value for value, and the same verdicts', () => {
    const back = decodeHarmFilter(bytes, key)!;
    expect(back).not.toBeNull();
    for (const category of HARM_CATEGORIES) {
      const [a, b] = [filter.models[category], back.models[category]];
      expect(b.threshold).toBe(a.threshold);
      expect(b.model.bias).toBe(a.model.bias);
      expect([...b.model.weights]).toEqual([...a.model.weights]);
      expect(b.second.threshold).toBe(a.second.threshold);
      expect(b.second.model.bias).toBe(a.second.model.bias);
      expect([...b.second.model.weights]).toEqual([...a.second.model.weights]);
      for (const name of ['ratio', 'hardRatio', 'gate'] as const) expect(Buffer.from(b[name].buffer).equals(Buffer.from(a[name].buffer))).toBe(true);
      for (const name of ['terms', 'hardTerms'] as const) {
        expect(b[name].bias).toBe(a[name].bias);
        expect(Buffer.from(b[name].weights.buffer).equals(Buffer.from(a[name].weights.buffer))).toBe(true);
      }
    }
    for (const text of ['I will kill you and your whole family tonight, I know where you live.', 'kill the process and restart it', 'It arrived crushed. I want a refund.']) {
      expect(back.scores(text)).toEqual(filter.scores(text));
      expect(back.check([text])).toEqual(filter.check([text]));
    }
  });

  it('is refused under another key (other code, another labelled set), truncated, or when it is not a filter', () => {
    expect(decodeHarmFilter(bytes, harmFilterKey('code v2', [['a text', 'none']]))).toBeNull();
    expect(decodeHarmFilter(bytes, harmFilterKey('code v1', [['another text', 'none']]))).toBeNull();
    expect(decodeHarmFilter(bytes.subarray(0, bytes.length - 3), key)).toBeNull();
    expect(decodeHarmFilter(Buffer.from('not a filter at all'), key)).toBeNull();
  });

  it('is written whole where the next start reads it, under the key of the code that fitted it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'a8-harm-filter-'));
    const file = join(dir, 'cache', 'harm-filter.bin');
    expect(loadHarmFilter(file, 'build 1')).toEqual({ source: 'fitted', written: true });
    expect(readdirSync(join(dir, 'cache'))).toEqual(['harm-filter.bin']);
    expect(decodeHarmFilter(readFileSync(file), harmFilterKey('build 1', TRAINING_SET))).not.toBeNull();
    expect(decodeHarmFilter(readFileSync(file), harmFilterKey('build 2', TRAINING_SET))).toBeNull();
    expect(loadHarmFilter(join(file, 'under-a-file', 'harm-filter.bin'), 'build 1')).toEqual({ source: 'fitted', written: false });
  });
});
