import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_476 } from './framework-parsers-476';

const MOM_OK = '{"mom_validation": {"accurate_points": ["CSV export ships this sprint", "Client demo on Thursday the 14th"], "incorrect_points": ["Dark mode does not ship this sprint; it moved to next sprint"], "missing_points": ["XLSX export planned for next sprint"]}}';
const JURY_OK = '{\n  "faithfulness": {"rank": 4, "reasoning": "One overstated claim about juries."},\n  "coherence": {"rank": 5, "reasoning": "Clear and logical."},\n  "conciseness": {"rank": 5, "reasoning": "One sentence, no fluff."},\n  "coverage": {"rank": 4, "reasoning": "Omits the ROUGE/BLEU paraphrase weakness."},\n  "overall_assessment": "A faithful, tight summary."\n}';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'rainsound--meeting-summary-section-vs-transcript-and-gold-standard-0-1-score-line': {
    accept: [
      'Score: 0.85\nFeedback: Both action items are captured with owners and deadlines; the wording is concise and mirrors the gold standard structure.',
      'Score: 1.0\nFeedback: Complete and accurate.',
      'Score:0.7\nFeedback: Misses the legal review deadline.',
      'Score: 1.00\nFeedback: Flawless.',
      'Overall Score: 0.6\nFeedback: Too verbose.',
      'Score:\n0.9\nFeedback: Good.',
      'Score: 0.\u0667',
      'Score:\u00a00.75/1',
    ],
    reject: [
      '',
      'Score: 1\nFeedback: Perfect.',
      'Score: 0\nFeedback: Nothing captured.',
      'score: 0.8\nFeedback: fine',
      '**Score:** 0.8\n**Feedback:** fine',
      'Score: .8',
      'Score: 8/10',
      'Score: [0.8]',
      'Rating: 0.8',
      'Score: 0,8',
      'Score - 0.8',
      'Score: 10.5',
    ],
  },
  'ai-meeting-validator--minutes-of-meeting-vs-transcript-accuracy-json-point-lists': {
    accept: [
      MOM_OK,
      '```json\n' + MOM_OK + '\n```',
      '{"mom_validation": {"accurate_points": [], "incorrect_points": [], "missing_points": []}}',
      '{"mom_validation": {"incorrect_points": ["Dark mode was postponed"]}}',
      '[{"mom_validation": {"accurate_points": ["x"], "incorrect_points": [], "missing_points": []}}]',
      '  {"mom_validation": {"incorrect_points": "none", "missing_points": null}}  ',
      '```json{"mom_validation":{"incorrect_points":[],"missing_points":[]}}```',
      '\n```\n{"mom_validation": {"incorrect_points": [], "missing_points": ["XLSX next sprint"]}}\n```\n',
    ],
    reject: [
      '',
      '{"mom_validation": {"accurate_points": [], "incorrect_points": []}}',
      '{"accurate_points": [], "incorrect_points": [], "missing_points": []}',
      'Here is the audit:\n```json\n' + MOM_OK + '\n```',
      '```JSON\n' + MOM_OK + '\n```',
      '{"mom_validation": {"incorrect_points": null, "missing_points": []}}',
      '[]',
      '{"mom_validation": {"incorrect_points": [], "missing_points": [],}}',
      "{'mom_validation': {'incorrect_points': [], 'missing_points': []}}",
      '{"mom_validation": "all points accurate"}',
      '[null, {"mom_validation": {"incorrect_points": [], "missing_points": []}}]',
    ],
  },
  'tldw--geval-summary-vs-source-consistency-1-5-exactly-one-bare-number': {
    accept: [
      '4',
      '- Consistency: 5',
      'Consistency: 3.5',
      '  2\n',
      '4/5',
      'The summary misstates the RAM capacity, a factual error.\n\n2',
      '\u0664',
      '0',
      'Score:\u00a04',
    ],
    reject: [
      '',
      '6',
      'Consistency: 4 out of 5',
      'Score: 4/5, so I give it 4',
      'four',
      'Consistency:4',
      '**4**',
      '(4)',
      '5.5',
      'On a 1-5 scale I rate it 4',
      'The summary misstates the RAM (16 GB instead of 8 GB), a factual error. 2',
      '-3',
    ],
  },
  'medium-summarization--summary-jury-faithfulness-coherence-conciseness-coverage-1-5-json-ranks-summed': {
    accept: [
      JURY_OK,
      '{"Faithfulness": {"rank": 5, "reasoning": "ok"}, "Coherence": {"rank": 4, "reasoning": "ok"}, "Conciseness": {"rank": 4, "reasoning": "ok"}, "Coverage": {"rank": 3, "reasoning": "ok"}, "overall_assessment": "ok"}',
      '{"faithfulness": {"rank": "4"}, "coherence": {"rank": " 5 "}, "conciseness": {"rank": "+3"}, "coverage": {"rank": "\u0664"}}',
      '{"faithfulness": 5, "coherence": 4, "conciseness": 4, "coverage": 3}',
      '{"faithfulness": {"rank": 4.5}, "coherence": {"rank": true}, "conciseness": {"rank": 3}, "coverage": {"rank": 4}}',
      '  \n' + JURY_OK + '\n',
      '{"Faithfulness": {}, "faithfulness": {"rank": 5}, "coherence": {"rank": 4}, "conciseness": {"rank": 4}, "coverage": {"rank": 4}}',
      '{"overall_assessment": "The summary is fine."}',
      '{"faithfulness": {"score": "n/a"}, "coherence": "good", "conciseness": {"rank": 4}, "coverage": {"rank": 4}}',
    ],
    reject: [
      '',
      '```json\n' + JURY_OK + '\n```',
      'Here is my verdict: ' + JURY_OK,
      '{"faithfulness": {"rank": "4/5"}, "coherence": {"rank": 5}, "conciseness": {"rank": 5}, "coverage": {"rank": 4}}',
      '{"faithfulness": {"rank": null}, "coherence": {"rank": 5}, "conciseness": {"rank": 5}, "coverage": {"rank": 4}}',
      '{"faithfulness": {"rank": 4}, "coherence": {"rank": 5}, "conciseness": {"rank": 5}, "coverage": {"rank": "4.0"}}',
      '[{"faithfulness": {"rank": 4}}]',
      '{"faithfulness": {"rank": Infinity}, "coherence": {"rank": 5}, "conciseness": {"rank": 5}, "coverage": {"rank": 4}}',
      '{"faithfulness": {"rank": NaN}, "coherence": {"rank": 5}, "conciseness": {"rank": 5}, "coverage": {"rank": 4}}',
      '{"faithfulness": {"rank": [4]}, "coherence": {"rank": 5}, "conciseness": {"rank": 5}, "coverage": {"rank": 4}}',
      '{"faithfulness": {"rank": 4}, "overall_assessment": "bad \\ud800 char"}',
      "{'faithfulness': {'rank': 4}}",
      '{"Faithfulness": {"rank": "five"}, "faithfulness": {"rank": 5}}',
      '{"faithfulness": {"rank": 4}, "coherence": {"rank": 5},}',
    ],
  },
};

describe('set 476 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_476).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_476[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
