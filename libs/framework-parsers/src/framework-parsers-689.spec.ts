import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_689 } from './framework-parsers-689';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'ebars--turkish-rag-answer-pedagogical-level-1-5-bloom-json-level-int-fence-split': {
    accept: [
      '{"level": 3, "bloom_level": "Anlama", "reasoning": "Cevap hücre zarının seçici geçirgenliğini doğru açıklıyor, örnek veriyor ama analiz düzeyine çıkmıyor."}',
      '```json\n{\n    "level": 4,\n    "bloom_level": "Uygulama",\n    "reasoning": "Kavramı örnekle uyguluyor."\n}\n```',
      'İşte değerlendirmem:\n```json\n{"level": 5, "bloom_level": "Değerlendirme", "reasoning": "İleri düzey."}\n```\nUmarım yardımcı olur.',
      '```\n{"level": 1, "bloom_level": "Hatırlama", "reasoning": "Tek cümlelik tanım."}\n```',
      '{"level": "2", "bloom_level": "Hatırlama", "reasoning": "Kısa tanım."}',
      '{"level": 4.7, "bloom_level": "Analiz"}',
      '  {"level": true}  \n',
      '{"level": " ٣ "}',
      '{"level": "x", "level": 4}',
      '\u3000{"level": 2}\u3000',
    ],
    reject: [
      '',
      'Seviye: 3',
      '{"bloom_level": "Anlama", "reasoning": "Seviye belirtilmedi."}',
      '{"level": null, "bloom_level": "Anlama"}',
      '{"level": "3-4", "bloom_level": "Anlama"}',
      '{"level": "4.0"}',
      '[{"level": 3}]',
      '```JSON\n{"level": 3}\n```',
      'Değerlendirme: {"level": 3, "bloom_level": "Anlama"}',
      '{"level": NaN}',
      '{"level": Infinity}',
      '{"level": 3,}',
      "{'level': 3}",
      '{"level": 3}\n```',
      '{"level": [3]}',
    ],
  },
  'llm-degerlendirme--cefr-example-sentences-a-f-four-criteria-1-5-sentence-letter-score-lines-finditer': {
    accept: [
      'Sentence A: 5, 5, 5, 5\nSentence B: 5, 5, 5, 5\nSentence C: 5, 4, 5, 5\nSentence D: 4, 4, 1, 2\nSentence E: 5, 4, 5, 5\nSentence F: 1, 5, 5, 5',
      'Sentence A: 4,4,5,4',
      'SentenceB:3 , 3 , 3 , 3',
      'Here are my ratings:\n\nSentence D: 2, 3, 1, 2',
      '- Sentence C: 3, 4, 4, 3',
      'Sentence F: 5, 5, 5, 55',
      'Sentence E: 4, 4, 4, 4.5',
      'Sentence\u00a0A\u00a0: 5,\n5,\n5,\n5',
    ],
    reject: [
      '',
      '**Sentence A:** 5, 5, 5, 5',
      'sentence A: 5, 5, 5, 5',
      'Sentence a: 5, 5, 5, 5',
      'Sentence G: 5, 5, 5, 5',
      'Sentence 1: 5, 5, 5, 5',
      'Sentence A: 5/5/5/5',
      'Sentence A: 10, 5, 5, 5',
      'Sentence A: 0, 3, 3, 3',
      'Sentence A: 5, 5, 5',
      'Sentence A - 5, 5, 5, 5',
      'Sentence A: 5; 5; 5; 5',
      'Sentence A: ５, ５, ５, ５',
      '| Sentence A | 5 | 5 | 5 | 5 |',
    ],
  },
  'hallucination-detection-turkish-llm--turkish-factual-qa-vs-correct-answer-correct-incorrect-label-substring': {
    accept: [
      'CORRECT',
      'INCORRECT',
      'Correct.',
      'incorrect',
      'Verdict: INCORRECT',
      '  CORRECT\n',
      'The response needs correction',
      'ıncorrect',
    ],
    reject: [
      '',
      'YANLIŞ',
      'Doğru',
      'Wrong',
      'True',
      'C O R R E C T',
      'CORECT',
      'The model response is accurate.',
      'CORR\u0415CT',
      'INCORRIGIBLE',
    ],
  },
};

describe('set 689 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_689).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_689[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
