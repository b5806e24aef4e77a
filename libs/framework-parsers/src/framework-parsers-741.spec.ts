import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_741 } from './framework-parsers-741';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'companion-keeper--companion-voice-fidelity-vs-baseline-transcript-0-100-json-score-rationale': {
    accept: [
      '{"score": 58, "rationale": "The second response nails Juniper\'s lowercase, teasing check-in style, but the first reads like a generic assistant with formal, therapeutic phrasing. Overall a partial match."}',
      '{"score": 82.5, "rationale": "Mostly the same voice."}',
      '  {"rationale": "Generic assistant voice throughout.", "score": "12"}  \n',
      '{"score": 0, "rationale": "No resemblance."}',
      '{"score": 140}',
      '{"score": true}',
      '{"score": NaN, "rationale": "unsure"}',
      '\u00a0{"score": " 73 "}\n',
      '{\n  "score": 91,\n  "rationale": "Nearly indistinguishable from the baseline."\n}',
      '{"score": "1_0"}',
    ],
    reject: [
      '',
      '```json\n{"score": 82, "rationale": "Close match."}\n```',
      'Score: 82\nRationale: close match.',
      '{"rationale": "I could not decide on a score."}',
      '{"score": null, "rationale": "n/a"}',
      '{"score": "82/100"}',
      '{"score": [82]}',
      '[{"score": 82}]',
      'Here is my verdict: {"score": 82, "rationale": "ok"}',
      '{"score": 82,}',
      "{'score': 82}",
      '{"score": "eighty"}',
    ],
  },
  'driftguard--sillytavern-character-trait-adherence-0-1-json-trait-label-to-score-map': {
    accept: [
      '{"Cold and calculating": 0.1, "Distrustful of strangers": 0.1, "Clipped, terse speech": 0.3}',
      '```json\n{"Cold and calculating": 0.2, "Distrustful of strangers": 0.15}\n```',
      'Here are the scores:\n{"cold and calculating": 0.9, "distrustful of strangers": 0.6}',
      '{"Clipped terse speech": "0.75"}',
      '{"Distrustful": 0.4}',
      '{"Cold and calculating": 1.5}',
      '{"Cold and calculating": [0.6]}',
      '{"???": 0.5}',
      '{"Cold and calculating": "0.8 - clearly present"}',
      '{"Cold and calculating": 0.82} {"Distrustful": 0.45}',
      '  {"Distrustful of strangers": 0}  ',
    ],
    reject: [
      '',
      'Cold and calculating: 0.8\nDistrustful of strangers: 0.5',
      '{"Cold and calculating": "high", "Distrustful of strangers": "low"}',
      '{"Cold and calculating": null}',
      '{"Warmth": 0.9}',
      '[0.8, 0.4, 0.7]',
      '0.8',
      '{"Cold and calculating": true}',
      '{"scores": {"Cold and calculating": 0.8}}',
      'Scores: {"Cold and calculating": 0.8,}',
      '{"Cold and calculating": {"score": 0.8}}',
      '{"": 0.5}',
    ],
  },
  'digital-twin-sample--digital-twin-persona-values-and-tone-consistency-1-5-json-two-dimension-scores': {
    accept: [
      '{\n  "values_alignment": {\n    "score": 2,\n    "reasoning": "Recommends committing without weighing evidence, against the evidence-weighted decision style.",\n    "violations": ["I\'d just go for it and figure out the details as you go!"]\n  },\n  "tone_fidelity": {\n    "score": 1,\n    "reasoning": "Uses hype and slang the persona explicitly avoids.",\n    "violations": ["total game-changer question lol"]\n  }\n}',
      '{"values_alignment": {"score": 4}, "tone_fidelity": {"score": 3}}',
      '{"values_alignment": {"score": "5"}, "tone_fidelity": {"score": " 2 "}}',
      '{"values_alignment": {"score": 4.5}, "tone_fidelity": {"score": 3}}',
      '{"values_alignment": {"score": true}, "tone_fidelity": {"score": 2}}',
      '{"values_alignment": {"score": 7}, "tone_fidelity": {"score": 0}}',
      '\n\n{"tone_fidelity": {"score": 3, "violations": []}, "values_alignment": {"score": 4, "violations": []}, "overall": "ok"}\n',
    ],
    reject: [
      '',
      '```json\n{"values_alignment": {"score": 4}, "tone_fidelity": {"score": 3}}\n```',
      '{"values_alignment": {"score": 4, "reasoning": "fine", "violations": []}}',
      '{"values_alignment": {"score": 4}, "tone_fidelity": {"reasoning": "no score given"}}',
      '{"values_alignment": {"score": "4/5"}, "tone_fidelity": {"score": 3}}',
      '{"values_alignment": {"score": "4.0"}, "tone_fidelity": {"score": 3}}',
      '{"values_alignment": {"score": null}, "tone_fidelity": {"score": 3}}',
      '{"values_alignment": {"score": NaN}, "tone_fidelity": {"score": 3}}',
      '{"values_alignment": 4, "tone_fidelity": 3}',
      'Values alignment: 4/5. Tone fidelity: 3/5.',
      'Here is the audit: {"values_alignment": {"score": 4}, "tone_fidelity": {"score": 3}}',
      '[{"values_alignment": {"score": 4}, "tone_fidelity": {"score": 3}}]',
    ],
  },
};

describe('set 741 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_741).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_741[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
