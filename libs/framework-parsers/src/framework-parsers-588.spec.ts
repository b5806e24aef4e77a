import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_588 } from './framework-parsers-588';

const EMOJI = '\u{1F48A}'; // 💊, one code point, two UTF-16 units

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'komedmcqa-cot--ko-medical-cot-justification-strength-1-5-first-digit-search-default-1': {
    accept: [
      '4',
      '5',
      ' 3',
      '점수: 4',
      '4점',
      '**2**',
      '10',
      '0.5',
      '1점 - 정당화 실패',
    ],
    reject: [
      '',
      '0',
      '6',
      '9점',
      '0점',
      '３',
      '٣',
      '다섯',
      'N/A',
      'six',
    ],
  },
  'legal-reward--cn-legal-answer-citation-quality-0-10-first-integer-regex': {
    accept: [
      '8',
      '8分',
      '评分：7',
      '7/10',
      '10',
      '满分10分，给7分',
      '８',
      '٧',
      '分数：0',
      '-3',
    ],
    reject: [
      '',
      '八分',
      '十',
      'Ⅷ',
      '①',
      '²',
      '无法评分',
      'N/A',
      'score: seven',
    ],
  },
  'llm-eval--cn-legal-case-rubric-judge-json-verdict-pass-review-reject': {
    accept: [
      '{"analysis": "回答正确指出商场负有安全保障义务，并引用《民法典》第一千一百九十八条，赔偿项目列举完整。", "scores": {"准确性": 5, "相关性": 5, "完整性": 4, "合规性": 5, "表达": 4}, "verdict": "PASS", "reason": "平均分4.6，必答点全部覆盖"}',
      '```json\n{"analysis": "法条引用正确但赔偿项目遗漏误工费", "scores": {"准确性": 4, "相关性": 3, "完整性": 2, "合规性": 4, "表达": 3}, "verdict": "REVIEW", "reason": "平均分3.2"}\n```',
      '分析：回答错误认定商场不承担责任。\n{"verdict": "REJECT", "reason": "结论与法律规定相悖"}',
      '{"verdict": "pass"}',
      '{"scores": {"准确性": NaN}, "verdict": "PASS"}',
      '[1, 2] {"verdict": "PASS"}',
      '{分析} {"verdict": "REVIEW"}',
      '{"verdict": "PASS", "verdict": "REJECT"}',
      '  \n{"verdict": "Reject"}\n',
      '{"verdict": "revıew"}',
    ],
    reject: [
      '',
      'verdict: PASS',
      '{"verdict": "FAIL"}',
      '{"verdict": "通过"}',
      '{"verdict": null}',
      '{"result": {"verdict": "PASS"}}',
      '[{"verdict": "PASS"}]',
      '```json\n["PASS"]\n```\n{"verdict": "PASS"}',
      "{'verdict': 'PASS'}",
      '{"verdict": "PASS",}',
      '{"verdict": " PASS"}',
      '{"verdict": ["PASS"]}',
      '{"analysis": "ok", "scores": {"准确性": 5}}',
    ],
  },
  'aidegakushu--ja-medical-claim-factcheck-support-unsupported-unknown-label-in-first-40-chars': {
    accept: [
      '【支持】ヨウ化カリウム丸は1丸あたりヨウ化カリウム50mgを含み、13歳以上は2丸を1回服用するとされています。',
      '【不支持】出典では13歳以上の用量は1丸（50mg）ではなく2丸（100mg）とされています。',
      '【不明】確認できた出典には該当する用量の記載がありませんでした。',
      '支持',
      'この記述は概ね支持されます。ガイドラインの推奨用量と一致します。',
      '結論：不明な点が多い',
      EMOJI.repeat(38) + '支持',
      '判定：【不支持】',
    ],
    reject: [
      '',
      '【正しい】ガイドラインの記載と一致します。',
      'Supported. The claim matches the guideline dose.',
      '【支 持】',
      'x'.repeat(39) + '【支持】',
      EMOJI.repeat(39) + '支持',
      '【誤り】出典の値と異なります。',
      '判定できません。',
    ],
  },
};

describe('set 588 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_588).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_588[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
