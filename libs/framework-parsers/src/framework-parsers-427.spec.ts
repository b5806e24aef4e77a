import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_427 } from './framework-parsers-427';

const praisonFull =
  '{\n  "score": 3,\n  "reasoning": "1. The page has an input, an Add button and a list. 2. Clicking Add appends a trimmed task and clears the input. 3. Clicking an item toggles the done class with a line-through style.",\n  "strengths": "All three requirements met, const/arrow functions, empty input ignored",\n  "weaknesses": "No Enter-key support, no persistence",\n  "confidence": "high"\n}';
const reviewJson =
  '{\n    "Question": "Write a Java program that reads an integer n from standard input and prints the first n Fibonacci numbers separated by spaces.",\n    "Code_Analysis": {\n        "What_worked_well": "Correct iterative Fibonacci with long values and no trailing space.",\n        "What_can_be_improved": "Validate negative n and close the Scanner."\n    },\n    "Code_Quality_Qualitative": {\n        "Correctness": "Correct for n >= 0.",\n        "Readability": "Clear names and short loop.",\n        "Maintainability": "Everything lives in main.",\n        "Design": "No separate method for the sequence.",\n        "Scalability": "long overflows after the 92nd number."\n    },\n    "Code_Quality_Quantitative": {\n        "Correctness": 9,\n        "Readability": 8,\n        "Maintainability": 6,\n        "Design": 6,\n        "Scalability": 7,\n        "Overall": 7\n    }\n}';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'praisonaibench--html-js-code-quality-3-point-rubric-json-score-greedy-brace': {
    accept: [
      praisonFull,
      '```json\n{"score": 2, "reasoning": "Works, but uses inline handlers and no Enter key.", "strengths": "Simple", "weaknesses": "No validation", "confidence": "medium"}\n```',
      'Here is my evaluation:\n{"score": 1, "reasoning": "The Add button is never wired up."}\nThanks.',
      '{"score": -1, "reasoning": "The code is cut off after 2000 characters.", "confidence": "low"}',
      '{"score": 3.0}',
      '{"score": true}',
      '{"score": 1, "reasoning": "the style block uses {braces} correctly but nothing else works"}',
      '{"score": NaN, "score": 2}',
    ],
    reject: [
      '',
      '{"score": "3", "reasoning": "excellent"}',
      '{"score": 4}',
      '{"reasoning": "no score given"}',
      'Score: 3',
      '{"score": 3} Also for comparison: {"score": 2}',
      "{'score': 3}",
      '{"score": [3]}',
      '{"score": false}',
      '{"score": 0}',
      '{"score": NaN}',
      '{"score": 3,}',
    ],
  },
  'practice-app-backend--java-answer-code-quality-review-1-10-nested-json-overall-fence-strip': {
    accept: [
      reviewJson,
      '```json\n' + reviewJson + '\n```',
      '```\n' + reviewJson + '\n```',
      '  \n```json\n' + reviewJson + '\n```\n  ',
      '{"Code_Quality_Quantitative": {"Overall": 7}}',
      '{"Code_Quality_Quantitative": {"Overall": 7.5}}',
      '{"Code_Quality_Quantitative": {"Overall": 0}}',
    ],
    reject: [
      '',
      'Please provide code for review.',
      '```json ' + '{"Code_Quality_Quantitative": {"Overall": 7}}' + '```',
      'Here is the review:\n```json\n' + reviewJson + '\n```',
      '{"Code_Quality_Quantitative": {"Correctness": 8, "Readability": 7}}',
      '{"Code_Quality_Quantitative": null}',
      '[{"Code_Quality_Quantitative": {"Overall": 7}}]',
      '{"Code_Quality_Quantitative": {"Overall": null}}',
      '```JSON\n' + reviewJson + '\n```',
      '```json\r\n' + reviewJson + '\r\n```',
      '{"Overall": 8}',
      '{"Code_Quality_Quantitative": {"Overall": 7},}',
    ],
  },
  'llm-judge-empirical--code-translation-pairwise-overall-first-second-tie-cascading-lowercase-regex-rules': {
    accept: [
      '1. Readability & Idiomatic Usage: The first translation uses an explicit while loop that mirrors Python; the second uses a recursive ternary that is idiomatic Java.\n2. Consistency with Source: The first keeps the iterative structure of the original, the second changes it to recursion.\n\nOverall: FIRST',
      '**Overall:** SECOND',
      'Overall: `TIE`',
      'Overall:\nSECOND',
      'Overall: Although both compile, I prefer the second one.',
      'Both translations preserve the properties of the original program.',
      'So, the final decision is Response 2',
      '[[B]]',
      'Score: A',
      'OVERALL: first',
    ],
    reject: [
      '',
      'Overall: 3/5',
      'The first translation is better.',
      'Overall - FIRST',
      'Winner: SECOND',
      'Final verdict: FIRST',
      'Overall: 1st translation',
      'Overall\uff1a FIRST',
      'Verdict: Second is better',
      'Overall:\u200bFIRST',
    ],
  },
  'autogen-v1--code-execution-output-check-terminate-substring': {
    accept: [
      'TERMINATE',
      "The output 'Hello, James!' matches what greet('James') prints. TERMINATE",
      'TERMINATE.',
      '*TERMINATE*',
      'Output matches.\nTERMINATE\n',
      'Do not TERMINATE yet: the function is defined but never called.',
      'TERMINATED',
    ],
    reject: [
      '',
      'terminate',
      'Terminate',
      '1. Call greet("James") after defining it.\n2. Print the greeting instead of returning it.',
      'T E R M I N A T E',
      'TERMINATION',
      '\uff34\uff25\uff32\uff2d\uff29\uff2e\uff21\uff34\uff25',
    ],
  },
};

describe('set 427 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_427).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_427[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
