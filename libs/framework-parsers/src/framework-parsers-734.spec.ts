import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_734 } from './framework-parsers-734';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'nemo-skills--math-answer-equivalence-predicted-vs-expected-judgement-yes-no-few-shot': {
    accept: [
      'Reasoning: $3 + x$ and x+3 differ only in the order of the terms, so the answers are the same.\nJudgement: Yes',
      'Reasoning: The predicted answer 71 is not equal to 12\\sqrt{35}.\nJudgement: No',
      'Judgement: Yes',
      'Judgement: yes',
      'Reasoning: Same value.\nJudgement: Yes.',
      '**Reasoning:** Both give 1.5.\n**Judgement:** Yes',
      'Reasoning: first I thought Judgement: No, but 3/2 = 1.5.\nJudgement: Yes',
      'Judgement:',
      'Judgement:\nNo',
    ],
    reject: [
      '',
      'Yes',
      'Reasoning: The two expressions are equal.\nJudgment: Yes',
      'judgement: yes',
      'JUDGEMENT: YES',
      'Judgement : Yes',
      'Judgement - Yes',
      'Judgement\uff1aYes',
      'The answers are equivalent, so my judgement is Yes.',
      'Reasoning: trivial reordering.\nVerdict: Yes',
    ],
  },
  'wrong-of-thought--eot-equation-solving-process-check-decision-right-error-positive-keyword-else-zero': {
    accept: [
      'Judgment process:\nThe notebooks cost 3 * 4 = 12 dollars, the backpack 2 * 12 = 24 dollars, and total = 12 + 24 = 36. The equations match the problem.\n\nDecision: Right',
      'Decision: Right',
      'Decision: right',
      'Decision: Correct',
      'Decision: Incorrect',
      'The equations are set up right.',
      'decision: RIGHT',
      'Decision: Error\nDecision: Right',
      'Decision: Ri,ght',
      'Decision: Yes, the equations are valid.',
      'Decision: Error. Alright, the backpack line is wrong.',
    ],
    reject: [
      '',
      'Decision: Error',
      'Judgment process:\nThe backpack should cost twice the notebooks, which is right, but the total adds the backpack twice.\n\nDecision: Error',
      'Decision: Right\nDecision: Error',
      'Decision: Wrong',
      'Decision: R i g h t',
      'Decision: ✓',
      'The equation setup has a flaw.',
      'Decision: Error\n\nThe equation total = notebooks + backpack is fine but ans is not.',
    ],
  },
};

describe('set 734 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_734).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_734[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
