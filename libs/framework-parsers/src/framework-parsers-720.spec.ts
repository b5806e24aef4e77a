import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_720 } from './framework-parsers-720';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'regllm--spanish-banking-regulation-qa-adequacy-si-no-plus-0-1-puntuacion-labelled-lines': {
    accept: [
      "ADECUADA: SI\nPUNTUACION: 0.85\nDATOS_PRESENTES: MoC, PD\nDATOS_AUSENTES: EBA/GL/2017/16\nEXPLICACION: Recoge el MoC sobre la PD pero no cita las directrices.",
      "ADECUADA: NO\nPUNTUACION: 0.2\nDATOS_PRESENTES: ninguno\nDATOS_AUSENTES: MoC, PD, EBA/GL/2017/16\nEXPLICACION: La respuesta no menciona el margen de conservadurismo.",
      "ADECUADA: Sí\nPUNTUACION: 1.0",
      "adecuada: si\nPUNTUACION: 0.7",
      "ADECUADA:SI\nPUNTUACION:0.9",
      "ADECUADA: SÍ\nPUNTUACION: .75",
      "ADECUADA: NO\nPUNTUACION: 0",
      "ADECUADA: SI\nPUNTUACION: 85",
      "Evaluación:\nADECUADA: Sin duda\nPUNTUACION: 0.9",
      "ADECUADA: [SI/NO]\nADECUADA: SI\nPUNTUACION: 0.8",
      "ADECUADA:\nSI\nPUNTUACION:\n0.6",
      "ADECUADA: ſi\nPUNTUACION: 0.6",
      "ADECUADA: SI\nPUNTUACION: ０.８",
      "PUNTUACION: 0.5\nADECUADA: NO",
      "ADECUADA:\u00a0SI\nPUNTUACION:\u00a00.8",
      "ADECUADA: NOT REALLY\nPUNTUACION: 0.3",
    ],
    reject: [
      "",
      "ADECUADA: SI",
      "PUNTUACION: 0.8",
      "ADECUADA: SI\nPUNTUACIÓN: 0.8",
      "ADECUADA: SI\nPuntuacion: 0.8",
      "ADECUADA: SI\nPUNTUACION: 0.85.",
      "ADECUADA: [SI]\nPUNTUACION: 0.8",
      "ADECUADA: SI\nPUNTUACION: [0.8]",
      "**ADECUADA:** SI\n**PUNTUACION:** 0.8",
      "ADECUADA: YES\nPUNTUACION: 0.8",
      "ADECUADA - SI\nPUNTUACION - 0.8",
      "ADECUADA: SI\nPUNTUACION: 1.2.3",
      "ADECUADA: SI\nPUNTUACION: .",
      "ADECUADA: ıi\nPUNTUACION: 0.8",
      "ADECUADA: SI\nPUNTUACION: alta",
      "ADECUADA:\u200bSI\nPUNTUACION: 0.8",
    ],
  },
  'mosaic-fl--clinical-rag-prediction-justification-quality-1-5-nota-line': {
    accept: [
      "NOTA: 4\nMOTIVO: A justificativa é coerente com os dois casos de internação em UTI recuperados.",
      "NOTA: 1\nMOTIVO: Contradiz a classe prevista.",
      "NOTA 3\nMOTIVO: razoável, mas genérica.",
      "nota: 5",
      "Nota:5",
      "NOTA: 45",
      "NOTA: 3/5\nMOTIVO: vaga.",
      "NOTA:\n2\nMOTIVO: fraca.",
      "Minha avaliação: NOTA: 4",
      "NOTA: 0\nDepois de reler, nota 3.",
      "MOTIVO: clara e coerente.\nNOTA: 4",
      "NOTA:\u00a04",
    ],
    reject: [
      "",
      "NOTA: 0\nMOTIVO: inútil.",
      "NOTA: 6",
      "NOTA - 4",
      "NOTA: <4>",
      "NOTA: **4**",
      "**NOTA:** 4",
      "Nota = 4",
      "Score: 4\nReason: clear.",
      "NOTA: quatro",
      "NOTA: ４",
      "MOTIVO: a justificativa é clara e bem fundamentada.",
      "N O T A: 4",
      "NOTA:\u200b4",
    ],
  },
};

describe('set 720 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_720).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_720[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
