import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_706 } from './framework-parsers-706';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'timoteoallock-rag--flan-t5-medical-qa-correctness-completeness-clarity-1-5-result-tag-average-float': {
    accept: [
      'Correctness: 4, Completeness: 3, Clarity: 5 [RESULT] 4',
      'Correctness: 5, Completeness: 4, Clarity: 5 [RESULT] 4.67\n',
      '[RESULT] 3.67',
      '4',
      ' 3.5 ',
      '[RESULT] ４',
      '[RESULT]\u00a03',
      '[RESULT] nan',
      '[RESULT] 1e0',
      'Correctness: 4 [RESULT] 2 [RESULT] 3',
    ],
    reject: [
      '',
      'Correctness: 4, Completeness: 3, Clarity: 5',
      '[RESULT] 4/5',
      '[RESULT] 4 (good)',
      '[RESULT]',
      '[RESULT] four',
      '[result] 4',
      '[RESULT] 4 [RESULT]',
      '[RESULT] 3,5',
      'Average: 4.0',
    ],
  },
  'medical-llm-eval--hallucination-check-answer-vs-source-json-flagged-claims-count': {
    accept: [
      '{"hallucination_detected": false, "flagged_claims": [], "confidence": 0.95}',
      '{\n  "hallucination_detected": true,\n  "flagged_claims": [\n    {\n      "claim": "The authors recommend starting empagliflozin at 25 mg daily in every patient with an eGFR above 30.",\n      "issue": "The source reports no dosing recommendation or eGFR threshold.",\n      "severity": "major"\n    }\n  ],\n  "confidence": 0.9\n}',
      '```json\n{"hallucination_detected": false, "flagged_claims": [], "confidence": 0.9}\n```',
      'Here are my findings:\n```\n{"flagged_claims": [{"claim": "38% reduction", "issue": "ok", "severity": "minor"}]}\n```',
      'The answer contains unsupported claims:\n- 25 mg daily recommendation\n- eGFR above 30 threshold',
      'The answer is fully supported by the source.',
      '',
      '{"flagged_claims": "none"}',
      '{"flagged_claims": {}}',
      '```json\n{"flagged_claims": []}',
      '{"flagged_claims": [],}',
    ],
    reject: [
      '[]',
      '{"hallucination_detected": false, "confidence": 0.9}',
      '{"flagged_claims": null}',
      '{"flagged_claims": 2}',
      '{"flagged_claims": true}',
      '```json\n[{"claim": "x"}]\n```',
      '```\n{"confidence": 0.8}\n```',
      '"no hallucinations"',
      'NaN',
      'null',
      '{"flagged_claims": NaN}',
    ],
  },
  'syd-life-ai-eval--preventive-health-agent-empathy-e0-e3-json-level-label': {
    accept: [
      '{"level": "E3", "reasoning": "The agent validates the fear, urges prompt medical review and offers collaborative next steps.", "passed": true}',
      '{"level": "E1", "reasoning": "Accurate but emotionally flat.", "passed": false}',
      '{"level": "E0", "reasoning": "Dismissive.", "passed": false}',
      '{"level": "E1", "reasoning": "Flat tone.", "passed": true}',
      '{"level": "E2", "reasoning": "Supportive.", "passed": null}',
      '\n  {"level": "E2", "reasoning": "", "passed": "yes", "notes": "extra"}  \n',
      '{"level": "E0", "level": "E2", "reasoning": "ok", "passed": NaN}',
      '{"level": "E3", "reasoning": "Warm \\ud83d\\ude0a", "passed": true}',
      '{"level": "E2", "reasoning": "Warm \\ud83d", "passed": true}',
    ],
    reject: [
      '',
      '   ',
      '{"level": "e2", "reasoning": "Supportive.", "passed": true}',
      '{"level": "E4", "reasoning": "Exceptional.", "passed": true}',
      '{"level": " E2", "reasoning": "Supportive.", "passed": true}',
      '{"level": "E2", "reasoning": "Supportive."}',
      '{"level": "E2", "reasoning": null, "passed": true}',
      '{"level": 2, "reasoning": "Supportive.", "passed": true}',
      '```json\n{"level": "E2", "reasoning": "Supportive.", "passed": true}\n```',
      '[{"level": "E2", "reasoning": "Supportive.", "passed": true}]',
      '{"level": "E2", "reasoning": "Supportive.", "passed": true,}',
      'Level: E2 (Supportive)',
    ],
  },
};

describe('set 706 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_706).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_706[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
