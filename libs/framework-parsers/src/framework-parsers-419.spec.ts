import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_419 } from './framework-parsers-419';

// Every case below was also run through verbatim copies of the projects' Python reply readers (same verdicts).
const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'llm-accessibility-divide--essay-rubric-prompt-numeric-score-line-regex-float': {
    accept: [
      "Score: 4",
      "Score: 5\n\nThe essay takes a clear position on the effects of computers and supports it with specific, well-elaborated reasons.",
      "The letter states an opinion and gives some reasons, but the details are general and the organization is weak. Score: 3",
      "score: 3.5",
      "SCORE:4",
      "Score:\n4",
      "Score:\t\t6",
      "Final Score: 10",
      "Content subscore: 2 overall",
      "Score: -1",
      "Score: \u0664",
      "Score: N/A at first glance.\nScore: 3",
      "Score: 4/6",
      "\u017fcore: 4",
    ],
    reject: [
      "",
      "   \n",
      "**Score:** 4",
      "Score: [4]",
      "Score - 4",
      "Score = 4",
      "I would give this essay a 4.",
      "Score: four",
      "Score : 4",
      "Score: .5",
      "Rating: 4",
      "Scores: 4",
    ],
  },
  'llm-l2-essay-scoring--ellipse-holistic-essay-1-5-half-band-bare-score-findall': {
    accept: [
      "3.5",
      "4.0",
      " 2.5\n",
      "Score: 3.0",
      "3.0/5.0",
      "The essay deserves 4.5.",
      "1.0",
      "**3.5**",
      "2.5 (between 2.0 and 3.0)",
      "5.0.",
    ],
    reject: [
      "",
      "3",
      "3.50",
      "35",
      "13.0",
      "5.5",
      "0.5",
      "3,5",
      "three point five",
      "Score: 3.25",
      "v3.0",
      "4.0_",
      "\uff13.\uff15",
      "3.5\u5206",
      "\u00e93.0",
    ],
  },
  'anki-ai-answer-grading--flashcard-answer-vs-card-back-german-json-score-rating-1-4': {
    accept: [
      "{\"score\": 85, \"rating\": 3, \"correct_points\": [\"Mitochondrien erzeugen ATP\"], \"missing_points\": [\"Zellatmung nicht genannt\"], \"wrong_points\": [], \"explanation\": \"Mitochondrien sind der Ort der Zellatmung, in der aus Glukose ATP gewonnen wird.\", \"feedback\": \"Die Kernaussage stimmt, nenne beim n\u00e4chsten Mal auch die Zellatmung.\", \"source_pages\": []}",
      "```json\n{\"score\": 85, \"rating\": 3, \"correct_points\": [\"Mitochondrien erzeugen ATP\"], \"missing_points\": [\"Zellatmung nicht genannt\"], \"wrong_points\": [], \"explanation\": \"Mitochondrien sind der Ort der Zellatmung, in der aus Glukose ATP gewonnen wird.\", \"feedback\": \"Die Kernaussage stimmt, nenne beim n\u00e4chsten Mal auch die Zellatmung.\", \"source_pages\": []}\n```",
      "Hier ist meine Bewertung:\n{\"score\": 100, \"rating\": 4, \"explanation\": \"\", \"feedback\": \"Perfekt, alle Punkte genannt.\"}\nViel Erfolg!",
      "{\"score\": \"70\", \"rating\": \"2\"}",
      "{\"score\": 120, \"rating\": 4}",
      "{\"score\": 55.7, \"rating\": 2.9}",
      "{\"score\": true, \"rating\": true}",
      "{\"score\": -5, \"rating\": 1, \"source_pages\": \"skript.pdf:12\"}",
      "{\"score\": \" 42 \", \"rating\": \"+3\"}",
      "{\"score\": \"\u0664\u0660\", \"rating\": \"\u0663\"}",
      "[{\"score\": 85, \"rating\": 3}]",
      "{\"score\": 85, \"rating\": 3.99}",
      "{\"score\": \"1_000\", \"rating\": 1}",
    ],
    reject: [
      "",
      "   \n",
      "Bewertung: 3 (Good) \u2013 Score 85",
      "{\"score\": 85}",
      "{\"score\": 85, \"rating\": 5}",
      "{\"score\": 85, \"rating\": 0}",
      "{\"score\": \"85%\", \"rating\": 3}",
      "{\"score\": null, \"rating\": 3}",
      "{\"score\": 85, \"rating\": \"3.0\"}",
      "{\"score\": NaN, \"rating\": 3}",
      "{\"score\": 1e400, \"rating\": 3}",
      "{\"score\": 85, \"rating\": 3, \"feedback\": \"Sehr gut, \"pr\u00e4zise\" formuliert\"}",
      "{'score': 85, 'rating': 3}",
      "{\"score\": 85, \"rating\": 3,}",
      "{\"score\": 85, \"rating\": [3]}",
      "{\"score\": 85, \"rating\": 3} Ende }",
      "{\"score\": \"1__0\", \"rating\": 3}",
      "{\"score\": 85, \"rating\": false}",
    ],
  },
};

describe('set 419 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_419).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_419[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
