import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_695 } from './framework-parsers-695';

const RCA_FULL =
  '{\n  "scores": {\n    "clarity": 16,\n    "depth": 14,\n    "evidence": 12,\n    "corrective": 15,\n    "preventive": 13\n  },\n  "total": 70,\n  "strengths": ["Names the exact config change"],\n  "gaps": ["No timestamps for detection"],\n  "improvements": ["Attach the pool saturation graph"],\n  "executive_summary": "A config typo shrank the DB pool; rollback fixed it."\n}';
const SRE_JSON = '{\n\t"classification": "Good",\n\t"justification": "The summary cites the systemctl timeout and the SIGKILL seen in the command output."\n}';
const LOG_JSON = '{\n  "is_anomaly": 1,\n  "reason": "Image pull failures put the pod into ImagePullBackOff.",\n  "matched_case_ids": [],\n  "extracted_context": {"image": "registry.internal/payments:3.14.0"}\n}';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'rca-ai-analyst--jira-incident-rca-quality-five-dimensions-0-100-json-total-brace-fallback': {
    accept: [
      RCA_FULL,
      '```json\n' + RCA_FULL + '\n```',
      'Here is the evaluation:\n' + RCA_FULL + '\nLet me know if you need more detail.',
      '{"total": 72}',
      '{"scores": null, "total": 60}',
      '{"scores": [], "total": 50}',
      '{"scores": {"clarity": 20}, "total": 85.5}',
      '{"total": Infinity}',
      '  \n{"total": 0}\n\u00a0',
    ],
    reject: [
      '',
      'Total: 85/100',
      '{"scores": {"clarity": 16, "depth": 14, "evidence": 12, "corrective": 15, "preventive": 13}}',
      '{"total": null}',
      '{"total": "85"}',
      '{"total": NaN}',
      '{"scores": "high", "total": 80}',
      '{"scores": [16, 14, 12, 15, 13], "total": 70}',
      '[{"total": 80}]',
      '{"total": 70} and the corrected version: {"total": 72}',
      "{'total': 80}",
      '{"total": 80,}',
    ],
  },
  'tarsy--incident-investigation-quality-0-100-bare-integer-last-line': {
    accept: [
      '**Investigation Outcome** — The agent correctly identified the OOMKill.\n\n**Holistic narrative** — Correct, well-supported conclusion with minor gaps.\n\n78',
      '62',
      'Analysis...\n 85 \n',
      'Analysis...\n100',
      'Analysis...\n0',
      'Analysis...\n+75',
      'Analysis...\n\t70\t',
      'Analysis...\r\n58\r\n',
      'Analysis...\n007',
    ],
    reject: [
      '',
      '\n \r\n',
      'Analysis...\nTotal score: 62',
      'Analysis...\n**62**',
      'Analysis...\n62/100',
      'Analysis...\n62.5',
      'Analysis...\n101',
      'Analysis...\n-5',
      'Score:\n62\n\nThanks for the session data.',
      'Analysis...\n\u00a062',
      'Analysis...\n٦٢',
      'Analysis...\n62\u000b',
    ],
  },
  'sre-agent-llm-judge--investigation-summary-root-cause-good-needs-improvement-bad-json-markdown-keys': {
    accept: [
      '```json\n' + SRE_JSON + '\n```',
      SRE_JSON,
      'Here is my evaluation:\n\n```json\n{"classification": "Needs Improvement", "justification": "The memory claim is not supported by any command output."}\n```',
      '{"classification": "Bad", "justification": "SSH was refused; the summary invents a disk issue."} I hope this helps.',
      '{"classification": "Excellent", "justification": "All six steps are satisfied."}',
      '{"classification": null, "justification": ""}',
      '```json\n{"classification": "Good", "justification": "The summary follows the timestamps',
      '```\n{"justification": "ok", "classification": "Good"}\n```',
    ],
    reject: [
      '',
      'Classification: Good\nJustification: the root cause is supported.',
      '{"classification": "Good"}',
      '{"Classification": "Good", "Justification": "ok"}',
      "{'classification': 'Good', 'justification': 'ok'}",
      'Sure! {"classification": "Good", "justification": "ok"}',
      '[{"classification": "Good", "justification": "ok"}]',
      '{"classification": "Good", "justification": "ok"} ] extra',
      '"Good"',
    ],
  },
  'logade--log-anomaly-classification-retrieved-cases-is-anomaly-json-fence-peel': {
    accept: [
      LOG_JSON,
      '```json\n' + LOG_JSON + '\n```',
      '{"is_anomaly": 0, "reason": "No retrieved anomalous cases."}',
      '  {"is_anomaly": 1}  ',
      '{"is_anomaly": "1", "reason": "matches retrieved case"}',
      '{"is_anomaly": null}',
      '{"is_anomaly": NaN}',
      '```json{"is_anomaly":1}```',
    ],
    reject: [
      '',
      '```json\n' + LOG_JSON + '\n```\n',
      '```\n' + LOG_JSON + '\n```',
      '```JSON\n' + LOG_JSON + '\n```',
      'Here is the result: ' + LOG_JSON,
      '{"anomaly": 1, "reason": "ImagePullBackOff"}',
      '[{"is_anomaly": 1}]',
      "{'is_anomaly': 1}",
      '{"is_anomaly": 1,}',
      '{"is_anomaly": 1, "reason": "line one\nline two"}',
      'is_anomaly: 1',
    ],
  },
  'gilfoyle--sre-rca-accuracy-counterfactual-0-100-json-greedy-brace-numeric-score': {
    accept: [
      '{\n  "score": 85,\n  "correct": true,\n  "discriminative": true,\n  "explanation": "Names pool exhaustion and the pending-connection evidence rules out a DDoS."\n}',
      '```json\n{"score": 40, "correct": false, "discriminative": false, "explanation": "Blames the deploy without pool metrics."}\n```',
      'My assessment: {"score": 0, "correct": false, "discriminative": false, "explanation": "Blamed a DDoS."} Done.',
      '{"score": 150}',
      '{"score": -5}',
      '{"score": 72.5, "correct": true}',
      '{"score": 1e2}',
      '{"score": "85", "score": 90}',
    ],
    reject: [
      '',
      'Score: 85',
      '{"score": "85", "correct": true}',
      '{"score": null}',
      '{"correct": true, "explanation": "right cause"}',
      '{score: 85}',
      '{"score": 80} {"score": 90}',
      '{"score": NaN}',
      '{"score": 85,}',
      '{"score": 85, "explanation": "ok"} (scores above 80 mean }',
      '{"score": [85]}',
    ],
  },
};

describe('set 695 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_695).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_695[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
