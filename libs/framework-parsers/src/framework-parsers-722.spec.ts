import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_722 } from './framework-parsers-722';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'agents-from-scratch--email-assistant-response-meets-all-criteria-structured-output-bool-grade-justification': {
    accept: [
      '{"grade": true, "justification": "\u2022 Calendar check: check_calendar_availability was called for Thursday. \u2022 write_email accepts the 45-minute review at 2pm. Both criteria are met."}',
      '{"justification": "The assistant never called write_email, so the second bullet is not met.", "grade": false}',
      '  {"grade": false, "justification": "No calendar check before replying."}\n',
      '{"grade": 1, "justification": "ok"}',
      '{"grade": "yes", "justification": "All bullets satisfied."}',
      '{"grade": "False", "justification": "Bullet 2 not met."}',
      '{"grade": true, "justification": "ok", "score": 5}',
      '{"grade": 0.0, "justification": ""}',
      '{"grade": true, "justification": "ok", "confidence": NaN}',
    ],
    reject: [
      '',
      '```json\n{"grade": true, "justification": "ok"}\n```',
      '{"grade": true}',
      '{"grade": "maybe", "justification": "unclear"}',
      '{"grade": 2, "justification": "two bullets met"}',
      '{"grade": true, "justification": 5}',
      '[{"grade": true, "justification": "ok"}]',
      'grade: True\njustification: all criteria met',
      '{"grade": null, "justification": "n/a"}',
      '{"Grade": true, "justification": "ok"}',
      '{"grade": true, "justification": "ok",}',
    ],
  },
  'inbox-zero--ai-output-single-criterion-binary-pass-fail-generateobject-zod-pass-reasoning': {
    accept: [
      '{"pass": true, "reasoning": "The reply apologises, names the invoice and commits to a follow-up in a professional register suited to a vendor."}',
      '{"reasoning": "Step 1: the inbound is a payment chase. Step 2: the draft promises a date it cannot know.", "pass": false}',
      '\n{"pass":false,"reasoning":""}\n',
      '{"pass": true, "reasoning": "ok", "confidence": 0.9}',
      '{"pass": false, "reasoning": "Uses \\"ASAP\\" twice, too abrupt for a client."}',
      '{"pass": true, "reasoning": "Friendly but professional.", "criterion": "Tone"}',
    ],
    reject: [
      '',
      'PASS',
      '{"pass": "true", "reasoning": "ok"}',
      '{"pass": 1, "reasoning": "ok"}',
      '{"pass": true}',
      '```json\n{"pass": true, "reasoning": "ok"}\n```',
      '{"pass": true, "reasoning": "ok", "__proto__": {"x": 1}}',
      '{"pass": true, "reasoning": null}',
      '[{"pass": true, "reasoning": "ok"}]',
      'Verdict: {"pass": true, "reasoning": "ok"}',
      '{"pass": NaN, "reasoning": "x"}',
    ],
  },
  'slower-whisper--ami-meeting-summary-vs-reference-faithfulness-coverage-clarity-0-10-json-loads': {
    accept: [
      '{\n  "faithfulness": 9,\n  "coverage": 7,\n  "clarity": 9,\n  "comments": "Accurate and well organised, but it omits the trendy-look requirement\'s link to marketing research."\n}',
      '{"faithfulness": 7, "coverage": 7, "clarity": 8}',
      '{"faithfulness": 7.5, "coverage": 6, "clarity": 9, "comments": "ok"}',
      ' {"clarity": 10, "coverage": 10, "faithfulness": 10, "comments": ""} \n',
      '{"faithfulness": NaN, "coverage": 5, "clarity": 5, "comments": "x"}',
      '{"faithfulness": 12, "coverage": -1, "clarity": 5, "comments": "out of range but numeric"}',
      '{"faithfulness": true, "coverage": 5, "clarity": 5}',
      '{"faithfulness": 8, "coverage": 7, "clarity": 9, "comments": "x", "overall": 8}',
    ],
    reject: [
      '',
      '```json\n{"faithfulness": 8, "coverage": 7, "clarity": 9, "comments": "ok"}\n```',
      'Here are my scores:\n{"faithfulness": 8, "coverage": 7, "clarity": 9, "comments": "ok"}',
      '{"faithfulness": "8", "coverage": 7, "clarity": 9, "comments": "ok"}',
      '{"faithfulness": 8, "coverage": 7, "comments": "clarity left out"}',
      '[8, 7, 9]',
      '{"faithfulness": null, "coverage": 7, "clarity": 9}',
      '{"scores": {"faithfulness": 8, "coverage": 7, "clarity": 9}}',
      '{"faithfulness": 8, "coverage": 7, "clarity": 9,}',
      'Faithfulness: 8\nCoverage: 7\nClarity: 9',
    ],
  },
};

describe('set 722 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_722).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_722[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
