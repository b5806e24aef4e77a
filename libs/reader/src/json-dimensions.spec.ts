import { describe, expect, it } from 'vitest';
import { answerFormatOf, type AnswerFormat } from './answer-format';
import { readJudgement, readTaughtRequest } from './reasoning-read';
import { readMessagesRequest } from './interfaces';
import { scoredDimensions, taughtAnswerSchema } from './json-dimensions';
import { writeVerdict } from './write-verdict';

const jsonForm = (text: string) => {
  const form = answerFormatOf(text);
  expect(form?.kind).toBe('json');
  return form as Extract<AnswerFormat, { kind: 'json' }>;
};

describe('a JSON answer scoring several dimensions', () => {
  it('finds each key shown with a range, a number or a number placeholder, with its own scale', () => {
    const text = 'Reply in JSON: {"tone": <integer 1-10>, "grammar": score (integer 1-5), "warmth": 0.0-1.0, "length": 3, "depth": <score>, "why": "a sentence"}';
    expect(scoredDimensions(text, ['tone', 'grammar', 'warmth', 'length', 'depth', 'why'], { min: 1, max: 5 })).toEqual([
      { key: 'tone', scale: { min: 1, max: 10 }, integer: true },
      { key: 'grammar', scale: { min: 1, max: 5 }, integer: true },
      { key: 'warmth', scale: { min: 0, max: 1 }, integer: false },
      { key: 'length', scale: { min: 1, max: 5 }, integer: true },
      { key: 'depth', scale: { min: 1, max: 5 }, integer: true },
    ]);
  });

  it('takes a key named for an explanation as a score only where a number is shown bare', () => {
    const text = 'Return JSON {"clarity": 1-5, "reasoning": 1-5, "explanation": "1-2 sentences"}';
    expect(scoredDimensions(text, ['clarity', 'reasoning', 'explanation'], null).map((d) => d.key)).toEqual(['clarity', 'reasoning']);
    // taught with a number where no scale is shown: typed a number, so never set aside as the judge's reasoning
    expect(taughtAnswerSchema({ keys: ['thought', 'verdict'] }, { thought: 3, verdict: true })).toEqual({ type: 'object', properties: { thought: { type: 'number' }, verdict: { type: 'boolean' } } });
  });

  it('is no dimension list with one scored key, or keys that only explain', () => {
    expect(scoredDimensions('Return JSON {"score": 1-5, "explanation": "..."}', ['score', 'explanation'], null)).toEqual([]);
    expect(scoredDimensions('Return JSON {"reasoning": "1-2 sentences", "verdict": "yes or no"}', ['reasoning', 'verdict'], null)).toEqual([]);
  });

  it('is carried by the JSON answer format, unquoted keys too', () => {
    const form = jsonForm('Score each category from 1 to 5. Output only JSON like this:\n{\nfriendliness: 3,\nprecision: 4\n}');
    expect(form.dimensions?.map((d) => d.key)).toEqual(['friendliness', 'precision']);
  });

  it('a taught verdict object gives one property per key, its explaining text set aside', () => {
    const form = jsonForm('Return JSON: {"tone": 1-5, "grammar": 1-5, "notes": "what you saw"}');
    expect(taughtAnswerSchema(form, { tone: 4, grammar: 2, notes: 'Too curt.' })).toEqual({
      type: 'object',
      properties: { tone: { type: 'integer', minimum: 1, maximum: 5 }, grammar: { type: 'integer', minimum: 1, maximum: 5 } },
    });
    // one key and its reason: the key alone, learned without the reason's words
    expect(taughtAnswerSchema(jsonForm('Return JSON: {"verdict": "pass or fail", "reason": "..."}'), { verdict: 'pass', reason: 'fine' })).toEqual({ type: 'object', properties: { verdict: {} } });
    // learned as taught: a value that is no object, one key with nothing to set aside, a key the format does not ask for
    expect(taughtAnswerSchema(form, 4)).toBeNull();
    expect(taughtAnswerSchema(form, { tone: 4 })).toBeNull();
    expect(taughtAnswerSchema(form, { tone: 4, mood: 'sad' })).toBeNull();
    // a key from the request never reaches a prototype
    const hostile = JSON.parse('{"__proto__": 3, "tone": 2}') as Record<string, unknown>;
    const schema = taughtAnswerSchema({ keys: ['__proto__', 'tone'] }, hostile);
    expect(Object.getPrototypeOf(schema!['properties'])).toBe(Object.prototype);
    expect(Object.keys(schema!['properties'] as object)).toEqual(['__proto__', 'tone']);
  });

  it('a dimension shown as its own object of a score and its explanation, in any language', () => {
    const text = 'Devuelve solo JSON:\n{\n  "claridad": {\n    "puntaje": X,\n    "justificacion": "por qué"\n  },\n  "orden": {"puntaje": 0-3, "justificacion": "por qué"}\n}';
    expect(scoredDimensions(text, ['claridad', 'orden'], { min: 0, max: 3 })).toEqual([
      { key: 'claridad', scale: { min: 0, max: 3 }, integer: true, within: { key: 'puntaje', reasons: ['justificacion'] } },
      { key: 'orden', scale: { min: 0, max: 3 }, integer: true, within: { key: 'puntaje', reasons: ['justificacion'] } },
    ]);
    // an object of two scores is no single dimension
    expect(scoredDimensions('JSON: {"a": {"x": 1-5, "y": 1-5}, "b": {"x": 1-5, "y": 1-5}}', ['a', 'b'], null)).toEqual([]);
  });

  it('teaches and writes a dimension shown as its own object by its score, the reason written beside it', () => {
    const prompt = (reply: string) =>
      `Rate the reply for tone and accuracy.\n\nReply: ${reply}\n\nReturn JSON only:\n{"tone": {"score": 1-5, "explanation": "..."}, "accuracy": {"score": 1-5, "explanation": "..."}}`;
    const request = readMessagesRequest({ system: null, messages: [{ role: 'user', content: prompt('Your refund is on its way.') }] }).request;
    const taught = readTaughtRequest(request, { tone: { score: 5, explanation: 'Warm.' }, accuracy: { score: 3, explanation: 'Vague.' } });
    expect(taught.schema).toEqual({ type: 'object', properties: { tone: { type: 'integer', minimum: 1, maximum: 5 }, accuracy: { type: 'integer', minimum: 1, maximum: 5 } } });
    expect(taught.answer).toEqual({ tone: 5, accuracy: 3 });
    const judged = readJudgement(request, true, () => taught.schema);
    expect(JSON.parse(writeVerdict(judged.answerForm as AnswerFormat, { tone: 4, accuracy: 2 }, 'Because.')!)).toEqual({
      tone: { score: 4, explanation: 'Because.' },
      accuracy: { score: 2, explanation: 'Because.' },
    });
  });

  it('teaches a filled template key by key under the criterion and request key a judge call of it reads', () => {
    const prompt = (reply: string) =>
      `Rate the support reply below for politeness and accuracy, each from 1 to 5.\n\nReply: ${reply}\n\nAnswer with JSON only: {"politeness": <1-5>, "accuracy": <1-5>, "explanation": "<one sentence>"}`;
    const request = readMessagesRequest({ system: null, messages: [{ role: 'user', content: prompt('Thanks, your refund is on its way.') }] }).request;
    const taught = readTaughtRequest(request, { politeness: 5, accuracy: 4, explanation: 'Polite and right.' });
    expect(taught.schema).toEqual({ type: 'object', properties: { politeness: { type: 'integer', minimum: 1, maximum: 5 }, accuracy: { type: 'integer', minimum: 1, maximum: 5 } } });
    // judged once taught: the version's taught schema is adopted, so the request key is the taught one
    const judged = readJudgement(request, true, () => taught.schema);
    expect(judged.criterion).toBe(taught.criterion);
    expect(judged.schema).toEqual(taught.schema);
    // a verdict of every dimension, written in the template's JSON with the reason beside it
    const written = writeVerdict(judged.answerForm as AnswerFormat, { politeness: 5, accuracy: 4 }, 'Because.');
    expect(JSON.parse(written!)).toEqual({ politeness: 5, accuracy: 4, explanation: 'Because.' });
  });
});

describe('dimensions shown inside an object of their own (stop 40)', () => {
  const prompt = (reply: string) =>
    `Score the support reply on each aspect from 1 to 5.\n\nReply: ${reply}\n\nRespond with ONLY this JSON:\n{\n  "scores": {"tone": N, "accuracy": N},\n  "overall": 4,\n  "notes": "one sentence",\n  "flags": []\n}`;

  it('reads the object\'s scored keys, and a score shown beside it, as the answer\'s dimensions', () => {
    const form = jsonForm(prompt('Thanks!'));
    expect(form.nested).toEqual({ key: 'scores', dimensions: [{ key: 'tone', scale: { min: 1, max: 5 }, integer: true }, { key: 'accuracy', scale: { min: 1, max: 5 }, integer: true }] });
    expect(form.dimensions?.map((d) => d.key)).toEqual(['overall']);
  });

  it('learns a verdict taught inside its object key by key, and writes it back inside it', () => {
    const request = readMessagesRequest({ system: null, messages: [{ role: 'user', content: prompt('Your refund is on its way.') }] }).request;
    const taught = readTaughtRequest(request, { scores: { tone: 5, accuracy: 4 }, overall: 4, notes: 'Kind and right.', flags: [] });
    expect(taught.answer).toEqual({ tone: 5, accuracy: 4, overall: 4, flags: [] });
    expect(Object.keys((taught.schema as { properties: object }).properties)).toEqual(['tone', 'accuracy', 'overall', 'flags']);
    const judged = readJudgement(request, true, () => taught.schema);
    const written = JSON.parse(writeVerdict(judged.answerForm as AnswerFormat, { tone: 5, accuracy: 4, overall: 4, flags: [] }, 'Because.')!);
    expect(written).toEqual({ scores: { tone: 5, accuracy: 4 }, overall: 4, notes: 'Because.', flags: [] });
  });

  it('never writes the object for a verdict that leaves one of its dimensions out', () => {
    const form = jsonForm(prompt('Thanks!'));
    expect(writeVerdict(form, { tone: 5, overall: 5 }, 'Half.') ?? '').not.toContain('"scores"');
  });

  it('is no nesting where the object holds texts, or one score only', () => {
    expect(jsonForm('Reply in JSON: {"scores": {"tone": "warm or cold", "style": "formal or casual"}, "score": 3}').nested).toBeUndefined();
    expect(jsonForm('Score from 1 to 5. Reply in JSON: {"result": {"score": N}, "why": "…"}').nested).toBeUndefined();
  });
});

describe('an aggregate shown beside the dimensions (stop 40)', () => {
  it('"overall": <calculated_weighted_average> is a dimension on the same scale', () => {
    const form = jsonForm('Score each from 1 to 5. Respond with JSON: {"accuracy": <score>, "clarity": <score>, "overall": <calculated_weighted_average>, "reasoning": "<why>"}');
    expect(form.dimensions?.map((d) => d.key)).toEqual(['accuracy', 'clarity', 'overall']);
  });
});
