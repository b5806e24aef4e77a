import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_576 } from './framework-parsers-576';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'verities--claim-vs-source-snippets-four-verdict-labels-json-fence-strip-zod-enum': {
    accept: [
      '{"verdict": "broadly_supported", "explanation": "Both sources say the tower was completed in 1889 and was meant to stand for 20 years.", "source_ids": ["3f1c2a9e-7b4d-4e8a-9c61-2d5f0b7a8e13", "8a0d6e41-52c3-4f97-b2e8-6c1f9d3a7b05"]}',
      '```json\n{"verdict": "overstated", "explanation": "The sources confirm 1889 but not that it was meant to stand for only 20 years.", "source_ids": ["8a0d6e41-52c3-4f97-b2e8-6c1f9d3a7b05"]}\n```',
      '```\n{"verdict":"unclear","explanation":"No source addresses this.","source_ids":[]}\n```',
      '{\n  "verdict": "disputed",\n  "explanation": "Source 1 gives a 20-year permit; source 2 only says temporary.",\n  "source_ids": ["a", "b"],\n  "confidence": 0.6\n}',
      '\n\n  {"verdict":"unclear","explanation":"","source_ids":[]}  \n',
      '```json {"verdict":"broadly_supported","explanation":"ok","source_ids":["x"]} ```',
      '\u00a0{"verdict":"unclear","explanation":"x","source_ids":[]}',
      '{"verdict":"true","verdict":"overstated","explanation":"x","source_ids":[]}',
    ],
    reject: [
      '',
      'Here is the verdict:\n```json\n{"verdict":"unclear","explanation":"x","source_ids":[]}\n```',
      '{"verdict":"supported","explanation":"x","source_ids":[]}',
      '{"verdict":"Broadly_Supported","explanation":"x","source_ids":[]}',
      '{"verdict":"unclear","explanation":"x"}',
      '{"verdict":"unclear","explanation":"x","source_ids":[1,2]}',
      '{"verdict":"unclear","explanation":null,"source_ids":[]}',
      '[{"verdict":"unclear","explanation":"x","source_ids":[]}]',
      '{"verdict":"unclear","explanation":"x","source_ids":[]}\nLet me know if you need more.',
      "{'verdict': 'unclear', 'explanation': 'x', 'source_ids': []}",
      'Verdict: broadly_supported',
      '```JSON\n{"verdict":"unclear","explanation":"x","source_ids":[]}\n```',
    ],
  },
  'koda--rag-answer-vs-source-chunks-grounding-confidence-0-1-json-greedy-brace': {
    accept: [
      '{"totalClaims": 3, "supportedClaims": 2, "unsupportedClaims": ["The notice must be sent by certified mail."], "confidence": 0.67, "completeness": 0.9, "reasoning": "Certified mail is not mentioned in the chunks."}',
      '```json\n{\n  "totalClaims": 2,\n  "supportedClaims": 2,\n  "unsupportedClaims": [],\n  "confidence": 0.95,\n  "completeness": 1,\n  "reasoning": "Both claims appear in Section 14."\n}\n```',
      'Here is the result:\n{"confidence": 0.4, "completeness": 0.8}',
      '{"confidence": 0, "unsupportedClaims": ["everything"]}',
      '{"confidence": "0.9", "unsupportedClaims": []}',
      '{"confidence": 0.9, "unsupportedClaims": "none"}',
      '{"confidence": 0.85, "unsupportedClaims": 0}',
      '{"reasoning": "The chunk {Chunk 1} supports it", "confidence": 0.8, "unsupportedClaims": []}',
    ],
    reject: [
      '',
      'The answer is well grounded. Confidence: 0.9',
      '{"confidence": 0.9, "completeness": 1}',
      '{"confidence": 0.8, "unsupportedClaims": null}',
      '{"totalClaims": 2, "supportedClaims": 2, "unsupportedClaims": []}',
      '{"confidence": null, "unsupportedClaims": []}',
      '{"confidence": 0.9, "unsupportedClaims": []} Note: see {Chunk 2}',
      "{'confidence': 0.9, 'unsupportedClaims': []}",
      '{"confidence": 0.9, "unsupportedClaims": [],}',
      '{"confidence": {"valueOf": 1, "toString": 1}, "unsupportedClaims": []}',
      '{"confidence": false, "unsupportedClaims": []}',
    ],
  },
  'lawschoolfeedback--footnoted-claim-vs-cited-source-chunks-normative-support-0-1-json-first-balanced-brace': {
    accept: [
      '{\n  "verification_score": 0.55,\n  "supporting_chunks": [\n    {\n      "chunk_idx": 0,\n      "support_score": 0.8,\n      "reasoning": "Recognises informational privacy as a facet of privacy."\n    },\n    {\n      "chunk_idx": 2,\n      "support_score": 0.6,\n      "reasoning": "Grounds privacy in Article 21."\n    }\n  ],\n  "overall_assessment": "Partially supported: one judgment, not a consistent line of cases."\n}',
      '```json\n{"verification_score": 0.2, "supporting_chunks": [], "overall_assessment": "Not supported"}\n```',
      'Here is my analysis.\n\n{"verification_score": 0, "supporting_chunks": []}',
      '{"verification_score": 0.7}',
      '{"verification_score": 0.6, "supporting_chunks": [{"chunk_idx": 7, "support_score": 0.9}]}',
      '{"verification_score": "0.8", "supporting_chunks": "none"}',
      '{"verification_score": 0.9, "supporting_chunks": [{"chunk_idx": 1, "support_score": 0.9, "reasoning": "uses {balanced} braces"}]}',
      '{"verification_score": 0.4, "supporting_chunks": []}\n{"note": "second"}',
      '{"verification_score": 0.6, "supporting_chunks": [{"chunk_idx": 0.5, "support_score": 0.3}]}',
    ],
    reject: [
      '',
      'The claim is partially supported (score 0.5).',
      '{"supporting_chunks": [], "overall_assessment": "Not supported"}',
      '{"verification_score": null, "supporting_chunks": []}',
      '{"verification_score": 0.6, "supporting_chunks": {"0": {"chunk_idx": 0}}}',
      '{"verification_score": 0.6, "supporting_chunks": [null]}',
      '{"verification_score": 0.6, "supporting_chunks": [{"chunk_idx": 0.5, "support_score": 0.9}]}',
      '{"verification_score": 0.8, "overall_assessment": "closing } inside"}',
      'Scores range over {0.0-1.0}.\n{"verification_score": 0.5}',
      'Note} {"verification_score": 0.5, "supporting_chunks": []}',
      '{"verification_score": 0.9, "supporting_chunks": 3}',
      '{"verification_score": 0.9, "supporting_chunks": [{"chunk_idx": true, "support_score": 0.9}]}',
      '{"verification_score": 0.7, "supporting_chunks": [',
      '{"verification_score": false}',
    ],
  },
  'nothotdog--agent-response-vs-conversation-hallucination-boolean-json-langchain-jsonoutputparser': {
    accept: [
      '{\n  "isHallucination": true,\n  "reasoning": "The assistant invented a specific product (Dell XPS 13), a 14-day window and a card number the user never mentioned."\n}',
      '```json\n{"isHallucination": false, "reasoning": "General policy information only."}\n```',
      '```\n{"isHallucination": true, "reasoning": "Fabricated order details."}\n```',
      'Here is my analysis:\n```json\n{"isHallucination": true, "reasoning": "x"}\n```',
      '```json\n{"isHallucination": false, "reasoning": "ok"}',
      '```json{"isHallucination": true, "reasoning": "x"}```',
      '{"isHallucination": "true"}',
      '  {"isHallucination": false}  ',
    ],
    reject: [
      '',
      'Analysis: {"isHallucination": true, "reasoning": "x"}',
      'null',
      '{"reasoning": "No hallucination found."}',
      '{"isHallucination": null, "reasoning": "unsure"}',
      '{"isHallucination": True, "reasoning": "x"}',
      '```JSON\n{"isHallucination": true}\n```',
      '```text\nthinking...\n```\n```json\n{"isHallucination": true}\n```',
      '{"isHallucination": true, "reasoning": "x",}',
      '{"isHallucination": true, "reasoning": {"toString": 1, "valueOf": 1}}',
      'true',
      '[{"isHallucination": true}]',
    ],
  },
};

describe('set 576 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_576).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_576[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
