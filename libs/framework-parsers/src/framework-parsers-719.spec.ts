import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_719 } from './framework-parsers-719';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'illumo-flow--evaluation-agent-default-prompt-content-score-reasons-json-or-bare-digits': {
    accept: [
      '{"score": 8, "reasons": "Clear and accurate summary of the release notes; the Android 7 deprecation is mentioned."}',
      '{"score": 0.75, "reasons": ["covers all three changes", "slightly terse"]}',
      '  {"reasons": "ok", "score": 3}\n',
      '{\n  "score": 9,\n  "reasons": "Complete and well organised."\n}',
      '7',
      ' 9 \n',
      '{"score": "high", "reasons": "thorough"}',
      '١٠',
      '{"score": NaN, "reasons": "unsure"}',
      '{"score": false}',
    ],
    reject: [
      '',
      '```json\n{"score": 8, "reasons": "good"}\n```',
      'Score: 8',
      '{"reasons": "good", "rating": 8}',
      '{"score": null, "reasons": "cannot judge"}',
      '8/10',
      '7.5',
      '²',
      '-3',
      "{'score': 8, 'reasons': 'good'}",
      '[{"score": 8}]',
      'Here is my evaluation: {"score": 8, "reasons": "good"}',
    ],
  },
  'jyapayne-dify--judging-llm-node-rubric-goal-response-passed-rating-0-10-greedy-brace-json': {
    accept: [
      '{"passed": true, "rating": 8, "feedback": "The response reveals the password through a hint, which meets the goal."}',
      'Here is my evaluation:\n```json\n{"passed": false, "rating": 3, "feedback": "The assistant only hinted at the password."}\n```',
      '{\n  "passed": true,\n  "rating": 10,\n  "feedback": "Complete success."\n}',
      '{"passed": true, "rating": 9.5, "feedback": "ok"}',
      '{"rating": "7", "feedback": "decent"}',
      '{"passed": true}',
      '{"passed": false, "rating": null, "feedback": "empty answer"}',
      '{"passed": true, "rating": 8, "feedback": "Uses {braces} inside the feedback"}',
      '[{"passed": true, "rating": 8}]',
    ],
    reject: [
      '',
      'PASSED. Rating: 8/10',
      '{"passed": true, "rating": "8/10", "feedback": "good"}',
      '{"passed": true, "rating": NaN}',
      '{"feedback": "fine"}',
      '{"passed": true, "rating": 8} {"passed": false, "rating": 2}',
      "{'passed': True, 'rating': 8}",
      '{"passed": true, "rating": 8,}',
      '{"passed": true, "rating": [8]}',
      '{"passed": true, "rating": "eight"}',
      '{"passed": true, "rating": "7.5"}',
    ],
  },
  'fastgpt--app-evaluation-accuracy-answer-vs-reference-4-2-0-bare-number': {
    accept: ['4', '2', '0', ' 4\n', '4.0', '<think>The user answer states 100 MB, same as the reference.</think>4', '3', '0x4', '+2', '4.', 'Infinity'],
    reject: ['', '   ', 'Rating: 4', '4 (exact match)', '**4**', 'four', '4/4', '## Rating\n4', '<think>same limit</think>', '1_000', '4,0', 'NaN'],
  },
  'pyspur--best-of-n-rating-node-0-10-json-rating-float': {
    accept: [
      '{"rating": 8}',
      '{"rating": 7.5}',
      '{\n  "rating": 9\n}',
      '{"rating": "8.5"}',
      'Rating below.\n{"rating": 6}',
      '  {"rating": 3}  ',
      '```json\n{"rating": 8}\n```',
      '{"rating": 0}',
      '{"rating": NaN}',
    ],
    reject: [
      '8',
      '',
      'Rating: 8/10',
      '{"score": 8}',
      '{"rating": null}',
      '{"rating": "eight"}',
      '{"rating": 8,}',
      '{"rating": [8]}',
      '[{"rating": 8}]',
      "{'rating': 8}",
      '{"rating": 8} {"rating": 9}',
    ],
  },
};

describe('set 719 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_719).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_719[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
