import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_591 } from './framework-parsers-591';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'hungnq-webb--vietnamese-essay-short-answer-flexible-0-max-json-score-regex-fallback': {
    accept: [
      '{\n  "score": 9,\n  "feedback": "Giải đúng x = 4 và trình bày các bước rõ ràng.",\n  "strengths": ["Kết quả chính xác", "Các bước logic"],\n  "improvements": ["Ghi rõ phép chia hai vế"]\n}',
      '```json\n{"score": 9.5, "feedback": "Đúng và đủ ý.", "strengths": [], "improvements": []}\n```',
      '```\n{"score": 4, "feedback": "Thiếu bước chuyển vế."}\n```',
      '{"score": 0, "feedback": "Sai hoàn toàn."}',
      '{"score": "7"}',
      '{"score": 12}',
      'Đây là kết quả chấm:\n```json\n{"score": 7, "feedback": "Khá tốt"}\n```',
      '{"score": 8, "feedback": "Tốt",}',
      'Score: 6/10',
      '\u00a0{"score": 10}\u00a0',
    ],
    reject: [
      '',
      '{"diem": 8}',
      '{"Score": 8}',
      '{"score": null}',
      '{"score": ""}',
      '{"score": "bảy"}',
      '{"score": "7/10"}',
      '[{"score": 8}]',
      '8',
      'null',
      'Điểm: 8/10',
      "{'score': 8}",
      'Score = 8',
    ],
  },
  'ia-entretejiendo--spanish-kids-math-word-problem-exact-number-10-or-0-first-digit-run': {
    accept: [
      '10',
      '0',
      'Puntuación: 10',
      '10 puntos',
      '١٠',
      '１０',
      'La respuesta esperada es 24 y el estudiante respondió 24 kunais, así que asigno 10 puntos.',
    ],
    reject: ['', 'diez', 'cero', 'Correcto', 'Respuesta correcta: se asigna la máxima puntuación.', '½', '²', 'Ⅹ'],
  },
  'gemini-auto-grader--indonesian-rubric-answer-grading-bold-nilai-line-startswith': {
    accept: [
      '**Nilai:** Good (80)\n**Umpan Balik:** Jawaban sudah menjelaskan ketidakseragaman persepsi warna pelangi dan masalah buta warna, tetapi belum menyebut alternatif seperti viridis.',
      '**Nilai:** Excellent (100)',
      '**Nilai:**Fair (60)',
      'Berikut penilaian saya.\n\n**Nilai:** Good (80)\n\n**Umpan Balik:**\nAnalisis relevan namun kurang contoh.',
      '**Nilai:** 80',
      '**Nilai:** Good (80)\r\n**Umpan Balik:** Cukup baik.',
      'Penilaian\u2028**Nilai:** Poor (40)',
      '**Nilai:** Good (80)\n**Nilai:** Fair (60)',
    ],
    reject: [
      '',
      '        **Nilai:** Good (80)\n        **Umpan Balik:** Cukup baik.',
      '**Nilai**: Good (80)',
      'Nilai: Good (80)',
      '### **Nilai:** Good (80)',
      '**Nilai:**   \n**Umpan Balik:** Jawaban cukup baik.',
      '**NILAI:** Good (80)',
      '- **Nilai:** Good (80)',
      '**Nilai :** Good (80)',
      'Good (80)',
    ],
  },
  'ai-correction-system--french-vision-handwritten-copy-question-grade-over-max-points-key-lines': {
    accept: [
      "GRADE: 1/2.0\nCONFIDENCE: 0.85\nUNCERTAINTY_TYPE: none\nIF_UNCERTAIN: N/A\nSTUDENT_ANSWER_READ: f'(x) = 6x + 5\nINTERNAL_REASONING: Note: 1/2.0. Terme 6x correct, erreur de signe sur le terme constant.\nSTUDENT_FEEDBACK: Erreur de signe : la dérivée de −5x est −5.",
      'GRADE: 2/2.0',
      'GRADE: 2',
      '  GRADE: 0.5 / 2.0  ',
      'GRADE: 1.5/2.0 (partiel)',
      'Voici ma correction :\n\nGRADE: 1.0/2.0\nCONFIDENCE: 0.7',
      'GRADE: 2/2\rCONFIDENCE: 0.9',
      'GRADE: ２/2.0',
      'GRADE: abc\nGRADE: 1/2.0',
    ],
    reject: [
      '',
      '**GRADE:** 1.5/2.0',
      'Grade: 1.5/2.0',
      'GRADE : 1.5/2.0',
      'GRADE: 1,5/2',
      'GRADE: 1.5 points',
      'GRADE: /2.0',
      '- GRADE: 1.5/2.0',
      'NOTE: 1.5/2.0\nCONFIANCE: 0.8',
      'INTERNAL_REASONING: Note: 1.5/2.0. GRADE: 1.5/2.0',
      'GRADE: 2\rCONFIDENCE: 0.9',
      'GRADE: ½',
    ],
  },
  'ktigerstudy--topik-ii-korean-fill-in-blank-vietnamese-rubric-0-100-json-content-jackson': {
    accept: [
      '{\n  "content": 80,\n  "grammar": 0,\n  "vocabulary": 0,\n  "organization": 0,\n  "feedback": "Thiếu \'시\' trong \'주시겠어요\', đây là dạng kính ngữ",\n  "suggestions": ["바꿔 주시겠어요"]\n}',
      '```json\n{"content": 100, "grammar": 0, "vocabulary": 0, "organization": 0, "feedback": "Đúng hoàn toàn", "suggestions": ["바꿔 주시겠어요"]}\n```',
      '```\n{"content": 90}\n```',
      '{"content": 0, "feedback": "Sai hoàn toàn: thiếu \'안\' làm nghĩa ngược lại."}',
      '{"content": 85.5}',
      '{"content": "70"}',
      '{"content": 80, "feedback": "Gần đúng"}\n\nGiải thích: thiếu kính ngữ \'시\'.',
      '{"content": 80}\n```',
    ],
    reject: [
      '',
      'Kết quả:\n{"content": 80}',
      '\u00a0{"content": 80}',
      '{"score": 80}',
      '{"content": null}',
      '{"content": "80 điểm"}',
      '{"content": {"score": 80}}',
      '[{"content": 80}]',
      '{"content": 80,}',
      "{'content': 80}",
      '{"content": 80',
      '80',
    ],
  },
};

describe('set 591 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_591).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_591[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
