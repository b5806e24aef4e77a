import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_555 } from './framework-parsers-555';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'open-ended-exam-assessment--turkish-rubric-weighted-open-answer-points-json-object-toplam-puan-float': {
    accept: [
      '{"toplam_puan": 28.0, "soru_max_puan": 40.0, "genel_yorum": "Öğrenci duygu analizinin olumlu/olumsuz sınıflandırma yaptığını doğru belirtmiş; nötr sınıfı ve NLP terimini atlamış.", "eksikler": ["Nötr sınıfı belirtilmemiş", "Doğal dil işleme terimi kullanılmamış"], "kriterler": [{"kriter_tanimi": "Kavramsal doğruluk", "alinan_puan": 16.0, "max_puan": 20.0}, {"kriter_tanimi": "Kullanım alanları", "alinan_puan": 7.0, "max_puan": 10.0}, {"kriter_tanimi": "Açıklık ve terminoloji", "alinan_puan": 5.0, "max_puan": 10.0}]}',
      '{\n  "toplam_puan": 0,\n  "soru_max_puan": 40,\n  "genel_yorum": "Kavramsal Doğruluk hatası nedeniyle puan verilmemiştir.",\n  "eksikler": [],\n  "kriterler": []\n}',
      '{"toplam_puan": "12.5", "soru_max_puan": "40"}',
      '{"toplam_puan": 30}',
      '\n  {"toplam_puan": 15.0}\n',
      '{"toplam_puan": NaN}',
      '{"toplam_puan": true}',
      '{"toplam_puan": " 7 "}',
      '{"toplam_puan": "١٢"}',
      '{"toplam_puan": 1e400}',
      '{"toplam_puan": null, "toplam_puan": 20}',
      '{"toplam_puan": "-inf"}',
      '{"toplam_puan": "1_000"}',
      '{"toplam_puan": -Infinity, "soru_max_puan": Infinity}',
    ],
    reject: [
      '```json\n{"toplam_puan": 28.0, "soru_max_puan": 40.0}\n```',
      'Değerlendirme: {"toplam_puan": 28.0}',
      '{"genel_yorum": "İyi bir cevap.", "soru_max_puan": 40}',
      '{"toplam_puan": null}',
      '{"toplam_puan": "15 puan"}',
      '{"toplam_puan": 15, "soru_max_puan": null}',
      '{"toplam_puan": [15]}',
      '[{"toplam_puan": 15}]',
      "{'toplam_puan': 15}",
      '{"toplam_puan": 15,}',
      '{"toplam_puan": 1' + '0'.repeat(400) + '}',
      '{"toplam_puan": "15/40"}',
      '{"toplam_puan": {"deger": 15}}',
      '',
      '"toplam_puan: 15"',
      '{"toplam_puan": "1__000"}',
      '{"toplam_puan": 15, "soru_max_puan": [40]}',
    ],
  },
  'assessai--swedish-skolverket-kunskapskrav-student-text-e-c-a-f-json-suggested-grade-greedy-brace': {
    accept: [
      '{\n  "highlights": [\n    {\n      "text": "de långsiktiga orsakerna var allianssystemet och kapprustningen mellan stormakterna",\n      "grade": "C",\n      "motivation": "Eleven förklarar långsiktiga orsaker och kopplar dem till krigets utbrott, vilket motsvarar C-nivåns utförliga redogörelse."\n    }\n  ],\n  "assessment": "Eleven visar utvecklad förståelse för orsakerna till första världskriget.",\n  "feedback": "Bra att du skiljer mellan direkta och långsiktiga orsaker! Utveckla gärna konsekvenserna.",\n  "suggestedGrade": "C"\n}',
      '```json\n{"highlights": [], "assessment": "Grundläggande kunskaper.", "feedback": "Fördjupa analysen.", "suggestedGrade": "E"}\n```',
      'Här är min analys:\n\n{"suggestedGrade": "C", "assessment": "Eleven förklarar orsaker utförligt."}\n\nHoppas det hjälper!',
      '{"suggestedGrade": "A", "feedback": "Använd {allianser} som begrepp"}',
      '  {"suggestedGrade": "F"}  ',
      '{}',
      '"C"',
      '42',
    ],
    reject: [
      'Förslag på betygsnivå: C',
      'C',
      '{"suggestedGrade": "C"} {"suggestedGrade": "A"}',
      '{"suggestedGrade": "C",}',
      "{'suggestedGrade': 'C'}",
      '{"suggestedGrade": "C"}\n\nObs: mängden {källor} är begränsad.',
      '{"suggestedGrade": "C"',
      '{"score": NaN, "suggestedGrade": "C"}',
      '',
      '{"suggestedGrade": "C" // betyg\n}',
    ],
  },
  'ki-klausuren--german-klausur-erwartungshorizont-task-points-total-grade-json-schema-json-parse': {
    accept: [
      '{"tasks": [{"id": "1", "points": 7.5, "maxPoints": 10, "analysis": "Drei von vier Ursachen korrekt genannt (Kohle/Eisen, Dampfmaschine, Bevölkerungswachstum).", "errors": "Kapital aus dem Kolonialhandel fehlt.", "suggestion": "Nenne auch wirtschaftliche Ursachen."}, {"id": "2", "points": 10, "maxPoints": 15, "analysis": "Kinderarbeit, Wohnverhältnisse und fehlende Absicherung werden genannt, aber kaum erläutert.", "errors": "Fachbegriffe wie Pauperismus fehlen.", "suggestion": "Erkläre die Zusammenhänge."}], "totalPoints": 17.5, "maxPoints": 25, "grade": "3+", "summary": "Solide Grundkenntnisse, die Erläuterungen bleiben oberflächlich."}',
      '{"tasks": [], "totalPoints": 0, "maxPoints": 25, "grade": "6", "summary": "Keine Antworten vorhanden."}',
      '{\n  "tasks": [],\n  "totalPoints": 21,\n  "maxPoints": 25,\n  "grade": "2",\n  "summary": "Gute Leistung."\n}',
      '{}',
      '  {"totalPoints": 17.5}\n',
      '[]',
      '"2+"',
      '0',
    ],
    reject: [
      'null',
      '```json\n{"totalPoints": 17.5}\n```',
      'Hier ist die Bewertung: {"totalPoints": 17.5}',
      '{"totalPoints": NaN}',
      '{"totalPoints": 17.5,}',
      '',
      "{'totalPoints': 17.5}",
      '{"totalPoints": 17.5}{"grade": "2"}',
    ],
  },
  'maturagradenext--polish-matura-essay-input-guardrail-pass-boolean-generateobject-zod': {
    accept: [
      '{"pass": true}',
      '{"pass": false}',
      '{\n  "pass": true\n}',
      ' {"pass":true} \n',
      '{"pass": true, "reason": "Rozprawka o nadziei z odwołaniem do lektur."}',
      '{"pass": "true", "pass": false}',
      '{"reason": "przepis kulinarny", "pass": false}',
    ],
    reject: [
      '{pass: true}',
      'PASS',
      '```json\n{"pass": true}\n```',
      '{"pass": "true"}',
      '{"pass": 1}',
      '{"pass": null}',
      '{}',
      '[{"pass": true}]',
      '{"pass": true, "__proto__": {"x": 1}}',
      'true',
      '{"pass": true} BLOCK',
    ],
  },
  'vurderingshjelp--norwegian-rettemanual-candidate-answers-open-json-mime-cleanjson-first-bracket-parse': {
    accept: [
      '{"candidateId": "10423", "tasks": [{"taskNumber": "1", "subTask": "a", "points": 2, "maxPoints": 2, "comment": "Riktig løst med korrekt mellomregning."}, {"taskNumber": "1", "subTask": "b", "points": 1, "maxPoints": 2, "comment": "Riktig metode, men regnefeil: x = 1 skal være x = 2."}], "totalScore": 3, "totalMaxPoints": 4, "feedback": "God forståelse av likninger; kontroller utregningene i abc-formelen."}',
      '```json\n{"totalScore": 3, "totalMaxPoints": 4}\n```',
      '```\n{"totalScore": 3}\n```',
      'Her er vurderingen:\n{"totalScore": 3, "totalMaxPoints": 4}\nLykke til!',
      '[{"taskNumber": "1", "subTask": "a", "points": 2}, {"taskNumber": "1", "subTask": "b", "points": 1}]',
      '  \n{"score": 1.5}\n  ',
      '{}',
      'null',
      'Se ] 5 [',
    ],
    reject: [
      '',
      '   ',
      'Eleven får 3 av 4 poeng.',
      '{"totalScore": 3,}',
      "{'totalScore': 3}",
      '{"a": 1} og så {"b": 2}',
      '{"totalScore": NaN}',
      '```json\n{"totalScore": 3}\n``` Håper dette hjelper {x}',
      'x'.repeat(9999) + '{"totalScore": 3}',
      '{"totalScore": 3',
    ],
  },
};

describe('set 555 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_555).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_555[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
