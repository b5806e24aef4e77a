import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_672 } from './framework-parsers-672';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'chat-playground--openai-user-prompt-injection-risk-percent-level-json-greedy-brace-fallback': {
    accept: [
      '{"risk_percent": 96, "level": "critical", "indicators": ["instruction override", "system prompt exfiltration", "persona switch"], "comment": "The text orders the model to ignore its instructions, adopt an unfiltered persona and reveal its system prompt."}',
      '{\n  "risk_percent": 2,\n  "level": "low",\n  "indicators": [],\n  "comment": "An ordinary question about cooking pasta."\n}',
      '```json\n{"risk_percent": 45, "level": "medium", "indicators": ["role-play framing"], "comment": "Possibly probing limits."}\n```',
      'Here is my analysis: {"risk_percent": "70%", "level": "high"}',
      '{"level": "HIGH", "comment": "no number given"}',
      '{"risk_percent": 12.7}',
      '{"risk_percent": [30], "level": "medium"}',
      '{"risk_percent": 80, "level": null}',
      '{"risk_percent": "n/a", "level": "Low"}',
    ],
    reject: [
      '',
      'The text is a clear prompt injection attempt; risk 95%.',
      '{"risk_percent": 90, "level": "critical",}',
      'null',
      '[]',
      '{"risk": 90, "severity": "high"}',
      '{"risk_percent": "high", "level": "severe"}',
      '{"risk_percent": 90, "level": 3}',
      '{"risk_percent": 90} and then {"level": "high"}',
      "{'risk_percent': 90, 'level': 'high'}",
      '{"risk_percent": 90, "level": ["high"]}',
    ],
  },
  'finalizing-int--chat-message-hate-bias-private-data-filter-allow-block-one-word-exact': {
    accept: ['block', 'allow', 'Block', 'Allow', 'BLOCK', 'ALLOW', 'bLoCk'],
    reject: [
      '',
      'block.',
      'Block\n',
      ' allow',
      '"block"',
      'Decision: block',
      'blocked',
      'I would block this message because it shares a phone number and a home address.',
      'allow (no hate speech or personal data)',
    ],
  },
};

describe('set 672 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_672).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_672[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
