import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_436 } from './framework-parsers-436';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'prestige--semantic-duplicate-text-pair-1-7-bracket-score-and-duplicate-yes-no': {
    accept: [
      '[REASONING]: Both texts ask how to reset a password without access to the recovery email; only the wording differs.\n[SCORE]: 5\n[DUPLICATE]: YES',
      '[REASONING]: One asks about resetting a password, the other about deleting an account.\n[SCORE]: 1\n[DUPLICATE]: NO',
      '[duplicate]: yes',
      '[DUPLICATE]:NO',
      '[DUPLICATE]:\n\nYES',
      '[REASONING]: Same meaning.\n[SCORE]: 6',
      '[SCORE]: 12',
      '[DUPLICATE]: Nope, different intent.',
      'Assessment follows. [SCORE]: 3 [DUPLICATE]: maybe',
      '[DUPLICATE]:\tYes',
    ],
    reject: [
      '',
      '[DUPLICATE] YES',
      'DUPLICATE: YES',
      '[DUPLICATE]: **YES**',
      '**[DUPLICATE]**: YES',
      '[score]: 5',
      '[SCORE]: five',
      '[DUPLICATE]: TRUE',
      '[DUPLICATE]:\u00a0YES',
      '[SCORE]: [5]',
      '[SCORE] : 5',
      'Score: 5\nDuplicate: YES',
    ],
  },
  'raglab--rag-answer-correctness-vs-ground-truth-and-context-0-1-json-schema-score-range-checked': {
    accept: [
      '{"score": 0.2, "reasoning": "The generated answer claims a fixed 20-day allowance with manager approval, which contradicts the context describing flexible, uncapped PTO."}',
      '{"score":1,"reasoning":"Matches the expected answer and the context."}',
      '{"reasoning": "Completely wrong.", "score": 0}',
      '  {"score": 0.35, "reasoning": "Partly correct."}\n',
      '{"SCORE": 0.5, "reasoning": "keys match case-insensitively"}',
      '{"score": 0.5, "reasoning": null}',
      '{"score": 1e-1, "reasoning": "exponent form"}',
      '{"score": 0.9, "extra": [1, 2, 3], "reasoning": "unknown keys are skipped"}',
      '{"score": 0.2, "score": null}',
      '{"\u017fcore": 0.7}',
      '{"score": 0.6}',
    ],
    reject: [
      '',
      '```json\n{"score": 0.8, "reasoning": "fenced"}\n```',
      '{"score": 1.5, "reasoning": "above range"}',
      '{"score": -0.1, "reasoning": "below range"}',
      '{"score": "0.8", "reasoning": "string score"}',
      '{"reasoning": "no score given"}',
      'null',
      '[{"score": 0.8, "reasoning": "array"}]',
      '{"score": 0.8, "reasoning": 5}',
      '{"score": 0.8, "reasoning": "ok"} Hope this helps.',
      '{"score": 0.8, "reasoning": "ok",}',
      '{"score": 1e400}',
      '{"score": NaN}',
      '{"score": 0.8, "score": "high"}',
      'Score: 0.8',
    ],
  },
  'token-station-arena--claude-code-benchmark-run-diff-review-json-passed-bool-with-fence-and-brace-fallbacks': {
    accept: [
      '{"score":4,"passed":true,"correctness":4,"maintainability":4,"scopeControl":5,"hasUnrelatedChanges":false,"findings":[]}',
      '```json\n{"score": 2, "passed": false, "correctness": 2, "maintainability": 4, "scopeControl": 5, "hasUnrelatedChanges": false, "findings": [{"severity": "major", "category": "correctness", "message": "The last page is still dropped when the item count is a multiple of the page size."}]}\n```',
      'Here is my verdict:\n{"passed": true, "score": 5, "findings": []}\nThe fix is minimal and correct.',
      '{"passed": false}',
      '{"passed": true, "score": "high"}',
      '{"result": "{\\"passed\\": true, \\"score\\": 4}"}',
      '\n  {"passed": true}  \n',
      '```\n{"passed": true}\n```',
      '```json\n{"passed": true}',
      '{"passed": false, "passed": true}',
    ],
    reject: [
      '',
      'PASS',
      '{"score": 4, "hasUnrelatedChanges": false, "findings": []}',
      '{"passed": "true", "score": 4}',
      '[{"passed": true}]',
      '{"passed": true, "score": NaN}',
      '{"passed": true,}',
      "{'passed': True}",
      '{"result": "not json", "passed": true}',
      'Verdict {"passed": true} and {"note": "x"}',
      '{"passed": true, "note": "\\ud800"}',
      '{"passed": null}',
      '{"passed": 1}',
    ],
  },
  'fdionisi-evals--response-vs-expected-content-or-behavior-0-1-forced-tool-call-score-number': {
    accept: [
      '{"score": 0.95, "reasoning": "The actual output names Canberra, matching the expected content; the extra context is accurate."}',
      '{"score": 1, "reasoning": "Exact match."}',
      '{"reasoning": "Names Sydney instead of Canberra.", "score": 0}',
      '{"score": 0.45}',
      '{"score": 1.5, "reasoning": "outside the schema range but not checked"}',
      '{"score": -1}',
      '  {"score": 0.7}\n',
      '{"score": "0.8", "score": 0.8}',
    ],
    reject: [
      '',
      '{"score": "0.8", "reasoning": "string score"}',
      '{"reasoning": "no score"}',
      '{"score": null, "reasoning": "null"}',
      '[{"score": 0.8}]',
      'Score: 0.8',
      '```json\n{"score": 0.8}\n```',
      '{"score": 0.8,}',
      '{"score": 1e999}',
      '{"score": true}',
      '{"Score": 0.8}',
    ],
  },
  'adrinsight--rag-answer-over-adrs-accuracy-and-completeness-0-5-structured-json-go-int-fields': {
    accept: [
      '{"accuracy": 3, "completeness": 3, "accuracy_reason": "ACID transactions and the unique (aggregate_id, version) constraint are right, but the ADR never says MongoDB was rejected for speed.", "completeness_reason": "Omits the team\'s existing PostgreSQL operations experience and the write-scaling consequence."}',
      '{"accuracy":5,"completeness":5,"accuracy_reason":"","completeness_reason":""}',
      '{"completeness": 0, "accuracy": 0}',
      '{"Accuracy": 3, "COMPLETENESS": 2}',
      '{"accuracy": 9, "completeness": -1}',
      '{"accuracy": 4, "completeness": 3, "accuracy_reason": null, "notes": {"x": 1.5}}',
      '{"accuracy": -0, "completeness": 2}',
      '\n{"accuracy": 4, "completeness": 4, "accuracy_reason": "ok", "completeness_reason": "ok"}\n',
    ],
    reject: [
      '',
      '{"accuracy": 4.0, "completeness": 3}',
      '{"accuracy": 4, "accuracy_reason": "completeness missing"}',
      '{"accuracy": "4", "completeness": "3"}',
      '{"accuracy": 4, "completeness": 3, "accuracy_reason": 7}',
      '```json\n{"accuracy": 4, "completeness": 3}\n```',
      '{"accuracy": 4e0, "completeness": 3}',
      '{"accuracy": 99999999999999999999, "completeness": 3}',
      'null',
      '{"accuracy": null, "completeness": 3}',
      '{"accuracy": 4, "completeness": 3} extra',
      '{"accuracyScore": 4, "completenessScore": 3}',
      'Accuracy: 4\nCompleteness: 3',
    ],
  },
};

describe('set 436 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_436).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_436[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
