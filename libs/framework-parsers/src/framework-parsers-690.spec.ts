import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_690 } from './framework-parsers-690';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'hackthon-magalucloud--pdf-quiz-user-answer-bom-medio-ruim-classificacao-json-parse-whole-reply': {
    accept: [
      '{"classificacao": "bom", "palavras_chave": ["nuvem", "escalar", "sob demanda", "pagar pelo uso"]}',
      '{\n  "classificacao": "bom",\n  "palavras_chave": [\n    "computação em nuvem",\n    "recursos sob demanda"\n  ]\n}',
      '{"classificacao": "medio", "palavras_chave": []}',
      '  {"classificacao":"ruim","palavras_chave":["custo"]}\n',
      '{"classificacao": "ótimo", "palavras_chave": ["nuvem"]}',
      '{"palavras_chave": ["nuvem"], "classificacao": "bom", "justificativa": "A resposta cobre a ideia principal."}',
      '{"classificacao": "bom", "palavras_chave": "nuvem, escalar"}',
      '\t{"classificacao": "bom"}\r\n',
    ],
    reject: [
      '',
      '```json\n{"classificacao": "bom", "palavras_chave": ["nuvem", "escalar"]}\n```',
      'Aqui está a avaliação:\n{"classificacao": "bom", "palavras_chave": ["nuvem"]}',
      "{'classificacao': 'bom', 'palavras_chave': ['nuvem']}",
      '{"classificacao": "bom", "palavras_chave": ["nuvem",],}',
      'classificacao: bom\npalavras_chave: nuvem, escalar',
      '\uFEFF{"classificacao": "bom"}',
      '\u00a0{"classificacao": "bom"}',
      '{"classificacao": "bom"} {"classificacao": "medio"}',
      'bom',
      '{"classificacao": "bom", "nota": NaN}',
      '{"classificacao": "bom", "palavras_chave": ["nuvem"]}\nEspero ter ajudado!',
    ],
  },
};

describe('set 690 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_690).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_690[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
