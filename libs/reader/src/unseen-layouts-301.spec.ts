import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';
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
});
