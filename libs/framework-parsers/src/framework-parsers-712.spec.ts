import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_712 } from './framework-parsers-712';

const AML_OK = '{"MatchOutcome": "True Match", "Confidence": "High", "Reason": {"TypeValidation": "Pass", "NormalizationSteps": "al noor general trading llc vs al-noor general trading l.l.c.: lowercase, punctuation removed, l.l.c. -> llc", "AppliedCriteria": "Entity match, legal name similarity 100% after normalization", "AnomaliesNoted": "None"}, "RecommendedAction": "Block & Review"}';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'prompt-eng-aml--aml-transaction-vs-watchlist-entity-match-system-json-matchoutcome-true-false-match': {
    accept: [
      AML_OK,
      '{\n  "MatchOutcome": "False Match",\n  "Confidence": "Medium",\n  "Reason": {\n    "TypeValidation": "Fail",\n    "NormalizationSteps": "Transaction names a product, not a legal entity",\n    "AppliedCriteria": "Type validation failed",\n    "AnomaliesNoted": ""\n  },\n  "RecommendedAction": "Allow & Log"\n}',
      '\n  ' + AML_OK + '  \n',
      '{"MatchOutcome": "Possible Match", "Confidence": "Low", "Reason": "Only the brand matches", "RecommendedAction": "Allow & Log"}',
      '{"MatchOutcome": "False Match", "Confidence": null, "Reason": null, "RecommendedAction": null}',
      '{"MatchOutcome": "", "Confidence": "Low", "Reason": {}, "RecommendedAction": ""}',
      '{"MatchOutcome": "True Match", "Confidence": NaN, "Reason": {}, "RecommendedAction": "Block & Review"}',
      '{"MatchOutcome": 1, "MatchOutcome": "true match", "Confidence": "High", "Reason": "x", "RecommendedAction": "Block & Review", "Notes": "extra"}',
    ],
    reject: [
      '',
      '```json\n' + AML_OK + '\n```',
      'Here is the analysis:\n' + AML_OK,
      '{}',
      '{"MatchOutcome": "True Match", "Confidence": "High", "Reason": "Exact legal name"}',
      '{"MatchOutcome": true, "Confidence": "High", "Reason": "x", "RecommendedAction": "Block & Review"}',
      '{"MatchOutcome": null, "Confidence": "High", "Reason": "x", "RecommendedAction": "Block & Review"}',
      '["MatchOutcome", "Confidence", "Reason", "RecommendedAction"]',
      '"MatchOutcome Confidence Reason RecommendedAction"',
      '{"MatchOutcome": "False Match", "Confidence": "Low", "Reason": "x", "RecommendedAction": "Allow & Log",}',
      "{'MatchOutcome': 'True Match', 'Confidence': 'High', 'Reason': 'x', 'RecommendedAction': 'Block & Review'}",
      '{"MatchOutcome": "False Match", "Confidence": "Low", "Reason": "\\ud800", "RecommendedAction": "Allow & Log"}',
    ],
  },
  'fraudshield--phishing-fraud-detection-result-explanation-indicator-user-friendliness-1-5-json-three-int-scores': {
    accept: [
      '{\n    "explanation_quality": 4,\n    "indicator_relevance": 5,\n    "user_friendliness": 3,\n    "explanation_feedback": "The look-alike domain and urgency cues explain the flag well.",\n    "indicator_feedback": "All indicators are relevant to a bank-impersonation SMS.",\n    "improvement_suggestions": ["Name the real Chase domain for contrast", "Replace snake_case labels with plain words"]\n}',
      '{"explanation_quality": 4, "indicator_relevance": 5, "user_friendliness": 4}',
      '{"explanation_quality": 4.5, "indicator_relevance": 3.0, "user_friendliness": 5}',
      '{"explanation_quality": "4", "indicator_relevance": " 5 ", "user_friendliness": "3"}',
      '{"explanation_quality": true, "indicator_relevance": false, "user_friendliness": 2}',
      '{"explanation_quality": 0, "indicator_relevance": 7, "user_friendliness": 10}',
      '{"explanation_quality": 3, "indicator_relevance": 3, "user_friendliness": 3, "improvement_suggestions": "Use plain language"}',
      '  {"explanation_quality": "４", "indicator_relevance": 2, "user_friendliness": 1, "improvement_suggestions": []}\n',
      '{"explanation_quality": 2, "indicator_relevance": 2, "user_friendliness": 2, "improvement_suggestions": {"a": 1}, "explanation_feedback": null}',
    ],
    reject: [
      '',
      '```json\n{"explanation_quality": 4, "indicator_relevance": 5, "user_friendliness": 3}\n```',
      'Scores: {"explanation_quality": 4, "indicator_relevance": 5, "user_friendliness": 3}',
      '{"explanation_quality": 4, "indicator_relevance": 5}',
      '{"explanation_quality": null, "indicator_relevance": 5, "user_friendliness": 3}',
      '{"explanation_quality": "4.5", "indicator_relevance": 5, "user_friendliness": 3}',
      '{"explanation_quality": "4/5", "indicator_relevance": 5, "user_friendliness": 3}',
      '{"explanation_quality": NaN, "indicator_relevance": 5, "user_friendliness": 3}',
      '{"explanation_quality": 1e400, "indicator_relevance": 5, "user_friendliness": 3}',
      '{"explanation_quality": 4, "indicator_relevance": 5, "user_friendliness": 3, "improvement_suggestions": null}',
      '{"explanation_quality": 4, "indicator_relevance": 5, "user_friendliness": 3, "improvement_suggestions": [["a", "b"]]}',
      '[{"explanation_quality": 4, "indicator_relevance": 5, "user_friendliness": 3}]',
      '{"scores": {"explanation_quality": 4, "indicator_relevance": 5, "user_friendliness": 3}}',
    ],
  },
  'llm-docproc-insurance--insurance-claim-vs-policy-clauses-approved-rejected-json-first-to-last-brace': {
    accept: [
      '{\n  "decision": "Approved",\n  "amount": 250000.0,\n  "justification": "Section 5.1 covers knee replacement after a 24-month waiting period; the policy has been active for 36 months."\n}',
      '```json\n{\n  "decision": "Rejected",\n  "amount": 0.0,\n  "justification": "Section 4.2 excludes pre-existing conditions for 36 months."\n}\n```',
      'Based on the policy clauses, here is my decision:\n{"decision": "Approved", "amount": 125000.0, "justification": "Covered under Section 5.1."}',
      '{"decision": "Rejected", "amount": 0.0, "justification": "Waiting period not met."}<|end|>',
      '{"verdict": "covered"}',
      '{"decision": "Approved", "amount": NaN, "justification": "Amount not stated in the clauses."}',
      '{"decision": "Approved", "details": {"clause": "5.1", "limit": "50% of Sum Insured"}}',
      '{"decision": "Approved", "amount": 1.0, "justification": "x"}<|assistant|>{"decision": }',
    ],
    reject: [
      '',
      'Approved. The claim is covered under Section 5.1 of the policy.',
      '{"decision": "Approved"}\n{"decision": "Rejected"}',
      '{"decision": "Approved", "amount": 1.0, "justification": "x"} (see clause {5.1})',
      "{'decision': 'Approved', 'amount': 0.0, 'justification': 'x'}",
      '{"decision": "Approved", "amount": 1000.0, "justification": "The policy',
      '{"decision": "Approved",}',
      '}',
      '<|assistant|>{"decision": "Approved", "amount": 0.0, "justification": "x"}',
      '{"decision": "Approved", "amount": 0.0 "justification": "missing comma"}',
    ],
  },
  'ai-learning-expense-categorizer--expense-description-category-12-labels-json-category-confidence-0-1-reasoning': {
    accept: [
      '{"category": "insurance", "confidence": 0.95, "reasoning": "Auto insurance premium renewal from Allstate."}',
      '{\n    "category": "insurance",\n    "confidence": 0.9,\n    "reasoning": "A six-month car insurance premium"\n}',
      '\u00a0 {"category": "transportation", "confidence": 0.85, "reasoning": "Uber ride"} \n',
      '{"category": "other", "confidence": 1, "reasoning": "Unclear merchant"}',
      '{"category": "food_dining", "confidence": 0, "reasoning": "Guess"}',
      '{"category": "groceries", "confidence": true, "reasoning": "Whole Foods"}',
      '{"category": "utilities", "confidence": 0.7, "reasoning": null, "subcategory": "electricity"}',
      '{"category": "Travel", "category": "travel", "confidence": 0.8, "reasoning": "Flight booking"}',
    ],
    reject: [
      '',
      '```json\n{"category": "insurance", "confidence": 0.95, "reasoning": "Premium"}\n```',
      'Here is the categorization: {"category": "insurance", "confidence": 0.95, "reasoning": "Premium"}',
      '{"category": "Insurance", "confidence": 0.95, "reasoning": "Premium"}',
      '{"category": "car insurance", "confidence": 0.95, "reasoning": "Premium"}',
      '{"category": "insurance", "confidence": "0.95", "reasoning": "Premium"}',
      '{"category": "insurance", "confidence": 1.2, "reasoning": "Premium"}',
      '{"category": "insurance", "confidence": -0.1, "reasoning": "Premium"}',
      '{"category": "insurance", "confidence": NaN, "reasoning": "Premium"}',
      '{"category": "insurance", "confidence": null, "reasoning": "Premium"}',
      '{"category": "insurance", "confidence": 0.95}',
      '[{"category": "insurance", "confidence": 0.95, "reasoning": "Premium"}]',
      '{"category": "insurance", "confidence": 0.95, "reasoning": "\\udc80"}',
    ],
  },
};

describe('set 712 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_712).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_712[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
