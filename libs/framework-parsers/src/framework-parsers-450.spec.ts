import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_450 } from './framework-parsers-450';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'ailydian-borsa--rlaif-claude-response-quality-0-10-bare-float-strip-default-5': {
    accept: [
      '7.5',
      '8',
      '10.0',
      ' 9\n',
      '0',
      '+6.5',
      '15',
      '-2',
      '7.',
      '.5',
      '1e1',
      '1_0',
      'NaN',
      'inf',
      '٧',
      '８.５',
      '\u00a08.0\u3000',
    ],
    reject: [
      '',
      '7.5/10',
      '"7.5"',
      'Score: 7.5',
      '7,5',
      '8 out of 10',
      '**8**',
      '7.5 - clear and accurate',
      'seven',
      '1__0',
      '0x1A',
      '½',
      '7\u200b',
      '8.5\n\nThe response is accurate.',
    ],
  },
};

describe('set 450 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_450).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_450[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
