import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_701 } from './framework-parsers-701';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'langgraph-agent--product-summary-covers-true-statement-yes-no-structured-output-json': {
    accept: [
      '{"true_statement": "The Freeform carry-on expands by roughly 1.5 inches to add packing space.", "evaluation": "yes", "reason": null}',
      '{"true_statement": "The Freeform carry-on comes with a 10-year limited warranty.", "evaluation": "no", "reason": "The summary does not mention the warranty length."}',
      '{"true_statement": "The Freeform carry-on expands by roughly 1.5 inches to add packing space.", "evaluation": "yes"}',
      '{\n  "true_statement": "It weighs about 6.5 lb empty.",\n  "evaluation": "yes",\n  "reason": ""\n}',
      '{"true_statement": "x", "evaluation": "no", "reason": "Omitted.", "confidence": 0.8}',
      '  \n{"evaluation": "yes", "true_statement": ""}\n',
      '{"true_statement": "Le bagage cabine pèse environ 2,9 kg — 6.5 lb.", "evaluation": "yes", "reason": null}',
      '{"reason": "The summary only says the wheels are noisy.", "evaluation": "no", "true_statement": "The spinner wheels are whisper-quiet."}',
    ],
    reject: [
      '',
      '```json\n{"true_statement": "x", "evaluation": "yes", "reason": null}\n```',
      '{"true_statement": "x", "evaluation": "Yes"}',
      '{"true_statement": "x", "evaluation": "partially"}',
      '{"true_statement": "x", "evaluation": " yes"}',
      '{"evaluation": "yes", "reason": null}',
      '{"true_statement": 1, "evaluation": "yes"}',
      '{"true_statement": "x", "evaluation": "no", "reason": 42}',
      '{"true_statement": "x", "evaluation": true}',
      'yes',
      '[{"true_statement": "x", "evaluation": "yes"}]',
      'Here is the evaluation: {"true_statement": "x", "evaluation": "yes"}',
      '{"true_statement": "x", "evaluation": "yes",}',
      '{"true_statement": "x \\ud800", "evaluation": "yes"}',
      '{"true_statement": null, "evaluation": "no"}',
    ],
  },
};

describe('set 701 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_701).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_701[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
