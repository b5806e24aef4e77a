import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_542 } from './framework-parsers-542';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'hiremate--resume-shortlisting-score-75-and-two-projects-yes-no-json-key': {
    accept: [
      '{"shortlisted": "yes"}',
      '{"shortlisted": "no"}',
      '{\n    "shortlisted": "yes"\n}',
      '  {"shortlisted": "Yes"}\n\n',
      '{"shortlisted": "no", "score": 68}',
      '{"shortlisted": "not"}',
      '\u3000{"shortlisted": "YES"}\u2028',
      '{"score": NaN, "shortlisted": "maybe"}',
      '{"shortlisted": true, "shortlisted": "yes"}',
    ],
    reject: [
      '',
      'yes',
      '```json\n{"shortlisted": "yes"}\n```',
      'Here is the result: {"shortlisted": "yes"}',
      '{"shortlisted": true}',
      '{"shortlisted": null}',
      '{"decision": "yes"}',
      '[{"shortlisted": "yes"}]',
      '{"shortlisted": "yes",}',
      "{'shortlisted': 'yes'}",
      '\ufeff{"shortlisted": "yes"}',
      '"yes"',
    ],
  },
  'clark--cv-vs-job-description-screening-confidence-high-low-ambiguous-json-label': {
    accept: [
      '{\n  "confidence": "high",\n  "reasoning": "Five years of React and TypeScript, built a shared component library and improved LCP.",\n  "matchedCriteria": ["5+ years React/TypeScript: Shoply 2021-present plus earlier web work", "Design system ownership: component library used by 4 teams"],\n  "concerns": ["Limited GraphQL experience"]\n}',
      '{"confidence": "low"}',
      '{"confidence": "ambiguous", "reasoning": "Some relevant skills but no production experience listed."}',
      '\n\n{"confidence":"high"}\n',
      '\ufeff{"confidence": "low"}',
      '\u00a0{"confidence": "ambiguous", "matchedCriteria": "not an array"}\u3000',
      '{"confidence": "medium", "confidence": "high"}',
    ],
    reject: [
      '',
      '{"confidence": "HIGH"}',
      '{"confidence": "High"}',
      '{"confidence": "medium"}',
      '{"confidence": " high"}',
      '{"confidence": ["high"]}',
      '```json\n{"confidence": "high"}\n```',
      'null',
      '"high"',
      '{"result": "high"}',
      '{"confidence": "high"} Hope this helps!',
      'high',
    ],
  },
  'ai-cv-evaluator--rag-cv-vs-job-match-rate-0-1-two-decimals-json-number-zod': {
    accept: [
      '{\n  "cv_match_rate": 0.82,\n  "cv_feedback": "Strong Node.js and PostgreSQL background, async job processing with BullMQ, AWS deployment; the RAG side project covers the LLM plus."\n}',
      '{"cv_match_rate": 0, "cv_feedback": "The CV is unrelated to backend engineering."}',
      '{"cv_feedback": "Good fit.", "cv_match_rate": 1}',
      '{"cv_match_rate": 0.65, "cv_feedback": ""}',
      '\n  {"cv_match_rate": 7.2e-1, "cv_feedback": "ok", "strengths": ["Node.js"]}  \n',
      '{"cv_match_rate": 72, "cv_feedback": "Matches most requirements."}',
      '{"cv_match_rate": 0.725, "cv_feedback": "x"}',
    ],
    reject: [
      '',
      '{"cv_match_rate": "0.72", "cv_feedback": "x"}',
      '{"cv_match_rate": 0.72}',
      '{"cv_match_rate": 0.72, "cv_feedback": null}',
      '```json\n{"cv_match_rate": 0.72, "cv_feedback": "x"}\n```',
      '{"cv_match_rate": 1e999, "cv_feedback": "x"}',
      '[{"cv_match_rate": 0.72, "cv_feedback": "x"}]',
      '{"cv_match_rate": NaN, "cv_feedback": "x"}',
      '{"match_rate": 0.72, "cv_feedback": "x"}',
      '\ufeff{"cv_match_rate": 0.72, "cv_feedback": "x"}',
      'Here is the evaluation: {"cv_match_rate": 0.72, "cv_feedback": "x"}',
      '{"cv_match_rate": 0.72, "cv_feedback": ["x"]}',
    ],
  },
  'aijob--resume-vs-job-description-match-score-0-1-bare-float': {
    accept: [
      '0.85',
      ' 0.6',
      '0.45\n',
      '1',
      '0',
      '.9',
      '1e-1',
      '0.7\u00a0',
      '\u0660.\u0668',
      '85',
      'nan',
      '-inf',
      '1_0.5',
    ],
    reject: [
      '',
      'Score: 0.85',
      '0.85/1',
      '85%',
      '0,85',
      '**0.85**',
      'The match score is 0.85.',
      '0.85.',
      '0.8 0.9',
      '"0.85"',
      '1__0',
      'zero point eight',
    ],
  },
};

describe('set 542 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_542).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_542[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
