import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_537 } from './framework-parsers-537';

const CGPT_OK =
  '{"is_match": true, "similarity_score": 0.93, "variance_type": "administrative", "impact_level": "none", "reasoning": "Both require age 21 and one Year of Service with quarterly entry; only the layout differs.", "confidence_score": 0.95}';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'compliance-gpt--erisa-plan-provision-pair-semantic-match-variance-impact-json-pydantic-enums': {
    accept: [
      CGPT_OK,
      '```json\n' + CGPT_OK + '\n```',
      '```\n' + CGPT_OK + '\n```',
      '\n\n  ' + CGPT_OK + '  \n',
      '{\n  "is_match": false,\n  "similarity_score": 0.41,\n  "variance_type": "design",\n  "impact_level": "high",\n  "reasoning": "Source uses a 3-year cliff vesting schedule; target uses a 6-year graded schedule.",\n  "confidence_score": 0.88\n}',
      '{"is_match": 1, "similarity_score": 1, "variance_type": "none", "impact_level": "none", "reasoning": "Identical.", "confidence_score": 1}',
      '{"is_match": "yes", "similarity_score": "0.85", "variance_type": "regulatory", "impact_level": "medium", "reasoning": "SECURE 2.0 change.", "confidence_score": 0.7}',
      '{"is_match": true, "similarity_score": 0.0, "variance_type": "none", "impact_level": "low", "reasoning": "", "confidence_score": 0}',
      '{"is_match": true, "similarity_score": 1.7, "variance_type": "none", "impact_level": "low", "reasoning": "x", "confidence_score": 0.9, "similarity_score": 0.9}',
    ],
    reject: [
      '',
      'Here is the JSON:\n' + CGPT_OK,
      '```json\n' + CGPT_OK + '\n```\nLet me know if you need more detail.',
      CGPT_OK.replace('"administrative"', '"Administrative"'),
      CGPT_OK.replace('"impact_level": "none"', '"impact_level": "critical"'),
      CGPT_OK.replace(', "confidence_score": 0.95', ''),
      CGPT_OK.replace('"similarity_score": 0.93', '"similarity_score": 93'),
      CGPT_OK.replace('"confidence_score": 0.95', '"confidence_score": NaN'),
      CGPT_OK.replace('"is_match": true', '"is_match": null'),
      CGPT_OK.replace('"is_match": true', '"is_match": "maybe"'),
      '{"is_match": true, "similarity_score": 0.9, "variance_type": "none", "impact_level": "none", "reasoning": 5, "confidence_score": 0.9}',
      '[' + CGPT_OK + ']',
      "{'is_match': True, 'similarity_score': 0.9, 'variance_type': 'none', 'impact_level': 'none', 'reasoning': 'x', 'confidence_score': 0.9}",
    ],
  },
  'eur-lex-mcp--eurlex-query-document-legal-relevance-json-judgment-greedy-brace': {
    accept: [
      '{\n  "legal_issue": "Notice and action obligations of hosting providers under the DSA",\n  "document_relevance_analysis": "Article 16 of the DSA sets out the notice and action mechanism directly.",\n  "judgment": "RELEVANT",\n  "confidence": "HIGH"\n}',
      '```json\n{"legal_issue": "x", "document_relevance_analysis": "y", "judgment": "NOT_RELEVANT", "confidence": "MEDIUM"}\n```',
      'Reasoning: the regulation concerns roaming charges, not platforms.\n\n{"judgment": "NOT_RELEVANT", "confidence": "HIGH"}\n\nHope this helps.',
      '{"judgment": "RELEVANT"}',
      '{"judgment": "RELEVANT", "confidence": NaN}',
      '{"legal_issue": "uses {braces} inside", "judgment": "RELEVANT", "confidence": "LOW"}',
      '{"judgment": "relevant", "confidence": "high"}',
    ],
    reject: [
      '',
      'Judgment: RELEVANT\nConfidence: HIGH',
      '{"legal_issue": "x", "document_relevance_analysis": "y", "confidence": "LOW"}',
      '{"judgment": "RELEVANT", "confidence": "HIGH"}\n{"judgment": "NOT_RELEVANT", "confidence": "LOW"}',
      '{"judgment": "RELEVANT", "confidence": "HIGH",}',
      "{'judgment': 'RELEVANT', 'confidence': 'HIGH'}",
      '{"judgment": "RELEVANT"} (see Article 16 {notice})',
      '{"Judgment": "RELEVANT", "Confidence": "HIGH"}',
      '{"judgment": "RELEVANT"',
    ],
  },
  'compliance-document-analysis--requirement-vs-policy-coverage-four-label-json-last-strict-regex-match': {
    accept: [
      '{"label":"partially_satisfied","rationale":"Logs are centralized in the SIEM but retained 90 days instead of 12 months and reviewed monthly, not weekly."}',
      '{"label": "satisfied", "rationale": "The policy requires MFA for all remote access, matching the requirement."}',
      'Here is my assessment: {"label": "non_existent", "rationale": "The policy only covers physical access."} Done.',
      '{"label":"SATISFIED","rationale":"All elements covered."}',
      '{"label":"garbage"}',
      '{"label":"garbage","rationale":"Heading only."}\n{"label":"satisfied","rationale":"Covered by section 4.2."}',
      '```json\n{"label": "non_existent", "rationale": null}\n```',
      '{"rationale": "Threshold differs (90 days vs 12 months).", "label" : "partially_satisfied"}',
    ],
    reject: [
      '',
      '{"label": "compliant", "rationale": "Looks fine."}',
      '{"label": "satisfied", "details": {"retention": "12 months"}}',
      '{"Label": "satisfied", "rationale": "Covered."}',
      "{'label': 'satisfied', 'rationale': 'Covered.'}",
      '{"label": "satisfied", "rationale": "Covered.",}',
      '{"label": "satisfied", "rationale": 42}',
      '{"label":"satisfied","rationale":"a"} {"label":"garbage","rationale":"b",}',
      'label: satisfied\nrationale: covered',
      '{"label": "satisfied ", "rationale": "Covered."}',
      '{"label": "partially satisfied", "rationale": "Weaker threshold."}',
    ],
  },
  'test-llm-law--indian-legal-retrieval-chunk-relevance-keep-ids-json-int-list': {
    accept: [
      '{"keep_ids":[2,5]}',
      '{"keep_ids": [1, 2, 5]}',
      '```json\n{"keep_ids": [2]}\n```',
      'Chunks 2 and 5 deal with consumer complaints and replacement orders.\n{"keep_ids": [2, 5]}',
      '{"keep_ids": ["2", "5"]}',
      '{"keep_ids": [2, 9]}',
      '{"keep_ids": [true]}',
      '{"keep_ids": "25"}',
      '{"keep_ids": [5], "reason": "Section 39 orders replacement of defective goods."}',
    ],
    reject: [
      '',
      '{"keep_ids": []}',
      '{"keep_ids": [0, 6]}',
      '{"keep_ids": [2.0, 5.0]}',
      '[2, 5]',
      '{"keep": [2, 5]}',
      '{"keep_ids": null}',
      '{"keep_ids": ["\u00b2"]}',
      'keep_ids: 2, 5',
      '{"keep_ids": ["id2", "chunk5"]}',
      '{"keep_ids": [2, 5]',
      '{"keep_ids": 2}',
    ],
  },
};

describe('set 537 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_537).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_537[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
