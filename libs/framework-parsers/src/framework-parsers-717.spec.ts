import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_717 } from './framework-parsers-717';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'inferact--alfworld-trajectory-completion-correctness-confidence-colon-lines-findall-four': {
    accept: [
      'Completion: Completed\nCorrectness: Correct\nConfidence: 0.9\nJustification: The agent took egg 1, heated it with microwave 1 and put it in garbagecan 1, which fulfils the task.',
      'Completion: Not Completed\nCorrectness: Incorrect\nConfidence: 0.2\nJustification: The agent put the egg in the garbagecan without heating it first.',
      'Let me review the trajectory step by step.\nCompletion: Not Completed\nCorrectness: Correct\nConfidence: 0.75\nJustification: The agent has taken the egg and is heading to the microwave.',
      'Completion: Completed\r\nCorrectness: Correct\r\nConfidence: 0.85\r\nJustification: All steps are done.',
      'Completion: Completed Correctness: Correct\nConfidence: 0.8\nJustification: done\nNote: the two first fields share a line',
      'Step 1: 0.9\nStep 2: 0.8\nStep 3: 0.95\nStep 4: 0.4',
      'Complétion: Completed\nCorrectness: Correct\nConfidence: 0.9\nJustification: ok',
      'Completion: Completed\nCorrectness: Correct\nConfidence: 0.9\nJustification: The egg was heated.\nThe agent then put it in the garbagecan.',
    ],
    reject: [
      '',
      'Completion: Completed\nCorrectness: Correct\nConfidence: 0.9',
      'Completion: Completed Correctness: Correct Confidence: 0.9 Justification: all steps done',
      '**Completion:** Completed\n**Correctness:** Correct\n**Confidence:** 0.9\n**Justification:** All steps done.',
      'Completion:Completed\nCorrectness:Correct\nConfidence:0.9\nJustification:ok',
      'Completion: \nCompleted\nCorrectness: \nCorrect\nConfidence: \n0.9\nJustification: \nok',
      'Completion - Completed\nCorrectness - Correct\nConfidence - 0.9\nJustification - ok',
      'Completion: Completed\nCorrectness: Correct\nConfidence: 0.9\nJustification:\nThe agent heated the egg.',
      'Completion:\tCompleted\nCorrectness:\tCorrect\nConfidence:\t0.9\nJustification:\tok',
    ],
  },
  'agent-from-scratch--goal-done-check-answer-vs-request-json-done-key': {
    accept: [
      '{"done": true, "feedback": []}',
      '{"done": false, "feedback": ["Add the population of New York City metro area for a fair comparison", "Cite a source and a year"]}',
      '  {"done": true}\n',
      '{"feedback": [], "done": 1}',
      '{"done": "yes"}',
      '\u00a0{"done": true}\u00a0',
      '{"done": NaN}',
      '{"done": null}',
    ],
    reject: [
      '',
      'The request is done.',
      '```json\n{"done": true, "feedback": []}\n```',
      '{"feedback": ["Explain how the two populations compare"]}',
      '[{"done": true}]',
      "{'done': True}",
      '{"done": true,}',
      'Result: {"done": true}',
      '{"done": True}',
    ],
  },
  'sage--task-completion-judge-zh-finish-percent-completion-status-json-fence-fallback': {
    accept: [
      '```json\n{\n    "finish_percent": 50,\n    "completion_status": "in_progress"\n}\n```',
      '{"finish_percent": 100, "completion_status": "completed"}',
      '```\n{"finish_percent": 100, "completion_status": "failed"}\n```',
      '根据任务管理器状态，航班已查询完毕，酒店尚未推荐。\n```json\n{"finish_percent": 50, "completion_status": "in_progress"}\n```\n以上是我的判断。',
      '{"completion_status": "need_user_input", "finish_percent": "50"}',
      '\n{"finish_percent": 100, "completion_status": "completed"}\n',
      '{"finish_percent": 100, "completion_status": "done"}',
      '{"finish_percent": NaN, "completion_status": "in_progress"}',
    ],
    reject: [
      '',
      '```json\n{"finish_percent": 40}\n```',
      '```JSON\n{"finish_percent": 40, "completion_status": "in_progress"}\n```',
      '```json {"finish_percent": 40, "completion_status": "in_progress"} ```',
      '```json\n{"finish_percent": 40, "completion_status": "in_progress"}```',
      'finish_percent: 40\ncompletion_status: in_progress',
      '[{"finish_percent": 40, "completion_status": "in_progress"}]',
      '{"finish_percent": 40, "completion_status": "in_progress",}',
      '\u00a0{"finish_percent": 40, "completion_status": "in_progress"}',
      '完成度：{"finish_percent": 40, "completion_status": "in_progress"}',
    ],
  },
  'ai101-mvp-llm--tool-agent-output-four-point-rubric-generateobject-zod-reason-points': {
    accept: [
      '{"reason": "Used random tool; returned number only.", "points": 4}',
      '{"reason": "Output verbose; system prompt ignored.", "points": 2}',
      '{"points": 3, "reason": "Extra sentence, otherwise correct."}',
      '  {"reason": "", "points": 0}\n',
      '{"reason": "Partially relevant.", "points": 2.5}',
      '{"reason": "All criteria met.", "points": 10, "confidence": "high"}',
      '{"reason": "No output produced.", "points": 1e0}',
    ],
    reject: [
      '',
      'Points: 4. The assistant used the random tool.',
      '```json\n{"reason": "Used random tool.", "points": 4}\n```',
      '{"reason": "Used random tool.", "points": "4"}',
      '{"reason": "Errors produced.", "points": -1}',
      '{"points": 4}',
      '{"reason": null, "points": 4}',
      '[{"reason": "ok", "points": 4}]',
      '{"reason": "ok", "points": 4, "__proto__": {"x": 1}}',
      '{"reason": "ok", "points": 4,}',
    ],
  },
};

describe('set 717 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_717).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_717[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
