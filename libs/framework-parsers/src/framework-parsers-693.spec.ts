import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_693 } from './framework-parsers-693';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'scripts-evaluator--social-ad-script-debrief-feedback-implementation-0-10-score-colon-line-first-line-number-fallback': {
    accept: [
      'Score: 8\n\nReasoning: 1. Feedback Implementation:\n- The hook now lands in the first 3 seconds (addressed).\n- The "regrows hair" claim was removed (addressed).',
      'Score: 7.5\nReasoning: The CTA is now clear, but the survey claim needs a visible footnote.',
      'Score:9',
      'Final Score: 6\n\nReasoning: Most debrief points were implemented.',
      'Score: 8.\nReasoning: Solid progress.',
      'Score:   10   \nReasoning: Every debrief point was addressed.',
      'Score: ٨\nReasoning: Arabic-Indic digit eight.',
      'SCORE: 8\nReasoning: all points addressed.',
      'score: 6/10 - the hook is fixed but the CTA is still weak.',
      'Overall the new script addresses 3 of the 4 debrief points.\nThe CTA still needs work.',
      'Rating: 7.5 (good progress)',
    ],
    reject: [
      '',
      '**Score:** 8\n\nReasoning: The hook is fixed.',
      'Score: 8/10\nReasoning: Strong improvement.',
      'Score: [8]\nReasoning: ...',
      'Score: 8 out of 10',
      'Score:\n8\nReasoning: on the next line',
      'Score: eight',
      'Score: 8,5',
      'The new script addresses most of the debrief.\nScore - 8',
      'Version2 of the script improves on the hook.\nScore = 8',
      'Reasoning: The hook is fixed.\nFinal rating: 8',
      '### Evaluation\nScore: N/A',
    ],
  },
  'bartanow--bengali-news-headline-seo-ctr-rank-0-100-json-score-feedback-genkit-output-schema': {
    accept: [
      '{"score": 78, "feedback": "শিরোনামটি স্পষ্ট ও আবেগময়; \'ঢাকা\' কিওয়ার্ডটি শুরুতে আনলে এসইও আরও ভালো হবে।"}',
      '```json\n{"score": 62, "feedback": "সংখ্যা ব্যবহার ভালো, তবে শিরোনামটি একটু দীর্ঘ।"}\n```',
      'Here is the ranking: {"score": 85.5, "feedback": "চমৎকার শিরোনাম।"} Hope this helps.',
      '{"feedback": "খুব সাধারণ শিরোনাম।", "score": 0}',
      '{"score": 100, "feedback": ""}',
      "{score: 70, feedback: 'কিওয়ার্ড যোগ করুন',}",
      '{"score": 55, "feedback": "শিরোনামে প্রশ্নবোধক চিহ্ন যোগ করলে কৌতূহল বাড়বে',
    ],
    reject: [
      '',
      'Score: 78\nFeedback: শিরোনামটি ভালো।',
      '{"score": "78", "feedback": "ভালো"}',
      '{"score": 120, "feedback": "অসাধারণ"}',
      '{"score": -5, "feedback": "খারাপ"}',
      '{"score": 78}',
      '{"score": 78, "feedback": "ভালো", "suggestedHeadline": "নতুন শিরোনাম"}',
      '[{"score": 78, "feedback": "ভালো"}]',
      '{"result": {"score": 78, "feedback": "ভালো"}}',
      '{"score": NaN, "feedback": "ভালো"}',
      '{"score": 78, "feedback": null}',
    ],
  },
  'medical-compliance-checker--fda-promotional-medical-claim-compliant-non-compliant-json-classification-pydantic-validate-json': {
    accept: [
      '{\n  "classification": "Non-compliant",\n  "explanation": "Uses absolute language (\'guaranteed\') and a superiority claim over pills without comparative study evidence, and says \'no side effects\' without fair balance."\n}',
      '{"classification": "Compliant"}',
      '{"classification": "Compliant", "explanation": null}',
      '{"classification": "Compliant", "explanation": ""}',
      '  {"classification": "Non-compliant", "explanation": "Promotes off-label use in children."}\n',
      '{"classification": "Partially compliant", "explanation": "Risk disclosure is incomplete."}',
      '{"classification": "Non-compliant", "explanation": "Implies FDA endorsement.", "violated_rules": [5, 8]}',
    ],
    reject: [
      '',
      'Non-compliant',
      '```json\n{"classification": "Compliant"}\n```',
      'Here is my assessment:\n{"classification": "Non-compliant", "explanation": "Absolute claim."}',
      '{"explanation": "Absolute claim."}',
      '{"classification": null}',
      '{"classification": 0}',
      '{"classification": ["Non-compliant"]}',
      '{"classification": "Non-compliant", "explanation": 8}',
      "{'classification': 'Compliant'}",
      '{"classification": "Compliant",}',
      '[{"classification": "Compliant"}]',
    ],
  },
};

describe('set 693 framework parsers', () => {
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    const parser = PARSERS_OF_SET_693[key];
    it(`${key} has a parser`, () => expect(parser).toBeTypeOf('function'));
    if (!parser) continue;
    for (const reply of accept) it(`${key} accepts ${JSON.stringify(reply).slice(0, 80)}`, () => expect(parser(reply)).toBe(true));
    for (const reply of reject) it(`${key} rejects ${JSON.stringify(reply).slice(0, 80)}`, () => expect(parser(reply)).toBe(false));
  }
  it('covers every parser', () => expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_693).sort()));
});
