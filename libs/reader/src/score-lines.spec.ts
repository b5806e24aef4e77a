import { describe, expect, it } from 'vitest';
import { answerFormatOf, type AnswerFormat } from './answer-format';
import { readMessagesRequest } from './interfaces';
import { readJudgement, readTaughtRequest } from './reasoning-read';
import { scoreLines } from './score-lines';
import { writeVerdict } from './write-verdict';

// Layouts written for this test (never a fixture's text).
describe('several scores asked on labelled lines', () => {
  it('reads each score line as a dimension on the range its slot shows, the other lines as the reasoning', () => {
    const text = 'Grade the summary.\n\nRespond in exactly this format:\n\nFIDELITY: <0-4>\nBREVITY: <0-4>\nTONE: [1-10]\nWHY: <one or two sentences>';
    expect(scoreLines(text, null)).toEqual({
      lines: [
        { label: 'FIDELITY:', role: 'verdict', key: 'FIDELITY' },
        { label: 'BREVITY:', role: 'verdict', key: 'BREVITY' },
        { label: 'TONE:', role: 'verdict', key: 'TONE' },
        { label: 'WHY:', role: 'reason', key: 'WHY' },
      ],
      keys: ['FIDELITY', 'BREVITY', 'TONE', 'WHY'],
      dimensions: [
        { key: 'FIDELITY', scale: { min: 0, max: 4 }, integer: true },
        { key: 'BREVITY', scale: { min: 0, max: 4 }, integer: true },
        { key: 'TONE', scale: { min: 1, max: 10 }, integer: true },
      ],
      joiner: '\n',
    });
  });

  it('takes the prompt scale for a slot that names a score, and keeps double brackets and a score "out of"', () => {
    const one = scoreLines('Rate each from 1 to 5.\nClarity: [score]\nDepth: [score]', { min: 1, max: 5 });
    expect(one?.dimensions).toEqual([
      { key: 'Clarity', scale: { min: 1, max: 5 }, integer: true },
      { key: 'Depth', scale: { min: 1, max: 5 }, integer: true },
    ]);
    const brackets = scoreLines('State the scores strictly as: "Safety: [[<score>]], Cost: [[<score>]]"', { min: 1, max: 10 });
    expect(brackets?.joiner).toBe(', ');
    expect(brackets?.lines.map((l) => l.wrap)).toEqual([
      ['[[', ']]'],
      ['[[', ']]'],
    ]);
    expect(scoreLines('Use:\nLOGIC: x/4\nSTYLE: x/4', null)?.dimensions.map((d) => d.scale)).toEqual([
      { min: 0, max: 4 },
      { min: 0, max: 4 },
    ]);
  });

  it('reads the explanation a score line carries after it ("Relevance: [Score] - [Explanation]")', () => {
    const form = answerFormatOf('Score each aspect from 1 to 5 and explain briefly:\n\nGrounding: [Score] - [Explanation]\nCoverage: [Score] - [Explanation]');
    expect(writeVerdict(form!, { Grounding: 4, Coverage: 2 }, 'Mostly sourced.')).toBe('Grounding: 4 - Mostly sourced.\nCoverage: 2 - Mostly sourced.');
  });

  it('is no layout of dimensions for one score line, two sides of a pair, or lines with no slot', () => {
    expect(scoreLines('Score: <1-5>\nReason: <why>', null)).toBeNull();
    expect(scoreLines('Answer A score: <1-10>\nAnswer B score: <1-10>', null)).toBeNull();
    expect(scoreLines('Name: Ada\nRole: engineer\nTeam: core', null)).toBeNull();
  });

  it('writes a verdict object of every score line, and nothing for a lone value', () => {
    const form = answerFormatOf('Respond in exactly this format:\nACCURACY: <1-5>\nSTYLE: <1-5>\nNOTES: <short>') as AnswerFormat;
    expect(form).toMatchObject({ kind: 'lines', keys: ['ACCURACY', 'STYLE', 'NOTES'] });
    expect(writeVerdict(form, { ACCURACY: 5, STYLE: 3 }, 'Right, a bit stiff.')).toBe('ACCURACY: 5\nSTYLE: 3\nNOTES: Right, a bit stiff.');
    expect(writeVerdict(form, 4, 'One value.')).toBeNull();
    expect(writeVerdict(form, { ACCURACY: 5 }, 'A score missing.')).toBeNull();
    // a text line the verdict holds is written as taught
    expect(writeVerdict(form, { ACCURACY: 2, STYLE: 2, NOTES: 'none' }, 'Why.')).toBe('ACCURACY: 2\nSTYLE: 2\nNOTES: none');
  });

  it('teaches a filled template score line by score line, its reasoning set aside, under the key a judge call reads', () => {
    const prompt = (reply: string) => `Evaluate the agent reply.\n\nReply: ${reply}\n\nRespond in exactly this format:\nEMPATHY: <1-5>\nRESOLUTION: <1-5>\nREASONING: <one sentence>`;
    const request = readMessagesRequest({ system: null, messages: [{ role: 'user', content: prompt('So sorry! I have refunded you in full.') }] }).request;
    const taught = readTaughtRequest(request, { EMPATHY: 5, RESOLUTION: 4, REASONING: 'Kind and it fixes it.' });
    expect(taught.schema).toEqual({ type: 'object', properties: { EMPATHY: { type: 'integer', minimum: 1, maximum: 5 }, RESOLUTION: { type: 'integer', minimum: 1, maximum: 5 } } });
    expect(taught.answer).toEqual({ EMPATHY: 5, RESOLUTION: 4 });
    const judged = readJudgement(request, true, () => taught.schema);
    expect(judged.criterion).toBe(taught.criterion);
    expect(writeVerdict(judged.answerForm as AnswerFormat, { EMPATHY: 5, RESOLUTION: 4 }, 'Because.')).toBe('EMPATHY: 5\nRESOLUTION: 4\nREASONING: Because.');
  });
});

describe('several scores each in a tag of its own (stop 40)', () => {
  it('reads tags shown with a number or a slot as dimensions, and writes each score in its tag', () => {
    const form = answerFormatOf('Rate the essay on four properties from 0 to 9. Format the result in XML, as follows:\n<clarity>7</clarity>\n<depth>4</depth>\n<style>score</style>') as AnswerFormat;
    expect(form).toMatchObject({ kind: 'lines', keys: ['clarity', 'depth', 'style'], dimensions: [{ key: 'clarity', scale: { min: 0, max: 9 } }, { key: 'depth' }, { key: 'style' }] });
    expect(writeVerdict(form, { clarity: 8, depth: 5, style: 6 }, 'Clear.')).toBe('<clarity>8</clarity>\n<depth>5</depth>\n<style>6</style>');
  });

  it('is no layout of scores for tags that hold texts or reasoning', () => {
    expect(scoreLines('<reasoning>…</reasoning>\n<answer>yes</answer>', null)).toBeNull();
  });
});
