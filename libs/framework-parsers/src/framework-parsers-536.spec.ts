import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_536 } from './framework-parsers-536';

const omniFull =
  '{"relevance_score": 2, "relevance_justification": "Directly answers the question about merge sort complexity.", "correctness_score": 2, "correctness_justification": "O(n log n) in all cases matches the lecture.", "citation_score": 1, "citation_justification": "Cites page 73 but not the expected section name.", "detail_score": 2, "detail_justification": "Clear and well structured.", "total_score": 7, "pass_fail": "PASS", "overall_notes": "Strong answer; citations could be more precise."}';
const omniShort = '{"relevance_score": 1, "correctness_score": 0, "citation_score": 0, "detail_score": 1, "total_score": 2}';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'omnilearn--lecture-rag-answer-four-dimension-rubric-0-2-json-scores-langchain-json-parser': {
    accept: [
      omniFull,
      '```json\n' + omniFull + '\n```',
      'Here is my evaluation:\n```json\n' + omniShort + '\n```',
      omniShort + '\nThe answer is excellent overall.',
      '{"relevance_score": 2, "correctness_score": 2, "citation_score": 2, "detail_score": 2, "total_score": null}',
      '{"relevance_score": 1.5, "correctness_score": 2, "citation_score": 0.5, "detail_score": 2, "total_score": 6}',
      '{"relevance_score": 2, "correctness_score": 2, "citation_score": 1, "detail_score": 2, "total_score": 7, "pass_fail": "PA',
      '{"relevance_score": NaN, "correctness_score": 2, "citation_score": 2, "detail_score": 2, "total_score": 6}',
      '{"relevance_score": true, "correctness_score": 2, "citation_score": 2, "detail_score": 2, "total_score": 7}',
      '{"relevance_score": 2, "relevance_justification": "Line one\nline two", "correctness_score": 2, "citation_score": 2, "detail_score": 2, "total_score": 8}',
    ],
    reject: [
      '',
      '{"relevance_score": 2, "correctness_score": 2, "citation_score": 2, "detail_score": 2}',
      '{"relevance_score": "2", "correctness_score": "2", "citation_score": "2", "detail_score": "2", "total_score": "8"}',
      '{"relevance_score": null, "correctness_score": 2, "citation_score": 2, "detail_score": 2, "total_score": 6}',
      '{"scores": ' + omniShort + '}',
      '[' + omniShort + ']',
      'Relevance: 2/2\nCorrectness: 2/2\nCitations: 1/2\nDetail: 2/2\nTotal: 7/8',
      'Scores] ```json\n' + omniShort + '\n```',
      "{'relevance_score': 2, 'correctness_score': 2, 'citation_score': 2, 'detail_score': 2, 'total_score': 8}",
      '{"relevance_score": [2], "correctness_score": 2, "citation_score": 2, "detail_score": 2, "total_score": 8}',
    ],
  },
  'ragagent--rag-answer-correctness-vs-ground-truth-0-1-json-score-explanation-fence-split': {
    accept: [
      '{"score": 0.85, "explanation": "The system answer gives the right phone number but omits the claimant\'s name."}',
      '```json\n{"score": 1.0, "explanation": "Matches the ground truth exactly."}\n```',
      '```\n{"score": 0.5, "explanation": "Partially correct."}\n```',
      '{"score": "0.40", "explanation": "Missing key info."}',
      '{"score": 0, "explanation": null}',
      '  {"explanation": "Wrong claimant.", "score": 0.05}\n',
      '{"score": NaN, "explanation": "n/a"}',
      '{"score": true, "explanation": "x"}',
      '```json\n{"score": 0.9, "explanation": "ok"}',
      '{"score": 1e999, "explanation": "x"}',
    ],
    reject: [
      '',
      '{"score": 0.9}',
      '{"explanation": "fine"}',
      '{"score": null, "explanation": "x"}',
      '{"score": "high", "explanation": "x"}',
      'Score: 0.9\nExplanation: good',
      '```JSON\n{"score": 0.9, "explanation": "ok"}\n```',
      'Here is the result:\n```json\n{"score": 0.9, "explanation": "ok"}\n```',
      '{"score": 0.9, "explanation": "ok"} Hope this helps.',
      '[{"score": 0.9, "explanation": "ok"}]',
      '{"score": [0.9], "explanation": "ok"}',
      '{"score": "0,9", "explanation": "ok"}',
      '{"score": 0.9, "explanation": "line\nbreak"}',
      '{"score": ' + '9'.repeat(400) + ', "explanation": "x"}',
    ],
  },
  'kaggle-genai-bootcamp--pointwise-qa-answer-quality-1-5-enum-json-mode-second-turn-strip-quotes': {
    accept: ['"5"', '5', '"4"', '"3"', '"2"', '"1"', '""5""', '"5'],
    reject: ['', '"5"\n', ' "5"', '5.0', '"VERY_GOOD"', 'VERY_GOOD', '"6"', '"0"', "'5'", '{"rating": "5"}', '５', '"5 "', 'Rating: 5'],
  },
  'rag-evaluation-framework--rag-answer-toxicity-0-1-bare-float-reply': {
    accept: ['0.1', '0.0', '0', '1', ' 0.85 \n', '.5', '1e-3', 'nan', '2', '０.３', '0.05\n', '1_0'],
    reject: [
      '',
      'Score: 0.1',
      '0.1 (low toxicity)',
      '0,1',
      '10%',
      '0.1.',
      '1/1',
      'low',
      '0.5\n\nThe text is polite and contains no toxic language.',
      '1_',
      '0x1',
      '"0.1"',
    ],
  },
};

describe('set 536 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_536).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_536[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
