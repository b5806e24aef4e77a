import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_441 } from './framework-parsers-441';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'madisse--summary-factual-consistency-per-sentence-label-tag-1-0-last-label-float': {
    accept: [
      "<label>0</label>\n<explanation>The summary says the council approved the renovation unanimously, but the document reports a 7-2 vote with Dana Ortiz voting against.</explanation>",
      "<explanation>Every sentence of the summary is supported by the document: the $14 million renovation and the 2022 bond measure are both stated.</explanation>\n<label>1</label>",
      "<label> 1 </label>",
      "<LABEL>0</LABEL>",
      "<label>1.0</label>",
      "<label>0.5</label>",
      "<label class=\"verdict\">0</label>",
      "<label>\n0\n</label>\n<explanation>\nThe vote was not unanimous.\n</explanation>",
      "<label><b>1</b></label>",
      "<label>1",
      "I will answer <label></label> later. <label>1</label>",
      "<label>nan</label>",
    ],
    reject: [
      "",
      "Label: 1\nExplanation: consistent.",
      "<label>consistent</label>",
      "<label></label><explanation>none</explanation>",
      "<label>1</label> <explanation>As asked I use <label></label> tags.</explanation>",
      "<label>1 (consistent)</label>",
      "<label>1<br></label>",
      "<label> <b>1</b></label>",
      "<label>Unknown</label>",
      "< label>1</label>",
      "<label/>1",
      "**Label:** 0",
      "<label>1/1</label>",
    ],
  },
  'lynxius--answer-statements-faithful-unfaithful-to-reference-json-two-lists': {
    accept: [
      "{\"faithful\": [\"A 58-year-old man had two weeks of exertional chest tightness.\", \"He was started on amlodipine 5 mg daily.\"], \"unfaithful\": [\"He was also prescribed aspirin 81 mg.\"]}",
      "{\n    \"faithful\": [\"The ECG was normal.\", \"Troponin was negative.\"],\n    \"unfaithful\": []\n}",
      "{\"faithful\": [], \"unfaithful\": [\"He was prescribed aspirin.\"]}",
      "  \n{\"faithful\": [\"a\"], \"unfaithful\": [\"b\"]}\n",
      "{\"unfaithful\": [\"b\"], \"faithful\": [\"a\"], \"notes\": \"aspirin not in reference\"}",
      "{\"faithful\": [1, null], \"unfaithful\": []}",
      "{\"faithful\": [NaN], \"unfaithful\": []}",
    ],
    reject: [
      "",
      "{\n    \"faithful\": [\"statement_1\", \"statement_2\"],\n    \"unfaithful\": [\"statement_3\", \"statement_5\"],\n}",
      "```json\n{\"faithful\": [\"a\"], \"unfaithful\": []}\n```",
      "{\"faithful\": [], \"unfaithful\": []}",
      "{\"faithful\": \"a\", \"unfaithful\": []}",
      "{\"faithful\": [\"a\"]}",
      "[{\"faithful\": [\"a\"], \"unfaithful\": []}]",
      "Here is the JSON: {\"faithful\": [\"a\"], \"unfaithful\": []}",
      "{'faithful': ['a'], 'unfaithful': []}",
      "{\"Faithful\": [\"a\"], \"Unfaithful\": []}",
      "{\"faithful\": null, \"unfaithful\": [\"a\"]}",
    ],
  },
  'newsscore--news-article-quality-0-10-bare-number-js-number': {
    accept: ["6.5", "3.5", " 7.2\n", "0.1", "9.9", "10.0", "+4", ".5", "5.", "1e1", "Infinity", "42"],
    reject: [
      "The calculated score for the article is: 6.5",
      "6.5/10",
      "6.5 - an important regulatory story",
      "**6.5**",
      "six",
      "6,5",
      "\"6.5\"",
      "6.5.",
      "1_0",
      "NaN",
      "Score: 7",
    ],
  },
};

describe('set 441 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_441).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_441[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
