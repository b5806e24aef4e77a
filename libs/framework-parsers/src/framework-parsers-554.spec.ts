import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_554 } from './framework-parsers-554';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'mark2--cbl-challenge-statement-good-neutral-not-good-generable-evaluation-reason-suggestions': {
    accept: [
      '{"evaluation": "Good 👍🏻", "reason": "The challenge is actionable, scoped to first-year students in Batam and answers the essential question.", "improvementSuggestions": ["Name the exam weeks you target.", "Interview five students first."]}',
      '{"evaluation":"👍 Good to Go","reason":"Clear, scoped and open for exploration.","improvementSuggestions":[]}',
      '{\n  "evaluation": "Neutral 🖖🏻",\n  "reason": "Aligned with the big idea but the audience is vague.",\n  "improvementSuggestions": [\n    "Specify who the students are.",\n    "Narrow the setting."\n  ]\n}',
      '{"improvementSuggestions": ["Remove the fixed solution."], "reason": "It jumps to a pomodoro app.", "evaluation": "Not Good 👎"}',
      '{"evaluation": "👎 Not Good to Go", "reason": "Involves health diagnosis outside learners\u2019 scope.", "improvementSuggestions": ["Stay within education context.", "Reframe toward improving engagement."]}',
      '\n{"evaluation": "Good", "reason": "Fine.", "improvementSuggestions": ["Add context."]}\n',
      '{"evaluation": "", "reason": "", "improvementSuggestions": []}',
    ],
    reject: [
      '',
      'Good 👍🏻 — the challenge is clear and actionable. Suggestions: name the exam weeks; interview students.',
      '{"evaluation": "Good 👍🏻", "reason": "Clear and actionable."}',
      '{"evaluation": "👎 Not Good to Go", "reason": "Too broad.", "improvement_suggestions": ["Narrow the scope."]}',
      '{"evaluation": "Neutral 🖖🏻", "reason": "Vague audience.", "improvementSuggestions": "Specify the audience."}',
      '{"evaluation": null, "reason": "Vague audience.", "improvementSuggestions": []}',
      '{"evaluation": "Good", "reason": 3, "improvementSuggestions": []}',
      '{"evaluation": "Good", "reason": "ok", "improvementSuggestions": ["Add context.", 2]}',
      '```json\n{"evaluation": "Good", "reason": "ok", "improvementSuggestions": []}\n```',
      '[{"evaluation": "Good", "reason": "ok", "improvementSuggestions": []}]',
    ],
  },
  'quizzy-ai--flashcard-answer-vs-expected-0-100-ollama-json-score-int-explanation-points': {
    accept: [
      '{"score": 85, "explanation": "The answer captures the separate memory of processes and the shared memory of threads.", "correctPoints": ["Processes have their own memory", "Threads share the process memory"], "missingPoints": ["Threads are units of execution inside a process"]}',
      '```json\n{"score": 92, "explanation": "Covers all key points.", "correctPoints": ["own memory", "shared memory"], "missingPoints": []}\n```',
      '```\n{"score": 70, "explanation": "Partly correct.", "correctPoints": [], "missingPoints": ["resources"]}\n```',
      '{"score": 100, "explanation": "Perfect."}',
      '{"score": 0, "explanation": "Wrong topic.", "correctPoints": null, "missingPoints": []}',
      '{"score": 150, "explanation": "Out of range but an int."}',
      '\u00a0 {"score": 60, "explanation": "Basic answer.", "correctPoints": ["memory"], "missingPoints": ["scheduling"]} \u00a0',
      '{"score": 7.5, "score": 75, "explanation": "Adequate."}',
      '  {\n    "score": 88,\n    "explanation": "Good answer.",\n    "correctPoints": ["shared memory"],\n    "missingPoints": []\n  }\n',
    ],
    reject: [
      '',
      '{"score": 85.0, "explanation": "Good.", "correctPoints": [], "missingPoints": []}',
      '{"score": "85", "explanation": "Good.", "correctPoints": [], "missingPoints": []}',
      '{"score": 85, "correctPoints": [], "missingPoints": []}',
      '{"score": 85, "explanation": null}',
      'Here is the evaluation:\n{"score": 85, "explanation": "Good.", "correctPoints": [], "missingPoints": []}',
      '```JSON\n{"score": 85, "explanation": "Good."}\n```',
      '{"score": 85, "explanation": "Good.", "correctPoints": "shared memory"}',
      '{"score": 85, "explanation": "Good.", "missingPoints": [1, 2]}',
      '[{"score": 85, "explanation": "Good."}]',
      '{"score": 8.5e1, "explanation": "Good."}',
      "{'score': 85, 'explanation': 'Good.'}",
      '{"score": 85, "explanation": "Good.",}',
      'Score: 85\nExplanation: Good.',
    ],
  },
  'puck--eval-grader-rubric-pass-fail-structured-output-passed-bool-reason': {
    accept: [
      '{"passed": true, "reason": "The response is polite, explains how to return an item from the Orders page and asks for the order number."}',
      '{"passed": false, "reason": "The response never asks for the order number."}',
      '{"passed": true, "reason": null}',
      '{\n  "passed": false,\n  "reason": "It does not explain the return process."\n}',
      '{"reason": "All three criteria are met.", "passed": true}',
      ' {"passed": true, "reason": "ok"} \n',
      '{"passed": false, "reason": ""}',
    ],
    reject: [
      '',
      'PASS',
      '{"reason": "All criteria met."}',
      '{"passed": null, "reason": "unsure"}',
      '{"passed": true}',
      '[{"passed": true, "reason": "ok"}]',
      '```json\n{"passed": true, "reason": "ok"}\n```',
      '{"passed": true, "reason": "ok",}',
      'passed: true\nreason: ok',
    ],
  },
};

describe('set 554 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_554).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_554[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
