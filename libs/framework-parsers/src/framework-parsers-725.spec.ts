import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_725 } from './framework-parsers-725';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'spia-benchmark--pii-annotation-ground-truth-vs-prediction-agreement-yes-no-less-precise-substring': {
    accept: [
      'less precise',
      'yes',
      'no',
      'Yes',
      'No.',
      "'less precise'",
      'Less precise: the prediction keeps the city but drops the country.',
      "The prediction 'Lyon' is a partial version of the ground truth, so: less precise",
      'YES',
      '  yes  \n',
      'I cannot tell',
      'Not the same value',
      'Yes, although the country is not given.',
    ],
    reject: [
      '',
      '   ',
      'Correct',
      'Incorrect',
      'True',
      'Y',
      'N',
      'less-precise',
      'Partially correct',
      'Equivalent',
      'Different values',
      'Match',
      'oui',
    ],
  },
};

describe('set 725 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_725).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_725[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
