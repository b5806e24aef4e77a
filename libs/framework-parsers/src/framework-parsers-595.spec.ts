import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_595 } from './framework-parsers-595';

const ALL5 = '"factuality": 5, "completeness": 4, "relevance": 5, "safety": 5, "presentation": 4';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'clinical-llm-judge--clinical-note-summary-five-dimension-1-5-json-rationales-brace-and-per-key-regex-rescue': {
    accept: [
      '{\n  "factuality_rationale": "Every claim matches the note.", "factuality": 5,\n  "completeness_rationale": "Omits the Weber finding.", "completeness": 4,\n  "relevance_rationale": "Fully on task.", "relevance": 5,\n  "safety_rationale": "No harmful guidance.", "safety": 5,\n  "presentation_rationale": "Clear and concise.", "presentation": 5\n}',
      '```json\n{"factuality": 4, "completeness": 3, "relevance": 5, "safety": 5, "presentation": 4}\n```',
      'Here is my assessment:\n{' + ALL5 + '}\nLet me know if you need more detail.',
      '{"factuality": 4.5, "completeness": true, "relevance": 3, "safety": 5, "presentation": 2}',
      '{"factuality_rationale": "ok", "factuality": 4, "completeness": 3, "relevance": 5, "safety": 5, "presentation": 4, "presentation_rationale": "cut off mid',
      '"factuality": ٤, "completeness": 3, "relevance": 5, "safety": 5, "presentation": 4',
      '```JSON\n{' + ALL5 + '}\n```',
      '  \n{"factuality":5,"completeness":5,"relevance":4,"safety":5,"presentation":5}\n\n',
      '{"factuality": "4", "completeness": 3, "relevance": 5, "safety": 5, "presentation": 4} "factuality": 4',
    ],
    reject: [
      '',
      '{"factuality": "4", "completeness": 3, "relevance": 5, "safety": 5, "presentation": 4}',
      '{"factuality": 0, "completeness": 3, "relevance": 5, "safety": 5, "presentation": 4}',
      '{"factuality": 6, "completeness": 3, "relevance": 5, "safety": 5, "presentation": 4}',
      '{"factuality": 5, "completeness": 4, "relevance": 5, "safety": 5}',
      '[{' + ALL5 + '}]',
      "{'factuality': 5, 'completeness': 4, 'relevance': 5, 'safety': 5, 'presentation': 4}",
      '{"Factuality": 5, "Completeness": 4, "Relevance": 5, "Safety": 5, "Presentation": 4}',
      '{"factuality": NaN, "completeness": 4, "relevance": 5, "safety": 5, "presentation": 4}',
      'Factuality: 5\nCompleteness: 4\nRelevance: 5\nSafety: 5\nPresentation: 4',
      '{"factuality": 7, "completeness": 3, "relevance": 5, "safety": 5, "presentation": 4} Correction: "factuality": 4',
    ],
  },
  'rag-tkom--german-rag-answer-faithfulness-1-5-json-score-begruendung-greedy-brace-int': {
    accept: [
      '{"score": 5, "begruendung": "Die Aussage wird vollständig vom Kontext gestützt."}',
      '```json\n{"score": 2, "begruendung": "Das Wechselintervall ist im Kontext nicht belegt."}\n```',
      'Urteil: {"score": 4, "begruendung": "Im Kern gestützt, kleine unbelegte Nebenaussage."} Ende.',
      '{"score": "3", "begruendung": "teils gestützt"}',
      '{"score": 4.7}',
      '{"score": true, "begruendung": "ja"}',
      '{"score": 7, "begruendung": "außerhalb der Skala, aber nicht geprüft"}',
      '{"begruendung": "widerspricht dem Kontext", "score": 1}',
      '{"score": " ٤ "}',
    ],
    reject: [
      '',
      'Score: 4',
      '{"begruendung": "Bewertung fehlt"}',
      '{"score": "4.5", "begruendung": "halb"}',
      '{"score": null}',
      '{"score": NaN}',
      '{"score": Infinity}',
      "{'score': 4, 'begruendung': 'einfache Anführungszeichen'}",
      '{"score": 4} und {"score": 5}',
      '{"score": [4]}',
      '{"score": 4,}',
    ],
  },
  'mnlp-homework2--archaic-to-modern-italian-translation-1-5-bare-integer-strict-then-word-boundary-fallback': {
    accept: [
      '4',
      ' 5\n',
      'Score: 3',
      '4/5',
      '**2**',
      '4.5',
      'I would give this translation a 3 because it drops "ché".',
      '1',
    ],
    reject: [
      '',
      '0',
      '6',
      '10',
      'score4',
      '٤',
      'Four',
      '4th',
      '_3',
      '7/10',
      'Punteggio: quattro',
    ],
  },
  'langassist--course-assistant-qa-helpfulness-1-4-evaluation-then-total-rating-first-number': {
    accept: [
      'The answer lists the main course topics accurately and directly.\nTotal rating: 4',
      'Evaluation: mostly helpful, but misses the prerequisites.\nTotal rating: 3',
      'Total rating: 3.5',
      'Total rating: 3/4',
      'The system_answer is relevant but lacks detail, so I rate it 3',
      'Total rating: ٣',
      'Good answer covering 5 topics.\nTotal Rating: 4',
      'Feedback:::\nEvaluation: fine\nTotal rating: 2\nTotal rating: 4',
    ],
    reject: [
      '',
      'Total rating: four',
      'The answer is excellent and fully addresses the question.',
      'It covers 5 topics. Total rating: excellent',
      'Total rating: Total rating: 4',
      'Total rating: N/A',
      'Total rating: ',
    ],
  },
};

describe('set 595 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_595).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_595[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
