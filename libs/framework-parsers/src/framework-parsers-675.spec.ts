import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_675 } from './framework-parsers-675';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'lernmanager--german-school-free-text-quiz-answer-correct-bool-feedback-json': {
    accept: [
      '{"correct": true, "feedback": "Richtig, ein Pixel ist der kleinste Bildpunkt einer Rastergrafik."}',
      '```json\n{"correct": false, "feedback": "Leider nicht ganz: Gesucht war der kleinste Bildpunkt."}\n```',
      '{"correct": true, "feedback": "Stimmt genau."}\n',
      '```json\n{"correct": true, "feedback": "Gut gemacht."}',
      '```\n{"correct": true, "feedback": "Richtig."}\n```\nIch hoffe, das hilft.',
      '{"feedback": "Teilweise richtig.", "correct": "teilweise"}',
      '{"correct": null, "feedback": null}',
      '{"correct": NaN, "feedback": "x", "punkte": 1}',
      '\u00a0{"correct": true, "feedback": "Richtig."}',
      '{\n  "correct": false,\n  "feedback": "Viren sind keine Hardware."\n}',
    ],
    reject: [
      '',
      'Richtig! {"correct": true, "feedback": "Gut."}',
      '{"correct": true}',
      '{"richtig": true, "feedback": "Gut."}',
      "{'correct': True, 'feedback': 'Gut.'}",
      '["correct", "feedback"]',
      '```json {"correct": true, "feedback": "Gut."}```',
      '{"correct": true, "feedback": "Gut.",}',
      '"correct feedback"',
      '{"correct": true, "feedback": "Zeile eins\nZeile zwei"}',
      'Hier ist die Bewertung:\n```json\n{"correct": true, "feedback": "Gut."}\n```',
      'korrekt',
    ],
  },
  'markify--ocr-answer-vs-marking-scheme-value-points-marks-assigned-json-greedy-brace': {
    accept: [
      '{"marks_assigned": 3, "evaluation_feedback": "Point 1 (controls entry and exit) covered, point 2 partially covered; receptors (point 3) missed."}',
      '```json\n{"marks_assigned": 2.5, "evaluation_feedback": "Point 1 covered, point 2 only vaguely."}\n```',
      'Here is the grade:\n{"marks_assigned": 4, "evaluation_feedback": "Good answer."}\nHope this helps.',
      '{"marks_assigned": 7, "evaluation_feedback": "Clamped to the maximum."}',
      '{"marks_assigned": -1, "evaluation_feedback": "Clamped to zero."}',
      '{"evaluation_feedback": "Point 2 missed.", "marks_assigned": 3.0}',
      '```\n{"marks_assigned": 0, "evaluation_feedback": "Nothing relevant."}\n```',
      '```JSON\n{"marks_assigned": 2, "evaluation_feedback": "Partly right."}\n```',
      '[{"marks_assigned": 3, "evaluation_feedback": "ok"}]',
      '{"marks_assigned": NaN, "evaluation_feedback": "x"}',
      '{"marks_assigned": 1e400, "evaluation_feedback": "x"}',
    ],
    reject: [
      '',
      '{"marks_assigned": "3", "evaluation_feedback": "Point 1 covered."}',
      '{"marks_assigned": true, "evaluation_feedback": "Point 1 covered."}',
      '{"marks_assigned": 3, "evaluation_feedback": "   "}',
      '{"marks_assigned": 3}',
      '{"marks": 3, "evaluation_feedback": "Point 1 covered."}',
      'marks_assigned: 3\nevaluation_feedback: Point 1 covered.',
      '{"marks_assigned": 3, "evaluation_feedback": "ok"} {"marks_assigned": 4, "evaluation_feedback": "second"}',
      '{"marks_assigned": 3, "evaluation_feedback": null}',
      '{"marks_assigned": 1' + '0'.repeat(400) + ', "evaluation_feedback": "x"}',
      '{"marks_assigned": [3], "evaluation_feedback": "x"}',
      '{"marks_assigned": 3, "evaluation_feedback": "line one\nline two"}',
      "{'marks_assigned': 3, 'evaluation_feedback': 'ok'}",
    ],
  },
  'pdll--asap-essay-rubric-holistic-score-bare-float': {
    accept: ['4.5', '3', ' 5.25\n', '4.', '.75', '1_0.5', '٣.٥', '2e0', '-1.0', '4.50', '\u00a03.75\u2003'],
    reject: [
      '',
      'Score: 4.5',
      '4.5/6',
      '4,5',
      '4.5 points',
      '**4.5**',
      '"4.5"',
      'four',
      '4.5\n\nThe essay takes a clear position but its support is thin.',
      '1__0',
      '0x10',
      'nan',
      'inf',
      '1e308',
    ],
  },
};

describe('set 675 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_675).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_675[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
