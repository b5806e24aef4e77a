import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_589 } from './framework-parsers-589';

const FULL_PAIRWISE = JSON.stringify({
  chain_of_thought_reasoning:
    'Writer A0493 hints at the keeper\'s unravelling through the stopped fog clock; A0488 is more direct with the warning not to land and the light on the north cliff, which builds dread but tells more than it shows.',
  character_authenticity_insight: 'A0493+++',
  interesting_original: 'A0493++',
  writing_quality: 'A0493++',
  coherence: 'A0488+',
  instruction_following: 'A0488++',
  world_and_atmosphere: 'A0493+',
  avoids_cliches: 'A0493+++',
  avoids_verbosity: 'A0488+',
  avoids_poetic_overload: 'A0493++',
});

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'aistorywriter--chapter-pacing-details-flow-genre-iscomplete-json-boolean-backticks-and-json-stripped': {
    accept: [
      '{"IsComplete": true}',
      '{"IsComplete": false}',
      '```json\n{"IsComplete": true}\n```',
      '  {\n  "IsComplete": false\n}\n',
      '```\n{"IsComplete": true, "Reason": "The pacing is even and the mystery genre voice is consistent."}\n```',
      '{"IsComplete": "True"}',
      '{"IsComplete": true, "notes": "valid json"}',
      'json{"IsComplete": false}',
      '{"jsonIsComplete": true}',
      '{"IsComplete": null}',
      '{"IsComplete": NaN}',
    ],
    reject: [
      '',
      'Here is the JSON: {"IsComplete": true}',
      '```JSON\n{"IsComplete": true}\n```',
      '{"isComplete": true}',
      '{"IsComplete": True}',
      "{'IsComplete': true}",
      '[{"IsComplete": true}]',
      '{"IsComplete": true,}',
      'IsComplete: true',
      '{"IsComplete": true}\n{"IsComplete": true}',
      '{"result": {"IsComplete": true}}',
      '{"IsComplete": true, "note": "line\nbreak"}',
      '"IsComplete"',
    ],
  },
  'creative-writing-bench--pairwise-story-writer-a0493-vs-a0488-nine-criteria-plus-margins-json-first-to-last-brace': {
    accept: [
      FULL_PAIRWISE,
      '```json\n' + FULL_PAIRWISE + '\n```',
      'Here is my judgement:\n{"chain_of_thought_reasoning": "B is tighter.", "writing_quality": "A0488+++"}\nThanks!',
      '{"coherence": "A0488+", "avoids_cliches": "A0493++++"}',
      '{"writing_quality": ["A0493", "+", "+"]}',
      '{"improvement_suggestions": 5, "coherence": "A0493+"}',
      '{"chain_of_thought_reasoning": "A0493 uses {braces} in a letter header", "coherence": "A0493+"}',
      '{"coherence": "A0493+", "coherence": "A0488++"}',
      '{\n"chain_of_thought_reasoning": "Both letters are strong.",\n"character_authenticity_insight": "A0493++",\n"interesting_original": "A0488+"\n}',
    ],
    reject: [
      '',
      'A0493 is better on every criterion, by a wide margin (+++).',
      '{"coherence": "A0493+",}',
      '{}',
      '{"error": "cannot judge", "coherence": "A0493+"}',
      '{"coherence": 3}',
      '{"coherence": null}',
      '{"coherence": true}',
      '{"coherence": {"A0493": "+++"}}',
      "{'coherence': 'A0493+'}",
      '{"coherence": "A0493+"} and {"writing_quality": "A0488+"}',
      '} then {"coherence": "A0493+"',
      '{"chain_of_thought_reasoning": "A0493 wins", "writing_quality": "A0488\n+"}',
    ],
  },
};

describe('set 589 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_589).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_589[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
