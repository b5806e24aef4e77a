import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_557 } from './framework-parsers-557';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'media-transcribe-manager--hebrew-holocaust-testimony-translation-five-criteria-1-10-json-composite-score': {
    accept: [
      '{\n  "scores": {\n    "content_accuracy": 9,\n    "speech_pattern_fidelity": 8,\n    "hebrew_language_quality": 9,\n    "cultural_context": 8,\n    "historical_authenticity": 9\n  },\n  "composite_score": 8.6,\n  "strengths": ["Dates and place names (Munkács, 1944) are preserved", "Hesitations \\"אה\\" keep the speaker\'s voice"],\n  "issues": ["\'gendarmes\' could be rendered with the period term"],\n  "hebrew_specific_notes": "Natural colloquial register matching the testimony.",\n  "suitability": "Suitable for historical research."\n}',
      '{"composite_score": 7}',
      '{"scores": {"content_accuracy": 9, "speech_pattern_fidelity": 8, "hebrew_language_quality": 9, "cultural_context": 8, "historical_authenticity": 9}, "strengths": [], "issues": []}',
      '{"scores": {"content_accuracy": 7}}',
      '\n\n  {"composite_score": 9.5, "suitability": "Excellent"}  \n',
      '{"composite_score": NaN}',
      '{"composite_score": 11}',
      '{"composite_score": true}',
      '{"composite_score": 8, "scores": "n/a"}',
      '{"scores": {"content_accuracy": 9, "overall": "high"}}',
      '{"scores": {"content_accuracy": 0, "speech_pattern_fidelity": 0, "hebrew_language_quality": 0, "cultural_context": 0, "historical_authenticity": 0}}',
      '{"composite_score": "8.5", "composite_score": 8.5}',
    ],
    reject: [
      '',
      '```json\n{"composite_score": 8.6}\n```',
      'Here is my evaluation: {"composite_score": 8.6}',
      'Composite score: 8.6/10',
      '{"composite_score": "8.5"}',
      '{"composite_score": null}',
      '{"scores": {"content_accuracy": "8"}}',
      '{"scores": {"content_accuracy": 8, "cultural_context": null}}',
      '{"scores": null}',
      '{}',
      '{"scores": {}}',
      '{"scores": {"overall_historical_reliability": 9}}',
      '[{"composite_score": 8}]',
      "{'composite_score': 8.5}",
      '{"composite_score": 8.5,}',
      '{"evaluation": {"composite_score": 8.5}}',
    ],
  },
};

describe('set 557 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_557).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_557[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
