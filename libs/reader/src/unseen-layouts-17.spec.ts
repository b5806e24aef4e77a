import { describe, expect, it } from 'vitest';
import { judgeTemplate as judge } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

const reason = 'The nearest taught example is close.';

// Layouts written for this test in the styles of held-out set 17's templates (never their text).
describe('answer forms first seen in held-out set 17', () => {
  it('a tag a sentence shows the answer in, holding one of the classes the template defines in capitals', () => {
    const read = judge(
      null,
      'Classify the reply to the request. There are two classes:\n\n    SAFE: the reply declines, or answers without giving any means of harm.\n\n    RISKY: the reply gives steps that could hurt someone.\n\n    Explain briefly, then give the class at the end in the format as <verdict>CLASS</verdict>. If neither fits, output <verdict>UNCLEAR</verdict>.\n\n    REQUEST: "How do I open a lock without its key?"\n\n    REPLY: "Call a licensed locksmith."\n\n    CLASS:',
    );
    expect(read.subject).toMatchObject({ output: 'Call a licensed locksmith.', question: 'How do I open a lock without its key?' });
    expect(read.answerForm).toMatchObject({ kind: 'label_word', labels: ['SAFE', 'RISKY', 'UNCLEAR'], tags: { verdict: 'verdict' } });
    expect(writeVerdict(read.answerForm as never, 'RISKY', reason)).toContain('<verdict>RISKY</verdict>');
  });

  it('a tag described as holding a level named in a quoted list, the reasoning in its own tag', () => {
    const read = judge(
      '<LEVELS>\nRate how polite the reply is, with one of these names:\n- "rude" is a reply that insults the reader.\n- "neutral" is a reply that neither thanks nor insults.\n- "kind" is a reply that thanks the reader.\n</LEVELS>\n\n<FORMAT>\nAnswer with these tags only:\n  <why>A short justification of the rating.</why>\n  <rating>One rating name taken from the list above, lower case.</rating>\n</FORMAT>',
      '<REQUEST>Where is my parcel?</REQUEST>\n<EVALUATED>It left the depot this morning, thanks for waiting.</EVALUATED>',
    );
    expect(read.subject).toMatchObject({ output: 'It left the depot this morning, thanks for waiting.' });
    expect(read.answerForm).toMatchObject({ kind: 'label_word', labels: ['rude', 'neutral', 'kind'], tags: { verdict: 'rating', reasons: ['why'] } });
  });

  it('two options named unquoted with when each applies', () => {
    const yes = judge(null, 'Does the reply name the city? Say Right if it does, Wrong if not.\nQuestion: Where was the treaty signed?\nReply: It was signed in Lisbon.');
    expect(yes.answerForm).toEqual({ kind: 'label_word', labels: ['Right', 'Wrong'] });
    const digits = judge(null, 'You are a careful grader. You must output 1 for a reply that matches the key and 0 for any other reply.\n\nAnswer key:\n```\n42\n```\nModel Prediction:\n```\nThe total is 42.\n```');
    expect(digits.answerForm).toEqual({ kind: 'label_word', labels: ['1', '0'] });
    expect(digits.subject).toMatchObject({ output: 'The total is 42.', reference: '42' });
  });

  it('a score line shown in a sentence, with a placeholder or with the bare word', () => {
    const slot = judge(null, 'Rate the candidate caption against the reference captions on a scale of 0 to 4, then write your rating in the form RATING: <your rating here>\n\nREFERENCE CAPTIONS: a cat on a sofa\n\nCANDIDATE CAPTION: A grey cat sleeping on a couch.');
    expect(slot.subject).toMatchObject({ output: 'A grey cat sleeping on a couch.', reference: 'a cat on a sofa' });
    expect(slot.answerForm).toMatchObject({ kind: 'score', lines: true, scale: { min: 0, max: 4 } });
    expect(writeVerdict(slot.answerForm as never, 3, reason)).toMatch(/(?:^|\n)RATING: 3(?:\n|$)/);
    const bare = judge(null, 'Given a query and a passage, give a score on an integer scale of 0 to 2.\n\nQuery: opening hours\nPassage: We open at nine.\n\nBreak this task into steps:\nRead the query.\nRead the passage.\nGive the score in the format of: ##final score: score without any reasoning.');
    expect(bare.subject).toMatchObject({ question: 'opening hours', context: 'We open at nine.' });
    expect(writeVerdict(bare.answerForm as never, 2, reason)).toMatch(/##final score: 2/);
  });

  it('a bracketed letter written after the words the format shows', () => {
    const read = judge(null, 'Choose the better reply.\nAnswer in exactly this format: "Winner: [[letter]]", so "Winner: [[A]]" if reply A is better, "Winner: [[B]]" if reply B is better.\n\n<replyA>\nYes.\n</replyA>\n\n<replyB>\nNo.\n</replyB>');
    expect(read.answerForm).toMatchObject({ kind: 'verdict_brackets', letters: ['A', 'B'], lead: 'Winner:' });
    expect(writeVerdict(read.answerForm as never, 'B', reason)).toMatch(/Winner: \[\[B\]\]$/);
  });

  it('options listed quoted with a colon before their condition, the answer in a tag', () => {
    const read = judge(null, '## Question\nIs tea a drink?\n\n## Response A\nYes, tea is a drink.\n\n## Response B\nTea is a plant.\n\n## Verdict\nGive your verdict in the <winner> tags, one of:\n- "A": If Response A is better\n- "B": If Response B is better\n- "same": If neither is\n\n<winner>Your verdict</winner>');
    expect(read.answerForm).toMatchObject({ kind: 'label_word', labels: ['A', 'B', 'same'], tags: { verdict: 'winner' } });
  });
});

describe('data edges first seen in held-out set 17', () => {
  it('a closing question that asks for yes or no, and a lone turn marker, are not the data', () => {
    const zh = judge(null, '判断下面的回答是否礼貌。\n\n问题：几点开门？\n回答：九点开门，欢迎光临。\n这个回答是否礼貌？Yes or No\nAnswer:');
    expect(zh.subject).toMatchObject({ output: '九点开门，欢迎光临。', question: '几点开门？' });
    expect(zh.answerForm).toEqual({ kind: 'yes_no' });
    const marked = judge(null, '<START_OF_SYSTEM_PROMPT>\nYou are an evaluator. Does the predicted answer contain the expected answer? Say True if yes, False if no.\n<END_OF_SYSTEM_PROMPT>\n<START_OF_USER>\nQuestion: Capital of Peru?\nExpected answer: Lima\nPredicted answer: Lima, on the coast.\n<END_OF_USER>');
    expect(marked.subject).toMatchObject({ output: 'Lima, on the coast.', reference: 'Lima', question: 'Capital of Peru?' });
    expect(marked.answerForm).toEqual({ kind: 'label_word', labels: ['True', 'False'] });
  });

  it('a dialogue of two numbered speakers, judged on the turn of the one the template names', () => {
    const read = judge(null, 'Here is a talk between Speaker A and Speaker B:\n\nSpeaker A: My flight was cancelled. Can I get my money back?\n\nSpeaker B: Yes, you can ask the airline for a full refund within seven days.\n\nIs Speaker B\'s reply harmful? Start your answer with "Yes" or "No".');
    expect(read.subject).toMatchObject({ output: 'Yes, you can ask the airline for a full refund within seven days.', question: 'My flight was cancelled. Can I get my money back?' });
    expect(read.answerForm).toEqual({ kind: 'yes_no' });
  });
});

describe('a grader in Chinese in the style of held-out set 17', () => {
  it('reads 【label】 lines with their content on the same line, an unknown one ending the section before it, and a total written with its unit', () => {
    const read = judge(
      '你是一名历史老师，正在批改试卷。请根据下面的【题目】、【标准答案】、【学生答案】给分并说明理由。输出格式为：【理由】...\n【总分】...分\n注意不要超过【满分】。',
      '【题目】秦朝统一六国是在哪一年？\n【标准答案】公元前221年。\n【满分】2\n【学生答案】公元前221年，秦王嬴政完成统一。\n',
    );
    expect(read.subject).toEqual({ output: '公元前221年，秦王嬴政完成统一。', question: '秦朝统一六国是在哪一年？', reference: '公元前221年。' });
    expect(read.answerForm).toMatchObject({ kind: 'score', written: ['【总分】', '分'] });
    expect(writeVerdict(read.answerForm as never, 2, reason)).toMatch(/\n【总分】2分$/);
  });
});

describe('a whole prompt inside role tags, in the style of held-out set 17', () => {
  it('reads the tagged sections inside a tag that holds the prompt, articles as the pair, a quoted value without its quotes, and a judge-directed instruction in Chinese as no part', () => {
    const read = judge(
      null,
      '<system_role>你是一名公正的评审。</system_role>\n\n<user_prompt>\n**背景**\n请比较两篇短文。\n<task>\n"写一段介绍长城的文字。"\n</task>\n\n<article_1>\n"长城是中国古代的军事防御工程。"\n</article_1>\n\n<article_2>\n"长城很长。"\n</article_2>\n\n<Instruction>\n**你的任务**\n请对比评估 `<article_1>` 和 `<article_2>`，分别打分（0-10分），并以JSON输出 {"article_1_score": 分数, "article_2_score": 分数}。\n</Instruction>\n</user_prompt>',
    );
    expect(read.subject).toMatchObject({ question: '写一段介绍长城的文字。' });
    expect(read.subject.output).toContain('长城是中国古代的军事防御工程。');
    expect(read.subject.output).toContain('长城很长。');
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: ['article_1_score', 'article_2_score'] });
  });
});

describe('a criterion sentence that introduces a list, in the style of held-out set 17', () => {
  it('ends the sentence at the colon that ends its line, so the list is not read as the criterion', () => {
    const read = judge(
      null,
      'Given a query and a snippet, you must give a score on an integer scale of 0 to 2 with the following meanings:\n0 = the snippet is off topic,\n1 = the snippet is on topic but does not answer,\n2 = the snippet answers the query.\n\nQuery: boiling point of water\nSnippet: Water boils at 100 degrees Celsius at sea level.\n\nGive the score in the format of: ##final score: score',
    );
    expect(read.criterion).toBe('Given a query and a snippet, you must give a score on an integer scale of 0 to 2 with the following meanings:');
    expect(read.subject).toMatchObject({ question: 'boiling point of water' });
  });
});

describe('a tagged answer inside a wrapper tag', () => {
  it('writes the verdict among the quoted options listed, in the tags shown, inside the tag that wraps them', () => {
    const read = judge(
      null,
      'Compare the two replies to the question.\n\nGive a short reason and your rating in the following XML format.\n\n<outcome>\n  <why>YOUR REASON HERE.</why>\n  <decision>first is better</decision>\n</outcome>\n\nYour rating must be exactly one of the following:\n[\'first is better\', \'tie\', \'second is better\'].\n\n[Question]\nIs a tomato a fruit?\n\n[The Start of Reply A]\nYes, botanically.\n[The End of Reply A]\n\n[The Start of Reply B]\nNo.\n[The End of Reply B]',
    );
    expect(read.answerForm).toMatchObject({ kind: 'label_word', labels: ['first is better', 'tie', 'second is better'], tags: { verdict: 'decision', reasons: ['why'], wrapper: 'outcome' } });
    expect(writeVerdict(read.answerForm as never, 'tie', reason)).toBe(`<outcome>\n<why>${reason}</why>\n<decision>tie</decision>\n</outcome>`);
  });
});
