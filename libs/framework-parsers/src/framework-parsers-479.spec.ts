import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_479 } from './framework-parsers-479';

const call = (name: string, args: string | null = '{}', id = 'fc_7a1') =>
  ({ id, type: 'function', function: args === null ? { name } : { name, arguments: args } });
const message = (toolCalls: unknown, content: string | null = null, extra: Record<string, unknown> = {}) =>
  JSON.stringify(toolCalls === undefined ? { role: 'assistant', content, ...extra } : { role: 'assistant', content, ...extra, tool_calls: toolCalls });

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'station--agent-task-completion-tools-outcome-0-1-json-verdict-float-go-unmarshal-fence-fallback': {
    accept: [
      '{"verdict": 0.9, "reason": "The agent called jenkins_get_job and jenkins_get_build for each of the last 3 builds and correctly identified #1041 as the failed one."}',
      '{\n  "verdict": 0.7,\n  "reason": "Substantially completed: statuses returned, failure cause only partly explained."\n}',
      '```json\n{"verdict": 0.8, "reason": "All three builds reported."}\n```',
      'Here is my evaluation:\n```\n{"verdict": 0.5, "reason": "Only 2 of 3 builds."}\n```\nLet me know if you need more.',
      '{"Verdict": 1.0, "Reason": "Perfect."}',
      '{"verdict": 0.9, "reason": "uses \\(a\\) notation"}',
      '{"verdict": 1.5, "reason": "above the range but still a float"}',
      '{"verdict": 0.8, "reason": "ok", "confidence": "high"}',
      '{"verdict": 0.8, "verdict": null, "reason": "a later null keeps the number"}',
      '\n\n{"verdict": 0, "reason": "Failed: no tool was called."}\n',
      '{"verdict": 0.8, "reason": 7, "note": "```{}```"}',
    ],
    reject: [
      '',
      'Here is the evaluation: {"verdict": 0.8, "reason": "Good."}',
      '{"verdict": "0.8", "reason": "string verdict"}',
      '{"reason": "The agent completed the task."}',
      '{"verdict": 0.8, "reason": "fine"}\nI hope this helps!',
      '```JSON\n{"verdict": 0.8, "reason": "x"}\n```',
      '{"verdict": 0.8, "reason": ["a", "b"]}',
      '[{"verdict": 0.8, "reason": "x"}]',
      "{'verdict': 0.8, 'reason': 'x'}",
      'null',
      '{"verdict": 1e400, "reason": "x"}',
      '{"verdict": NaN, "reason": "x"}',
      '{"score": 0.8, "reason": "x"}',
      '```json\n{"verdict": 0.8,}\n```',
      '{"verdict": true, "reason": "x"}',
      '\ufeff{"verdict": 0.8, "reason": "x"}',
    ],
  },
  'job-agent--research-goal-done-request-answer-json-object-done-key': {
    accept: [
      '{"done": true}',
      '{"done": false, "feedback": ["Add the salary range for the Nordkraft AG listing", "Confirm each job was posted this week"]}',
      '{"done": true, "feedback": []}',
      '\n{"done": false, "todos": ["Find a third remote role"]}\n',
      '{"done": "yes"}',
      '{"feedback": ["Include application links"], "done": false}',
      '{"done": 0}',
    ],
    reject: [
      '',
      '```json\n{"done": true}\n```',
      '{"feedback": ["Missing salary ranges"]}',
      'null',
      'true',
      "{'done': True}",
      'The request is done.',
      '{"done": true,}',
      '[{"done": true}]',
      '{"Done": true}',
      '{"done": true} Done.',
    ],
  },
  'stuman--whatsapp-assistant-turn-satisfies-user-request-tool-call-task-complete-or-incomplete': {
    accept: [
      message([call('task_complete')]),
      message([call('task_incomplete')]),
      message([call('task_complete', '{}', 'fc_1')], '', {
        reasoning: 'The assistant sent the quiz date and the slides to revise, which answers the question.',
      }),
      message([call('task_incomplete', '{"reason":"the slides were not named"}')]),
      message([call('task_incomplete', '{}', 'fc_1'), call('task_complete', '{}', 'fc_2')]),
      message([call('task_complete', 'null')]),
      message([call('task_complete', ' {} ')]),
    ],
    reject: [
      message(undefined, 'task_complete'),
      message([]),
      message(null),
      message([call('send_whatsapp_message', '{"message":"Done"}')]),
      message([call('task_complete', '')]),
      message([call('Task_Complete')]),
      message([call('task_complete', '{}', 'fc_1'), call('do_nothing', '{}', 'fc_2')]),
      message([call('task_complete', null)]),
      'task_complete',
      message([call('toString')]),
    ],
  },
};

describe('set 479 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_479).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_479[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
