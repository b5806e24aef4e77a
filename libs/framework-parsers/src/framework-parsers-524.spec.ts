import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_524 } from './framework-parsers-524';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'gestura-agent-evaluation--agent-response-accuracy-completeness-clarity-overall-1-5-json-first-last-brace-u64': {
    accept: [
      '{"accuracy": 4, "completeness": 5, "clarity": 4, "overall": 4, "reasoning": "Correct function and a clear ownership explanation, though the lifetime note is brief."}',
      '```json\n{"accuracy": 3, "completeness": 3, "clarity": 4, "overall": 3, "reasoning": "Works but skips the empty-sentence case."}\n```',
      'Here is my evaluation:\n{"accuracy": 5, "completeness": 4, "clarity": 5, "overall": 5, "reasoning": "Accurate and concise."}\nLet me know if you need more detail.',
      '{"overall": 2}',
      '{"accuracy": "high", "overall": 4}',
      '{"overall": 9, "reasoning": "Out of range values are clamped to 5."}',
      '{"overall": 0}',
      '{"overall": "5", "overall": 4}',
      '{"reasoning": "Uses {braces} in the text", "overall": 4}',
      '{"accuracy": 4, "completeness": 4, "clarity": 4, "overall": 4, "reasoning": "x"}\n\n',
    ],
    reject: [
      '',
      'Overall: 4/5 — accurate and clear.',
      '{"accuracy": 4, "completeness": 4, "clarity": 4, "overall": 4.5, "reasoning": "Between 4 and 5."}',
      '{"accuracy": 4, "completeness": 4, "clarity": 4, "reasoning": "Forgot the overall field."}',
      '{"overall": "4"}',
      '{"overall": -1}',
      '{"overall": 4,}',
      "{'overall': 4}",
      '{"overall": 4} Note: {"alt": 3}',
      '} then {"overall": 4',
      '{"overall": 5e0}',
      '{"overall": 4, "reasoning": "\\ud83d"}',
      '{"overall": 18446744073709551616}',
      '{"overall": null}',
    ],
  },
  'evald--qa-correctness-vs-reference-0-1-json-score-whole-then-first-last-brace': {
    accept: [
      '{"score": 1.0, "reasoning": "The output gives 1969, matching the reference."}',
      '{"score": 0, "reasoning": "The output contradicts the reference year."}',
      '```json\n{"score": 0.5, "reasoning": "Right mission, wrong year."}\n```',
      'Sure! {"score": 0.8, "reasoning": "Mostly correct."} Hope that helps.',
      '{"score": 85}',
      '{"score": -0.3}',
      '\u00a0{"score": 0.9}\u2003',
      '{"reasoning": "Tiny but non-zero.", "score": 1e-3}',
      '{"score": "0.5", "score": 0.7}',
    ],
    reject: [
      '',
      'Score: 0.9',
      '{"score": "0.9", "reasoning": "String score."}',
      '{"score": null}',
      '{"rating": 0.9}',
      '[{"score": 0.9}]',
      '"{\\"score\\": 0.9}"',
      '{"score": 0.9,}',
      '{"score": 1e400}',
      '{"score": true}',
      '{"result": {"score": 0.9}}',
      '{"score": NaN}',
    ],
  },
  'askmydoc--rag-answer-faithfulness-supported-claims-ratio-0-1-json-score-go-unmarshal': {
    accept: [
      '{"score": 1.0, "reason": "Both claims (1.5 days per month, carry-over cap of 5 days) appear in Chunk 1."}',
      '{"score": 0.5, "reason": "One of the two claims is supported."}',
      '```json\n{"score": 0.75, "reason": "3 of 4 claims are supported."}\n```',
      '{"Score": 0.4}',
      '{"\u017fcore": 0.6}',
      '{"score": 2.5}',
      'Evaluation: {"score": 0, "reason": "None of the claims is supported."} Done.',
      '[{"score": 0.8}]',
      '{"score": 0.9, "score": null}',
      '{"score": 1, "confidence": "high"}',
    ],
    reject: [
      '',
      'Score: 0.8',
      '{"reason": "No score was given."}',
      '{"score": "0.8", "reason": "String score."}',
      '{"score": 0.8, "reason": 42}',
      'null',
      '{"score": null}',
      '{"score": 1e400}',
      '{"score": 0.8,}',
      '{"score": 0.8} and later {"score": 0.9}',
      '{"score": true}',
      "{'score': 0.8}",
    ],
  },
  'dittobench--longmemeval-memory-qa-response-contains-correct-answer-json-correct-yes-no-string': {
    accept: [
      '{"correct":"yes","rationale":"The response says the Kyoto trip lasted 5 days, matching the answer."}',
      '{"correct":"no","rationale":"The response names Lisbon instead of Porto."}',
      '```json\n{"correct": "yes", "rationale": "Matches the correct answer."}\n```',
      '{"correct": " YES ", "rationale": "ok"}',
      'Verdict below.\n{"correct":"no","rationale":"The model fabricated a date."}\nThanks',
      '{"correct":"partially","rationale":"Half of the answer is right."}',
      '{"rationale":"x","correct":"yes","extra":{"a":1}}',
      '{"correct": true, "correct": "yes"}',
    ],
    reject: [
      '',
      'yes',
      '{"correct": true, "rationale": "Boolean instead of string."}',
      '{"correct": null}',
      '{"Correct": "yes"}',
      '{"verdict": "yes"}',
      '{"correct": "yes",}',
      "{'correct': 'yes'}",
      '{"correct": "yes"} {"correct": "no"}',
      '{"result": {"correct": "yes"}}',
      '{"correct": "yes", "rationale": "\\udc00"}',
    ],
  },
  'animalguide--ru-animal-facts-answer-vs-reference-correct-partial-wrong-abstain-json-verdict-go-decoder': {
    accept: [
      '{"verdict": "correct", "reason": "Диапазон 2–4,5 кг совпадает с эталоном."}',
      '{"verdict": "partial", "reason": "Верхняя граница веса указана, нижней нет."}',
      '```json\n{"verdict": "wrong", "reason": "Назван вес 7–12 кг, что противоречит эталону."}\n```',
      '{"verdict": "abstain", "reason": "Ответ прямо говорит, что данных нет."}',
      '{"verdict": " Correct ", "reason": "Совпадает."}',
      '{"Verdict": "WRONG"}',
      '{"verdict": "correct"} Дополнительно: ответ точен.',
      '{"result": {"verdict": "partial", "reason": "Не хватает нижней границы."}}',
      '{"verdict": "PART\u0130AL"}',
      '{"note": "{", "verdict": "abstain"}',
      '{"verdict": 1} {"verdict": "correct"}',
    ],
    reject: [
      '',
      'correct',
      '{"verdict": "incorrect", "reason": "Неверный вес."}',
      '{"verdict": "correct|partial|wrong|abstain", "reason": "шаблон"}',
      '{"verdict": "correct", "reason": 5}',
      '{"verdict": "correct",}',
      '{"verdict": ""}',
      '{"verdict": "wrong", "reason": "Вес неверный."',
      '{"verdict": "неверно"}',
      '{"verdict": "incorrect"} {"verdict": "wrong"}',
      '{"verdict": "   "}',
      '{"verdict": null, "reason": "нет"}',
    ],
  },
};

describe('set 524 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_524).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_524[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
