import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';
import { judgeTemplate as judge } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

// Layouts first met at stop 60 (misses of blind sets 587-609), each written here in new words.
describe('answer forms read at stop 60', () => {
  it('reads options written in CJK brackets or corner quotes before "one of them"', () => {
    expect(answerFormatOf('回答の冒頭に【適合】【不適合】【要確認】のいずれかを書き、続けて理由を述べてください。')).toEqual({ kind: 'label_word', labels: ['適合', '不適合', '要確認'] });
    expect(answerFormatOf('请从「通过」「驳回」中选择一个作为结论。')).toEqual({ kind: 'label_word', labels: ['通过', '驳回'] });
    // (brackets that only name sections ask for nothing)
    expect(answerFormatOf('【問題】と【回答】を読んでください。')).toBeNull();
  });

  it('reads the one key a JSON answer is said to contain as a string', () => {
    expect(answerFormatOf('Give a JSON formatted response, containing the string "Approved", followed by a boolean True/False. Do not add any other text.')).toMatchObject({ kind: 'json', keys: ['Approved'] });
  });

  it('reads a line whose slot lists its levels with commas and "or", or gives them as examples after the slot', () => {
    const listed = answerFormatOf('Reply in this format:\n**Level:** [Novice, Competent, Proficient or Expert]\n**Comment:** [one line]');
    expect(listed).toEqual({ kind: 'lines', lines: [{ label: '**Level:**', role: 'verdict' }, { label: '**Comment:**', role: 'reason' }], options: ['Novice', 'Competent', 'Proficient', 'Expert'] });
    expect(writeVerdict(listed!, 'Expert', 'r')).toBe('**Level:** Expert\n**Comment:** r');
    expect(answerFormatOf('Use this layout:\n**Band:** [Band name] (e.g., Strong (3), Adequate (2), Weak (1))\n**Notes:** [what you saw]')).toMatchObject({ kind: 'lines', options: ['Strong (3)', 'Adequate (2)', 'Weak (1)'] });
    // (a list in square brackets without "or" is data: "Tags: [red, green, blue]")
    expect(answerFormatOf('Reply in this format:\nTags: [red, green, blue]\nComment: [one line]')).toBeNull();
  });

  it("reads a grade's line that names its levels in words as a line of options, not a score", () => {
    expect(answerFormatOf('Use this format:\nGrade: [Excellent/Adequate/Poor]\nReason: [one sentence]')).toEqual({
      kind: 'lines',
      lines: [{ label: 'Grade:', role: 'verdict' }, { label: 'Reason:', role: 'reason' }],
      options: ['Excellent', 'Adequate', 'Poor'],
    });
    // (a range in its slot is still a score)
    expect(answerFormatOf('Use this format:\nGrade: [1-10]\nReason: [one sentence]')).toMatchObject({ kind: 'score', scale: { min: 1, max: 10 } });
  });

  it("does not take the line of what the grader doubts for the verdict, and keeps the grade's own top", () => {
    const prompt = 'CERTAINTY (0-1):\n- 0.8-1.0: legible\n- 0.0-0.7: unsure\n\nRESPONSE FORMAT (exactly):\nMARK: <mark>/4.0\nCERTAINTY: <0.0-1.0>\nDOUBT_KIND: <none|blurry|partial|other>\nCOMMENT: <what is wrong>';
    expect(answerFormatOf(prompt)).toMatchObject({ kind: 'score', scale: { min: 0, max: 4 }, written: ['MARK: ', '/4'] });
  });

  it('reads the options glossed in parentheses before the tag the verdict goes in', () => {
    expect(answerFormatOf('Put your reasoning inside <why> tags, then your judgement (either SAFE or UNSAFE) inside <judgement> tags.')).toEqual({
      kind: 'label_word',
      labels: ['SAFE', 'UNSAFE'],
      tags: { verdict: 'judgement', reasons: ['why'] },
    });
  });

  it('does not take a line filled only in one case for the verdict', () => {
    const form = answerFormatOf('Answer EXACTLY like this:\nIS_SPAM: [yes/no]\nREASON: [short]\nWORSE_PART: [subject/body/both] (if spam, where it shows)');
    expect(form).toMatchObject({ kind: 'lines', options: ['yes', 'no'] });
    expect(form?.kind === 'lines' && form.lines.find((l) => l.role === 'verdict')?.label).toBe('IS_SPAM:');
  });

  it('writes the review line a format shows beside its verdict line', () => {
    const form = answerFormatOf('Output Format:\n- Verdict: [original / derivative]\n- Review: The work is [original / derivative] because...');
    expect(form).toEqual({ kind: 'lines', lines: [{ label: 'Verdict:', role: 'verdict' }, { label: 'Review:', role: 'reason' }], options: ['original', 'derivative'] });
  });

  it('reads blank labelled lines ending on a score whose range the label glosses', () => {
    const form = answerFormatOf('Please give your critique, advice and score, in the format of\nCritique: \nAdvice: \nScore (0-10): ');
    expect(form).toEqual({ kind: 'lines', lines: [{ label: 'Critique:', role: 'reason' }, { label: 'Advice:', role: 'reason' }, { label: 'Score (0-10):', role: 'verdict' }], options: [], scale: { min: 0, max: 10 } });
    expect(writeVerdict(form!, 7, 'r')).toBe('Critique: r\nAdvice: r\nScore (0-10): 7');
  });

  it('does not read a preposition as the key of "JSON format with the following fields in the order"', () => {
    const form = answerFormatOf('Give the assessment in JSON format with the following fields in the order:\n- "Clarity": A rating from 1 to 5.\n- "Verdict": Accept or Reject.');
    expect(form).toMatchObject({ kind: 'json', keys: ['Clarity', 'Verdict'] });
  });

  it('answers the question worked examples answer on its line, whatever formats their data states', () => {
    const prompt = 'Is each request something a calculator can do?\n\nRequest: Add 4 and 9. Output the sum only.\nCalculator task? Yes\n\nRequest: Write a haiku. Answer "short" or "long".\nCalculator task? No\n\nRequest: Halve 18.\nCalculator task? Yes\n\nRequest: Summarize the news in one line.\nCalculator task?';
    expect(judge(null, prompt).answerForm).toEqual({ kind: 'label_word', labels: ['Yes', 'No'] });
  });

  it("reads the answer's keys listed under the object, not an object shown as one listed key's value", () => {
    const read = judge(
      'Return your analysis in JSON format with:\n{\n  "status": "ok" | "revise",\n  "scores": {"clarity": float, "tone": float},\n  "issues": [{"phrase": str}]\n}',
      'Check this copy:\nOur new blend is the best ever!\n\nReturn JSON with:\n1. "status": Overall status ("ok" or "revise")\n2. "scores": Score each {"clarity": float, "tone": float}\n3. "issues": Array of issues',
    );
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: ['status', 'scores', 'issues'], options: ['ok', 'revise'] });
  });

  it('reads a quoted placeholder that names its numbers as a score key, not a quoted one that names none', () => {
    expect(answerFormatOf('Answer in this JSON format:\n{\n"why": "your reasoning",\n"flag": "<binary score (0 or 1)> (int). 1 if the answer matches"\n}')).toMatchObject({ kind: 'json', keys: ['why', 'flag'], scoreKeys: ['flag'] });
    expect(answerFormatOf('Say "PASS" if the answer holds and "FAIL" if not. Answer in JSON: {"why": "<reasoning>", "grade": "<final grade>"}')).toMatchObject({ kind: 'json', options: ['PASS', 'FAIL'] });
  });

  it('reads three or more words after "one word:" in any case', () => {
    expect(answerFormatOf('On the first line write exactly one word: keep, review, or drop (drop only when certain).')).toEqual({ kind: 'label_word', labels: ['keep', 'review', 'drop'] });
  });

  it('reads the values a sentence quotes each before the case it is answered in', () => {
    expect(answerFormatOf("Decide whether the date is valid. Your reply should be 'Y' when the date is valid and 'N' when it is not.")).toEqual({ kind: 'label_word', labels: ['Y', 'N'] });
    // (one quoted value alone names no options)
    expect(answerFormatOf("Reply 'stop' if the text is spam.")).toBeNull();
  });

  it('reads options each glossed with what it stands for after "one token", and three quoted after "the answer should be"', () => {
    expect(answerFormatOf('Reply in one token (up for a rise, down for a fall, or flat for no change):')).toEqual({ kind: 'label_word', labels: ['up', 'down', 'flat'] });
    expect(answerFormatOf("Tag the tone of the email. The answer should be exact 'formal', 'casual' or 'rude'.")).toEqual({ kind: 'label_word', labels: ['formal', 'casual', 'rude'] });
  });
});
