import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_540 } from './framework-parsers-540';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'ostutelage--scholarship-short-answer-vs-ideal-answer-0-10-json-score-nonzero-else-default': {
    accept: [
      '{"score": 8, "feedback": "Correctly contrasts short-term weather with long-term climate, but gives no example."}',
      '{\n  "score": 7,\n  "feedback": "Clear and mostly accurate; the time scale of climate is vague."\n}',
      '  {"score": 10, "feedback": "Excellent."}\n',
      '{"score": "9", "feedback": "Good."}',
      '{"score": 6.5}',
      '{"score": 5, "feedback": "Average answer."}',
      '\u00a0{"score": 4, "feedback": "Weak."}\u2028',
      '{"score": [8]}',
      '{"score": true}',
      '{"score": " 7 "}',
      '{"score": 12}',
      '{"score": "0x8"}',
      '{"score": -3, "feedback": "Wrong."}',
    ],
    reject: [
      '',
      '{"score": 0, "feedback": "The answer is unrelated to the question."}',
      '{"feedback": "Good answer."}',
      '```json\n{"score": 8, "feedback": "Good."}\n```',
      'Score: 8\nFeedback: Good.',
      '{"score": "8/10", "feedback": "Good."}',
      '{"score": null}',
      'null',
      '{"score": 8, "feedback": "Good.",}',
      "{'score': 8, 'feedback': 'Good.'}",
      '{"score": "eight"}',
      '{"score": {"toString": 1}}',
      '{"score": ""}',
      '[{"score": 8}]',
      'Here is the grade: {"score": 8, "feedback": "Good."}',
    ],
  },
  'evalkit--hallucination-per-statement-faithful-hallucinated-json-label-score-fence-extract': {
    accept: [
      '{"label": "Hallucinated", "score": 0.2}',
      '{ "label": "Faithful", "score": 0.95 }',
      '```json\n{"label": "Faithful", "score": 1.0}\n```',
      '```\n{"label": "Hallucinated", "score": 0.1}\n```',
      'Here is the result:\n```json\n{"label": "Faithful", "score": 0.9}\n```\nThe statement matches the context.',
      '{"label": "Maybe", "score": 0.5}',
      '{"label": "", "score": 0}',
      '{"score": 0.3, "label": "Hallucinated", "reason": "Berlin is not mentioned; the context says Paris."}',
      '```json{"label":"Faithful","score":1}```',
      '\n\n{"label": "Faithful", "score": 0.9}\n',
      '{"label": "Faithful", "score": 1e400}',
    ],
    reject: [
      '',
      '   ',
      '{"label": "Faithful"}',
      '{"label": "Faithful", "score": "0.9"}',
      '{"label": true, "score": 0.9}',
      '{"label": null, "score": 0.9}',
      '{label: "Faithful", score: 0.9}',
      '```JSON\n{"label": "Faithful", "score": 0.9}\n```',
      '```python\n{"label": "Faithful", "score": 0.9}\n```',
      'Label: Faithful\nScore: 0.9',
      'The statement is faithful. {"label": "Faithful", "score": 0.9}',
      '[{"label": "Faithful", "score": 0.9}]',
      '{"label": "Faithful", "score": 0.9',
      '```json\n{"label": "Faithful", "score": 0.9}\n',
      'Use ```code``` first.\n```json\n{"label": "Faithful", "score": 0.9}\n```',
    ],
  },
  'gen-alpha-chat--genalpha-reply-helpfulness-and-tone-1-5-json-object-leading-fence-strip': {
    accept: [
      '{"helpfulness": 4, "tone": 5, "reason": "Explains photosynthesis correctly and the slang (bet, no cap, fr) feels natural."}',
      '```json\n{"helpfulness": 3, "tone": 4, "reason": "Correct but a bit short."}\n```',
      '```\n{"helpfulness": 2, "tone": 2, "reason": "Stiff, barely any Gen Alpha voice."}\n```',
      '  {"helpfulness": 5, "tone": 5, "reason": "Perfect."}  ',
      '{"tone": 3}',
      '[]',
      '```json\n{"helpfulness": 4, "tone": 3, "reason": "ok"}\n```\n',
      '```json{"helpfulness":4,"tone":4,"reason":"x"}```',
      '{"helpfulness": "4", "tone": "5", "reason": "strings are kept"}',
      '{"helpfulness": 4, "tone": 5, "reason": "uses ```json fences"}',
      '\u00a0{"helpfulness": 4, "tone": 5, "reason": "ok"}',
    ],
    reject: [
      '',
      'Helpfulness: 4\nTone: 5\nReason: good',
      'Here is my rating:\n```json\n{"helpfulness": 4, "tone": 5, "reason": "ok"}\n```',
      '```JSON\n{"helpfulness": 4, "tone": 5, "reason": "ok"}\n```',
      '```javascript\n{"helpfulness": 4, "tone": 5, "reason": "ok"}\n```',
      'null',
      '4',
      '"great"',
      'true',
      '{"helpfulness": 4, "tone": 5, "reason": "ok",}',
      "{'helpfulness': 4, 'tone': 5, 'reason': 'ok'}",
      '{"helpfulness": 4, "tone": 5, "reason": "ok"} Hope this helps!',
    ],
  },
  'nextjs-shadgrading--short-answer-score-out-of-max-points-json-score-key-present': {
    accept: [
      '{\n  "score": 4,\n  "feedback": "Correctly names ATP production but does not mention the electron transport chain."\n}',
      '{"score": 0, "feedback": "The answer describes the nucleus, not the mitochondria."}',
      '{"score": 4.5, "feedback": "Mostly correct."}',
      '{"score": "5", "feedback": "Complete answer."}',
      '  {"score": 5, "feedback": "Perfect."}\n',
      '{"score": 12}',
      '{"feedback": "x", "score": 3, "score": 4}',
      '\t{"score": 2, "feedback": "Vague."}\r\n',
    ],
    reject: [
      '',
      '```json\n{"score": 4, "feedback": "ok"}\n```',
      'Score: 4\nFeedback: good',
      '{"feedback": "Good answer."}',
      'null',
      '4',
      '\u00a0{"score": 4}',
      '{"score": 4, "feedback": "ok",}',
      '{"Score": 4}',
      'Here is the evaluation: {"score": 4, "feedback": "ok"}',
      '[{"score": 4}]',
      '{}',
    ],
  },
};

describe('set 540 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_540).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_540[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
