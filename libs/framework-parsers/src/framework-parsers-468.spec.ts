import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_468 } from './framework-parsers-468';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'debatable-intelligence-runtime--debate-winner-affirmative-or-negative-winner-xml-tag-ignorecase': {
    accept: [
      "<winner>AFFIRMATIVE</winner>\n<scratchpad>AFFIRMATIVE applied the total-distance-over-total-time definition and refuted NEGATIVE's mean-of-speeds reading; NEGATIVE's final point about an untimed stop was speculative.</scratchpad>",
      '<winner>NEGATIVE</winner>',
      '<winner> negative </winner>',
      '<WINNER>Affirmative</WINNER>\n<scratchpad>Clearer rebuttals.</scratchpad>',
      'Here is my verdict:\n<winner>\nNEGATIVE\n</winner>\n<scratchpad>NEGATIVE exposed the unstated assumption.</scratchpad>',
      '```xml\n<winner>AFFIRMATIVE</winner>\n<scratchpad>Stronger logical structure.</scratchpad>\n```',
      '<winner>\u00a0NEGATIVE\u2028</winner>',
      '<winner>AFF\u0130RMATIVE</winner>',
      '<winner>NEGATIVE</winner> on reflection <winner>AFFIRMATIVE</winner>',
    ],
    reject: [
      '',
      '<winner>AFFIRMATIVE or NEGATIVE</winner>',
      '<winner>**NEGATIVE**</winner>',
      '<winner>NEGATIVE.</winner>',
      'Winner: NEGATIVE',
      '<winner>The NEGATIVE debater</winner>',
      '< winner>NEGATIVE</winner>',
      '<winner>NEGATIVE</ winner>',
      '<winner>AFFIRMATIVE</winner',
      '<winner>\u200bNEGATIVE</winner>',
      '<winner>CON</winner>',
      '<verdict>AFFIRMATIVE</verdict>',
    ],
  },
  'multi-agent-debate-system--scientist-vs-philosopher-debate-winner-json-langchain-json-output-parser': {
    accept: [
      '{"winner": "Scientist", "justification": "The Scientist grounded every claim in cost and feasibility evidence and turned the future-generations argument around; the Philosopher never answered the habitability rebuttal."}',
      '{\n  "winner": "Philosopher",\n  "justification": "Framed the ethical stakes more coherently."\n}',
      '```json\n{"winner": "Scientist", "justification": "More rigorous."}\n```',
      'Here is my verdict:\n```json\n{"winner": "Philosopher", "justification": "Deeper reasoning."}\n```',
      '{"justification": "Better rebuttals.", "winner": "Scientist"}',
      '{"winner": "Scientist", "justification": "The Scientist answered every',
      '  {"winner": "Philosopher", "justification": "Line one\nline two"}  ',
      '{"winner": "Undetermined", "justification": "Both sides were equally strong."}',
    ],
    reject: [
      '',
      'The winner is the Scientist, because the arguments were better grounded.',
      'Verdict: {"winner": "Scientist", "justification": "More rigorous."}',
      '[{"winner": "Scientist"}]',
      '{"verdict": "Scientist", "justification": "More rigorous."}',
      '{"Winner": "Scientist", "Justification": "More rigorous."}',
      "{'winner': 'Scientist', 'justification': 'More rigorous.'}",
      '{"winner": "Scientist"}}',
      '"Scientist"',
      '{"winner": "Scientist", "justification": "Clear", }',
    ],
  },
};

describe('set 468 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_468).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_468[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
