import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_558 } from './framework-parsers-558';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'npcs-mistarlai-hackathon--npc-inner-consciousness-player-action-trust-delta-keyword-substrings': {
    accept: [
      "1. Trust: +2. Mithril, for Borin... no outsider has ever honored my brother's memory like this.\n2. I should feel GRATEFUL.\n3. Because this stranger gave without asking anything back.",
      "This gift makes me trust the player more. Trust +1.",
      "My trust should increase. The lad has shown respect for the dead.",
      "Trust: -2. They laughed at my brother's grave. I feel ANGRY.",
      "Hmph. Threats in my own forge? This will decrease my trust in them.",
      "I distrust this smooth-talker. -1.",
      "TRUST DECREASES. Emotion: SUSPICIOUS.",
      "Trust change: +10",
      "Trust unchanged since 2024-11-02, when they first arrived.",
      "I won't decrease my trust; if anything it should increase slightly.",
      "Trust Increased",
    ],
    reject: [
      "",
      "Trust stays the same (0). Emotion: NEUTRAL. They only asked for directions.",
      "+1. I feel HAPPY about the gift.",
      "My confidence in them grows by +2.",
      "Trust: ±2 depending on whether the ingot is real.",
      "Trust: \u22121. Something about them feels off.",
      "Trust: \uFF0B1",
      "Trust rises by two points; I feel GRATEFUL.",
      "Trust drops sharply. I feel ANGRY.",
      "信任 +1，我感到感激。",
      "Trust change: 0",
    ],
  },
};

describe('set 558 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_558).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_558[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
