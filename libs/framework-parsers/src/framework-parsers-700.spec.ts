import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_700 } from './framework-parsers-700';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'aipolicybench--ai-policy-qa-correct-miss-hallucination-json-classification-confidence-fence-or-brace-span': {
    accept: [
      '{\n    "classification": "correct",\n    "confidence": 0.95,\n    "reasoning": "The response names Executive Order 14110, which matches the ground truth."\n}',
      '```json\n{"classification": "miss", "confidence": 0.9, "reasoning": "The agent says it is not sure which order it was."}\n```',
      '{"classification": "HALLUCINATION", "confidence": 0.85, "reasoning": "It cites Executive Order 13960 instead of 14110."}',
      '{"classification": "correct"}',
      'Here is my judgment: {"classification": "miss", "confidence": 1, "reasoning": "n/a"} Hope this helps.',
      '```\n{"classification": "correct", "confidence": 0.7}\n```',
      '{"classification": "correct", "confidence": true}',
      '{"classification": "Correct", "confidence": NaN}',
      '  \n{"classification": "miss", "confidence": 0.6}\n',
      '[{"classification": "correct", "confidence": 0.9}]',
      '```json\n{"classification": "hallucination", "confidence": 0.8}',
    ],
    reject: [
      '',
      'correct',
      '{"classification": "partially correct", "confidence": 0.6}',
      '{"confidence": 0.9, "reasoning": "The answer matches."}',
      '{"classification": "correct", "confidence": "0.95"}',
      '{"classification": "correct", "confidence": null}',
      "{'classification': 'correct', 'confidence': 0.9}",
      '```python\n{"classification": "correct", "confidence": 0.9}\n```',
      '{"classification": ["correct"], "confidence": 0.9}',
      '{"classification": "correct", "confidence": 0.9,}',
      '{"classification": "correct", "confidence": 0.9} Note: {see above}',
      'Classification: correct\nConfidence: 0.9',
    ],
  },
  'dhcs-intake-lab--county-behavioral-health-policy-curation-0-100-json-score-fence-or-first-last-brace': {
    accept: [
      '```json\n{\n  "score": 82,\n  "justification": "Correctly names the NOABD and the 60/120-day timelines with W&I citations.",\n  "strengths": ["Exact citations", "Actionable steps"],\n  "weaknesses": ["Does not mention aid paid pending"],\n  "alignment_analysis": "Close to the 85/100 reference score."\n}\n```',
      '{"score": 65, "justification": "Partial answer.", "strengths": [], "weaknesses": ["Missing citations"], "alignment_analysis": "Lower than the reference."}',
      'Here is my evaluation:\n{"score": 40}',
      '{"score": 72.5}',
      '```json\n{"score": 90}\n',
      '{"score": true}',
      '{"score": NaN}',
      '[{"score": 78}]',
      '```JSON\n{"score": 80}\n```',
      '{"score": 150, "justification": "out of range but unchecked"}',
    ],
    reject: [
      '',
      'Score (0-100): 78',
      '{"justification": "No score given."}',
      '{"score": "78"}',
      '{"score": null}',
      '{"score": 78,}',
      '```json\n{"score": 90}',
      '{"evaluation": {"score": 80}}',
      '{"score": 80} Note: see {weaknesses}',
      '{"score": [80]}',
      "{'score': 80}",
    ],
  },
  'themefinder--consultation-theme-groundedness-strong-partial-no-per-theme-json-decisions-langchain-partial-json': {
    accept: [
      '{\n  "evaluations": {\n    "Upfront cost of heat pumps": {\n      "matched_to": "Installation costs",\n      "decision": "STRONG",\n      "reasoning": "Both describe the upfront price as the main barrier."\n    },\n    "Grid capacity concerns": {\n      "matched_to": "none",\n      "decision": "NO",\n      "reasoning": "No expected theme covers the electricity network."\n    }\n  }\n}',
      '```json\n{"evaluations": {"Rural access": {"matched_to": "Rural off-gas homes", "decision": "PARTIAL", "reasoning": "Related but narrower."}}}\n```',
      '{"evaluations": {"Upfront cost": {"decision": "strong"}}}',
      '{"Upfront cost of heat pumps": 4, "Grid capacity concerns": 1}',
      '{"evaluations": {"Upfront cost": {"matched_to": "Installation costs", "decision": "STRONG", "reasoning": "Same concept, cut off',
      'Here is the evaluation:\n```json\n{"evaluations": {"Grid capacity concerns": {"decision": "NO"}}}\n```',
      '{"evaluations": {"A": {"decision": "MAYBE"}, "B": {"decision": "PARTIAL"}}}',
      '{"evaluations": {"A": {"decision": "STRONG", "reasoning": "line one\nline two"}}}',
      '{"evaluations": {"A": {"decision": "NO"}, "B": "STRONG"}}',
    ],
    reject: [
      '',
      'STRONG',
      'The generated themes match the framework STRONG overall.',
      '{"evaluations": {}}',
      '{"evaluations": {"A": {"decision": "MAYBE"}}}',
      '{"evaluations": {"A": {"matched_to": "B"}}}',
      '{"evaluations": {"A": {"decision": 5}}}',
      '{"evaluations": [{"theme": "A", "decision": "STRONG"}]}',
      '[{"A": 4}]',
      '{"evaluations": {"A": "STRONG"}}',
      '{"evaluations": null}',
      '{"evaluations": {"A": {"decision": "STRONG"}, "B": {"decision": null}}}',
    ],
  },
  'citycamp-ai--tulsa-civic-chatbot-five-criteria-0-10-json-greedy-brace-with-criterion-regex-fallback': {
    accept: [
      '{\n  "accuracy": 8,\n  "helpfulness": 9,\n  "relevance": 9,\n  "completeness": 7,\n  "civic_appropriateness": 9,\n  "overall_score": 8.4,\n  "feedback": "Points to 311 and the MyTulsa app, which is correct for Tulsa.",\n  "strengths": ["Actionable", "Tulsa-specific"],\n  "improvements": ["Mention the online portal link"],\n  "rag_usage": "not_needed",\n  "grade": "B"\n}',
      '```json\n{"accuracy": 7, "helpfulness": 8}\n```',
      '{"accuracy": 8.5}',
      'Accuracy: 8\nHelpfulness: 7\nRelevance: 9',
      '{"accuracy": "8", "helpfulness": 7} Accuracy: 8',
      'Civic appropriateness 9/10',
      '{"accuracy": true}',
      'I would rate accuracy 7 out of 10.',
      'civic_appropriateness: 9',
      '{"accuracy": NaN, "feedback": "unclear"}',
    ],
    reject: [
      '',
      '{"feedback": "Helpful answer", "grade": "B"}',
      'Accuracy: 8 {"feedback": "good"}',
      '{"accuracy": "8", "helpfulness": "7"}',
      '**Accuracy:** 8/10',
      'Accuracy - 8',
      'Grade: B',
      '{"accuracy": null}',
      'accuracy: eight',
      '{"scores": {"accuracy": 8}}',
      '{"accuracy": 8} and {"helpfulness": 7}',
    ],
  },
};

describe('set 700 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_700).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_700[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
