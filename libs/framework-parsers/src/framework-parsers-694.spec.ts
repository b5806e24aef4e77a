import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_694 } from './framework-parsers-694';

const U = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'infosec-sast-test--codeql-alert-context-aware-triage-tp-fp-uncertain-json-classification-first-brace-block': {
    accept: [
      '{\n  "classification": "FP",\n  "certainty": 85,\n  "rationale": "app/reports.py passes the date range to text() as bound parameters (:start, :end); the user value never reaches the SQL string.",\n  "repository_context_factors": ["SQLAlchemy bound parameters", "marshmallow validation of the query string"],\n  "exploitability": "none",\n  "fix_suggestion": "not applicable"\n}',
      '```json\n{"classification": "TP", "certainty": 90, "rationale": "The f-string on line 58 interpolates request.args[\'sort\'] into ORDER BY.", "repository_context_factors": ["raw SQL reporting query"], "exploitability": "high", "fix_suggestion": "Whitelist the sort column."}\n```',
      'After reviewing the repository profile:\n{"classification": "UNCERTAIN", "certainty": 40, "rationale": "The caller of build_report() is not in the repository."}',
      '{"classification": "TP"}',
      '{"classification": "FP", "certainty": 72.5, "repository_context_factors": "JWT-only API"}',
      '{"classification": "FP", "certainty": NaN}',
      '{"classification": "TP", "certainty": 88, "evidence": {"path": "app/reports.py", "lines": "55-60"}}',
      '[{"classification": "TP", "certainty": 80}]',
      '{"classification": "FP", "certainty": 75} followed by {not json at all}',
      '{"classification": "FP", "rationale": "escaped by {placeholder} binding"}',
    ],
    reject: [
      '',
      'FP: CSRF alert in JWT-authenticated API - no session cookies used, CSRF not applicable',
      '{}',
      '{"classification": "fp", "certainty": 80}',
      '{"classification": "False Positive", "certainty": 80}',
      '{"certainty": 90, "rationale": "Parameterized query."}',
      '{"classification": "TP", "certainty": "95"}',
      '{"classification": "TP", "certainty": null}',
      '{"classification": "FP", "rationale": null}',
      '{"classification": "TP", "repository_context_factors": [1, 2]}',
      '{"classification": "TP", "evidence": {"a": {"b": 1}}}',
      '{"classification": "TP", "rationale": "a stray { brace"}',
      "{'classification': 'TP', 'certainty': 90}",
      '{"classification": "TP", "certainty": 90,}',
      '{"classification": ["TP"]}',
    ],
  },
  'cheating-based-prompt-engine--smart-contract-reported-vuln-recheck-json-result-yes-no-not-sure-substring': {
    accept: [
      '{"analysis": "withdraw() is guarded by nonReentrant and the balance is decreased before the external call, so a re-entrant call fails the modifier check.", "result": "no"}',
      '{"analysis": "The balance update happens after the call in the reported version; re-entry drains the pool.", "result": "yes"}',
      '{"analysis":"The modifier definition is not in the provided code.","result":"not sure"}',
      '{"result": "No"}',
      '{"result": "not vulnerable"}',
      '{"result": "YES, the vulnerability exists"}',
      '  \n{"result": "unknown"}\n',
      '{"result": "possibly yes"}',
    ],
    reject: [
      '',
      '```json\n{"analysis": "...", "result": "yes"}\n```',
      '{"analysis": "The function is safe."}',
      '{"result": null}',
      '{"result": true}',
      '[{"result": "yes"}]',
      '{"result": "true"}',
      '{"result": "maybe"}',
      'yes',
      '{"result": "yes"} That is my conclusion.',
      '{"result": ""}',
    ],
  },
  'adversary-mcp-server--sast-findings-batch-validation-json-validations-list-is-legitimate-per-finding-uuid': {
    accept: [
      `{\n  "validations": [\n    {\n      "finding_uuid": "${U}",\n      "is_legitimate": true,\n      "confidence": 0.95,\n      "reasoning": "username comes straight from request.args and is interpolated into the SQL string; there is no parameter binding.",\n      "exploitation_vector": "GET /users/search?name=' OR '1'='1",\n      "remediation_advice": "Use cursor.execute('SELECT * FROM users WHERE name = ?', (username,))."\n    }\n  ]\n}`,
      `{"validations": [{"finding_uuid": "${U}", "is_legitimate": false, "confidence": 0.9, "reasoning": "Test fixture only."}]}`,
      `{"validations": [{"finding_uuid": "${U}", "is_legitimate": false}]}`,
      `{"validations": [{"finding_uuid": "${U}", "is_legitimate": true, "confidence": "0.8"}]}`,
      `{"validations": [{"finding_uuid": "${U}", "is_legitimate": true, "confidence": 0.7, "severity_adjustment": "severe"}]}`,
      `{"validations": [{"finding_uuid": "other-id", "confidence": "high"}, {"finding_uuid": "${U}", "is_legitimate": true}]}`,
      `\n  {"validations": [{"finding_uuid": "${U}", "is_legitimate": true, "confidence": NaN}]}  \n`,
    ],
    reject: [
      '',
      '   ',
      `\`\`\`json\n{"validations": [{"finding_uuid": "${U}", "is_legitimate": true, "confidence": 0.9}]}\n\`\`\``,
      '{"validations": []}',
      `{"validations": [{"finding_uuid": "${U}", "confidence": 0.9}]}`,
      `{"validations": [{"finding_uuid": "${U}", "is_legitimate": true, "confidence": "high"}]}`,
      `{"validations": [{"finding_uuid": "${U}", "is_legitimate": true, "confidence": null}]}`,
      '{"validations": [{"finding_uuid": "7c9e6679", "is_legitimate": true}]}',
      `{"validations": [{"finding_uuid": ["${U}"], "is_legitimate": true}]}`,
      `{"validations": [{"finding_uuid": "${U}", "is_legitimate": true}, "done"]}`,
      `[{"finding_uuid": "${U}", "is_legitimate": true}]`,
      `{"finding_uuid": "${U}", "is_legitimate": true}`,
      '{"validations": null}',
      `{"validations": [{"finding_uuid": "${U}", "is_legitimate": true}, {"finding_uuid": "${U}", "confidence": 0.2}]}`,
    ],
  },
  'gavel--bug-bounty-vulnerability-report-verification-verdict-valid-invalid-line-after-output-sanitizer': {
    accept: [
      'VERDICT: INVALID\n\nREASONING: serve_file() rejects any request path containing "..", so the traversal payload receives a 403. The report describes code that does not match the repository.',
      'VERDICT: VALID\n\nREASONING: The handler concatenates the raw path to the root without normalisation, and curl --path-as-is reaches /etc/passwd.',
      'verdict - valid',
      'Valid. The snippet has no check for encoded dot segments.',
      'INVALID\nThe strstr check blocks the payload.',
      '**VERDICT: INVALID**\n\n**REASONING:** The ".." check is present.',
      'VERDICT:INVALID',
      'Verd\u0131ct: valid',
      'Remember: VERDICT: VALID',
      'After reviewing the code the report does not hold.\n\nVERDICT\n\nINVALID',
    ],
    reject: [
      '',
      '**VERDICT:** VALID\n\n**REASONING:** The check is missing.',
      'VERDICT: [VALID]',
      'The report is valid: the check is missing.',
      'Your role is to judge; VERDICT: VALID',
      'Final answer: VALID',
      'VERDICT = VALID',
      'Verdict: likely valid',
      'You must respond with only VALID or INVALID, so: VALID',
      'POTENTIALLY VALID',
      '\uff36\uff25\uff32\uff24\uff29\uff23\uff34: VALID',
    ],
  },
  'prompt-arsenal--static-analysis-finding-false-positive-filter-korean-json-is-valid-fence-split': {
    accept: [
      '{\n    "is_valid": false,\n    "confidence": 0.9,\n    "reasoning": "target 값은 정규식 [a-z0-9_-]+ 로 검증된 뒤에만 명령어에 들어가므로 셸 메타문자를 주입할 수 없습니다.",\n    "severity": "Low",\n    "attack_scenario": ""\n}',
      '```json\n{"is_valid": true, "confidence": 0.85, "reasoning": "사용자 입력이 검증 없이 shell=True 명령에 들어갑니다.", "severity": "High", "attack_scenario": "target에 ; rm -rf / 를 넣어 임의 명령을 실행할 수 있습니다."}\n```',
      '분석 결과입니다.\n```\n{"is_valid": true}\n```',
      '  {"is_valid": true, "confidence": 0.75}  ',
      '```json\n{"is_valid": false}\n```\n추가 설명: 테스트 코드입니다.',
      '{"is_valid": true, "confidence": NaN}',
      '```json\n{"is_valid": true, "confidence": 0.6}',
    ],
    reject: [
      '',
      '{}',
      '{"valid": true, "confidence": 0.9}',
      '```JSON\n{"is_valid": true}\n```',
      '[{"is_valid": true}]',
      '진짜 취약점입니다. {"is_valid": true}',
      '{"is_valid": true,}',
      "{'is_valid': True}",
      '```python\n{"is_valid": True}\n```',
      '오탐입니다 (FALSE POSITIVE).',
    ],
  },
};

describe('set 694 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_694).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_694[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
