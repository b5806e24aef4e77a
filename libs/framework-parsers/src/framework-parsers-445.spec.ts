import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_445 } from './framework-parsers-445';

const GRUNT_OK =
  '{"winner_index": 0, "scores": [{"report_index": 0, "score": 9, "rationale": "Live STS call succeeded, challenger CONFIRMED, all eval checks passed."}, {"report_index": 1, "score": 3.5, "rationale": "REFUTED by the challenger and fails an error-severity check."}], "rationale": "Report 0 verified the key live.", "verdict": "Report 0 is best because it proves the key authenticates."}';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'flowlyt--ci-cd-workflow-security-finding-false-positive-triage-json-go-unmarshal-brace-fallback': {
    accept: [
      '{"is_likely_false_positive":false,"confidence":0.92,"reasoning":"pull_request_target checks out the untrusted PR head with a deploy token in scope: attacker code runs with secrets.","suggested_severity":"CRITICAL"}',
      '```json\n{"is_likely_false_positive": true, "confidence": 0.7, "reasoning": "The checkout only reads docs; no secrets are exposed.", "suggested_severity": "LOW"}\n```',
      'Here is my assessment: {"is_likely_false_positive": false, "confidence": 0.8, "reasoning": "Real risk.", "suggested_severity": "HIGH"} Let me know if you need more.',
      '{"Is_Likely_False_Positive": true, "Confidence": 0.6, "Reasoning": "Benign usage.", "Suggested_Severity": "INFO"}',
      '{"is_likely_false_positive": false, "confidence": 85, "reasoning": "Confidence given in percent; clamped to 1."}',
      '{}',
      'null',
      '{"is_likely_false_positive": true, "confidence": null, "reasoning": "ok", "references": ["https://securitylab.github.com/research/github-actions-preventing-pwn-requests/"]}',
      '[{"is_likely_false_positive": true, "confidence": 0.55, "reasoning": "array wrapper"}]',
      '  {"is_likely_false_positive": false, "confidence": 1e-3, "reasoning": "low confidence"}\n',
      '{"\u0131s_likely_false_positive": "dotless i does not fold to I in Go, so this key is ignored"}',
    ],
    reject: [
      '',
      'This finding is a true positive: the workflow runs untrusted code with secrets.',
      '{"is_likely_false_positive": "false", "confidence": 0.9, "reasoning": "string bool"}',
      '{"is_likely_false_positive": false, "confidence": "0.9", "reasoning": "string number"}',
      '{"is_likely_false_positive": false, "confidence": 0.9, "reasoning": "trailing comma",}',
      "{'is_likely_false_positive': False, 'confidence': 0.9}",
      '{"is_likely_false_positive": false, "confidence": NaN}',
      '{"is_likely_false_positive": false, "confidence": 1e400}',
      'Option A: {"is_likely_false_positive": true} or option B: {"is_likely_false_positive": false}',
      '{"is_likely_false_positive": false, "reasoning": ["unpinned action", "write-all permissions"]}',
      '{"is_likely_false_positive": 0, "confidence": 0.5}',
      '"true"',
      '{"i\u017f_likely_false_positive": "long s folds to s in Go, so this string hits the bool"}',
      '{"is_likely_false_positive": true}}',
    ],
  },
  'secret-validator-grunt--secret-scanning-alert-validation-reports-best-report-json-winner-index-scores-pydantic': {
    accept: [
      '```json\n' + GRUNT_OK + '\n```',
      GRUNT_OK,
      '```json\n{"winner_index": -1, "scores": [], "rationale": "Invalid reports", "verdict": ""}\n```',
      'I compared both reports against the challenger and eval results.\n\n```json\n' + GRUNT_OK + '\n```\nDone.',
      '```\n{"winner_index": 1, "scores": [{"report_index": 0, "score": 4}, {"report_index": 1, "score": 7.5}]}\n```',
      '```bash\naws sts get-caller-identity\n```\n\n```json\n{"winner_index": 0, "scores": [{"report_index": 0, "score": 8}]}\n```',
      '{"winner_index": "0", "scores": [{"report_index": "0", "score": "7.5", "methodology_compliance": 100}]}',
      '{"winner_index": 0.0, "scores": [{"report_index": 0, "score": NaN}], "verdict": null}',
      '```JSON\n{"winner_index": 0, "scores": [{"report_index": 0, "score": 8}]}\n```',
      '[{"winner_index": 0, "scores": []}]',
      '{"winner_index": 0, "scores": [], "rationale": "\\ud800"}',
    ],
    reject: [
      '',
      'Report 0 is the best one. winner_index: 0',
      '{"winner_index": 1}',
      '{"winner": 1, "scores": []}',
      '{"winner_index": 1.5, "scores": []}',
      '{"winner_index": null, "scores": []}',
      '{}',
      '```json\n{"winner_index": 0, "scores": [],}\n```',
      '```json\n' + GRUNT_OK + '\n```\nAlert metadata:\n```json\n{"alert_id": 317}\n```',
      '{"winner_index": 0, "scores": [{"score": 8}]}',
      '{"winner_index": 0, "scores": [{"report_index": 0, "score": 8}], "rationale": 5}',
      'Reports use {placeholders} in their template. {"winner_index": 0, "scores": []}',
      '{"winner_index": 0, "scores": {"report_index": 0, "score": 8}}',
      '{"winner_index": 0, "scores": [{"report_index": 0, "score": null}]}',
    ],
  },
  'gcg-code--primevul-c-function-vulnerability-classification-json-label-vulnerable-benign-word-fallback': {
    accept: [
      '{"label":"VULNERABLE","variable":"n"}',
      '{"label":"BENIGN","variable":""}',
      ' {"label":"benign","variable":""}',
      'VULNERABLE',
      'The function is BENIGN.',
      '{"label":"SAFE","variable":""} but recv into buf is vulnerable',
      '```json\n{"label":"VULNERABLE","variable":"buf"}\n```',
      '{"label": "VULNERABLE", "variable": "chunk_len"}}',
      '{"label":"VULNERABLE","variable":"chunk_le',
      'non-benign',
      'vulnerable_len',
    ],
    reject: [
      '',
      '{"label":"SAFE","variable":""}',
      '{"label": 1, "note": "BENIGN"}',
      '{"label":["VULNERABLE"],"variable":""}',
      '{"label": null, "variable": "VULNERABLE"}',
      'VULNERABILITY FOUND',
      'INVULNERABLE',
      'The code is safe.',
      'UNKNOWN',
      'BENIGNLY',
      'MALIGN',
    ],
  },
};

describe('set 445 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_445).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_445[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
