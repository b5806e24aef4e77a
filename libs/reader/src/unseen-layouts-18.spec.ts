import { describe, expect, it } from 'vitest';
import { judgeTemplate as judge } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

const reason = 'The nearest taught example is close.';

// Layouts written for this test in the styles of held-out set 18's templates (never their text).
describe('layouts first seen in held-out set 18', () => {
  it('a tag label followed by a colon, the text on the lines below it; a labelled line with its options in parentheses', () => {
    const read = judge(
      'Compare the two completions of the chat below.\n\nAt the end, output your decision in the following format:\nWinner: X (X is A, B, or T, meaning A is better, B is better, or a tie)',
      '<dialogue>:\n<|user|>Name a prime number.<|assistant|>\n<Reply-A>:\nSeven.\n<Reply-B>:\nNine.\n',
    );
    expect(read.subject.output).toContain('Seven.');
    expect(read.subject.output).toContain('Nine.');
    expect(read.answerForm).toEqual({ kind: 'lines', lines: [{ label: '', role: 'reason' }, { label: 'Winner:', role: 'verdict' }], options: ['A', 'B', 'T'] });
    expect(writeVerdict(read.answerForm as never, 'B', reason)).toMatch(/\nWinner: B$/);
  });

  it('labels for the current and the labeled answer, and a question to the judge about what the model did', () => {
    const read = judge(
      null,
      'Please determine if the predicted answer matches the labeled answer.\n\nQuestion: Who painted the Mona Lisa?\n\nLabeled Answer: Leonardo da Vinci\n\nCurrent Answer: It was painted by Leonardo da Vinci.\n\nDid the model give an answer matching the labeled answer? Respond with "Match" if it does, or "Mismatch" if not.',
    );
    expect(read.subject).toEqual({ output: 'It was painted by Leonardo da Vinci.', question: 'Who painted the Mona Lisa?', reference: 'Leonardo da Vinci' });
    expect(read.answerForm).toEqual({ kind: 'label_word', labels: ['Match', 'Mismatch'] });
  });

  it('quoted options after "with exactly and only:", a retrieved section as context, a JSON key shown with a boolean', () => {
    const options = judge(null, 'Decide whether the section helps answer the query.\n\nRetrieved Section:\n```\nThe museum opens at nine.\n```\n\nUser Query:\n```\nWhen does the museum open?\n```\n\nRespond with EXACTLY AND ONLY: "Helps" or "Does not help"');
    expect(options.subject).toMatchObject({ question: 'When does the museum open?', context: 'The museum opens at nine.' });
    expect(options.answerForm).toEqual({ kind: 'label_word', labels: ['Helps', 'Does not help'] });
    const json = judge(null, 'Assess whether the answer is correct.\n\nQuestion: 2 + 2?\n\nReference Answer: 4\n\nCurrent Answer: four\n\nReturn your judgment in JSON format:\n{"is_right": true} means the answer is correct\n{"is_right": false} means it is not');
    expect(json.answerForm).toMatchObject({ kind: 'json', keys: ['is_right'], booleanKeys: ['is_right'] });
    expect(JSON.parse(writeVerdict(json.answerForm as never, true, reason)!)).toMatchObject({ is_right: true });
  });

  it('levels listed in double brackets, written after the words the format shows them after; options offered as "[[Yes]] or [[No]]"', () => {
    const levels = judge(
      null,
      'Judge whether the claim is backed by the excerpt. Use this scale:\n- [[Backed]] - the excerpt states the claim.\n- [[Not backed]] - it does not.\nGive the rating first, in the format "Verdict: [[...]] Why: ...".\n\n<claim>\nThe bridge opened in 1937.\n</claim>\n\n<excerpt>\nThe Golden Gate Bridge opened to traffic in May 1937.\n</excerpt>',
    );
    expect(levels.answerForm).toEqual({ kind: 'label_word', labels: ['Backed', 'Not backed'], wrap: 'double_brackets', lead: 'Verdict:' });
    expect(writeVerdict(levels.answerForm as never, 'Backed', reason)).toMatch(/\nVerdict: \[\[Backed\]\]$/);
    const yesNo = judge(null, 'Decide if the sentence states a fact (answer with [[Yes]] or [[No]]).\n\n<sentence>\nWater freezes at 0 °C.\n</sentence>');
    expect(yesNo.answerForm).toMatchObject({ kind: 'label_word', labels: ['Yes', 'No'], wrap: 'double_brackets' });
  });

  it('options told in Chinese with when each applies', () => {
    const read = judge(null, '请判断回答是否与[问题]相关，如果相关则回复“related”，不相关则回复“unrelated”。\n[问题]：明天会下雨吗？\n[回答]：明天有小雨，记得带伞。');
    expect(read.answerForm).toEqual({ kind: 'label_word', labels: ['related', 'unrelated'] });
    expect(read.subject).toMatchObject({ output: '明天有小雨，记得带伞。', question: '明天会下雨吗？' });
  });

  it('two answers asked to be told equivalent (not which is better): the second is the reference', () => {
    const read = judge('Decide whether two answers to a problem are the same value. Use your best judgement for units.', '\nProblem: What is half of 3?\nAnswer 1: 1.5\nAnswer 2: 3/2\n\nIs Answer 1 equivalent to Answer 2? Reply [[YES]] or [[NO]].');
    expect(read.subject).toMatchObject({ output: '1.5', reference: '3/2', question: 'What is half of 3?' });
    const pair = judge(null, 'Which answer is better?\nQuestion: What is half of 3?\nAnswer 1: 1.5\nAnswer 2: 3/2\nReply [[1]] if the first is better and [[2]] if the second is.');
    expect(pair.subject.reference).toBeUndefined();
  });

  it('a sentence the instruction names as judged, beside the response it comes from', () => {
    const read = judge(null, 'Determine whether this sentence needs a citation (answer with [[Yes]] or [[No]]).\n\n<question>\nSummarize the memo.\n</question>\n\n<response>\nThe memo is short. Sales rose 5% in May.\n</response>\n\n<sentence>\nSales rose 5% in May.\n</sentence>');
    expect(read.subject).toMatchObject({ output: 'Sales rose 5% in May.', context: 'The memo is short. Sales rose 5% in May.', question: 'Summarize the memo.' });
  });
});
