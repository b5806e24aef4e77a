import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_673 } from './framework-parsers-673';

const GRADE = (fields: string) =>
  `{"student_answer": "私は三年間英語を勉強しています。", ${fields}, "reasoning": "「3年間」2点、継続の表現4点、自然さ2点。", "comments": "とてもよくできています。"}`;
const BOX = '"score_box": {"x": 0.86, "y": 0.12}';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'avaliador-de-prompt-ia--prompt-quality-clareza-contexto-eficacia-three-score-lines-regex': {
    accept: [
      'CLAREZA: 8\nCONTEXTO: 6\nEFICÁCIA: 7\n\nSUGESTÕES:\n- Informe o motivo do atraso\n- Defina o tom do e-mail\n\nPROMPT OTIMIZADO:\nEscreva um e-mail cordial para um cliente...',
      'Clareza: 8\nContexto: 7\nEficácia: 9',
      'clareza:9 contexto:8 eficacia:7',
      'CLAREZA 8\nCONTEXTO 6\nEFICACIA 7',
      'Clareza: 8/10\nContexto: 5/10\nEficácia: 6/10',
      'Nota de CLAREZA: 8, nota de CONTEXTO: 7 e nota de EFICÁCIA: 6.',
      'CLAREZA:\n8\nCONTEXTO:\t7\nEFICÁCIA:\u00a06',
      'CLAREZA: ８\nCONTEXTO: ７\nEFICÁCIA: ６',
      'Clareza: 8.5\nContexto: 7\nEficácia: 6',
    ],
    reject: [
      '',
      'Clareza: 8\nContexto: 7',
      '**Clareza:** 8\n**Contexto:** 7\n**Eficácia:** 6',
      'Clareza - 8\nContexto - 7\nEficácia - 6',
      'CLAREZA: [8]\nCONTEXTO: [7]\nEFICÁCIA: [6]',
      'Clareza: oito\nContexto: sete\nEficácia: seis',
      'Clareza: 8\nContexto: 7\nEficiência: 6',
      'Clarity: 8\nContext: 7\nEffectiveness: 6',
      'CLAREZA :8\nCONTEXTO :7\nEFICÁCIA :6',
    ],
  },
  'evaluador-presentaciones-ia--slide-deck-presentation-quality-0-10-json-first-to-last-brace': {
    accept: [
      '{\n  "overallScore": 7.5,\n  "maxScore": 10,\n  "summary": "Mensaje claro, pero las diapositivas 3 y 4 tienen demasiado texto.",\n  "criteria": [\n    {"name": "Claridad del mensaje principal", "score": 8, "maxScore": 10, "feedback": "La idea central se entiende."}\n  ],\n  "slides": [\n    {"slideNumber": 1, "title": "Estrategia 2025", "score": 8, "maxScore": 10, "strengths": ["Título legible"], "improvements": ["Añadir fuente de los datos"]}\n  ]\n}',
      '{"overallScore": 9, "maxScore": 10, "summary": "Excelente", "criteria": [], "slides": []}',
      '```json\n{"overallScore": 6, "maxScore": 10, "summary": "Correcta"}\n```',
      'Aquí está la evaluación:\n{"overallScore": 8, "summary": "Buen diseño"}\nEspero que sea útil.',
      '{}',
      '{"overallScore": "8"}',
      '}[1]{',
    ],
    reject: [
      '',
      'Puntuación global: 8/10',
      '{"overallScore": 8,}',
      "{'overallScore': 8}",
      '{"overallScore": 8.5, "summary": "Buen diseño"',
      'Primera versión: {"overallScore": 7} Versión corregida: {"overallScore": 8}',
      '{"overallScore": NaN}',
      '}5{',
      '} null {',
    ],
  },
  'auto-saiten--handwritten-answer-grading-rubric-json-pydantic-response-schema': {
    accept: [
      GRADE(`"score": 8, "max_score": 8, ${BOX}`),
      GRADE(`"score": 6, "max_score": 8, ${BOX}`),
      `\n  ${GRADE(`"score": 0, "max_score": 8, ${BOX}`)}  \n`,
      GRADE(`"score": "7", "max_score": "8", ${BOX}`),
      GRADE(`"score": 7.0, "max_score": 8, ${BOX}`),
      GRADE(`"score": 5, "max_score": 8, "score_box": {"x": 1, "y": 0}`),
      GRADE(`"score": 5, "max_score": 8, ${BOX}, "confidence": 0.9`),
      GRADE(`"score": 5.5, "score": 5, "max_score": 8, ${BOX}`),
    ],
    reject: [
      '',
      '```json\n' + GRADE(`"score": 8, "max_score": 8, ${BOX}`) + '\n```',
      GRADE(`"score": 8, "max_score": 8`),
      GRADE(`"score": 7.5, "max_score": 8, ${BOX}`),
      GRADE(`"score": null, "max_score": 8, ${BOX}`),
      GRADE(`"score": 8, "max_score": 8, "score_box": [0.86, 0.12]`),
      GRADE(`"score": "7点", "max_score": 8, ${BOX}`),
      GRADE(`"score": 8, "max_score": 8, ${BOX}`) + '\n以上です。',
      '[' + GRADE(`"score": 8, "max_score": 8, ${BOX}`) + ']',
      `{"student_answer": "私は三年間英語を勉強しています。", "score": 8, "max_score": 8, "reasoning": 8, "comments": "よい", ${BOX}}`,
      `{'student_answer': 'x', 'score': 8, 'max_score': 8, 'reasoning': 'y', 'comments': 'z', 'score_box': {'x': 0.5, 'y': 0.5}}`,
    ],
  },
};

describe('set 673 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_673).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_673[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
