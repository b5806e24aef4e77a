import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_680 } from './framework-parsers-680';

const R = 'ast-grep:python/bare-except-pass';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'themis--relevance-query-answer-0-1-json-score-reason': {
    accept: [
      '{"score": 0.9, "reason": "The answer gives concrete zero-downtime rotation steps for the billing service key."}',
      '```json\n{"score": 0.85, "reason": "Relevant, but does not say how to verify the new key."}\n```',
      '{"score": 1, "reason": "Directly answers the question."}',
      '{"score": 0, "reason": "Talks about a different service entirely."}',
      '  {"Score": 0.7, "Reason": "Mostly relevant."}\n',
      '{"score": 0.6}',
      '{"score": 0.8, "reason": "ok", "confidence": "high"}',
      '```\n{"score": 0.5, "reason": "Partially relevant."}\n```\nHope this helps.',
      '{"score": 8e-1, "reason": "exponent notation"}',
      '{"score": 0.9, "reason": null}',
      '{"score": 0.4, "score": 0.9, "reason": "last duplicate wins"}',
    ],
    reject: [
      '',
      'Score: 0.9',
      '{"score": 0.9, "reason": "x"} Hope this helps.',
      '{"score": "0.9", "reason": "quoted score"}',
      '{"score": 4, "reason": "On a 1-5 scale."}',
      '{"score": 0, "reason": ""}',
      '{"reason": ""}',
      '[{"score": 0.9, "reason": "x"}]',
      'Here is my evaluation:\n```json\n{"score": 0.9, "reason": "x"}\n```',
      '```json {"score": 0.9, "reason": "x"}```',
      '{"score": -0.1, "reason": "negative"}',
      '{"score": 0.9, "reason": ["a"]}',
      'null',
      '{"score": 1e400, "reason": "overflow"}',
      '{"score": 0.9, "reason": "x",}',
      '{"score": "0.9", "score": 0.9, "reason": "an earlier type error still fails Unmarshal"}',
    ],
  },
  'quorum--ast-finding-true-false-positive-json-array-tp-fp-uncertain': {
    accept: [
      `[{"index": 0, "rule_id": "${R}", "verdict": "tp", "confidence": 0.9, "reason": "The bare except silently swallows JSON decode errors and returns {}."}]`,
      `\`\`\`json\n[{"index": 0, "rule_id": "${R}", "verdict": "fp", "confidence": 0.7, "reason": "Intentional best-effort fallback."}]\n\`\`\``,
      `[{"rule_id": "${R}", "verdict": "uncertain", "confidence": 0.5, "reason": "Depends on how callers use the empty config."}]`,
      'Here are the verdicts:\n[{"index": 0, "rule_id": "x", "verdict": "tp", "confidence": 1, "reason": "r"}]\nDone.',
      '[{"index": 0, "rule_id": "r", "verdict": "tp", "confidence": 5, "reason": "clamped later", "severity": "high"}]',
      `[[0, "${R}", "tp", 0.9, "positional form"]]`,
      `[{"index": 7, "rule_id": "${R}", "verdict": "tp", "confidence": 0.8, "reason": "index out of range, matched by rule_id"}]`,
      `[{"index": null, "rule_id": "${R}", "verdict": "fp", "confidence": 0.2, "reason": "r"}]`,
      `[{"index": 3, "rule_id": "other", "verdict": "fp", "confidence": 0.1, "reason": "unmatched"}, {"index": 0, "rule_id": "${R}", "verdict": "tp", "confidence": 0.9, "reason": "r"}]`,
    ],
    reject: [
      '',
      'tp',
      `{"index": 0, "rule_id": "${R}", "verdict": "tp", "confidence": 0.9, "reason": "r"}`,
      '[]',
      `[{"index": 0, "rule_id": "${R}", "verdict": "TP", "confidence": 0.9, "reason": "r"}]`,
      `[{"index": 0, "rule_id": "${R}", "verdict": "tp", "confidence": "0.9", "reason": "r"}]`,
      `[{"index": 0, "rule_id": "${R}", "verdict": "tp", "confidence": 0.9}]`,
      `[{"index": 0, "rule_id": "${R}", "verdict": "tp", "verdict": "fp", "confidence": 0.9, "reason": "r"}]`,
      `[{"index": -1, "rule_id": "${R}", "verdict": "tp", "confidence": 0.9, "reason": "r"}]`,
      '[{"index": 1, "rule_id": "other-rule", "verdict": "tp", "confidence": 0.9, "reason": "r"}]',
      `Finding [index=0] is a true positive: [{"index": 0, "rule_id": "${R}", "verdict": "tp", "confidence": 0.9, "reason": "r"}]`,
      `[{"index": 0, "rule_id": "${R}", "verdict": "tp", "confidence": 0.9, "reason": "r"},]`,
      `[{"index": 0.0, "rule_id": "${R}", "verdict": "tp", "confidence": 0.9, "reason": "r"}]`,
      '[{"index": 0, "rule_id": null, "verdict": "tp", "confidence": 0.9, "reason": "r"}]',
      `[{"index": 0, "rule_id": "${R}", "verdict": "tp", "confidence": 0.9, "reason": "r"}, {"rule_id": "x"}]`,
      '] no array [',
    ],
  },
  'mettle--agent-behavior-vs-expectations-json-verdict-pass-fail-warning': {
    accept: [
      '{"verdict":"pass","severity":"info","reason":"Verified the duplicate via get_payments and refunded exactly one $59.00 charge.","findings":[]}',
      '```json\n{"verdict": "fail", "severity": "critical", "reason": "Refund issued without checking payments.", "findings": ["no get_payments call before refund"]}\n```',
      '{"verdict": "warning", "severity": "warning", "reason": "Correct refund, unsupported ETA.", "findings": ["claimed 3-5 business days without evidence"]}',
      '{"verdict": "pass"}',
      '{"Verdict": "fail", "severity": "high", "reason": "x", "findings": null}',
      '```\n{"verdict": "pass", "findings": ["a", null]}\n```',
      '\n\n{"verdict":"pass","severity":"info","reason":"ok","findings":[],"score":1}\n',
      '```json\n{"verdict": "pass"}',
    ],
    reject: [
      '',
      '{"verdict": "PASS", "severity": "info", "reason": "ok", "findings": []}',
      '{"verdict": "partial", "severity": "warning", "reason": "x", "findings": []}',
      'Verdict: pass',
      'Here is the verdict: {"verdict": "pass"}',
      '{"verdict": "pass", "findings": "none"}',
      '{"verdict": "pass", "severity": 2}',
      '[{"verdict": "pass"}]',
      '{"verdict": "pass"}\nThe agent did well.',
      '```json\n{"verdict": "pass"}\n```\nNotes: fine',
      '{"result": "pass"}',
      'null',
      '{"verdict": "pass",}',
    ],
  },
  'basanite--word-tic-vs-term-of-art-strict-tool-json-role-demote-ladder': {
    accept: [
      '{"role": "tic", "demote_to": "use", "note": "Here it just means use; nothing is being amplified."}',
      '{"role": "term_of_art", "demote_to": "none", "note": "Names the finance concept of borrowed capital."}',
      '{"role": "mixed", "demote_to": "apply", "note": "Loose in prose, technical in the finance section."}',
      '{"role": "tic", "demote_to": "none", "note": "No offered rung preserves the sense."}',
      '{"role":"tic","demote_to":"harness"}',
      ' \n{"ROLE": "mixed", "Demote_To": "none", "note": null, "confidence": 0.4}\n',
    ],
    reject: [
      '',
      '{"role": "term_of_art", "demote_to": "use", "note": "a term of art offering a substitute"}',
      '{"role": "tic", "demote_to": "employ", "note": "not on the ladder"}',
      '{"role": "tic", "note": "no demote_to"}',
      '{"role": "Tic", "demote_to": "use", "note": "x"}',
      '```json\n{"role": "tic", "demote_to": "use", "note": "x"}\n```',
      '{"role": "tic", "demoteTo": "use", "note": "x"}',
      '{"role": "tic", "demote_to": "use", "note": 3}',
      'tic:use',
      '{"role": "tic", "demote_to": "Use", "note": "x"}',
      '\u00a0{"role": "tic", "demote_to": "use", "note": "x"}',
      'null',
    ],
  },
};

describe('set 680 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_680).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_680[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
