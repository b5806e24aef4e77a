import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_699 } from './framework-parsers-699';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'cpj--plant-disease-diagnosis-pairwise-answer-selection-few-shot-json-choice-1-2-regex-fallback': {
    accept: [
      // the shape of the few-shot AI turns
      '{"choice": 1, "reason": "Answer 1 names grape leaf blight and its angular haloed lesions; Answer 2 misidentifies the plant as maple.", "scores": {"answer1": {"plant_accuracy": 1.0, "disease_accuracy": 1.0, "symptom_accuracy": 0.9, "format_adherence": 1.0, "completeness": 0.9, "total": 4.8}, "answer2": {"plant_accuracy": 0.0, "disease_accuracy": 0.0, "symptom_accuracy": 0.3, "format_adherence": 0.5, "completeness": 0.3, "total": 1.1}}}',
      '{"choice": 2, "reason": "Answer 2 identifies the pest correctly."}',
      '```json\n{"choice": 2, "reason": "More precise symptoms.", "scores": {"answer1": {"total": 2.5}, "answer2": {"total": 4.0}}}\n```',
      'After comparing both answers, here is my evaluation:\n{"choice": 1, "reason": "Correct species and disease."}',
      '{"choice": 1.0, "reason": "x"}',
      '{"choice": true}',
      '{"choice": 2, "scores": {"answer1": "n/a", "answer2": {"total": 3.5, "completeness": true}}}',
      '{"choice": 1, "scores": {}}',
      // path (a) fails, the Python <= 3.10 regex fallback still finds a choice
      '{"choice": "2", "reason": "quoted number"}',
      '{"choice": 1,}',
      'I select Answer 2 because it names the disease.',
      'Answer 1 is better.',
      'CHOICE: 2',
      '{"choice": 3, "note": "none fits"} Final answer: 1',
    ],
    reject: [
      '',
      'Both answers are equally good.',
      '{"choice": 3, "reason": "neither"}',
      '{"choice": null, "reason": "cannot decide"}',
      '{"choice": 1, "reason": "ok", "scores": []}',
      '{"choice": 1, "scores": null}',
      '{"choice": 2, "scores": {"answer1": {"plant_accuracy": "1.0"}}}',
      '{"choice": 1, "scores": {"answer2": {"plant_accuracy": null}}}',
      'Answer 2 is better, scoring 4.5 versus 3.',
      'Choice: Answer 3',
      'The better response is the first one.',
      '{"choice": 0}',
    ],
  },
  'surveynav--maize-farmer-survey-answer-quality-1-100-json-score-or-last-integer-fallback': {
    accept: [
      '{"analysis":"Quarter loss stated; no baseline","expected answer":"Avg 20-30% loss/season","follow-up question":"What is your usual harvest in bags per acre without armyworm?","score":62}',
      '{"analysis": "Clear percent and season", "score": 85}',
      '```json\n{"score": 70}\n```',
      '{"score": 250}',
      '{"score": "1e3"}',
      '{"Overall Score": 1e2}',
      '{score: 7e1}',
      'Score: 45',
      'The answer is vague. Score 40',
      "{'analysis': 'ok', 'score': '5.5e1'}",
      '{"scores": [{"dimension": "units", "score": 3.5e2}]}',
    ],
    reject: [
      '',
      'No score given.',
      '{"score": 250',
      '{"score": "high"}',
      'Score: 250/300',
      '{"score": NaN}',
      'Q1 answer is vague',
      '{"score": 1e2',
      'score: 𝟕',
      'Score: ٧٥',
      '{"analysis": "two seasons only", "score": null}',
    ],
  },
};

describe('set 699 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_699).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_699[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
