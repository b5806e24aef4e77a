import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_574 } from './framework-parsers-574';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'otimiza-farmavet--whatsapp-vet-pharmacy-bot-reply-compliance-rules-json-aprovado-greedy-brace': {
    accept: [
      '{"aprovado": true, "violacoes": [], "nota": "Resposta acolhedora, pediu a receita e informou o prazo de entrega."}',
      '{"aprovado": false, "violacoes": ["Não informou o prazo de entrega de 2 a 3 dias úteis"], "nota": "Faltou o prazo."}',
      '```json\n{"aprovado": true, "violacoes": [], "nota": "ok"}\n```',
      'Segue a avaliação:\n{"aprovado": false, "violacoes": [], "nota": ""}',
      '{"aprovado": "sim"}',
      '{"aprovado": null, "violacoes": null}',
      '{"aprovado": false, "violacoes": [{"regra": 2}], "nota": "regra 2 violada"}',
      '[{"aprovado": true}]',
      '{"nota": "Tudo certo", "aprovado": 1}',
    ],
    reject: [
      '',
      'APROVADO',
      '{"violacoes": [], "nota": "sem o campo aprovado"}',
      "{'aprovado': True, 'violacoes': []}",
      '{"aprovado": true}\n{"aprovado": false}',
      '{"aprovado": false, "violacoes": "Não pediu a receita do veterinário"}',
      '{"aprovado": true, "violacoes": [],}',
      '{"aprovado": true, "nota": {"toString": "x"}}',
      '{"aprovado": NaN}',
      '"aprovado": true',
    ],
  },
  'vsm-store--cesarin-vape-shop-assistant-turn-relevance-tone-hallucination-escalation-json-fence-strip': {
    accept: [
      '{\n    "relevance_score": 6,\n    "hallucination_detected": false,\n    "tone_score": 9,\n    "escalation_offered": true,\n    "issues": ["No ofreció alternativas de sabor mango compatibles"],\n    "recommendation": "Sugerir líquidos de mango para los cartuchos vacíos"\n}',
      '```json\n{"relevance_score": 8, "hallucination_detected": false, "tone_score": 7, "escalation_offered": false, "issues": [], "recommendation": "Ofrecer soporte humano"}\n```',
      '{"relevance_score": "7"}',
      '{"relevance_score": 15, "hallucination_detected": true}',
      '{"relevance_score": 3.5, "issues": "ninguno"}',
      '  {"relevance_score": 1}  \n',
      '{"relevance_score": -4}',
      '{"relevance_score": [9], "issues": [["a", "b"], null]}',
    ],
    reject: [
      '',
      'Relevancia: 8/10',
      '{"tone_score": 8, "hallucination_detected": false}',
      '{"relevance_score": 0, "tone_score": 9}',
      '{"relevance_score": "alta"}',
      '{"relevance_score": {}}',
      'Aquí está mi evaluación:\n{"relevance_score": 8}',
      '```JSON\n{"relevance_score": 8}\n```',
      'null',
      '{"relevance_score": 8, "issues": [{"toString": 1}]}',
      '{"relevance_score": 8,}',
      "{'relevance_score': 8}",
    ],
  },
  'convertia-reclutamiento--sales-support-roleplay-conversation-0-100-puntuacion-global-line': {
    accept: [
      'Puntuación global: 78\n\nFortalezas:\nBuena empatía y presentó el beneficio de ahorro de tiempo.\n\nÁreas de mejora:\nNo respondió con datos concretos a la objeción de precio.\n\nConsejos específicos:\n- Cuantificar el ahorro frente a un reclutador adicional\n- Proponer la demo antes',
      'Puntuación global: 100',
      'Puntuación global: 85/100',
      'Puntuación global: 72.5',
      'Evaluación del candidato\nPuntuación global: 0',
      '**Resumen**\nPuntuación global: 64 puntos',
      'Puntuación global: 150',
      'Nota previa. Puntuación global: 55 (ajustada). Puntuación global: 60',
    ],
    reject: [
      '',
      '**Puntuación global:** 78',
      'Puntuación global: [78]',
      'puntuación global: 78',
      'Puntuacion global: 78',
      'Puntuación Global: 78',
      'Puntuación global:78',
      'Puntuación global:  78',
      'Puntuación global: ٧٨',
      'Puntuación global: setenta y ocho',
      'Puntuacio\u0301n global: 78',
      'Score: 78',
    ],
  },
  'vetrality--local-business-review-reply-quality-1-10-voto-json-fence-strip': {
    accept: [
      '{\n  "voto": 8,\n  "punti_forza": ["Tono empatico e caloroso", "Offre un dolce in omaggio"],\n  "criticita": ["La scusa per l\'imprevisto è generica"],\n  "suggerimento": "Spiegare cosa cambierà per evitare attese."\n}',
      '```json\n{"voto": 6, "punti_forza": [], "criticita": ["Troppo lunga"], "suggerimento": "Accorciarla a tre frasi."}\n```',
      '{"voto": "7"}',
      '{"voto": 9.5, "punti_forza": ["Personalizzata"]}',
      '{"voto": 10, "suggerimento": ["Aggiungere il nome del cliente"]}',
      '{"voto": 0}',
      ' \n{"voto": 7, "punti_forza": "", "criticita": []}\n',
      '{"voto": [8]}',
    ],
    reject: [
      '',
      'Voto: 8/10',
      'null',
      '0',
      '{"punti_forza": ["Tono caldo"], "suggerimento": "ok"}',
      '{"voto": {"valore": 8}}',
      '{"voto": 8, "punti_forza": [{"testo": "Tono caldo"}]}',
      '{"voto": 3, "criticita": "La risposta è troppo lunga"}',
      '{"voto": "otto"}',
      'Ecco la valutazione:\n{"voto": 8}',
      '{"voto": 8, "suggerimento": {"testo": "x"}}',
      '{"voto": null}',
      '{"voto": true}',
      '```JSON\n{"voto": 8}\n```',
      "{'voto': 8}",
    ],
  },
};

describe('set 574 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_574).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_574[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
