import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_743 } from './framework-parsers-743';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'lumos-ai--zh-summary-faithfulness-and-coverage-0-1-named-score-lines-rust-parse': {
    accept: [
      '忠实度分析: 摘要中的开通日期、线路长度、车站数量、首日客流和通勤时间均与原文一致，没有虚构信息。\n忠实度分数: 0.95\n\n信息覆盖度分析: 摘要覆盖了主要事实，但遗漏了年底实现与城际铁路换乘一体化的计划。\n信息覆盖度分数: 0.8\n\n总分: 0.8',
      '忠实度分析：内容准确。\n忠实度分数：0.9\n\n信息覆盖度分析：略有遗漏。\n信息覆盖度分数：0.75\n\n总分：0.75',
      'Faithfulness Analysis: all facts match the source.\nFaithfulness Score: 0.9\nCoverage Analysis: the transfer plan is missing.\nCoverage Score: 0.8\nTotal Score: 0.8',
      '忠实度分数: 1\n信息覆盖度分数: 0',
      '  忠实度分数: .95\r\n  信息覆盖度分数: 0.85\r\n',
      '忠实度分数: 0.9\n信息覆盖度分数: 0.8\n总分: 0.8（取较小值）',
      '忠实度分数: 高\nFaithfulness Score: 0.9\n信息覆盖度分数: 0.7',
      '忠实度分数: 1e-1\n信息覆盖度分数: +0.5',
      '忠实度分数: 0.9\u3000\n信息覆盖度分数:0.6',
      '忠实度分数说明: 0.9\n信息覆盖度分数: 0.7',
    ],
    reject: [
      '',
      '**忠实度分数**: 0.9\n**信息覆盖度分数**: 0.8\n**总分**: 0.8',
      '忠实度分数: 9\n信息覆盖度分数: 8\n总分: 8',
      '忠实度分数: 90%\n信息覆盖度分数: 85%',
      '忠实度分数: 0.9/1\n信息覆盖度分数: 0.8/1',
      '忠实度分析: 准确。\n忠实度分数: 0.9\n总分: 0.9',
      '忠实度分数：0.9（注: 无虚构内容）\n信息覆盖度分数：0.8',
      '忠实度分数: NaN\n信息覆盖度分数: 0.8',
      '忠实度分数: 待定\n忠实度分数: 0.9\n信息覆盖度分数: 0.8',
      '忠实度分数 0.9\n信息覆盖度分数 0.8',
      '忠实度分数: 0.9\r信息覆盖度分数: 0.8',
      '忠实度分数: 0,9\n信息覆盖度分数: 0,8',
      'faithfulness score: 0.9\ncoverage score: 0.8',
      '- 忠实度分数: 0.9\n- 信息覆盖度分数: 0.8',
    ],
  },
  'zera-agent--pairwise-summary-comparison-coverage-coherence-winner-a-b-first-line': {
    accept: [
      'Winner: A\nReason: Summary A keeps the 52-year history, the 9,000 runners, the new date of October 19 and the refund deadline, while Summary B wrongly says the race was cancelled.',
      'Winner: B\nReason: Summary B is more concise and still captures the main point.',
      'Winner:A',
      '  Winner: B  \n\nReason: more concise.',
      'Winner: A\r\nReason: covers all key points.',
      'Winner: A: it covers every key fact.',
      'Winner:\tB',
      '\n\nWinner: A\u00a0\nReason: Summary A is accurate.',
    ],
    reject: [
      '',
      'Winner: [A]\nReason: Summary A is more complete.',
      '**Winner:** A\n**Reason:** Summary A is more complete.',
      'Winner: Summary A\nReason: more complete.',
      'winner: A',
      'Winner : A',
      'After comparing both summaries, A is better.\nWinner: A',
      'Winner: A (Summary A is more complete)',
      'Winner: A\u2028Reason: Summary A is more complete.',
      'Winner: Tie',
      '\ufeffWinner: A',
      'Winner: A/B',
    ],
  },
};

describe('set 743 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_743).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_743[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
