import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_598 } from './framework-parsers-598';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'mmc-venture-screening--pitch-deck-scorecard-category-0-3-json-score-rationale-fenced-or-greedy-brace': {
    accept: [
      '{"score": 3, "rationale": "CEO co-founded CardioSense (acquired by Medtronic) and the CTO was a staff engineer at Stripe; two complementary founders."}',
      '```json\n{\n  "score": 2,\n  "rationale": "Two founders with relevant experience, but no prior exits are mentioned."\n}\n```',
      'Here is my evaluation:\n{"score": 1, "rationale": "Only one founder is named in the deck."}\nLet me know if you need anything else.',
      '{"score": 2.5, "rationale": "Between strong and moderate."}',
      '{"score": true, "rationale": null}',
      '{"score": 7, "rationale": "Out of range but never checked."}',
      '[{"score": 2, "rationale": "Wrapped in a list; the greedy brace search takes the object."}]',
      '{"score": NaN, "rationale": "n/a"}',
      '```json\n{"score": 0, "rationale": "No team slide."}\n```\nNote: {"extra": 1}',
    ],
    reject: [
      '',
      'Score: 2\nRationale: Experienced founders, no prior exits.',
      '{"score": "2", "rationale": "String score cannot be divided by 3."}',
      '{"score": 2}',
      '{"rating": 2, "rationale": "Wrong key."}',
      '{\n  "score": 2,\n  "rationale": Founders have prior exits\n}',
      '{"score": 2, "rationale": "Trailing comma",}',
      '{"score": null, "rationale": "Not enough information."}',
      'Team: {"score": 2, "rationale": "a"} Market: {"score": 3, "rationale": "b"}',
      "{'score': 2, 'rationale': 'single quotes'}",
      '{"score": [2], "rationale": "list"}',
      `{"score": 1${'0'.repeat(320)}, "rationale": "int too large for int / 3"}`,
    ],
  },
  'smart-ai-resume-screener--resume-vs-job-fit-1-10-score-line-java-regex-with-slash-10-or-rating-fallback': {
    accept: [
      'Score: 8\nJustification: Strong match on Java, Spring Boot and PostgreSQL with 3 years of microservices work. Gap: no Kafka experience.',
      'Score: 7.5\nJustification: Good fit overall.',
      'Score:\n9\nJustification: Near-perfect alignment.',
      'Overall Score: 6 - moderate fit',
      'I would place this candidate at 8/10 overall.',
      'My rating for this fit is 7 because Kafka is missing.',
      'Score: 0',
      'After integrating 2 services at FinEdge, the candidate shows depth.',
      'Score: 7.\nJustification: ok',
    ],
    reject: [
      '',
      'score: 8\nJustification: lowercase label.',
      '**Score:** 8\n**Justification:** Strong match.',
      'Score: [8]',
      'Score: eight',
      'Rating: 8',
      'Score - 8',
      'I would give a rating of\n8',
      'Score: \uff18',
      'Justification: The candidate matches most requirements.',
    ],
  },
  'jobjitsu--career-fair-mock-interview-feedback-1-10-json-score-description-with-regex-score-fallback': {
    accept: [
      '```json\n{\n  "score": 8,\n  "description": "Overall, you came across as friendly and prepared.\\n\\nQ1: Clear intro.\\nQ2: Good company research."\n}\n```',
      '{"score": 7, "description": "Good energy.\\nQ1: solid answer."}',
      '"score": 8, "description": "You did well. Overall 8/10."',
      'Score: 6\nDescription: Good start, but add more detail about your projects.',
      '{\\"score\\": 9, \\"description\\": \\"Great conversation\\"}',
      '{"score": 7, "description": "The candidate\\\'s answers were focused."}',
      '{"score": "8/10", "description": "Solid"}',
      '{"score": 0, "description": "No answers were given."}',
      '{"score": "7", "description": "{\\"score\\": 7, \\"description\\": \\"nested\\"}"}',
      "I'd rate this interview 7 out of 10.",
    ],
    reject: [
      '',
      '"score": 8, "description": "Nice work overall."',
      '{"score": "8", "description": "Nice work"}',
      '{"score": 8, "description": "Line one\nLine two"}',
      '{"score": 7, "description": "ok",}',
      'Score: 0/10',
      'The candidate did fine overall.',
      '{"score": null, "description": "Could not evaluate."}',
      'Score: 7. The first answer was 0/10 quality.',
      '{"score": 8, "description": "saved to C:\\xfiles"}',
    ],
  },
  'interview-iq--resume-vs-job-description-match-score-percentage-0-100-regex-line': {
    accept: [
      'Match Score: 78%\n\n**Keywords Present:**\n- React\n- TypeScript',
      'match score 65%',
      '## Match Score\n82% match with the job requirements',
      '75% match',
      '90%\n\n**Strengths**\n- Strong TypeScript',
      'MATCH SCORE: 0%',
      'Match Score: 100%',
      '# Resume Analysis\n\nMatch Score:   71%',
    ],
    reject: [
      '',
      '**Match Score:** 78%',
      'Match Score: 78 %',
      'Match Score: 7.8%',
      'Match Score: 120%',
      'Match score: 78/100',
      'Match Score: seventy-five percent',
      'Overall fit: 78%',
    ],
  },
};

describe('set 598 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_598).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_598[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
