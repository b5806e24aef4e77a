import { describe, expect, it } from 'vitest';
import { continuingPrefill, prefillOf } from './prefill';

describe('prefillOf', () => {
  it('reads an assistant turn after the latest user message as the start of the reply', () => {
    expect(prefillOf([{ role: 'user', content: 'Score it.' }, { role: 'assistant', content: '{' }])).toBe('{');
    expect(prefillOf([{ role: 'user', content: 'Score it.' }, { role: 'assistant', content: 'SCORE: ' }])).toBe('SCORE:');
  });

  it('finds none when the conversation ends on a user message, or the turn is empty', () => {
    expect(prefillOf([{ role: 'user', content: 'Score it.' }])).toBeNull();
    expect(prefillOf([{ role: 'user', content: 'a' }, { role: 'assistant', content: 'billing' }, { role: 'user', content: 'Why?' }])).toBeNull();
    expect(prefillOf([{ role: 'user', content: 'Score it.' }, { role: 'assistant', content: '  ' }])).toBeNull();
  });
});

describe('continuingPrefill', () => {
  it('drops the prefill the verdict starts with', () => {
    expect(continuingPrefill('{"empathy": 8, "reasoning": "…"}', '{')).toBe('"empathy": 8, "reasoning": "…"}');
    expect(continuingPrefill('Rating: [[4]]', 'Rating: [[')).toBe('4]]');
  });

  it('continues after the prefill where the verdict holds it further on', () => {
    expect(continuingPrefill('The answer restates the source.\nScore: 4', 'Score:')).toBe(' 4');
  });

  it('keeps a verdict that does not hold the prefill, or is nothing more than it', () => {
    expect(continuingPrefill('4', 'SCORE:')).toBe('4');
    expect(continuingPrefill('{"queue": "billing"}', '{"queue": "billing"}')).toBe('{"queue": "billing"}');
  });
});
