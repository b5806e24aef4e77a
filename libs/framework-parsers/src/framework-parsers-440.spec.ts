import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_440 } from './framework-parsers-440';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'sentry-mcp--mcp-tool-prediction-vs-expected-tool-calls-0-1-score-json-zod-generateobject': {
    accept: [
      '{"score": 1.0, "rationale": "The task names org/project, so find_issues is called directly with the unresolved query and last_seen sort, exactly as expected.", "predictedTools": [{"name": "find_issues", "arguments": {"organizationSlug": "sentry-mcp-evals", "projectSlugOrId": "cloudflare-mcp", "query": "is:unresolved", "sortBy": "last_seen"}}]}',
      '{"score":0,"rationale":"","predictedTools":[]}',
      '{"score": 0.8, "rationale": "Discovery first, then the search.", "predictedTools": [{"name": "find_organizations"}, {"name": "find_issues", "arguments": {"organizationSlug": "sentry-mcp-evals", "regionUrl": "https://us.sentry.io"}}]}',
      '\n  {"score": 0.6, "rationale": "Missing the project lookup.", "predictedTools": [], "confidence": "high"}\n',
      '{"score": 1, "rationale": "ok", "predictedTools": [{"name": "find_issues", "arguments": {}, "order": 1}]}',
      '{"score": 3e-1, "rationale": "Wrong order.", "predictedTools": [{"name": "search_events", "arguments": {"naturalLanguageQuery": null}}]}',
      '{"rationale": "Keys in any order.", "predictedTools": [{"arguments": {"organizationSlug": "sentry-mcp-evals"}, "name": "find_projects"}], "score": 0.3}',
    ],
    reject: [
      '',
      '```json\n{"score": 1.0, "rationale": "Exact match.", "predictedTools": []}\n```',
      'Score: 0.8',
      '{"score": 1.2, "rationale": "Perfect.", "predictedTools": []}',
      '{"score": -0.1, "rationale": "Wrong tools.", "predictedTools": []}',
      '{"score": "0.8", "rationale": "Minor differences.", "predictedTools": []}',
      '{"score": 0.8, "rationale": "Minor differences."}',
      '{"score": 0.8, "rationale": null, "predictedTools": []}',
      '{"score": 0.8, "rationale": "x", "predictedTools": [{"arguments": {"organizationSlug": "sentry-mcp-evals"}}]}',
      '{"score": 0.8, "rationale": "x", "predictedTools": [{"name": "find_issues", "arguments": null}]}',
      '{"score": 0.8, "rationale": "x", "predictedTools": [{"name": "find_issues", "arguments": ["sentry-mcp-evals"]}]}',
      '{"score": 0.8, "rationale": "x", "predictedTools": ["find_issues"]}',
      '{"score": NaN, "rationale": "x", "predictedTools": []}',
      '[{"score": 1, "rationale": "x", "predictedTools": []}]',
      '{"__proto__": {"admin": true}, "score": 1, "rationale": "x", "predictedTools": []}',
      'Here is my evaluation: {"score": 1, "rationale": "x", "predictedTools": []}',
    ],
  },
  'tictoc--time-aware-last-tool-call-logical-correctness-json-reason-is-correct-backtick-strip': {
    accept: [
      '{"reason": "The user explicitly asked to book the table, and the date, time and party size match the conversation.", "is_correct": true}',
      '```json\n{"reason": "The booking uses yesterday\'s date although the last message came a day later.", "is_correct": false}\n```',
      '```\n{"reason": "Correct tool and parameters.", "is_correct": true}\n```',
      'json {"reason": "ok", "is_correct": false}',
      '  {"is_correct": false, "reason": "The time should be 19:00, not 7:00."}  \n',
      '\u00a0{"reason": "Fine.", "is_correct": true}',
      '{"reason": "Undecided.", "is_correct": null}',
      '{"reason": "Quoted boolean.", "is_correct": "false"}',
      '{"reason": "x", "is_correct": NaN}',
      '```json\n\n{"reason": "x", "is_correct": true}\n\n```\n',
    ],
    reject: [
      '',
      '{"reason": "The assistant chose the correct tool."}',
      'The tool call is correct. {"reason": "x", "is_correct": true}',
      '```JSON\n{"reason": "x", "is_correct": true}\n```',
      '```jsonc\n{"reason": "x", "is_correct": true}\n```',
      '[{"reason": "x", "is_correct": true}]',
      '{"reason": "x", "is_correct": True}',
      "{'reason': 'x', 'is_correct': true}",
      '```\u00a0{"reason": "x", "is_correct": true}```',
      '{"reason": "x", "is_correct": true}\n\nThis is my final decision.',
      '```json\n{"reason": "x", "is_correct": true,}\n```',
      'is_correct: true',
      'true',
    ],
  },
};

describe('set 440 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_440).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_440[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
