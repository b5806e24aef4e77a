import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_403 } from './framework-parsers-403';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'actguide-rl--tongyi-qa-correctness-vs-standard-answer-a-b-first-line-or-bracketed-correct-incorrect': {
    accept: [
      'A',
      'B',
      'A. [CORRECT]',
      '  B  \n',
      '[INCORRECT]',
      'The predicted answer names the Vistula, which matches the standard answer.\n\n[CORRECT]',
      'Answer: B',
      'Based on the comparison, the prediction is wrong.',
      'The prediction is [correct].',
      'B\nThe prediction names a different river.',
      '\u3000A',
    ],
    reject: [
      '',
      '   \n  ',
      'a',
      '**A**',
      '(A)',
      'C',
      'CORRECT',
      'The answer is A',
      '[PARTIALLY CORRECT]',
      'Option B',
      '1. A',
      'correct\nA',
    ],
  },
  'matpo--browsecomp-grader-answer-vs-correct-answer-correct-yes-no-line-lowercased-search': {
    accept: [
      'extracted_final_answer: Vukovar\n\nreasoning: The extracted answer matches the correct answer exactly.\n\ncorrect: yes\n\nconfidence: 100',
      'extracted_final_answer: None\nreasoning: The response gives no final answer.\ncorrect: no\nconfidence: 100',
      'correct: no',
      'Correct: Yes',
      'CORRECT: NO',
      'incorrect: no',
      'correct: nope',
      'correct: yes, the answer matches',
    ],
    reject: [
      '',
      'correct:yes',
      'correct:  yes',
      '**correct:** yes',
      'correct: **yes**',
      'correct - yes',
      'correct:\nyes',
      'correct:\u00a0yes',
      'The answer is correct.',
      'correct: true',
      'yes',
    ],
  },
  'torch-rar--romanian-toxicity-rubric-holistic-1-10-json-rating-with-number-fallback': {
    accept: [
      '{"rating": 8}',
      '<think>The response spots both insults and reaches TOXIC, but it ignores the political context rubric. Maybe a 7.</think>\n{"rating": 7}',
      '```json\n{"rating": 9}\n```',
      '{"rating": "9"}',
      '{"rating": 7.5}',
      '{"rating": 15}',
      '{"rating": true}',
      'Rating: 7',
      '{"rating": null} The response deserves a 6.',
      '{"rating": "8/10"}',
      '{"rating": NaN, "note": "about 4"}',
      '<think>I think 8 fits</think>',
      'Score: 8.5/10',
      '{"rating": 9',
    ],
    reject: [
      '',
      '{"score": 8}',
      '{"rating": Infinity}',
      '{"rating": 1e400}',
      'Rating: 11',
      'Rating: 0',
      'Rating: 100',
      '{"rating": null}',
      'The response is excellent.',
      'rating7',
      '{"rating": "eight"}',
      '{"verdict": "TOXIC", "rating_explanation": "solid, 8 points"}',
    ],
  },
  'igpo--health-fact-chinese-rubric-0-100-json-judgement-last-lazy-brace': {
    accept: [
      '{\n"rationale": "结构完整，结论与 ground truth 一致，证据引用了中华医学会的网址。",\n"judgement": "85"\n}',
      '{"rationale": "ok", "judgement": 90}',
      '```json\n{"rationale": "字段齐全，但 evidence 未列出反方观点", "judgement": 60}\n```',
      '{"judgement": "８０"}',
      '{"judgement": " 75 "}',
      '{"judgement": 1e2}',
      '{"judgement": "nan"}',
      '初稿 {"judgement": 10}\n更正后：{"rationale": "更正", "judgement": 70}',
      '{"judgement": true}',
    ],
    reject: [
      '',
      '{\n"rationale": "ok",\n"judgement”: "85"\n}',
      '{"rationale": "ok", "judgment": 85}',
      '{"rationale": "ok", "judgement": "85分"}',
      '{"rationale": "ok", "judgement": "80/100"}',
      '{"rationale": "ok", "judgement": null}',
      '{"rationale": "ok", "judgement": ""}',
      '{"result": {"judgement": 85}}',
      '{"rationale": "缺少字段 {evidence}", "judgement": 40}',
      '{"rationale": "ok", "judgement": 85} 说明：满分为 {100}',
      'judgement: 85',
      "{'rationale': 'ok', 'judgement': 85}",
      '{"judgement": [85]}',
    ],
  },
  'self-researcher--research-report-quality-1-10-bare-number-first-digit-run': {
    accept: [
      '8',
      '7.5',
      'Score: 9/10',
      '10',
      '0',
      '８',
      'I would rate this report a 6 out of 10 because it lacks sources.',
      '1-10: 7',
      '٧',
    ],
    reject: ['', '   ', 'eight', 'N/A', '²', '½', 'Ⅷ', 'The report is excellent.'],
  },
};

describe('set 403 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_403).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_403[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
