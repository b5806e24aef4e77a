import { describe, expect, it } from 'vitest';
import { answerFormatOf, scaleOf, statedAnswerFormat } from './answer-format';
import { writeVerdict } from './write-verdict';

// Layouts written for this test (never a fixture's text), read the way stop 37's rules read them.
const reason = 'Because.';

describe('options quoted after the answer a condition leads to', () => {
  it("\"If yes, answer: 'Yes' …. If no, answer: 'No'\" is a stated yes or no", () => {
    const text = "Does the ticket ask for a refund?\nIf yes, answer: 'Yes' and name the order.\nIf no, answer: 'No'\n\nTicket:\n\"\"\"Where is my parcel?\"\"\"\n\nAnswer:";
    const form = statedAnswerFormat(text);
    expect(form).toMatchObject({ kind: 'label_word', labels: ['Yes', 'No'] });
    expect(writeVerdict(form!, true, reason)).toBe('Yes');
  });

  it('three graded labels with their numbers, each after "answer" in curly quotes', () => {
    const text = 'You judge how useful a recipe is for a query.\nIf the recipe has nothing to do with the query (e.g., another dish), answer “Useless (0)”.\nIf it helps somewhat, answer “Useful (1)”.\nIf it is exactly what was asked, answer “Perfect (2)”.\n\nQuery: soup';
    const form = statedAnswerFormat(text);
    expect(form).toEqual({ kind: 'label_word', labels: ['Useless (0)', 'Useful (1)', 'Perfect (2)'] });
    expect(writeVerdict(form!, 'Useful (1)', reason)).toBe('Useful (1)');
  });

  it('one quoted answer alone is no list of options', () => {
    expect(answerFormatOf("If the order is late, answer: 'Sorry' and stop.")).not.toMatchObject({ kind: 'label_word', labels: ['Sorry'] });
  });
});

describe('a labelled line quoted whole with when each value applies', () => {
  it('`End with "Decision: keep" if …, or "Decision: drop" if …` leads the answer with its label', () => {
    const form = answerFormatOf('Summarize the forum post in two sentences. End with "Decision: keep" if it teaches a cooking technique, or "Decision: drop" if it does not.');
    expect(form).toEqual({ kind: 'label_word', labels: ['keep', 'drop'], lead: 'Decision:' });
    expect(writeVerdict(form!, 'drop', reason)).toBe('Because.\n\nDecision: drop');
  });

  it('two different labels are not one line', () => {
    expect(answerFormatOf('Write "Tone: calm" if the reply is calm, or "Length: short" if it is short.')).not.toMatchObject({ lead: expect.any(String) });
  });
});

describe('a scale said from … to …', () => {
  it('in English words or digits, later in the sentence that says to score', () => {
    expect(scaleOf('Score the reply on its politeness toward the customer from one to seven, where one is rude.')).toEqual({ min: 1, max: 7 });
    expect(scaleOf('Grade how well the caption matches the photo, with respect to detail, from 0 to 10.')).toEqual({ min: 0, max: 10 });
    expect(scaleOf('Score the essay. The author lived from 1890 to 1950.')).toBeNull();
  });

  it('in other languages, after the verb that grades', () => {
    expect(scaleOf('قيّم الترجمة من 1 إلى 10 حيث 10 ممتازة')).toEqual({ min: 1, max: 10 });
    expect(scaleOf('Оціни переклад від 0 до 4.')).toEqual({ min: 0, max: 4 });
    expect(scaleOf('Beoordeel de samenvatting van 1 tot 3.')).toEqual({ min: 1, max: 3 });
    expect(scaleOf('以下の翻訳を0（誤り）から10（完璧）の数値で評価してください。')).toEqual({ min: 0, max: 10 });
  });

  it('a closing label in another language with a number slot takes the score on that scale', () => {
    const form = answerFormatOf('قيّم الترجمة من 1 إلى 10.\n\nاكتب سطراً من التبرير ثم في السطر الأخير:\nالنتيجة: <رقم>');
    expect(form).toMatchObject({ kind: 'lines', scale: { min: 1, max: 10 } });
    expect(writeVerdict(form!, 8, reason)).toMatch(/النتيجة: 8$/);
  });
});

describe('a verdict under one Markdown heading', () => {
  it('"## Final Decision" then "[… (PASS or FAIL)]" is the answer alone, under a heading that names a verdict', () => {
    const text = '# ANSWER FORMAT #\n## Final Decision\n[Whether the patch fixes the bug. (PASS or FAIL)]\n\n**Patch**:\n- x = 1';
    const form = statedAnswerFormat(text);
    expect(form).toMatchObject({ kind: 'lines', options: ['PASS', 'FAIL'] });
    expect(writeVerdict(form!, 'PASS', reason)).toContain('## Final Decision\nPASS');
    expect(answerFormatOf('## Notes\n[Anything you noticed (short or long)]')).toBeNull();
  });
});

describe('options and score lines in other languages (held-out sets 85-88)', () => {
  it('two capitalized options after the colon of an answering verb, "or" in that language', () => {
    for (const text of ['La risposta è corretta? Rispondi solo con: SI o NO.', 'Est-ce poli ? Réponds uniquement par : OUI ou NON.', 'Ist das höflich? Antworte nur mit: JA oder NEIN.']) {
      const form = statedAnswerFormat(text);
      expect(form).toMatchObject({ kind: 'label_word' });
      expect((form as { labels: string[] }).labels).toHaveLength(2);
    }
    // lower-case words after the colon are a sentence, not options
    expect(answerFormatOf('Rispondi con: questo o quello.')).toBeNull();
  });

  it('three or more numbers listed with 、 after "return" are the classes, written as they are', () => {
    const form = answerFormatOf('判断回答是否合规。请你仅返回一个数字 `0`、`1`、`2` 或 `3`，不需要解释。');
    expect(form).toEqual({ kind: 'label_word', labels: ['0', '1', '2', '3'] });
    expect(writeVerdict(form!, '2', reason)).toBe('2');
  });

  it('a quoted score line with a placeholder and a unit: the number between the label and the unit', () => {
    const form = answerFormatOf('请审查以下文章。\n输出格式：最后一行为“得分：XX分”（例如：得分：75分）。');
    expect(form).toMatchObject({ kind: 'score', written: ['得分：', '分'] });
    expect(writeVerdict(form!, 75, reason)).toBe('Because.\n得分：75分');
  });
});

describe('a rating shown in three brackets (held-out set 86)', () => {
  it('"Rating: [[[rating]]]" with an example "Rating: [[[4]]]" is written three deep; two stay two', () => {
    const form = answerFormatOf('Rate the plan on a scale from 1 to 5. Format the rating as follows: "Rating: [[[rating]]]". For example: "Rating: [[[4]]]".');
    expect(form).toMatchObject({ kind: 'rating_brackets', scale: { min: 1, max: 5 }, depth: 3 });
    expect(writeVerdict(form!, 4, reason)).toBe('Because.\n\nRating: [[[4]]]');
    const two = answerFormatOf('Rate the plan from 1 to 5 and write "Rating: [[5]]".');
    expect(writeVerdict(two!, 4, reason)).toBe('Because.\n\nRating: [[4]]');
  });
});
