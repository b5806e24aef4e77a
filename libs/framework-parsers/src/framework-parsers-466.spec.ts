import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_466 } from './framework-parsers-466';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'dir2mcp--rag-answer-citation-faithfulness-supported-unsupported-one-word-uppercase-contains': {
    accept: [
      'UNSUPPORTED',
      'SUPPORTED',
      'supported',
      'Unsupported.',
      '**UNSUPPORTED**',
      'UNSUPPORTED\n\nThe passages say Buddy Kennedy was called out on strikes after a challenge; nothing says he was ejected.',
      '  Supported  \n',
      'Verdict: the answer is not supported by the passages.',
      'ſupported',
      'UNSUPPORTEDNESS',
    ],
    reject: [
      '',
      'YES',
      'NO',
      'Grounded',
      'Hallucination',
      'Support',
      'SUPPORT ED',
      'SUP-PORTED',
      'S U P P O R T E D',
      'ßupported',
      'ＳＵＰＰＯＲＴＥＤ',
      'Insupportable',
      'The claim is unsubstantiated.',
    ],
  },
  'chartula--changelog-vs-facts-faithfulness-structured-output-isfaithful-unsupportedclaims-json': {
    accept: [
      '{"isFaithful":false,"unsupportedClaims":["The fix is described as a security vulnerability; the facts only record a crash fix.","The dry-run mode is said to run twice as fast, which no fact states."]}',
      '{"isFaithful": true, "unsupportedClaims": []}',
      '\n  {"IsFaithful": true, "UnsupportedClaims": []}\n',
      '{}',
      '{"is_faithful": false, "unsupported_claims": ["x"]}',
      '{"isFaithful": true, "unsupportedClaims": []}\nAll claims are supported by the facts.',
      '{"isFaithful": true, "unsupportedClaims": []}{"isFaithful": false, "unsupportedClaims": ["x"]}',
      '{"ISFAITHFUL": false, "reason": {"nested": [1, 2, {"deep": null}]}, "unsupportedClaims": ["A security fix is claimed."]}',
      '{"isFaithful": true, "unsupportedClaims": [null]}',
    ],
    reject: [
      '',
      '   ',
      '```json\n{"isFaithful": true, "unsupportedClaims": []}\n```',
      'Here is the report: {"isFaithful": true, "unsupportedClaims": []}',
      '{"isFaithful": "true", "unsupportedClaims": []}',
      '{"isFaithful": 1, "unsupportedClaims": []}',
      '{"isFaithful": null, "unsupportedClaims": []}',
      '{"isFaithful": true, "unsupportedClaims": "none"}',
      '{"isFaithful": false, "unsupportedClaims": [1]}',
      '{"isFaithful": false, "unsupportedClaims": [{"claim": "security fix"}]}',
      '{"isFaithful": true, "unsupportedClaims": [],}',
      '[{"isFaithful": true, "unsupportedClaims": []}]',
      'null',
      'true',
      '{"isFaithful": true, "unsupportedClaims": []',
      "{'isFaithful': true, 'unsupportedClaims': []}",
      '{"isFaithful": tru}',
      '\uFEFF{"isFaithful": true, "unsupportedClaims": []}',
      '{"isFaithful": true, // all good\n "unsupportedClaims": []}',
    ],
  },
};

describe('set 466 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_466).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_466[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
