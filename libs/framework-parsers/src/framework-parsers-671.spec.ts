import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_671 } from './framework-parsers-671';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'rag-trust-evaluation--answer-faithfulness-to-context-0-1-json-score-reason-first-number-fallback': {
    accept: [
      '{"score": 0.7, "reason": "The 16 weeks, the two blocks and the 30-day notice are in the context, but the 100% pay rate is not."}',
      '{\n  "score": 0,\n  "reason": "The answer invents a salary rate."\n}',
      '  {"score": 1, "reason": "fully supported"}  \n',
      '{"reason": "mostly grounded", "score": 0.85}',
      '{"score": 1e400}',
      '{"score": -2, "reason": "x"}',
      '```json\n{"score": 0.8, "reason": "mostly supported"}\n```',
      'Score: 0.75 - the answer is mostly grounded in the context.',
      '{"score": 0.9, "reason": "ok"} I hope this helps!',
      "{'score': 0.6}",
      'The answer is supported by 2 of the 3 chunks.',
    ],
    reject: [
      '',
      '{"reason": "Every claim is supported by the context."}',
      '{"score": "0.9", "reason": "string score"}',
      '{"score": null, "reason": "unsure"}',
      '{"score": [0.9]}',
      '0.85',
      '[0.9]',
      '"0.9"',
      'null',
      'true',
      'The answer is fully supported by the context.',
    ],
  },
  'holdwall--deeptrace-citation-source-supports-claim-faithfulness-0-1-json-object-truthy-default': {
    accept: [
      '{"faithfulness": 0.2, "supports": false, "reasoning": "The source reports a faster first response, not a 40% cut in average response time."}',
      '{"faithfulness": 0.9, "supports": true, "reasoning": "The source states the figure directly."}',
      '{"supports": false, "reasoning": "The source never mentions a 40% reduction."}',
      '{"faithfulness": 1}',
      ' \n{"faithfulness": 0.65, "reasoning": "partly"}\n',
      '{"faithfulness": 0, "supports": false, "reasoning": "Contradicted."}',
      '{"faithfulness": "high", "supports": true}',
      '{"faithfulness": -0.3}',
    ],
    reject: [
      '',
      '{}',
      '{"faithfulness": 0, "supports": true, "reasoning": "No support at all."}',
      '{"score": 0.9, "supports": true}',
      '{"faithfulness": null, "supports": "false"}',
      '```json\n{"faithfulness": 0.9, "supports": true}\n```',
      'null',
      '[{"faithfulness": 0.9}]',
      'Faithfulness: 0.9. The source supports the claim.',
      '{"faithfulness": 0.9,}',
      '{"reasoning": "The source supports the claim."}',
    ],
  },
  'discordbot-confluence-rag--retrieved-docs-answerability-gate-pass-or-retrieve-exact-word': {
    // Exact equality: these two strings are the only replies the bot reads as a verdict.
    accept: ['pass', 'retrieve'],
    reject: [
      '',
      'Pass',
      'PASS',
      'pass.',
      'pass\n',
      ' pass',
      'answer: pass',
      '"pass"',
      'Retrieve',
      'retrieve\r\n',
      'pass or retrieve',
      '**pass**',
    ],
  },
};

describe('set 671 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_671).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_671[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
