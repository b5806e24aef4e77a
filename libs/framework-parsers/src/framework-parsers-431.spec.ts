import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_431 } from './framework-parsers-431';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'bioai-graphrag--academic-qa-five-dimension-rubric-0-10-tool-call-arguments-json-repair': {
    accept: [
      '{"accuracy": 8, "coverage": 7, "depth": 6, "traceability": 3, "clarity": 9, "comments": "回答准确，覆盖了主要校正方法，但未给出文献出处。"}',
      '```json\n{"accuracy": 9, "coverage": 8, "depth": 7, "traceability": 5, "clarity": 8, "comments": "要点齐全，引用不全。"}\n```',
      "{'accuracy': 6, 'coverage': 5, 'depth': 4, 'traceability': 0, 'clarity': 7, 'comments': '基本正确，无引用。'}",
      '{"accuracy": 8, "coverage": 7, "depth": 6, "traceability": 2, "clarity": 8, "comments": "准确。\\n但深度不足。"}',
      '{{"accuracy": 7, "coverage": 7, "depth": 5, "traceability": 4, "clarity": 8, "comments": "尚可"}}',
      '评分结果如下：{"accuracy": 8, "coverage": 8, "depth": 7, "traceability": 6, "clarity": 9, "comments": "整体良好"}',
      '{"accuracy": 8, "coverage": 7, "depth": 6, "traceability": 5, "clarity": 7,}',
      '{"accuracy": 7.5, "coverage": 6.5, "depth": 5, "traceability": 2.5, "clarity": 8, "comments": "略"}',
      '{"accuracy": 10, "coverage": 10, "depth": 9, "traceability": 8, "clarity": 10}',
      '  {"clarity": 8, "traceability": 1, "depth": 3, "coverage": 4, "accuracy": 5, "comments": "顺序不同也可"}\n',
    ],
    reject: [
      '',
      '{}',
      '{"accuracy": "8", "coverage": "7", "depth": "6", "traceability": "5", "clarity": "8", "comments": "分数写成了字符串"}',
      '{"accuracy": 8, "coverage": 7, "depth": 6, "clarity": 8, "comments": "缺少 traceability"}',
      '{"scores": {"accuracy": 8, "coverage": 7, "depth": 6, "traceability": 5, "clarity": 8}, "comments": "嵌套"}',
      '[{"accuracy": 8, "coverage": 7, "depth": 6, "traceability": 5, "clarity": 8, "comments": "数组"}]',
      '{"accuracy": NaN, "coverage": 7, "depth": 6, "traceability": 5, "clarity": 8, "comments": "x"}',
      '{"accuracy": null, "coverage": 7, "depth": 6, "traceability": 5, "clarity": 8, "comments": "x"}',
      '准确性 8 分，覆盖度 7 分，深度 6 分，可追溯性 5 分，清晰度 8 分。',
      'accuracy: 8\ncoverage: 7\ndepth: 6\ntraceability: 5\nclarity: 8',
      '{"准确性": 8, "覆盖度": 7, "深度": 6, "可追溯性": 5, "清晰度": 8}',
    ],
  },
};

describe('set 431 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_431).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_431[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
