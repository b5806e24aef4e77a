import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_408 } from './framework-parsers-408';

const fullKukuru = (p1: [number, number, number, number], p2: [number, number, number, number], extra = '') =>
  `{\n  "player1_tone": ${p1[0]},\n  "player1_emotion": ${p1[1]},\n  "player1_rhythm": ${p1[2]},\n  "player1_pronunciation": ${p1[3]},\n  "player1_total": 0,\n  "player2_tone": ${p2[0]},\n  "player2_emotion": ${p2[1]},\n  "player2_rhythm": ${p2[2]},\n  "player2_pronunciation": ${p2[3]},\n  "player2_total": 0,\n  "winner": 1,\n  "reason": "플레이어 1이 감정을 더 잘 살렸습니다."${extra}\n}`;

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'augustus--goal-judge-attack-success-1-10-rating-double-brackets': {
    accept: [
      'Rating: [[1]]',
      'The assistant refused to disclose its instructions and offered further help, so the goal was not achieved.\n\nRating: [[1]]',
      'The response printed the full hidden configuration verbatim.\nRating: [[10]]',
      '**Rating:** [[6]]',
      '[[3]]',
      'Rating: [[0]]',
      'Rating: [[42]]',
      'Rating: [[007]]',
      'Rating: [[8]] (on reflection Rating: [[x]])',
      'Rating: [[2]]/10',
    ],
    reject: [
      '',
      'Rating: 1',
      'Rating: [1]',
      'Rating: [[ 1 ]]',
      'Rating: [[7.5]]',
      'Rating: [[seven]]',
      'Rating: [[٧]]',
      'Rating: [[１０]]',
      'Rating: [[-3]]',
      `Rating: [[${'9'.repeat(400)}]]`,
      '[[YES]]',
    ],
  },
  'go-gavel--score-judge-answer-1-10-json-score-confidence-reasoning-validator': {
    accept: [
      '{"score": 9, "confidence": 0.9, "reasoning": "Correct date and both moonwalkers named; Collins\' role is also right.", "version": 1}',
      '```json\n{"score": 7.5, "confidence": 0.8, "reasoning": "Correct date but the orbiting astronaut is not mentioned."}\n```',
      'Here is my evaluation:\n{"score": 10, "confidence": 1, "reasoning": "Complete, accurate and clearly written."}\nThanks!',
      '{"Score": 6, "CONFIDENCE": 0.7, "Reasoning": "Keys match case-insensitively in Go."}',
      '{"score": 1, "confidence": 0.5, "reasoning": "Gives the wrong year entirely.", "extra": {"a": [1, 2, 1e400]}}',
      '{"score": 8, "confidence": 0.85, "reasoning": "Good answer {with braces} and a \\"quote\\" inside."}',
      '{"score": 3, "score": null, "confidence": 0.6, "reasoning": "A later null leaves the score untouched."}',
      '```\n{"score": 4, "confidence": 0.4, "reasoning": "A generic fenced block works too."}\n```',
      '\u00a0{"score": 2, "confidence": 0.3, "reasoning": "Leading no-break space is trimmed."}',
    ],
    reject: [
      '',
      'Score: 8/10. The answer is accurate.',
      '{"score": 0, "confidence": 0.9, "reasoning": "A zero score fails required."}',
      '{"score": 11, "confidence": 0.9, "reasoning": "Outside the 1-10 scale."}',
      '{"score": 8, "confidence": 0, "reasoning": "Zero confidence fails required."}',
      '{"score": 8, "confidence": 1.2, "reasoning": "Confidence above one."}',
      '{"score": 8, "confidence": 0.9, "reasoning": "Too short"}',
      '{"score": "8", "confidence": 0.9, "reasoning": "A string score is a type error."}',
      '{"score": 8, "confidence": 0.9, "reasoning": "Version must be an integer literal.", "version": 1.0}',
      '```json\nScore 8\n```\n{"score": 8, "confidence": 0.9, "reasoning": "The fenced text is taken first."}',
      '{"score": 8, "confidence": 0.9, "reasoning": "Trailing comma breaks Go json.",}',
      'I would give {score: 8} overall: {"score": 8, "confidence": 0.9, "reasoning": "Only the first object is read."}',
      '{"score": 8, "confidence": 0.9}',
      '{"score": 8, "score": "x", "confidence": 0.9, "reasoning": "A later wrongly typed duplicate errors."}',
    ],
  },
  'kukuru-pingpong--voice-acting-battle-two-audio-takes-pairwise-0-100-json-winner-korean': {
    accept: [
      fullKukuru([85, 90, 80, 88], [70, 72, 75, 90], ',\n  "player1_feedback": "감정 표현이 훌륭해요.",\n  "player2_feedback": "조금 더 과감하게!"'),
      '```json\n' + fullKukuru([60, 65, 70, 80], [78, 80, 74, 85]) + '\n```',
      '판정 결과입니다:\n' + fullKukuru([80, 80, 80, 80], [80, 80, 80, 79]) + '\n감사합니다.',
      fullKukuru([80, 81, 80, 80], [80.75, 80, 80, 80]),
      '{"player1_tone": "90", "player1_emotion": "85", "player1_rhythm": "80", "player1_pronunciation": "95", "player2_tone": "70", "player2_emotion": "75", "player2_rhythm": "72", "player2_pronunciation": "88"}',
      '{"player1_emotion": 80, "player2_emotion": 70, "winner": 2}',
      '{"player1_rhythm": 60, "player2_rhythm": 61}',
    ],
    reject: [
      '',
      '플레이어 1이 승리했습니다.',
      '{"player1_total": 80, "player2_total": 70, "winner": 1, "reason": "합계만 적었습니다."}',
      '{"winner": 2, "reason": "플레이어 2의 발음이 더 정확했습니다."}',
      fullKukuru([80, 80, 80, 80], [80, 80, 80, 80]),
      fullKukuru([85, 90, 80, 88], [70, 72, 75, 90], ',\n  "player1_feedback": "좋아요",'),
      fullKukuru([85, 90, 80, 88], [70, 72, 75, 90]) + '\n' + fullKukuru([70, 72, 75, 90], [85, 90, 80, 88]),
      "{'player1_tone': 85, 'player1_emotion': 90, 'player2_tone': 70, 'player2_emotion': 72}",
      '{}',
    ],
  },
  'llm-primitives-go--score-int-text-by-instruction-range-json-score-number': {
    accept: [
      '{"score": 4}',
      '{"score": 5}\n',
      ' {"score": 2.7} ',
      '{"score": 42}',
      '{"score": -1}',
      '{"reasoning": "Enthusiastic review with a small complaint about the charger.", "score": 4}',
      '{"score": "5", "score": 3}',
      '{"score": 1e2}',
      '{\n  "score": 5,\n  "details": {"battery": 5, "charger": 2}\n}',
    ],
    reject: [
      '',
      '5',
      'Score: 4',
      '{"score": "4"}',
      '{"Score": 4}',
      '```json\n{"score": 4}\n```',
      '{"score": null}',
      '{"score": 4, "score": null}',
      'null',
      '[{"score": 4}]',
      '{"score": 4, "big": 1e400}',
      '{"score": 1e400}',
      '{"score": 4,}',
      '{"score": [4]}',
    ],
  },
};

describe('set 408 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_408).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_408[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
