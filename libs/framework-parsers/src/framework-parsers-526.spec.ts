import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_526 } from './framework-parsers-526';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'openwebrl--online-mind2web-agenttrek-web-trajectory-success-failure-status-colon-substring': {
    accept: [
      "Thoughts: The agent filled in Boston and New York, searched May 14, sorted by price and reported the $29 Northeast Regional at 5:05 AM, which matches the final screenshot.\nStatus: \"success\"",
      "Thoughts: The agent never selected the travel date, so the fares shown are for the wrong day.\nStatus: \"failure\"",
      "Status: success",
      "STATUS: FAILURE",
      "Thoughts: ok\n**Status:** \"success\"",
      "status:\"failure\"",
      "Thoughts: The agent got stuck on the login page.\nStatus: unsuccessful",
      "The status: cannot be determined from the screenshot.",
    ],
    reject: [
      "",
      "Thoughts: The agent reached the checkout page.\nStatus \"success\"",
      "Status - success",
      "Status : success",
      "**Status**: success",
      "Thoughts: fine\nVerdict: success",
      "Status\uff1a success",
      "The task was completed successfully.",
    ],
  },
  'comem-agent--webvoyager-last-5-screenshots-task-success-result-tag-substring': {
    accept: [
      "The screenshots show the arXiv search results sorted by date and the response names the newest paper with its submission date, matching the instruction.\n<result>SUCCESS</result>",
      "The final screenshot still shows the home page and the response gives no price.\n<result>NOT SUCCESS</result>",
      "<RESULT>Success</RESULT>",
      "Verdict:\n<result>\nSUCCESS\n</result>",
      "<result></result>\nThe task was a success.",
      "The agent completed the booking. SUCCESS",
      "<result>unsuccessful</result>",
      "  <result> not success </result>  ",
    ],
    reject: [
      "",
      "<result>FAILED</result>",
      "<result>succeeded</result>",
      "I will give my verdict between <result> and </result>.\n<result>SUCCESS</result>",
      "The task was completed correctly.",
      "<result>PASS</result>",
      "<result>FAILED</result> although the agent claimed success",
      "<result>SUCC ESS</result>",
    ],
  },
  'rlm--reasoningbank-ontology-agent-trajectory-success-json-is-success-reason-fenced': {
    accept: [
      "{\"is_success\": true, \"reason\": \"The answer states that prov:Activity has no asserted subclasses, which the empty prov_meta.subs lookup supports.\", \"confidence\": \"high\", \"missing\": []}",
      "```json\n{\"is_success\": false, \"reason\": \"The answer names classes that never appeared in the retrieved evidence.\", \"confidence\": \"medium\", \"missing\": [\"subclass query results\"]}\n```",
      "```\n{\"is_success\": true, \"reason\": \"grounded\"}\n```",
      "Here is my judgment:\n```json\n{\"is_success\": true, \"reason\": \"systematic exploration\", \"confidence\": \"high\"}\n```\nLet me know if you need more.",
      "  {\"reason\": \"\", \"is_success\": null}  ",
      "{\"is_success\": NaN, \"reason\": \"unclear\"}",
      "{\"is_success\": \"yes\", \"reason\": \"ok\", \"missing\": \"none\"}",
    ],
    reject: [
      "",
      "{\"is_success\": true, \"confidence\": \"high\"}",
      "Here is my judgment: {\"is_success\": true, \"reason\": \"ok\"}",
      "```JSON\n{\"is_success\": true, \"reason\": \"ok\"}\n```",
      "[{\"is_success\": true, \"reason\": \"ok\"}]",
      "{\"is_success\": true, \"reason\": \"ok\",}",
      "{'is_success': True, 'reason': 'ok'}",
      "```json\n{\"is_success\": true, \"reason\": \"the ``` fence broke\"}\n```",
      "\"missing\"",
    ],
  },
  'cs294f24-ai-agents--seeact-mcts-web-state-task-progress-0-1-bare-number-line': {
    accept: [
      "0.7\nThe agent has searched for the paper and opened the Google results, but the PDF itself is not open yet.",
      "Score:\n0.4\nExplanation: the search results are shown but no paper link was clicked.",
      "1\nThe arXiv PDF of the paper is open, so the task is complete.",
      "The agent only typed the query so far.\n\n0.25",
      "  .5  ",
      "1.\n0.3\n2.\nThe agent is on the results page.",
      "\uff15",
      "3\nClearly done.",
      "0.9\r\nAlmost there.",
    ],
    reject: [
      "",
      "1. Score: 0.6\n2. The agent reached the search results but has not opened the PDF.",
      "Score: 0.6",
      "0.6/1",
      "0,6",
      "1.0.0\n0.5",
      "\u00b2\n0.5",
      "-0.2",
      "**0.8**",
      "0.8 (task nearly complete)",
    ],
  },
};

describe('set 526 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_526).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_526[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
