import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_723 } from './framework-parsers-723';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'voiverse-ai-interview--candidate-interview-transcript-vs-jd-0-100-total-score-json-pydantic-tiers': {
    accept: [
      '{\n    "candidate_name": "李明",\n    "total_score": 78,\n    "decision_tier": "B",\n    "is_pass": true,\n    "skill_match_score": 80,\n    "communication_score": 75,\n    "remote_readiness_score": 72,\n    "key_strengths": ["有 IM 长连接网关的 Go 实战经验", "会用 pprof 定位 goroutine 泄漏"],\n    "red_flags": ["Kafka 相关经验未展开", "缺少百万级在线的量化数据"],\n    "summary": "Go 基础扎实，排障思路清晰，但高并发规模经验有待确认，可作为备选。",\n    "notification_text": "感谢您的时间，我们已记录您的面试信息，HR 将在近期与您联系。"\n}',
      '{"candidate_name": "王芳", "total_score": 93, "decision_tier": "S", "is_pass": true, "skill_match_score": 95, "communication_score": 90, "remote_readiness_score": 90, "key_strengths": ["主导过千万级 DAU 消息系统", "异步协作习惯成熟"], "red_flags": ["无明显短板"], "summary": "技术远超预期，强烈建议通过。", "notification_text": "恭喜！我们希望邀请您直接与 CTO 对话。"}',
      '```json\n{"candidate_name": "Unknown", "total_score": 55, "decision_tier": "C", "is_pass": false, "key_strengths": ["态度积极"], "red_flags": ["无法说明 GMP 调度细节"], "summary": "技术深度不足。", "notification_text": "感谢您的时间，我们已记录您的面试信息，HR 将在近期与您联系。"}\n```',
      '评估结果如下：\n{"candidate_name": "李明", "total_score": 82, "key_strengths": ["排障能力强"], "red_flags": [], "summary": "符合要求。", "notification_text": "感谢您的时间，我们已记录您的面试信息，HR 将在近期与您联系。"}',
      '{"total_score": 72}',
      '{"candidate_name": "李明", "total_score": 92.0, "key_strengths": ["精通 Go"], "summary": "优秀", "notification_text": "我们希望邀请您直接与 CTO 对话"}',
      '{"total_score": 150.5, "summary": "分数越界会被截到 100"}',
      '{"total_score": 81, "skill_match_score": "85", "communication_score": 78, "remote_readiness_score": null}',
      '{"total_score": NaN}',
      '{"total_score": true, "notification_text": ""}',
      '```JSON\n{"candidate_name": "李明", "total_score": 66, "key_strengths": ["沟通清晰"]}\n```',
      '{"total_score": 95, "notification_text": "感谢您的时间，我已经了解了您的基本情况"}',
    ],
    reject: [
      '',
      '{"candidate_name": "李明", "total_score": "85", "summary": "良好"}',
      '{"candidate_name": "李明", "total_score": 85.5}',
      '{"candidate_name": "李明", "skill_match_score": 85, "summary": "良好，但漏掉了总分"}',
      '{"total_score": 85, "skill_match_score": 105}',
      '{"total_score": 85, "red_flags": null}',
      '{"total_score": 70, "notification_text": null}',
      '{"total_score": 95, "notification_text": null}',
      '[{"total_score": 85}]',
      '{"total_score": 85, "key_strengths": "沟通清晰"}',
      '总分：85，评级 A',
      '{"total_score": 85, "candidate_name": null}',
      '{"total_score": 85, "summary": 3}',
      '初评 {"total_score": 80} 复核后 {"total_score": 85}',
      '{"total_score": 85, "key_strengths": [1, 2]}',
    ],
  },
  'myagent--rag-answer-self-reflection-quality-satisfied-or-needs-improvement-substring': {
    accept: [
      'SATISFIED',
      'SATISFIED\n回答准确完整，覆盖了 kubectl describe、logs --previous 与 OOMKilled 的排查。',
      'NEEDS_IMPROVEMENT\n1. 没有区分 ImagePullBackOff 与 CrashLoopBackOff；\n2. 没有提到检查 ConfigMap / Secret 挂载是否缺失。',
      'satisfied',
      '评估结论：Needs_Improvement —— 未解释退出码 137 之外的常见退出码。',
      'UNSATISFIED',
      '**SATISFIED**',
      'SATISFIED\nNEEDS_IMPROVEMENT：可以补充 kubectl get events 的用法',
    ],
    reject: [
      '',
      '需要改进：缺少对退出码含义的说明。',
      'Needs improvement: the answer misses ImagePullBackOff.',
      '满意',
      '回答质量足够好。',
      'SATISFY',
      'NEEDS IMPROVEMENT',
      'S A T I S F I E D',
    ],
  },
  'llm-kb-lowhw--retrieved-passage-answerability-one-char-shi-or-fou-exact-match': {
    accept: ['是', '否'],
    reject: ['', '是。', '否。', ' 是', '是\n', '是的', '否，文本中没有提到研究对象', '【是】', 'Yes', '不', '是 ', '答：是'],
  },
  'learn-learn--feynman-plain-language-explanation-four-1-10-scores-json-fence-extract': {
    accept: [
      '{\n  "clarity": 8,\n  "logic": 7,\n  "completeness": 8,\n  "terminology": 2,\n  "suggestions": ["可以再举一个生活中的例子", "说明书包里装的是对变量的引用"]\n}',
      '```json\n{"clarity": 9, "logic": 8, "completeness": 7, "terminology": 1, "suggestions": []}\n```',
      '以下是评估结果：\n```json\n{"clarity": 6, "logic": 6, "completeness": 5, "terminology": 3}\n```\n希望对你有帮助！',
      '```\n{"clarity": 7, "logic": 7, "completeness": 6, "terminology": 2, "suggestions": ["再具体一点"]}\n```',
      '{"clarity": "8", "logic": "7", "completeness": "6", "terminology": "2"}',
      '{"clarity": 12, "logic": 7.5, "completeness": -1, "terminology": true}',
      '  {"clarity": 8, "logic": 8, "completeness": 8, "terminology": 3}\n',
      '{"clarity": [8], "logic": 7, "completeness": 7, "terminology": 2, "suggestions": "多用比喻"}',
    ],
    reject: [
      '',
      '评估结果：{"clarity": 8, "logic": 7, "completeness": 8, "terminology": 2}',
      '{"clarity": 8, "logic": 7, "completeness": 8, "terminology": 0}',
      '{"clarity": 8, "logic": 7, "completeness": 8, "suggestions": ["很好"]}',
      '```JSON\n{"clarity": 8, "logic": 7, "completeness": 8, "terminology": 2}\n```',
      'null',
      '{"clarity": "高", "logic": 7, "completeness": 8, "terminology": 2}',
      '{clarity: 8, logic: 7, completeness: 8, terminology: 2}',
      '{"scores": {"clarity": 8, "logic": 7, "completeness": 8, "terminology": 2}}',
      '{"clarity": 8, "logic": 7, "completeness": 8, "terminology": 2,}',
      '8',
      '```json\n```\n{"clarity": 8, "logic": 7, "completeness": 8, "terminology": 2}',
    ],
  },
};

describe('set 723 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_723).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_723[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
