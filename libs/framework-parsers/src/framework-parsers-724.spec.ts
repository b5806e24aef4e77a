import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_724 } from './framework-parsers-724';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'story-checker--summary-messages-logical-consistency-json-has-issues': {
    accept: [
      '{"has_issues": true, "issues": "メッセージ3（競合A社の撤退）は法人向けSaaS参入の根拠になっておらず、論理の飛躍がある。"}',
      '{"has_issues": false, "issues": ""}',
      '```json\n{\n  "has_issues": true,\n  "issues": "根拠が不足しています。"\n}\n```',
      '評価結果は以下の通りです。\n{"has_issues": false, "issues": "問題なし"}',
      '{"issues_found": true, "issues": "接続詞が不適切"}',
      '{"has_issues": true, "issues": "一行目\n二行目"}',
      '```json\n{"issues_found": false}\n```\n以上です。',
      '{"has_issues": NaN}',
    ],
    reject: [
      '',
      '問題なし',
      '{"issues": "問題点は特にありません"}',
      '[{"has_issues": true}]',
      '"has_issues"',
      '```json\n{"result": "ok"}\n```',
      '評価: {"issues_found": true, "issues": "x"} 以上',
      "{'has_issues': True, 'issues': 'x'}",
      '{"has_issues": true, "issues": "x",}',
      '```json\n[1, 2]\n```',
    ],
  },
  'quiz-show-llm-judge--quiz-answer-vs-gold-seikai-fuseikai-label-substring': {
    accept: ['正解', '不正解', '正解。', '「正解」', '判定: 不正解', '正解です', '  正解\n'],
    reject: ['', '不正', '正しい', 'Correct', '正 解', 'せいかい', '○', 'セイカイ'],
  },
  'rag-eval-tonic-ja--rag-answer-relevance-vs-gold-1-5-first-line-float': {
    accept: ['4', '5\n生成回答は正解とほぼ同等です。', ' 3 ', '4.5', '５', '3\r\n理由: 一部不正確', '7', '1_0', 'nan'],
    reject: ['', '4点', '評価: 4', '**4**', '4/5', '四', '\n4', '点数: 5', 'スコアは4です'],
  },
};

describe('set 724 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_724).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_724[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
