import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_737 } from './framework-parsers-737';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'zenfoot-researcher--research-idea-novelty-vs-semantic-scholar-results-decision-made-phrase-in-thought': {
    accept: [
      "THOUGHT:\nThe closest results (Power et al., 2022; Liu et al., 2023) study grokking itself and weight decay, but none schedules label smoothing from validation plateaus. After two rounds of searching I have not found a significant overlap. Decision made: novel.\n\nRESPONSE:\n```json\n{\"Query\": \"\"}\n```",
      "THOUGHT:\nThe paper 'Label Smoothing Induces Grokking' already varies the smoothing coefficient on modular arithmetic and reports faster generalization. Decision made: not novel.\n\nRESPONSE:\n```json\n{\"Query\": \"\"}\n```",
      "THOUGHT:\nDecision made: novel.",
      "Here is my answer.\nTHOUGHT:\nNothing overlaps. Decision made: novel.\nRESPONSE:\nno json this time",
      "THOUGHT:\nOverlaps with Omnigrok. Decision made: not novel.\nRESPONSE:\n```json\n{\"Query\": \"omnigrok label smoothing\"}\n```",
      "**THOUGHT:\n**Decision made: novel.**",
      "THOUGHT:\nDecision made: not novel.RESPONSE:",
    ],
    reject: [
      "",
      "THOUGHT: Decision made: novel.\n\nRESPONSE:\n```json\n{\"Query\": \"\"}\n```",
      "THOUGHT:\r\nDecision made: novel.\r\n",
      "Thought:\nDecision made: novel.",
      "THOUGHT:\nI still need to check whether adaptive smoothing was tried for grokking.\n\nRESPONSE:\n```json\n{\"Query\": \"adaptive label smoothing grokking modular arithmetic\"}\n```",
      "THOUGHT:\nSearching more.\nRESPONSE:\n```json\n{\"Query\": \"grokking\"}\n```\nDecision made: novel.",
      "THOUGHT:\ndecision made: novel.",
      "THOUGHT:\nDecision made: Novel.",
      "THOUGHT:\nDecision made: novel",
      "THOUGHT:\nfirst pass\nTHOUGHT:\nDecision made: novel.",
    ],
  },
  'citegeist--generated-related-work-section-quality-vs-source-abstract-0-10-bare-int': {
    accept: ['7', '7\n', ' 10 ', '0', '11', '-3', '+8', '٧', '1_0', '08', '\u00a07'],
    reject: ['', '7/10', '7.0', 'Score: 7', '**7**', '7 - mostly relevant and well cited', 'seven', '1__0', '_7', '7\u200b', '0x7'],
  },
  'llm-paper-screening--arxiv-paper-relevance-to-target-fields-json-summary-reasoning-field-list': {
    accept: [
      '{"summary": "论文提出RepoCoder，通过迭代检索与生成完成仓库级代码补全。", "reasoning": "论文研究代码补全并使用检索增强，与代码生成和检索增强生成相关，与对齐无关。", "field": ["代码生成", "检索增强生成"]}',
      '{"summary": "s", "reasoning": "与所有领域都不相关。", "field": []}',
      '\n{"field": ["代码生成"], "summary": "s", "reasoning": "r", "extra": 1}\n',
      '{"summary": "s", "reasoning": "r", "field": "代码生成"}',
      '{"summary": null, "reasoning": null, "field": []}',
      '{"summary": NaN, "reasoning": "r", "field": {"代码生成": true}}',
    ],
    reject: [
      '',
      '```json\n{"summary": "s", "reasoning": "r", "field": []}\n```',
      '{"summary": "s", "field": ["代码生成"]}',
      '{"reasoning": "r", "field": []}',
      '[{"summary": "s", "reasoning": "r", "field": []}]',
      '{"summary": "s", "reasoning": "r", "field": null}',
      '{"summary": "s", "reasoning": "r", "field": [1, 2]}',
      '总结如下：{"summary": "s", "reasoning": "r", "field": []}',
      "{'summary': 's', 'reasoning': 'r', 'field': []}",
      '{"summary": "s", "reasoning": "r", "field": ["代码生成"],}',
      '{"summary": "s", "reasoning": "r", "field": 3}',
    ],
  },
};

describe('set 737 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_737).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_737[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
