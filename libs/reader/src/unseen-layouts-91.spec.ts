import { describe, expect, it } from 'vitest';
import { answerFormatOf, scaleOf } from './answer-format';
import { writeVerdict } from './write-verdict';

// Layouts written for this test (never a fixture's text), read the way stop 38's rules read them (sets 91 and 92).
const reason = 'Because.';

describe('options one per line under an instruction that asks for one of them', () => {
  it('"Answer with a single word:" then the words, a blank line allowed before them', () => {
    const form = answerFormatOf('Decide whether the review is spam.\n\nAnswer with a single word:\nSPAM\nHAM\n\nReview: "Great blender!"');
    expect(form).toEqual({ kind: 'label_word', labels: ['SPAM', 'HAM'] });
    expect(answerFormatOf('Classify the ticket. Return exactly one category from this list:\n\nBILLING\nSHIPPING\nACCOUNT_ACCESS\n\nDefinitions follow.')).toEqual({ kind: 'label_word', labels: ['BILLING', 'SHIPPING', 'ACCOUNT_ACCESS'] });
  });

  it('sentences on the lines below are no options', () => {
    expect(answerFormatOf('Answer with one word:\nThe ticket is about a refund.\nIt arrived late.')).not.toMatchObject({ labels: expect.arrayContaining(['The']) });
  });
});

describe('the options an answer tag is shown holding', () => {
  it('"<Decision>\\n[APPROVE/REJECT]\\n</Decision>" takes one of them, in its tag', () => {
    const form = answerFormatOf('Review the pull request.\n\nAnswer in this structure:\n<Analysis>\n(your analysis)\n</Analysis>\n<Decision>\n[APPROVE/REJECT]\n</Decision>');
    expect(form).toMatchObject({ kind: 'label_word', labels: ['APPROVE', 'REJECT'], tags: { verdict: 'Decision' } });
    expect(writeVerdict(form!, 'REJECT', reason)).toContain('<Decision>REJECT</Decision>');
  });
});

describe('a labelled line quoted whole with each of three or more values', () => {
  it('\'"Status: ok" / "Status: warn" / "Status: fail"\' is one line and its options', () => {
    const form = answerFormatOf('Check the deployment log, explain briefly, then end with "Status: ok" / "Status: warn" / "Status: fail".');
    expect(form).toEqual({ kind: 'lines', lines: [{ label: '', role: 'reason' }, { label: 'Status:', role: 'verdict' }], options: ['ok', 'warn', 'fail'] });
    expect(writeVerdict(form!, 'warn', reason)).toBe('Because.\nStatus: warn');
  });

  it('different labels are not one line', () => {
    expect(answerFormatOf('Write "Tone: calm" / "Length: short" as you see fit.')).not.toMatchObject({ kind: 'lines' });
  });
});

describe("a format line whose value is two words quoted together", () => {
  it('\'Leak found: "Yes/No"\' under "Use this format:" is the verdict line', () => {
    const form = answerFormatOf('Look for leaked secrets in the diff.\n\nUse this format:\n\nDiff summary: "summary"\nReasoning: "reasoning"\nLeak found: "Yes/No"');
    expect(form).toMatchObject({ kind: 'lines', options: ['Yes', 'No'] });
    expect(writeVerdict(form!, 'Yes', reason)).toMatch(/Leak found: Yes$/);
  });
});

describe('the one JSON key shown with a number, its range glossed with its values', () => {
  it('`"risk": 0.0` with "risk=0.0 means … risk=1.0 means …" is a score on 0-1 in that key', () => {
    const form = answerFormatOf('Estimate the fraud risk.\nrisk=0.0 means clearly legitimate\nrisk=1.0 means certain fraud\n\nOutput JSON only:\n{\n  "signal": "fraud",\n  "risk": 0.0,\n  "spans": [],\n  "notes": ""\n}');
    expect(form).toMatchObject({ kind: 'json', scale: { min: 0, max: 1 }, scoreKeys: ['risk'] });
    expect(JSON.parse(writeVerdict(form!, 0.8, reason)!)).toMatchObject({ risk: 0.8 });
  });
});

describe('a bare number asked for from … to, in Spanish, French, German and Portuguese', () => {
  it('the range and the number alone', () => {
    expect(answerFormatOf('Devuelve solo un número entero del 0 al 7, sin explicación.')).toEqual({ kind: 'score', scale: { min: 0, max: 7 }, lines: false });
    expect(answerFormatOf('Réponds uniquement par une note de 1 à 4.')).toEqual({ kind: 'score', scale: { min: 1, max: 4 }, lines: false });
    expect(answerFormatOf('Gib nur eine Zahl von 0 bis 3 aus.')).toEqual({ kind: 'score', scale: { min: 0, max: 3 }, lines: false });
    expect(answerFormatOf('Responda apenas com uma nota de 1 a 10.')).toEqual({ kind: 'score', scale: { min: 1, max: 10 }, lines: false });
  });

  it('a year range is no scale', () => {
    expect(scaleOf('El número de visitantes creció del 2010 al 2020.')).toBeNull();
  });
});
