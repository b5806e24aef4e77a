import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_443 } from './framework-parsers-443';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'hippocratic-ai-oa--bedtime-story-safety-agefit-tone-0-10-json-should-rewrite': {
    accept: [
      '{"safety": 10, "age_fit": 9, "tone": 9, "should_rewrite": false, "rewrite_instructions": ""}',
      '{\n    "safety": 9,\n    "age_fit": 6,\n    "tone": 8,\n    "should_rewrite": true,\n    "rewrite_instructions": "Replace words like \\"luminescent\\" with simpler ones for grades 1-4."\n}',
      '  {"should_rewrite": true}\n',
      '{"safety": 6, "age_fit": 8, "tone": 7, "should_rewrite": "yes", "rewrite_instructions": "Soften the storm scene."}',
      '{"safety": NaN, "age_fit": 8, "tone": 8, "should_rewrite": false}',
      '{"should_rewrite": false, "should_rewrite": true}',
      '{"safety": 8, "age_fit": 8, "tone": 8, "should_rewrite": 0, "rewrite_instructions": null}',
    ],
    reject: [
      '',
      '```json\n{"safety": 9, "age_fit": 9, "tone": 9, "should_rewrite": false, "rewrite_instructions": ""}\n```',
      'Here is my evaluation: {"safety": 9, "age_fit": 9, "tone": 9, "should_rewrite": false}',
      '[{"safety": 9, "age_fit": 9, "tone": 9, "should_rewrite": false}]',
      '{"safety": 9, "age_fit": 9, "tone": 9}',
      "{'safety': 9, 'age_fit': 9, 'tone': 9, 'should_rewrite': False}",
      '{"safety": 9, "age_fit": 9, "tone": 9, "should_rewrite": false,}',
      '{"safety": 9, "should_rewrite": null}',
      '"should_rewrite: false"',
      '\ufeff{"should_rewrite": false}',
      '{"safety": 9, "age_fit": 9, "tone": 9, "should_rewrite": true/false}',
    ],
  },
  'magical-bedtime-story-generator--bedtime-story-revision-round-overall-score-line-1-10-regex-default-5': {
    accept: [
      'OVERALL_SCORE: 6\nAGE_APPROPRIATENESS: 7\nENGAGEMENT: 6\nMORAL_CLARITY: 7\nSTORY_STRUCTURE: 6\nLANGUAGE_QUALITY: 5\nFEEDBACK: A gentle, clear story with a warm moral, but the middle drags and the coral garden could be described more vividly.\nSUGGESTIONS:\n- Add sounds and colours to the coral garden scene.\n- Give Pip one small brave act of his own.',
      'OVERALL_SCORE: 8',
      'Overall Score: 8/10',
      'overall score 7',
      'OVERALL SCORE:\n5',
      'OVERALL_SCORE: 12',
      'OVERALL_SCORE: ٧',
      'OVERALLSCORE:9',
      'OVERALL_SCORE : 6',
      'Overall_Score:\u00a07',
      'Overall score: 7.5',
    ],
    reject: [
      '',
      'OVERALL_SCORE: [7]',
      '**OVERALL_SCORE:** 7',
      'Overall score of 8',
      'OVERALL-SCORE: 7',
      'OVERALL_SCORE: seven',
      'SCORE: 7',
      'AGE_APPROPRIATENESS: 7\nENGAGEMENT: 6\nMORAL_CLARITY: 7',
      'OVERALL__SCORE: 7',
      'Overall: 7',
    ],
  },
};

describe('set 443 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_443).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_443[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
