import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_433 } from './framework-parsers-433';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'llm-hallucination-detection-bot--selfcheck-output-vs-three-sampled-passages-consistency-0-1-decimal-float-or-regex': {
    accept: [
      '0.15',
      '0.85\n',
      '  0.5  ',
      'The consistency score is 0.35.',
      'Score: 0.92',
      '1.0 - the text passage matches every context.',
      '1',
      '.75',
      '5.',
      'nan',
      '1e-1',
      '0.5/1',
      '٠.٨٥',
      '๑',
    ],
    reject: [
      '',
      'Score: 1',
      '0,85',
      '1/2',
      'high',
      'eighty percent',
      '1 0',
      '0. 85',
      '½',
      'Consistency: 1 out of 1',
      'zero point two',
    ],
  },
  'for-hk-chatbot--gemini-draft-answer-vs-knowledge-base-is-supported-json-parse-after-trim': {
    accept: [
      '{"is_supported": false, "issues": ["The knowledge base gives a 30-day claim window, not 60 days."], "adjusted_answer": "The HK Home Care Plan covers water leak damage up to 5,000,000 KRW per incident. Claims must be submitted within 30 days with photos and a repair invoice.", "confidence": 0.93}',
      '{"is_supported": true, "issues": [], "adjusted_answer": null, "confidence": 0.98}',
      '{"is_supported":true}',
      '\n{"is_supported": false, "issues": ["60 days is not in the Knowledge Base"]}\n  ',
      '\ufeff{"is_supported": true, "issues": []}',
      '\u00a0{"is_supported": true}\u00a0',
      '{"is_supported": "false", "issues": []}',
      '{"is_supported": 0}',
      '{"is_supported": null, "is_supported": true}',
    ],
    reject: [
      '',
      '```json\n{"is_supported": true, "issues": []}\n```',
      'null',
      '{}',
      '{"supported": true}',
      '{"is_supported": null, "issues": []}',
      '[{"is_supported": true}]',
      '{"is_supported": true,}',
      "{'is_supported': True}",
      '{"is_supported": true} The draft matches the knowledge base.',
      '{"is_supported": false, "issues": ["claim window',
      '\u0085{"is_supported": true}',
    ],
  },
};

describe('set 433 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_433).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_433[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
