import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_718 } from './framework-parsers-718';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'quiz-generator--short-long-answer-vs-expected-answer-0-1-json-score-feedback': {
    accept: [
      '{\n  "score": 0.75,\n  "feedback": "The answer explains the hash puzzle and the majority requirement but does not mention the difficulty target."\n}',
      '{"score": 1, "feedback": "Completely correct."}',
      '{"score": 0, "feedback": "The answer does not address proof of work."}',
      '  \n{"score":0.5,"feedback":"Partly right."}\n',
      '{"feedback": "Mostly right.", "score": 0.8}',
      '{"score": "0.9", "feedback": "Good."}',
      '{"score": 1.5}',
      '{"score": false}',
    ],
    reject: [
      '',
      '```json\n{"score": 0.75, "feedback": "Mostly correct."}\n```',
      'Score: 0.75\nFeedback: Mostly correct.',
      'Here is my evaluation: {"score": 0.75, "feedback": "Mostly correct."}',
      '{"feedback": "Mostly correct."}',
      '{"score": null, "feedback": "Cannot tell."}',
      '{"score": 1e999}',
      '{"score": 0.75, "feedback": "Mostly correct.",}',
      "{'score': 0.75, 'feedback': 'Mostly correct.'}",
      '{"score": NaN}',
      '[{"score": 0.75}]',
      '0.75',
      '\u00a0{"score": 1}',
    ],
  },
  'studygenius--short-answer-vs-ideal-answer-correct-partially-incorrect-genkit-json-verdict-explanation': {
    accept: [
      '{"verdict": "Partially Correct", "explanation": "You correctly link chloroplasts to chlorophyll and sunlight, but you do not say that they are where photosynthesis turns carbon dioxide and water into glucose."}',
      '```json\n{\n  "verdict": "Correct",\n  "explanation": "Clear and complete."\n}\n```',
      'Here is my evaluation:\n{"verdict": "Incorrect", "explanation": "The answer is about colour, not function."}',
      '{verdict: "Correct", explanation: "Well done."}',
      "{'verdict': 'Incorrect', 'explanation': 'Off topic.'}",
      '{"verdict": "Correct", "explanation": "Good.",}',
      '{"verdict": "Partially Correct", "explanation": "Good start.", "score": 0.5}',
      '{"verdict": "Partially Correct", "explanation": "Mentions chlorophyll but not glucose',
    ],
    reject: [
      '',
      'Partially Correct',
      '{"verdict": "correct", "explanation": "Well done."}',
      '{"verdict": "Partially correct", "explanation": "Good start."}',
      '{"verdict": "Mostly Correct", "explanation": "Good start."}',
      '{"verdict": "Correct"}',
      '{"verdict": "Correct", "explanation": null}',
      '{"verdict": "Incorrect", "explanation": 3}',
      '[{"verdict": "Correct", "explanation": "Well done."}]',
      '{"evaluation": {"verdict": "Correct", "explanation": "Well done."}}',
      '{"verdict": "Correct" "explanation": "Missing comma."}',
    ],
  },
  'correct-iq--text-answer-correctness-yes-no-includes-yes-else-500': {
    accept: [
      'Yes',
      'yes',
      'YES.',
      '  Yes\n',
      'Yes, the answer is correct.',
      'The answer is correct, so: yes',
      'No. The student said ears, not eyes.',
      'Yesterday I would have said no.',
    ],
    reject: [
      '',
      'No',
      'no.',
      'Correct',
      'True',
      'Y',
      'ｙｅｓ',
      'The answer is right.',
      'Ye s',
      'Affirmative.',
    ],
  },
  'jackyu-tutor--math-tutoring-chat-student-understanding-1-5-json-score-range-default-3': {
    accept: [
      '{"score": 4}',
      '{"score": 1}',
      '{"score": 5}',
      '{"score": 2.5}',
      '{"score": "3"}',
      '  {"score": 3}\n',
      '{"score": 4, "reason": "Knows the sign of the leading coefficient decides the direction."}',
      '{"score": true}',
      '{"score": "high"}',
    ],
    reject: [
      '',
      '{}',
      '{"score": 0}',
      '{"score": 6}',
      '{"score": 5.01}',
      '{"score": 0.5}',
      '{"score": -1}',
      '{"score": "7"}',
      '{"score": null}',
      'Score: 4',
      '```json\n{"score": 4}\n```',
      'The student shows good understanding. {"score": 4}',
      '4',
      'null',
      '[4]',
    ],
  },
  'quiz-app-prototype--free-response-vs-reference-text-json-iscorrect-boolean-feedback-structured-output': {
    accept: [
      '{"isCorrect":true,"feedback":"Good explanation of effects running after render and the role of the dependency array."}',
      '{"isCorrect": false, "feedback": "You describe rendering, but useEffect runs side effects after render."}',
      '{"feedback": "Nice.", "isCorrect": true}',
      ' \n{"isCorrect": true, "feedback": ""}\n',
      '{"isCorrect": false, "feedback": "Missing the dependency array.", "score": 2}',
      '{"isCorrect": true, "feedback": "a", "isCorrect": false}',
    ],
    reject: [
      '',
      '{"isCorrect": "true", "feedback": "Good."}',
      '{"isCorrect": 1, "feedback": "Good."}',
      '{"correct": true, "feedback": "Good."}',
      '{"isCorrect": true, "feedback": 3}',
      '```json\n{"isCorrect": true, "feedback": "Good."}\n```',
      'true',
      'null',
      "{'isCorrect': True, 'feedback': 'Good.'}",
      '[{"isCorrect": true, "feedback": "Good."}]',
      '{"isCorrect": null, "feedback": "Unsure."}',
    ],
  },
};

describe('set 718 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_718).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_718[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
