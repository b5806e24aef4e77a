import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_482 } from './framework-parsers-482';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'trueno-rag--retrieved-transcript-chunk-relevance-json-relevant-bool-keyword-fallback': {
    accept: [
      '{"relevant": true, "reasoning": "The chunk explains how provisioned concurrency keeps environments initialized to avoid cold starts."}',
      '{"relevant": false, "reasoning": "Only mentions Lambda in passing; covers API Gateway pricing."}',
      '```json\n{"relevant": true, "reasoning": "discusses AWS Lambda cold starts"}\n```',
      'Here is my judgment:\n{"relevant": false, "reasoning": "off topic"}',
      'NOT RELEVANT - the chunk is about billing.',
      'The document is irrelevant to the query.',
      '{"relevant": "yes", "reasoning": "malformed but the keyword is there"}',
      '[true, "sequence form of the struct"]',
      '{"rel\\u0065vant": false, "reasoning": "escaped key decodes to the field name"}',
      '{"reasoning": "fine", "relevant": true, "confidence": 0.9}',
      '\u00a0{"relevant": true, "reasoning": "leading NBSP is trimmed by str::trim"}',
    ],
    reject: [
      '',
      'Yes',
      'Relevance: high',
      '{"verdict": "yes", "reasoning": "discusses the topic"}',
      '{"relevance": true, "reasoning": "wrong key name"}',
      '[true]',
      '[true, "x", 1]',
      'true',
      'Pertinent: the chunk answers the query.',
      'The chunk is relevant } see {',
      '{"score": 1} } and { so on',
    ],
  },
  'rustpageindex--retrieved-content-relevance-1-5-answerable-json-serde-u8': {
    accept: [
      '{"relevance": 5, "answerable": true, "explanation": "Section 7.3 states the 42% payout ratio directly."}',
      '{\n    "relevance": 4,\n    "answerable": true,\n    "explanation": "States the ratio but not the target range."\n}',
      '```json\n{"relevance": 3, "answerable": false, "explanation": "Mentions dividends per share only."}\n```',
      '```JSON\n{"relevance": 2, "answerable": false, "explanation": "Tangential."}\n```',
      '```\n{"relevance": 4, "answerable": true, "explanation": "ok"}\n```',
      'Here is my evaluation:\n{"relevance": 1, "answerable": false, "explanation": "Unrelated section."}\nHope this helps.',
      '```json\n{"relevance": 4, "answerable": true, "explanation": "no closing fence"}',
      '{"relevance": 9, "answerable": true, "explanation": "clamped to 5"}',
      '{"relevance": 0, "answerable": false, "explanation": "clamped to 1"}',
      '{"explanation": "reordered", "answerable": false, "relevance": 2, "confidence": "high"}',
      '[3, true, "sequence form"]',
    ],
    reject: [
      '',
      'Relevance: 4\nAnswerable: yes',
      '{"relevance": 4.0, "answerable": true, "explanation": "float"}',
      '{"relevance": "4", "answerable": true, "explanation": "string score"}',
      '{"relevance": 4, "answerable": "yes", "explanation": "string bool"}',
      '{"relevance": 4, "answerable": true}',
      '{"relevance": 4, "answerable": true, "explanation": null}',
      '{"relevance": 256, "answerable": true, "explanation": "out of u8"}',
      '{"relevance": -1, "answerable": true, "explanation": "negative"}',
      '{"relevance": 4, "relevance": 5, "answerable": true, "explanation": "duplicate field"}',
      '{"relevance": 4, "answerable": true, "explanation": "trailing comma",}',
      '```json\n{"relevance": 4, "answerable": true, "explanation": "ok"}\n```\nNote: I wrapped it in ``` fences.',
      '{"relevance": 4, "answerable": true, "explanation": "lone \\ud800 surrogate"}',
      '[3, true]',
    ],
  },
};

describe('set 482 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_482).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_482[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
