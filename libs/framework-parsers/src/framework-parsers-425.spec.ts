import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_425 } from './framework-parsers-425';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'gpt-abceval--self-contradiction-next-turn-decision-yes-no-brackets-substring': {
    accept: [
      'Reasoning: Speaker 2 said in turn 2 that they live at the foot of the Rocky Mountains in Colorado, and now claims to live in Florida with no mountains nearby, which contradicts their earlier statement.\n\nDecision: [YES]',
      'Decision: [YES]',
      'Reasoning: The two claims about where Speaker 2 lives are mutually exclusive.\nDecision: [yes]',
      'Reasoning: This is a self-contradiction.\nDecision: YES',
      'Decision: Yes, Speaker 2 contradicts what they said before.',
      'Decision: [x]',
      'Decision: [✓]',
      'Reasoning: Clear contradiction.\nThe Decision is: [YES]',
      'Reasoning: ...\nFinal decision: yes',
      'Reasoning: At first I would say Decision: YES, but this is a self-correction, which does not count.\nDecision: [NO]',
      'DECISION: YESTERDAY',
    ],
    reject: [
      '',
      'Reasoning: Self-corrections do not count as contradictions.\n\nDecision: [NO]',
      'Decision: [X]',
      'Decision:[YES]',
      'Decision: **YES**',
      'Decision: [ YES ]',
      'Decision: [YES/NO]',
      'YES',
      'Decision:  YES',
      'Decision:\n[YES]',
      'Decision - YES',
      'Answer: [YES]',
      'Decision: []',
    ],
  },
  'achuthan-project-3--l4-1-emotional-cue-empathy-batch-1-5-json-evaluations-array': {
    accept: [
      '{"evaluations": [{"item": 1, "score": 5, "justification": "The response names the grief, validates why the leash triggers it and addresses the minimization by others."}, {"item": 2, "score": 1, "justification": "The response ignores the fear of not being smart enough and jumps to generic study tips."}]}',
      '{\n    "evaluations": [\n        {\n            "item": 1,\n            "score": 4,\n            "justification": "Accurate recognition of sadness."\n        },\n        {\n            "item": 2,\n            "score": 2,\n            "justification": "Cheerful tone mismatched to anxiety."\n        }\n    ]\n}',
      '{"evaluations": [{"item": 1, "score": 4}]}',
      '{"evaluations": [{"item": 1, "score": null}, {"item": 2, "score": 2}]}',
      '{"evaluations": [{"score": 4.5}]}',
      '{"evaluations": [{"score": true}]}',
      '{"evaluations": [{"score": NaN}]}',
      '  {"evaluations": [{"item": 2, "score": 3}]}\n',
      '{"evaluations": [{"item": 1, "score": 4}, {"item": 2, "score": 5}, "extra"]}',
      '{"evaluations": [{"score": 7}, {"score": -1}]}',
      '{"evaluations": [], "evaluations": [{"score": 3}]}',
    ],
    reject: [
      '',
      '```json\n{"evaluations": [{"item": 1, "score": 4}]}\n```',
      '{"evaluations": []}',
      '{"item": 1, "score": 4, "justification": "Names the emotion."}',
      '[{"item": 1, "score": 4}]',
      '{"evaluations": [{"item": 1, "score": 0}]}',
      '{"evaluations": [{"item": 1, "score": "4"}]}',
      '{"evaluations": [4, {"score": 5}]}',
      '{"evaluations": {"item": 1, "score": 4}}',
      '{"evaluations": null}',
      '{"evaluations": [{"item": 1, "score": 4},]}',
      '{"evaluations": [{"item": 1, "rating": 4}]}',
      '{"evaluations": [{"score": 4}, {"score": [5]}]}',
      "{'evaluations': [{'score': 4}]}",
      '{"evaluations": "item 1: 4, item 2: 2"}',
    ],
  },
};

describe('set 425 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_425).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_425[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
