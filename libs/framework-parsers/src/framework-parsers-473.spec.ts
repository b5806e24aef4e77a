import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_473 } from './framework-parsers-473';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'resume-filtering--resume-vs-job-description-match-0-100-score-colon-first-regex-match': {
    accept: [
      "<think>\nThe candidate has three years of social media work, Meta Ads experience and a marketing degree, which covers most of the requirements.\n</think>\n\nScore: 86/100\n\nThe resume matches the role well: paid campaigns, Canva and Google Analytics are all listed.",
      "Score: 86",
      "Overall Score: 78.5 out of 100",
      "Score:\n72",
      "Skills SubScore: 30 of 40\nThe candidate is a strong match.",
      "Score: \u0668\u0665",
      "Score:\u00a090",
      "Score:120",
      "Score: 0",
    ],
    reject: [
      "",
      "**Score:** 86",
      "**Score**: 86",
      "score: 86",
      "SCORE: 86",
      "Score : 86",
      "Score: [86]",
      "Score: eighty-six",
      "I would rate this resume 86/100.",
      "Match score - 86",
      "Score: -5",
    ],
  },
  'ai-interviewer--technical-interview-answer-0-10-json-score-feedback-pydantic-int': {
    accept: [
      "{\"score\": 8, \"strengths\": \"Uses a token bucket with shared Redis state and atomic Lua updates.\", \"weaknesses\": \"Does not discuss Redis failure modes or clock skew.\", \"feedback\": \"Solid distributed design; mention what happens when Redis is unavailable.\"}",
      "{\"score\": 7}",
      "  {\"score\": \"6\", \"feedback\": \"Reasonable answer.\"}\n",
      "{\"score\": 7.0, \"feedback\": \"Good\"}",
      "{\"score\": true, \"feedback\": \"x\"}",
      "{\"Score\": 3, \"score\": 9}",
      "{\"score\": 12, \"feedback\": \"\"}",
      "{\"score\": \" 8 \", \"feedback\": \"ok\"}",
      "{\"score\": 5}",
      "{\"score\": 1e1, \"feedback\": \"Clear \\u2014 concise\"}",
    ],
    reject: [
      "```json\n{\"score\": 8, \"feedback\": \"Good\"}\n```",
      "Here is my evaluation: {\"score\": 8, \"feedback\": \"Good\"}",
      "{\"Score\": 8, \"Feedback\": \"Good\"}",
      "{\"score\": 7.5, \"feedback\": \"ok\"}",
      "{\"score\": \"7/10\"}",
      "{\"score\": null}",
      "{\"score\": 8, \"feedback\": [\"good\", \"clear\"]}",
      "{\"score\": 8, \"feedback\": null}",
      "[{\"score\": 8}]",
      "{\"rating\": 8}",
      "{\"score\": NaN}",
      "{\"score\": 8, \"feedback\": \"\\ud83d\"}",
      "8",
      "{\"score\": \"\u0668\"}",
    ],
  },
  'agents-samples--interview-preparer-answers-evaluation-0-5-per-answer-pydantic-output-parser-json': {
    accept: [
      "{\"answers\": [{\"questionNumber\": 1, \"score\": 3.5, \"evaluation\": \"Correct core idea: separate memory for processes and shared memory for threads. Missing the cost of context switches and the need for synchronization.\"}, {\"questionNumber\": 2, \"score\": 1, \"evaluation\": \"Avoids the question; no concrete situation, action or result. Prepare a STAR story about a real disagreement.\"}]}",
      "```json\n{\"answers\": [{\"questionNumber\": 1, \"score\": 3.5, \"evaluation\": \"Correct core idea: separate memory for processes and shared memory for threads. Missing the cost of context switches and the need for synchronization.\"}, {\"questionNumber\": 2, \"score\": 1, \"evaluation\": \"Avoids the question; no concrete situation, action or result. Prepare a STAR story about a real disagreement.\"}]}\n```",
      "Here is the evaluation:\n```json\n{\"answers\": [{\"questionNumber\": 1, \"score\": 3.5, \"evaluation\": \"Correct core idea: separate memory for processes and shared memory for threads. Missing the cost of context switches and the need for synchronization.\"}, {\"questionNumber\": 2, \"score\": 1, \"evaluation\": \"Avoids the question; no concrete situation, action or result. Prepare a STAR story about a real disagreement.\"}]}\n```",
      "{\"answers\": [{\"questionNumber\": 1, \"score\": 4, \"evaluation\": \"Good explanation of shared mem",
      "{\"answers\": [{\"questionNumber\": \"1\", \"score\": \"4.5\", \"evaluation\": \"ok\"}]}",
      "{\"answers\": [{\"questionNumber\": 1, \"score\": NaN, \"evaluation\": \"x\"}]}",
      "{\"answers\": [{\"questionNumber\": 1, \"score\": 4, \"evaluation\": \"line one\nline two\"}]}",
      "{\"answers\": [{\"questionNumber\": 1.0, \"score\": true, \"evaluation\": \"x\", \"extra\": 1}]}",
      "\n\n{\"answers\": [{\"questionNumber\": 1, \"score\": 3.5, \"evaluation\": \"Correct core idea: separate memory for processes and shared memory for threads. Missing the cost of context switches and the need for synchronization.\"}, {\"questionNumber\": 2, \"score\": 1, \"evaluation\": \"Avoids the question; no concrete situation, action or result. Prepare a STAR story about a real disagreement.\"}]}\n\nOutput complete.",
    ],
    reject: [
      "{\"answers\": [{\"questionNumber\": 1, \"score\": \"4/5\", \"evaluation\": \"ok\"}]}",
      "{\"answers\": [{\"questionNumber\": 1, \"score\": 4}]}",
      "{\"answers\": [{\"questionNumber\": 1.5, \"score\": 4, \"evaluation\": \"ok\"}]}",
      "{\"evaluations\": [{\"questionNumber\": 1, \"score\": 4, \"evaluation\": \"ok\"}]}",
      "[{\"questionNumber\": 1, \"score\": 4, \"evaluation\": \"ok\"}]",
      "Here is the evaluation: {\"answers\": [{\"questionNumber\": 1, \"score\": 3.5, \"evaluation\": \"Correct core idea: separate memory for processes and shared memory for threads. Missing the cost of context switches and the need for synchronization.\"}, {\"questionNumber\": 2, \"score\": 1, \"evaluation\": \"Avoids the question; no concrete situation, action or result. Prepare a STAR story about a real disagreement.\"}]}",
      "{\"answers\": [{\"questionNumber\": 1, \"score\": 4, \"evaluation\": 5}]}",
      "{\"answers\": [{\"questionNumber\": 1, \"score\": null, \"evaluation\": \"ok\"}]}",
      "{\"answers\": {\"questionNumber\": 1, \"score\": 4, \"evaluation\": \"ok\"}}",
      "{\"answers\": [{\"questionNumber\": \"one\", \"score\": 4, \"evaluation\": \"ok\"}]}",
      "{\"answers\": [{\"questionNumber\": 1, \"score\": 4, \"evaluation\": \"ok\"}]]}",
    ],
  },
  'resume-analyser-hackathon--mock-interview-response-tone-confidence-relevance-0-100-json-loads-any-value': {
    accept: [
      "{\"question\": \"Tell me about a time you had to meet a tight deadline.\", \"response\": \"In my final-year internship ...\", \"tone\": 82, \"confidence\": 78, \"relevance\": 90, \"feedback\": [\"Quantify the result of the pilot.\", \"Say how you communicated the cut scope to the client.\", \"Slow down the opening sentence.\"]}",
      "\n\n{\"tone\": 80, \"confidence\": 75, \"relevance\": 88, \"feedback\": []}\n",
      "\u00a0{\"tone\": 70}\u00a0",
      "[1, 2, 3]",
      "85",
      "{\"tone\": 80, \"tone\": 90}",
      "\"Good answer\"",
      "{\"feedback\": \"\\ud83d\\ude00 great energy\"}",
      '{"tone": 1' + '0'.repeat(4299) + '}',
    ],
    reject: [
      "```json\n{\"tone\": 80, \"confidence\": 75, \"relevance\": 88}\n```",
      "Here is the evaluation:\n{\"tone\": 80}",
      "{\"tone\": NaN}",
      "{\"tone\": 1e400}",
      "{\"tone\": Infinity}",
      "{\"tone\": 80,}",
      "{'tone': 80}",
      "{\"feedback\": \"\\ud83d\"}",
      "",
      "{\"tone\": 80} {\"confidence\": 70}",
      '{"tone": 1' + '0'.repeat(4300) + '}',
    ],
  },
};

describe('set 473 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_473).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_473[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
