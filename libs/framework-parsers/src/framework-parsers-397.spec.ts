import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_397 } from './framework-parsers-397';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'sp3f--privileged-pairwise-multilingual-response-vs-english-solution-boxed-a-or-b': {
    accept: [
      'Response A follows the same steps as the solution: 16 - 3 - 4 = 9 eggs and 9 × 2 = $18. Response B forgets the four eggs used for muffins and ends with $26, which contradicts the solution.\n\nTherefore the better response is \\boxed{A}',
      'Both responses are written in Indonesian. Response B reaches the correct total while A drops a step, so B is closer to the solution.\n\n\\boxed{B}',
      'Final answer: $\\boxed{A}$',
      '**Final answer:** \\(\\boxed{B}\\)',
      'At first I leaned towards \\boxed{B}, but after checking the arithmetic against the solution the better one is \\boxed{A}',
      'The closest response is therefore \\boxed A',
      'I must answer with either \\boxed{A} or \\boxed{B}: it is \\boxed{B}.',
      'Reasoning...\n\\boxed{A}\nThat is my decision.',
    ],
    reject: [
      '',
      'Response A is better because it matches the correct solution.',
      'Answer: A',
      '\\boxed{{A}}',
      '\\boxed{\\text{A}}',
      '\\boxed{a}',
      '\\boxed{ A }',
      '\\boxed{Response A}',
      '\\boxed{A',
      '\\fbox{A}',
      'The better one is \\boxed A.',
      'My verdict: \\boxed {A}',
      '\\boxed{A}\nHmm, maybe \\boxed B is closer. Final: \\boxed{A}',
    ],
  },
  'llm-translation-judge-en-tl--en-filipino-six-binary-criteria-json-first-balanced-brace-over-echoed-prompt': {
    accept: [
      '{\n  "criteria": {\n    "accuracy": 1,\n    "fluency": 1,\n    "coherence": 1,\n    "cultural_appropriateness": 0,\n    "guideline_adherence": 1,\n    "completeness": 1\n  },\n  "sum_points": 5,\n  "normalized_score": 5,\n  "label": "excellent",\n  "explanation": "Accuracy, fluency, coherence, guideline adherence and completeness are met; the informal \'iyong\' is less polite than \'inyong\' in a workplace request."\n}',
      '```json\n{"criteria": {"accuracy": 1, "fluency": 1, "coherence": 1, "cultural_appropriateness": 1, "guideline_adherence": 1, "completeness": 1}, "sum_points": 6, "normalized_score": 5, "label": "excellent", "explanation": "All criteria met."}\n```',
      'Here is my evaluation: {"label": "good"}',
      '{"sum_points": NaN}',
      '{not json} then {"label": "poor", "sum_points": 1}',
      '}} {"label": "fair"}',
      '{"explanation": "uses {curly} braces", "label": "good"}',
      '{"label": "good"} {"label": "poor"}',
      '[{"label": "good"}]',
    ],
    reject: [
      '',
      'Accuracy: 1\nFluency: 1\nCoherence: 1\nCultural Appropriateness: 1\nGuideline Adherence: 1\nCompleteness: 1\nLabel: excellent',
      '{}',
      '{} {"label": "good"}',
      '{"criteria": {"accuracy": 0|1}}',
      "{'label': 'good', 'sum_points': 4}",
      '{"explanation": "a } inside", "label": "good"}',
      '{"label": "good"',
      '{"label": "good",}',
      '{ {"label": "good"}',
    ],
  },
  'translation-detection-framework--mqm-error-subtype-error-exist-yes-no-line-startswith': {
    accept: [
      'Error Exist: Yes\nSeverity: Major\nExplanation: The deadline "by Friday" from the source is missing in the translation.',
      'Error Exist: No\nSeverity: Neutral\nExplanation: All information in the source is present in the translation.',
      'ERROR EXIST: YES\nSEVERITY: MINOR',
      'Error Exists: No',
      'Here is my evaluation:\nError Exist: Yes\nSeverity: Minor\nExplanation: A minor modifier is dropped.',
      'Error existence: yes',
      'Error Exist - Yes',
      'error exist:yes\r\nSeverity: Major\r\nExplanation: omission of "by Friday"',
    ],
    reject: [
      '',
      '**Error Exist:** Yes\n**Severity:** Major',
      '  Error Exist: Yes',
      '                Error Exist: Yes\n                Severity: Major\n                Explanation: "by Friday" is omitted.',
      'Errors Exist: Yes',
      'Error: Yes\nSeverity: Major',
      'Severity: Major\rError Exist: Yes',
      '1. Error Exist: Yes',
      '- Error Exist: No',
      'Yes, an omission error exists.',
    ],
  },
  'csc420m-llm-translation-judge--en-filipino-six-binary-criteria-total-score-points-regex': {
    accept: [
      'Accuracy: 1 point (The meaning that classes are suspended tomorrow because of the typhoon is fully conveyed.)\nFluency: 1 point (Natural Filipino phrasing.)\nCoherence: 1 point (Logical flow.)\nCultural Appropriateness: 1 point (Neutral, official tone.)\nGuideline Adherence: 1 point (Common terminology "suspendido ang klase".)\nCompleteness: 1 point (All information is present.)\nTotal Score: 6 points',
      'Total Score: 4 points',
      'Total Score: 0 points',
      '**Total Score: 5 points**',
      'Total Score: 10 points',
      'Total Score: ٣ points',
      'Final Total Score: 2 pointsss',
      'Accuracy: 1 point\nTotal Score: 1 point\n(correction) Total Score: 2 points',
    ],
    reject: [
      '',
      'Total Score: 3 point',
      'Total Score: 3/6 points',
      '**Total Score:** 3 points',
      'total score: 3 points',
      'Total score: 3 points',
      'Total Score: 3.5 points',
      'Total Score:3 points',
      'Total Score: 3  points',
      'Total Score: three points',
      'Total Score: 3\npoints',
    ],
  },
};

describe('set 397 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_397).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_397[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
