import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_411 } from './framework-parsers-411';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'book-rag--ragas-style-answer-faithfulness-groundedness-1-5-reasoning-then-score-line-first-match': {
    accept: [
      "The answer's first two claims are supported: Chunk 1 shows Elizabeth objecting to Darcy's ungentlemanly manner, and Chunk 2 has Darcy admitting he separated Bingley from Jane. The claim about Mr. Wickham's prospects does not appear anywhere in the retrieved context.\n\nScore: 4",
      'Score: 5',
      'Reasoning: every claim is verifiable from the context.\n**Score**: 5',
      'Score : 3',
      'Score:3',
      'SCORE: 2',
      'The answer invents most details.\nFinal score: 1',
      'Score:\n5',
      'Score: 10',
      'Score: 3.5',
      'Score: 4/5',
      '\u017Fcore: 3',
    ],
    reject: [
      '',
      'Reasoning: all claims are grounded.\n**Score:** 5',
      'Score: 0',
      'Score: 6',
      'Score: X',
      'Score - 4',
      'I would rate the groundedness 4 out of 5.',
      'Score:\u00a04',
      'Score:\u000b4',
      'Score: \uFF14',
      'Initially Score: 0, but on reflection Score: 4',
      'Rating: 5',
      'Score = 5',
      'Score: five',
    ],
  },
};

describe('set 411 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_411).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_411[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
