import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_439 } from './framework-parsers-439';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'japanese-llm-benchmark--claude-cli-ja-summary-fluency-accuracy-coherence-conciseness-overall-1-5-json-first-flat-brace': {
    accept: [
      '{"fluency": 5, "accuracy": 4, "coherence": 5, "conciseness": 4, "overall": 4, "comment": "要点を押さえた自然な要約だが金額がやや不正確"}',
      '```json\n{"fluency": 5, "accuracy": 3, "coherence": 4, "conciseness": 5, "overall": 4, "comment": "総額の数字が正解と異なる"}\n```',
      '評価結果は以下の通りです。\n{"fluency": 4, "accuracy": 4, "coherence": 4, "conciseness": 3, "overall": 4, "comment": "やや冗長"}',
      '{\n  "fluency": 5,\n  "accuracy": 5,\n  "coherence": 5,\n  "conciseness": 5,\n  "overall": 5,\n  "comment": "完璧"\n}',
      '{"overall": 3}',
      '{"fluency": "5", "overall": "4"}',
      '{"fluency": NaN, "overall": 2}',
      '{}\n{"overall": 4, "comment": "良い"}',
      '{"overall": 4, "comment": "良い"} 補足: {追加の指摘なし}',
      '  {"overall": 1, "comment": "原文と無関係"}\n',
    ],
    reject: [
      '',
      'fluency: 5, accuracy: 4, coherence: 5, conciseness: 4, overall: 4',
      '{"scores": {"fluency": 5, "accuracy": 4}, "overall": 4}',
      '{"overall": 4, "comment": "括弧}を含むコメント"}',
      "{'fluency': 5, 'overall': 4}",
      '{"overall": 4,}',
      '{"error": "評価できません", "overall": 0}',
      '出力形式 {X} に従います。\n{"overall": 4}',
      '{"overall": 4, "comment": "一行目\n二行目"}',
      '{"fluency": X, "overall": X}',
      '{}',
      '総合評価: 4/5',
    ],
  },
};

describe('set 439 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_439).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_439[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
