import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_744 } from './framework-parsers-744';

const FULL_EVAL = `{
  "evaluation": {
    "score": 55,
    "criteria_analysis": {
      "기준1": "역할 부여가 없습니다 (0/33)",
      "기준2": "'짧게'라는 지시만 있어 형식·분량이 모호합니다 (12/33)",
      "기준3": "회의 목적이 빠져 있습니다 (10/34)"
    },
    "scoring_rationale": "요약 요청 의도는 분명하지만 역할과 형식 지정이 부족합니다."
  },
  "feedback": {
    "content": "좋은 시작이에요! 😊 다음에는 '당신은 전문 비서입니다'처럼 역할을 주고, '글머리표 5줄 이내'처럼 형식을 지정해보세요.",
    "next_step_recommendation": "retry"
  }
}`;

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'j-mt-bench--jp-mtbench-answer-quality-0-10-first-digit-run-anywhere': {
    accept: [
      'Score: 8\n理由: 四季それぞれの魅力を正確に紹介しているが、2ターン目の書き直しが含まれていない。',
      '7',
      'Score: ８\n理由: 流暢で正確。',
      '評価: 6点\n理由: 網羅性がやや不足。',
      'Score: 10/10',
      '理由: 1ターン目には答えているが…\nScore: 5',
      'Score: 12',
      '  Score:\n9  \n',
    ],
    reject: [
      '',
      'Score: eight\n理由: 正確。',
      'Score: 八\n理由: 日本語は自然です。',
      'スコア：十',
      'Score: ²',
      'Score: ⑧',
      '理由: 回答は正確で流暢です。',
    ],
  },
  'kocruit--written-test-answer-0-5-decimal-korean-jeomsu-colon-score-line': {
    accept: [
      '점수: 4.5\n이유: PUT과 PATCH의 차이를 정확히 설명했고 예시도 적절함',
      '점수: 5\n이유: 정확함',
      '점수：4\n이유: 대체로 맞음',
      '점수 : 2.0',
      '총점수: 4',
      '점수:\n3',
      '평가 결과\n점수: 3.5/5\n이유: 일부 구체성이 부족함',
      '점수:\u30003',
      '점수: 7',
    ],
    reject: [
      '',
      '**점수**: 4\n이유: 정확함',
      '점수는 4점입니다.',
      '점수: 사점',
      '점수: ４',
      'Score: 4\nReason: correct',
      '점수: .5',
      '점수 - 4',
      '점수: -1',
    ],
  },
  'ai-skill-tutor--subjective-prompt-writing-0-100-nested-evaluation-score-json': {
    accept: [
      FULL_EVAL,
      '```json\n' + FULL_EVAL + '\n```',
      '{"evaluation": {"score": 85}}',
      '{"evaluation": {"score": "85점"}, "feedback": {"content": "잘했어요!"}}',
      '{"evaluation": {"score": 70, "scoring_rationale": "역할 부여가 없음',
      '```json\n{"evaluation": {"score": 40}, "feedback": {}}\n```\n추가 설명: 형식을 지정해 보세요.',
      '  \n{"feedback": {"content": "좋아요"}, "evaluation": {"score": 100, "criteria_analysis": {}}}\n',
    ],
    reject: [
      '',
      '{"score": 85}',
      '{"evaluation": 85}',
      '{"evaluation": {"criteria_analysis": {"기준1": "양호"}}}',
      '{"evaluation": {"score": 85}, "feedback": "좋아요"}',
      '[{"evaluation": {"score": 85}}]',
      '점수: 85',
      '평가 결과: {"evaluation": {"score": 85}}',
      '{"evaluation": null}',
    ],
  },
  'llm-judge-practice--openevals-interactive-exhibit-answer-0-0.5-1-japanese-rubric-structured-json-reasoning-score': {
    accept: [
      '{"reasoning": "回答は参加型の展示について適切に説明しており、インタラクティブな展示にも触れている。Thus, the score should be: 1.", "score": 1}',
      '{"score": 0.5, "reasoning": "インタラクティブな展示に触れているが、定義が不正確。Thus, the score should be: 0.5."}',
      '{"reasoning": "不適切。Thus, the score should be: 0.", "score": 0.0}',
      '```json\n{"reasoning": "適切。", "score": 1.0}\n```',
      '{"reasoning": "", "score": 2}',
      '{"reasoning": "ok", "score": "0.5"}',
      '{"reasoning": "展示の説明は適切", "score": 1',
    ],
    reject: [
      '',
      '{"score": 1}',
      '{"reasoning": "適切。Thus, the score should be: 1."}',
      '[{"reasoning": "ok", "score": 1}]',
      'Thus, the score should be: 1.',
      '"score": 1',
      '{"Score": 1, "Reasoning": "ok"}',
    ],
  },
};

describe('set 744 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_744).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_744[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
