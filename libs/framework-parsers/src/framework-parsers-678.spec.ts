import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_678 } from './framework-parsers-678';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'amplifier--blog-draft-style-consistency-vs-author-profile-json-consistency-score-defensive-parse': {
    accept: [
      '{"consistency_score": 0.62, "matches_tone": false, "matches_voice": true, "issues": ["The second paragraph switches to formal corporate register (\\"It is imperative to note\\")."], "suggestions": ["Rewrite the second paragraph as a short first-person aside."], "needs_revision": true}',
      '```json\n{\n  "consistency_score": 0.85,\n  "matches_tone": true,\n  "matches_voice": true,\n  "issues": [],\n  "suggestions": [],\n  "needs_revision": false\n}\n```',
      "Here's my review:\n\n{\"consistency_score\": 0.55, \"matches_tone\": false, \"matches_voice\": false, \"issues\": [\"Passive voice in paragraph two\"], \"suggestions\": [\"Use active voice\"], \"needs_revision\": true}",
      '{"consistency_score": 0.6, "matches_tone": false, "matches_voice": true, "issues": [{"description": "Intro is too formal", "location": "paragraph 2"}], "suggestions": ["Use contractions"], "needs_revision": true}',
      'Here is the review: {"consistency_score": 0.65, "issues": [{"description": "Intro is too formal"}], "needs_revision": true}',
      '{"consistency_score": "0.75"}',
      '{"consistency_score": 1}',
      '{"consistency_score": NaN, "issues": []}',
      '{"consistency_score": 0.7, "issues": [],}',
      '{consistency_score: 0.8, matches_tone: true, issues: []}',
      '```\n{"consistency_score": 0.9, "suggestions": [{"severity": "low"}]}\n```',
    ],
    reject: [
      '',
      'The draft matches the author\'s style well. Score: 0.85',
      '{"score": 0.85, "matches_tone": true, "matches_voice": true}',
      '[{"consistency_score": 0.8}]',
      '{"consistency_score": null}',
      '{"consistency_score": "high"}',
      '{"consistency_score": 0.8, "issues": "None found"}',
      '{"consistency_score": 0.8, "issues": ["ok", {"description": "x"}]}',
      '{"consistency_score": 0.8, "issues": [{"description": 5}]}',
      '{"consistency_score": 0.8, "issues": {"tone": "too formal"}}',
      '{}',
      '{"consistency_score": 0.9, "suggestions": [1, 2]}',
      'Review:\n{"consistency_score": 0.6, "issues": [{"description": "a"}, {"description": "b"}], "needs_revision": true}\nThanks',
      '{"consistency_score": 0.8, "issues": null}',
      '0.85',
    ],
  },
  'scriib--linkedin-post-draft-voice-authenticity-quality-review-json-verdict-pass-needs-revision-fence-strip': {
    accept: [
      '{\n  "scores": {\n    "voice_match": 9,\n    "authenticity": 9,\n    "linkedin_optimization": 8,\n    "clarity_value": 8\n  },\n  "weighted_score": 8.6,\n  "verdict": "PASS",\n  "issues": [],\n  "fabrication_flags": [],\n  "refinements": {\n    "hook": "OK",\n    "structure": "OK",\n    "ending": "OK"\n  },\n  "revised_content": null\n}',
      '```json\n{"scores": {"voice_match": 7, "authenticity": 8, "linkedin_optimization": 6, "clarity_value": 7}, "weighted_score": 7.1, "verdict": "NEEDS_REVISION", "issues": [{"severity": "moderate", "category": "linkedin", "description": "Hook is slow", "suggestion": "Lead with the gap"}], "fabrication_flags": [], "refinements": {"hook": "Start with the resume gap", "structure": "OK", "ending": "OK"}, "revised_content": "Her resume had a two-year gap..."}\n```',
      '```\n{"verdict": "NEEDS_USER_INPUT", "fabrication_flags": ["The payroll detail is not in the request"]}\n```',
      '  {"verdict": "PASS"}  \n',
      '{"scores": {"voice_match": 8, "authenticity": 9, "linkedin_optimization": 7, "clarity_value": 8}, "verdict": "PASS"}',
      '{"verdict": "PASS"}```',
      '```json\n{"verdict": "NEEDS_REVISION", "weighted_score": 6.5}',
      '\ufeff{"verdict": "PASS", "weighted_score": 8.2}',
      '7',
      '{}',
    ],
    reject: [
      '',
      'Here is my review:\n```json\n{"verdict": "PASS"}\n```',
      '```JSON\n{"verdict": "PASS"}\n```',
      '```json\n{"verdict": "PASS"}\n```\nLet me know if you want changes.',
      'null',
      "{'verdict': 'PASS'}",
      '{"verdict": "PASS",}',
      '```javascript\n{"verdict": "PASS"}\n```',
      'Verdict: PASS',
      '{"verdict": "PASS", "weighted_score": NaN}',
      '``` json\n{"verdict": "PASS"}\n```',
    ],
  },
  'violentttttt-news--news-headline-importance-1-10-bare-integer-int-strip': {
    accept: ['7', ' 9 \n', '10', '+3', '07', '1_0', '８', '\u00a05', '1'],
    reject: ['', '7/10', 'Rating: 7', '7.', '7.0', 'seven', '11', '0', '-2', '７ out of 10', '1__0', '8\n\nThis is major regulatory news.'],
  },
};

describe('set 678 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_678).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_678[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
