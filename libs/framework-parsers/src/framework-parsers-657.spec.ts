import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_657 } from './framework-parsers-657';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'booksmaxxing--open-ended-book-idea-answer-understanding-0-100-json-score-percentage-feedback-280': {
    accept: [
      '{"score_percentage": 85, "feedback_280": "BL: Fast helper vs slow helper lands. Keep: the dog example. Polish: say the fast one can be fooled. Do: add one trick question example.", "exemplar": "Your brain has two helpers...", "why_140": "System 1 is fast and automatic; System 2 is slow and effortful, and we need it when intuition misleads."}',
      '```json\n{"score_percentage": 72, "feedback_280": "BL: Clear split. Keep: puzzle image. Polish: shorter words. Do: one line per helper.", "exemplar": "...", "why_140": "..."}\n```',
      'Here is the evaluation:\n{"score_percentage": 40, "feedback_280": "BL: Good start. Fix: no slow helper. Fix: jargon. Do: add a puzzle example."}\nHope this helps!',
      '{"score_percentage": 0, "feedback_280": ""}',
      '{"feedback_280": "BL/Fix/Fix/Do: name the two systems.", "score_percentage": 35}',
      '{"score_percentage": 85.0, "feedback_280": "ok"}',
      '{"score_percentage": 1e2, "feedback_280": "ok"}',
      '{"score_percentage": -5, "feedback_280": "ok"}',
      '[{"score_percentage": 70, "feedback_280": "ok"}]',
      '{"score_percentage": 90, "feedback_280": "uses {braces} inside", "why_140": null}',
    ],
    reject: [
      '',
      'Score: 85%',
      '{"score_percentage": "85", "feedback_280": "ok"}',
      '{"score_percentage": 85.5, "feedback_280": "ok"}',
      '{"score_percentage": 85}',
      '{"score_percentage": 85, "feedback_280": null}',
      '{"score_percentage": 85, "feedback_280": ["ok"]}',
      '{"score": 85, "feedback": "ok"}',
      "{'score_percentage': 85, 'feedback_280': 'ok'}",
      '{"score_percentage": 85, "feedback_280": "ok",}',
      '{"score_percentage": 85, "feedback_280": "ok"}\n{"note": "second object"}',
      '{"score_percentage": NaN, "feedback_280": "ok"}',
      '} {"score_percentage": 85, "feedback_280": "ok"',
      '{"score_percentage": 85, "feedback_280": "ok" // done\n}',
    ],
  },
  'flutter-draw-it--drawing-contains-secret-word-image-yes-no-lowercase-contains-yes': {
    accept: ['yes', 'Yes', 'YES', 'Yes.', ' yes\n', 'Yes, it is a happy face.', 'eyes', 'Yesterday', 'No, though one could say yes'],
    reject: ['', 'no', 'No.', 'NO', 'Y', 'yep', 'Yeah', 'ＹＥＳ', 'y e s', 'True', 'Sí'],
  },
  'top10--guess-vs-top-ten-answers-match-prefix-incorrect-tag-suggestion-prefix': {
    accept: [
      'match: Mercedes-Benz',
      'Match: Mercedes-Benz',
      'MATCH: BMW',
      '<$>incorrect<$>',
      '<$>INCORRECT<$>',
      'suggestion: Mercedes-Benz',
      'The guess is close enough. match: Mercedes-Benz',
      'match:',
      'mismatch: none',
      'match: Mercedes-Benz <$>incorrect<$>',
    ],
    reject: [
      '',
      'Mercedes-Benz',
      'incorrect',
      'Incorrect.',
      'match - Mercedes-Benz',
      'Match Mercedes-Benz',
      'match：Mercedes-Benz',
      '<incorrect>',
      '<$> incorrect <$>',
      'suggestion - Mercedes',
      'Correct! The answer is Mercedes-Benz.',
    ],
  },
};

describe('set 657 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_657).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_657[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
