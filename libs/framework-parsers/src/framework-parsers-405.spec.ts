import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_405 } from './framework-parsers-405';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'vmevalkit--video-final-frame-vs-expected-frame-solution-correctness-1-5-json-greedy-brace': {
    accept: [
      '{"solution_correctness_score": 4, "explanation": "The red path reaches the blue goal but clips one wall near the exit."}',
      '```json\n{"solution_correctness_score": 2, "explanation": "Only the first half of the path is drawn."}\n```',
      'Here is my evaluation:\n{"solution_correctness_score": 5, "explanation": "The final frame matches the expected solution exactly."}',
      '{"explanation": "One queen is on the wrong square.", "solution_correctness_score": 3}',
      '{"solution_correctness_score": "4", "explanation": "close"}',
      '{"solution_correctness_score": NaN}',
      '{"solution_correctness_score": 1, "explanation": "Nothing like the {expected} frame"}',
      '{\n  "solution_correctness_score": 9\n}',
    ],
    reject: [
      '',
      'Solution correctness: 4/5. The path is nearly complete.',
      '{"score": 4, "explanation": "close to the expected result"}',
      '{"solution_correctness_score": 4, "explanation": "ok"} Note: the scale is {1-5}.',
      "{'solution_correctness_score': 4, 'explanation': 'ok'}",
      '{"solution_correctness_score": 4,}',
      '{"solution_correctness_score": 4, "explanation": "ok"',
      '{"evaluation": {"solution_correctness_score": 4}}',
      '{"solution_correctness_score": 4} and {"solution_correctness_score": 5}',
    ],
  },
  'commontools--piece-screenshot-matches-prompt-pass-fail-zod-enum-structured-object': {
    accept: [
      '{"result": "PASS", "summary": "The screenshot shows the habit list with checkboxes and a weekly streak counter at the top."}',
      '{"result":"FAIL","summary":"The weekly streak counter requested in the prompt is missing."}',
      '  {"summary": "Matches the prompt.", "result": "PASS"}\n',
      '{"result": "PASS", "summary": ""}',
      '{"result": "FAIL", "summary": "Checkboxes are missing.", "confidence": 0.8}',
      '{"result": "PASS", "summary": "ok", "result": "FAIL"}',
    ],
    reject: [
      '',
      'PASS',
      '```json\n{"result": "PASS", "summary": "ok"}\n```',
      '{"result": "pass", "summary": "ok"}',
      '{"result": "PASS"}',
      '{"result": "PASS", "summary": null}',
      '[{"result": "PASS", "summary": "ok"}]',
      '{"result": "PARTIAL", "summary": "Half of the habits are shown."}',
      '{"result": "PASS", "summary": "ok", "__proto__": {"x": 1}}',
      'Result: PASS\nSummary: The screenshot matches.',
      '{"result": "PASS", "summary": ["ok"]}',
    ],
  },
  'omnireward--text-to-3d-pairwise-render-preference-criteria-double-bracket-a-b-verdict': {
    accept: [
      'Response A shows a wooden chest with iron bands and a curved lid, while Response B is a flat box with no bands. [[A]]',
      'Both renders are chests, but B has clear iron bands and wood grain.\n\nFinal verdict: [[B]]',
      '[[C]]',
      'The second render follows the prompt better. \\boxed{B}',
      'My verdict is [[A]]; written as a box it would be \\boxed{B}.',
      '[[B]]\n\n[[B]]',
      '[[A]]\n\nPicking [[C]] would be unfair here.',
    ],
    reject: [
      '',
      'Response A is better because its lid is curved.',
      'Final verdict: [A]',
      '[[a]]',
      'Comparing [[A]] and [[B]]: I choose [[A]].',
      'It is \\boxed{A}, not \\boxed{B}.',
      '**A**',
      '[[ A ]]',
      'boxed{A}',
      'Verdict: A',
    ],
  },
  'draw-chem-agent--chinese-science-figure-vs-source-text-consistency-0-3-json-fenced-describe-reason-score': {
    accept: [
      '```json\n{\n    "describe": "图片展示了SN2反应中亲核试剂从背面进攻中心碳原子并发生构型翻转的过程。",\n    "reason": {\n        "是否使用中文": "标签均为中文，得1分",\n        "文字质量": "文字清晰，得2分",\n        "关键概念表达是否准确": "背面进攻与瓦尔登翻转均正确，得1分",\n        "图片复杂程度": "简洁明了，得2分",\n        "综合评判": "所有维度均满分"\n    },\n    "score": 3\n}\n```',
      '{"describe": "反应机理示意图", "reason": "文字略有模糊", "score": 2}',
      '```\n{"describe": "示意图", "reason": {"综合评判": "存在较多子图"}, "score": "1"}\n```',
      '{"describe": "示意图", "reason": "r", "score": 1.0}',
      '{"describe": "示意图", "reason": "r", "score": true}',
      '以下是评估结果：\n```json\n{"describe": "示意图", "reason": "英文标签过多", "score": 0}\n```\n希望对你有帮助。',
      '{"describe": "示意图", "reason": "r", "score": "３"}',
      '```json {"describe": "d", "reason": "r", "score": 2, "extra": 1}```',
    ],
    reject: [
      '',
      '综合评分：3分',
      '{"describe": "示意图", "reason": "r", "score": "2.5"}',
      '{"describe": "", "reason": "r", "score": 3}',
      '{"describe": "示意图", "score": 3}',
      '{"describe": "示意图", "reason": "r", "score": "0/1/2/3"}',
      '{"describe": "示意图", "reason": "r", "score": null}',
      '```JSON\n{"describe": "示意图", "reason": "r", "score": 3}\n```',
      '```json\n{"describe": "示意图", "reason": "r", "score": 3}\n```\n\n```\n补充说明\n```',
      '{"describe": "示意图", "reason": "r", "score": NaN}',
      '{"describe": "示意图", "reason": "r", "score": 3,}',
      '["示意图", "r", 3]',
    ],
  },
  'figma-to-code-agent--figma-design-vs-rendered-html-screenshot-visual-fidelity-0-100-json-first-last-brace': {
    accept: [
      '{"semantic_score": 82.5, "overall_assessment": "Close match; nav spacing is slightly too large.", "feedback": [], "strengths": ["All links present"]}',
      '```json\n{\n  "semantic_score": 70,\n  "feedback": [{"category": "spacing", "issue": "Gap between links is 24px, should be 18px", "measurement": "6px difference", "fix": "Change gap-6 to gap-[18px]", "priority": "high"}]\n}\n```',
      'Here is my evaluation:\n\n{"semantic_score": 90}\n\nLet me know if you need more detail.',
      '{"semantic_score": "85"}',
      '{"overall_assessment": "Typography differs", "semantic_score": 60, "strengths": ["Layout matches"]}',
      '{"semantic_score": 75.0, "note": "the {gap} token is wrong"}',
    ],
    reject: [
      '',
      'Semantic score: 80/100. The layout matches but fonts differ.',
      '{"overall_assessment": "Good", "feedback": []}',
      '{"semantic_score": 80} Also consider {padding}.',
      '{"semantic_score": 80,}',
      "{'semantic_score': 80}",
      '{"semantic_score": 80',
      '} {"semantic_score": 80',
      '{"result": {"semantic_score": 80}}',
    ],
  },
};

describe('set 405 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_405).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_405[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
