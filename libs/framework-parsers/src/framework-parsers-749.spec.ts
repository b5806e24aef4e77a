import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_749 } from './framework-parsers-749';

// GovInsight-AI SmartScore replies, built from the prompt's own layout.
const dims = (over: Record<string, unknown> = {}) => ({
  答非所问: { 得分: 27, 评价: '回复针对油烟直排和夜间噪音两项诉求逐一作答' },
  回复逻辑性: { 得分: 26, 评价: '先说明核查结果再说明处理措施，条理清晰' },
  问题解决情况: { 得分: 9, 评价: '已责令安装油烟净化设备并调整营业时间，群众认可' },
  办理时长: { 得分: 6, 评价: '投诉类6日办结，处于5-9日区间' },
  回复态度: { 得分: 18, 评价: '语气礼貌，结尾致谢' },
  错别字: { 存在: false, 错别字列表: [] },
  负面词语: { 存在: false, 词语列表: [] },
  ...over,
});
const smart = (details: unknown = dims(), extra: Record<string, unknown> = {}, indent = 4) =>
  JSON.stringify(
    {
      score: 86,
      confidence: 0.9,
      evaluation_details: details,
      重点关注: false,
      suggestions: '可补充后续巡查的具体频次',
      reasoning: '各维度信息充分，判断依据明确',
      ...extra,
    },
    null,
    indent,
  );

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'govinsight-smartscore--citizen-appeal-reply-quality-100-point-json-dimension-scores-validated-and-recomputed': {
    accept: [
      smart(),
      smart(dims({ 错别字: { 存在: true, 错别字列表: [{ 错误写法: '按排', 正确写法: '安排' }] } })),
      smart(dims({ 负面词语: { 存在: true, 词语列表: ['管不了', '没办法'] } }), { 重点关注: true, confidence: 'high' }),
      '```json\n' + smart() + '\n```',
      '以下是评估结果：\n' + smart(undefined, {}, 0) + '\n请参考。',
      '```json\n{"score": 80}\n```',
      smart(dims({ 答非所问: { 得分: 35, 评价: '精准回应' } })),
      smart(dims({ 回复态度: { 得分: '18', 评价: '态度友好' } })),
      smart(undefined, { confidence: undefined }),
      smart().replace('"confidence": 0.9', '"confidence": NaN'),
      smart(dims({ 负面词语: { 存在: 'false', 词语列表: '管不了' } })),
    ],
    reject: [
      '',
      '{"score": 80, "confidence": 0.9}',
      smart(dims({ 办理时长: undefined })),
      smart(dims({ 答非所问: { 得分: 35 } })),
      smart(dims({ 回复逻辑性: { 得分: 26, 评价: '清晰' } })).replace('"得分": 26', '"得分": NaN'),
      smart(undefined, { confidence: '0.9' }),
      smart(dims({ 错别字: { 存在: true, 错别字列表: ['按排'] } })),
      smart(dims({ 错别字: null })),
      smart(dims({ 回复态度: '18分，态度友好' })),
      '[' + smart() + ']',
      '```json\n{"score": 80,}\n```',
      '评分：86分，态度良好。',
    ],
  },
  'autoscore--ai-course-student-answer-rubric-score-json-first-fence-slice-int-only': {
    accept: [
      '```json\n{\n    "reason": "答出了loss震荡和步长过大越过最低点两点，并给出了调小学习率的办法。",\n    "score": 5\n}\n```',
      '```\n{"reason": "只答出了震荡现象，原因解释不完整。", "score": 3}\n```',
      '好的，评分如下：\n```json\n{"reason": "现象和原因都答对了。", "score": 4}\n```\n以上。',
      '```json\n{"reason": "基本正确", "score": 2}\n',
      '```json\n{"reason": "ok", "score": true}\n```',
      '```json\n{"reason": "答非所问", "score": 0}\n```',
      '```json\n{"reason": "超出满分，按满分计", "score": 7}\n```',
      '```json\n{"score": 2.5, "score": 3}\n```',
    ],
    reject: [
      '{"reason": "现象和原因都答对了。", "score": 4}',
      '{"reason": "现象和原因都答对了。", "score": 4}\n',
      '```json{"score": 4}```',
      '```json\n{"reason": "部分正确", "score": 3.5}\n```',
      '```json\n{"reason": "部分正确", "score": 4.0}\n```',
      '```json\n{"reason": "部分正确", "score": "4"}\n```',
      '```json\n{"reason": "部分正确", "分数": 4}\n```',
      '```json\n{"reason": "基本正确", "score": 2}',
      '```json\n[{"score": 4}]\n```',
      '```json\n{"score": NaN}\n```',
      '',
    ],
  },
  'govinsight-ai--hotline-work-order-vs-call-summary-quality-json-fence-stripped-any-json': {
    accept: [
      JSON.stringify({
        scores: {
          completeness: { score: 18, judgement: '不完整', issues: ['遗漏老人摔伤住院、已两次来电等关键要素'] },
          consistency: { score: 12, judgement: '部分偏差', issues: ['将连续一周不亮弱化为有路灯不亮'] },
          clarity: { score: 14, judgement: '一般', issues: ['标题“路灯不良”应为“路灯不亮”'] },
          risk_awareness: { score: 8, judgement: '不足', issues: ['忽视重复来电与群众不满情绪'] },
        },
        total_score: 52,
        overall_level: '不合格',
        confidence: 0.88,
        adjusted_confidence: 0.8,
        confidence_bucket: 'Medium',
        need_human_review: true,
        review_reason: '存在安全隐患与重复投诉，优先级被低估',
        suggestion: '补全时间、地点、伤情与重复来电信息，优先级调整为Urgent',
        suggested_revision: { title: '【加急】学府路路灯连续一周不亮致行人摔伤', description: '……', priority: 'Urgent', handling_type: 'Dispatch' },
        reasoning_trace: '1. 意图识别：路灯维修投诉 2. 事实比对：工单遗漏伤情 3. 风险研判：重复来电',
      }, null, 2),
      '```json\n{"total_score": 95, "overall_level": "优秀", "suggested_revision": null}\n```',
      '```\n{"total_score": 72, "overall_level": "合格"}\n```',
      '{"total_score": 72}',
      '\u00a0{"total_score": 72}\u00a0\n',
      '```json{"total_score": 60}```',
      '[{"total_score": 60}]',
    ],
    reject: [
      '',
      '评估结果如下：\n{"total_score": 72}',
      '```JSON\n{"total_score": 72}\n```',
      '{"total_score": 72,}',
      '{"total_score": NaN}',
      "{'total_score': 72}",
      '{"total_score": 72}\n以上为评估结果。',
      '```json\n{"total_score": 72}\n```\n以上为评估。',
    ],
  },
  'chelizi--car-repair-review-compliance-audit-json-pass-boolean-greedy-brace': {
    accept: [
      JSON.stringify({
        pass: true,
        rejectReason: null,
        details: {
          settlementCheck: { hasValidSettlement: true, shopNameMatch: true, amountMatch: true, note: '结算单商户名与订单一致，金额1260元' },
          imageMatchCheck: { matchesProject: true, sufficientCount: true, note: '两张完工图均为前保险杠喷漆部位' },
          contentQuality: { quality: 'quality', relevant: true, minLengthOk: true, note: '描述具体' },
          contentViolation: { isClean: true, violations: [] },
          similarityRisk: { isOriginal: true, riskLevel: 'low' },
        },
      }, null, 2),
      '{"pass": false, "rejectReason": "施工图与钣金喷漆项目不符，请上传完工实拍图", "details": {"imageMatchCheck": {"matchesProject": false}}}',
      '```json\n{"pass": true, "rejectReason": null, "details": {}}\n```',
      '审核结果：{"pass": true, "rejectReason": null} 以上。',
      '{"pass": false}',
      '{"pass": true, "details": {"contentQuality": {"note": "含有{大括号}的说明"}}}',
    ],
    reject: [
      '',
      '{"pass": "true", "rejectReason": null}',
      '{"pass": 1}',
      '{"rejectReason": null, "details": {}}',
      '{"pass": true} {"pass": false}',
      "{'pass': True}",
      'pass: true',
      '{"pass": true}\n备注：详见{附件}',
    ],
  },
};

describe('set 749 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_749).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_749[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
