import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_460 } from './framework-parsers-460';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'incharacter--character-interview-personality-dimension-score-json-analysis-result-float': {
    accept: [
      '{\n    "analysis": "Harry prefers small groups and avoids crowds, but shows bursts of energy in sport and leadership.",\n    "result": 2\n}',
      '```json\n{"analysis": "Reserved with strangers, lively with close friends.", "result": 2.5}\n```',
      '```\n{"analysis": "Mostly introverted.", "result": 2}\n```',
      'Here is my assessment:\n{"analysis": "He avoids the spotlight.", "result": 2}',
      'Sure! ```json\n{"analysis": "ok", "result": 4}\n```',
      'JSON\n{"analysis": "ok", "result": 3}',
      'json{"analysis": "ok", "result": 1}',
      '{"analysis": "ok", "result": "3.5"}',
      '{"analysis": "ok", "result": " 4 "}',
      '{"analysis": "ok", "result": "nan"}',
      '{"analysis": "ok", "result": NaN}',
      '{"analysis": "ok", "result": true}',
      '{"analysis": null, "result": 4}',
      '{"result": 7, "analysis": ""}',
      '{"analysis": "ok", "result": -1}',
      '  {"analysis": "ok", "result": 5}  \n',
    ],
    reject: [
      '',
      'Score: 4',
      '{"analysis": "He avoids the spotlight.", "result": 2}\nI hope this helps.',
      '```json\n{"analysis": "x", "result": 4}\n```\nLet me know if you need more.',
      '{"analysis": "x", "result": 0}',
      '{"analysis": "x", "result": null}',
      '{"analysis": "x", "result": false}',
      '{"analysis": "x", "result": ""}',
      '{"analysis": "x", "result": "4/5"}',
      '{"analysis": "x", "result": "80%"}',
      '{"analysis": "x", "result": "four"}',
      '{"analysis": "x", "result": [4]}',
      '{"result": 4}',
      '{"analysis": "x"}',
      "{'analysis': 'x', 'result': 4}",
      '{"analysis": "x", "result": 4,}',
      '[{"analysis": "x", "result": 4}]',
      '{}',
      'I keep {notes} here. {"analysis": "x", "result": 4}',
      '{"evaluation": {"analysis": "x", "result": 4}}',
    ],
  },
};

describe('set 460 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_460).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_460[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
