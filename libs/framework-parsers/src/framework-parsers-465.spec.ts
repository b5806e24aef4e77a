import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_465 } from './framework-parsers-465';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'divine-vision--sanskrit-verse-rerank-by-question-relevance-json-index-array': {
    accept: [
      '[1, 2, 4, 3, 5]',
      '[2,1,4,3,5]',
      '[3, 1, 5, 2, 4]',
      '\n[1, 2, 4]\n',
      '  [1]  ',
      '["1", "2", "4"]',
      '[1, 2, 99]',
      '[1.0, 2.0]',
      '[]',
    ],
    reject: [
      '',
      '```json\n[1, 2, 4, 3, 5]\n```',
      'Here is the ranking: [1, 2, 4, 3, 5]',
      '1, 2, 4, 3, 5',
      '[1, 2, 4, 3, 5,]',
      '[1 2 4 3 5]',
      '{"ranking": [1, 2, 4, 3, 5]}',
      '"[1, 2, 4, 3, 5]"',
      '[1, 2, 4, 3, 5].',
      'null',
      '[NaN]',
      '\ufeff[1, 2, 4]',
      '\u00a0[1, 2, 4]',
      '[1] > [2] > [4]',
    ],
  },
  'selector-grounding--dom-chunk-contains-described-element-relevance-0-1-json-score': {
    accept: [
      '{ "score": 0.95 }',
      '{"score": 1.0}',
      '{"score":0}',
      '```json\n{ "score": 0.9 }\n```',
      '```json{"score":0.8}```',
      '\n\n{"score": 0.1}\n',
      '{"score": 0.9, "reason": "the chunk holds the Sign in button"}',
      '{"score": "0.9"}',
      '\u00a0{"score": 0.7}\ufeff',
    ],
    reject: [
      '',
      '```\n{ "score": 0.9 }\n```',
      '```JSON\n{ "score": 0.9 }\n```',
      'Here is the JSON: ```json\n{ "score": 0.9 }\n```',
      '```json\n{ "score": 0.9 }\n```\n```',
      "{'score': 0.9}",
      '{"score": 0.9,}',
      '{"relevance": 0.9}',
      '[{"score": 0.9}]',
      'null',
      '0.9',
      '{"score": .9}',
      '{"score": NaN}',
      'Score: 0.9',
    ],
  },
};

describe('set 465 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_465).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_465[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
