import { describe, expect, it } from 'vitest';
import { answerFormatOf, scaleOf } from './answer-format';
import { writeVerdict } from './write-verdict';

// Layouts written for this test (never a fixture's text), read the way stop 38's rules read them (set 96).
const reason = 'Because.';

describe('Chinese answers asked case by case, unquoted', () => {
  it('"如果相关，回复相关；如果无关，回复无关" offers the two words', () => {
    expect(answerFormatOf('请判断这段评论与商品是否相关。如果相关，回复相关；如果无关，回复无关。不要解释。')).toEqual({ kind: 'label_word', labels: ['相关', '无关'] });
  });
});

describe('Chinese score ranges and full marks', () => {
  it('"结果用 0～5 表示" with "直接给出得分" is a bare score on 0-5', () => {
    expect(answerFormatOf('判断这条回复是否礼貌，结果用 0～5 表示，不要解释直接给出得分。')).toEqual({ kind: 'score', scale: { min: 0, max: 5 }, lines: false });
  });

  it('"满分为20分" is a scale from 0 to 20, and a score line shown in single quotes is written as shown', () => {
    expect(scaleOf('请给作文打分，满分为20分。')).toEqual({ min: 0, max: 20 });
    const form = answerFormatOf("请评价这段译文，并以'得分：X分'格式给出，满分为20分。");
    expect(form).toMatchObject({ kind: 'score', scale: { min: 0, max: 20 }, written: ['得分：', '分'] });
    expect(writeVerdict(form!, 17, reason)).toContain('得分：17分');
  });
});

describe('answer lines with full-width colons and options in Chinese', () => {
  it('"评分：[1-10]" / "结论：[合格/不合格]": the verdict on its line, the other lines kept', () => {
    const form = answerFormatOf('请按以下格式输出：\n评分：[1-10]\n理由：[一句话]\n结论：[合格/不合格]');
    expect(form).toMatchObject({ kind: 'lines', options: ['合格', '不合格'] });
    expect(writeVerdict(form!, '不合格', reason)).toContain('结论：不合格');
  });
});

describe('a placeholder over a denominator', () => {
  it('"Score: X/5" in quotes is a score slot, not the options X and 5', () => {
    const form = answerFormatOf('Explain briefly, then rate the answer by strictly following the format "Score: X/5".');
    expect(form).toMatchObject({ kind: 'score', written: ['Score: ', '/5'] });
    expect(writeVerdict(form!, 4, reason)).toMatch(/Score: 4\/5$/);
  });
});

describe('a JSON key named grade holds the score (set 97)', () => {
  it('`{"why": "…", "grade": (1-5)}` on a stated 1-5 scale takes the number in "grade"', () => {
    const form = answerFormatOf('Grade the summary from 1 to 5.\nReturn JSON in this format:\n{"why": "(your reasoning)", "grade": (1-5)}');
    expect(JSON.parse(writeVerdict(form!, 4, reason)!)).toMatchObject({ grade: 4 });
  });
});

describe('set 98: a slot that names its options, a Python dict shown with single quotes', () => {
  it('"Verdict: <one of X, Y, or Z>" is the verdict line and its options', () => {
    const form = answerFormatOf('Answer in two lines.\nNotes: <your notes>\nVerdict: <one of GOOD, OK, or BAD>');
    expect(form).toMatchObject({ kind: 'lines', options: ['GOOD', 'OK', 'BAD'] });
    expect(writeVerdict(form!, 'OK', reason)).toMatch(/Verdict: OK$/);
  });

  it("\"in the following format:\\n{'rating': <integer>}\" is an object with the score in its key", () => {
    const form = answerFormatOf("Rate the caption from 1 to 5. Return only a Python dictionary string in the following format:\n{'rating': <integer>}");
    expect(form).toMatchObject({ kind: 'json', keys: ['rating'], scale: { min: 1, max: 5 } });
    expect(JSON.parse(writeVerdict(form!, 3, reason)!)).toEqual({ rating: 3 });
  });
});
