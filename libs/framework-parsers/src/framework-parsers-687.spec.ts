import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_687 } from './framework-parsers-687';

const scriboFull = JSON.stringify({
  question_breakdown: {
    設問ア: {
      level: 'A',
      question_score: 84,
      criteria_scores: [
        { criterion: '充足度', weight: 0.15, points: 85, comment: '設問の要求を満たしている' },
        { criterion: '具体性', weight: 0.15, points: 90, comment: 'B社・5,000名など定量情報が豊富' },
      ],
    },
    設問イ: { level: 'B', question_score: 74, criteria_scores: [{ criterion: '妥当性', weight: 0.15, points: 75, comment: 'リハーサル回数の根拠がやや弱い' }] },
  },
  aggregate_score: 79.5,
  final_rank: 'B',
  feedback: '章立てと定量データは十分です。設問ウの字数が不足しています。',
});
const slmSix = (labels: string[], extra = '') =>
  `{"detail":"${labels[0]}","specificity":"${labels[1]}","usability":"${labels[2]}","clarity":"${labels[3]}","completeness":"${labels[4]}","relevance":"${labels[5]}"${extra}}`;
const trainerFull =
  '{\n  "score": 4,\n  "strengths": ["医療・介護・生活環境・制度の4カテゴリで整理できている", "各カテゴリに具体的な検討事項がある"],\n  "improvements": ["本人の意思確認の論点が漏れている"],\n  "suggestions": ["「本人・家族の意向」を独立したカテゴリとして追加しましょう"]\n}';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'scribo--ipa-ronbun-essay-0-100-rank-a-d-json-first-last-brace-dynamodb-pydantic': {
    accept: [
      scriboFull,
      '以下が採点結果です。\n\n```json\n' + scriboFull + '\n```\n\n以上、ご確認ください。',
      '{"aggregate_score": 45, "final_rank": "C", "feedback": "字数が大きく不足しています。"}',
      '{"question_breakdown": {}, "aggregate_score": 0, "final_rank": "D"}',
      '{"aggregate_score": "72", "final_rank": "B"}',
      '{"question_breakdown": {"設問ア": {"level": "B", "question_score": 70.0, "criteria_scores": [{"criterion": "充足度", "weight": "0.15", "points": "70"}]}}, "aggregate_score": 70, "final_rank": "B"}',
      '{"question_breakdown": {"設問ア": {"level": "A", "question_score": 88, "criteria_scores": [{"criterion": "表現力", "weight": 0.1, "points": 80, "comment": null}]}}, "aggregate_score": 88, "final_rank": "A"}',
      '{"question_breakdown": {"設問ア": {"level": "C", "question_score": 50, "criteria_scores": []}}, "aggregate_score": 50, "final_rank": "C", "feedback": "..."}',
      '{"aggregate_score": 81, "final_rank": "A/B/C/D"}',
    ],
    reject: [
      '',
      '総合スコア: 82点、ランクA',
      '{"aggregate_score": 82}',
      '{"final_rank": "A"}',
      '{"aggregate_score": null, "final_rank": "B"}',
      '{"aggregate_score": "82点", "final_rank": "A"}',
      '{"aggregate_score": true, "final_rank": "A"}',
      '{"aggregate_score": NaN, "final_rank": "D"}',
      '{"aggregate_score": 82, "final_rank": 1}',
      '{"aggregate_score": 82, "final_rank": null}',
      '{"question_breakdown": [{"level": "A"}], "aggregate_score": 82, "final_rank": "A"}',
      '{"question_breakdown": {"設問ア": "A"}, "aggregate_score": 82, "final_rank": "A"}',
      '{"question_breakdown": {"設問ア": {"level": "A", "question_score": 85.5, "criteria_scores": []}}, "aggregate_score": 85, "final_rank": "A"}',
      '{"question_breakdown": {"設問ア": {"level": "A", "question_score": 85}}, "aggregate_score": 85, "final_rank": "A"}',
      '{"question_breakdown": {"設問ア": {"level": null, "question_score": 85, "criteria_scores": []}}, "aggregate_score": 85, "final_rank": "A"}',
      '{"aggregate_score": 82, "final_rank": "A"}\n\n※ 採点基準 {観点1〜8} に基づいています。',
      "{'aggregate_score': 82, 'final_rank': 'A'}",
      '{"aggregate_score": 82, "final_rank": "A",}',
    ],
  },
  'banasuko-ai--banner-ad-image-pro-score-abc-or-100-sukoa-colon-line-regex': {
    accept: [
      '---\nスコア：B\n改善コメント：キャッチコピーの文字が小さく、スマホでは読みにくいです。CTAボタンの色を背景と差別化し、「今すぐチェック」など行動を促す文言を大きく配置しましょう。\n---',
      '---\nスコア：A+\n改善コメント：プロフェッショナルなデザインで非常に優秀です。\n---',
      'スコア: 78点',
      '総合スコア：C（情報量が多すぎます）',
      'スコア：\nB\n改善コメント：写真とテキストの整合性を高めましょう。',
      '【出力】\nスコア： 「A」\n改善コメント：特になし',
      'スコア：　B',
      'スコア：   \n改善コメント：余白を増やしましょう',
    ],
    reject: [
      '',
      '評価：A\n改善コメント：コピーが見やすいです。',
      '**スコア**：A\n改善コメント：…',
      'スコア A\n改善コメント：…',
      'スコア：',
      'スコア：   ',
      'Score: A\nComment: Great banner.',
      'スコア－B',
      'スコア：\u3000\n',
      'すこあ：B',
    ],
  },
  'slm-validate--survey-qa-answer-six-axis-labels-overall-score-json-gemma-final-stage': {
    accept: [
      slmSix(['Medium', 'High', 'Medium', 'High', 'Medium', 'High'], ',"overall_score":70'),
      slmSix(['Medium', 'High', 'Medium', 'High', 'Medium', 'High']),
      slmSix(['Medium', 'High', 'Medium', 'High', 'Medium', 'High'], ',"overall_score":75'),
      '```json\n' + slmSix(['Low', 'Low', 'Low', 'Low', 'Low', 'Medium'], ',"overall_score":43') + '\n```',
      'Sure, here it is. ' + slmSix(['High', 'High', 'High', 'High', 'High', 'High'], ',"overall_score":80'),
      '{"specificity":"Low","detail":"Medium","usability":"Low","weaknesses":"Too vague and lacks numeric values."}',
      '{"analysis": {"detail": "High"}}',
      '"{\\"detail\\":\\"High\\",\\"specificity\\":\\"High\\",\\"usability\\":\\"High\\",\\"clarity\\":\\"High\\",\\"completeness\\":\\"High\\",\\"relevance\\":\\"High\\",\\"overall_score\\":80}"',
      '{"detail":"high","specificity":"medium","usability":"low","clarity":"high","completeness":"medium","relevance":"high","overall_score":60}',
      '[{"detail":"High"}]',
      '{"labels": {}, ' + slmSix(['Very High', 'High', 'Medium', 'Medium', 'Low', 'Low'], ',"overall_score":62').slice(1),
      'Analysis: {"detail": 5}',
    ],
    reject: [
      '',
      'Very High',
      '{"clarity":"High","completeness":"High","relevance":"High","overall_score":80}',
      '{"analysis": {"clarity": "High"}, "detail": "High"}',
      '{"labels": {}, ' + slmSix(['Very High', 'High', 'Medium', 'Medium', 'Low', 'Low'], ',"overall_score":63').slice(1),
      '{"labels": {}, ' + slmSix(['Medium', 'High', 'Medium', 'High', 'Medium', 'High'], ',"overall_score":70.0').slice(1),
      '{"labels": {}, ' + slmSix(['Medium', 'High', 'Medium', 'High', 'Medium', 'High'], ',"overall_score":true').slice(1),
      '{"labels": {"clarity": "High"}, "detail": "High", "specificity": "High"}',
      '{"detail":"High",}',
      "{'detail': 'High', 'specificity': 'High'}",
      'Sure! {"detail":"High","weaknesses":"Lacks numbers e.g. percentages."}',
      '{"overall_score": 70}',
    ],
  },
  'structured-thinking-trainer--home-care-structured-thinking-answer-0-5-json-greedy-brace-typed-fields': {
    accept: [
      trainerFull,
      '```json\n' + trainerFull + '\n```',
      '評価結果は以下の通りです。\n' + trainerFull,
      '{"score": 3.5, "strengths": [], "improvements": [], "suggestions": []}',
      '{"score": 7, "strengths": ["a"], "improvements": ["b"], "suggestions": ["c"]}',
      '{"score": 0, "strengths": [], "improvements": ["フレームワークが使われていない"], "suggestions": ["MECEの4分類から始めましょう"], "comment": "extra"}',
      '{"score": -1, "strengths": [], "improvements": [], "suggestions": []}',
    ],
    reject: [
      '',
      'スコア: 4',
      '{"score": "4", "strengths": [], "improvements": [], "suggestions": []}',
      '{"score": 4, "strengths": [], "improvements": []}',
      '{"score": 4, "strengths": "よく整理されている", "improvements": [], "suggestions": []}',
      trainerFull + '\n\n補足: {本人の意向} も確認してください。',
      '{"score": 4, "strengths": [], "improvements": [], "suggestions": []}\n{"score": 3, "strengths": [], "improvements": [], "suggestions": []}',
      '{"score": null, "strengths": [], "improvements": [], "suggestions": []}',
      '{"score": NaN, "strengths": [], "improvements": [], "suggestions": []}',
      '{"score": 4, "strengths": [], "improvements": [], "suggestions": [],}',
    ],
  },
};

describe('set 687 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_687).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_687[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
