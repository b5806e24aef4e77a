import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_448 } from './framework-parsers-448';

const AG_FULL =
  '{\n  "goals": [\n    { "goal": "Correct Solution", "points": 5, "maxPoints": 5, "explanation": "The student computed 30 / 5 = 6, which is the correct average speed." },\n    { "goal": "Correct Method", "points": 3, "maxPoints": 3, "explanation": "The division step is shown clearly." },\n    { "goal": "Clear Communication", "points": 0, "maxPoints": 2, "explanation": "The final answer has no units." }\n  ],\n  "totalPoints": 8,\n  "maxPoints": 10,\n  "overallFeedback": "Good work. Remember to write m/s with your final answer."\n}';

const AITA_FULL =
  '{\n  "points_earned": 3.0,\n  "feedback": "The derivative of 2x was written as 2x instead of 2, but the slope at x = 1 was evaluated correctly as 8.",\n  "reasoning": "Criterion 1: f\'(x) = 6x + 2x is incorrect (1 of 2 points for the correct power-rule term). Criterion 2: f\'(1) = 8 is correct (2 of 2).",\n  "criterion_scores": [\n    {"points": 1.0, "justification": "Power rule applied to 3x^2 but not to 2x."},\n    {"points": 2.0, "justification": "Correct value 8."}\n  ]\n}';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'ai-autograder--whiteboard-math-question-rubric-goals-json-total-points': {
    accept: [
      AG_FULL,
      '```json\n' + AG_FULL + '\n```',
      '```\n' + AG_FULL + '\n```',
      '```JSON\n' + AG_FULL + '\n```\n',
      '\n\n  ' + AG_FULL + '  \n',
      '{"goals": [], "totalPoints": 0, "maxPoints": 10}',
      '{"goals": [{"goal": "Correct Solution", "points": 5, "maxPoints": 5, "explanation": "ok"}], "totalPoints": "5", "maxPoints": "10", "overallFeedback": "Nice."}',
      '{"goals": "all met", "totalPoints": 7.5, "maxPoints": 10, "overallFeedback": null}',
    ],
    reject: [
      '',
      'Here is the grade:\n```json\n' + AG_FULL + '\n```',
      '```json\n' + AG_FULL + '\n```\nLet me know if you need anything else.',
      '{"goals": [], "maxPoints": 10, "overallFeedback": "Missing total."}',
      '{"goals": null, "totalPoints": 8, "maxPoints": 10}',
      '{"totalPoints": 8, "maxPoints": 10}',
      '{"goals": [], "totalPoints": true, "maxPoints": 10}',
      '{"goals": [], "totalPoints": "eight", "maxPoints": 10}',
      '{"goals": [], "totalPoints": [8], "maxPoints": 10}',
      'null',
      '[{"goals": [], "totalPoints": 8, "maxPoints": 10}]',
      "{'goals': [], 'totalPoints': 8, 'maxPoints': 10}",
      '{"goals": [], "totalPoints": 8, "maxPoints": 10,}',
      '{"goals": [], "totalPoints": NaN, "maxPoints": 10}',
    ],
  },
  'aita--exam-question-rubric-answer-key-partial-credit-json-points-earned': {
    accept: [
      AITA_FULL,
      '```json\n' + AITA_FULL + '\n```',
      'Here is my assessment:\n\n' + AITA_FULL + '\n\nLet me know if you would like a stricter grading.',
      '```python\n{"points_earned": 2, "feedback": "Half credit."}\n```',
      '{"points_earned": "3.5", "feedback": "Partial credit."}',
      '{"points_earned": true}',
      '{"points_earned": NaN, "feedback": "?"}',
      '{"points_earned": 10, "feedback": "Clamped to the question total."}',
      '{"points_earned": -1}',
      '[{"points_earned": 4, "feedback": "Full marks."}]',
      '```json\n{"points_earned": 4, "feedback": "Uses {x} notation"}\n```\nThe closing {note} is ignored.',
      '{"points_earned": " ٣ "}',
    ],
    reject: [
      '',
      'points_earned: 3',
      '{"feedback": "Correct answer with full work.", "reasoning": "Both criteria met."}',
      '{"points_earned": null, "feedback": "Could not read the answer."}',
      '{"points_earned": "3/4", "feedback": "Three of four points."}',
      '{"points_earned": [3]}',
      "{'points_earned': 3, 'feedback': 'Good.'}",
      '{"points_earned": 3,}',
      '{"points_earned": 3} {"points_earned": 4}',
      'Score {"points_earned": 3} (out of {4})',
      '[3]',
      '{"points_earned": "three"}',
      '{"points_earned": ' + '9'.repeat(400) + '}',
    ],
  },
  'aws-bedrock-genai-workshop--equation-solution-correctness-incorrect-substring': {
    accept: [
      'No, this is not correct. Adding 3 to both sides of 2x - 3 = 9 gives 2x = 12, so x = 6, not 3.',
      'The second step is incorrect: 9 + 3 = 12, so 2x = 12 and x = 6.',
      'This solution is NOT CORRECT. The correct answer is x = 6.',
      "That's Not Correct - the student subtracted 3 instead of adding it.",
      'Incorrect. The solution was done incorrectly in step two.',
      'The final answer x = 3 is incorrect.',
      'The work is not correct.',
    ],
    reject: [
      '',
      'Incorrect. In step two, 2x should equal 12, which gives x = 6.',
      'INCORRECT: x = 6.',
      'No, the equation is not solved correctly. Adding 3 to both sides gives 2x = 12, so x = 6.',
      'No. There is an error in the second line: 2x = 12, so x = 6.',
      "The equation isn't solved correctly; x should be 6.",
      'This is wrong. x = 6.',
      'Yes, the equation is solved correctly.',
      'The answer is not  correct.',
      'The answer is not\ncorrect.',
    ],
  },
};

describe('set 448 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_448).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_448[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
