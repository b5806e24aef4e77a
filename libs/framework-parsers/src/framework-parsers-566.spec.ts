import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_566 } from './framework-parsers-566';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'agentuniverse--critique-agent-draft-review-0-10-json-critique-suggestion-score-parse-json-markdown': {
    accept: [
      "```json\n{\n    \"critique\": \"初稿对 PEER 模式四个阶段的描述基本正确，但没有说明 Review 不通过时如何回到 Plan 阶段重新规划。\",\n    \"suggestion\": \"补充 Review 评分低于阈值时的迭代流程，并给出一个具体示例。\",\n    \"score\": \"7\"\n}\n```",
      "{\"critique\": \"论据充分，结构清晰。\", \"suggestion\": \"可适当精简第二段。\", \"score\": 8}",
      "{\"score\": \"6\"}",
      "{\"critique\": \"逻辑清晰\", \"suggestion\": \"无\", \"score\": \"9\"",
      "以下是审校结果：\n```json\n{\"critique\": \"缺少出处\", \"suggestion\": \"补充知识来源\", \"score\": \"5\"}\n```\n希望对你有帮助。",
      "{\"critique\": \"完全偏题\", \"suggestion\": \"重写\", \"score\": 0}",
      "{\"score\": NaN}",
      "{\"critique\": \"第一行\n第二行\", \"suggestion\": \"x\", \"score\": \"8\"}",
      "```\n{\"critique\": \"a\", \"suggestion\": \"b\", \"score\": \"四\"}\n```",
      "{\"critique\": \"a\", \"suggestion\": \"b\", \"score\": false}",
    ],
    reject: [
      "",
      "评分：8\n理由：结构清晰",
      "{\"critique\": \"a\", \"suggestion\": \"b\"}",
      "{\"critique\": \"a\", \"suggestion\": \"b\", \"score\": null}",
      "[{\"score\": \"8\"}]",
      "{\"critique\": \"a\"]",
      "{'critique': 'a', 'score': '8'}",
      "**评分**: 8/10",
      "\"8\"",
      "8",
      "{\"Score\": \"8\"}",
      " {\"critique\": \"a\", \"suggestion\": \"b\", \"score\": \"8\"}",
    ],
  },
  'njup--qwen-exam-answer-grading-teacher-prompt-json-score-reason-whitespace-collapsed': {
    accept: [
      "{\"score\": 8, \"reason\": \"答案正确解释了TCP三次握手的过程，但没有说明为什么需要三次。\"}",
      "{\n  \"score\": 9,\n  \"reason\": \"回答完整。\"\n}",
      "{\"score\": 7, \"reason\": \"思路正确\", \"suggestion\": \"补充推导过程\"}",
      "{“score”: 6, “reason”: “部分正确”}",
      "{\"score\": \"8\", \"reason\": \"ok\"}",
      "{\"reason\": \"第一行\n第二行\", \"score\": 5}",
      "{\"score\": 0, \"reason\": \"未作答\"}",
      "  {\"score\": 10}  \n",
      "{\"score\": NaN, \"reason\": \"x\"}",
      "{\"score\": 8, \"detail\": \"x\", \"reason\": \"ok\"}",
      "{\"score\": 7.5, \"reason\": \"‘关键步骤’齐全\"}",
      "{\"score\": 8,　\"reason\":\"ok\"}",
    ],
    reject: [
      "",
      "```json\n{\"score\": 8, \"reason\": \"ok\"}\n```",
      "{\"score\": 8, \"comment\": \"不错\"}",
      "{\"score\": null, \"reason\": \"无法评分\"}",
      "{\"reason\": \"答案不完整\"}",
      "评分：8分，理由：回答正确",
      "{\"score\": 8, \"reason\": \"他说“对”\"}",
      "[{\"score\": 8, \"reason\": \"ok\"}]",
      "{\"score\": 8, \"reason\": 3, \"extra\": \"x\"}",
      "{'score': 8, 'reason': 'ok'}",
      "{\"score\": 8, \"reason\": \"ok\"} 以上是评分。",
      "{\"score\": 8, \"reason\": null, \"detail\": \"x\"}",
      "8",
      "{\"score\": 8, \"reason\": \"ok\u0001\"}",
    ],
  },
};

describe('set 566 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_566).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_566[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
