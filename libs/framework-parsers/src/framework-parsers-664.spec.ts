import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_664 } from './framework-parsers-664';

const judgment = (overrides: Record<string, string> = {}): string => {
  const fields: Record<string, string> = {
    correctness: '9',
    completeness: '8',
    clarity: '9',
    instruction_following: '10',
    tone: '10',
    overall_score: '8.95',
    reason: '"Accurate and aligned with the expected answer; slightly less detailed."',
    ...overrides,
  };
  const body = Object.entries(fields)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `    "${k}": ${v}`)
    .join(',\n');
  return `{\n${body}\n}`;
};

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'llm-as-a-judge-evaluation--candidate-vs-expected-five-weighted-criteria-0-10-json-overall-score-nonzero': {
    accept: [
      judgment(),
      '```json\n' + judgment() + '\n```',
      '```JSON\n' + judgment() + '\n```',
      'Here is my evaluation:\n' + judgment() + '\nHope this helps.',
      judgment({ correctness: '"9"', overall_score: '"8.5"' }),
      judgment({ reason: 'null' }),
      judgment({ overall_score: 'NaN' }),
      judgment({ tone: 'true' }),
      judgment({ correctness: '0', completeness: '0', clarity: '0', instruction_following: '0', tone: '0', overall_score: '10' }),
      judgment({ overall_score: '" 7 "' }),
      judgment({ overall_score: '"1_0"' }),
    ],
    reject: [
      '',
      judgment({ correctness: '0', completeness: '0', clarity: '0', instruction_following: '0', tone: '0', overall_score: '0', reason: '"Completely wrong."' }),
      judgment({ overall_score: '0.0' }),
      judgment({ reason: '' }),
      judgment({ overall_score: '85' }),
      judgment({ overall_score: '"8/10"' }),
      judgment({ overall_score: 'null' }),
      judgment({ clarity: '-1' }),
      judgment({ tone: '[10]' }),
      judgment({ overall_score: 'Infinity' }),
      judgment() + '\nand for answer B:\n' + judgment(),
      "{'correctness': 9, 'completeness': 8, 'clarity': 9, 'instruction_following': 10, 'tone': 10, 'overall_score': 9, 'reason': 'ok'}",
      'Score: 8',
      judgment().replace('"reason"', '"tone": 5,\n    "reason"').replace('}', ',}'),
    ],
  },
};

describe('set 664 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_664).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_664[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
