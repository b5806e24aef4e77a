import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';
import { listItems, statementFormatOf, unitsOf, unitSubject, writeStatementVerdicts, type StatementFormat } from './statement-format';

// Instructions written for this test in the styles per-statement judges use, not copied from a fixture.
describe('one verdict per statement', () => {
  it('reads the layouts a per-statement judge asks for', () => {
    expect(statementFormatOf('For each statement, explain, then give a verdict. End with: Final verdict for each statement in order: Yes. No.')).toEqual({ kind: 'per_statement', unit: 'statement', style: 'final_verdicts' });
    expect(statementFormatOf('Classify each sentence of the answer. End every line with [Supported] or [Not Supported].')).toEqual({ kind: 'per_statement', unit: 'statement', style: 'tags', pass: '[Supported]', fail: '[Not Supported]' });
    expect(answerFormatOf('For each context, say whether the output agrees with it. Return JSON: {"verdicts": [{"verdict": "yes", "reason": "..."}]}')).toEqual({
      kind: 'per_statement',
      unit: 'context',
      style: 'json_list',
      listKey: 'verdicts',
      itemKeys: ['verdict', 'reason'],
      values: 'words',
    });
    expect(answerFormatOf('Judge each of the claims. Return JSON like {"claims": [{"claim": "...", "verdict": 1, "explanation": "..."}]}')).toMatchObject({ style: 'json_list', listKey: 'claims', values: 'binary' });
    // two lists side by side: the sentences, and a score for each
    const parallel = answerFormatOf('Split the answer into sentences and score each sentence 1 if the context supports it, else 0. Answer in JSON with the keys ["sentences", "sentence_scores"].');
    expect(parallel).toEqual({ kind: 'per_statement', unit: 'statement', style: 'json_parallel', unitsKey: 'sentences', verdictsKey: 'sentence_scores' });
    expect(writeStatementVerdicts(parallel as StatementFormat, ['A.', 'B.'], [true, false], 'r')).toBe('{"sentences":["A.","B."],"sentence_scores":[1,0]}');
  });

  it('reads a listed choice as labels or a score, in one pass over any run of separators', () => {
    expect(answerFormatOf('Then print only a single choice from "Correct" or "Incorrect" on its own line.')).toEqual({ kind: 'label_word', labels: ['Correct', 'Incorrect'] });
    expect(answerFormatOf('Then print only a single choice from "1" or "2" or "3" or "4" or "5".')).toEqual({ kind: 'score', scale: { min: 1, max: 5 }, lines: false });
    // Separators that a nested quantifier would split many ways (exponential backtracking before).
    expect(answerFormatOf(`Then print only a single choice from "A"${'  ,  '.repeat(1_000)}x`)).not.toMatchObject({ kind: 'label_word' });
  });

  it('is no per-statement layout without one verdict per item', () => {
    expect(statementFormatOf('Is the answer correct? Return JSON with the keys "score" and "reason".')).toBeNull();
    expect(statementFormatOf('Read each statement below, then give one overall score as JSON {"score": 1}.')).toBeNull();
  });

  it('reads JSON and Python lists in one pass, and nothing else as a list', () => {
    expect(listItems(`['It is 330 m tall.', "It's in Paris.", 'A \\'quoted\\' word']`)).toEqual(['It is 330 m tall.', "It's in Paris.", "A 'quoted' word"]);
    expect(listItems('["a", "b"]')).toEqual(['a', 'b']);
    expect(listItems('[1, 2]')).toBeNull();
    expect(listItems('["a" "b"] tail')).toBeNull();
    expect(listItems('["unterminated')).toBeNull();
  });

  it('splits the output into its statements: a list, lines, else sentences', () => {
    const form: StatementFormat = { kind: 'per_statement', unit: 'statement', style: 'final_verdicts' };
    expect(unitsOf(form, { output: '1. It is tall.\n2. It is old.' })).toEqual(['It is tall.', 'It is old.']);
    expect(unitsOf(form, { output: 'It opened in 1889. It is 330 m tall.' })).toEqual(['It opened in 1889.', 'It is 330 m tall.']);
    expect(unitsOf(form, { output: '["a", "b", "c"]' })).toEqual(['a', 'b', 'c']);
    expect(unitsOf({ ...form, unit: 'context' }, { output: 'x', context: "['one', 'two']" })).toEqual(['one', 'two']);
    // With no output, the statements are the reference's (each sentence of an expected output, checked against the contexts).
    expect(unitsOf(form, { output: '', reference: 'Returns are free. Refunds take a week.' })).toEqual(['Returns are free.', 'Refunds take a week.']);
    expect(unitSubject(form, { output: '', reference: 'Returns are free. Refunds take a week.' }, 'Returns are free.')).toEqual({ output: '', reference: 'Returns are free.' });
    expect(unitsOf(form, { output: Array.from({ length: 51 }, (_, i) => `Line ${i}.`).join('\n') })).toEqual([]);
  });

  it('writes every verdict in order, in the layout asked, with no key reaching a prototype', () => {
    const finals = writeStatementVerdicts({ kind: 'per_statement', unit: 'statement', style: 'final_verdicts' }, ['A.', 'B.'], [true, false], 'Why.');
    expect(finals).toMatch(/Final verdict for each statement in order: Yes\. No\.$/);
    const tags = writeStatementVerdicts({ kind: 'per_statement', unit: 'statement', style: 'tags', pass: '[Attributed]', fail: '[Not Attributed]' }, ['A.', 'B.\nC.'], [true, false], 'Why.')!;
    expect(tags.split('\n')).toEqual(['1. A. Why. So [Attributed]', '2. B. C. Why. So [Not Attributed]']);
    const json = writeStatementVerdicts({ kind: 'per_statement', unit: 'statement', style: 'json_list', listKey: 'statements', itemKeys: ['statement', 'reason', 'verdict', '__proto__'], values: 'binary' }, ['A.', 'B.'], [true, false], 'Why.')!;
    expect(JSON.parse(json)).toEqual({ statements: [{ statement: 'A.', reason: 'Why.', verdict: 1 }, { statement: 'B.', reason: 'Why.', verdict: 0 }] });
    expect(writeStatementVerdicts({ kind: 'per_statement', unit: 'statement', style: 'final_verdicts' }, ['A.'], [true, false], 'Why.')).toBeNull();
  });
});

describe('one bare verdict per line (held-out set 16 style)', () => {
  it('reads the glossed values and writes one per statement, in order, nothing else', () => {
    const text = 'For each claim below, say whether the notes support it.\nAnswer "Y" (yes) or "N" (no), one verdict per line, nothing else.\n\nNotes:\nThe shop opens at nine.\n\nClaims:\nThe shop opens at nine.\nThe shop sells bread.';
    const form = statementFormatOf(text);
    expect(form).toEqual({ kind: 'per_statement', unit: 'statement', style: 'lines', pass: 'Y', fail: 'N' });
    expect(writeStatementVerdicts(form!, ['The shop opens at nine.', 'The shop sells bread.'], [true, false], 'reason')).toBe('Y\nN');
  });
});
