import { describe, expect, it } from 'vitest';
import { answerFormatOf, type AnswerFormat } from './answer-format';
import { judgeTemplate as judge } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

// Layouts first met at stop 55 (misses of blind sets 418-425 and of the collection), each written here in new words.
describe('answer forms read at stop 55', () => {
  it("reads the range a score's slot shows and the reason's label on the line under it", () => {
    const form = answerFormatOf('Check the summary against the article.\n\nUse this format:\nRating: [1 to 10]\nRationale: [two sentences at most]');
    expect(form).toMatchObject({ kind: 'score', scale: { min: 1, max: 10 }, lines: true, labels: ['Rating', 'Rationale'] });
    expect(writeVerdict(form!, 7, 'r')).toBe('Rating: 7\nRationale: r');
    // (…a decimal range in angle brackets)
    expect(answerFormatOf('Reply in the format:\nScore: <0.0-1.0>\nExplanation: <why>')).toMatchObject({ scale: { min: 0, max: 1 }, labels: ['Score', 'Explanation'] });
  });

  it('reads the values a label key may take from the worked examples when the prompt names the key alone', () => {
    const read = judge(
      null,
      'Decide whether the review praises the hotel, complains about it, or neither.\n\nReview: The pool was lovely.\nLabel: praise.\n\nReview: Noisy rooms all night.\nLabel: complaint\n\nReview: We stayed two nights.\nLabel: neither\n\nReply in JSON with a single key "verdict".\nReview: The breakfast was cold and late.\nLabel:',
    );
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: ['verdict'], options: ['praise', 'complaint', 'neither'] });
    expect(writeVerdict(read.answerForm as AnswerFormat, 'complaint', 'r')).toContain('"verdict": "complaint"');
  });

  it('reads numbers listed as the only allowed answers: written as listed when they carry a decimal point', () => {
    const form = answerFormatOf('Grade the translation.\nValid ratings are only:\n0.0, 0.5, 1.0\nGive no explanation.');
    expect(form).toEqual({ kind: 'label_word', labels: ['0.0', '0.5', '1.0'] });
    // (a number verdict is the option that writes it)
    expect(writeVerdict(form!, 1, 'r')).toBe('1.0');
    expect(answerFormatOf('Rate the poem. Permitted scores: 2, 4, 6, 8. Output the number alone.')).toMatchObject({ kind: 'score', scale: { min: 2, max: 8 } });
  });

  it('reads "Essay prompt:" as the question the judged text answers', () => {
    const read = judge(null, 'Score the essay from 1 to 6 for argument quality. Output only the number.\n\nEssay prompt:\nShould cities ban cars downtown?\n\nStudent essay:\nYes, because the air is cleaner and streets are safer for children.');
    expect(read.templateParts).toMatchObject({ question: 'Should cities ban cars downtown?' });
  });

  it('reads capitalised options padded to their glosses after a blank line, and the reason after the verdict the format line shows', () => {
    const form = answerFormatOf('Review the pull request description. Respond with exactly one of:\n\n  MERGE    — ready as is\n  REVISE   — needs changes\n\nFormat:\n[DECISION]: [one-line reason]');
    expect(form).toEqual({ kind: 'label_word', labels: ['MERGE', 'REVISE'], reasonAfter: ': ' });
    expect(writeVerdict(form!, 'REVISE', 'tests are missing')).toBe('REVISE: tests are missing');
  });

  it('ends the data at a bold heading that tells the judge how to respond', () => {
    const read = judge(null, 'Rate how novel the proposed idea is from 1 to 5.\n\nResponse:\nUse bees to pollinate vertical farms.\n\n**Return your answer as this JSON:**\n{\n  "novelty": <1-5>,\n  "why": "<short reason>"\n}');
    expect(read.templateParts?.output ?? read.subject?.output).toBe('Use bees to pollinate vertical farms.');
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: ['novelty', 'why'] });
  });

  it('reads the labels a sentence says the answer must belong to, or be one of, by their number', () => {
    expect(answerFormatOf('The verdict must belong to one of three values: Safe, Unsafe or Unclear.')).toEqual({ kind: 'label_word', labels: ['Safe', 'Unsafe', 'Unclear'] });
    expect(answerFormatOf('Is the citation right? Reply with one of two words: Right or Wrong.')).toEqual({ kind: 'label_word', labels: ['Right', 'Wrong'] });
  });

  it('reads a key whose placeholder starts by typing it boolean as a boolean key', () => {
    const form = answerFormatOf('Should this comment be hidden?\n\nReturn JSON:\n{\n"hide": <Boolean saying whether to hide it>,\n"notes": [Optional remarks]\n}');
    expect(form).toMatchObject({ kind: 'json', booleanKeys: ['hide'] });
    expect(writeVerdict(form!, true, 'r')).toContain('"hide": true');
  });

  it("reads a quoted 'Label: X' line whose letter's values the sentence gives later, quoted and three or more", () => {
    const form = answerFormatOf('Weigh both summaries, then state the winner with the format `Winner: X` after your notes, where X is either "LEFT", "RIGHT", or "NEITHER".');
    expect(form).toEqual({ kind: 'label_word', labels: ['LEFT', 'RIGHT', 'NEITHER'], affix: ['Winner: ', ''] });
    expect(writeVerdict(form!, 'RIGHT', 'r')).toBe('Winner: RIGHT');
    // (a word that holds "or" is one value, not two)
    expect(answerFormatOf('Use "Tag: X", where X is either colorless or colored.')).toMatchObject({ labels: ['colorless', 'colored'] });
  });

  it('reads the one JSON key whose placeholder lists the numbers it takes as the score, beside a confidence key of words', () => {
    const form = answerFormatOf('Reply with JSON only:\n{\n  "grade": <0, 1, 2, or -1>,\n  "why": "<analysis>",\n  "certainty": "<high|low>"\n}');
    expect(form).toMatchObject({ kind: 'json', scoreKeys: ['grade'] });
    expect(JSON.parse(writeVerdict(form!, 2, 'r')!)).toMatchObject({ grade: 2 });
  });

  it("reads 'Score: X (where X is …)' as the score's line, alone where nothing else may be written", () => {
    const form = answerFormatOf('Rate the limerick. Give the rating using the format: Rating: N (where N is an integer from 1 to 6).\nNothing else.');
    expect(form).toEqual({ kind: 'score', scale: { min: 1, max: 6 }, lines: false, written: ['Rating: ', ''], bare: true });
    expect(writeVerdict(form!, 4, 'r')).toBe('Rating: 4');
  });

  it('reads replies shown whole in fences, one per condition: the word they differ by, after the lines they share', () => {
    const form = answerFormatOf('Check the changelog entry.\n\nIf it is fine, reply with:\n```\n###\nAPPROVED\n```\n\nIf it needs work, reply with:\n```\n###\nREJECTED\n- [what to fix]\n```');
    expect(form).toEqual({ kind: 'label_word', labels: ['APPROVED', 'REJECTED'], affix: ['###\n', ''] });
    expect(writeVerdict(form!, 'REJECTED', 'r')).toBe('###\nREJECTED');
    // (blocks that differ by prose, not by a word, are no options)
    expect(answerFormatOf('If it is fine, output:\n```\nThe entry is fine as written.\n```\nIf not, output:\n```\nThe entry needs the version number.\n```')).toBeNull();
  });

  it('reads the range right after the one number asked for', () => {
    expect(answerFormatOf('Given the two captions, return one number 1-10 for how alike they are.')).toEqual({ kind: 'score', scale: { min: 1, max: 10 }, lines: false });
    // (a count of words is no scale)
    expect(answerFormatOf('Write one sentence 10-20 words long.')).toBeNull();
  });

  it('reads options listed in brackets on the line after "one of:", and the reason after the mark the parts are said to be separated by', () => {
    const form = answerFormatOf('Classify the clause as one of:\n["enforceable", "void", "unclear"].\nThen give a short rationale.\nSeparate them with a | .');
    expect(form).toEqual({ kind: 'label_word', labels: ['enforceable', 'void', 'unclear'], reasonAfter: '| ' });
    expect(writeVerdict(form!, 'void', 'it lacks consideration')).toBe('void| it lacks consideration');
  });

  it("reads the values said right after the verdict's own tag, each maybe glossed", () => {
    const form = answerFormatOf('Give your rating between <grade></grade> tags with values A (excellent) or B (poor), and your reasons in <analysis></analysis> tags.');
    expect(form).toMatchObject({ kind: 'label_word', labels: ['A', 'B'], tags: { verdict: 'grade', reasons: ['analysis'] } });
    expect(writeVerdict(form!, 'B', 'r')).toBe('<analysis>r</analysis>\n<grade>B</grade>');
  });

  it("reads an answer tag shown holding its options as a bracketed slot, after the data, as the reply's layout", () => {
    const read = judge(
      'You check replies for rudeness.',
      'Reply to check:\n```\nFix it yourself.\n```\n\nThink first, then say whether it is rude. Use this layout:\n<thinking>\n[your thoughts here]\n</thinking>\n<answer>\n[rude or polite]\n</answer>',
    );
    expect(read.answerForm).toMatchObject({ kind: 'label_word', labels: ['rude', 'polite'], tags: { verdict: 'answer', reasons: ['thinking'] } });
    expect(writeVerdict(read.answerForm as AnswerFormat, 'rude', 'r')).toBe('<thinking>r</thinking>\n<answer>rude</answer>');
  });

  it("reads a line the format shows with a slot named for the label, quotes and all", () => {
    const form = answerFormatOf('Classify the ticket as "billing", "shipping" or "other".\n\nOutput format, nothing else:\n\n#queue: "<category>"');
    expect(form).toEqual({ kind: 'label_word', labels: ['billing', 'shipping', 'other'], affix: ['#queue: "', '"'] });
    expect(writeVerdict(form!, 'shipping', 'r')).toBe('#queue: "shipping"');
  });

  it('reads a confidence key named for whose confidence it is', () => {
    const form = answerFormatOf('Return JSON: {"allowed": true/false, "model_confidence": <0.0-1.0>, "notes": "<why>"}');
    expect(JSON.parse(writeVerdict(form!, true, 'r', 0.95)!)).toMatchObject({ allowed: true, model_confidence: 0.95 });
  });

  it('reads the object announced for the answer over a fenced object a data label introduces further down', () => {
    const form = answerFormatOf('You review a deploy. Return only valid JSON matching this schema:\n{"ok":true,"risk":3}\n\nDeploy manifest and checks:\n```json\n{"service": "api", "replicas": 3}\n```\n\nLogs:\n```text\nall green\n```');
    expect(form).toMatchObject({ kind: 'json', keys: ['ok', 'risk'] });
  });
});
