import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_471 } from './framework-parsers-471';

// Every case was also run through a Python 3.11 re-implementation of the project's own reading code (json.loads,
// re.search, float(), ast.literal_eval) and agrees with it.
const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'nestle-sentiment-analysis--threads-post-sentiment-toward-nestle-confidence-score-0-1-json-greedy-brace-range-check': {
    accept: [
      "{\n  \"tweet\": \"Just found out Nestle is still pumping groundwater in drought areas. Not buying KitKats or Nescaf\u00e9 ever again. #BoycottNestle\",\n  \"confidence_score\": 0.12,\n  \"reasoning\": \"Explicit boycott hashtag and a personal pledge to stop buying Nestle products signal strongly negative, pro-boycott sentiment.\"\n}",
      "```json\n{\"tweet\": \"Nestle is evil\", \"confidence_score\": 0.1, \"reasoning\": \"Direct call to boycott.\"}\n```",
      "{\"confidence_score\": 0}",
      "{\"confidence_score\": 1}",
      "Here is my analysis:\n{\"confidence_score\": 0.5, \"reasoning\": \"Neutral product mention.\"} Hope this helps.",
      "{\"confidence_score\": true}",
      "{\"confidence_score\": NaN}",
      "{\"confidence_score\": 1e-2}",
      "{\"confidence_score\": \"0.3\", \"confidence_score\": 0.3}",
      "[{\"tweet\": \"Love my Nescafe\", \"confidence_score\": 0.9}]",
      "{\"tweet\": \"x\", \"confidence_score\": 0.4, \"meta\": {\"lang\": \"en\"}}",
    ],
    reject: [
      "",
      "confidence_score: 0.2",
      "{\"confidence_score\": \"0.2\"}",
      "{\"confidence_score\": 1.5}",
      "{\"confidence_score\": -0.1}",
      "{\"confidence_score\": null}",
      "{\"score\": 0.2, \"reasoning\": \"critical\"}",
      "{\"confidence_score\": 0.2, \"reasoning\": \"ok\"}\n{\"confidence_score\": 0.4}",
      "{\"confidence_score\": 0.2} (scale used: {0..1})",
      "{\"confidence_score\": Infinity}",
      "{\"tweet\": \"x\", \"confidence_score\": 0.2, \"reasoning\": \"boycott!\",}",
      "{'confidence_score': 0.2}",
      "{\"tweet\": \"Nestle again...\", \"confidence_score\": 0.2, \"reasoning\": \"The post uses the hashtag #Boycott",
      "{\"confidence_score\": [0.2]}",
    ],
  },
  'potato--icl-single-choice-annotation-label-confidence-reasoning-json-whole-reply-label-match': {
    accept: [
      "{\"label\": \"negative\", \"confidence\": 0.92, \"reasoning\": \"The reviewer reports a cracked lid and unanswered support emails.\"}",
      "{\"label\": \"Negative\", \"confidence\": 0.9, \"reasoning\": \"Clear complaint.\"}",
      "{\"label\": \" neutral \", \"confidence\": \"0.6\"}",
      "\n{\"label\": \"positive\", \"confidence\": 1}\n",
      "{\"label\": \"negative\"}",
      "{\"label\": \"negative\", \"confidence\": 1.7}",
      "{\"label\": \"negative\", \"confidence\": NaN}",
      "{\"label\": \"negative\", \"confidence\": true}",
      "{\"label\": \"negative\", \"confidence\": \"1_0\"}",
      "{\"label\": \"negative\", \"confidence\": \"  0.8\\n\"}",
      "{\"label\": \"negative\", \"confidence\": 1e400}",
      "{\"reasoning\": \"Product defect plus ignored support.\", \"confidence\": 0.85, \"label\": \"NEGATIVE\"}",
    ],
    reject: [
      "",
      "```json\n{\"label\": \"negative\", \"confidence\": 0.92, \"reasoning\": \"Cracked lid.\"}\n```",
      "Here is my answer: {\"label\": \"negative\", \"confidence\": 0.9}",
      "{\"label\": \"negative\", \"confidence\": \"high\"}",
      "{\"label\": \"negative\", \"confidence\": null}",
      "{\"label\": \"mixed\", \"confidence\": 0.6}",
      "{\"confidence\": 0.9, \"reasoning\": \"negative\"}",
      "{\"label\": [\"negative\"], \"confidence\": 0.9}",
      "[{\"label\": \"negative\", \"confidence\": 0.9}]",
      "\"negative\"",
      "negative",
      "{\"label\": \"negative\", \"confidence\": 0.9,}",
      "{\"label\": \"negative\", \"confidence\": 10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000}",
      "{\"label\": \"negative\", \"confidence\": [0.9]}",
      "{\"labels\": [\"negative\"], \"confidence\": 0.9}",
      "{\"label\": \"negative.\", \"confidence\": 0.9}",
    ],
  },
  'kinara-rfp--rfp-text-multi-label-annotation-python-list-literal-eval': {
    accept: [
      "['contains_relevant_dates', 'contains_communication_info']",
      "[]",
      "['contains_evaluation_criteria']\n",
      " ['contains_relevant_dates']",
      "[\"contains_relevant_dates\"]",
      "('contains_relevant_dates',)",
      "'contains_relevant_dates', 'contains_communication_info'",
      "'contains_relevant_dates'",
      "\n\n['contains_communication_info']  # the deadline is only mentioned in passing",
      "[\n    'contains_relevant_dates',\n    'contains_communication_info',\n]",
      "{'contains_relevant_dates'}",
      "{'contains_relevant_dates': True, 'contains_communication_info': False}",
      "['contains_relevant_dates', None, 1.5, -2, 1+2j, 0x1F, 1_000]",
      "['contains_' 'relevant_dates']",
      "set()",
      "['doesn\u2019t_apply_to_the_rfp_submission']",
      "[r'contains_relevant_dates', u'x', b'y']",
      "[(1, 2), {(1, 'a'): 'x'}]",
      "['contains_relevant_dates'] # ,'contains_communication_info'",
      "['a\\x41\\u00e9']",
    ],
    reject: [
      "",
      "Labels: ['contains_relevant_dates']",
      "```python\n['contains_relevant_dates']\n```",
      "['contains_relevant_dates']\nThe text gives a submission deadline.",
      "[\"contains_relevant_dates\", true]",
      "contains_relevant_dates",
      "\n ['contains_relevant_dates']",
      "None",
      "1",
      "b'contains_relevant_dates'",
      "{['contains_relevant_dates']}",
      "[f'contains_relevant_dates']",
      "['contains_relevant_dates'",
      "[--1]",
      "['contains_relevant_dates' b'x']",
      "['\\x4']",
      "['contains_relevant_dates']\n['contains_communication_info']",
      "[01]",
      "\u00a0['contains_relevant_dates']",
      "- contains_relevant_dates\n- contains_communication_info",
      "['contains_relevant_dates'] \\\n",
      "[1j+2j]",
      "[1+2]",
      "{'a': 1, ['b']: 2}",
      "['contains_relevant_dates'\n, 'x'] extra",
      "['contains_relevant_dates']\u0000",
    ],
  },
};

describe('set 471 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_471).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_471[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
