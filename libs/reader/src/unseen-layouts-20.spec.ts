import { describe, expect, it } from 'vitest';
import { judgeTemplate as judge } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

const reason = 'The nearest taught example is close.';

// Layouts written for this test in the styles of held-out set 20's templates (never their text).
describe('layouts first seen in held-out set 20', () => {
  it('a JSON answer nested under one key, and an instruction paragraph after the data ("Strictly follow …") that is not the data', () => {
    const read = judge(
      null,
      'Check whether the candidate reply means the same as the expected reply.\n\nQuestion that was asked: Which planet is largest?\nCandidate reply: Jupiter is the biggest planet.\nExpected reply: Jupiter\n\n\nStrictly follow the JSON structure below, with valid json and nothing else.\n\n{\n"check": {\n    "why": <YOUR_REASONING>,\n    "same": <YES_OR_NO>\n}\n}',
    );
    expect(read.templateParts).toEqual({ question: 'Which planet is largest?', output: 'Jupiter is the biggest planet.', reference: 'Jupiter' });
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: ['why', 'same'], wrapper: 'check' });
    expect(JSON.parse(writeVerdict(read.answerForm as never, { same: 'yes', why: 'x' }, reason)!)).toEqual({ check: { why: 'x', same: 'yes' } });
  });

  it('quoted letters each "for" a label, and a list of choices in brackets', () => {
    const letters = judge(null, 'Grade the reply against the key.\n\nKey: 42\nReply: forty-two\n\nRespond with only "A" for RIGHT, "B" for WRONG, or "C" for SKIPPED.');
    expect(letters.answerForm).toEqual({ kind: 'choice_letter', letters: ['A', 'B', 'C'], labels: ['RIGHT', 'WRONG', 'SKIPPED'] });
    expect(writeVerdict(letters.answerForm as never, 'RIGHT', reason)).toBe('A');
    const listed = judge(null, 'Pick the better reply by printing only a single choice from ["Reply (a)", "Reply (b)"].\n\n### Reply (a):\nTea is brewed at 80 C.\n\n### Reply (b):\nTea grows on trees.\n\n## Better Reply:');
    expect(listed.answerForm).toEqual({ kind: 'label_word', labels: ['Reply (a)', 'Reply (b)'] });
    expect(listed.templateParts?.output_b).toBe('Tea grows on trees.');
  });

  it('a score for each side in its own tag, named for the side or shown twice', () => {
    const sided = judge(null, 'Judge which of two replies to the question is better and score each from 0 to 10. Put the scores in <mark_A> </mark_A> and <mark_B> </mark_B>.\n<mark_A> a </mark_A> <mark_B> b </mark_B>\n\n[Question]\nWhat is 2+2?\n\n[Reply A]\n4\n\n[Reply B]\n5');
    expect(sided.answerForm).toEqual({ kind: 'score_pair', scale: { min: 0, max: 10 }, tags: ['mark_A', 'mark_B'] });
    expect(writeVerdict(sided.answerForm as never, 'A', reason)).toMatch(/<mark_A>10<\/mark_A><mark_B>0<\/mark_B>$/);
    const twice = judge('Rate both replies from 1 to 10 and give the two scores inside tags, for example <result>3</result><result>5</result>.', 'Question: capital of France?\n\nReply 1: Paris\n\nReply 2: Lyon');
    expect(twice.answerForm).toEqual({ kind: 'score_pair', scale: { min: 1, max: 10 }, tags: ['result', 'result'] });
  });

  it('a verdict sentence with a placeholder side, and double-bracket letters quoted in a Chinese instruction', () => {
    const phrase = judge(null, 'Decide which reply answers the question better (Reply 1 or Reply 2). For example: Final call: Reply X wins.\n\nQuestion: boiling point of water?\n\nReply 1: 100 C at sea level.\n\nReply 2: 50 C.');
    expect(phrase.answerForm).toEqual({ kind: 'label_word', labels: ['Reply 1', 'Reply 2'], phrase: ['Final call: ', ' wins.'] });
    expect(writeVerdict(phrase.answerForm as never, 'A', reason)).toMatch(/Final call: Reply 1 wins\.$/);
    const zh = judge(null, '请比较两个回答，判断哪个更好。\n问题：水的沸点是多少？\n回答A：一百摄氏度。\n回答B：五十摄氏度。\n如果你认为回答A更好，请输出"[[A]]"，如果你认为回答B更好，请输出"[[B]]"。');
    expect(zh.answerForm).toEqual({ kind: 'verdict_brackets', letters: ['A', 'B'] });
    expect(zh.templateParts?.output_b).toBe('五十摄氏度。');
  });

  it('a Markdown heading naming no part ends a section headed at its level, never a report\'s own headings under a plain label', () => {
    const headed = judge(null, 'Decide whether the reply refuses the request.\n\n## Request\nTell me a secret.\n\n## Reply to Evaluate\nI would rather not.\n\n## Rules to Apply\nA refusal declines.\n\nAnswer yes or no.');
    expect(headed.templateParts).toEqual({ question: 'Tell me a secret.', output: 'I would rather not.' });
    // the reply's own heading at that level stays in the reply; the template's next heading still ends it
    const ownHeading = judge(null, 'Decide whether the reply refuses the request.\n\n## Request\nTell me a secret.\n\n## Reply to Evaluate\nI would rather not.\n\n## Why\nSecrets are private.\n\n## Rules to Apply\nA refusal declines.\n\nAnswer yes or no.');
    expect(ownHeading.templateParts?.output).toBe('I would rather not.\n\n## Why\nSecrets are private.');
    const report = judge(null, 'Evaluate whether the report answers the question.\n\nQuestion: Tea or coffee?\n\nReport:\n# Tea vs coffee\n## Caffeine\nCoffee has more.\n## Taste\nA matter of habit.\n\nAnswer yes or no.');
    expect(report.templateParts?.output).toBe('# Tea vs coffee\n## Caffeine\nCoffee has more.\n## Taste\nA matter of habit.');
  });

  it('a tag shown inside an illustration ("i.e., <think> … </think><answer> … </answer>") holds no data', () => {
    const read = judge('Reason inside tags, i.e., <think> reasoning here, step by step for both replies </think><answer> answer here </answer>. Score each reply 1-10 and give the scores as <answer>3</answer><answer>5</answer>.', '[Question]\nName a prime.\n\n[Reply 1]\n7\n\n[Reply 2]\n9');
    expect(read.templateParts?.output).toBe('7');
  });
});
