import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_467 } from './framework-parsers-467';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'chaoxing-homework--vocational-cs-homework-0-100-few-shot-name-fullwidth-colon-score-fen-findall': {
    accept: [
      '王小明：68分',
      '```\n王小明：68分\n```',
      '王小明：68分\n',
      '**王小明**：68分',
      '根据评分标准，王小明：63分，题目2只写了 ls。',
      '学生王小明的得分为：70分',
      '王小明：６８分',
      '王小明：68分\n李华：90分',
      '王小明：0分',
    ],
    reject: [
      '',
      '王小明: 68分',
      '王小明：68 分',
      '王小明 ：68分',
      '王小明：六十八分',
      '王小明：68',
      '王小明：68.5分',
      '王小明：-5分',
      '：68分',
      '第5轮：pass',
      '王小明得分：68/100',
      `王小明：${'9'.repeat(4301)}分`,
    ],
  },
  'ai-levels--lv1-curriculum-learner-answer-grading-json-passed-bool-score-int-0-100': {
    accept: [
      '{"passed": true, "score": 85}',
      '```json\n{\n  "passed": false,\n  "score": 42\n}\n```',
      '```JSON\n{"passed": true, "score": 100}\n```',
      '```\n{"passed": true, "score": 70}\n```',
      '  {"score": 0, "passed": false}  \n',
      '{"passed": true, "score": 90, "comment": "具体的で良い回答です"}',
      '{"passed": true, "score": "85", "score": 60}',
      '{"passed": true, "score": true}',
      '{"passed": false, "score": -0}',
      '```json{"passed": true, "score": 77}```',
    ],
    reject: [
      '',
      'passed: true, score: 85',
      '{"passed": "true", "score": 85}',
      '{"passed": 1, "score": 85}',
      '{"passed": true, "score": 85.0}',
      '{"passed": true, "score": 101}',
      '{"passed": true, "score": -1}',
      '{"passed": true, "score": "85"}',
      '{"passed": true, "score": NaN}',
      '{"passed": true}',
      '[{"passed": true, "score": 85}]',
      '採点結果です。\n```json\n{"passed": true, "score": 85}\n```',
      '```json\n{"passed": true, "score": 85}\n```\n以上です。',
      '```python\n{"passed": true, "score": 85}\n```',
      "{'passed': True, 'score': 85}",
      '{"passed": true, "score": 1e1}',
    ],
  },
  'tensaku--student-english-essay-content-vocabulary-grammar-10-point-score-colon-split': {
    accept: [
      '内容●構成\n北海道旅行の思い出が順序よく書かれています。\n語彙\n基本的な語彙が適切に使えています。\n文法\n大きな文法の誤りはありません。\nScore: 10',
      'Score: 8',
      'Score: 8/10',
      'Score: 七',
      '**Score: 7**',
      '内容●構成\n良い。\nScore: 9\n以上です。',
      'Final Score: 6',
      'Score: \n8',
      '  Score: 9  ',
    ],
    reject: [
      '',
      'Score:8',
      'score: 8',
      'SCORE: 8',
      'Score：8',
      '点数: 8',
      'Score:\t8',
      'Score: ',
      'Score:\u00a08',
      'Score - 8',
      '内容●構成\n良い。\n語彙\n良い。\n文法\n良い。\n10点',
    ],
  },
};

describe('set 467 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_467).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_467[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
