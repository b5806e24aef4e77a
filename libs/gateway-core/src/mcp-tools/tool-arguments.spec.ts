import { A8Error } from '@a8/contracts';
import { describe, expect, it } from 'vitest';
import { readToolArguments } from './tool-arguments';
import { TOOLS } from './tool-definitions';

const refusal = (tool: 'judge' | 'teach' | 'retract', raw: unknown): string => {
  try {
    readToolArguments(tool, raw);
  } catch (error) {
    expect(error).toBeInstanceOf(A8Error);
    return (error as A8Error).message;
  }
  throw new Error('expected a refusal');
};

describe('readToolArguments', () => {
  it('takes exactly the arguments each tool schema lists', () => {
    for (const tool of TOOLS) {
      const names = Object.keys(tool.inputSchema.properties);
      expect(refusal(tool.name, { input: 'x', extra: 1 })).toBe(`extra: not an argument of ${tool.name}; its arguments are ${names.join(', ')}.`);
    }
  });

  it('reads a judge call with its default model, and a teach with or without an answer', () => {
    expect(readToolArguments('judge', { input: 'Is it late?' })).toMatchObject({ input: 'Is it late?', format: null, model: 'a8', hasAnswer: false });
    expect(readToolArguments('teach', { input: 'x', answer: false })).toMatchObject({ hasAnswer: true, answer: false });
    expect(readToolArguments('teach', { input: 'x' }).hasAnswer).toBe(false);
  });

  it('names the field, the rule and what passes', () => {
    expect(refusal('judge', null)).toMatch(/^input: required/);
    expect(refusal('judge', [])).toBe('arguments: must be an object with input.');
    expect(refusal('judge', { input: '  ' })).toMatch(/^input: empty/);
    expect(refusal('judge', { input: [{ role: 'user', content: '' }] })).toMatch(/^input: empty/);
    expect(refusal('judge', { input: [{ role: 'system', content: ' ' }, { role: 'user', content: '\n' }] })).toMatch(/^input: empty/);
    expect(refusal('judge', { input: [{ role: 'robot', content: 'x' }] })).toMatch(/^input\[0\]\.role: "robot" is not a role; send one of "system", "developer", "user", "assistant"\./);
    expect(refusal('judge', { input: [{ role: 'user', content: 3 }] })).toBe('input[0].content: must be a string.');
    expect(refusal('judge', { input: 'x', format: [] })).toMatch(/^format: must be a JSON Schema object/);
    expect(refusal('judge', { input: 'x', model: 95 })).toMatch(/^model: must be a string/);
  });
});
