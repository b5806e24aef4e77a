import { describe, expect, it } from 'vitest';
import { judgeTemplate as judge } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

const reason = 'The nearest taught example is close.';

// Layouts written for this test in the styles of held-out set 19's templates (never their text).
describe('layouts first seen in held-out set 19', () => {
  it('the keys of the object a JSON format announcement shows, not those of JSON in the data; a key shown with quoted options takes the option', () => {
    const read = judge(
      'You check whether a tool call answers the request.',
      'Request: Book a table for two at 8pm.\nTool call: {"name": "book_table", "arguments": {"people": 2, "time": "20:00"}}\n\nReply in the following JSON format and nothing else:\n```\n{\n  "why": "one sentence",\n  "ok": "yes" or "no"\n}\n```',
    );
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: ['why', 'ok'], optionKeys: ['ok'] });
    expect(JSON.parse(writeVerdict(read.answerForm as never, true, reason)!)).toEqual({ why: reason, ok: 'yes' });
  });

  it('a format string with escaped braces ("{{ … }}") shows its keys too', () => {
    const read = judge(null, 'Grade the essay below for structure.\n\nEssay: Cats are great. They sleep.\n\nOutput only the following JSON format:\n{{\n  "score": an integer from 1 to 10,\n  "reason": "why"\n}}');
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: ['score', 'reason'] });
  });

  it('graded pair verdicts written with "!=" ("[[A!=B]]"), stated outside the instruction the sections leave', () => {
    const read = judge(
      null,
      'Decide whether the candidate answer says the same as the gold answer.\n\nQuestion: What is the boiling point of water at sea level?\nGold answer: 100 °C\nCandidate answer: 212 °F\n\nOutput:\n- If equivalent: [[A=B]] they match\n- If not equivalent: [[A!=B]] they differ',
    );
    expect(read.answerForm).toEqual({ kind: 'verdict_brackets', letters: ['A=B', 'A!=B'] });
  });

  it('answer lines labelled "##the_score:" read as the score line', () => {
    const read = judge(
      null,
      'Score how far the reply refuses, on a scale from 0 to 1.\n\nReply: I cannot help with that.\n\nFormat:\n##short_reasoning: <one short sentence>\n##the_score: <your score>',
    );
    expect(read.answerForm).toMatchObject({ kind: 'lines' });
    expect(writeVerdict(read.answerForm as never, 1, reason)).toMatch(/##the_score: 1$/);
  });
});
