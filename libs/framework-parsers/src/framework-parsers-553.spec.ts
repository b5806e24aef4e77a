import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_553 } from './framework-parsers-553';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'email-responder--email-spam-or-not-spam-one-word-lower-strip-equals-spam': {
    accept: [
      'spam',
      'Spam',
      'SPAM',
      'spam\n',
      '  spam  ',
      '\nSpam\n',
      'sPaM',
      '\u00a0spam\u3000',
      'spam\x1c',
      '\tSPAM\r\n',
    ],
    reject: [
      '',
      'not spam',
      'Not Spam',
      'Spam.',
      '**spam**',
      '"spam"',
      'spam (phishing)',
      'This email is spam.',
      'spam\u200b',
      '\ufeffspam',
      'Classification: spam',
      'ＳＰＡＭ',
      's p a m',
    ],
  },
};

describe('set 553 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_553).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_553[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
