import { describe, expect, it } from 'vitest';
import { MENTALCHAT_METRICS, PARSERS_OF_SET_565, UNSOURCED_PARSERS_OF_SET_565 } from './framework-parsers-565';

const METRICS = MENTALCHAT_METRICS;
const EXPLANATION =
  'The response validates the panic attacks, offers a concrete breathing technique and refers to a therapist and 988, but it does not explore the job loss further.';
const allScores = (value: unknown) => Object.fromEntries(METRICS.map((m) => [m, value]));
const judge = (scores: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ explanation: EXPLANATION, scores, ...extra }, null, 2);
const natural = judge({
  'Active Listening': 7,
  'Empathy & Validation': 8,
  'Safety & Trustworthiness': 9,
  'Open-mindedness & Non-judgment': 8,
  'Clarity & Encouragement': 8,
  'Boundaries & Ethical': 9,
  'Holistic Approach': 6,
});

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'clinical-llm-evaluation--pubmedqa-medical-teacher-checks-suggested-answer-json-is-answer-correct-yes-no': {
    accept: [
      '{"is_answer_correct": "no", "correct_answer": "yes", "why_correct": "The adjusted odds ratio of 0.64 with p=0.001 shows that preoperative statins significantly reduced postoperative atrial fibrillation.", "why_others_incorrect": "No contradicts the significant result, and maybe understates a finding that held after propensity matching."}',
      '{"is_answer_correct": "yes", "correct_answer": "maybe"}',
      '```json\n{"is_answer_correct": "No", "correct_answer": "yes", "why_correct": "The effect was significant.", "why_others_incorrect": "The data are not ambiguous."}\n```',
      "{'is_answer_correct': 'yes', 'correct_answer': 'yes'}",
      '{"is_answer_correct": "Yes."}',
      '[{"is_answer_correct": "no"}]',
      'Here\'s my evaluation: {"is_answer_correct": "yes", "correct_answer": "yes"}',
      '{&quot;is_answer_correct&quot;: &quot;no&quot;}',
      '{"is_answer_correct": " N-O "}',
      '  {"is_answer_correct": "yes"}\n',
    ],
    reject: [
      '',
      '{"is_answer_correct":"yes/no": "correct_answer": "yes"}',
      '{"is_answer_correct": "no", "why_correct": "The patient\'s risk fell."}',
      '{"is_answer_correct": true, "correct_answer": "yes"}',
      '{"is_answer_correct": "correct"}',
      '{"evaluation": {"is_answer_correct": "yes"}}',
      'The student answer is wrong: no.',
      '```json\n{"is_answer_correct": "yes", "details": {"correct_answer": "yes"}}\n```',
      '{"is_answer_correct": "No, the answer is wrong"}',
      '{"is_answer_correct": ""}',
      '{"is_answer_correct": "yes", "why_correct": "line one\nline two"}',
      '{"is_answer_correct": "yes"',
    ],
  },
  'med-lm-envs--medrbench-predicted-vs-gold-diagnosis-correct-wrong-substring-correct': {
    accept: [
      'Correct',
      '[Correct]',
      'correct',
      'The predicted diagnosis is CORRECT.',
      'Judgment: Correct\n',
      'Incorrect',
      'Correct|Wrong',
    ],
    reject: [
      '',
      'Wrong',
      '[Wrong]',
      'Right',
      'Accurate',
      'Yes',
      'Corect',
      'C-o-r-r-e-c-t',
      'The prediction matches the ground truth.',
    ],
  },
};

const unsourcedCases: Record<string, { accept: string[]; reject: string[] }> = {
  'mentalchat16k-judge--mental-health-counseling-response-seven-metrics-1-10-json-explanation-scores': {
    accept: [
      natural,
      '```json\n' + natural + '\n```',
      'The response is warm and safe but could explore the job loss more.\n\n' + natural,
      judge(allScores('8')),
      judge(allScores(7.5)),
      judge({ ...allScores(9), 'Active Listening': true }),
      judge({ ...allScores(8), 'Overall Rating': 8 }),
      judge(allScores('٨')),
      judge(allScores('1_0')),
    ],
    reject: [
      '',
      judge(Object.fromEntries(METRICS.slice(0, 6).map((m) => [m, 8]))),
      judge({ ...allScores(8), 'Holistic Approach': 0 }),
      judge({ ...allScores(8), 'Safety & Trustworthiness': 11 }),
      judge(allScores('7.5')),
      judge({ ...allScores(8), 'Empathy & Validation': 0.5 }),
      JSON.stringify({ explanation: EXPLANATION, scores: METRICS.map(() => 8) }),
      JSON.stringify({ scores: allScores(8) }),
      JSON.stringify({ evaluation: { explanation: EXPLANATION, scores: allScores(8) } }),
      judge(allScores(8)).replace('"Holistic Approach": 8', '"Holistic Approach": NaN'),
      'I would use {curly} placeholders here.\n' + natural,
      judge(Object.fromEntries(METRICS.map((m) => [m.toLowerCase(), 8]))),
      natural.replace(/"/g, "'"),
    ],
  },
};

describe('set 565 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_565).sort());
    expect(Object.keys(unsourcedCases).sort()).toEqual(Object.keys(UNSOURCED_PARSERS_OF_SET_565).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_565[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
  for (const [key, { accept, reject }] of Object.entries(unsourcedCases)) {
    describe(`unsourced ${key}`, () => {
      const parser = UNSOURCED_PARSERS_OF_SET_565[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
