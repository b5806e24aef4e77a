import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_402 } from './framework-parsers-402';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'apify-mcp-server--mcp-agent-task-completion-tool-calls-and-arguments-pass-fail-json-schema-with-prose-verdict-fallback': {
    accept: [
      '{"verdict": "PASS", "reason": "The agent searched Actors, fetched the details of apify/instagram-scraper and explained its input."}',
      '{"verdict":"FAIL","reason":"The agent never called fetch-actor-details."}',
      '{"verdict": "pass", "reason": "ok"}',
      '  {"verdict": " Fail ", "reason": "Wrong arguments."}\n',
      '{"verdict": "PASS", "reason": "ok", "confidence": 0.9}',
      '{"verdict": "paß", "reason": "ß upper-cases to SS"}',
      'PASS',
      'FAIL. The agent called search-actors with the wrong keywords.',
      'pass: all requirements met',
      '\n  Fail - the final answer is missing.',
      'PASS-ish, the Actor is right but the input is not explained.',
    ],
    reject: [
      '',
      '```json\n{"verdict": "PASS", "reason": "ok"}\n```',
      '{"verdict": "PASSED", "reason": "ok"}',
      '{"verdict": "PASS", "reason": ""}',
      '{"verdict": "PASS"}',
      '{"verdict": true, "reason": "ok"}',
      '[{"verdict": "PASS", "reason": "ok"}]',
      '**PASS**',
      'Verdict: PASS',
      'PASSED: the agent did everything.',
      'PASS_WITH_NOTES',
      'The agent passes.',
      '{"verdict": "PASS", "reason": "ok",}',
    ],
  },
  'labagents--chemistry-agent-trace-completion-correctness-tool-use-0-2-evaluation-tag-score-lines': {
    accept: [
      '<thinking>\nThe workflow completed and the value was retrieved.\n</thinking>\n\n<evaluation>\nCompletion: 2\nCorrectness: 1\nTool Use: 2\nTotal Score: 5\nOverall Assessment: pass\n</evaluation>\n\n<literature_validation>\nPubChem lists 3.3 mg/mL.\n</literature_validation>\n\n<feedback>\n- Good sequence of tool calls\n</feedback>',
      '<evaluation>\nCompletion: 0\nCorrectness: 0\nTool Use: 0\nTotal Score: 0\nOverall Assessment: fail\n</evaluation>',
      '<evaluation>COMPLETION: 2 CORRECTNESS: 2 TOOL USE: 1</evaluation>',
      '<evaluation>\nCompletion: 2/2\nCorrectness: 1/2\nTool Use: 2/2\n</evaluation>',
      '<evaluation>\nCompletion:\n2\nCorrectness:\u00a01\nTool Use:\u30002\n</evaluation>',
      '<evaluation>\nCompletion: ٢\nCorrectness: 1\nTool Use: 2\n</evaluation>',
      '<evaluation>\nCompletion: 7\nCorrectness: 9\nTool Use: 5\n</evaluation>',
      'Intro <evaluation>\nTool Use: 2\nCorrectness: 2\nCompletion: 2\n</evaluation> trailing <evaluation>Completion: x</evaluation>',
    ],
    reject: [
      '',
      'Completion: 2\nCorrectness: 2\nTool Use: 2',
      '<evaluation>\nCompletion: [2]\nCorrectness: [1]\nTool Use: [2]\n</evaluation>',
      '<evaluation>\n**Completion**: 2\n**Correctness**: 1\n**Tool Use**: 2\n</evaluation>',
      '<evaluation>\nCompletion: 2\nCorrectness: 1\nTool-Use: 2\n</evaluation>',
      '<evaluation>\nCompletion: 2\nCorrectness: 1\nTool  Use: 2\n</evaluation>',
      '<Evaluation>\nCompletion: 2\nCorrectness: 1\nTool Use: 2\n</Evaluation>',
      '<evaluation>\nCompletion: 2\nCorrectness: 1\nTool Use: 2\n',
      '<evaluation>\nCompletion: 2\nCorrectness: 1\n</evaluation>\nTool Use: 2',
      '<evaluation>\nCompletion: two\nCorrectness: 1\nTool Use: 2\n</evaluation>',
      '<evaluation>\nCompletion - 2\nCorrectness - 1\nTool Use - 2\n</evaluation>',
    ],
  },
  'agentspec--agent-tool-action-requirement-satisfied-true-false-exact-word': {
    accept: ['true', 'false', 'True', 'FALSE', '  true\n', 'tRuE', '\u3000false\u00a0', '\x1ftrue', '\ntrue\r\n'],
    reject: [
      '',
      'true.',
      '"true"',
      "'false'",
      '**true**',
      'yes',
      'The requirement is satisfied: true',
      'true\nThe action deletes the .git directory, which is allowed.',
      '\ufefftrue',
      '\u200btrue',
      't r u e',
      'True, the requirement is satisfied',
    ],
  },
};

describe('set 402 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_402).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_402[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
