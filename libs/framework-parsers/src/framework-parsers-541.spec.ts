import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_541 } from './framework-parsers-541';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'lingoubb-llm-eval--pairwise-subjective-answer-few-shot-judgelm-verdict-double-bracket-a-b-c-substring': {
    accept: [
      'Assistant A gives a correct definition of machine learning and a fitting everyday example (face grouping in a photo album); Assistant B confuses machine learning with programming.\nfinal verdict: [[A]]',
      '[[B]]',
      '[[C]]',
      'Both answers are equally accurate and concise.\nFinal verdict: [[C]]',
      '助手A的回答定义准确并给出了恰当的例子，助手B的回答有误。最终裁决：[[A]]',
      'Assistant B is better.\n\nfinal verdict: [[B]].',
      'I first leaned towards [[A]] but on reflection [[B]] is better.',
      'Verdict:[[A]]is better',
      '**[[B]]**',
    ],
    reject: [
      '',
      'final verdict: B',
      '[A]',
      '[[a]]',
      '[[ A ]]',
      '[[Tie]]',
      '[[D]]',
      '【【A】】',
      '[[A]',
      '[ [B] ]',
      'Assistant A is better.',
      '［［B］］',
    ],
  },
  'autollm--model-output-meets-question-requirements-vs-reference-binary-0-1-json-score-key-strict-loads': {
    accept: [
      '{"score": 1, "reason": "The answer gives the sales figure and the growth rate within 30 characters."}',
      '{\n    "score": 0,\n    "reason": "Word count requirement not met"\n}',
      '  {"score": 1}\n',
      '{"reason": "模型输出超过了30个字的要求。", "score": 0}',
      '{"score": "1", "reason": "ok"}',
      '{"score": null}',
      '{"score": NaN}',
      '{"score": 0, "score": 1}',
      '{"score": true}',
    ],
    reject: [
      '',
      '```json\n{"score": 1, "reason": "ok"}\n```',
      '{\n    "score": 0\n    "reason": "Word count requirement not met"\n}',
      '{"Score": 1, "reason": "ok"}',
      '[{"score": 1}]',
      'score: 1',
      '{"score": 1,}',
      "{'score': 1}",
      'Evaluation result: {"score": 1, "reason": "ok"}',
      '1',
      '"{\\"score\\": 1}"',
      '\ufeff{"score": 1}',
      '{"result": {"score": 1}}',
    ],
  },
};

describe('set 541 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_541).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_541[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
