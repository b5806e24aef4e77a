import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_573 } from './framework-parsers-573';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'label-studio-ml-backend--openai-text-classification-choices-one-label-per-line-difflib-closest': {
    accept: [
      'Positive',
      'Negative\nNeutral',
      'Sentiment: Positive',
      'positive',
      'NEGATIVE',
      'NO',
      'The text is mostly neutral.',
      '  Neutral  \n',
      'pos',
      'Positive\r\nNeutral',
    ],
    reject: ['', '   \n  ', '123', 'YES', 'OK', '?!', '😀', '5 / 5', '\u2003\n\u3000', 'ДА'],
  },
  'rapidfit--batch-multitask-text-annotation-json-id-to-task-labels-json-repair': {
    accept: [
      '{"1": {"sentiment": "positive", "intent": "feedback"}, "2": {"sentiment": "neutral", "intent": "support"}}',
      '{\n  "1": {"sentiment": "positive", "intent": "feedback"},\n  "2": {"sentiment": "neutral", "intent": "question"}\n}',
      '```json\n{\n  "1": {"sentiment": "positive", "intent": "feedback"},\n  "2": {"sentiment": "neutral", "intent": "support"}\n}\n```',
      'Here are the labels:\n{"1": {"sentiment": "positive", "intent": "feedback"}}',
      '{"1": {"sentiment": "SKIP", "intent": "question"}}',
      '{"2": {"sentiment": " negative "}}',
      '{"1": {"sentiment": "positive", "intent": "feedback",},}',
      '{"1": {"sentiment": "positive", "intent": "feedback"}',
      "{'1': {'sentiment': 'positive'}}",
    ],
    reject: [
      '',
      'positive, support',
      '{"1": {"sentiment": "SKIP", "intent": "SKIP"}}',
      '{"1": {"sentiment": "Positive", "intent": "Feedback"}}',
      '{"3": {"sentiment": "positive"}}',
      '{"1": "positive"}',
      '[{"1": {"sentiment": "positive"}}]',
      '{"annotations": {"1": {"sentiment": "positive"}}}',
      '{"1": {"sentiment": ["positive"]}}',
      '{"1": {"mood": "positive"}}',
      '{"1": {"sentiment": "positive."}}',
    ],
  },
};

describe('set 573 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_573).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_573[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
