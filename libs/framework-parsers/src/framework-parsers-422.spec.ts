import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_422 } from './framework-parsers-422';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'closepulse--assistant-answer-quality-ethics-clarity-traffic-light-json-status': {
    accept: [
      '{"status": "green", "reason": "Fachlich korrekt, klare Preisangabe und unbedenklich."}',
      '{\n  "status": "yellow",\n  "reason": "Der Preis stimmt, aber die kostenlose Testphase ist nicht belegt."\n}',
      '  {"status":"red","reason":"Falsche Zusage zur CRM-Anbindung."}\n',
      '{"status": "green"}',
      '{"reason": "Unethischer Rat.", "status": "red"}',
      '{"status": "grün", "status": "green"}',
      '\r\n{"status":"yellow","reason":"unklar"}\t',
    ],
    reject: [
      '',
      '```json\n{"status": "green", "reason": "Korrekt."}\n```',
      'Hier ist meine Bewertung: {"status": "green", "reason": "Korrekt."}',
      '{"status": "Green", "reason": "Korrekt."}',
      '{"status": "grün"}',
      "{'status': 'green', 'reason': 'Korrekt.'}",
      '{"status": "green", "reason": "Korrekt.",}',
      '{"reason": "Kein Status angegeben."}',
      '[{"status": "green"}]',
      '"green"',
      'green',
      '\u00a0{"status": "green"}',
    ],
  },
};

describe('set 422 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_422).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_422[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
