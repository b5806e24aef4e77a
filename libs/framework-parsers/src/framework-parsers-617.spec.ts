import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_617 } from './framework-parsers-617';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'py-claude-prompt-eng--prompt-output-grader-task-solution-1-10-json-strengths-weaknesses-reasoning-score-prefill': {
    accept: [
      '\n{\n  "strengths": ["States the daily calorie total and macros", "All meals are lactose-free"],\n  "weaknesses": ["The training session time is only implied"],\n  "reasoning": "Meets every mandatory requirement; meal timing around the run is implied rather than explicit.",\n  "score": 8\n}\n',
      '{"reasoning": "Meets all criteria.", "score": 10}',
      '\n{"strengths": [], "weaknesses": ["Includes whey without noting lactose content"], "reasoning": "Possible lactose source.", "score": 3}\n```',
      '{"strengths": ["Concise"], "weaknesses": [], "reasoning": null, "score": 9}',
      '{"reasoning": "Minor omissions.", "score": 7.5}',
      '{"reasoning": "Out of range but numeric.", "score": 42}',
      '{"reasoning": "x", "score": NaN}',
      '{"reasoning": "x", "score": true}',
      '{"reasoning": "x", "score": "8", "score": 6}',
      '{"reasoning": "Good plan.", "score": 9}\n```\nLet me know if you need more detail.',
      '  \r\n{"score": 5, "reasoning": ["list reasoning is never checked"]}\t',
    ],
    reject: [
      '',
      '```json\n{"reasoning": "Good plan.", "score": 8}\n```',
      '{"strengths": ["Concise"], "weaknesses": [], "score": 8}',
      '{"reasoning": "Good plan.", "score": "8"}',
      '{"reasoning": "Good plan.", "score": null}',
      'Here is my evaluation:\n{"reasoning": "Good plan.", "score": 8}',
      '{"reasoning": "Good plan.", "score": 8,}',
      "{'reasoning': 'Good plan.', 'score': 8}",
      '[{"reasoning": "Good plan.", "score": 8}]',
      '{"evaluation": {"reasoning": "Good plan.", "score": 8}}',
      '{"reasoning": "Good plan.", "score": [8]}',
      '{"reasoning": "Good plan.", "Score": 8}',
      'Score: 8',
      '{"reasoning": "Good plan.", "score": 8}\n\nOverall this is a strong solution.',
      '\ufeff{"reasoning": "Good plan.", "score": 8}',
    ],
  },
};

describe('set 617 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_617).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_617[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
