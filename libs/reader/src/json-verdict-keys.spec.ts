import { describe, expect, it } from 'vitest';
import { statedAnswerFormat } from './answer-format';
import { writeVerdict } from './write-verdict';

// Layouts written for this test (never a fixture's text): where a JSON verdict goes when its key is
// named in the template's own compound words, and the boolean keys shown in Python's or a schema's way.
const reason = 'Because.';

describe('a JSON verdict under a key of compound words', () => {
  it('a pass goes to the key whose words say it holds one (is_…, …_met, camelCase too)', () => {
    for (const key of ['is_refundable', 'refundPolicyMet', 'answer_correct']) {
      const form = statedAnswerFormat(`Check the reply against the refund policy.\nReturn JSON: {"${key}": "your judgement", "notes": "one sentence"}`);
      expect(form).toMatchObject({ kind: 'json', keys: [key, 'notes'] });
      expect(JSON.parse(writeVerdict(form!, true, reason)!)).toMatchObject({ [key]: true });
    }
  });

  it('a pass is written yes or no under a final decision; a side or class only as a label, never a pass', () => {
    const decision = statedAnswerFormat('Return JSON: {"final_decision": "your call", "comment": "…"}');
    expect(JSON.parse(writeVerdict(decision!, false, reason)!)).toMatchObject({ final_decision: 'no' });
    const winner = statedAnswerFormat('Return JSON: {"overall_winner": "the better reply", "comment": "…"}');
    expect(writeVerdict(winner!, true, reason)).toBeNull();
    expect(JSON.parse(writeVerdict(winner!, 'Reply 2', reason)!)).toMatchObject({ overall_winner: 'Reply 2' });
  });

  it('a key the template already types keeps its type: a score key stays a score', () => {
    const form = statedAnswerFormat('Return JSON: {"politeness_score": 3, "final_decision": "…"}');
    expect(JSON.parse(writeVerdict(form!, 5, reason)!)).toMatchObject({ politeness_score: 5 });
  });
});

describe('boolean keys shown the ways templates show them', () => {
  it.each([
    ['a Python literal with a trailing comma', '{\n  "ships_today": True,\n  "comment": "…",\n}'],
    ['a type named in a string', '{"ships_today": "boolean (true when it ships today)", "comment": "…"}'],
    ['both literals in angle brackets', '{"ships_today": <true/false>, "comment": "…"}'],
    ['both literals joined by or', '{"ships_today": <true or false>, "comment": "…"}'],
  ])('%s', (_name, shown) => {
    const form = statedAnswerFormat(`Does the order ship today? Answer in JSON:\n${shown}`);
    expect(form).toMatchObject({ kind: 'json', booleanKeys: ['ships_today'] });
    expect(JSON.parse(writeVerdict(form!, true, reason)!)).toMatchObject({ ships_today: true });
  });

  it("a schema printed as a Python dict, the type after a long description", () => {
    const schema = `{'properties': {'ships_today': {'description': '${'Whether the order leaves the warehouse before the evening cut-off, counting weekends. '.repeat(2)}', 'title': 'Ships Today', 'type': 'boolean'}}}`;
    const form = statedAnswerFormat(`Answer as JSON following this schema:\n${schema}`);
    expect(form).toMatchObject({ kind: 'json', booleanKeys: ['ships_today'] });
  });
});
