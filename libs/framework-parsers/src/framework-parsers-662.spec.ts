import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_662 } from './framework-parsers-662';

const madLib = {
  points: 7,
  output: 'Un día, mi ***gato*** fue a la ***playa*** para ***bailar*** con sus amigos.',
  translation: 'One day, my ***cat*** went to the ***beach*** to ***dance*** with its friends.',
};
const madLibJson = JSON.stringify(madLib, null, 2);

const speaking = '{"fluency":7,"confidence":6,"hesitations":2,"transcript":"I would like to order a coffee, please.","feedback_message":"문장 흐름이 자연스러워요! 멈춤을 조금만 줄이면 더 자신감 있게 들려요."}';

const grammar = {
  is_correct: false,
  is_partially_correct: false,
  feedback_de: "Nach 'sehen' steht der Akkusativ. Der maskuline Artikel 'der' wird im Akkusativ zu 'den'.",
  specific_errors: ["'der' statt 'den' (Nominativ statt Akkusativ)"],
  suggestions: ['Wiederhole die Artikel im Akkusativ: den, die, das, die.'],
};
const grammarJson = JSON.stringify(grammar, null, 2);

const pron = {
  overallScore: 78,
  accuracyScore: 82,
  fluencyScore: 75,
  prosodyScore: 80,
  wordsToImprove: [
    { word: 'desafortunadamente', score: 65, reason: "The 'rr'-like tap in 'fortunadamente' was softened" },
    { word: 'específicamente', score: 70, reason: 'Stress placed on the wrong syllable' },
    { word: 'reunión', score: 72, reason: "Diphthong 'eu' was split into two syllables" },
  ],
  feedback: 'Great effort! Your vowels are clear; keep practising stress on long adverbs.',
  specificIssues: ['Stress on -mente adverbs', 'Diphthong eu', 'Tap vs trill'],
};
const pronJson = JSON.stringify(pron, null, 2);

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'vocava--arcade-mad-libs-filled-blanks-total-points-json-after-first-brace': {
    accept: [
      madLibJson,
      '```json\n' + madLibJson + '\n```',
      ' Here is my grading of your Mad Lib:\n' + JSON.stringify(madLib),
      '{"points": "7", "output": "mi **_gato_**", "translation": "my **_cat_**"}',
      '{"points": 4.5, "output": "x", "translation": "y"}',
      '{"points": true, "output": "x", "translation": "y"}',
      '{"points": 3, "output": null, "translation": null}',
      '```json\n{"points": 9, "output": "a", "translation": "b"}\n```\n\n',
    ],
    reject: [
      '',
      madLibJson + '\n\nGreat job! Want to play another round?',
      '{"points": 7, "output": "mi ***gato***"}',
      '{"points": null, "output": "x", "translation": "y"}',
      '{"points": [3, 1, 3], "output": "x", "translation": "y"}',
      '{"points": 7, "output": "line one\nline two", "translation": "y"}',
      'Scores {great/okay}: {"points": 7, "output": "x", "translation": "y"}',
      "{'points': 7, 'output': 'x', 'translation': 'y'}",
      '{"points": 7, "output": "x", "translation": "y",}',
      'Total points: 7',
    ],
  },
  'one-click-eng--speaking-audio-fluency-confidence-1-10-json-gson-lenient-first-value': {
    accept: [
      speaking,
      '```json\n' + speaking + '\n```',
      '[' + speaking + ']',
      "{fluency: 8, confidence: 7, hesitations: 0, transcript: 'Hello there', feedback_message: '좋아요!'}",
      '{"fluency":"7","confidence":"6","hesitations":"1","transcript":"Hi","feedback_message":"잘했어요"}',
      '{"fluency":7.5,"confidence":6,"transcript":"Hi"}',
      '{"fluency":7,"confidence":6} Note: the learner paused {twice}',
      '{"fluency": 7, // smooth overall\n "confidence": 6, "feedbackMessage": "좋아요"}',
      '{"fluency":[7],"confidence":6,"hesitations":0,"transcript":"Hi","feedback_message":null}',
    ],
    reject: [
      '',
      '{"fluency":7,"hesitations":2,"transcript":"Hi"}',
      '{"fluency":"seven","confidence":6}',
      '{"fluency":true,"confidence":6}',
      '{"fluency":null,"confidence":6}',
      '{"fluency":7,"confidence":6,"transcript":null}',
      '{"fluency":"7/10","confidence":"6/10"}',
      '{"fluency":7,"confidence":6,}',
      '[]',
      'Fluency: 7, Confidence: 6',
      '[7, 6]',
      '{"fluency": 7 "confidence": 6}',
    ],
  },
  'mygermanaiteacher--grammar-exercise-answer-is-correct-json-extract-json-with-fallback': {
    accept: [
      grammarJson,
      'Hier ist meine Bewertung:\n\n```json\n' + grammarJson + '\n```',
      'Bewertung: ' + JSON.stringify(grammar) + ' Viel Erfolg beim Üben!',
      '```\n{"is_correct": true, "is_partially_correct": false, "feedback_de": "Richtig! \'den\' ist der Akkusativ.", "specific_errors": [], "suggestions": []}\n```',
      '{"is_correct": 1, "is_partially_correct": 0, "feedback_de": "Sehr gut!"}',
      '{"is_correct": true, "feedback_de": "Gut gemacht.", "confidence": NaN}',
      '  {"is_correct": false, "is_partially_correct": true, "feedback_de": "Fast richtig: nur ein Tippfehler."}\n',
    ],
    reject: [
      '',
      'Die Antwort ist leider falsch. Richtig wäre "den".',
      '{"is_correct": "false", "feedback_de": "Nicht ganz."}',
      '{"correct": false, "feedback_de": "Nicht ganz."}',
      '[' + JSON.stringify(grammar) + ']',
      '{}',
      '```json\n{\n  "is_correct": false,\n  "is_partially_correct": true,  // wenn fast richtig\n  "feedback_de": "Fast."\n}\n```',
      '{"is_correct": 2, "feedback_de": "?"}',
      '{"is_correct": True, "feedback_de": "Richtig!"}',
      '{"is_correct": false, "feedback_de": "Nicht ganz.",}',
    ],
  },
  'languager--lesson-audio-pronunciation-overall-0-100-json-parse-after-fence-strip': {
    accept: [
      pronJson,
      '```json\n' + pronJson + '\n```',
      '```\n' + pronJson + '\n```',
      '{"overallScore": 0, "accuracyScore": 0, "fluencyScore": 0, "prosodyScore": 0, "wordsToImprove": [], "feedback": "No target-language speech detected.", "specificIssues": []}',
      '{"overallScore": "78", "feedback": "Good"}',
      '{"overallScore": 85, "accuracyScore": 88, "fluencyScore": 80, "prosodyScore": 84, "feedback": "Muy bien."}',
      '\n\n  ' + JSON.stringify(pron) + '  \n',
      '```json' + JSON.stringify(pron) + '```',
    ],
    reject: [
      '',
      'Here is the assessment:\n' + pronJson,
      '```JSON\n' + pronJson + '\n```',
      '```json\n' + pronJson + '\n```\nLet me know if you need more detail.',
      '{"accuracyScore": 82, "fluencyScore": 75, "prosodyScore": 80, "feedback": "Good"}',
      '{"overallScore": null, "feedback": "Could not assess"}',
      '{"overallScore": 78, "wordsToImprove": "desafortunadamente"}',
      '{"overallScore": 78, "wordsToImprove": [null]}',
      'null',
      '{"overallScore": 78, "accuracyScore": 82,}',
      '{"overallScore": {"toString": 78}}',
      '{"overallScore": false, "feedback": "Unclear audio"}',
    ],
  },
};

describe('set 662 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_662).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_662[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
