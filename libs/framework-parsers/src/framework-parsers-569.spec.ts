import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_569 } from './framework-parsers-569';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'desearch--web-source-body-evidence-relevance-to-query-high-medium-low-verdict-line': {
    accept: [
      "Verdict: HIGH\nReason: The text states the Fed held its rate in the 4.25%-4.50% range in March.",
      "Verdict: MEDIUM\nReason: On the Fed meeting but the rate range itself is not stated.",
      "Verdict: LOW\nReason: The page is about mortgage rates, not the Fed decision.",
      "verdict: high\nreason: states the range",
      "Verdict - MEDIUM",
      "VERDICT:LOW",
      "Verdict\nHIGH",
      "**Verdict:** HIGH\n**Reason:** The excerpt gives the exact range.",
      "Verdict: **MEDIUM**",
      "Verdict: FAIL",
      "HIGH",
      "The source is of medium usefulness.",
      "Verdicts: HIGH",
      "Verdict: LOW-MEDIUM",
      "Verdict: h\u0131gh",
      "Verdict: high\nReason: HIGH relevance, though some would say LOW.",
    ],
    reject: [
      "",
      "LOW",
      "Verdict: RELEVANT\nReason: on topic.",
      "Verdict: The source is HIGH quality.",
      "Verdict: HIGH\nReason: my verdict is that it answers the question.",
      "Verdict: 3",
      "Relevance: low",
      "The text is highly relevant.",
      "Verdict: N/A",
      "Veredicto: ALTO",
      "Verdict: H\u0130GH",
      "Verdict: Unclear\nReason: it could be HIGH or MEDIUM.",
    ],
  },
  'search-relevance-judgments--medical-query-abstract-relevance-0-2-relevance-colon-digit-or-any-0-2-digit': {
    accept: [
      "The abstract reports fracture outcomes of vitamin D supplementation in older adults. Relevance: 2",
      "Relevance: 0",
      "relevance: 1",
      "RELEVANCE:2",
      "The document is on the same general topic but not a direct answer.\nRelevance:\n1",
      "I'd rate it 2.",
      "Relevance: 10",
      "Relevance: 3 (it discusses type 2 diabetes)",
      "Relevance: **2**",
    ],
    reject: [
      "",
      "Relevance: 3",
      "Relevance: high",
      "The document directly addresses the query.",
      "Relevance: X",
      "Relevance: \uff12",
      "Relevance: \u0662",
      "Relevance: two",
      "Relevance: 4",
    ],
  },
  'llm-relevance-judge--opensearch-query-hit-relevance-0-1-json-ratings-rating-score-with-regex-fallback': {
    accept: [
      "{\"ratings\": [{\"id\": \"B0BQ4LTD2P\", \"rating_score\": 0.9}]}",
      "```json\n{\"ratings\": [{\"id\": \"B0BQ4LTD2P\", \"rating_score\": 0.7}]}\n```",
      "```\n{\"ratings\": [{\"id\": \"B0BQ4LTD2P\", \"rating_score\": 0.6}]}\n```",
      "{\"ratings\": [{\"id\": \"B0BQ4LTD2P\", \"rating_score\": 1}]}",
      "{\"ratings\": [{\"id\": \"B0BQ4LTD2P\", \"rating_score\": 0}]}",
      "{\"ratings\": [{\"id\": \"B0BQ4LTD2P\", \"rating_score\": 0.4},]}",
      "{\"ratings\": [{\"id\": \"B0BQ4LTD2P\", \"rating_score\": \"0.8\"}]}",
      "Here is my rating: {\"ratings\": [{\"id\": \"B0BQ4LTD2P\", \"rating_score\": 0.3}]}",
      "{\"ratings\": [{\"id\": \"B0BQ4LTD2P\", \"rating_score\": 1.5}], \"score\": 0.5}",
      "{\"ratings\": [{\"id\": \"B0BQ4LTD2P\", \"rating_score\": true}]}",
      "  {\"ratings\": [{\"id\": \"B0BQ4LTD2P\", \"rating_score\": 0.25}]}\n",
      "{\"ratings\": [{\"id\": \"B0BQ4LTD2P\", \"score\": 0.8}]}",
      "{\"ratings\": [{\"id\": \"B0BQ4LTD2P\", \"rating_score\": \" \uff10.\uff15 \"}]}",
    ],
    reject: [
      "",
      "{\"ratings\": []}",
      "[{\"id\": \"B0BQ4LTD2P\", \"rating_score\": 0.8}]",
      "{\"ratings\": [{\"id\": \"B0BQ4LTD2P\", \"rating_score\": 8}]}",
      "{\"ratings\": [{\"id\": \"B0BQ4LTD2P\", \"rating_score\": \"high\"}]}",
      "Rating score: 0.8",
      "{\"ratings\": [{\"id\": \"B0BQ4LTD2P\", \"rating_score\": null}]}",
      "{\"ratings\": [0.8]}",
      "{\"ratings\": {\"id\": \"B0BQ4LTD2P\", \"rating_score\": 0.8}}",
      "{\"ratings\": [{\"id\": \"B0BQ4LTD2P\", \"rating_score\": NaN}]}",
      "{\"rating_score\": -0.5}",
      "{\"ratings\": 1, \"rating_score\": 0.8}",
      "The product is highly relevant; I would give it 0.9.",
    ],
  },
  'ecir26-summarisation-relevance--trec-dl-query-summarised-passage-relevance-0-3-final-score-or-standalone-digit': {
    accept: [
      "##final score: 3",
      "##final score: 0",
      "Final Score: 2",
      "final score:1",
      "M: 2, T: 3\n##final score: 2",
      "**Final score:** 2",
      "Score = 3",
      "2",
      "##final score: 10",
      "2.5",
      "##FINAL SCORE : 1",
      "##final \u017fcore: 2",
    ],
    reject: [
      "",
      "##final score: high",
      "Final score: 4",
      "M: 45, T: 78, O: 67",
      "Score: 10",
      "Final score: \uff13",
      "The passage is perfectly relevant.",
      "Final score is 2x",
      "O=12",
      "v2",
      "\u00e92",
      "   \n  ",
    ],
  },
};

describe('set 569 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_569).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_569[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
