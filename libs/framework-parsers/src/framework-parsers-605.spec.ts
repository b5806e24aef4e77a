import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_605 } from './framework-parsers-605';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'dawo--brand-voice-validator-nordic-wellness-copy-json-status-tone-scores-issues-list': {
    accept: [
      '{"status": "needs_revision", "tone_scores": {"warm": 0.6, "educational": 0.4, "nordic": 0.5}, "authenticity_score": 0.35, "issues": [{"phrase": "In today\'s fast-paced world", "type": "ai_generic", "severity": "medium", "suggestion": "Open with the forest: \'Every autumn we walk the birch woods...\'", "explanation": "Generic AI opener that lacks DAWO\'s personal voice."}, {"phrase": "buy now while our limited autumn harvest lasts", "type": "tone_mismatch", "severity": "medium", "suggestion": "Our autumn harvest is small, so we make it in small batches.", "explanation": "Sales pressure conflicts with the educational pillar."}]}',
      '{"status": "pass", "tone_scores": {"warm": 0.9, "educational": 0.8, "nordic": 0.9}, "authenticity_score": 0.92, "issues": []}',
      '\n  {"issues": []}\n',
      '{"issues": [{"type": "style_violation", "severity": "low", "suggestion": "Drop the exclamation mark.", "explanation": "Understated confidence."}]}',
      '{"status": "fail", "authenticity_score": NaN, "issues": [{"phrase": "cures brain fog", "type": "medicinal_term", "severity": "high"}]}',
      '{\n    "status": "needs_revision",\n    "tone_scores": {"warm": 0.7, "educational": 0.6, "nordic": 0.4},\n    "authenticity_score": 0.5,\n    "issues": [\n        {"phrase": "the ultimate way", "type": "style_violation", "severity": "medium", "suggestion": "a quiet way", "explanation": "Superlative."}\n    ]\n}',
      '{"issues": ""}',
      '{"issues": [{"phrase": "", "type": "tone_mismatch"}], "issues_count": 1}',
    ],
    reject: [
      '',
      '```json\n{"status": "pass", "issues": []}\n```',
      'Here is my analysis:\n{"status": "pass", "issues": []}',
      '{"status": "pass", "tone_scores": {"warm": 0.9, "educational": 0.8, "nordic": 0.9}, "authenticity_score": 0.9}',
      '{"status": "fail", "issues": null}',
      '{"issues": ["Uses the superlative \'ultimate\'"]}',
      '{"issues": [{"phrase": null, "type": "ai_generic", "severity": "medium"}]}',
      '{"issues": [{"phrase": 42}]}',
      '[{"phrase": "ultimate", "type": "style_violation"}]',
      '{"issues": {"phrase": "ultimate"}}',
      "{'status': 'pass', 'issues': []}",
      '{"status": "pass", "issues": [],}',
      '{"issues": [{"phrase": "best"}, {"phrase": ["buy", "now"]}]}',
      '{"issues": 0}',
    ],
  },
};

describe('set 605 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_605).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_605[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
