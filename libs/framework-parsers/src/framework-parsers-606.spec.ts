import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_606 } from './framework-parsers-606';

// A natural, schema-valid correction and variants of it (the cases stay plain strings once built).
const FEEDBACK =
  'El desarrollo identifica correctamente la obligación de resolver del art. 21 LPAC y la regla general del silencio estimatorio, pero confunde el plazo supletorio: son tres meses, no seis. Falta además la referencia a la suspensión del plazo del art. 22.';
const base: Record<string, unknown> = {
  puntuacion: 6.5,
  feedback: FEEDBACK,
  mejoras: [
    'Corregir el plazo supletorio del art. 21.3 LPAC: tres meses, no seis.',
    'Mencionar los supuestos de suspensión del plazo del art. 22 LPAC.',
    'Distinguir silencio desestimatorio y caducidad en los procedimientos de oficio (art. 25).',
  ],
  citas_usadas: [
    { ley: 'LPAC', articulo: '21', apartado: '3', textoExacto: 'Cuando las normas reguladoras de los procedimientos no fijen el plazo máximo, éste será de tres meses.' },
    { ley: 'LPAC', articulo: '24', textoExacto: 'legitima al interesado o interesados para entenderla estimada por silencio administrativo' },
  ],
  dimension_juridica: 6,
  dimension_argumentacion: 7,
  dimension_estructura: 7,
};
const j = (patch: Record<string, unknown> = {}, drop: string[] = [], indent = 2): string => {
  const o: Record<string, unknown> = { ...base, ...patch };
  for (const k of drop) delete o[k];
  return JSON.stringify(o, null, indent);
};

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'oposolution--spanish-oposicion-legal-essay-correction-0-10-json-zod-three-dimensions': {
    accept: [
      j(),
      j({}, [], 0),
      '```json\n' + j() + '\n```',
      '```\n' + j() + '\n```',
      '```JSON\n' + j() + '\n```  \n',
      '\n\n  ' + j() + '\n',
      j({ puntuacion: '7.5', dimension_juridica: '8' }),
      j({ citas_usadas: [] }),
      j({ comentario_adicional: 'campo no previsto' }),
      j({ puntuacion: 10, dimension_estructura: 0 }),
      j({ puntuacion: null }),
      j({ dimension_argumentacion: [7] }),
      j({ mejoras: ['Una sola mejora concreta.'] }),
      j({ feedback: 'Veinte caracteres ok.' }),
    ],
    reject: [
      '',
      'Aquí tienes la corrección:\n' + j(),
      '```json\n' + j() + '\n```\nEspero que te sea útil.',
      '```js\n' + j() + '\n```',
      j({ puntuacion: 12 }),
      j({ puntuacion: -0.5 }),
      j({ puntuacion: 'siete' }),
      j({ dimension_juridica: {} }),
      j({}, ['dimension_estructura']),
      j({}, ['citas_usadas']),
      j({ mejoras: [] }),
      j({ mejoras: ['a', 'b', 'c', 'd', 'e', 'f'] }),
      j({ mejoras: [1, 2] }),
      j({ feedback: 'Bien, pero corto.' }),
      j({ citas_usadas: [{ ley: 'LPAC', articulo: '21', apartado: null, textoExacto: 'tres meses' }] }),
      j({ citas_usadas: [{ ley: '', articulo: '21', textoExacto: 'tres meses' }] }),
      j({ citas_usadas: [{ ley: 'LPAC', articulo: 21, textoExacto: 'tres meses' }] }),
      '[' + j() + ']',
      j().replace(/\n}$/, ',\n}'),
      "{'puntuacion': 7, 'feedback': 'comillas simples de Python no son JSON'}",
    ],
  },
};

describe('set 606 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_606).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_606[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
