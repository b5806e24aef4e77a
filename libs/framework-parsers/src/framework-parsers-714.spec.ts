import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_714 } from './framework-parsers-714';

const full =
  '{"scam_score": 0.92, "confidence": 0.9, "verdict": "SCAM", "signals": [{"category": "AUTHORITY_IMPERSONATION", "detail": "Caller claims to be an officer of the Social Security Administration", "severity": "high"}, {"category": "UNUSUAL_PAYMENT", "detail": "Demands a $500 fee in Google Play gift cards", "severity": "high"}], "transcript_summary": "Caller impersonates the SSA, threatens arrest and demands gift card payment.", "recommendation": "Hang up and call the SSA at its official number."}';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'audifyai--call-recording-greeting-audit-verdict-yes-no-substring': {
    accept: [
      'Verdict: Yes\nConfidence: 92%\nReasoning: The agent opened with "Good morning, thank you for calling Bright Telecom, this is Priya."',
      'Verdict: No\nConfidence: 80%\nReasoning: The agent started directly with "Account number?" without any greeting.',
      'YES',
      'no',
      'The agent did not greet the caller.',
      'Verdict: Unknown',
      'In my eyes the greeting was fine.',
      '**Verdict:** Yes  \n**Confidence:** 95%',
    ],
    reject: [
      '',
      'Verdict: Y\nConfidence: 90%\nReasoning: A warm greeting at the start.',
      'Verdict: N/A\nConfidence: 0%',
      'Verdict: Pass\nConfidence: 85%\nReasoning: The agent greeted the caller warmly.',
      'Verdict: True',
      'Sí, el agente saludó correctamente.',
      'Verdict: ✓ (greeting present)',
      'Verdict: N O',
    ],
  },
  'callshield--phone-call-transcript-scam-verdict-and-score-json-fence-balanced-brace': {
    accept: [
      full,
      'Here is my analysis:\n```json\n' + full + '\n```',
      'Analysis complete. ' + full + ' Stay safe.',
      '{"scam_score": 0.05, "verdict": "SAFE"}',
      '{"scam_score": "0.85", "confidence": "0.9", "verdict": "LIKELY_SCAM", "signals": [], "recommendation": "Do not share any codes."}',
      '{"scam_score": NaN, "verdict": "SUSPICIOUS", "signals": []}',
      '{"scam_score": 1.7, "confidence": -2, "verdict": "SCAM"}',
      '{"scam_score": 0.3, "verdict": "SUSPICIOUS", "signals": {}, "transcript_summary": null}',
      '{"scam_score": 0.6, "verdict": "LIKELY_SCAM", "signals": [{"category": "URGENCY", "detail": "Act now", "severity": "critical"}]}',
      '{"scam_score": true, "verdict": "SCAM"}',
      '```\n{"scam_score": 0.0, "verdict": "SAFE", "signals": [], "recommendation": "No concerns."}\n```',
      '{"scam_score": 0.5, "verdict": "SUSPICIOUS", "signals": [{"category": "OTHER", "detail": "garbled \\ud800 text"}]}',
    ],
    reject: [
      '',
      '{"scam_score": 0.1, "verdict": "safe"}',
      '{"scam_score": 0.8, "confidence": 0.9, "signals": []}',
      '{"confidence": 0.9, "verdict": "SCAM"}',
      '{"scam_score": null, "verdict": "SCAM"}',
      '{"scam_score": "high", "verdict": "SCAM"}',
      '{"scam_score": 0.7, "verdict": "LIKELY_SCAM", "signals": ["urgency", "gift cards"]}',
      '{"scam_score": 0.7, "verdict": "LIKELY_SCAM", "signals": null}',
      '{"scam_score": 0.9, "verdict": "SCAM", "recommendation": null}',
      '{"scam_score": 0.9, "verdict": "SCAM", "signals": [{"category": 3, "detail": "x", "severity": "high"}]}',
      '{"scam_score": 0.9, "verdict": ["SCAM"]}',
      '[{"scam_score": 0.9, "verdict": "SCAM"}]',
      '```json\n{"scam_score": 0.9, "verdict": "SCAM",}\n```',
      'Signals appear in {category} form: {"scam_score": 0.9, "verdict": "SCAM"}',
      '{"scam_score": 0.4, "verdict": "SUSPICIOUS", "transcript_summary": 42}',
      '{"scam_score": 1' + '0'.repeat(400) + ', "verdict": "SCAM"}',
    ],
  },
  'harx--outbound-call-audio-fluency-sentiment-fraud-overall-0-100-json-fence-newline-strip-truthy': {
    accept: [
      '{"Agent fluency": {"score": 82, "feedback": "Clear and well paced."}, "Sentiment analysis": {"score": 65, "feedback": "Customer was hesitant but polite."}, "Fraud detection": {"score": 95, "feedback": "No anomalies."}, "overall": {"score": 78, "feedback": "Solid call."}}',
      '{\n  "Agent fluency": {\n    "score": 70,\n    "feedback": "Some filler words."\n  },\n  "overall": {\n    "score": 68,\n    "feedback": "Average."\n  }\n}',
      '```json\n{"overall": {"score": 40, "feedback": "Voicemail reached."}}\n```',
      '```\n{"overall": {"score": 55, "feedback": "ok"}}\n```',
      '{"overall": {"score": 60, "feedback": "Line one\nline two"}}',
      '{}',
      '[{"score": 80}]',
      '{\r\n  "overall": {"score": 75, "feedback": "Good."}\r\n}',
      '  {"Sentiment analysis": {"score": 0, "feedback": "Not Applicable"}}  ',
    ],
    reject: [
      '',
      '```JSON\n{"overall": {"score": 40}}\n```',
      '```json {"overall": {"score": 40}}```',
      'Here is the report:\n{"overall": {"score": 40}}',
      'null',
      '0',
      'false',
      "{'overall': {'score': 80}}",
      '{"overall": {"score": 80,}}',
      '```json\r\n{"overall": {"score": 40}}\r\n```',
      '{"overall": {"score": NaN}}',
      '{"overall": {"feedback": "a\tb"}}',
    ],
  },
};

describe('set 714 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_714).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_714[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
