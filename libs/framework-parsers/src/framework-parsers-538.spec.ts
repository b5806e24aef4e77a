import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_538 } from './framework-parsers-538';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'pairwisellm--student-writing-sample-1-vs-2-trait-comparison-better-sample-xml-tag-fixed-substring': {
    accept: [
      '<BETTER_SAMPLE>SAMPLE_1</BETTER_SAMPLE>',
      '<BETTER_SAMPLE>SAMPLE_2</BETTER_SAMPLE>',
      '<BETTER_SAMPLE>SAMPLE_2</BETTER_SAMPLE>\n',
      'SAMPLE_1 develops its argument with two clear reasons, while SAMPLE_2 only asserts its view.\n\n<BETTER_SAMPLE>SAMPLE_1</BETTER_SAMPLE>',
      '```xml\n<BETTER_SAMPLE>SAMPLE_2</BETTER_SAMPLE>\n```',
      '<BETTER_SAMPLE>SAMPLE_1</BETTER_SAMPLE> Some explanation.',
      '<BETTER_SAMPLE>SAMPLE_1</BETTER_SAMPLE>\nOR\n<BETTER_SAMPLE>SAMPLE_2</BETTER_SAMPLE>',
      'Answer:<BETTER_SAMPLE>SAMPLE_2</BETTER_SAMPLE>.',
    ],
    reject: [
      '',
      'SAMPLE_1',
      'The better sample is SAMPLE_2.',
      '<BETTER_SAMPLE>SAMPLE_3</BETTER_SAMPLE>',
      '<better_sample>SAMPLE_1</better_sample>',
      '<BETTER_SAMPLE> SAMPLE_1 </BETTER_SAMPLE>',
      '<BETTER_SAMPLE>\nSAMPLE_2\n</BETTER_SAMPLE>',
      '<BETTER_SAMPLE>Sample_1</BETTER_SAMPLE>',
      '<BETTER_SAMPLE>SAMPLE 2</BETTER_SAMPLE>',
      '<BETTER_SAMPLE>SAMPLE_1<BETTER_SAMPLE>',
      '<BETTER_SAMPLE>SAMPLE_1</BETTER_SAMPLE',
      '&lt;BETTER_SAMPLE&gt;SAMPLE_1&lt;/BETTER_SAMPLE&gt;',
      '**BETTER_SAMPLE: SAMPLE_2**',
    ],
  },
  'pado-reimplementation--personality-trait-explainer-a-vs-b-comparative-judgement-final-prediction-line-startswith': {
    accept: [
      '1. Comparative Analysis\n- Emotions: both explainers note the excitement about parties; Explainer A ties it to specific phrases.\n2. Overall Evaluation\n- Explainer A gives stronger textual evidence.\n3. Final Judgement\n- High\nFinal Prediction: High',
      'Final Prediction: Low',
      'Final Prediction: **High**',
      'Final Prediction:High',
      'The analysis favours Explainer B.\r\nFinal Prediction: Low\r\n',
      'Final Prediction: High: Explainer A cites the party remarks.',
      'Final Prediction: Low\nFinal Prediction: High',
      'Final Prediction: Moderate',
      'Comparison done.\u2028Final Prediction: High',
      'Final Prediction:\u00a0Low',
    ],
    reject: [
      '',
      '1. Comparative Analysis\n- compare and evaluate each element: A is more detailed.\n2. Overall Evaluation\n- Explainer A is stronger.\n3. Final Judgement\n- High',
      '**Final Prediction:** High',
      '  Final Prediction: High',
      'final prediction: High',
      'Final prediction: Low',
      'Final Prediction - High',
      'Final Judgement: High',
      'The Final Prediction: High',
      'FinalPrediction: High',
      'Final Prediction: Unknown',
      'Final Prediction: **Unknown**',
    ],
  },
};

describe('set 538 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_538).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_538[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
