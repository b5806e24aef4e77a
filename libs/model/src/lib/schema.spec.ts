import { describe, expect, it } from 'vitest';
import { verdictProperties } from './schema';

describe('verdictProperties', () => {
  it('lists an object schema’s properties in order, the reserved precedents left out', () => {
    const specs = verdictProperties({ type: 'object', description: 'Which queue?', properties: { queue: { enum: ['a'] }, precedents: {}, accuracy: { type: 'integer', description: 'How accurate?' } } });
    expect(specs.map((s) => [s.property, s.description])).toEqual([
      ['accuracy', 'How accurate?'],
      ['queue', 'Which queue?'],
    ]);
  });

  it('finds no verdict in properties that are a string or an array (their keys are characters and indices)', () => {
    expect(verdictProperties({ type: 'object', properties: 'a'.repeat(200_000) })).toEqual([]);
    expect(verdictProperties({ type: 'object', properties: Array.from({ length: 20_000 }, (_, i) => i) })).toEqual([]);
  });
});
