import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_713 } from './framework-parsers-713';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'prompt-optimization--wands-pairwise-product-query-relevance-lhs-rhs-neither-json-structured-output': {
    accept: [
      '{"explanation": "The query asks for a tufted velvet accent chair; LHS is a tufted velvet armchair while RHS is a coffee table.", "result": "LHS"}',
      '{"explanation":"Neither product mentions a sectional sofa.","result":"Neither"}',
      '{"explanation": "RHS is the round coffee table the query names.", "result": "RHS"}',
      '  \n{"explanation": "", "result": "LHS"}\n',
      '{"result": "RHS", "explanation": "Key order does not matter."}',
      '{"explanation": "Both are chairs; LHS matches velvet.", "result": "LHS", "confidence": 0.7}',
      '{\n  "explanation": "Caf\\u00e9 table vs chair: the chair matches.",\n  "result": "Neither"\n}',
    ],
    reject: [
      '',
      'LHS',
      '{"explanation": "x", "result": "lhs"}',
      '{"explanation": "x", "result": "Left"}',
      '{"explanation": "x", "result": " LHS"}',
      '{"result": "LHS"}',
      '{"explanation": 5, "result": "LHS"}',
      '{"explanation": null, "result": "RHS"}',
      '```json\n{"explanation": "x", "result": "LHS"}\n```',
      '{"explanation": "x", "result": "LHS"} Thanks!',
      '[{"explanation": "x", "result": "LHS"}]',
    ],
  },
  'llm-ensemble--thomas-advanced-web-page-search-relevance-0-2-json-m-t-o-regex': {
    accept: [
      '{"M": 2, "T": 1, "O": 2}',
      '{"M":0,"T":1,"O":0}',
      '[{"M": 2, "T": 2, "O": 2}]',
      'Scores: {"M": 1, "T": 1, "O": 1}',
      '```json\n{\n  "M": 2,\n  "T": 0,\n  "O": 1\n}\n```',
      '{"M": 2, "T": 1, "O": 3}',
      '{"M": 2, "T": 1, "O": 1, "O": true}',
    ],
    reject: [
      '',
      '{"O": 1}',
      '{"T": 1, "M": 2, "O": 1}',
      '{"M": 2, "T": 1, "O": 4}',
      '{"M": 2, "T": 1, "O": 1.5}',
      '{"M": 2, "T": 1, "O": 1.0}',
      '{"M": 2, "T": 1, "O": 01}',
      "{'M': 2, 'T': 1, 'O': 1}",
      '{"scores": {"M": 2, "T": 1, "O": 1}}',
      '{"M": "2", "T": 1, "O": 1}',
      'M: 2, T: 1, O: 1',
      '{"M": 2, "T": 1, "O": 1, "O": null}',
      '{"M": 2, "T": 1, "O": ١}',
      '{"M": 1, "T": 2, "O": -0}',
    ],
  },
  'openai-knowledge-retrieval--cross-encoder-rerank-passage-query-relevance-yes-no-json-label-logprobs': {
    accept: [
      '{"label": "Yes"}',
      '{"label":"No"}',
      ' {"label": "Yes"} \n',
      '{\n  "label": "No"\n}',
      '{"label": "No", "reason": "The passage is about a different service."}',
      '{"label": "\\u0059es"}',
    ],
    reject: [
      '',
      'Yes',
      'No',
      '{"label": "yes"}',
      '{"label": "YES"}',
      '{"label": "Yes."}',
      '{"label": true}',
      '{"Label": "Yes"}',
      '```json\n{"label": "Yes"}\n```',
      '{"label": "Yes"}\nAnswer: Yes',
      '["Yes"]',
    ],
  },
  'veryllm--retrieved-context-relevance-relevant-insufficient-substring': {
    accept: [
      'relevant',
      'Relevant',
      'RELEVANT.',
      'The context is relevant.',
      "'relevant'",
      'irrelevant',
      'not relevant',
    ],
    reject: [
      '',
      'insufficient',
      'Insufficient.',
      'The context does not help decide the answer.',
      'relevance',
      'rel evant',
      'Yes',
      'pertinent',
    ],
  },
};

describe('set 713 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_713).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_713[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
