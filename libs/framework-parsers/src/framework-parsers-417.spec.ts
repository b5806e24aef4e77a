import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_417 } from './framework-parsers-417';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'unity-ingame-llm-conversation--npc-group-conversation-five-metrics-1-5-comma-separated-key-colon-float-line': {
    accept: [
      'Coherence:4.0, Relevance:5.0, Naturalness:3.0, Engagement: 4.5, Contextual-Accuracy: 3.5',
      'Coherence: 3.5, Relevance: 4.0, Naturalness: 2.5, Engagement: 3.0, Contextual-Accuracy: 4.0\n',
      'Naturalness:2.0, Relevance:3.0, Coherence:3.0, Engagement:2.5, Contextual-Accuracy:5.0',
      '**Coherence**: 4.0, **Relevance**: 4.5, **Naturalness**: 3.5, **Engagement**: 4.0, **Contextual-Accuracy**: 4.0',
      'Coherence:4, Relevance:5, Naturalness:3, Engagement:4, Contextual-Accuracy:3',
      'Coherence:4.0,\nRelevance:5.0,\nNaturalness:3.0,\nEngagement:4.5,\nContextual-Accuracy:3.5',
      'Coherence: 40, Relevance: -1, Naturalness: .5, Engagement: 4., Contextual-Accuracy: 1e0',
      'Scores — Coherence:4.0, Relevance:5.0, Naturalness:3.0, Engagement:4.5, Contextual-Accuracy:3.5',
      'Coherence:4.0:final, Relevance:5.0, Naturalness:3.0, Engagement:4.5, Contextual-Accuracy:3.5',
      'Coherence:\u00a04.0, Relevance:5.0, Naturalness:3.0, Engagement:4.5, Contextual-Accuracy:3.5\u3000',
    ],
    reject: [
      '',
      'Coherence: 4.0\nRelevance: 5.0\nNaturalness: 3.0\nEngagement: 4.5\nContextual-Accuracy: 3.5',
      'Coherence:4.0, Relevance:5.0, Naturalness:3.0, Engagement:4.5, Contextual Accuracy:3.5',
      '**Coherence:** 4.0, **Relevance:** 5.0, **Naturalness:** 3.0, **Engagement:** 4.5, **Contextual-Accuracy:** 3.5',
      'Coherence:4.0/5, Relevance:5.0/5, Naturalness:3.0/5, Engagement:4.5/5, Contextual-Accuracy:3.5/5',
      'Coherence - 4.0, Relevance - 5.0, Naturalness - 3.0, Engagement - 4.5, Contextual-Accuracy - 3.5',
      'coherence:4.0, relevance:5.0, naturalness:3.0, engagement:4.5, contextual-accuracy:3.5',
      'Scores: Coherence 4.0, Relevance 5.0, Naturalness 3.0, Engagement 4.5, Contextual-Accuracy 3.5',
      'Coherence: 4.0 (strong), Relevance: 5.0, Naturalness: 3.0, Engagement: 4.5, Contextual-Accuracy: 3.5',
      'Coherence:４.0, Relevance:5.0, Naturalness:3.0, Engagement:4.5, Contextual-Accuracy:3.5',
      'Coherence:4.0, Relevance:5.0, Naturalness:3.0, Engagement:4.5',
      'Coherence: 4.0; Relevance: 5.0; Naturalness: 3.0; Engagement: 4.5; Contextual-Accuracy: 3.5',
    ],
  },
};

describe('set 417 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_417).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_417[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
