import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_731 } from './framework-parsers-731';


const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'base55--agent-task-execution-evaluation-flow-control-enum-json-spring-ai-bean-output-converter': {
    accept: [
      '{"reason": "The response lists three direct TLV-BER flights on 12 October with departure times and prices, which is exactly what the task asked for.", "result": "TASK_COMPLETED"}',
      '{"reason":"The flight search tool returned a timeout error, so no flights were listed.","result":"RETRY_CURRENT_STEP"}',
      '```json\n{\n  "reason": "All three flights are listed with prices.",\n  "result": "TASK_COMPLETED"\n}\n```',
      '```\n{"reason": "Tool error.", "result": "RETRY_CURRENT_STEP"}\n```',
      '```JSON\n{"reason": "Done.", "result": "TASK_COMPLETED"}\n```',
      '\n\n{"result": "TASK_COMPLETED"}\n',
      '{"reason": "Done.", "result": "TASK_COMPLETED"}\nI hope this evaluation helps.',
      '{"reason": null, "result": "RETRY_CURRENT_STEP", "confidence": 0.4}',
      '{"result": "TASK_COMPLETED", "reason": "Prices and times are present."}',
      '{"result": 1}',
      '\u001c{"reason": "ok", "result": "TASK_COMPLETED"}',
    ],
    reject: [
      '',
      'TASK_COMPLETED',
      '{"reason": "The subtask succeeded and the agent can move on to the next step.", "result": "PROCEED_TO_NEXT_STEP"}',
      '{"reason": "Done.", "result": "task_completed"}',
      'Here is my evaluation:\n{"reason": "Done.", "result": "TASK_COMPLETED"}',
      '```json\n{"reason": "Done.", "result": "TASK_COMPLETED"}\n```\nLet me know if you need more.',
      '```json {"reason": "Done.", "result": "TASK_COMPLETED"} ```',
      '{"reason": "Done.", "result": "TASK_COMPLETED",}',
      "{'reason': 'Done.', 'result': 'TASK_COMPLETED'}",
      '{"reason": "The task is complete."}',
      '{"reason": "Done.", "result": null}',
      '{"result": 2}',
      '[{"reason": "Done.", "result": "TASK_COMPLETED"}]',
      '{"reason": {"summary": "Done."}, "result": "TASK_COMPLETED"}',
      '{"reason": "line one\nline two", "result": "TASK_COMPLETED"}',
      '\u00a0{"reason": "ok", "result": "TASK_COMPLETED"}',
      '{"reason": "Done.", "result": "TASK_COMPLETED"',
    ],
  },
};

describe('set 731 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_731).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_731[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
