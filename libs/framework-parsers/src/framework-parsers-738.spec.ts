import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_738 } from './framework-parsers-738';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'team-maia--servicedesk-customer-comment-quality-four-1-5-scores-and-tier-json-brace-repair': {
    accept: [
      '{"professionalism": 4, "clarity": 4, "empathy": 3, "actionability": 5, "content_tags": ["meaningful_update", "timeline_setting"], "red_flags": [], "intent_summary": "Agent explains the expired VPN certificate, pushes a fix and offers a remote session.", "quality_tier": "good"}',
      '{\n  "qualityScores": {"professionalism": 5, "clarity": 4, "empathy": 4, "actionability": 4},\n  "contentTags": ["resolution_statement"],\n  "redFlags": ["closes_without_confirmation"],\n  "intentSummary": "Agent states the fix and closes the ticket.",\n  "qualityTier": "excellent"\n}',
      '```json\n{"professionalism": 3, "clarity": 2, "empathy": 2, "actionability": 2, "quality_tier": "acceptable"}\n```',
      'Here is the assessment:\n{"professionalism": 2, "clarity": 3, "empathy": 1, "actionability": 2}\nLet me know if you need more.',
      '```json\n{"professionalism": 4, "clarity": 4, "empathy": 4, "actionability": 3}\n```\nHope this helps!',
      '{"qualityScores": {"professionalism": 4, "clarity": 3, "empathy": 3, "actionability": 4}, "contentTags": ["handoff_notice"], "intentSummary": "Agent hands the ticket to the network team',
      '{"professionalism": 4, "clarity": 3',
      '[{"professionalism": 4, "clarity": 4, "empathy": 4, "actionability": 4}]',
      '{"quality_tier": "poor", "intent_summary": "Closes the ticket without confirming the fix."}',
      '{"clarity": 5}',
      '{"professionalism": 4.5, "clarity": true, "empathy": 0, "actionability": 9}',
      '{"professionalism": NaN, "clarity": 4}',
    ],
    reject: [
      '',
      'Professionalism: 4\nClarity: 3\nEmpathy: 3\nActionability: 4\nQuality tier: good',
      '{"professionalism": "4", "clarity": "3", "empathy": "3", "actionability": "4"}',
      '{"professionalism": null, "clarity": 4, "empathy": 4, "actionability": 4}',
      '{}',
      '{"intent_summary": "Agent apologises for the delay."}',
      '{"qualityScores": [4, 4, 3, 5], "qualityTier": "good"}',
      '{"professionalism": 4} {"clarity": 3}',
      '{"professionalism": 4, "clarity": 3,}',
      "{'professionalism': 4, 'clarity': 3}",
      '{"professionalism": 4, "quality_tier": ["good"]}',
      '{"qualityScores": {"professionalism": 4}, "professionalism": {"value": 4}}',
      '{"professionalism": 4, "intent_summary": "Agent hands',
      '{"professionalism": 4, "intent_summary": "line one\nline two"}',
      '```json\n[4, 3, 3, 4]\n```',
    ],
  },
};

describe('set 738 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_738).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_738[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
