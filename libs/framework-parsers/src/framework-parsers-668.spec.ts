import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_668 } from './framework-parsers-668';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'research-rag-assistant--arxiv-paper-query-relevance-1-5-structured-output-pydantic-int': {
    accept: [
      '{"relevance": 4}',
      '{"relevance":5}',
      '{\n  "relevance": 3\n}',
      '{"relevance": "2"}',
      '{"relevance": 4.0}',
      '{"relevance": 1, "explanation": "The paper studies image segmentation, unrelated to retrieval-augmented generation."}',
      '  {"relevance": 5}\n',
      '{"relevance": 7}',
      '{"relevance": 0}',
      '{"relevance": true}',
      '{"relevance": "x", "relevance": 3}',
      '{"note": "line one\nline two", "relevance": 2}',
      '{"relevance": 1e0}',
      '{"relevance": " 4 "}',
    ],
    reject: [
      '',
      '4',
      'Relevance: 4',
      '```json\n{"relevance": 4}\n```',
      '{"relevance": 4.5}',
      '{"relevance": null}',
      '{"relevance": "four"}',
      '{"score": 4}',
      '{}',
      '[{"relevance": 4}]',
      '{"relevance": NaN}',
      '{"relevance": 4,}',
      "{'relevance': 4}",
      '{"relevance": [4]}',
      '{"relevance": 3, "relevance": "high"}',
      '{"relevance": 4} Thanks!',
    ],
  },
};

describe('set 668 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_668).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_668[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
