import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_527 } from './framework-parsers-527';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'llm-jp-factcheck--claim-vs-evidences-support-forced-tool-call-boolean-or-null-label-with-rationale': {
    accept: [
      "{\"rationale\": \"The ECB press release of 14 September 2023 sets the main refinancing rate at 4.50%, which matches the claim.\", \"label\": true}",
      "{\"rationale\": \"The evidence says the war ended in 1918, not 1920.\", \"label\": false}",
      "{\"rationale\": \"None of the passages mentions the rate level.\", \"label\": null}",
      "{\"label\": true, \"rationale\": \"\"}",
      "  {\"rationale\":\"Supported by passage 1.\",\"label\":true}\n",
      "{\"rationale\": \"Passage 2 contradicts it.\", \"label\": false, \"confidence\": 0.9}",
      "{\"rationale\": \"x\", \"label\": \"true\", \"label\": true}",
      "{\n  \"rationale\": \"Fully supported.\",\n  \"label\": true\n}",
    ],
    reject: [
      "",
      "{\"rationale\": \"Supported by passage 1.\"}",
      "{\"label\": true}",
      "{\"rationale\": \"Supported.\", \"label\": \"true\"}",
      "{\"rationale\": \"Supported.\", \"label\": 1}",
      "{\"rationale\": null, \"label\": true}",
      "```json\n{\"rationale\": \"Supported.\", \"label\": true}\n```",
      "[\"rationale\", \"label\"]",
      "{\"rationale\": \"Supported.\", \"label\": NaN}",
      "{\"rationale\": \"Supported.\", \"label\": True}",
      "{'rationale': 'Supported.', 'label': true}",
      "Label (boolean): false\nRationale (string): The claim is not supported by any of the evidences.",
      "{\"rationale\": [\"a\", \"b\"], \"label\": false}",
    ],
  },
  'realitycheck-ai--news-real-fake-misleading-json-label-five-strategy-extraction': {
    accept: [
      "{\"label\": \"Fake\", \"confidence\": 0.95, \"reasoning_summary\": \"No study or journal is named and the cure claim contradicts medical consensus.\"}",
      "```json\n{\"label\": \"Real\", \"confidence\": 0.8, \"reasoning_summary\": \"Matches Reuters reporting.\"}\n```",
      "Here is my analysis:\n{\"label\": \"Misleading\", \"confidence\": 0.7, \"reasoning_summary\": \"Coffee is linked to lower risk, but it is no cure.\"}",
      "{\"label\": \"Fake\"}",
      " {\"label\":\"Fake\",\"confidence\":\"high\",\"reasoning_summary\":\"fabricated\"} ",
      "{\"label\": \"Fake\", \"confidence\": 0.9, \"details\": {\"source\": \"none\"}}",
      "{\"label\": \"Fake\", \"confidence\": 0.9, \"reasoning_summary\": \"no source cited\"",
      "label: fake\nconfidence: 0.9\nreasoning_summary: \"no source\"",
      "The \"label\": \"FAKE\" and \"confidence\": 0.99 fit this post.",
      "Note {see below}\n{\"label\": \"Real\", \"confidence\": 0.6}",
      "JSON:\n```\n{\"label\": \"Fake\", \"confidence\": 0.9, \"reasoning_summary\": \"x\"}\n```\nHope this helps.",
      "{\"label\": \"Fake\", \"confidence\": 0.95, \"reasoning_summary\": \"Claims a cure {without evidence}.\"}",
    ],
    reject: [
      "",
      "FAKE",
      "Fake",
      "{\"label\": \"fake\", \"confidence\": 0.9}",
      "{\"classification\": \"Fake\", \"confidence\": 0.9}",
      "[\"Fake\"]",
      "\"Fake\"",
      "label: Fake, confidence: 0.95.",
      "Result: {\"label\": \"Fake\", \"confidence\": 0.95.}",
      "{\"verdict\": {\"label\": \"Fake\"}}",
      "{\"note\": \"x\"} {\"label\": \"Fake\"}",
      "{\"label\": [\"Fake\"]}",
      "{\"label\": \"Fake news\"}",
      "Classification: Fake (confidence 0.95)",
    ],
  },
  'fake-news-detector--news-article-fake-score-0-1-with-checked-claims-pydantic-ai-output-tool': {
    accept: [
      "{\"fake_score\": 0.1, \"summary_analysis\": \"Neutral report with named officials and verifiable figures.\", \"checked_claims\": [{\"claim\": \"Fares rise by 7.5% from 1 April.\", \"assessment\": \"True\", \"reasoning\": \"Consistent with the senate announcement.\"}]}",
      "{\"fake_score\": 0, \"summary_analysis\": \"Neutral.\", \"checked_claims\": []}",
      "{\"fake_score\": \"0.3\", \"summary_analysis\": \"Opinionated framing.\", \"checked_claims\": []}",
      "{\"fake_score\": 0.95, \"summary_analysis\": \"Fabricated.\", \"checked_claims\": [{\"claim\": \"Coffee cures diabetes.\", \"assessment\": \"Unverified\", \"reasoning\": \"No study named.\"}]}",
      "{\"fake_score\": 0.4, \"summary_analysis\": \"x\", \"checked_claims\": [], \"confidence\": \"high\"}",
      "\n  {\"fake_score\": 1, \"summary_analysis\": \"Scam.\", \"checked_claims\": []}  \n",
      "{\"fake_score\": 1.7, \"summary_analysis\": \"Out of range but a float.\", \"checked_claims\": []}",
      "{\"checked_claims\": [{\"claim\": \"a\", \"assessment\": \"False\", \"reasoning\": \"b\", \"source\": \"c\"}], \"summary_analysis\": \"ok\", \"fake_score\": 0.8}",
      "{\"fake_score\": \" 0.35 \", \"summary_analysis\": \"x\", \"checked_claims\": []}",
      "{\"fake_score\": true, \"summary_analysis\": \"x\", \"checked_claims\": []}",
      "{\"fake_score\": NaN, \"summary_analysis\": \"x\", \"checked_claims\": []}",
      "{\"fake_score\": \"1_000.5\", \"summary_analysis\": \"x\", \"checked_claims\": []}",
      "{\"fake_score\": \"x\", \"fake_score\": 0.2, \"summary_analysis\": \"x\", \"checked_claims\": []}",
    ],
    reject: [
      "",
      "{\"fake_score\": 0.2, \"summary_analysis\": \"Neutral.\"}",
      "{\"fake_score\": null, \"summary_analysis\": \"Neutral.\", \"checked_claims\": []}",
      "{\"fake_score\": \"high\", \"summary_analysis\": \"Neutral.\", \"checked_claims\": []}",
      "{\"fake_score\": 0.2, \"summary_analysis\": 5, \"checked_claims\": []}",
      "{\"fake_score\": 0.2, \"summary_analysis\": \"x\", \"checked_claims\": [{\"claim\": \"a\", \"assessment\": \"True\"}]}",
      "{\"fake_score\": 0.2, \"summary_analysis\": \"x\", \"checked_claims\": {\"claim\": \"a\", \"assessment\": \"True\", \"reasoning\": \"b\"}}",
      "```json\n{\"fake_score\": 0.2, \"summary_analysis\": \"x\", \"checked_claims\": []}\n```",
      "Here is the result: {\"fake_score\": 0.2, \"summary_analysis\": \"x\", \"checked_claims\": []}",
      "{\"fake_score\": 0.2, \"summary_analysis\": \"x\", \"checked_claims\": [\"Fares rise by 7.5%\"]}",
      "{\"fake_score\": 0.2, \"summary_analysis\": \"x\", \"checked_claims\": [{\"claim\": \"a\", \"assessment\": true, \"reasoning\": \"b\"}]}",
      "{\"fake_score\": [0.2], \"summary_analysis\": \"x\", \"checked_claims\": []}",
      "{\"fake_score\": \"0x10\", \"summary_analysis\": \"x\", \"checked_claims\": []}",
      "{\"fake_score\": \"1__0\", \"summary_analysis\": \"x\", \"checked_claims\": []}",
      "{\"fake_score\": 0.2, \"summary_analysis\": \"\\ud800\", \"checked_claims\": []}",
      "{\"fake_score\": 0.2, \"fake_score\": \"x\", \"summary_analysis\": \"x\", \"checked_claims\": []}",
    ],
  },
};

describe('set 527 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_527).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_527[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
