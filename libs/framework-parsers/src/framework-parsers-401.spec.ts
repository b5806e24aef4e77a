import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_401 } from './framework-parsers-401';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'llm-as-a-judge-study--adk-agent-response-quality-0-1-json-score-greedy-brace-fallback': {
    accept: [
      '{"score": 0.8, "correctness": 0.9, "relevance": 0.95, "completeness": 0.6, "clarity": 0.9, "safety": 1.0, "justification": "A resposta define corretamente o aprendizado supervisionado, mas não cita regressão.", "strengths": ["Definição correta", "Exemplo claro"], "weaknesses": ["Não menciona regressão"], "recommendations": ["Citar classificação e regressão"]}',
      '```json\n{"score": 0.7, "justification": "Boa resposta, porém incompleta."}\n```',
      'Aqui está a avaliação:\n{"score": 0.9, "justification": "Excelente"}\nEspero ter ajudado.',
      '  {"score": 1}  \n',
      '{"score": NaN}',
      '{"score": Infinity, "justification": "x"}',
      '{"score": "0.8"}',
      '{"score": 0.5, "error": false}',
      '{"score": 0.2, "error": ""}',
      '```json\n{"score": 0.8, "justification": "usa {chaves} no texto"}\n```',
      '{"score": 0.6} // fim da avaliação',
      '{"detalhes": {"nota": 1}, "score": 0.6}',
    ],
    reject: [
      '',
      'score: 0.8',
      'Nota final: 0.8 — boa resposta.',
      '{"justification": "Resposta correta e clara."}',
      '{"score": null, "justification": "sem nota"}',
      '[{"score": 0.8}]',
      '0.8',
      '"{\\"score\\": 0.8}"',
      '{"score": 0.8,}',
      "{'score': 0.8}",
      '{"score": 0.4} e depois {"score": 0.6}',
      '{"error": "timeout", "score": 0.3}',
      '{"score": 0.8',
    ],
  },
};

describe('set 401 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_401).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_401[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
