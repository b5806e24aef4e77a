import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_396 } from './framework-parsers-396';

// Every case was also run through the original Python reply readers (re, float, str.upper) to confirm the expectation.
const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'fin-rate--sec-filing-qa-answer-vs-gold-and-key-points-verdict-line-correct-partial-incorrect-failure': {
    accept: [
      "ANALYSIS: The answer reports the correct decline from $394.3B to $383.3B and names Mac and iPad as drivers, with Services growth as offset.\n\nKEY POINTS:\n1. PRESENT - both totals and the ~3% decline are stated\n2. PRESENT - Mac and iPad declines are mentioned\n3. PRESENT - Services growth offset is mentioned\n\nKEY POINTS SUMMARY: matched=3; partial=0; missing=0; incorrect=0\nDIMENSIONAL SCORES:\n1. Information Coverage: 5\n2. Reasoning Chain: 4\n3. Factual Consistency: 5\n4. Clarity of Expression: 5\n5. Analytical Depth: 4\n\nERROR TYPE:\nPRIMARY_GROUP: NONE\nPRIMARY_SUBTYPE: NONE\nSECONDARY_SUBTYPES: NONE\nEVIDENCE_IDS_USED: NONE\n\nVERDICT: CORRECT",
      "VERDICT: PARTIAL",
      "VERDICT:INCORRECT",
      "verdict: failure",
      "Final Verdict: Partial",
      "VERDICT:\nCORRECT",
      "VERDICT: CORRECTLY answered",
      "VERD\u0130CT: INCORRECT",
      "VERDICT:\u00a0CORRECT",
      "VERDICT:\u001cPARTIAL",
      "<think>The numbers match, so VERDICT: CORRECT seems right.</think>\nANALYSIS: ok\nVERDICT: PARTIAL",
    ],
    reject: [
      "",
      "**VERDICT:** CORRECT",
      "VERDICT: [CORRECT]",
      "VERDICT - CORRECT",
      "VERDICT = CORRECT",
      "VERDICT: ERROR",
      "VERDICT: ERROR (could not evaluate)\nVERDICT: CORRECT",
      "ANALYSIS: fine\nKEY POINTS SUMMARY: matched=3; partial=0; missing=0; incorrect=0",
      "VERDICT: PASS",
      "The answer is CORRECT.",
      "VERDICT: \u041a\u041e\u0420\u0420\u0415\u041a\u0422",
      "V E R D I C T: CORRECT",
    ],
  },
  'llm-tax-abuse--us-tax-law-strategy-freeform-grade-0-3-rubric-last-digit-0-3-anywhere': {
    accept: [
      "The strategy relies on \u00a7 1014(a) to give Emma a stepped-up basis and correctly avoids \u00a7 1014(e) because the shares pass to Emma rather than back to Daniel. It uses both authorities, meets both goals, and nobody is left clearly worse off, although the gift-tax cost deserves a word.\n\n3",
      "2",
      "Grade: 1",
      "**0**",
      "The plan is a minor fix away from working. Final grade: 2.",
      "Explanation: uses \u00a7 1014 but ignores the one-year rule in 2023 filings. Grade: 4",
      "I would give this a three (3/3).",
      "Grade: \uff13 because of section 1",
    ],
    reject: [
      "",
      "Grade: 4",
      "The strategy is not close to working. Grade: zero.",
      "Score: \uff13",
      "Grade: \u0663",
      "Excellent strategy; full marks.",
      "9/9",
      "Grade: five",
    ],
  },
  'finnanceqa-agent--financial-answer-exactness-vs-expected-first-line-contains-correct-incorrect': {
    accept: [
      "CORRECTNESS: CORRECT\nREASON: 12.55% rounds to the expected 12.6%.",
      "CORRECTNESS: INCORRECT\nREASON: The agent reports 12.55% but states it as the final figure without rounding; expected 12.6%.",
      "Correctness: correct",
      "**CORRECTNESS:** INCORRECT\nREASON: wrong fiscal year.",
      "CORRECT",
      "incorrect",
      "CORRECTNESS:\nCORRECT",
      "The answer is correct.\r\nREASON: rounding.",
    ],
    reject: [
      "",
      "\nCORRECTNESS: CORRECT\nREASON: matches.",
      "Evaluation:\nCORRECTNESS: CORRECT",
      "RESULT: EXACT MATCH\nREASON: 12.55% rounds to 12.6%.",
      "WRONG\nREASON: different year.",
      "REASON: rounding is fine.\nCORRECTNESS: CORRECT",
      "C0RRECT",
      "COR RECT",
    ],
  },
  'lexam-yfn--swiss-law-exam-open-answer-vs-reference-correctness-0-1-double-brackets-first-match': {
    accept: [
      "Explanation: The response correctly identifies the Grundlagenirrtum under Art. 24 Abs. 1 Ziff. 4 OR and the one-year period of Art. 31 OR, but omits the alternative warranty claim under Art. 197 ff. OR and BGE 114 II 131.\n\nConstructive feedback: Mention the choice between Irrtumsanfechtung and Sachgew\u00e4hrleistung and cite Art. 31 Abs. 2 OR precisely.\n\nThe correctness score: [[0.7]]",
      "[[1.0]]",
      "The correctness score: [[0.0]]",
      "[[0.5]] and later [[2.0]]",
      "Score [[\u0660.\u0665]]",
      "[[001]]",
      "[[1e0]]",
      "[[[0.8]]]",
      "Correctness score: [[0.9]]\n\nFeedback follows.",
      "[[0.3]].",
    ],
    reject: [
      "",
      "The correctness score: 0.7",
      "The correctness score: [0.7]",
      "The correctness score: [[0.75]]",
      "[[ 0.7 ]]",
      "[[.7]]",
      "[[7]]",
      "[[1.5]]",
      "[[10.0]]",
      "[[0_5]]",
      "[[0,5]]",
      "[[1.2]] then [[0.6]]",
      "[[0\n5]]",
    ],
  },
};

describe('set 396 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_396).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_396[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
