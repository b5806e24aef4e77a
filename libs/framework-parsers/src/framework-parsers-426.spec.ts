import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_426 } from './framework-parsers-426';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'puter--as-moderation-message-twelve-unsafe-categories-json-violation-key-json-parse': {
    accept: [
      '{"violation": true, "categories": ["Intellectual Property"], "explanation": "Asks for a cracked copy of commercial software."}',
      '{\n"violation": false,\n"categories": [],\n"explanation": ""\n}',
      '{"violation": false}',
      '  {"violation": true, "categories": "Hate"}  \n',
      '{"violation": "false"}',
      '{"violation": null}',
      '{"categories": [], "violation": 0}',
    ],
    reject: [
      '',
      '```json\n{"violation": false, "categories": []}\n```',
      'Here is my assessment: {"violation": false}',
      '{{\n"violation": false,\n"categories": []\n}}',
      '{"categories": [], "explanation": "No violation."}',
      '{"violation": false,}',
      "{'violation': False}",
      'null',
      '[{"violation": true}]',
      'false',
    ],
  },
  'council-mod--anthropic-text-eleven-harm-categories-json-flagged-greedy-brace-match': {
    accept: [
      '{\n  "flagged": true,\n  "confidence": 0.92,\n  "categories": { "threats": 0.9, "harassment": 0.6 },\n  "reasoning": "Implied threat referencing the target\'s home."\n}',
      '{"flagged": false, "confidence": 0.95, "categories": {}, "reasoning": "Benign discussion."}',
      '```json\n{"flagged": false, "confidence": 0.8, "categories": {"profanity": 0.3}, "reasoning": "Casual swearing"}\n```',
      'Here is my analysis:\n{"flagged": true, "confidence": 0.7, "categories": {"hate_speech": 0.8}, "reasoning": "Slur"}\nLet me know if you need more.',
      '{"flagged": "yes"}',
      '{"flagged": true, "categories": {"threats": "high"}}',
      '{"reasoning": {"note": "nested"}, "flagged": false}',
    ],
    reject: [
      '',
      "I can't help classify this content.",
      '{"confidence": 0.9, "categories": {"threats": 0.9}, "reasoning": "Threat"}',
      '{"flagged": true, "reasoning": "threat"} Note: the main category is {threats}.',
      "{'flagged': True, 'confidence': 0.9}",
      '{"flagged": true, "confidence": 0.9,}',
      '{"flagged": true, "confidence": 0.9',
      '"flagged": true',
      '{flagged: true}',
    ],
  },
  'postify--blog-comment-risk-safe-review-high-risk-one-word-label-priority-lookup': {
    accept: [
      'SAFE',
      'REVIEW',
      'HIGH_RISK',
      'safe',
      ' High_Risk\n',
      '\uFEFFREVIEW\u00A0',
      '\u017Fafe',
      'h\u0131gh_r\u0131sk',
    ],
    reject: [
      '',
      'SAFE.',
      '**SAFE**',
      'HIGH RISK',
      'HIGH-RISK',
      'Category: REVIEW',
      'SAFE\nThe comment is polite disagreement.',
      '\u0085SAFE',
      'UNSAFE',
      '"SAFE"',
    ],
  },
  'echoiiitu--campus-post-comment-toxicity-0-100-json-toxicityscore-whole-json-parse': {
    accept: [
      '{"toxicityScore": 72}',
      '{ "toxicityScore": 0 }',
      '\n{"toxicityScore": 15}\n',
      '{"toxicityScore": 42.5}',
      '{"toxicityScore": "70"}',
      '{"toxicityScore": 85, "reason": "Direct insult aimed at the organisers."}',
      '{"toxicityScore": 150}',
    ],
    reject: [
      '',
      '```json\n{"toxicityScore": 72}\n```',
      'Toxicity score: 72',
      '{"score": 72}',
      '{"toxicityScore": null}',
      'null',
      '72',
      '{"toxicityScore": 72,}',
      '{toxicityScore: 72}',
      '[{"toxicityScore": 72}]',
      'Here is the result: {"toxicityScore": 72}',
    ],
  },
  'jailbreak-llms--genkit-harmful-prompt-detection-json-isharmful-reason-output-schema': {
    accept: [
      '{"isHarmful": true, "reason": "It is a DAN-style jailbreak asking how to weaponise a drone against a crowd."}',
      '{"isHarmful": false, "reason": "A benign request for a pasta recipe."}',
      '```json\n{"isHarmful": true, "reason": "Role-play jailbreak seeking violent instructions."}\n```',
      'Here is my analysis: {"isHarmful": true, "reason": "Jailbreak attempt"}',
      "{isHarmful: false, reason: 'Harmless trivia question',}",
      '{"isHarmful": true, "reason": "Seeks weapon instructions", "confidence": 0.95}',
      '{"reason": "", "isHarmful": false}',
      '{"isHarmful": true, "reason": "Asks for instructions to weapon',
    ],
    reject: [
      '',
      'The prompt is harmful because it asks for weapon instructions.',
      '{"isHarmful": "true", "reason": "Weapon instructions"}',
      '{"isHarmful": true}',
      '{"isHarmful": 1, "reason": "Weapon instructions"}',
      '{"isHarmful": true, "reason": null}',
      '{"is_harmful": true, "reason": "Weapon instructions"}',
      '[{"isHarmful": true, "reason": "Weapon instructions"}]',
      'Note [draft]: {"isHarmful": true, "reason": "Weapon instructions"}',
      '{"isHarmful": true, "reason": "Weapon" "instructions"}',
    ],
  },
};

describe('set 426 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_426).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_426[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
