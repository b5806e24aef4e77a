import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_616 } from './framework-parsers-616';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'tickets-ai-ml--es-it-helpdesk-ticket-priority-baja-media-alta-critica-stringified-json-prompt-json-reply-fence-and-newline-strip': {
    accept: [
      '{"prioridad": "alta", "categoria": "hardware", "agente_sugerido": "soporte junior", "razonamiento": "El usuario no puede imprimir reportes urgentes; suele resolverse reinstalando la cola de impresión.", "solucion": ["1. Verificar que la impresora esté encendida y en red.", "2. Reinstalar el driver de la impresora.", "3. Limpiar la cola de impresión."], "keywords_detectadas": ["impresora", "laptop", "error", "conexión"]}',
      '```json\n{\n  "prioridad": "media",\n  "categoria": "software",\n  "agente_sugerido": "soporte junior",\n  "razonamiento": "Afecta a un solo usuario.",\n  "solucion": ["Paso 1"],\n  "keywords_detectadas": ["wifi"]\n}\n```',
      '{"prioridad": "crítica"}',
      '{"prioridad": "baja", "razonamiento": "Primera línea\nsegunda línea", "solucion": []}',
      '{"prioridad": "alta", "razonamiento": "Uno\\nDos"}',
      '\u00a0{"prioridad":"media","solucion":"","pasos":["Reiniciar el router"]}\ufeff',
      '{"prioridad": "urgente", "categoria": "red"}',
      '{"prioridad": 3, "keywords": ["vpn"]}',
      '{"prioridad": "Alta", "solucion": null, "keywords_detectadas": 0}',
      '{"prioridad":\t"baja",\r\n"categoria": "otros"}',
    ],
    reject: [
      '',
      'null',
      '{}',
      '{"prioridad": "", "categoria": "hardware"}',
      '{"categoria": "hardware", "agente_sugerido": "soporte senior"}',
      'Aquí está la clasificación: {"prioridad": "alta", "categoria": "hardware"}',
      '```JSON\n{"prioridad": "alta"}\n```',
      "{'prioridad': 'alta'}",
      '{"prioridad": "alta",}',
      '{"prioridad": "alta", "solucion": "Reiniciar la impresora"}',
      '{"prioridad": "alta", "keywords_detectadas": "impresora, red"}',
      '{"prioridad": "alta", "razonamiento": "Ruta C:\\\\nuevo"}',
      '["alta"]',
      '"alta"',
      'Prioridad: alta',
    ],
  },
};

describe('set 616 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_616).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_616[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
