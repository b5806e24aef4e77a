import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_733 } from './framework-parsers-733';

// A RePhrase feedback object as the prompt's example shape asks, to vary key by key.
const feedback = (over: Record<string, unknown> = {}, drop: string[] = []): Record<string, unknown> => {
  const base: Record<string, unknown> = {
    overallBand: 6.5,
    criteria: {
      lexicalResource: { band: 6.0, comment: "Accurate but basic: 'stressful working day' is fine, 'lie' is plain." },
      grammaticalRange: { band: 7.0, comment: 'Correct complex sentence with a fronted adverbial.' },
      coherence: { band: 7.0, comment: 'Clear and logical.' },
      taskAchievement: { band: 6.5, comment: "'nằm dài' (sprawl) is weakened to 'lie'." },
    },
    goodPoints: ['Natural word order', 'Correct tense'],
    issues: [{ word: 'lie', criterion: 'lexicalResource', reason: "does not convey 'nằm dài' (sprawl out)" }],
    upgrades: [
      {
        original: 'lie on the sofa',
        context: 'go home and lie on the sofa',
        alternatives: [
          { word: 'sprawl out', pos: 'phrasal verb', meaning: 'lie with arms and legs spread', example: 'I sprawled out on the couch', meaningVi: 'nằm dài', bandLevel: '7.0+' },
        ],
      },
    ],
    improvedSentence: 'After a gruelling day at work, all I want is to head home and sprawl out on the sofa.',
    explanation: 'Bản dịch đúng nghĩa nhưng từ vựng còn đơn giản.',
  };
  for (const k of drop) delete base[k];
  return { ...base, ...over };
};
const compact = (o: unknown) => JSON.stringify(o);
const pretty = (o: unknown) => JSON.stringify(o, null, 2);

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'app-atex-gpt-exam--student-answer-precision-completeness-0-100-percent-rating-in-square-brackets': {
    accept: [
      'A resposta está correta e diferencia bem as duas divisões, mas não menciona a variabilidade genética gerada pela meiose.\n\n[85%]',
      '[100%]',
      'Avaliação: [70%]',
      '[Avaliação: 60%]',
      'A resposta é parcialmente correta [50%], pois omite os gametas.',
      '[X%]',
      '[1] Precisão: boa.\n[2] Completude: parcial.\nAvaliação final: [75%]',
      'Nota: [ 90 % ]',
      '**[40%]**',
    ],
    reject: [
      '',
      'A resposta está correta. Avaliação: 85%',
      'Avaliação: (85%)',
      'Avaliação: [85%',
      'Avaliação: 85%]',
      'Avaliação: [\n85%]',
      'Avaliação: [85%\r]',
      'Avaliação: 【85%】',
      'Avaliação: {85%}',
      'Avaliação: [85%\u2028]',
    ],
  },
  'rephrase--ielts-vi-en-translation-four-criteria-bands-0-9-json-codable-feedback': {
    accept: [
      compact(feedback()),
      pretty(feedback()),
      '```json\n' + pretty(feedback()) + '\n```',
      compact(feedback()) + '\n\nLet me know if you want more upgrades.',
      compact(feedback({ issues: [], upgrades: [], goodPoints: [] })),
      compact(feedback({ overallBand: 7, criteria: { lexicalResource: { band: 7, comment: 'ok' }, grammaticalRange: { band: 7, comment: 'ok' }, coherence: { band: 7, comment: 'ok' }, taskAchievement: { band: 7, comment: 'ok' } } })),
      compact(feedback({ overallBand: 12.5, targetBand: '7.0' })),
      '\u00a0 ' + compact(feedback()) + '\u3000',
      compact(feedback({ upgrades: [{ original: 'lie', context: 'lie on the sofa', alternatives: [] }] })),
    ],
    reject: [
      '',
      compact(feedback({ overallBand: '6.5' })),
      compact(feedback({ overallBand: null })),
      compact(feedback({ overallBand: true })),
      compact(feedback({}, ['explanation'])),
      compact(feedback({ improvedSentence: null })),
      compact(feedback({ criteria: { lexicalResource: { band: 6, comment: 'a' }, grammaticalRange: { band: 6, comment: 'b' }, coherence: { band: 6, comment: 'c' } } })),
      compact(feedback({ goodPoints: 'Natural word order' })),
      compact(feedback({ issues: [{ word: 'lie', reason: 'too plain' }] })),
      compact(feedback({ upgrades: [{ original: 'lie', context: 'lie on the sofa', alternatives: [{ word: 'sprawl', pos: 'verb', meaning: 'm', example: 'e', bandLevel: '7.0+' }] }] })),
      pretty(feedback()).replace(',\n  "goodPoints"', ',\n\n  "goodPoints"'),
      'Here is the evaluation: ' + compact(feedback()),
      compact(feedback()).replace(/}$/, ',}'),
      '[' + compact(feedback()) + ']',
    ],
  },
  'aipaca--translation-quality-score-out-of-100-json-brace-slice-unicode-escape-fallback': {
    accept: [
      '{"Score": 92, "RecommandedTrans": "Today\'s meeting has been pushed back to 3 p.m.", "Rating": "전반적으로 정확한 번역입니다. \'미뤄졌습니다\'를 \'postponed\'로 옮긴 것도 적절합니다."}',
      '```json\n{\n    "Score": 88,\n    "RecommandedTrans": "Today\'s meeting was moved to 3 p.m.",\n    "Rating": "**감점**: 시간 표현이 다소 딱딱합니다."\n}\n```',
      'Here is my evaluation:\n{"Score": 75, "RecommandedTrans": "x", "Rating": "y"}\nThank you!',
      '{"Score": 80, "RecommandedTrans": "Today\'s meeting was postponed.", "Rating": "좋은 번역입니다.\n다만 시간 정보가 빠졌습니다."}',
      '{"Score": 70, "RecommandedTrans": "It\\\'s fine", "Rating": "ok"}',
      '{"Score": NaN, "RecommandedTrans": "x", "Rating": "y"}',
      '{"Rating": "no score at all"}',
      '{"Score": 90, "Rating": "\\u00e9l\\u00e9gant"}',
    ],
    reject: [
      '',
      'Score: 85',
      '{"Score": 85, "Rating": "ok",}',
      "{'Score': 85, 'Rating': 'ok'}",
      '{"Score": 85, "Rating": "line one\nHe said \\"good\\" translation"}',
      '{"Score": 85, "Rating": "bad \\x4 escape\nsecond line"}',
      '{"Score": 85, "Rating": "use \\n for breaks\nsecond line"}',
      '{"Score": 85} and then {"Score": 90}',
      '} {',
      '{"Score": 85, "Rating": "truncated',
    ],
  },
  'smartlearningai--student-answer-score-0-10-correctness-json-brace-slice': {
    accept: [
      '{"score": 8, "correct": true, "feedback": "Correct: mitochondria make ATP by cellular respiration; could mention the electron transport chain.", "confidence": "High"}',
      '```json\n{\n  "score": 9,\n  "correct": true,\n  "feedback": "Accurate and concise.",\n  "confidence": "High"\n}\n```',
      'Here is the evaluation:\n{"score": 5, "correct": false, "feedback": "Too vague.", "confidence": "Medium"}\nHope this helps!',
      '  {"score": 10, "correct": true, "feedback": "Perfect.", "confidence": "High"}\n',
      '{"score": 6, "correct": true, "details": {"missing": ["ATP synthase"]}, "feedback": "ok", "confidence": "Low"}',
      '{"score": 7.5, "correct": "partially", "feedback": "Half right.", "confidence": "Medium"}',
      '{"score": Infinity}',
    ],
    reject: [
      '',
      'Score: 8/10\nCorrect: True',
      '{"score": 8, "correct": True, "feedback": "ok", "confidence": "High"}',
      "{'score': 8, 'correct': true}",
      '{"score": 8, "correct": true, "feedback": "Good.\nBut incomplete.", "confidence": "High"}',
      '{"score": 8, "correct": true,}',
      '{"score": 8} {"score": 9}',
      '{"score": 8, "correct": true, "feedback": "cut off',
      '} score 8 {',
    ],
  },
};

describe('set 733 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_733).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_733[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
