import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_602 } from './framework-parsers-602';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'chatts--evol-time-series-qa-equal-invalid-valid-validation-label-substring': {
    accept: [
      'Valid',
      ' Valid',
      'valid',
      'VALID',
      'Valid.\n',
      'The second Q&A is valid: every attribute it uses comes from the CONTEXT section.',
      'Not valid',
      'Validation: Equal',
      'In valid form.',
    ],
    reject: [
      '',
      'Equal',
      'Invalid',
      ' invalid',
      'INVALID',
      'Valid? No. Invalid, the answer invents a second spike.',
      'The two Q&As are equal.',
      'Vaild',
      'Val id',
      'Accept',
    ],
  },
  'easyinstruct--gpt-score-selector-instruction-response-quality-1-5-score-line-regex-search': {
    accept: [
      'The answer explains the conversion step by step, gives the correct 37.0°C and is written from an AI assistant\'s perspective; it could be slightly more concise.\nScore: 4',
      'Score: 5',
      'score: 3',
      'Score:4',
      'Reasoning: complete and focused.\nScore:\n5',
      'Score: ４',
      'Subscore: 2',
      'Score: 10',
      'Score: 4.5',
      'Score: 3/5',
    ],
    reject: [
      '',
      'SCORE: 4',
      'The answer is complete and correct.\n**Score:** 4',
      'Score: [4]',
      'Rating: 4',
      'Score - 4',
      'Score: four',
      'Score = 4',
      'Score: -1',
      'Score 4',
    ],
  },
  'self-instruct--generated-task-is-classification-few-shot-completion-yes-no-strip-membership': {
    accept: [' Yes', 'Yes', 'yes', 'YES', ' Yes\nTask: Write a poem about autumn.', '\tYes ', 'Yes\u00a0', ' YesTask'],
    reject: ['', ' No', 'No', ' Yes.', ' Yes, it', 'Y', 'Task: Yes', ' yES', ' True', '\nYes'],
  },
  'neural-memory--memory-entry-pair-dedup-duplicate-distinct-uncertain-first-line-label': {
    accept: [
      'DUPLICATE\nBoth entries record the same decision: the frontend uses pnpm instead of npm.',
      'DISTINCT\nOne is about the staging database, the other about production.',
      'duplicate',
      '**DUPLICATE**\nSame core fact.',
      '\n\n  DISTINCT  \n',
      'NOT A DUPLICATE',
      'INDISTINCT',
      'Verdict: DUPLICATE - same fact, reworded.',
      'dıstınct',
      'Duplicates\r\nSame instruction.',
    ],
    reject: [
      '',
      'UNCERTAIN\nThe second entry may refer to a different project.',
      'Reason: both say the same thing.\nDUPLICATE',
      'DUP',
      'SAME',
      'Yes',
      'These memories are equivalent.\nDUPLICATE',
    ],
  },
  'fano-explorer--math-insight-pairwise-semantic-dedup-is-duplicate-yes-no-key-line': {
    accept: [
      'IS_DUPLICATE: yes\nCONFIDENCE: high\nREASON: Both state that the Fano plane is PG(2,2) with lines as zero-sum triples of nonzero vectors in F_2^3.\nBETTER_VERSION: B',
      'IS_DUPLICATE: no\nCONFIDENCE: medium\nREASON: A labels points by vectors while B identifies the plane as PG(2,2).\nBETTER_VERSION: equal',
      'IS_DUPLICATE:yes',
      '  IS_DUPLICATE: yes',
      'REASON: same claim\nIS_DUPLICATE: true',
      'IS_DUPLICATE: [yes]',
      'IS_DUPLICATE: maybe',
      'IS_DUPLICATE: yes\r\nCONFIDENCE: high',
      '\u2028IS_DUPLICATE: no',
    ],
    reject: [
      '',
      'is_duplicate: yes',
      '**IS_DUPLICATE:** yes',
      '- IS_DUPLICATE: yes',
      'IS_DUPLICATE - yes',
      'IS DUPLICATE: yes',
      'Yes, they express the same core idea.',
      'REASON: same claim\u2028IS_DUPLICATE: yes',
      'IS_DUPLICATE : yes',
    ],
  },
};

describe('set 602 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_602).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_602[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
