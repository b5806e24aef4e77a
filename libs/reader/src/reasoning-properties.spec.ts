import { describe, expect, it } from 'vitest';
import { splitReasoningProperties, withReasoning } from './reasoning-properties';

// autoevals' select_choice parameters, as the framework sends them.
const SELECT_CHOICE = {
  type: 'object',
  title: 'CoTResponse',
  properties: {
    reasons: { description: 'Write out in a step by step manner your reasoning.', title: 'Reasoning', type: 'string' },
    choice: { description: 'The choice', title: 'Choice', type: 'string', enum: ['Y', 'N'] },
  },
  required: ['reasons', 'choice'],
};

describe('reasoning properties', () => {
  it("sets aside a framework's free-text reasoning property and keeps the verdict", () => {
    const split = splitReasoningProperties(SELECT_CHOICE);
    expect(split.reasoning).toEqual(['reasons']);
    expect(split.schema).toEqual({ ...SELECT_CHOICE, properties: { choice: SELECT_CHOICE.properties.choice }, required: ['choice'] });
    expect(withReasoning({ choice: 'Y' }, split.reasoning, 'A8 answered.')).toEqual({ reasons: 'A8 answered.', choice: 'Y' });
  });

  it('leaves alone a schema whose reasoning-named property has options, or that has nothing else', () => {
    const labelled = { properties: { feedback: { enum: ['good', 'bad'] }, score: { type: 'integer' } } };
    expect(splitReasoningProperties(labelled)).toEqual({ schema: labelled, reasoning: [] });
    const alone = { properties: { reasoning: { type: 'string' } } };
    expect(splitReasoningProperties(alone)).toEqual({ schema: alone, reasoning: [] });
    expect(splitReasoningProperties(null)).toEqual({ schema: null, reasoning: [] });
    expect(withReasoning('billing', ['reasons'], 'x')).toBe('billing');
    // A verdict property named __proto__ (a taught schema may name one) stays an own property.
    const hostile = withReasoning(JSON.parse('{"__proto__": {"polluted": true}, "choice": "Y"}'), ['reasons'], 'x') as Record<string, unknown>;
    expect(Object.getPrototypeOf(hostile)).toBe(Object.prototype);
    expect(Object.hasOwn(hostile, '__proto__')).toBe(true);
  });
});

describe('reasoning names with qualifiers', () => {
  it('sets aside overall_reasoning, failure_reason, clarityExplanation and chain_of_thought, and keeps the verdicts', () => {
    const schema = {
      type: 'object',
      properties: {
        overall_reasoning: { type: 'string' },
        failure_reason: { type: 'string' },
        clarityExplanation: { type: 'string' },
        chain_of_thought: { type: 'string' },
        verdict: { type: 'string', enum: ['pass', 'fail'] },
        clarity: { type: 'integer', minimum: 1, maximum: 5 },
      },
    };
    const split = splitReasoningProperties(schema);
    expect(split.reasoning).toEqual(['overall_reasoning', 'failure_reason', 'clarityExplanation', 'chain_of_thought']);
    expect(Object.keys((split.schema as { properties: object }).properties)).toEqual(['verdict', 'clarity']);
  });

  it('a name with a reasoning word among more words, or with options, stays a verdict', () => {
    const schema = { properties: { reason_for_the_final_call: { type: 'string' }, reason_code: { enum: ['A', 'B'] }, score: { type: 'integer' } } };
    expect(splitReasoningProperties(schema).reasoning).toEqual([]);
  });
});
