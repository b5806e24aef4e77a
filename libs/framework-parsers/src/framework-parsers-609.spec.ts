import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_609 } from './framework-parsers-609';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'group-therapy--therapist-reply-humanness-best-of-four-json-choice-index-after-first-brace': {
    accept: [
      '{ "choice": 2 }',
      'Therapist 0 reflects the sleepless nights back to the client and asks an open question, which feels the most human.\n\n{"choice": 0}',
      'After analyzing the responses, my final choice is:\n{\n  "choice": 3\n}\n',
      '{"reasoning": "Therapist 2 names the worry and the exhaustion.", "choice": 2}',
      '{"choice": "1"}',
      '{"choice": 1.7}',
      '{"choice": -1}',
      '{"choice": true}',
      '{"choice": "٢"}',
    ],
    reject: [
      '',
      'I choose Therapist 2.',
      '```json\n{"choice": 2}\n```',
      '{"choice": 2} I picked it for its warmth.',
      'Therapist {2} sounds the most human. {"choice": 2}',
      '{"choice": 4}',
      '{"choice": -5}',
      '{"choice": null}',
      '{"choice": "two"}',
      '{"choice": "2.0"}',
      '{"choice": [2]}',
      '{"choice": NaN}',
      '{"best": 2}',
      "{'choice': 2}",
    ],
  },
  'counseling-llm-evaluation--counselor-question-format-purpose-depth-and-five-1-5-ratings-labelled-lines-any-label-parsed': {
    accept: [
      'Categories:\nFormat: "Open Questions"\nPurpose: "Exploring"\nDepth: "Feeling level"\nRatings:\nTone: "5"\nContextual Relevance: "5"\nClarity and Simplicity: "4"\nToxicity: "1"\nAssumption: "2"',
      'Categories:\nFormat: “Open Questions”\nPurpose: “Exploring, Clarifying”\nDepth: “Feeling level”\nRatings:\nTone: “5”\nContextual Relevance: “4”\nClarity and Simplicity: “5”\nToxicity: “1”\nAssumption: “2”',
      'Tone: 4',
      '**Ratings:**\n- Toxicity: 1',
      'format: open questions',
      'Safety Concerns: 2',
      'Clarity and Simplicity:\n５',
      'The reply follows the output format: labelled lines.',
      'Purpoſe: Guiding',
    ],
    reject: [
      '',
      'The question is open and warm (tone 5/5), relevant (4/5) and clear (5/5).',
      'ERROR: API call failed after 3 attempts - Request timed out.',
      'Format: "Closed Questions"\nTone: "2"\nNote: ERROR in the counselor\'s phrasing.',
      '**Tone:** 4\n**Toxicity:** 1',
      'Tone: “5”\nAssumption: “2”',
      'Tone - 5\nToxicity - 1',
      'Tone: five',
      'Contextual relevance 4, clarity 5',
      'Format:"',
    ],
  },
  'sage-technical--therapy-session-therapist-rubric-nine-int-fields-overall-0-10-strict-json': {
    accept: [
      '{\n  "empathy_reflection": 8,\n  "validation_affirmation": 7,\n  "question_quality": 8,\n  "supportive_tone": 9,\n  "alliance_goal": 2,\n  "alliance_approach": 2,\n  "alliance_bond": 3,\n  "alliance_score": 8,\n  "overall_score": 8,\n  "strengths": "Reflects the client\'s isolation and fatigue accurately and sets a shared goal.",\n  "improvements": "Could validate the client\'s ambivalence about attending more explicitly.",\n  "red_flags": null\n}',
      '{"overall_score": 7}',
      '{"overall_score": "6", "empathy_reflection": "7"}',
      '  \n{"overall_score": 8.0, "alliance_goal": 2}\n',
      '{"overall_score": 1, "red_flags": "The therapist promised to keep a disclosed risk of harm secret."}',
      '\u00a0{"overall_score": 5}\u00a0',
      '{"overall_score": true}',
    ],
    reject: [
      '',
      '```json\n{"overall_score": 7}\n```',
      'Here is my evaluation: {"overall_score": 7}',
      '{"overall_score": null}',
      '{"overall_score": "7/10"}',
      '{"overall_score": 7, "alliance_goal": "high"}',
      '[{"overall_score": 7}]',
      '{"empathy_reflection": 8, "supportive_tone": 9}',
      '{"overall_score": NaN}',
      '{"overall_score": 7,}',
      "{'overall_score': 7}",
      '{"overall_score": 7.5, "alliance_score": "7.5"}',
    ],
  },
};

describe('set 609 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_609).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_609[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
