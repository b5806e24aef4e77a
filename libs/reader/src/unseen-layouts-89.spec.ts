import { describe, expect, it } from 'vitest';
import { readJudgement, readMessagesRequest } from './index';
import { answerFormatOf } from './answer-format';
import { readLabel } from './template-labels';
import { writeVerdict } from './write-verdict';

// Layouts written for this test (never a fixture's text), read the way stop 38's rules read them.
const reason = 'Because.';

describe('section labels whose participle follows the noun', () => {
  it('"ANSWER_PROVIDED", "Response given" and "Summary generated" name the output; "EXPECTED_TASK" the criterion', () => {
    expect(readLabel('ANSWER_PROVIDED').role).toBe('output');
    expect(readLabel('Response given').role).toBe('output');
    expect(readLabel('SUMMARY_GENERATED').role).toBe('output');
    expect(readLabel('EXPECTED_TASK').role).toBe('criterion');
    expect(readLabel('Expected behaviour').role).toBe('criterion');
    // a participle that is not one of them leaves the label unread
    expect(readLabel('ANSWER_DELETED').role).toBeNull();
  });

  it('a whole template in that style is read by its sections', () => {
    const user = 'You grade a support macro against the EXPECTED_BEHAVIOUR below.\n\nReply with APPROVED or REJECTED (capitals), then one line of why.\n\nEXPECTED_BEHAVIOUR:\n"""Apologises once and offers a replacement"""\n\nREPLY_GIVEN:\n"""Sorry about that! A new kettle ships today."""';
    const read = readJudgement(readMessagesRequest({ system: null, messages: [{ role: 'user', content: user }], schema: null }).request, true, () => undefined);
    expect(read.criterion).toContain('Apologises once and offers a replacement');
    expect(read.templateParts?.output).toBe('Sorry about that! A new kettle ships today.');
    expect(read.answerForm).toMatchObject({ kind: 'label_word', labels: ['APPROVED', 'REJECTED'] });
  });
});

describe('a JSON key offered bare numbers', () => {
  it('`"pick": 1 | 2 | 3` takes one of the numbers, written as a number', () => {
    const form = answerFormatOf('Compare the three headlines for the article.\nReturn only JSON:\n{\n  "pick": 1 | 2 | 3,\n  "why": "one sentence"\n}');
    expect(form).toMatchObject({ kind: 'json', keys: ['pick', 'why'], options: ['1', '2', '3'] });
    expect(JSON.parse(writeVerdict(form!, '2', reason)!)).toEqual({ pick: 2, why: reason });
  });

  it('`"flag": 0 or 1` too; a number followed by words is not an alternative', () => {
    expect(answerFormatOf('Answer in JSON: {"flag": 0 or 1, "note": "short"}')).toMatchObject({ options: ['0', '1'] });
    expect(answerFormatOf('Answer in JSON: {"count": 3, "note": "or 4 words"}')).not.toMatchObject({ options: ['3', '4'] });
  });
});

describe('values a bracketed slot gives as examples', () => {
  it('"Winner: [draft number, e.g., 1, 2, or 3]" offers the three numbers', () => {
    const form = answerFormatOf('Read the drafts and pick the clearest.\n\nRespond exactly as:\nWinner: [draft number, e.g., 1, 2, or 3]\nWhy: [two sentences]');
    expect(form).toMatchObject({ kind: 'lines', options: ['1', '2', '3'] });
    expect(writeVerdict(form!, '3', reason)).toBe('Winner: 3\nWhy: Because.');
  });

  it('"such as" lists words as well; a slot without examples offers none', () => {
    expect(answerFormatOf('Output:\nTone: [one word such as calm, tense or angry]\nReason: [why]')).toMatchObject({ kind: 'lines', options: ['calm', 'tense', 'angry'] });
    expect(answerFormatOf('Output:\nTone: [one word describing the tone]\nReason: [why]')).not.toMatchObject({ options: ['one'] });
  });
});
