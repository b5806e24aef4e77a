import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_563 } from './framework-parsers-563';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'factflags--news-article-claim-verification-green-orange-red-json-label': {
    accept: [
      '{"id":"s3","label":"RED","short_reason":"The article reports a 7-2 vote, not a unanimous 9-0 vote.","evidence":[{"title":"City council approves transit budget","url":"https://www.example-news.com/2025/03/14/city-council-approves-transit-budget","snippet":"The measure passed 7-2"}],"mismatch_type":"certainty_inflation"}',
      '{"label":"GREEN"}',
      '{\n  "id": "s1",\n  "label": "ORANGE",\n  "short_reason": "Only social-media evidence found.",\n  "evidence": [],\n  "mismatch_type": null\n}',
      '  {"label": "GREEN"}\n',
      '{"label": "red", "label": "RED"}',
      '{"id":"s2","label":"GREEN","short_reason":"Matches the council minutes.","evidence":"none","mismatch_type":"null"}',
      '{"label":"ORANGE","evidence":[{"title":"x"}],"extra":{"nested":[1,2,3]}}',
    ],
    reject: [
      '',
      '```json\n{"label":"RED"}\n```',
      '{"label":"Red"}',
      '{"label":"GREEN|ORANGE|RED"}',
      'Label: GREEN',
      '{"label":" GREEN"}',
      'null',
      '"GREEN"',
      '[{"label":"GREEN"}]',
      '{"label":"GREEN",}',
      '\u00a0{"label":"GREEN"}',
      '{"verdict":"GREEN"}',
      "{'label': 'GREEN'}",
    ],
  },
  'gpt-evaluator--chrome-extension-ai-response-four-criteria-0-100-json-metrics-overall': {
    accept: [
      '{\n  "metrics": {\n    "relevance": 95,\n    "accuracy": 88,\n    "completeness": 85,\n    "coherence": 96,\n    "overall": 90\n  },\n  "feedback": {\n    "strengths": ["Correct boiling point of about 70 °C"],\n    "weaknesses": ["No source cited"],\n    "suggestions": ["Cite a physics reference"],\n    "summary": "Accurate and clear.",\n    "promptRequestSuggestion": "Explain, with sources, how air pressure at 8,849 m changes the boiling point of water.",\n    "references": [{"title": "Boiling point", "url": "https://en.wikipedia.org/wiki/Boiling_point", "description": "Pressure dependence", "category": "fact-check", "relevanceToScore": "accuracy"}]\n  }\n}',
      '```json\n{"metrics":{"relevance":90,"accuracy":85,"completeness":80,"coherence":95,"overall":87},"feedback":{"strengths":[],"weaknesses":[],"suggestions":[],"summary":"Good.","promptRequestSuggestion":"Ask for sources."}}\n```',
      '```\n{"metrics":{"overall":40}}\n```',
      '```json {"metrics":{"overall":12.5}} ```',
      '\u00a0{"metrics":{"overall":0}}\u00a0',
      '{"metrics":{"overall":150}}',
      '```json\r\n{"metrics":{"overall":70}}\r\n```',
      '{"metrics":{"overall":-5,"relevance":"high"}}',
    ],
    reject: [
      '',
      'Here is my evaluation:\n```json\n{"metrics":{"overall":80}}\n```',
      '```JSON\n{"metrics":{"overall":80}}\n```',
      '\n```json\n{"metrics":{"overall":80}}\n```',
      '{"metrics":{"overall":"80"}}',
      '{"overall":80}',
      '{"metrics":{"relevance":80,"accuracy":80,"completeness":80,"coherence":80}}',
      'null',
      '{"metrics":{"overall":NaN}}',
      '{"metrics":{"overall":80},}',
      '{"metrics":[80]}',
      '{"metrics":null}',
    ],
  },
  'automation-exercise-n8n--n8n-strict-quality-judge-agent-passed-boolean-feedback-structured-output-parser': {
    accept: [
      '{"passed": false, "feedback": "The email is 92 words and mentions the battery, but the launch price is missing."}',
      '{"passed":true,"feedback":"Meets all criteria: 78 words, mentions 40-hour battery and $199, ends with the pre-order link."}',
      '```json\n{"output": {"passed": false, "feedback": "Missing the launch price."}}\n```',
      'Here is my verdict:\n```json\n{"output": {"passed": true, "feedback": "All criteria met."}}\n```',
      '\n{"passed": true, "feedback": "ok", "score": 9}\n',
      '```\n{"output":{"passed":true,"feedback":"Good."}}\n   ```',
      '{"passed": false, "feedback": "Too long: 212 words.", "passed": true}',
      '{"output": {"passed": true, "feedback": "ok"}}\u00a0',
    ],
    reject: [
      '',
      '{"output": {"passed": true, "feedback": "All criteria met."}}',
      '```json\n{"passed": true, "feedback": "All criteria met."}\n```',
      '{"passed": "true", "feedback": "ok"}',
      '{"passed": true}',
      '{"passed": true, "feedback": null}',
      'PASSED: true\nFeedback: ok',
      '```json {"output": {"passed": true, "feedback": "ok"}} ```',
      '[{"passed": true, "feedback": "ok"}]',
      '{"passed": 1, "feedback": "ok"}',
      'null',
      '{"output": {"passed": true, "feedback": "ok"}} Hope this helps!',
    ],
  },
  'candevfol-quiz-app--subjective-answer-vs-correct-answer-75-percent-meaning-true-false-exact-string': {
    // The project's reader is `isMatching === "true"`: only two distinct replies can carry a verdict.
    accept: ['true', 'false'],
    reject: ['True', 'true\n', ' true', '"true"', 'true.', 'TRUE', 'yes', '', '`true`', 'false\n', '**true**', 'False'],
  },
};

describe('set 563 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_563).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_563[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
