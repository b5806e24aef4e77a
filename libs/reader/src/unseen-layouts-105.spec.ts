import { describe, expect, it } from 'vitest';
import { answerFormatOf, type AnswerFormat } from './answer-format';
import { writeVerdict } from './write-verdict';

// Layouts written for this test (never a fixture's text), read the way stop 40's rules read them.
const formOf = (text: string) => answerFormatOf(text) as AnswerFormat | null;

describe('dimensions whose values are left open, or named in words', () => {
  it('keys shown with "..." are dimensions on the scale the prompt states', () => {
    const form = formOf('Rate the rewrite in three dimensions, each scored from 1 to 5.\n\nRespond with a JSON object like: { "fluency": ..., "fidelity": ..., "brevity": ... }');
    expect(form).toMatchObject({ kind: 'json', dimensions: [{ key: 'fluency', scale: { min: 1, max: 5 } }, { key: 'fidelity' }, { key: 'brevity' }] });
  });

  it('keys left empty ("tone": ,) are dimensions too, but not without a stated scale', () => {
    expect(formOf('Score each aspect from 0 to 10.\nOutput JSON:\n{\n  "tone": ,\n  "clarity": \n}')).toMatchObject({ dimensions: [{ key: 'tone', scale: { min: 0, max: 10 } }, { key: 'clarity' }] });
    expect((formOf('Output JSON:\n{\n  "tone": ...,\n  "clarity": ...\n}') as { dimensions?: unknown } | null)?.dimensions).toBeUndefined();
  });

  it('keys named in words with one scale are scored each, the explaining key set aside', () => {
    const form = formOf('Score the agent reply from 1 to 5 on each aspect. Return strict JSON with keys: politeness, accuracy, empathy, explanation.');
    expect(form).toMatchObject({ kind: 'json', dimensions: [{ key: 'politeness' }, { key: 'accuracy' }, { key: 'empathy' }] });
    expect(JSON.parse(writeVerdict(form!, { politeness: 5, accuracy: 4, empathy: 3 }, 'Polite and mostly right.')!)).toEqual({ politeness: 5, accuracy: 4, empathy: 3, explanation: 'Polite and mostly right.' });
  });

  it('a key that names a verdict is never made a dimension', () => {
    const form = formOf('Use a scale from 1 to 5 in your reasoning. Return JSON with keys: verdict, quality, explanation.');
    expect((form as { dimensions?: unknown } | null)?.dimensions).toBeUndefined();
  });
});

describe('the one key beside keys that only explain', () => {
  it('holds a pass as true or false, whatever its name', () => {
    const form = formOf('Reply with a JSON object with one key named "toxic".\nYour output should be in the following format:\n{"toxic": xx}');
    expect(form).toMatchObject({ kind: 'json', keys: ['toxic'] });
    expect(JSON.parse(writeVerdict(form!, true, 'It insults the reader.')!)).toEqual({ toxic: true });
    expect(JSON.parse(writeVerdict(form!, 'no', 'Plain and civil.')!)).toEqual({ toxic: false });
  });

  it('holds a label where the template shows a text for it, and nothing else there', () => {
    const form = formOf('Classify the ticket as one of: Billing, Shipping, Returns.\nReturn answer in JSON format: {"queue_name":"xxx"}');
    expect(form).toMatchObject({ kind: 'json', keys: ['queue_name'] });
    expect(JSON.parse(writeVerdict(form!, 'Shipping', 'The parcel was crushed.')!)).toEqual({ queue_name: 'Shipping' });
    expect(writeVerdict(form!, true, 'A pass has no label here.')).toBeNull();
  });

  it('never a key shown holding a list: the verdict is not its items', () => {
    const form = formOf('Return a JSON object:\n{\n  "issues": [\n    {"line": 1, "problem": "..."}\n  ],\n  "reasoning": "..."\n}');
    expect(writeVerdict(form!, true, 'No issues.')).toBeNull();
  });
});
