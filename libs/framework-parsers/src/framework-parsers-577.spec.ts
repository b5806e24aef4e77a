import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_577 } from './framework-parsers-577';

const BIG_308 = '1' + '0'.repeat(308);
const BIG_309 = '1' + '0'.repeat(309);

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'instructor-classics--latin-greek-translation-exercise-0-5-json-score-int-coercion': {
    accept: [
      '{\n  "score": 3,\n  "max_score": 5,\n  "errors": [\n    {\n      "type": "grammar",\n      "location": "The girls",\n      "error": "puella is singular",\n      "expected": "The girl",\n      "explanation": "puella is nominative singular; the verb portat is also singular."\n    }\n  ],\n  "corrected_response": "The girl carries the water to the house.",\n  "feedback": "Good vocabulary, but watch the number of the subject."\n}',
      '{"score": 5, "max_score": 5, "errors": [], "corrected_response": "The girl carries water to the farmhouse.", "feedback": "Excellent."}',
      '{"score": 4}',
      '{"score": "4"}',
      '{"score": " 2 "}',
      '{"score": 4.7, "max_score": 5}',
      '{"score": true}',
      '{"score": "٣"}',
      '{"score": 3, "errors": ""}',
      '{"score": 3, "errors": {}}',
      '{"score": 3, "max_score": 0}',
      '{"score": 3, "max_score": "5"}',
      '\n  {"score": 1, "feedback": "The verb is missing."}  \n',
      `{"score": ${BIG_308}}`,
      '{"score": -2}',
      '{"score": "1_0"}',
    ],
    reject: [
      '',
      '```json\n{"score": 3, "max_score": 5}\n```',
      'Here is my evaluation: {"score": 3}',
      '{"feedback": "Good job", "errors": []}',
      '{"score": null}',
      '{"score": "4.5"}',
      '{"score": "4/5"}',
      '{"score": NaN}',
      '{"score": Infinity}',
      '{"score": 1e400}',
      '{"score": [4]}',
      '{"score": 3, "max_score": null}',
      '{"score": 3, "max_score": "five"}',
      '{"score": 3, "errors": null}',
      '{"score": 3, "errors": ["subject-verb agreement"]}',
      '{"score": 3, "errors": "none"}',
      '{"score": 3, "errors": {"grammar": "number"}}',
      '[{"score": 3}]',
      '{"score": 3,}',
      'Score: 3/5',
      `{"score": ${BIG_309}}`,
    ],
  },
  'skinova--language-drill-down-exercise-answer-json-iscorrect-score-typed-fields': {
    accept: [
      '{"isCorrect": true, "score": 90, "feedback": "Great job! Just a small typo: it is \\"viviendo\\", not \\"vivendo\\".", "correctedAnswer": "Llevo dos años viviendo en Madrid."}',
      '{\n  "isCorrect": false,\n  "score": 40,\n  "feedback": "You used the simple present. Try the structure llevar + time + gerund.",\n  "correctedAnswer": "Llevo dos años viviendo en Madrid."\n}',
      '{"isCorrect": true, "score": 100, "feedback": "", "correctedAnswer": ""}',
      '{"isCorrect": false, "score": 72.5, "feedback": "Close!", "correctedAnswer": "Llevo dos años viviendo en Madrid."}',
      '{"isCorrect": true, "score": 150, "feedback": "Perfect", "correctedAnswer": "x"}',
      '{"isCorrect": false, "score": -5, "feedback": "No", "correctedAnswer": "x"}',
      '  {"isCorrect": true, "score": 1e400, "feedback": "ok", "correctedAnswer": "x", "extra": [1, 2]}  ',
      '{"isCorrect": "yes", "isCorrect": true, "score": 80, "feedback": "ok", "correctedAnswer": "x"}',
    ],
    reject: [
      '',
      'null',
      '```json\n{"isCorrect": true, "score": 90, "feedback": "ok", "correctedAnswer": "x"}\n```',
      '{"isCorrect": "true", "score": 90, "feedback": "ok", "correctedAnswer": "x"}',
      '{"isCorrect": true, "score": "90", "feedback": "ok", "correctedAnswer": "x"}',
      '{"isCorrect": true, "score": 90, "feedback": "ok"}',
      '{"isCorrect": true, "score": 90, "feedback": "ok", "correctedAnswer": null}',
      '{"isCorrect": 1, "score": 90, "feedback": "ok", "correctedAnswer": "x"}',
      '{"isCorrect": true, "score": 90, "feedback": ["ok"], "correctedAnswer": "x"}',
      '[{"isCorrect": true, "score": 90, "feedback": "ok", "correctedAnswer": "x"}]',
      '{"isCorrect": true, "score": NaN, "feedback": "ok", "correctedAnswer": "x"}',
      '{"isCorrect": true, "score": 90, "feedback": "ok", "correctedAnswer": "x",}',
      'Evaluation: {"isCorrect": true, "score": 90, "feedback": "ok", "correctedAnswer": "x"}',
    ],
  },
  'portugoosse--dutch-english-translation-again-hard-good-easy-json-evaluation-string': {
    accept: [
      '{\n  "evaluation": "good",\n  "explanation": "\'warm\' in Dutch more closely translates to \'warm\' in English, not necessarily \'hot\'."\n}',
      '{"evaluation": "easy"}',
      '{"evaluation": "again", "explanation": "\'Het weer is warm\' means the weather is warm; the beach part is missing."}',
      '{"evaluation": "hard", "explanation": "Word order.", "error": null}',
      '{"evaluation": ""}',
      '{"evaluation": "perfect"}',
      '  \n{"evaluation":"good","explanation":"Mind the article: de zee = the sea."}\n',
      '{"evaluation": {"grade": "good"}, "evaluation": "good"}',
    ],
    reject: [
      '',
      'null',
      '{\n  "evaluation": "good", \n  "explanation": "Minor phrasing issue.",\n}',
      '```json\n{"evaluation": "good"}\n```',
      '{"error": "No exercise to evaluate"}',
      '{"evaluation": "good", "error": "none"}',
      '{"evaluation": "good", "error": false}',
      '{"evaluation": null, "explanation": "n/a"}',
      '{"explanation": "Mostly right."}',
      '{"evaluation": {"grade": "good", "explanation": "ok"}}',
      '{"evaluation": 3}',
      '[{"evaluation": "good"}]',
      '"good"',
      'good',
    ],
  },
  'fluentai--pronunciation-transcript-vs-expected-0-100-json-zod-coerce-score': {
    accept: [
      '{"score": 78, "feedback": "Clear overall, but \\"cup\\" sounded like \\"cap\\".", "tips": ["Open your mouth less for the /ʌ/ in cup.", "Pause slightly before please."]}',
      '```json\n{\n  "score": 85,\n  "feedback": "Very good pronunciation.",\n  "tips": []\n}\n```',
      '```\n{"score": 90, "feedback": "Great", "tips": ["Keep practising linking sounds."]}\n```',
      '{"score": "85", "feedback": "Good", "tips": []}',
      '{"score": 0, "feedback": "Nothing matched.", "tips": ["Try again slowly."]}',
      '{"score": 100.0, "feedback": "Perfect", "tips": [], "level": "A2"}',
      '{"score": null, "feedback": "Unclear audio transcript.", "tips": []}',
      '{"score": [50], "feedback": "Half right.", "tips": []}',
      '{"score": true, "feedback": "x", "tips": []}',
      '  \n{"score": " 72 ", "feedback": "ok", "tips": ["a"]}\n  ',
      '{"score": 80, "feedback": "x", "tips": [], "questions": [{"type": "mcq", "choices": ["a"]}]}',
    ],
    reject: [
      '',
      '   ',
      '{"score": 101, "feedback": "x", "tips": []}',
      '{"score": -1, "feedback": "x", "tips": []}',
      '{"score": "85%", "feedback": "x", "tips": []}',
      '{"score": "85/100", "feedback": "x", "tips": []}',
      '{"feedback": "x", "tips": []}',
      '{"score": 80, "feedback": "x"}',
      '{"score": 80, "feedback": "x", "tips": [1, 2]}',
      '{"score": 80, "feedback": ["x"], "tips": []}',
      '{"score": {}, "feedback": "x", "tips": []}',
      '{"score": 80, "feedback": "x", "tips": [], "questions": [null]}',
      'Here is the feedback:\n{"score": 80, "feedback": "x", "tips": []}',
      '[{"score": 80, "feedback": "x", "tips": []}]',
      '{score: 80, feedback: "x", tips: []}',
    ],
  },
  'eng-quiz-flask--vocabulary-sentence-usage-correct-or-incorrect-colon-example-startswith': {
    accept: [
      'CORRECT',
      'CORRECT.',
      '  CORRECT\n',
      'CORRECT - the sentence shows that smartphones are found everywhere.',
      'CORRECTLY USED',
      'INCORRECT: Smartphones have become so ubiquitous that you can see them in every classroom, bus and café.',
      'The sentence is too vague.\nINCORRECT: Plastic waste is ubiquitous; it turns up on every beach and even in the deep ocean.',
      '\u3000CORRECT',
      'Incorrect. INCORRECT: Coffee shops are ubiquitous in Seattle, found on nearly every corner.',
    ],
    reject: [
      '',
      'Correct',
      'correct',
      '**CORRECT**',
      'INCORRECT - Coffee shops are ubiquitous in Seattle.',
      'INCORRECT:Coffee shops are ubiquitous in Seattle.',
      'INCORRECT:\nCoffee shops are ubiquitous in Seattle.',
      'INCORRECT: ',
      'incorrect: Coffee shops are ubiquitous.',
      'Yes',
      '"CORRECT"',
      'The usage is CORRECT.',
    ],
  },
};

describe('set 577 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_577).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_577[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
