import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_614 } from './framework-parsers-614';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'dungeon-explorer--riddle-traveler-answer-vs-accepted-answers-lenient-json-correct-boolean': {
    accept: [
      '{"correct": true, "reason": "A spoon shows your reflection, and upside down on its concave side."}',
      '{\n  "correct": false,\n  "reason": "A mirror does not turn you upside down."\n}',
      '```json\n{\n  "correct": true,\n  "reason": "\'its a shiny spoon\' describes the accepted answer spoon."\n}\n```',
      'Here is my verdict: {"correct": true, "reason": "Synonym of spoon."} Safe travels!',
      '[{"correct": true, "reason": "spoon"}]',
      '{"reason": "Typo of atpase, intent is clear.", "correct": true}',
      '{"correct": "yes", "reason": "close enough"}',
      '{"correct": NaN}',
      '  {"correct": 0}\u00a0',
      '{"correct": false, "reason": "cutlery"}\n',
    ],
    reject: [
      '',
      'Yes, the answer is correct.',
      '{"is_correct": true, "reason": "The traveler said spoon."}',
      '{"correct": null, "reason": "unsure"}',
      "{'correct': True, 'reason': 'spoon'}",
      '{"correct": true,}',
      '{"correct": true} and to be sure: {"correct": true}',
      '{"verdict": {"correct": true}}',
      '"{\\"correct\\": true}"',
      'Correct: true',
      '{"correct": true, "reason": "He wrote "spoon""}',
      '{"correct": true',
    ],
  },
};

describe('set 614 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_614).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_614[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
