import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_461 } from './framework-parsers-461';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'taplin--rag-answer-makes-sense-for-question-binary-0-1-word-boundary-search': {
    accept: [
      '1',
      '0',
      '  1\n',
      '1.',
      "'1'",
      '**1**',
      'Respuesta: 1',
      'La respuesta es relevante y tiene sentido para la pregunta: 1',
      '0 - la respuesta no tiene nada que ver con la pregunta',
      '1.5',
      '0,8',
      '1\u0301',
    ],
    reject: [
      '',
      '10',
      '01',
      '2',
      'Sí',
      'uno',
      '\uff11',
      'a1',
      '1a',
      '_1',
      'é1',
      '1º',
      'Nota: 10/10',
      '\u0661',
    ],
  },
  'chatbox-haui--chatbot-answer-vs-ground-truth-is-correct-faithfulness-json-fence-strip': {
    accept: [
      '{"is_correct": true, "faithfulness": 1.0, "note": "Câu trả lời đúng nhưng thiếu điều kiện không có học phần điểm F."}',
      '```json\n{"is_correct": false, "faithfulness": 0.8, "note": "Thiếu thông tin quan trọng"}\n```',
      '```\n{"is_correct": true, "faithfulness": 0.9, "note": "Đúng"}\n```',
      '{"is_correct": true}',
      'json {"is_correct": false, "faithfulness": 0}',
      '{"is_correct": true, "faithfulness": null, "note": "ok"}',
      '{"is_correct": "true", "faithfulness": 1}',
      '{"is_correct": true, "faithfulness": NaN}',
      '  \n{"is_correct": false, "faithfulness": true, "note": ""}\n',
      '{"note": "ok", "faithfulness": 0.5, "is_correct": 0}',
    ],
    reject: [
      '',
      'true',
      '[{"is_correct": true}]',
      '{"faithfulness": 1.0, "note": "Đúng"}',
      '{"is_correct": null, "faithfulness": 1.0}',
      '```JSON\n{"is_correct": true, "faithfulness": 1.0}\n```',
      'Đây là kết quả: {"is_correct": true, "faithfulness": 1.0}',
      '```json\n{"is_correct": true, "faithfulness": 1.0}\n```\nHy vọng hữu ích.',
      '{"is_correct": true, "faithfulness": "0.9"}',
      '{"is_correct": true, "faithfulness": [1.0]}',
      "{'is_correct': True, 'faithfulness': 1.0}",
      '{"is_correct": true, "faithfulness": 1.0,}',
      '{"is_correct": true, "note": "\\ud800"}',
    ],
  },
};

describe('set 461 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_461).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_461[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
