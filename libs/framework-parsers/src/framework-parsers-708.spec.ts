import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_708 } from './framework-parsers-708';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'xai-llm-project--pl-qa-answer-vs-expected-correct-hallucination-abstain-json-category-keyword-fallback': {
    accept: [
      '{"category": "HALLUCINATION", "explanation": "Model podał Sydney zamiast Canberry i dodał wymyślone uzasadnienie."}',
      '{"category": "CORRECT", "explanation": "Model wskazał Canberrę, zgodnie z prawidłową odpowiedzią."}',
      '```json\n{"category": "ABSTAIN", "explanation": "Model przyznał, że nie wie."}\n```',
      '{"category": "correct", "explanation": "ok"}',
      '{"category": "ABSTAIN"}',
      '{"category": "HALLUCINATION", "explanation": ["Sydney nie jest stolicą"]}',
      'Klasyfikacja: ABSTAIN',
      'Odpowiedź jest INCORRECT.',
      '{"category": "HALLUCINATION", "explanation": "Model twierdzi, że {stolica} to Sydney"}',
      '{"category": "CORRECT", "explanation": "a",}',
      '{"category": "CORRECT", "explanation": "linia 1\nlinia 2"}',
      '{"category": "Abstain", "explanation": "nie wiem", "category": "ABSTAIN"}',
      '{"category": "HALLUCINATION", "explanation": {"powód": "Sydney"}}',
    ],
    reject: [
      '',
      'Odpowiedź modelu jest błędna.',
      '{"category": "INCORRECT", "explanation": "Sydney to nie stolica."}',
      '{"category": "WRONG", "explanation": "HALLUCINATION"}',
      '{"category": null, "explanation": "brak"}',
      '{"category": "CORRECT", "explanation": null}',
      '{"category": "ABSTAIN", "explanation": 0}',
      '{"category": 1}',
      '{"category": "CORRECT ", "explanation": "x"}',
      '{"kategoria": "POPRAWNA"}',
      '{"note": "category", "verdict": "CORRECT"}',
      '{"category": "ABSTAIN", "explanation": false}',
    ],
  },
  'nsu-abitur-bot--ru-admission-bot-answer-vs-reference-1-5-json-score-lazy-first-brace': {
    accept: [
      '{"score": 4, "reasoning": "Названы паспорт и аттестат и подача через Госуслуги, но не упомянуты СНИЛС и ЕГЭ."}',
      '```json\n{"score": 3, "reasoning": "Ответ неполный."}\n```',
      'Оценка: {"score": 5, "reasoning": "Идеально"}',
      '{"score": 2}',
      '{\n  "score": 4,\n  "reasoning": "Хорошо"\n}',
      '{"score": NaN, "reasoning": "?"}',
      '{"score": "5", "reasoning": "строка"}',
      '{"score": 1, "reasoning": "неверно"} и ещё {мусор}',
    ],
    reject: [
      '',
      'Оценка: 4 из 5',
      "{'score': 4, 'reasoning': 'ok'}",
      '{"score": 4, "reasoning": "нет {деталей}"}',
      '{"score": 4, "details": {"completeness": 3}}',
      '{"score": 4,}',
      '{"score": 4, "reasoning": "строка1\nстрока2"}',
      '{score: 4}',
      '{"score": 4',
      'Пояснение {см. ниже}: {"score": 4}',
    ],
  },
};

describe('set 708 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_708).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_708[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
