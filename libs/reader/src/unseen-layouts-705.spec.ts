import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';
import { judgeTemplate as judge } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

// Layouts first met at stop 65 (misses of blind sets 705-712), each written here in new words.
describe('Russian labels naming whose question or answer it is', () => {
  const system = 'Ты — строгий экзаменатор. Оцени ответ по шкале от 1 до 5. Ответь только JSON: {"score": 3, "reasoning": "почему"}';

  it('reads a question asked by an applicant or a client, and the answer a bot actually gave', () => {
    const user = 'Вопрос клиента: Можно ли вернуть билет за сутки до рейса?\nЭталонный ответ: Да, с удержанием сбора 10%.\n\nФактический ответ бота: Да, вернуть можно, но удержат сбор.';
    const read = judge(system, user);
    expect(read.templateParts).toMatchObject({ question: 'Можно ли вернуть билет за сутки до рейса?', reference: 'Да, с удержанием сбора 10%.', output: 'Да, вернуть можно, но удержат сбор.' });
  });

  it('reads "Полученный ответ модели" as the output too', () => {
    const read = judge(system, 'Вопрос студента: Сколько будет 7 × 8?\n\nПолученный ответ модели: 54');
    expect(read.templateParts).toMatchObject({ question: 'Сколько будет 7 × 8?', output: '54' });
  });
});

describe('a Polish "correct answer" label', () => {
  it('reads "Prawidłowa odpowiedź" as the reference, apart from the answer judged', () => {
    const user = 'Pytanie: Ile nóg ma pająk?\n\nOdpowiedź modelu: Pająk ma sześć nóg.\n\nPrawidłowa odpowiedź: osiem\n\nOceń odpowiedź modelu.';
    const read = judge('Oceń, czy odpowiedź jest poprawna. Odpowiedz TYLKO JSON: {"verdict": "CORRECT|WRONG"}', user);
    expect(read.templateParts).toMatchObject({ question: 'Ile nóg ma pająk?', output: 'Pająk ma sześć nóg.', reference: 'osiem' });
  });
});

describe('several lines whose slots show options', () => {
  it('writes the verdict on the line whose slot takes yes or no, the others describing what it decides', () => {
    const form = answerFormatOf('Reply in exactly this format:\nApproved: [YES/NO]\nSeverity: [minor/major/critical]\nWhy: [one sentence]');
    expect(form).toMatchObject({ kind: 'lines', options: ['YES', 'NO'] });
    expect(writeVerdict(form!, true, 'Close to the nearest taught example.')).toMatch(/^Approved: YES$/m);
  });

  it('keeps the last such line where none or several take yes or no', () => {
    expect(answerFormatOf('Reply in exactly this format:\nTopic: [sports/politics/tech]\nTone: [calm/angry]\nWhy: [one sentence]')).toMatchObject({ kind: 'lines', options: ['calm', 'angry'] });
  });
});

describe('an ellipsis run into the last word of a quoted example', () => {
  it('cuts the example short: no slot for a score', () => {
    expect(answerFormatOf('Level B — Warm\n- Example: "Thanks for asking, a short walk every day can help overall wellbeing…"')).toBeNull();
  });

  it('keeps an ellipsis after a space or a colon a slot', () => {
    expect(answerFormatOf('End your reply with a sentence like "Therefore, the overall score is ..."')).toMatchObject({ kind: 'score' });
  });
});

describe("a JSON key's options named elsewhere in the prompt", () => {
  it('takes the names listed under the key\'s plural, lower case or snake case', () => {
    const user = 'Sort the support message into a queue.\n\nMessage: "My card was charged twice for one order."\n\nAvailable Queues: billing_team, shipping_desk, account_help, other\n\nReturn JSON exactly like:\n{\n  "queue": "queue_name",\n  "reasoning": "one sentence"\n}';
    const form = judge(null, user).answerForm;
    expect(form).toMatchObject({ kind: 'json', options: ['billing_team', 'shipping_desk', 'account_help', 'other'], optionKeys: ['queue'] });
  });

  it('takes the values quoted after "one of" for the one verdict key', () => {
    const user = 'Read the review below and answer in JSON with only the keys "reasoning" and "verdict", choosing the verdict as one of ["awful", "poor", "fair", "great"].\n\nReview: The soup was cold and the waiter ignored us.';
    const form = judge(null, user).answerForm;
    expect(form).toMatchObject({ kind: 'json', options: ['awful', 'poor', 'fair', 'great'], optionKeys: ['verdict'] });
  });

  it('leaves a list under another head alone', () => {
    const user = 'Sort the support message into a queue.\n\nMessage: "My card was charged twice."\n\nKnown products: phone_plan, home_internet, tv_bundle\n\nReturn JSON exactly like:\n{\n  "queue": "queue_name",\n  "reasoning": "one sentence"\n}';
    expect(judge(null, user).answerForm).not.toMatchObject({ optionKeys: ['queue'] });
  });
});

describe("a key's placeholder listing its options between pipes, beside bullets that gloss each level", () => {
  it('takes the options the placeholder lists, not the glossing bullets whose count a digit of an option matches', () => {
    const prompt = 'Assign one tier (T1–T3):\n\nT1 — Poor\n- Signs: vague, off-topic.\n- Sample: "Not sure."\n\nT2 — Fine\n- Signs: on topic, thin.\n- Sample: "It is fine."\n\nRespond ONLY with JSON:\n{"tier": "<T1|T2|T3>", "why": "<string>"}';
    expect(answerFormatOf(prompt)).toMatchObject({ kind: 'json', options: ['T1', 'T2', 'T3'], optionKeys: ['tier'] });
  });
});

describe('options written after one shared label, announced by "one of"', () => {
  it('reads "Output exactly one of: RESULT:OK or RESULT:BAD" as the label with its options', () => {
    const form = answerFormatOf('Output exactly one of: RESULT:OK or RESULT:BAD followed by a short reason on the next line.');
    expect(form).toMatchObject({ kind: 'label_word', labels: ['OK', 'BAD'], affix: ['RESULT:', ''] });
    expect(writeVerdict(form!, 'OK', 'Close to the nearest taught example.')).toMatch(/^RESULT:OK/);
  });
});

describe('a code review template headed by the issue and its git diff', () => {
  it('reads the issue as the question and the git diff as the output', () => {
    const user = 'You review pull requests. Decide whether the change does what the issue asks.\n\nReply with VERDICT:PASS or VERDICT:FAIL.\n\n## Issue Title\nTrim spaces in user names\n\n## Issue Description\nNames saved with trailing spaces break the login lookup.\n\n## Git Diff\n```diff\n-  name = input\n+  name = input.trim()\n```';
    const read = judge(null, user);
    expect(read.templateParts).toMatchObject({ question: 'Names saved with trailing spaces break the login lookup.' });
    expect(read.templateParts?.output).toContain('name = input.trim()');
    expect(read.criterion).toContain('Decide whether the change does what the issue asks');
  });
});

describe('a score asked between single square brackets', () => {
  it('writes the number in brackets, on the scale the numbered levels run over', () => {
    const prompt = 'Please rate the REVIEW on the scale below.\n1. Very Dull: flat, no detail.\n2. Dull: mostly flat.\n3. Neutral: neither.\n4. Lively: some spark.\n5. Very Lively: full of spark.\nPut your rating in square brackets and explain why.';
    const form = answerFormatOf(prompt);
    expect(form).toMatchObject({ kind: 'score', scale: { min: 1, max: 5 }, written: ['[', ']'] });
    expect(writeVerdict(form!, 4, 'Close to the nearest taught example.')).toMatch(/\[4\]/);
  });

  it('leaves double brackets to the rating in double brackets', () => {
    expect(answerFormatOf('Rate the reply from 1 to 10. Put your score in double square brackets, e.g. [[7]].')).toMatchObject({ kind: 'rating_brackets' });
  });
});

describe('a bullet naming the score asked, with its range', () => {
  it('writes the score after the name the bullet gives it', () => {
    const form = answerFormatOf('Rate the poem from 1 to 10 on each criterion.\n\nThen provide:\n- A Final Rating (1-10)\n- Two suggestions');
    expect(form).toMatchObject({ kind: 'score', written: ['Final Rating: ', ''] });
    expect(writeVerdict(form!, 7, 'Close to the nearest taught example.')).toMatch(/^Final Rating: 7$/m);
  });

  it('needs the range of the score asked', () => {
    expect(answerFormatOf('Rate the poem from 1 to 10.\n\nThen provide:\n- A Final Rating\n- Two suggestions')).not.toMatchObject({ written: ['Final Rating: ', ''] });
  });
});

describe("a score's slot described in words", () => {
  it('reads "<um dígito de 1 a 5>" and "[un número del 0 al 10]" as the scale, in Portuguese or Spanish', () => {
    expect(answerFormatOf('Responda EXATAMENTE neste formato:\nNOTA: <um dígito de 1 a 5>\nMOTIVO: <uma frase>')).toMatchObject({ kind: 'lines', scale: { min: 1, max: 5 } });
    expect(answerFormatOf('Responde en este formato:\nPUNTUACIÓN: [un número del 0 al 10]\nRAZÓN: [una frase]')).toMatchObject({ kind: 'lines', scale: { min: 0, max: 10 } });
  });

  it('reads "A single integer between 1 and 5." after its label', () => {
    const form = answerFormatOf('Response format:\nExplanation: "Your explanation here"\nDecision: A single integer between 1 and 5.');
    expect(form).toMatchObject({ kind: 'lines', scale: { min: 1, max: 5 } });
    expect(writeVerdict(form!, 4, 'Close to the nearest taught example.')).toMatch(/^Decision: 4$/m);
  });
});

describe('options in Chinese prompts, unquoted', () => {
  it('reads the options written bare after the verb and its colon, one per condition', () => {
    expect(answerFormatOf('请评估以下回答。\n\n如果回答正确，请回复：APPROVED\n\n如果回答有误，请回复：\nREJECTED\n[说明原因]')).toMatchObject({ kind: 'label_word', labels: ['APPROVED', 'REJECTED'] });
  });

  it('reads two answers said to be the only ones: "只能回答是或否"', () => {
    const form = answerFormatOf('判断文本能否回答问题，用一个字回答，只能回答是或否');
    expect(form).toMatchObject({ kind: 'label_word', labels: ['是', '否'] });
    expect(writeVerdict(form!, '否', 'Close to the nearest taught example.')).toBe('否');
    expect(answerFormatOf('判断回答是否正确，只需回答是或否即可。')).toMatchObject({ kind: 'label_word', labels: ['是', '否'] });
  });
});
