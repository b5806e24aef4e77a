import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_684 } from './framework-parsers-684';

const review = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    agent: 'Compliance',
    thesis: 'Reusing payroll and sick-leave records to sell benchmarks lacks a GDPR lawful basis and a DPIA.',
    score: 3,
    confidence: 0.8,
    blocked: true,
    blockers: ['No lawful basis under GDPR Art. 6/9 for health data reuse'],
    risks: [{ type: 'data_privacy', severity: 9, evidence: 'Sick-leave records are special-category data.' }],
    required_changes: ['Complete a DPIA', 'Obtain customer DPA amendments'],
    approval_conditions: [],
    apga_impact_view: 'Negative until privacy controls exist.',
    governance_checks_met: { 'Compliance Reviewed': false, 'Risk Matrix Completed': false },
    ...extra,
  });

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'rag-based-chatbot--legal-rag-answer-faithfulness-completeness-1-5-json-greedy-brace-int': {
    accept: [
      '{"faithfulness": 5, "completeness": 4, "critique": "All claims match ss 418 and 420; omits the RTBA claim route in s 411."}',
      '```json\n{"faithfulness": 4, "completeness": 3, "critique": "Supported, but misses the lodging option."}\n```',
      'Here is my evaluation:\n{"faithfulness": 2, "completeness": 3, "critique": "Adds a 14-day deadline not in the context."}',
      '{"completeness": 3, "faithfulness": 4}',
      '{"faithfulness": "4", "completeness": 3, "critique": "ok"}',
      '{"faithfulness": 4.7, "completeness": 3.2, "critique": "truncated by int()"}',
      '{"faithfulness": true, "completeness": 0}',
      '{"faithfulness": " 5 ", "completeness": "٣"}',
      '[{"faithfulness": 4, "completeness": 3}]',
      '  {"faithfulness": 9, "completeness": 12}  ',
    ],
    reject: [
      '',
      'FAITHFULNESS: 4\nCOMPLETENESS: 3\nCRITIQUE: good',
      '{"faithfulness": 4, "completeness": 3,}',
      "{'faithfulness': 4, 'completeness': 3}",
      '{"faithfulness": 4, "critique": "completeness not scored"}',
      '{"faithfulness": "4/5", "completeness": 3}',
      '{"faithfulness": NaN, "completeness": 3}',
      '{"faithfulness": 4, "completeness": 3} Note: {see above}',
      '{"faithfulness": [4], "completeness": 3}',
      '{"faithfulness": null, "completeness": null, "critique": "n/a"}',
      '{"faithfulness": 1e400, "completeness": 3}',
      '{"faithfulness": "4.5", "completeness": 3}',
    ],
  },
  'boardroom--compliance-legal-reviewer-strategic-decision-score-1-10-blocked-json-object-first-last-brace': {
    accept: [
      review(),
      review({ score: 8, blocked: false, blockers: [], risks: [] }),
      `Here is the compliance review:\n${review()}\nLet me know if you need more detail.`,
      '```json\n' + review({ score: 6, blocked: false }) + '\n```',
      review({ agent: 'CFO' }),
      `\n  ${review({ confidence: 1 })}\n`,
      (() => {
        const o = JSON.parse(review()) as Record<string, unknown>;
        delete o['governance_checks_met'];
        return JSON.stringify(o);
      })(),
    ],
    reject: [
      '',
      'The decision should be blocked pending a DPIA. Score: 3/10.',
      'null',
      `[${review()}]`,
      '"blocked"',
      '7',
      review().slice(0, -20),
      `${review()} trailing {note}`,
      review().replace('"score":3', "'score':3"),
    ],
  },
};

describe('set 684 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_684).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_684[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
