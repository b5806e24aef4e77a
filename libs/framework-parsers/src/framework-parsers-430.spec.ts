import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_430 } from './framework-parsers-430';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'shipit--ai-writing-tells-vocabulary-structure-review-pass-fail-line-grep': {
    accept: [
      '---\nPASS',
      '---\nPASS\n',
      'PASS',
      '---\nFAIL\n- "game-changer": hype word, replaced with "useful"\n- Em dash overuse: 3 em dashes in paragraph 2\n\n---\nplatform: linkedin\nproject_name: shipit\n---\n\nWe just shipped shipit 0.3. One command now reads a repo\'s README and its last 20 commits and drafts posts for five channels.',
      'FAIL\n- "delve" in line 3: replaced with "look at"\n\nCorrected post text.',
      '---\nFAILED: "seamless" appears twice',
      '```\n---\nPASS\n```',
      '\n---\nPASS',
      'Reviewing the draft.\nPASS\n',
      'FAIL\r\n- "robust" replaced with "reliable"',
      '---\nFAIL\n- one issue\n\ncorrected text\nPASS',
    ],
    reject: [
      '',
      '---',
      '---\n**PASS**',
      '---\nPass',
      '---\nPASS.',
      '---\n PASS',
      '---\nPASS ',
      '---\n\nFAIL\n- "delve" replaced with "look at"',
      '---\n---\nFAIL\n- "pivotal" replaced with "key"',
      '```\n---\nFAIL\n- "crucial" replaced with "needed"\n```',
      '---\r\nPASS\r\n',
      'Verdict: FAIL',
      'No issues found. PASS',
      '---\nfail\n- lowercase verdict',
    ],
  },
};

describe('set 430 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_430).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_430[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
