import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_438 } from './framework-parsers-438';

const item = (name: string, score: string, explanation = 'A comfortable pick for a fresh bedroom setup.') =>
  `{"Name": ${JSON.stringify(name)}, "Explanation": ${JSON.stringify(explanation)}, "score": ${score}}`;

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'reddit-search-relevance--esci-query-product-relevance-e-s-c-i-soft-label-json-probability-distribution': {
    accept: [
      '{"E": 0.85, "S": 0.10, "C": 0.03, "I": 0.02}',
      '```json\n{"E": 0.70, "S": 0.20, "C": 0.05, "I": 0.05}\n```',
      '```\n{"E": 0.10, "S": 0.10, "C": 0.10, "I": 0.70}\n```',
      '  {"E": 0.25, "S": 0.25, "C": 0.25, "I": 0.25}\n',
      '{"I": 0.90, "C": 0.05, "S": 0.05, "E": 0.00}',
      '{"E": 1, "S": 0, "C": 0, "I": 0}',
      '{"E": 0.5, "S": 0.5, "C": 0.5, "I": 0.5}',
      '```json{"E": 0.9, "S": 0.05, "C": 0.03, "I": 0.02}```',
      '```json\n{"E": 0.9, "S": 0.05, "C": 0.03, "I": 0.02}\n``` The earbuds match the query exactly.',
      '{"E": true, "S": false, "C": false, "I": false}',
      '{"E": NaN, "S": 0.1, "C": 0.1, "I": 0.1}',
      '{"E": 0.9, "S": 0.1, "C": 0.0, "I": 0.0, "E": 0.8}',
      '{"E": -0.2, "S": 0.6, "C": 0.3, "I": 0.3}',
      '\u00a0{"E": 0.6, "S": 0.3, "C": 0.05, "I": 0.05}\u3000',
    ],
    reject: [
      '',
      'E: 0.9, S: 0.1, C: 0.0, I: 0.0',
      '{"E": 0.9, "S": 0.1, "C": 0.0}',
      '{"E": 0.9, "S": 0.1, "C": 0.0, "I": 0.0, "reason": "exact match"}',
      '{"E": "0.9", "S": "0.1", "C": "0", "I": "0"}',
      '{"E": 0, "S": 0, "C": 0, "I": 0}',
      '{"E": 1, "S": -1, "C": 0, "I": 0}',
      'Here is the distribution: {"E": 0.9, "S": 0.1, "C": 0.0, "I": 0.0}',
      '{"E": 0.9, "S": 0.1, "C": 0.0, "I": 0.0}\nThe product is an exact match.',
      "{'E': 0.9, 'S': 0.1, 'C': 0.0, 'I': 0.0}",
      '{"e": 0.9, "s": 0.1, "c": 0.0, "i": 0.0}',
      'Sure!\n```json\n{"E": 0.9, "S": 0.1, "C": 0.0, "I": 0.0}\n```',
      '```JSON\n{"E": 0.9, "S": 0.1, "C": 0.0, "I": 0.0}\n```',
      '[{"E": 0.9, "S": 0.1, "C": 0.0, "I": 0.0}]',
      '{"E": 0.9, "S": 0.1, "C": 0.0, "I": null}',
      '{"E": 0.9, "S": 0.1, "C": 0.0, "I": 0.0,}',
      `{"E": 0.5, "S": ${'9'.repeat(400)}, "C": 0, "I": 0}`,
    ],
  },
  'e-com-recommendations--query-product-chunks-relevance-ranking-json-objects-name-explanation-float-score-0-1': {
    accept: [
      `{\n  "obj1": ${item('Queen Memory Foam Mattress', '0.95')},\n  "obj2": ${item('400 Thread Count Cotton Sheet Set', '0.9')},\n  "obj3": ${item('Bamboo Bath Caddy Tray', '0.0')}\n}`,
      '```json\n' + `{"obj1": ${item('Queen Memory Foam Mattress', '0.95')}}` + '\n```',
      '```JSON\n' + `{"obj1": ${item('Cotton Sheet Set', '0.8')}}` + '\n```',
      `{"obj1": ${item('Cotton Sheet Set', '1')}, "obj2": ${item('Memory Foam Mattress', '0.7')}}`,
      `{"obj1": {"Name": "Cotton Sheet Set", "Explanation": "Soft sateen weave.", "score": 0.8, "Substitute": "Linen sheet set"}}`,
      `{"obj1": ${item('Memory Foam Mattress', '1.0')}}`,
      `{"obj1": ${item('Memory Foam Mattress', '1e-1')}}`,
      `{"obj1": ${item('Memory Foam Mattress', 'NaN')}}`,
      `{"summary": "Top picks for bedding", "obj1": ${item('Cotton Sheet Set', '0.85')}}`,
      `{"obj1": ${item('Cotton Sheet Set', '-0.0')}}`,
      '```json\n' + `{"obj1": ${item('Cotton Sheet Set', '0.6')}}` + '\n```\n```',
    ],
    reject: [
      '',
      '{}',
      `{"obj1": ${item('Cotton Sheet Set', '1')}}`,
      `{"obj1": ${item('Cotton Sheet Set', '"0.9"')}}`,
      `{"obj1": ${item('Cotton Sheet Set', '1.5')}}`,
      `{"obj1": ${item('Cotton Sheet Set', '-0.1')}}`,
      `{"obj1": ${item('Cotton Sheet Set', 'Infinity')}}`,
      '{"obj1": {"Name": "Cotton Sheet Set", "Explanation": "Soft sateen weave."}}',
      '{"obj1": {"name": "Cotton Sheet Set", "explanation": "Soft sateen weave.", "score": 0.9}}',
      `{"obj1": ${item('Memory Foam Mattress', '0.9')}, "obj2": {"Name": "Sheet Set", "Explanation": "Soft."}}`,
      `[${item('Memory Foam Mattress', '0.9')}]`,
      'Here are the ranked products:\n```json\n' + `{"obj1": ${item('Memory Foam Mattress', '0.9')}}` + '\n```',
      `{"obj1": ${item('Memory Foam Mattress', '0.9')},}`,
      '{"obj1": {"Name": "Memory Foam Mattress", "Explanation": null, "score": 0.9}}',
      "{'obj1': {'Name': 'Memory Foam Mattress', 'Explanation': 'Great.', 'score': 0.9}}",
      `{"obj1": ${item('Memory Foam Mattress', 'true')}}`,
    ],
  },
};

describe('set 438 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_438).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_438[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
