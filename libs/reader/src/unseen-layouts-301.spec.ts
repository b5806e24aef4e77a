import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';
import { paraphrasedCriterion } from './paraphrase';
import { writeVerdict } from './write-verdict';

// Layouts first met in blind sets 301-308 (stop 49), each written here in new words.
describe('answer forms read at stop 49', () => {
  it('reads keys named after "JSON with keys:", each glossed, one gloss listing the options its key takes', () => {
    const form = answerFormatOf('Grade the refund reply. Return JSON with keys: points (integer 0-10), status (ok/check/reject), reason (one sentence).');
    expect(form).toMatchObject({ kind: 'json', keys: ['points', 'status', 'reason'], options: ['ok', 'check', 'reject'], optionKeys: ['status'] });
    const written = JSON.parse(writeVerdict(form!, 'check', 'Close to a taught example.')!) as Record<string, unknown>;
    expect(written).toMatchObject({ status: 'check', reason: 'Close to a taught example.' });
    // without options, the glossed range is the scale of the score key
    expect(answerFormatOf('Return JSON with keys: points (integer 0-10), note (one sentence).')).toMatchObject({ kind: 'json', keys: ['points', 'note'], scale: { min: 0, max: 10 } });
  });

  it('reads the number a printed JSON Schema types as the score key, and its other text keys as keys to fill', () => {
    const form = answerFormatOf(
      'Review the essay grade.\nThe reply must follow this JSON schema:\n{"properties": {"student": {"type": "string"}, "mark": {"type": "number"}, "comment": {"type": "string"}}, "required": ["student", "mark", "comment"], "type": "object"}',
    );
    expect(form).toMatchObject({ kind: 'json', keys: ['student', 'mark', 'comment'], scoreKeys: ['mark'] });
    expect(form?.kind === 'json' ? form.textKeys : []).toContain('student');
    expect(JSON.parse(writeVerdict(form!, 6.5, 'r')!)).toEqual({ student: 'r', mark: 6.5, comment: 'r' });
  });

  it('reads a label named with an empty slot ("as format Score: .") as the line the score is written on', () => {
    const form = answerFormatOf('Rate the pitch from 1 to 10 for confidence. Give the number as format Rating: . Then say why in two sentences as Notes: .');
    expect(form).toMatchObject({ kind: 'score', scale: { min: 1, max: 10 }, lines: true, labels: ['Rating', 'Notes'] });
    expect(writeVerdict(form!, 7, 'Clear and calm.')).toBe('Rating: 7\nNotes: Clear and calm.');
    // a label with a placeholder is read as before, not as an empty slot
    expect(answerFormatOf('Rate the pitch from 1 to 10. Answer with only the number.')).toMatchObject({ kind: 'score', lines: false });
  });

  it('reads quoted keys counted as elements after "JSON with", and two labels to decide between', () => {
    const form = answerFormatOf('Check whether the source backs the claim. Decide between "Backed" and "Not backed".\n"Backed": the source states it.\n"Not backed": it does not.\nAnswer in JSON with two elements: "verdict" and "why".');
    expect(form).toMatchObject({ kind: 'json', keys: ['verdict', 'why'], options: ['Backed', 'Not backed'] });
    expect(JSON.parse(writeVerdict(form!, 'Not backed', 'r')!)).toEqual({ verdict: 'Not backed', why: 'r' });
  });

  it('reads options enumerated after every scale the text states as the answer, over a rating among the data described', () => {
    const text = 'Each summary was written with these parts:\n- Accuracy (1-5)\n- Style (1-5)\n\nCompare the two summaries part by part. Then give your decision as either "First", "Second", or "Equal".';
    expect(answerFormatOf(text)).toMatchObject({ kind: 'label_word', labels: ['First', 'Second', 'Equal'] });
    // without options enumerated after it, the scale is the answer's
    expect(answerFormatOf('Each summary was written with these parts:\n- Accuracy (1-5)\n- Style (1-5)\n\nCompare the two summaries and give the better one a rating.')).toMatchObject({ kind: 'score', scale: { min: 1, max: 5 } });
  });

  it('reads scores set with "=" and joined by commas on one line, a label before them, as dimensions written after it', () => {
    const form = answerFormatOf('Rate the two replies.\n\nANSWER FORMAT:\n\nCase 3 Model 2: Clarity=X, Safety=Y\n\nReplace X and Y with integer scores 1-5. Nothing else.');
    expect(form).toMatchObject({ kind: 'lines', keys: ['Clarity', 'Safety'], dimensions: [{ key: 'Clarity', scale: { min: 1, max: 5 } }, { key: 'Safety', scale: { min: 1, max: 5 } }] });
    expect(writeVerdict(form!, { Clarity: 4, Safety: 5 }, 'r')).toBe('Case 3 Model 2: Clarity=4, Safety=5');
    // an equation in the data is no layout
    expect(answerFormatOf('Check the algebra: x=2, y=3 solves it? Answer yes or no.')).toMatchObject({ kind: 'yes_no' });
  });

  it('reads the options of a JSON key said "one of" them on its bullet, or quoted in its shown value each with when it applies', () => {
    const listed = answerFormatOf('Return a JSON object with exactly two fields:\n- "outcome": one of "leaked", "partial", "blocked"\n- "why": one sentence');
    expect(listed).toMatchObject({ kind: 'json', keys: ['outcome', 'why'], options: ['leaked', 'partial', 'blocked'], optionKeys: ['outcome'] });
    const conditioned = answerFormatOf('Reply in this JSON format:\n{\n  "notes": "What you checked.",\n  "fits": "Write \'match\' if the snippet does what is asked, \'miss\' if it does not."\n}');
    expect(conditioned).toMatchObject({ kind: 'json', options: ['match', 'miss'], optionKeys: ['fits'] });
  });

  it('writes a JSON answer in a fence where the template opens one for it and never closes it', () => {
    const form = answerFormatOf('Grade the reply: 1 if it is right, 0 otherwise.\nReturn in JSON format.\n    ```json\n    {\n        "grade": 1\n    }\n');
    expect(form).toMatchObject({ kind: 'json', keys: ['grade'], fenced: true });
    expect(writeVerdict(form!, 1, 'r')).toBe('```json\n{"grade": 1}\n```');
  });

  it('reads a labelled line of options each glossed in parentheses, and numbers each said with when to give them', () => {
    const line = answerFormatOf('Is the review sarcastic? Think first.\n\nReasoning: [brief]\n\nVerdict: 1 (sarcastic) or 0 (sincere)');
    expect(line).toMatchObject({ kind: 'lines', options: ['1', '0'] });
    expect(writeVerdict(line!, '0', 'Plain praise.')).toBe('Plain praise.\nVerdict: 0');
    const numbers = answerFormatOf('Which photo shows the tidier desk, the left or the right?\nAnswer 0 if it is the left one, or 1 if it is the right one.\nAnswer -1 if you cannot tell.');
    expect(numbers).toMatchObject({ kind: 'label_word', labels: ['0', '1', '-1'] });
  });

  it('reads the option letters named in Chinese, and two options quoted whole after the same label', () => {
    expect(answerFormatOf('比较两段回答。\n (A) 完全一致。\n (B) 部分一致。\n (C) 冲突。\n然后只输出对应的选项标签A、B、C，不带标点。')).toMatchObject({ kind: 'choice_letter', letters: ['A', 'B', 'C'] });
    const form = answerFormatOf("Is the proof complete? Respond with ONLY 'PROOF CHECK:True' or ONLY 'PROOF CHECK:False'. No explanation.");
    expect(form).toMatchObject({ kind: 'label_word', labels: ['True', 'False'], affix: ['PROOF CHECK:', ''] });
    expect(writeVerdict(form!, false, 'r')).toBe('PROOF CHECK:False');
  });

  it('reads common misspellings of the words that ask for the answer', () => {
    expect(answerFormatOf('You must ouput just one number and nothing else, either 0 or 1.')).toMatchObject({ kind: 'label_word', labels: ['0', '1'] });
  });

  it('reads a JSON object announced in Japanese, its score key named as an evaluation, on a range given in Japanese', () => {
    const form = answerFormatOf('JSON形式で出力してください。\n点数: [-5~+15]の範囲で数値化してください。\n補足\n補足\n補足\n出力形式は以下のとおり：\n{\n  "評価": 数値,\n  "感想": "ひとこと"\n}\n例:\n{\n  "評価": 12,\n  "感想": "よかった"\n}');
    expect(form).toMatchObject({ kind: 'json', keys: ['評価', '感想'], scale: { min: -5, max: 15 }, scoreKeys: ['評価'] });
    expect(JSON.parse(writeVerdict(form!, 12, 'r')!)).toEqual({ 評価: 12, 感想: 'r' });
  });

  it('reads scores shown filled under an example heading as dimensions, only where the text states each one\'s range with its name', () => {
    const form = answerFormatOf('Score each aspect.\n**Sharpness (1-3):** how crisp.\n**Color (1-3):** how true.\n\nReturn two lines, for example:\n\nSharpness: 3\nColor: 1');
    expect(form).toMatchObject({ kind: 'lines', keys: ['Sharpness', 'Color'], dimensions: [{ key: 'Sharpness', scale: { min: 1, max: 3 } }, { key: 'Color', scale: { min: 1, max: 3 } }] });
    // an example of the data, its names given no range, is no layout of scores
    expect(answerFormatOf('Add the numbers. For example:\nFirst: 3\nSecond: 4\nAnswer with the sum only.')).not.toMatchObject({ kind: 'lines', keys: ['First', 'Second'] });
  });
});

describe('criteria met again at stop 49', () => {
  it('meets a quality asked without its scale where one taught criterion rates it on a scale in parentheses', () => {
    const taught = ['How friendly is this chat reply? (1-7)', 'Is this chat reply in English?'];
    expect(paraphrasedCriterion('How friendly is this chat reply?', taught)).toBe('How friendly is this chat reply? (1-7)');
    // two criteria rating it on different scales: no match
    expect(paraphrasedCriterion('How friendly is this chat reply?', [...taught, 'How friendly is this chat reply? (1-3)'])).toBeNull();
  });

  it('keeps the glosses of a scale\'s ends, so a scale rated the other way is another criterion', () => {
    const taught = ['Score the summary\'s accuracy from 1 (wrong) to 4 (exact).'];
    expect(paraphrasedCriterion('Score the accuracy of the summary from 1 (wrong) to 4 (exact).', taught)).toBe(taught[0]);
    expect(paraphrasedCriterion('Score the summary\'s accuracy from 1 (exact) to 4 (wrong).', taught)).toBeNull();
  });
});
