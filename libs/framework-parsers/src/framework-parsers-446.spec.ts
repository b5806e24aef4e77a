import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_446 } from './framework-parsers-446';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'ideal-barnacle--nl2sql-sql-vs-question-semantic-skeleton-similarity-0-1-fullwidth-colon-score-regex': {
    accept: [
      '相似度评分：0.95',
      "该 SQL 按部门汇总了类型为'领用'且日期在2024年以后的金额，与用户问题的语义骨架一致。\n相似度评分：0.9",
      '相似度评分：1\n理由：查询的表、过滤条件和聚合方式都与问题完全对应。',
      '相似度评分：0.6，缺少对日期范围的过滤。',
      '相似度评分：85%',
      '相似度评分：３.',
      '相似度评分：０.９',
      '语义骨架相似度评分：0.8',
      '相似度评分：0.7\n相似度评分：0.2',
      '相似度评分：1.5',
    ],
    reject: [
      '',
      '相似度评分: 0.95',
      '相似度评分： 0.95',
      '相似度评分：**0.95**',
      '**相似度评分：** 0.95',
      '相似度评分：约0.9',
      '相似度评分：.95',
      '相似度评分：-0.2',
      '相似度评分为0.9',
      '相似度：0.95',
      'Similarity score: 0.95',
      '相似度评分：零点九',
    ],
  },
  'tablap--wtq-tw-evaluator-two-model-answers-answerable-true-false-bracket-final-answer-phrase-find': {
    accept: [
      'Therefore, the final answer is: [True]',
      'Therefore, the final answer is: [False]',
      'Both models read the Nation column of the top five rows and return United States, which is correct.\nTherefore, the final answer is: [True]',
      'Therefore, the final answer is: [True].',
      '  Therefore, the final answer is: [False]\n',
      'Therefore, the final answer is: [False]\nTherefore, the final answer is: [True]',
      'Answer [A] miscounts the rows and Answer [B] ignores the tie. Therefore, the final answer is: [False]',
    ],
    reject: [
      '',
      '[True]',
      ' [False]',
      'True',
      'Therefore, the final answer is: True',
      'Therefore, the final answer is: [true]',
      'Therefore, the final answer is:[True]',
      'Therefore, the final answer is:\n[True]',
      'Therefore, the final answer is:  [True]',
      'The final answer is: [True]',
      'therefore, the final answer is: [True]',
      'Therefore the final answer is: [True]',
      'Therefore, the final answer is: [A]',
      'Therefore, the final answer is: [Yes]',
    ],
  },
};

describe('set 446 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_446).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_446[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
