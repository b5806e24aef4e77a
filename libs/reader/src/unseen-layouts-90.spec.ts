import { describe, expect, it } from 'vitest';
import { readJudgement, readMessagesRequest } from './index';
import { answerFormatOf, scaleOf } from './answer-format';
import { readLabel } from './template-labels';
import { writeVerdict } from './write-verdict';

// Layouts written for this test (never a fixture's text), read the way stop 38's rules read them.
const reason = 'Because.';
const read = (user: string) => readJudgement(readMessagesRequest({ system: null, messages: [{ role: 'user', content: user }], schema: null }).request, true, () => undefined);

describe('a score asked for in Chinese as a range "from … to …" and returned directly', () => {
  it('"打分范围从1到5" with "直接返回分数" is a bare score on 1-5', () => {
    expect(scaleOf('请给这段翻译打分，打分范围从1到5，5表示最好。')).toEqual({ min: 1, max: 5 });
    const form = answerFormatOf('请给这段翻译打分，打分范围从1到5，5表示最好。\n原文：你好\n译文：Hello\n要求：直接返回分数。');
    expect(form).toEqual({ kind: 'score', scale: { min: 1, max: 5 }, lines: false });
    expect(writeVerdict(form!, 4, reason)).toBe('4');
  });

  it('a range that scores nothing is no scale', () => {
    expect(scaleOf('这家店从1990到2000年一直营业。')).toBeNull();
  });
});

describe('Markdown headings in any script', () => {
  it('"# 質問" / "# チャットボットの回答" / "# 採点基準" are read as the question, the output and the criterion', () => {
    const r = read('以下の回答を評価してください。\n\n# 質問\n返品の期限は？\n\n# チャットボットの回答\n30日以内です。\n\n# 採点基準\n期限を正しく答えている\n\n# 指示\n基準を満たせば「合格」、満たさなければ「不合格」とだけ出力してください。');
    expect(r.templateParts).toMatchObject({ question: '返品の期限は？', output: '30日以内です。' });
    expect(r.answerForm).toEqual({ kind: 'label_word', labels: ['合格', '不合格'] });
  });

  it('a Korean heading too', () => {
    expect(readLabel('질문').role).toBe('question');
  });
});

describe('options quoted before the verb that asks for them (Japanese, Korean)', () => {
  it('「はい」か「いいえ」で答えて / "예" 또는 "아니오"로 답하세요', () => {
    expect(answerFormatOf('この要約は正確ですか？「はい」か「いいえ」で答えてください。')).toEqual({ kind: 'label_word', labels: ['はい', 'いいえ'] });
    expect(answerFormatOf('이 답변이 질문에 답합니까? "예" 또는 "아니오"로 답하세요.')).toEqual({ kind: 'label_word', labels: ['예', '아니오'] });
  });

  it('quotes the verb does not follow are no options', () => {
    expect(answerFormatOf('「東京」と「大阪」について説明した文章です。要約してください。')).toBeNull();
  });
});

describe('a JSON key offered quoted options joined by "or" in another language', () => {
  it('`"better": "X" または "Y"` and `"판정": "PASS" 또는 "FAIL"`', () => {
    expect(answerFormatOf('JSONで出力してください:\n{"better": "X" または "Y", "reason": "理由"}')).toMatchObject({ kind: 'json', options: ['X', 'Y'], optionKeys: ['better'] });
    expect(answerFormatOf('JSON으로 출력하세요:\n{"verdict": "PASS" 또는 "FAIL", "reason": "이유"}')).toMatchObject({ kind: 'json', options: ['PASS', 'FAIL'], optionKeys: ['verdict'] });
  });
});

describe('labels that name one side of a pair by a letter inside them', () => {
  it('"资料A对应的回答" and "ソースBを使った回答" are the two sides; "参考答案" is no side', () => {
    expect(readLabel('资料A对应的回答')).toMatchObject({ role: 'output', side: 1 });
    expect(readLabel('ソースBを使った回答')).toMatchObject({ role: 'output_b', side: 2 });
    expect(readLabel('参考答案')).toMatchObject({ role: 'reference', side: null });
  });
});

describe('one label in angle brackets after each case\'s "请输出："', () => {
  it('the labels, written in their brackets', () => {
    const form = answerFormatOf('判断评论的情感。\n1. 如果是正面评价，请输出：<正面>。\n2. 如果是负面评价，请输出：<负面>。\n3. 如果无法判断，请输出：<中性>。');
    expect(form).toEqual({ kind: 'label_word', labels: ['正面', '负面', '中性'], affix: ['<', '>'] });
    expect(writeVerdict(form!, '负面', reason)).toBe('<负面>');
  });
});
