import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_395 } from './framework-parsers-395';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'mmmm--medical-vqa-prediction-correctness-0-10-analysis-rating-split-float': {
    accept: [
      'Analysis: The prediction correctly identifies the left lower lobe consolidation with air bronchograms and pneumonia; the pleural effusion is extra but ignored. Rating: 9',
      'Analysis: The prediction names the right organ but the wrong lesion. Rating: 3.',
      'Analysis: Completely wrong.\nRating: 0',
      'Rating: 7.5',
      'Analysis: ok Rating:  8 \n',
      'Rating: 10',
      'Rating: 8 ...',
      'Rating: 1_0',
      'Rating: ٧',
      'Rating: 6 Rating: eight',
      'Rating: nan',
      'Rating: .5',
    ],
    reject: [
      '',
      'Analysis: The prediction matches the ground truth. Rating:9',
      'Analysis: good. rating: 9',
      'Analysis: good. Rating: 9/10',
      'Analysis: good. Rating: **9**',
      'Analysis: good.\nRating: 8\nThe prediction is mostly right.',
      'Analysis: good. Rating: eight',
      'Analysis: good. Rating: ...',
      'Analysis: good. Score: 8',
      'Analysis: good. Rating - 8',
      'Rating: 8 out of 10',
    ],
  },
  'rarebench--rare-disease-top10-diagnosis-golden-rank-chinese-rank-number-or-fou': {
    accept: [
      '3',
      '否',
      '10',
      '位次：2',
      '3。',
      '第 3 位',
      '预测诊断不在标准诊断中，否',
      'Rank: 1',
      '是否无法判断',
      '排名 7',
      '1\n',
    ],
    reject: [
      '',
      '第3位',
      '预测的位次为2',
      '11',
      '0',
      '３',
      '1/10',
      '3, 5',
      'rank3',
      '3rd',
      '100',
      'No',
    ],
  },
  'meded--mirs-interview-elicits-spectrum-of-concerns-1-5-json-nested-evaluation-score': {
    accept: [
      '{"evaluation": {"elements_present": ["Asks \\"Is there anything else you wanted to talk about today?\\""], "elements_absent": [], "score": 5, "justification": "The student asks \\"Anything else?\\" until the patient says no."}}',
      '```json\n{\n  "evaluation": {\n    "score": 4,\n    "justification": "One final \'what else\' is missing."\n  }\n}\n```',
      'Here is my evaluation:\n{"evaluation": {"score": "3", "justification": "Only the main concern is elicited."}}',
      '{"explanation": "flat part", "evaluation": {"score": 2}}',
      '{"evaluation": {"score": null}}',
      '{"evaluation": {"score": NaN}}',
      '  {"evaluation": {"score": 1}}\n',
      '{"evaluation": {"score": "n/a"}}',
    ],
    reject: [
      '',
      '{"explanation": "The physician asks \\"Is there anything else you wanted to talk about today?\\" and \\"Anything else?\\".", "score": 5}',
      '{"evaluation": {"justification": "No score given."}}',
      '{"evaluation": {"score": "N/A"}}',
      '{"evaluation": "score 4"}',
      '{"evaluation": null}',
      '{"evaluation": {"score": 4}} Thanks!',
      '[{"evaluation": {"score": 4}}]',
      'Score: 4',
      '{"evaluation": {"score": 4,}}',
      "{'evaluation': {'score': 4}}",
      'Note {x}: {"evaluation": {"score": 4}}',
    ],
  },
};

describe('set 395 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_395).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_395[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
