import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_571 } from './framework-parsers-571';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'ensemble--agent-output-verifier-correct-complete-json-status-pass-fail-json-parse': {
    accept: [
      '{"status": "pass"}',
      '{"status": "fail", "reason": "The regex keeps underscores, so \\"a_b\\" is not turned into \\"a-b\\" as the task required."}',
      '{"status":"fail","reason":"No example output is shown."}',
      '\n  {"status": "pass"}\n',
      '{\n  "status": "fail",\n  "reason": "Trailing hyphens are not trimmed for titles ending in punctuation."\n}',
      // parsed and read: status !== 'pass' -> a fail verdict with reason undefined
      '{"status": "PASS"}',
      '{"reason": "looks fine"}',
      '"pass"',
      '[]',
    ],
    reject: [
      '',
      '```json\n{"status": "pass"}\n```',
      'pass',
      "{'status': 'pass'}",
      '{"status": "pass",}',
      'null',
      'Verification result: {"status": "pass"}',
      '{"status": "pass"} The output is correct.',
      '\u00a0{"status": "pass"}',
      '{"status": NaN}',
      '{"status": "fail", "reason": "unterminated}',
    ],
  },
  'aiedge-lats-burr--lats-web-search-trajectory-reflection-0-10-score-found-solution-pydantic-structured-output': {
    accept: [
      '{"reflections": "The trajectory searched for the 2023 Tour de France winner and found Jonas Vingegaard, and the final answer correctly states he had won once before (2022).", "score": 9, "found_solution": true}',
      '{"reflections": "Only one search was made and no answer is given yet, but the result is relevant.", "score": 4, "found_solution": false}',
      '\n{\n  "reflections": "Partial answer.",\n  "score": 6,\n  "found_solution": false\n}\n',
      '{"reflections": "ok", "score": "7", "found_solution": "yes"}',
      '{"reflections": "ok", "score": 7.0, "found_solution": 1}',
      '{"reflections": "Exceeds the scale but not constrained.", "score": 15, "found_solution": "False"}',
      '{"found_solution": true, "score": 10, "reflections": "", "confidence": "high"}',
      '{"reflections": "x", "score": true, "found_solution": true}',
      '{"reflections": "x", "score": " 7 ", "found_solution": 1.0}',
      '{"reflections": "x", "score": "7.0", "found_solution": true}',
      '{"reflections": "x", "score": 5, "found_solution": true, "extra": NaN}',
    ],
    reject: [
      '',
      'Reasoning: the trajectory is correct.\nScore: 9',
      '```json\n{"reflections": "good", "score": 9, "found_solution": true}\n```',
      '{"reflections": "good", "score": 8.5, "found_solution": true}',
      '{"reflections": "good", "score": "eight", "found_solution": true}',
      '{"reflections": "good", "score": 8}',
      '{"reflections": null, "score": 8, "found_solution": true}',
      '{"reflections": 3, "score": 8, "found_solution": true}',
      '{"reflections": "good", "score": 8, "found_solution": "maybe"}',
      '{"reflections": "good", "score": null, "found_solution": true}',
      '[{"reflections": "good", "score": 8, "found_solution": true}]',
      '{"reflections": "good", "score": 8, "found_solution": true} Done.',
      '{"reflections": "good", "score": 8, "found_solution": " yes"}',
      '{"reflections": "good", "score": NaN, "found_solution": true}',
    ],
  },
  'agentic-press-releases--draft-style-guide-compliance-critic-approve-revise-first-line': {
    accept: [
      'APPROVE',
      'REVISE\n- Move the campaigners\' reaction below the quote from Apple.\n- Replace "most ambitious" with an attributed figure.\n- Add when the new iPhone goes on sale.',
      'REVISE: the lede buries the carbon figure\n- Put the one-third carbon cut in the first sentence.\n- Cut "entirely".\n- Name the campaign group.',
      'approve',
      'APPROVE.',
      '"APPROVE"',
      '`APPROVE`',
      '  Revise\n- Shorten paragraph two.\n- Attribute the carbon claim.\n- Use "programme".',
      'REVISED\n- Minor wording.',
      'REVISE',
    ],
    reject: [
      '',
      '   \n  ',
      'APPROVED',
      '**APPROVE**',
      'Verdict: APPROVE',
      'APPROVE - the draft follows the style guide.',
      'APPROVE .',
      'I approve this draft.',
      '```\nAPPROVE\n```',
      '**REVISE**\n- Shorten the lede.',
      'Make these adjustments and resubmit.',
    ],
  },
  'worldinteract--generated-tool-code-test-results-react-validator-all-test-cases-passed-sentinel': {
    accept: [
      'ALL TEST CASES PASSED',
      'All three tests now behave as specified: ord_1001 is cancelled and restocked, the shipped order and the unknown id return errors.\n\nALL TEST CASES PASSED',
      '**Option B - Declare Success:**\nALL TEST CASES PASSED',
      '**ALL TEST CASES PASSED**',
      'ALL TEST CASES PASSED.',
      'The results show that NOT ALL TEST CASES PASSED yet, so here is a fix:\n```python\ndef cancel_order(data, order_id):\n    pass\n```',
    ],
    reject: [
      '',
      'All test cases passed',
      'ALL TESTS PASSED',
      'ALL TEST CASES  PASSED',
      'ALL TEST CASES PASS',
      'ALL\nTEST CASES PASSED',
      'ALL_TEST_CASES_PASSED',
      'Test 2 failed because the status check is case-sensitive. Fixed code:\n```python\nimport json\n\ndef cancel_order(data, order_id):\n    return json.dumps({"success": True})\n```',
    ],
  },
};

describe('set 571 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_571).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_571[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
