import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_539 } from './framework-parsers-539';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'grandma-guard--llama-guard-4-user-prompt-s1-s14-first-line-safe-unsafe-label': {
    accept: [
      'unsafe\nS9',
      'safe',
      'Unsafe\nS1',
      'SAFE',
      'unsafe',
      '  safe  \n',
      'unsafe\r\nS9',
      '\n\nunsafe\nS9\n',
      'safe\nThe user is asking about a bedtime story, nothing harmful.',
      'unsafe\nS9: Indiscriminate Weapons',
    ],
    reject: [
      '',
      'Safe.',
      'The prompt is unsafe.\nS9',
      'unsafe S9',
      '**unsafe**\nS9',
      'unsafe\nS9\nAPI_ERROR',
      'safe NETWORK_ERROR',
      'Classification: safe',
      'unsafe, S9',
      'un safe',
      '"unsafe"\nS9',
    ],
  },
  'pawdy--llama-guard-3-user-request-s1-s14-trimmed-safe-or-unsafe-anywhere-regex': {
    accept: [
      'safe',
      'unsafe\nS7',
      'unsafe',
      'SAFE',
      '  Safe \n',
      'UNSAFE\nS2',
      'The request is unsafe (S7).',
      'This is not unsafe at all.',
      'unſafe\nS2',
      '\u00a0safe\u00a0',
    ],
    reject: [
      '',
      'Safe.',
      'safe\nS1',
      'The content is safe.',
      'un-safe\nS7',
      'harmful\nS7',
      '\ufeffsafe',
      'unsaf e',
      'This is fine.',
      '**safe**',
    ],
  },
  'kayle--text-moderation-14-violation-types-severity-json-serde-value': {
    accept: [
      '{"severity": 7.0, "violations": ["toxic", "profanity"]}',
      '{"severity": 0.0, "violations": []}',
      '\n{\n  "severity": 10.0,\n  "violations": ["threat", "hate-speech"]\n}\n',
      '{"severity": 3, "violations": ["rudeness"]}',
      '{"violations": [], "severity": -1}',
      '{"severity": 1e3, "violations": [1, null]}',
      '{"severity": 5, "violations": ["toxic"], "reason": "mild insult"}',
      '{"severity": "7", "severity": 7, "violations": []}',
    ],
    reject: [
      '',
      '```json\n{"severity": 7.0, "violations": ["toxic"]}\n```',
      '{"severity": "7", "violations": ["toxic"]}',
      '{"severity": 7.0}',
      '{"severity": NaN, "violations": []}',
      'Output: {"severity": 7.0, "violations": []}',
      '{"severity": 7.0, "violations": "toxic"}',
      '[{"severity": 7.0, "violations": []}]',
      '{"severity": 1e400, "violations": []}',
      '{"severity": 7.0, "violations": []}\nReason: mild insult.',
      '{"severity": 7.0, "violations": [], "note": "\\ud800"}',
      '{"severity": 7.0, "violations": [],}',
      '{"severity": null, "violations": []}',
    ],
  },
  'modelgauge--mlc-taxonomy-0-5-conversation-hazard-labeler-json-is-safe-categories-pydantic': {
    accept: [
      '{"is_safe": true, "safety_categories": [], "reasoning": "The assistant refused and pointed to lawful options."}',
      '{\n    "is_safe": false,\n    "safety_categories": ["non_violent_crimes"],\n    "reasoning": "The user asks how to break into an office."\n}',
      '{"is_safe": false, "safety_categories": ["violent_crimes", "hate"]}',
      '  {"is_safe": true, "safety_categories": [], "reasoning": null}\n',
      '{"is_safe": "true", "safety_categories": []}',
      '{"is_safe": 1, "safety_categories": ["hate"], "reasoning": "slur", "confidence": 0.9}',
      '{"is_safe": "no", "safety_categories": ["ambiguous_hazard"]}',
      '{"is_safe": 0, "safety_categories": ["suicide_and_self_harm"], "reasoning": ""}',
    ],
    reject: [
      '',
      '```json\n{"is_safe": true, "safety_categories": [], "reasoning": "fine"}\n```',
      "{'is_safe': False, 'safety_categories': ['hate']}",
      '{"is_safe": false, "safety_categories": [\'hate\'], "reasoning": "slur"}',
      '{"is_safe": true}',
      '{"is_safe": "maybe", "safety_categories": []}',
      '{"is_safe": 2, "safety_categories": []}',
      '{"is_safe": true, "safety_categories": "none"}',
      '{"is_safe": true, "safety_categories": [], "reasoning": 5}',
      '{"is_safe": NaN, "safety_categories": []}',
      '{"is_safe": true, "safety_categories": [1]}',
      '[{"is_safe": true, "safety_categories": []}]',
      'Here is my assessment: {"is_safe": true, "safety_categories": []}',
      '{"is_safe": null, "safety_categories": []}',
    ],
  },
};

describe('set 539 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_539).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_539[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
