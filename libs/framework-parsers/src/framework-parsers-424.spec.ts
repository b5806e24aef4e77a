import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_424 } from './framework-parsers-424';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'zefav--hover-claim-true-false-raw-completion-regex-after-answer-marker': {
    accept: [
      ' True',
      ' False',
      'True',
      ' TRUE',
      ' FALSE.',
      '\n\nTrue',
      ' Based on the documents, the answer is True.',
      ' **False**',
      ' Falsehood',
      ' True<|eot_id|>',
      ' False###The answer is: True',
    ],
    reject: [
      '',
      ' true',
      ' false',
      ' Yes',
      " Let's",
      ' SUPPORTS',
      '###The answer is: True',
      ' T rue',
      ' tRUE',
      ' Unknown',
      ' NOT ENOUGH INFO',
    ],
  },
  'claimcheck-ai--watsonx-call-claims-vs-evidence-catalog-verdicts-json-list-supported-refuted-insufficient': {
    accept: [
      '{"verdicts": [{"claim_id": "c1", "label": "supported", "confidence": 0.86, "citation_ids": ["kb_004"], "rationale": "kb_004 reports monthly churn of 3.1% in Q2."}]}',
      '{\n  "verdicts": [\n    {"claim_id": "c1", "label": "supported", "confidence": 0.8, "citation_ids": ["kb_004"], "rationale": "Churn averaged 3.1%."},\n    {"claim_id": "c2", "label": "refuted", "confidence": 0.9, "citation_ids": ["kb_011"], "rationale": "Enterprise revenue rose 18%, not 40%."}\n  ]\n}',
      '```json\n{"verdicts": [{"claim_id": "c1", "label": "insufficient", "confidence": 0.4, "citation_ids": [], "rationale": "No snippet covers it."}]}\n```',
      'Here is the result:\n{"verdicts": [{"claim_id": "c2", "label": "refuted", "confidence": 0.92, "citation_ids": ["kb_011"], "rationale": "18% vs 40%."}]}\nNote: evidence was limited.',
      '{"verdicts": [{"claim_id": "c1", "label": "Refuted", "confidence": 0.7}]}',
      '{"verdicts": [{"claim_id": "c1", "label": "supported", "confidence": "0.7", "citation_ids": ["kb_004"]}]}',
      '{"verdicts": [{"claim_id": "c1", "label": "partially supported", "confidence": 0.5}, {"claim_id": "c2", "label": "refuted", "confidence": 0.9}]}',
      '{"verdicts": [{"claim_id": "c1", "label": "insufficient"}]}',
      '{"result": {"verdicts": [{"claim_id": "c1", "label": "refuted", "confidence": 0.9}]}}',
      '{"verdicts": [{"claim_id": "c1", "label": "supported", "confidence": NaN, "rationale": null}]}',
    ],
    reject: [
      '',
      '   ',
      '{"verdicts": []}',
      '{"verdicts": [{"claim_id": "c1", "label": "partially supported", "confidence": 0.5}]}',
      '{"verdicts": [{"claim_id": "c1", "label": "supported", "confidence": null}]}',
      '{"verdicts": [{"claim_id": 1, "label": "supported", "confidence": 0.9}]}',
      '{"verdicts": [{"claim_id": "c1", "label": "supported", "confidence": "high"}]}',
      '{"verdicts": {"claim_id": "c1", "label": "supported"}}',
      '[{"claim_id": "c1", "label": "supported", "confidence": 0.9}]',
      '{"verdicts": [{"claim_id": "c1", "label": "supported", "citation_ids": "kb_004"}]}',
      '{"verdicts": [{"claim_id": "c1", "label": ["supported"]}]}',
      '{"verdicts": [{"claim_id": "c1", "label": "supported", "confidence": 0.9}, "c2 refuted"]}',
      'The claim c1 is supported by kb_004.',
      'Note: strict JSON follows\n{"verdicts": [{"claim_id": "c1", "label": "supported", "confidence": 0.9}]}',
      '{"verdicts": [{"claim_id": "c1", "label": "supported", "confidence": 0.9, "rationale": 42}]}',
      '["verdicts"]',
    ],
  },
  'fc-evidence-evaluation--base-prompt-claim-evidence-few-shot-json-label-multivalue-enum': {
    accept: [
      '{"label": "refute"}',
      '{"label": "support"}',
      '{"label": "not enough information"}',
      '{"label": "supports", "explanation": "The evidence confirms the claim."}',
      '\n{\n  "label": "refuted"\n}\n',
      '{"label": 1}',
      '{"label": "nei"}',
      '{"label": "conflicting evidence/cherrypicking"}',
      '{"label": 2.0}',
      '{"label": true}',
      '{"label": "Support", "label": "support"}',
    ],
    reject: [
      '',
      '{"label": "Support"}',
      '{"label": "support."}',
      '{"label": "not enough info."}',
      '{"Label": "support"}',
      '{"label": ["support"]}',
      '{"label": 3}',
      'support',
      '```json\n{"label": "support"}\n```',
      '{"label": "support",}',
      "{'label': 'support'}",
      '[{"label": "support"}]',
      '{"label": NaN}',
      '{"label": null}',
      '{"label": " refute"}',
    ],
  },
};

describe('set 424 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_424).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_424[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
