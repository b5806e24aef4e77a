import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_698 } from './framework-parsers-698';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'asg-bench--academic-survey-content-coverage-1-5-json-criterion-key-greedy-brace-fallback': {
    accept: [
      '{"Coverage": 4}',
      '{"Coverage": 3}\n',
      '```json\n{"Coverage": 5}\n```',
      'Based on the criterion, my evaluation is: {"Coverage": 4}',
      '{"Coverage": 4, "Reason": "Dense and sparse retrievers are covered, but evaluation benchmarks are missing."}',
      '{"Coverage": "4"}',
      '{"Coverage": 4.5}',
      '{"Coverage": NaN}',
      '  {"Coverage":2}  ',
      '{\n  "Coverage": 3\n}',
    ],
    reject: [
      '',
      'Coverage: 4',
      '{"coverage": 4}',
      '[{"Coverage": 4}]',
      '{"Score": 4}',
      "{'Coverage': 4}",
      '{"Coverage": 4}\nI also considered {"Structure": 3}',
      '{"Coverage": 4,}',
      '4',
      '"{\\"Coverage\\": 4}"',
      '{"Coverage": 4, "why": "line one\nline two"}',
    ],
  },
  'reviewscore--peer-review-claim-factuality-vs-paper-1-5-json-factuality-score-langchain-json-parser': {
    accept: [
      '{\n    "is_factually_correct": false,\n    "factuality_score": 1,\n    "evidence_from_paper": "We evaluate on FLEURS (102 languages), Common Voice 13 and VoxPopuli.",\n    "reasoning": "The paper evaluates on three datasets, so the claim that it uses a single dataset is incorrect."\n}',
      '```json\n{"is_factually_correct": true, "factuality_score": 5, "evidence_from_paper": "Table 3", "reasoning": "Accurate."}\n```',
      '{"factuality_score": 4}',
      '{"factuality_score": 3.5, "reasoning": null}',
      '{"is_factually_correct": false, "factuality_score": 2, "reasoning": "The paper does report three datasets',
      'Here is my evaluation:\n```json\n{"factuality_score": 1, "is_factually_correct": false}\n```',
      '{"factuality_score": 2, "reasoning": "Line one\nline two"}',
      '{"factuality_score": true}',
      '  {"factuality_score": NaN, "reasoning": "unclear"}\u00a0',
    ],
    reject: [
      '',
      '{"is_factually_correct": false, "reasoning": "The paper reports three datasets."}',
      '{"factuality_score": "2"}',
      '{"factuality_score": null}',
      '[{"factuality_score": 2}]',
      'Factuality score: 2 (the claim misreads Table 3).',
      '{"factuality_score": 4, "reasoning": 42}',
      '{"factuality_score": [4]}',
      'The claim is incorrect.} {"factuality_score": 2}',
      '{"factuality_score": 2, "reasoning": ["a", "b"]}',
    ],
  },
  'paper-eval--thesis-five-dimension-score-0-100-chinese-json-array-fenced-fallback': {
    accept: [
      '[\n    {"dimension": "创新性", "score": 78, "reasoning": "将时空注意力与图卷积结合，有一定新意，但与已有工作的区分不够明确。"},\n    {"dimension": "技术深度", "score": 72, "reasoning": "模型推导完整，但缺少复杂度分析。"},\n    {"dimension": "实验设计", "score": 70, "reasoning": "数据集充分，但基线较旧且缺少消融实验。"},\n    {"dimension": "写作质量", "score": 80, "reasoning": "结构清晰，个别公式符号未定义。"},\n    {"dimension": "学术规范", "score": 75, "reasoning": "参考文献格式不统一。"}\n]',
      '以下是评分结果：\n\n```json\n[\n    {"dimension": "创新性", "score": 85, "reasoning": "方法新颖。"},\n    {"dimension": "技术深度", "score": 80, "reasoning": "分析严谨。"}\n]\n```',
      '[{"dimension": "创新性", "score": 82, "reasoning": "有新意"}]',
      '[1, 2, 3]',
      '```json\n[{"dimension": "学术规范", "score": 70}]\n```\n\n说明：以上分数基于各章节评估结果给出。',
      '  [{"dimension":"写作质量","score":90}]  \n',
      '```json[{"dimension": "创新性", "score": 80}]```',
      '[{"dimension": "创新性", "score": NaN}]',
    ],
    reject: [
      '',
      '[]',
      '{"创新性": 85, "技术深度": 78}',
      '```\n[{"dimension": "创新性", "score": 85}]\n```',
      '```JSON\n[{"dimension": "创新性", "score": 85}]\n```',
      '以下是评分结果：\n[{"dimension": "创新性", "score": 85}]',
      '```json\n{"scores": [{"dimension": "创新性", "score": 85}]}\n```',
      '```json\n[{"dimension": "创新性", "score": 85},]\n```',
      'null',
      '```json\n[{"dimension": "创新性", "score": 85}]',
    ],
  },
};

describe('set 698 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_698).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_698[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
