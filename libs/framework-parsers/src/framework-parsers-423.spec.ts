import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_423 } from './framework-parsers-423';

const dcFull =
  '{"summary": "The paper proposes SMoA, a sparse mixture of adapters for low-resource ASR.", "strengths": ["Clear motivation", "Consistent WER gains on six languages"], "weaknesses": ["No comparison with prefix tuning", "Routing overhead is not measured"], "scores": {"originality": 7, "clarity": 8, "impact": 6, "overall": 7}}';
const slOk = '{"novelty_score": 4, "explanation": "The report finds no study showing switching in uncapped 2 nm films; all prior work used a top electrode."}';
const aiOk = '{"novelty_score": 7, "significance_score": 6, "reproducibility_score": 5, "experimental_quality_score": 6}';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'deep-critic--conference-paper-review-json-scores-overall-1-10-fenced-or-bare': {
    accept: [
      '```json\n' + dcFull + '\n```',
      dcFull,
      'Here is my review of the submission:\n\n```json\n' + dcFull + '\n```\n\nLet me know if you need more detail.',
      '  \n' + dcFull + '\n  ',
      '{"summary": "s", "scores": {"overall": 6}}',
      '{"summary": "s", "strengths": "Clear writing", "weaknesses": [], "scores": {"overall": "8"}}',
      '{"summary": "s", "strengths": [], "weaknesses": [], "scores": {"originality": 7, "clarity": 7, "impact": 7, "overall": 7.5}}',
      '{"summary": "s", "scores": {"overall": "8/10"}}',
      '{"summary": "s", "questions": ["Why 0.9%?"], "limitations": ["Only six languages"], "scores": {"originality": null, "overall": 5}}',
      '{"summary": "s", "scores": {"originality": true, "clarity": 9.5, "impact": 1, "overall": 10}}',
      '{"summary": ["a", "b"], "strengths": {"Clarity": "good"}, "scores": {"overall": 3}}',
    ],
    reject: [
      '',
      '```\n' + dcFull + '\n```',
      '```json ' + dcFull + ' ```',
      '```JSON\n' + dcFull + '\n```',
      '{"summary": "s", "scores": {"originality": 7, "clarity": 8, "impact": 6}}',
      '{"summary": "s", "strengths": ["ok"], "weaknesses": ["none"]}',
      '{"summary": "s", "scores": {"overall": "high"}}',
      '{"summary": "s", "scores": {"overall": -2}}',
      '{"summary": "s", "scores": {"overall": true}}',
      '{"summary": "s", "scores": {"overall": null}}',
      '{"summary": "s", "strengths": [1, 2], "scores": {"overall": 7}}',
      '{"summary": "s", "weaknesses": null, "scores": {"overall": 7}}',
      '{"summary": "s", "scores": {"originality": "7", "overall": 7}}',
      '{"summary": "s", "scores": {"originality": NaN, "overall": 7}}',
      '{"summary": "s", "scores": [7, 8, 6, 7]}',
      '{"error": "Paper could not be read", "scores": {"overall": 3}}',
      '[{"summary": "s", "scores": {"overall": 7}}]',
      '7',
      'Summary: good paper.\nRating: 7',
      '{"summary": "s", "scores": {"overall": 7},}',
    ],
  },
  'scilink--literature-report-research-claim-novelty-1-5-json-novelty-score-int-explanation': {
    accept: [
      slOk,
      '```json\n{\n    "novelty_score": 3,\n    "explanation": "Only one prior study reports switching at this thickness without a capping layer."\n}\n```',
      '```\n{"novelty_score": 1, "explanation": "Well established in many studies."}\n```',
      '{"explanation": "Several studies document this.", "novelty_score": 2}',
      '{"novelty_score": 5, "explanation": "Paradigm-shifting if confirmed.", "confidence": "high"}',
      '  \n' + slOk + '\n',
      '{"novelty_score": true, "explanation": "bool is an int subclass"}',
      '{"novelty_score": 5, "novelty_score": 3, "explanation": "last key wins"}',
      slOk + '```',
    ],
    reject: [
      '',
      '{"novelty_score": 4.0, "explanation": "float"}',
      '{"novelty_score": 3e0, "explanation": "float"}',
      '{"novelty_score": "4", "explanation": "string score"}',
      '{"novelty_score": 6, "explanation": "out of range"}',
      '{"novelty_score": 0, "explanation": "out of range"}',
      '{"novelty_score": false, "explanation": "False is 0"}',
      '{"novelty_score": 3, "explanation": "   "}',
      '{"novelty_score": 3, "explanation": "\\u3000"}',
      '{"novelty_score": 3, "explanation": null}',
      '{"novelty_score": 3}',
      'Novelty score: 4\nExplanation: no prior work found.',
      '```JSON\n' + slOk + '\n```',
      'Here is my assessment:\n```json\n' + slOk + '\n```',
      '[' + slOk + ']',
    ],
  },
  'airas--conference-paper-review-novelty-significance-reproducibility-experimental-quality-1-10-structured-json': {
    accept: [
      aiOk,
      '{\n  "novelty_score": 8,\n  "significance_score": 7,\n  "reproducibility_score": 6,\n  "experimental_quality_score": 7\n}',
      '\n  ' + aiOk + '  \n',
      '{"novelty_score": "7", "significance_score": 6, "reproducibility_score": 5, "experimental_quality_score": 6}',
      '{"novelty_score": 7.0, "significance_score": 6, "reproducibility_score": 5, "experimental_quality_score": 6}',
      '{"novelty_score": 7, "significance_score": 6, "reproducibility_score": 5, "experimental_quality_score": 6, "overall_recommendation": "weak accept"}',
      '{"novelty_score": 11, "significance_score": 0, "reproducibility_score": 5, "experimental_quality_score": 6}',
      '{"experimental_quality_score": 6, "reproducibility_score": 5, "significance_score": 6, "novelty_score": 7}',
    ],
    reject: [
      '',
      '{"novelty_score": 7, "significance_score": 6, "reproducibility_score": 5}',
      '{"novelty_score": 7.5, "significance_score": 6, "reproducibility_score": 5, "experimental_quality_score": 6}',
      '{"novelty_score": null, "significance_score": 6, "reproducibility_score": 5, "experimental_quality_score": 6}',
      '{"novelty_score": "seven", "significance_score": 6, "reproducibility_score": 5, "experimental_quality_score": 6}',
      '{"novelty_score": [7], "significance_score": 6, "reproducibility_score": 5, "experimental_quality_score": 6}',
      '```json\n' + aiOk + '\n```',
      'Scores: ' + aiOk,
      '[' + aiOk + ']',
      '{"novelty_score": 7, "significance_score": 6, "reproducibility_score": 5, "experimental_quality_score": 6,}',
      'Novelty: 7/10\nSignificance: 6/10\nReproducibility: 5/10\nExperimental Quality: 6/10',
    ],
  },
};

describe('set 423 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_423).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_423[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
