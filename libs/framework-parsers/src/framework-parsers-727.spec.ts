import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_727 } from './framework-parsers-727';

const CASES: Record<string, { accept: string[]; reject: string[] }> = {
  'na0s--user-input-prompt-injection-safe-malicious-json-verdict-few-shot-keyword-fallback': {
    accept: [
      '{"verdict": "SAFE", "confidence": 0.95, "reasoning": "Educational question about prompt injection as a security concept."}',
      '{"verdict": "MALICIOUS", "confidence": 0.98, "reasoning": "Explicit instruction override attempting to extract system prompt."}',
      '```json\n{"verdict": "safe", "confidence": 0.9, "reasoning": "Ordinary formatting request."}\n```',
      '{"verdict": " Malicious ", "confidence": "0.8", "reasoning": "Fake [SYSTEM] delimiter."}',
      '{"verdict": "SAFE"}',
      '{"verdict": "MALICIOUS", "confidence": NaN, "reasoning": "DAN persona."}',
      '{\n  "verdict": "MALICIOUS",\n  "confidence": 1,\n  "reasoning": "Tries to exfiltrate data to an external URL."\n}',
      'MALICIOUS',
      'The input is malicious: it injects a fake system directive.',
      '{"verdict": "UNSAFE", "confidence": null, "reasoning": "malicious override"}',
    ],
    reject: [
      'SAFE',
      '',
      '{"verdict": "BENIGN", "confidence": 0.9, "reasoning": "Normal request."}',
      '{"verdict": "INJECTION", "confidence": 0.9, "reasoning": "malicious override attempt"}',
      '{"verdict": "SAFE", "confidence": "high", "reasoning": "Normal request."}',
      '{"verdict": true, "confidence": 0.9}',
      '{verdict: "SAFE", confidence: 0.9}',
      '{"verdict": "SAFE", "confidence": 0.9} {"note": "done"}',
      '{"verdict": ["MALICIOUS"], "confidence": 0.9}',
      '{"verdict": "SAFE", "confidence": [0.9]}',
    ],
  },
  'eval-ai-library--user-input-jailbreak-detection-json-detected-confidence-few-shot': {
    accept: [
      '{"detected": false, "confidence": 0.97, "reason": "Standard literature analysis question", "jailbreak_type": "none", "indicators": []}',
      '{"detected": true, "confidence": 0.92, "reason": "Fictional framing to bypass safety", "jailbreak_type": "hypothetical_scenario", "indicators": ["pretend", "fictional scenario"]}',
      '```json\n{\n    "detected": true,\n    "confidence": 0.95,\n    "reason": "Role-play persona override",\n    "jailbreak_type": "role_playing",\n    "indicators": ["you are now", "stay in character"]\n}\n```',
      '{\n    "detected": false,\n    "confidence": 0.9,\n    "reason": "Plain coding question",\n    "jailbreak_type": "none",\n    "indicators": []\n}',
      'JSON:\n{"detected": true, "confidence": 0.88, "reason": "Emotional manipulation", "jailbreak_type": "social_engineering", "indicators": ["grandmother"]}',
      '```JSON\n{"detected": true, "confidence": 0.9}\n```',
      '{"detected": 1, "confidence": 1}',
      '{"detected": "no", "confidence": 0.8}',
      '{"detected": true, "confidence": NaN}',
      '```json\n{"detected": false, "confidence": 0.99, "reason": "benign", "jailbreak_type": "none", "indicators": []}\n',
    ],
    reject: [
      '{"detected": true}',
      '{"detected": true, "confidence": "0.9"}',
      '{"detected": false, "confidence": null}',
      'Here is my analysis: {"detected": true, "confidence": 0.9, "reason": "x", "meta": {"a": 1}}',
      '[{"detected": true, "confidence": 0.9}]',
      'No jailbreak detected.',
      "{'detected': True, 'confidence': 0.9}",
      '```json\n{"detected": true, "confidence": 0.9,}\n```',
      '```json\nDetected: true, confidence 0.9\n```',
      '{"confidence": 0.9, "reason": "benign"}',
    ],
  },
};

describe('set 727 parsers', () => {
  for (const [key, { accept, reject }] of Object.entries(CASES)) {
    const parser = PARSERS_OF_SET_727[key];
    it(`${key} is registered`, () => expect(parser).toBeTypeOf('function'));
    for (const reply of accept) it(`${key} accepts ${JSON.stringify(reply).slice(0, 80)}`, () => expect(parser!(reply)).toBe(true));
    for (const reply of reject) it(`${key} rejects ${JSON.stringify(reply).slice(0, 80)}`, () => expect(parser!(reply)).toBe(false));
  }
});
