import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_404 } from './framework-parsers-404';

// Every case was checked against the projects' own reading code (run in Python 3) as well as by reading it.
const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'fineweb-edu-scorer--teacher-llm-web-extract-educational-value-additive-0-5-educational-score-line-cascading-regex-fallbacks': {
    accept: [
      "The extract explains the water cycle clearly, introduces evaporation and condensation, and includes a simple home experiment suited to primary school. The newsletter sign-up is a minor distraction.\n\nEducational score: 4",
      "Educational score: 3",
      "EDUCATIONAL SCORE: 5",
      "educational score:2",
      "Educational score:\n0",
      "Educational score: \u0664",
      "Educat\u0131onal \u017fcore: 3",
      "Educational score: 7\nTotal score: 4",
      "The page earns 3 points in total.",
      "Overall: 4/5",
      "Educational score: 04",
      "Educational score:\u00a03",
    ],
    reject: [
      "",
      "Educational score: four",
      "Educational score: 7",
      "Educational score: 10",
      "The extract is mostly advertising and has little educational value.",
      "Educational score: -1",
      "Rating: 4",
      "**Educational score: N/A**",
      "Educational score = 4",
      "Educational \u0130core: 3",
      "Educational score: 12 points",
      "**Educational score:** 4",
    ],
  },
  'curator--fineweb2-arabic-web-extract-educational-value-additive-0-5-reasoning-and-educational-score-str-split': {
    accept: [
      "Reasoning: The extract explains the water cycle in simple Arabic and includes a classroom activity, so it fits grade-school teaching well.\nEducational score: 4",
      "Educational score: 3\nReasoning: basic but coherent",
      "Reasoning: ok Educational score: 2",
      "Reasoning:Educational score:",
      "Reasoning: mostly ads.\nEducational score: N/A",
      "Reasoning: fine\nEducational score: 4\nReasoning: repeated",
      "Reasoning: \u0627\u0644\u0646\u0635 \u062a\u0639\u0644\u064a\u0645\u064a \u0648\u0627\u0636\u062d.\nEducational score: \u0664",
    ],
    reject: [
      "",
      "Educational score: 4",
      "Reasoning: the extract is educational.",
      "Reasoning: clear.\nEducational Score: 4",
      "reasoning: clear.\nEducational score: 4",
      "Reasoning: clear.\n**Educational score**: 4",
      "Reasoning : clear.\nEducational score: 4",
      "Reason: clear.\nEducational score: 4",
    ],
  },
  'marin--medu-document-utility-for-target-benchmark-final-score-label-word-great-good-okay-poor-useless': {
    accept: [
      "Description: a short Python function computing Fibonacci numbers iteratively, with a docstring and an example comment.\nQuality: clean, correct and coherent code.\nThe benchmark asks for multi-step arithmetic word problems written in English, which this snippet does not contain.\nFinal Score: Poor",
      "Final Score: Great",
      "Final Score:Good",
      "Final Score:\nOkay",
      "Final Score: Useless.",
      "Final Score: Goodness",
      "The label **Final Score: Okay** fits best.",
      "Final Score: good\nFinal Score: Good",
      "Final Score:\u2003Great",
    ],
    reject: [
      "",
      "Final Score: good",
      "**Final Score:** Good",
      "Final score: Good",
      "FINAL SCORE: Great",
      "Final Score: \"Good\"",
      "Final Score: 4",
      "Final Score: Excellent",
      "Final  Score: Good",
      "Final Score - Good",
      "My decision: Good",
    ],
  },
  'decoratelm--pretraining-text-pairwise-structural-format-choice-1-or-2-findall-exactly-one': {
    accept: [
      "Choice: 1\nWhy: Text 1 is a numbered, step-by-step guide with a title, while Text 2 is an unstructured personal anecdote.",
      "Choice: 2",
      "  Choice: 1  ",
      "Choice: 2\nWhy:",
      "Choice: 12",
      "After comparing both texts, Choice: 1 because of its list structure.",
      "`Choice: 1\\nWhy: numbered list`",
      "Choice: 1 or 2\nWhy: both",
    ],
    reject: [
      "",
      "<<FAILED>>",
      "Choice: 3",
      "Choice:1",
      "choice: 1",
      "**Choice:** 1",
      "Choice: Text 1",
      "Choice: 1\nWhy: better than Choice: 2",
      "Choice:\u00a01",
      "I prefer Text 1.",
    ],
  },
};

describe('set 404 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_404).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_404[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
