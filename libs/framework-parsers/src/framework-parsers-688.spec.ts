import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_688 } from './framework-parsers-688';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'dice-uai--rag-pairwise-sentence-granularity-evidence-and-answer-a-b-tie-verdict-line-zh': {
    accept: [
      '判决: A wins\n理由: 系统A的证据直接支持标准答案，系统B的日期错误',
      '判决：B wins\n理由：系统B的回答与证据一致且更完整',
      '判决: Tie\n理由: 两个系统的句子表达都准确',
      '两个系统都引用了证据，但B把日期写成了2022年。\n\n判决: A wins\n理由: A与标准答案一致',
      '判决:A胜',
      '判决: [A wins]',
      '判决: 无法判断',
      '判决: a wins',
      '\u3000判决：A更好',
      '理由: A更准确\r\n判决: A wins\r\n',
      '  判决: B wins  ',
    ],
    reject: [
      '',
      'A wins',
      '理由: 系统A更准确',
      '**判决:** A wins',
      '**判决**: A wins',
      '判决 : A wins',
      '判决结果: A wins',
      '最终判决: B wins',
      '我的判决是: A wins',
      '判決: A wins',
      '判决；A wins',
      'Judgment: A wins',
      '分析完毕\u2028判决: A wins',
      '分析完毕\r判决: A wins',
      '### 判决: A wins',
    ],
  },
};

describe('set 688 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_688).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_688[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
