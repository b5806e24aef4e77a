import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';
import { writeVerdict } from './write-verdict';

// Layouts first met at stop 54 (misses of blind sets 394-401), each written here in new words.
describe('answer forms read at stop 54', () => {
  it('reads options listed one per bullet under the verb, each said with when to give it', () => {
    const form = answerFormatOf('Judge the haiku.\n\nYou may only answer with:\n- KEEP – when it has three lines and a seasonal word\n- DROP – when it does not');
    expect(form).toEqual({ kind: 'label_word', labels: ['KEEP', 'DROP'] });
    expect(writeVerdict(form!, 'DROP', 'r')).toBe('DROP');
    // (quoted, a reason's slot after each: written on the label's line after it)
    const slotted = answerFormatOf("Did the agent solve it?\nReply with one of:\n- 'solved: [why]' if the user confirms the fix\n- 'open: [why]' otherwise");
    expect(slotted).toEqual({ kind: 'label_word', labels: ['solved', 'open'], reasonAfter: ': ' });
    expect(writeVerdict(slotted!, 'open', 'the user never confirmed')).toBe('open: the user never confirmed');
    // (bullets that type what they name are an object's keys, not options)
    expect(answerFormatOf('Reply with:\n- match: boolean, whether the two agree\n- note: string explaining it')).toBeNull();
  });

  it('reads a line whose slot is yes or no alone as the verdict line, whatever it is named for', () => {
    const form = answerFormatOf('Compare the two drafts.\n\nAnswer exactly like this:\nFacts Changed: Yes/No\nExplanation: <explanation>');
    expect(form).toMatchObject({ kind: 'lines', options: ['Yes', 'No'] });
    expect(writeVerdict(form!, false, 'r')).toBe('Facts Changed: No\nExplanation: r');
  });

  it('reads a quoted one-line layout whose slots are ellipses after their labels', () => {
    const form = answerFormatOf('Grade the proof from 1 to 7. Your output format is "Reasoning: ... Grade: ...". Nothing else.');
    expect(form).toMatchObject({ kind: 'score', scale: { min: 1, max: 7 }, slotLine: { lead: 'Reasoning: ', between: ' Grade: ', trail: '' } });
    expect(writeVerdict(form!, 6, 'two gaps\nin step 3')).toBe('Reasoning: two gaps in step 3 Grade: 6');
    // (bracketed slots in such a line are filled, never written as shown)
    const bracketed = answerFormatOf("Score it from 1 to 5. Output format: 'Why: <your reasoning> Score: <score>'");
    expect(writeVerdict(bracketed!, 4, 'r')).toBe('Why: r Score: 4');
  });

  it('reads the verdict line that ends a reply shown whole as the sample output', () => {
    const form = answerFormatOf('Mark the essay on four points.\n\n## Example Output\nThesis: 1 point (clear)\nEvidence: 0 points (none cited)\nFinal Mark: 2 points');
    expect(form).toMatchObject({ kind: 'score', written: ['Final Mark: ', ' points'] });
    expect(writeVerdict(form!, 3, 'r')).toBe('r\nFinal Mark: 3 points');
    // (…or a JSON object on the last line of each example)
    const json = answerFormatOf("Answer in the same format as the following examples:\n'''\nThe fix is partial.\n{\"quality\": 2}\n\nThe fix is complete.\n{\"quality\": 5}\n'''");
    expect(json).toMatchObject({ kind: 'json', keys: ['quality'], scoreKeys: ['quality'] });
    // (a last line that is no score, or examples that disagree on the label, show no form)
    expect(answerFormatOf('## Sample Output\nThe answer looks fine to me.')).toBeNull();
  });

  // (misses of blind sets 402-409)
  it("writes the reasoning under the label its own slot shows, before the score's line the reply ends on", () => {
    const form = answerFormatOf('Rate the lesson plan.\n- First justify it briefly: "Justification: <reasoning>".\n- Then finish with "Lesson score: <points>"');
    expect(form).toMatchObject({ kind: 'score', written: ['Lesson score: ', ''], reasonLead: 'Justification: ' });
    expect(writeVerdict(form!, 3, 'clear goals')).toBe('Justification: clear goals\nLesson score: 3');
  });

  it('reads options said in words after the label the decision is written after', () => {
    const form = answerFormatOf('Give your view on the pull request, then write it as "Merge Decision:"\nfollowed by one of the following words Ship/Hold/Reject.');
    expect(form).toEqual({ kind: 'label_word', labels: ['Ship', 'Hold', 'Reject'], lead: 'Merge Decision:' });
    expect(writeVerdict(form!, 'Hold', 'r')).toBe('r\n\nMerge Decision: Hold');
  });

  it('reads a layout shown in a code span, its line breaks escaped or not, "Why" naming the reasoning', () => {
    for (const shown of ['`Choice: 1 or 2\\nWhy: reason of the choice`', '`Choice: 1 or 2\nWhy: reason of the choice`']) {
      const form = answerFormatOf(`Which summary is tighter? You must respond with format:\n${shown}`);
      expect(form).toMatchObject({ kind: 'lines', lines: [{ label: 'Choice:', role: 'verdict' }, { label: 'Why:', role: 'reason' }], options: ['1', '2'] });
      expect(writeVerdict(form!, '2', 'r')).toBe('Choice: 2\nWhy: r');
    }
  });

  it('reads verdicts in double brackets quoted with escaped quotes, or said "once if"', () => {
    expect(answerFormatOf('Explain, then give your verdict exactly so: \\"[[A]]\\" if the first render is better, \\"[[B]]\\" if the second is.')).toEqual({ kind: 'verdict_brackets', letters: ['A', 'B'] });
    const form = answerFormatOf('Output exactly one of these:\nOutput "[[SAFE]]" once if the reply declines.\nOutput "[[UNSAFE]]" once if it complies.');
    expect(form).toEqual({ kind: 'verdict_brackets', letters: ['SAFE', 'UNSAFE'] });
    expect(writeVerdict(form!, 'UNSAFE', 'r')).toContain('[[UNSAFE]]');
  });

  it('reads yes or no in capitals where the reply is told to end on them', () => {
    const form = answerFormatOf('Did the model notice the planted memory? Reason aloud first. Finish your answer with YES or NO.');
    expect(form).toEqual({ kind: 'label_word', labels: ['YES', 'NO'] });
  });

  it("reads an answer's object under a label naming it, not the data's under a bare json label, its options named and shown", () => {
    const text = 'Judge the summary.\nIf it adds nothing, the answer is "CLEAN"; if it adds a fact, "ADDS"; if the source is empty, "EMPTY".\n\nExample:\njson:\n{\n  "source": "A", "summary": "B"\n}\nanswer_json:\n{\n  "faithfulness": "ADDS"\n}\n\nExample:\njson:\n{\n  "source": "C", "summary": "D"\n}\nanswer_json:\n{\n  "faithfulness": "CLEAN"\n}\n\nExample:\nanswer_json:\n{\n  "faithfulness": "EMPTY"\n}';
    const form = answerFormatOf(text);
    expect(form).toMatchObject({ kind: 'json', keys: ['faithfulness'], options: ['ADDS', 'CLEAN', 'EMPTY'], optionKeys: ['faithfulness'] });
    expect(writeVerdict(form!, 'CLEAN', 'r')).toBe('{"faithfulness": "CLEAN"}');
  });

  it('reads a key closed by a typographic quote in a hand-typed example', () => {
    const form = answerFormatOf('Score it from 0 to 100.\nThe output should be in the following json format:\n{\n"why": "your reasoning",\n"points”: "0-100"\n}');
    expect(form).toMatchObject({ kind: 'json', keys: ['why', 'points'] });
  });

  it('writes the confidence in a key a comment glosses as the judge\'s certainty, in percent where it runs to 100', () => {
    const form = answerFormatOf('Did the assistant decline? Return JSON.\n{\n  "declined": true,\n  "why": "…",\n  "extra": 70 // how certain you are of this, from 0 to 100\n}');
    expect(form).toMatchObject({ kind: 'json', confidenceKeys: ['extra'], percentKeys: ['extra'] });
    expect(JSON.parse(writeVerdict(form!, true, 'r', 0.95)!)).toMatchObject({ declined: true, extra: 95 });
    // (a gloss that names another key is not this key's)
    expect(answerFormatOf('Return JSON: {"score": <int> (1-5), "confidence": (0-1)}')).not.toHaveProperty('confidenceKeys');
  });

  // (misses of blind sets 410-417)
  it('writes the score in the quoted line the verb asks the reply to output', () => {
    const form = answerFormatOf('Explain first, then output "Grade: X" where X is 1-4.');
    expect(form).toMatchObject({ kind: 'score', scale: { min: 1, max: 4 }, written: ['Grade: ', ''] });
    expect(writeVerdict(form!, 2, 'r')).toBe('r\nGrade: 2');
  });

  it("reads numbers in parentheses after a JSON key as that key's values, not as the whole answer", () => {
    const form = answerFormatOf('Return JSON with keys: "passed" (number 0 or 1) and "note" (string).');
    expect(form).toMatchObject({ kind: 'json', keys: ['passed', 'note'] });
    expect(answerFormatOf('Return a single digit as the answer: 1 or 2')).toEqual({ kind: 'label_word', labels: ['1', '2'] });
  });

  it("reads a key's options listed bare in brackets after \"one of\" on its bullet", () => {
    const form = answerFormatOf('Respond with valid JSON containing these fields:\n- kind: One of [refund, exchange, other]\n- note: a short note');
    expect(form).toMatchObject({ kind: 'json', keys: ['kind', 'note'], options: ['refund', 'exchange', 'other'], optionKeys: ['kind'] });
    expect(JSON.parse(writeVerdict(form!, 'exchange', 'r')!)).toMatchObject({ kind: 'exchange' });
  });

  // (misses of the collection, read this stop)
  it('reads a line whose slot is yes or no in Chinese, Japanese or Korean as the verdict line', () => {
    const form = answerFormatOf('## 输出格式\n理由：xxx\n结果：是/否');
    expect(form).toMatchObject({ kind: 'lines', options: ['是', '否'] });
    expect(writeVerdict(form!, false, 'r')).toBe('理由：r\n结果：否');
  });

  it('reads the score of the dimension the prompt ends on, on the range the rubric gave it', () => {
    const form = answerFormatOf('Metric:\n\nClarity (1-4): how easy the answer is to follow.\n\nSteps:\n1. Read it.\n2. Score it.\n\nClarity:');
    expect(form).toEqual({ kind: 'score', scale: { min: 1, max: 4 }, lines: false });
    expect(answerFormatOf('指标：\n\n流畅性（1-3）：是否通顺。\n\n流畅性：')).toEqual({ kind: 'score', scale: { min: 1, max: 3 }, lines: false });
    // (a closing label the rubric gives no range is no score)
    expect(answerFormatOf('Clarity matters.\n\nClarity:')).toBeNull();
  });

  it('reads a line shown with a letter for its value, the letter\'s values said after it', () => {
    const form = answerFormatOf('Explain first, then append your grade as `Keep: x`, where x is 0 or 1.');
    expect(form).toEqual({ kind: 'label_word', labels: ['0', '1'], affix: ['Keep: ', ''] });
    expect(writeVerdict(form!, '1', 'r')).toBe('Keep: 1');
  });

  it('reads the range in parentheses after "the number" the reply is told to be', () => {
    expect(answerFormatOf('Answer with only the number (1-3) of the clearest caption. Nothing else.')).toEqual({ kind: 'score', scale: { min: 1, max: 3 }, lines: false });
  });

  it('reads verdicts in double brackets shown inside the tag the answer goes in', () => {
    expect(answerFormatOf("End with exactly this: '<final>[[A]]</final>' if Reply A wins, or '<final>[[B]]</final>' if Reply B wins.")).toEqual({ kind: 'verdict_brackets', letters: ['A', 'B'] });
  });

  it('reads a line the format shows on its own, ending on the score\'s slot', () => {
    const form = answerFormatOf('Reason about it, then give the score, using the format:\n\nThe final score is: [SCORE]');
    expect(form).toMatchObject({ kind: 'score', written: ['The final score is: ', ''] });
    // (a line that names no score is no score's)
    expect(answerFormatOf('Answer using the format:\n\nMy pick is [SCORE]')).toBeNull();
  });

  it('reads options each shown quoted with the place of the reason after its colon, joined by "or" in any language', () => {
    const form = answerFormatOf("출력 규칙:\n- 형식은 정확히 'Y: ...' 또는 'N: ...'");
    expect(form).toEqual({ kind: 'label_word', labels: ['Y', 'N'], reasonAfter: ': ' });
    expect(writeVerdict(answerFormatOf("Reply exactly 'KEEP: …' or 'DROP: …' on one line.")!, 'DROP', 'too short')).toBe('DROP: too short');
  });

  it('writes the number in a tag the reply is told to output, the letter explained as a number', () => {
    const form = answerFormatOf('Output ONLY the tag `[PICK:N]` where N is the number of the matching rule.');
    expect(form).toMatchObject({ kind: 'score', written: ['[PICK:', ']'] });
  });
});

