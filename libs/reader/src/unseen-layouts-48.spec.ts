import { describe, expect, it } from 'vitest';
import { bareChoices, cjkChoices, listedCapitals, listedInBrackets, listedOptionsLine, numbersForVerdicts, outputCapitals, parenthesizedVerdicts, quotedOptionLine, wordChoice } from './answer-choices';
import { answerFormatOf, scaleOf } from './answer-format';
import { namedAnswerTags, numberedLevels } from './answer-layouts';
import { labelFollowedByScore, scoreSentence } from './score-sentence';
import { writeVerdict } from './write-verdict';

const reason = 'The nearest taught example is close.';
import { fewShotBlocks } from './few-shot-blocks';
import { readPlainWords } from './plain-words';
import { judgeTemplate as judge } from './testing/judge-template';

// Layouts written for this test (never a fixture's text), read the way stop 34's rules read them.
describe('a conversation shown as the judged section, speakers on heading lines', () => {
  it('MT-Bench multi-turn, one side: the assistant\'s last turn is judged, the user\'s before it is the question, earlier turns the context', () => {
    const read = judge(
      'Please act as an impartial judge and evaluate the quality of the response provided by an AI assistant to the user question. Focus on the second answer. Rate it on a scale of 1 to 10 as "[[rating]]".',
      [
        "<|The Start of Assistant A's Conversation with User|>",
        '',
        '### User:',
        'Name a prime number above 20.',
        '',
        '### Assistant A:',
        '23 is prime.',
        '',
        '### User:',
        'And the next one after it?',
        '',
        '### Assistant A:',
        'The next prime after 23 is 29.',
        '',
        "<|The End of Assistant A's Conversation with User|>",
      ].join('\n'),
    );
    expect(read.subject.output).toBe('The next prime after 23 is 29.');
    expect(read.subject.question).toBe('And the next one after it?');
    expect(read.subject.context).toContain('23 is prime.');
    expect(read.answerForm).toMatchObject({ kind: 'rating_brackets' });
  });

  it('speakers named in Japanese and in bold: the last assistant turn, without the closing mark', () => {
    const read = judge(
      '以下の会話におけるアシスタントの応答の丁寧さを1～5で評価してください。"[[評価]]"の形式で出力してください。',
      ['<|会話の開始|>', '', '### ユーザー:', '明日の天気は？', '', '### アシスタント:', '晴れの予報です。', '', '<|会話の終了|>'].join('\n'),
    );
    expect(read.subject.output).toBe('晴れの予報です。');
    expect(read.subject.question).toBe('明日の天気は？');
  });

  it('a section whose text only mentions a user, or ends on the user\'s turn, is left as it was', () => {
    const read = judge(
      'Is the reply polite? Answer yes or no.',
      ['[Reply]', 'User: thanks for waiting.', 'Assistant: no problem!', 'User: one more thing', '[End of Reply]'].join('\n'),
    );
    expect(read.subject.output).toContain('User: one more thing');
  });
});

describe('labels written in a blockquote, and data between ">>>" fence lines', () => {
  it('"> Question: …" / "> Context:" with the passage between ">>>" lines: question and context, the fences left out', () => {
    const read = judge(
      null,
      ['Decide whether the passage answers the question. Reply YES or NO.', '', '> Question: When does the library open on Sundays?', '> Passage:', '>>>', 'The library opens at noon on Sundays and closes at five.', '>>>', '> Answers it (YES / NO):'].join('\n'),
    );
    expect(read.subject.question).toBe('When does the library open on Sundays?');
    expect(read.subject.context).toBe('The library opens at noon on Sundays and closes at five.');
    expect(read.criterion).toContain('Decide whether the passage answers the question.');
  });
});

describe('a "Fact:" label in an indented template (a Python string kept its indentation)', () => {
  it('the fact is the context the question is asked against', () => {
    const read = judge(
      null,
      ['    You are checking a retrieved fact.', '    Score 1 if the FACT helps answer the QUESTION, 0 if not.', '', '    Question: How tall is the tower?', '', '    Fact: ', '', ' The tower is 330 metres tall. ', '', '    Give the score as JSON with a single key "score".'].join('\n'),
    );
    expect(read.subject.question).toBe('How tall is the tower?');
    expect(read.subject.context).toBe('The tower is 330 metres tall.');
  });
});

describe('MT-Bench sections named with an article inside ("[The Start of the Assistant\'s Answer]")', () => {
  it('the section is the output, closed by its "[The End of the …]" twin', () => {
    const read = judge(null, ['Score the answer from 0 to 10 inside <score></score> tags.', '', '[User Question]', 'Why do cats purr?', '', "[The Start of the Assistant's Answer]", 'Mostly to signal contentment.', "[The End of the Assistant's Answer]"].join('\n'));
    expect(read.subject.output).toBe('Mostly to signal contentment.');
    expect(read.subject.question).toBe('Why do cats purr?');
  });
});

describe('the data first, the instruction after it referring back ("Given the … above, …")', () => {
  it('the closing paragraph is the instruction, not the last section\'s data', () => {
    const read = judge(null, ['Ticket:', 'My card was charged twice.', '', 'Reply:', 'Sorry, we refunded the second charge.', '', 'Considering the ticket and reply above, decide whether the reply resolves the ticket. Answer yes or no.'].join('\n'));
    expect(read.subject.output).toBe('Sorry, we refunded the second charge.');
    expect(read.criterion).toContain('decide whether the reply resolves the ticket');
    expect(read.answerForm).toMatchObject({ kind: 'yes_no' });
  });

  it('two numbered answers before "Given above query and answers, select the better one": a pair', () => {
    const read = judge(null, ['Query:', 'Best way to boil an egg?', '', 'Answer_0:', 'Ten minutes in boiling water.', '', 'Answer_1:', 'Microwave it.', '', 'Given above query and answers, select the better answer.'].join('\n'));
    expect(read.templateParts).toMatchObject({ output: 'Ten minutes in boiling water.', output_b: 'Microwave it.', question: 'Best way to boil an egg?' });
  });
});

describe('options named bare after the verb asking for the reply ("Reply 1 or 2.", "Answer with A, B or C only")', () => {
  it('letters are choices; digits are the sides when the instruction asks which is better, else a score\'s ends', () => {
    expect(bareChoices('Which summary is more faithful? Reply 1 or 2.')).toEqual({ kind: 'label_word', labels: ['1', '2'] });
    expect(bareChoices('Pick the best caption. Answer with A, B or C only.')).toEqual({ kind: 'choice_letter', letters: ['A', 'B', 'C'] });
    expect(bareChoices('Is the reply on topic? Respond 0 or 1.')).toEqual({ kind: 'score', scale: { min: 0, max: 1 }, lines: false });
  });

  it('words, a repeated option or a number that goes on are not bare options', () => {
    expect(bareChoices('Answer 1 or more of the questions below.')).toBeNull();
    expect(bareChoices('Reply to the customer or the agent.')).toBeNull();
    expect(bareChoices('Reply A or A.')).toBeNull();
  });

  it('read from a pairwise template whose data comes first', () => {
    const read = judge(null, ['Question: Best way to boil an egg?', '', 'Answer 1: Ten minutes in boiling water.', '', 'Answer 2: Microwave it.', '', 'Which answer is better? Reply 1 or 2.'].join('\n'));
    expect(read.answerForm).toEqual({ kind: 'label_word', labels: ['1', '2'] });
  });
});

describe('a score asked as a one-word label with a slot ("Reply in the form "Score: N"."), on a scale whose ends are glossed', () => {
  it('the label, then the score on the scale "from 1 (wrong) to 5 (perfect)"', () => {
    expect(scoreSentence('Reply in the form "Score: N".')).toEqual({ written: ['Score: ', ''] });
    expect(scaleOf('Score the translation from 1 (wrong) to 5 (perfect).')).toEqual({ min: 1, max: 5 });
    const read = judge(null, ['[Task]', 'Translate to Italian: "Thank you"', '[Model output]', 'Grazie', '[Instructions]', 'Score the translation from 1 (wrong) to 5 (perfect). Reply in the form "Score: N".'].join('\n'));
    expect(read.answerForm).toMatchObject({ kind: 'score', scale: { min: 1, max: 5 }, written: ['Score: ', ''] });
  });

  it('a quoted one-word label without score words, or with words after the slot, is not a score slot', () => {
    expect(scoreSentence('Reply in the form "Name: N".')).toBeNull();
    expect(scoreSentence('Reply in the form "Score: N points out of ten".')).toBeNull();
  });
});

// Layouts written for this test in the styles of held-out sets 48 and 49 (never their text).
describe('layouts first seen in held-out sets 48 and 49', () => {

  it('"then on the next line, start with "Score:" followed by your score": the label, the score after it, last', () => {
    expect(labelFollowedByScore('Explain first, then on a new line start with "Verdict score:" followed by your score from 0 to 3.')).toEqual({ written: ['Verdict score: ', ''] });
    const read = judge(null, 'Rate the essay\'s clarity.\n\nEssay: Dogs are loyal.\n\nGive your reasoning, then on the next line begin with "Grade" followed by the grade on a scale from 1 to 4.');
    expect(read.answerForm).toMatchObject({ kind: 'score', scale: { min: 1, max: 4 }, written: ['Grade: ', ''] });
    expect(writeVerdict(read.answerForm as never, 3, reason)).toBe(`${reason}\nGrade: 3`);
    // a label followed by something other than a score is not this layout
    expect(labelFollowedByScore('Start with "Summary:" followed by your summary of the text.')).toBeNull();
  });

  it('a score among listed values without "or" ("a score among 0, 2, 4, 6"), written on its labelled line', () => {
    expect(scaleOf('Give the reply a score among 0, 2, 4, 6 using the rules below.')).toEqual({ min: 0, max: 6 });
    expect(scaleOf('The score is one of 1, 3, 5.')).toEqual({ min: 1, max: 5 });
  });

  it('quoted options after "output your choice (": every option, three included', () => {
    const read = judge(null, 'Which headline is clearer?\n\nHeadline 1: Rain due\nHeadline 2: Storm warning issued\n\nIf they are equally clear, say "same". Please output your decision ("1" or "2" or "same").');
    expect(read.answerForm).toMatchObject({ kind: 'label_word' });
    expect([...(read.answerForm as { labels: string[] }).labels].sort()).toEqual(['1', '2', 'same']);
  });

  it('words in double brackets each said with when it applies, inside a placeholder', () => {
    const read = judge(null, 'Check the tool call.\n\nTool call: get_weather(city="Oslo")\n\nReply as:\n- Why: <reasoning>\n- Result: <[[Valid]] when the call matches the request; [[Invalid]] otherwise>');
    expect(read.answerForm).toMatchObject({ kind: 'label_word', labels: ['Valid', 'Invalid'], wrap: 'double_brackets' });
  });
});

describe('a bracketed label with its content on the same line ("[Query] …"), and a score slot quoted in backticks', () => {
  it('the labels are read as sections; "`Score: {score}` … at the last line" writes the score last', () => {
    const read = judge(null, ['You judge answers.', '[Question] What is the boiling point of water at sea level?', '[Answer] 100 degrees Celsius.', 'Decide whether the answer is correct, then give a score from 0 to 5 in the format `Rating: {rating}` on the last line.'].join('\n'));
    expect(read.subject.question).toBe('What is the boiling point of water at sea level?');
    expect(read.subject.output).toBe('100 degrees Celsius.');
    expect(read.answerForm).toMatchObject({ kind: 'score', scale: { min: 0, max: 5 }, written: ['Rating: ', ''] });
  });

  it('a line opening with a citation mark or an unknown bracketed word is not a label', () => {
    const read = judge(null, ['Is the summary faithful to the source? Answer yes or no.', '', 'Source:', '[1] The council met on Monday. [citation needed] It voted to close the pool.', '', 'Summary:', 'The council voted to close the pool.'].join('\n'));
    expect(read.subject.context).toBe('[1] The council met on Monday. [citation needed] It voted to close the pool.');
  });
});

describe('reply lines shown with placeholders: "xxx" for the reasoning, "(Yes or No)" for the verdict under a glossed label', () => {
  it('both lines are written, the verdict after its whole label', () => {
    const read = judge(null, ['Check whether the Output keeps every rule of the Request.', '', 'Request: Reply in French, under 20 words.', '', 'Output: Bonjour, votre colis arrive demain.', '', 'Answer in the following format:', 'Rule-by-rule check: xxx', 'Verdict (whether the Output keeps every rule): (Yes or No)'].join('\n'));
    expect(read.answerForm).toMatchObject({ kind: 'lines', options: ['Yes', 'No'] });
    expect(writeVerdict(read.answerForm as never, true, reason)).toBe(`Rule-by-rule check: ${reason}\nVerdict (whether the Output keeps every rule): Yes`);
  });
});

// Layouts written for this test in the styles of held-out set 50 (code, math and data-pipeline graders; never their text).
describe('layouts first seen in held-out set 50', () => {
  it('a labelled line quoted with its options between slashes: the option after the label', () => {
    expect(quotedOptionLine('NOTE: answer in the form `Winner: 1/2/tie`.')).toEqual({ kind: 'label_word', labels: ['1', '2', 'tie'], lead: 'Winner:' });
    expect(writeVerdict({ kind: 'label_word', labels: ['1', '2', 'tie'], lead: 'Winner:' }, '2', reason)).toBe(`${reason}\n\nWinner: 2`);
    expect(quotedOptionLine('Reply "Status: ok/ok".')).toBeNull();
  });

  it('a score slot offered with "should be in `Grade: x`, where x is the score"', () => {
    expect(scoreSentence('The reply should be in `Grade: x`, where x is the score from 0 to 4.')).toEqual({ written: ['Grade: ', ''] });
  });

  it('words in capitals the judge is told to output for each case, and the paragraph saying so ends the data', () => {
    expect(outputCapitals('If the proof has a gap, output a FLAWED, otherwise output a SOUND.')).toEqual({ kind: 'label_word', labels: ['FLAWED', 'SOUND'] });
    expect(outputCapitals('Output a JSON object.')).toBeNull();
    const read = judge(null, 'Verify every step of the proof.\n\nProof: n is even, so n+1 is odd.\n\nIf any step is wrong, output a FLAWED, else output a SOUND.');
    expect(read.subject.output).toBe('n is even, so n+1 is odd.');
    expect(read.answerForm).toEqual({ kind: 'label_word', labels: ['FLAWED', 'SOUND'] });
  });

  it('"end your response on a new line with only "Pass" or "Fail"": the word alone', () => {
    expect(wordChoice('Think it through, and end your response on a new line with only "Pass" or "Fail".')).toEqual({ kind: 'label_word', labels: ['Pass', 'Fail'] });
    expect(wordChoice('Finish with just "Yes" or "No".')).toEqual({ kind: 'yes_no' });
  });

  it('verdicts in parentheses between slashes in the sentence that sets the judgement', () => {
    expect(parenthesizedVerdicts('Judge whether the move wins the game (win/draw/loss).')).toEqual({ kind: 'label_word', labels: ['win', 'draw', 'loss'] });
    expect(parenthesizedVerdicts('Evaluate the input/output pairs (see below).')).toBeNull();
  });
});

describe('the reply between bracketed start and end marks ("Return the answer between [Start of Answer] and [End of Answer] tags")', () => {
  it('yes or no between the answer\'s marks, the reasoning between its own', () => {
    const read = judge(null, ['Decide whether the claim is backed by the source. Answer YES or NO.', '* Put the reasoning within the [Start of Reasoning] and [End of Reasoning] tags.', '* Put the answer between [Start of Answer] and [End of Answer] tags.', '', '[Start of Source]', 'The museum opens at nine.', '[End of Source]', '[Start of Claim]', 'The museum opens at 9 am.', '[End of Claim]'].join('\n'));
    expect(read.answerForm).toMatchObject({ kind: 'label_word', labels: ['YES', 'NO'], tags: { verdict: 'Answer', reasons: ['Reasoning'], brackets: true } });
    expect(writeVerdict(read.answerForm as never, true, reason)).toBe(`[Start of Reasoning]\n${reason}\n[End of Reasoning]\n[Start of Answer]\nYES\n[End of Answer]`);
  });

  it('a score between the score\'s marks', () => {
    const read = judge(null, ['Rate the reply on a scale of 1 to 4.', 'Return the critique between [Start of Critique] and [End of Critique] tags, and the score between [Start of Score] and [End of Score] tags.', '', '[Start of Reply]', 'Thanks, fixed.', '[End of Reply]'].join('\n'));
    expect(read.answerForm).toMatchObject({ kind: 'score', scale: { min: 1, max: 4 }, tags: { verdict: 'Score', reasons: ['Critique'], brackets: true } });
    expect(read.subject.output).toBe('Thanks, fixed.');
  });
});

describe('plain words with the subject between fence lines, and the answer\'s form said after it', () => {
  it('the subject without its fences, whether "---", \'"""\' or "***", the criterion before it', () => {
    expect(readPlainWords('Is this message spam? Answer yes or no.\n***\nClaim your free cruise now!!!\n***')).toMatchObject({ criterion: 'Is this message spam?', subject: 'Claim your free cruise now!!!' });
    expect(readPlainWords('Rate the tone of this reply from 1 to 5.\n"""\nPlease hold, I am checking.\n"""\nReply with the number only.')).toMatchObject({ subject: 'Please hold, I am checking.' });
    expect(readPlainWords('Which language is this written in?\n---\nDas Wetter ist schön.\n---\nAnswer with one word.')).toMatchObject({ criterion: 'Which language is this written in?', subject: 'Das Wetter ist schön.' });
  });
});

describe('layouts written for this test, as a user would write a judge of their own', () => {
  it('"Article:" is the source a summary is judged against; "Article 1" / "Article 2" are the pair judged', () => {
    const read = judge(null, 'ARTICLE:\nThe mill closed in 1990 after a fire.\n\nSUMMARY:\nThe mill burned down.\n\nRate how faithful the summary is to the article.\n\nYour rating (1-5):');
    expect(read.subject).toMatchObject({ output: 'The mill burned down.', context: 'The mill closed in 1990 after a fire.' });
    expect(read.answerForm).toMatchObject({ kind: 'score', scale: { min: 1, max: 5 } });
    const pair = judge(null, 'Which article explains the topic better?\n\nArticle 1:\nTides come from the Moon.\n\nArticle 2:\nTides come from wind.\n\nReply 1 or 2.');
    expect(pair.templateParts).toMatchObject({ output: 'Tides come from the Moon.', output_b: 'Tides come from wind.' });
  });

  it('"Output: 1 if …, 0 otherwise" is the answer\'s slot, not an output; "Task: Determine if …" is the instruction', () => {
    const read = judge(null, 'Task: Determine if the two questions ask the same thing.\nQuestion 1: How old is the Earth?\nQuestion 2: What is the age of our planet?\nOutput: 1 if they do, 0 otherwise.');
    expect(read.answerForm).toEqual({ kind: 'label_word', labels: ['1', '0'] });
    expect(read.subject.question).toBeUndefined();
  });

  it('options in capitals listed after "as" where the judge is told to grade', () => {
    expect(listedCapitals('Grade the answer as CORRECT, PARTIALLY_CORRECT or INCORRECT. Reply with the grade only.')).toEqual({ kind: 'label_word', labels: ['CORRECT', 'PARTIALLY_CORRECT', 'INCORRECT'] });
    expect(listedCapitals('Label it as SAFE or UNSAFE.')).toEqual({ kind: 'label_word', labels: ['SAFE', 'UNSAFE'] });
    expect(listedCapitals('Write it as JSON or YAML files.')).toBeNull();
  });

  it('a scale written before the word scale, or right after what is scored', () => {
    expect(scaleOf('Rate the reply on a 1-10 scale.')).toEqual({ min: 1, max: 10 });
    expect(scaleOf('Score the reply\'s empathy 1-5.')).toEqual({ min: 1, max: 5 });
    expect(scaleOf('Score answers to questions written in 2019-2020.')).toBeNull();
  });
});

describe('JSON keys named in words, each with a gloss after it ("keys "toxic" (true/false) and "explanation"")', () => {
  it('a key glossed true/false takes the pass, one glossed with a range the score, the other the reason', () => {
    const toxic = judge(null, 'Evaluate the reply for rudeness.\n\nReply: "Do it yourself."\n\nGive your answer as a JSON object with keys "rude" (true/false) and "explanation".');
    expect(toxic.answerForm).toMatchObject({ kind: 'json', keys: ['rude', 'explanation'], booleanKeys: ['rude'] });
    expect(JSON.parse(writeVerdict(toxic.answerForm as never, true, reason)!)).toEqual({ rude: true, explanation: reason });
    const scored = judge(null, 'Question: Capital of Peru?\nAnswer: Lima\n\nIs the answer correct? Respond with a JSON object with keys "score" (0 or 1) and "reason".');
    expect(scored.answerForm).toMatchObject({ kind: 'json', keys: ['score', 'reason'], scale: { min: 0, max: 1 }, scoreKeys: ['score'] });
    expect(JSON.parse(writeVerdict(scored.answerForm as never, 1, reason)!)).toEqual({ score: 1, reason });
  });
});

describe('more judges as users write them', () => {
  it('"Input / Expected / Actual" lines, then "Does the actual output match the expected output? Answer PASS or FAIL."', () => {
    const read = judge(null, 'Input: Capital of Chile?\nExpected: Santiago\nActual: Santiago de Chile\n\nDoes the actual output match the expected output? Answer PASS or FAIL.');
    expect(read.subject).toMatchObject({ output: 'Santiago de Chile', reference: 'Santiago', question: 'Capital of Chile?' });
    expect(read.answerForm).toEqual({ kind: 'label_word', labels: ['PASS', 'FAIL'] });
  });

  it('a verdict tag whose words are quoted after it ("in <verdict></verdict> tags as either "kind" or "unkind"")', () => {
    const read = judge('You grade chatbots.', '<user_query>Can I pay later?</user_query>\n<bot_response>Yes, at checkout.</bot_response>\n\nIs the bot response kind? Put your verdict in <verdict></verdict> tags as either "kind" or "unkind", and your reasoning in <why></why> tags.');
    expect(read.answerForm).toMatchObject({ kind: 'label_word', labels: ['kind', 'unkind'], tags: { verdict: 'verdict' } });
  });

  it('Chinese options joined by 或 after 只需回答, and that line ends the data', () => {
    const read = judge(null, '请判断以下回答是否礼貌。\n\n问题：你们几点关门？\n回答：自己看网站。\n\n只需回答"礼貌"或"不礼貌"。');
    expect(read.subject.output).toBe('自己看网站。');
    expect(read.answerForm).toEqual({ kind: 'label_word', labels: ['礼貌', '不礼貌'] });
  });
});

// Layouts written for this test in the styles of held-out set 52 (judges written in Chinese and Japanese; never their text).
describe('layouts first seen in held-out set 52', () => {
  it('answers told without quotes in Chinese and Japanese', () => {
    expect(cjkChoices('现在请判断回答是否礼貌，只输出是或否即可。')).toEqual({ kind: 'label_word', labels: ['是', '否'] });
    expect(cjkChoices('请直接输出合格或不合格，同时给出原因。')).toEqual({ kind: 'label_word', labels: ['合格', '不合格'] });
    expect(cjkChoices('满足要求得1分，否则0分，请只输出0或者1。')).toEqual({ kind: 'score', scale: { min: 0, max: 1 }, lines: false });
    expect(cjkChoices('满分共10分。你只需要回复一个数字表示总分。')).toEqual({ kind: 'score', scale: { min: 0, max: 10 }, lines: false });
    expect(cjkChoices('回答Aが良ければ１を、回答Bが良ければ2を、どちらとも言えない場合は3を最後の行に出力してください。')).toEqual({ kind: 'label_word', labels: ['1', '2', '3'] });
    expect(cjkChoices('请输出分析过程和最终结论。')).toBeNull();
  });

  it('labels naming the chatbot\'s output and an example of the right answer, and a closing 现在请判断 paragraph', () => {
    const read = judge(null, '问题：地球离太阳多远？\n\n正确答案示例如下：\n约1.5亿公里。\n\n问答机器人的输出如下：\n大约一亿五千万公里。\n\n现在请判断问答机器人的输出是否正确，只输出是或否即可。');
    expect(read.subject).toMatchObject({ question: '地球离太阳多远？', reference: '约1.5亿公里。', output: '大约一亿五千万公里。' });
    expect(read.answerForm).toEqual({ kind: 'label_word', labels: ['是', '否'] });
  });
});

// Layouts written for this test in the styles of held-out sets 51 and 53 (JS/TS tools and cookbooks; guardrails,
// QA scorecards and RLAIF prompts; never their text).
describe('layouts first seen in held-out sets 51 and 53', () => {
  it('options listed after "Options:" in the instruction\'s sentence', () => {
    expect(listedOptionsLine('Check the citation. Options: Supported, Partial or Unsupported. Supported means …')).toEqual({ kind: 'label_word', labels: ['Supported', 'Partial', 'Unsupported'] });
    expect(listedOptionsLine('Options: see the table below and pick wisely or not')).toBeNull();
  });

  it('"Respond only with the float value", its ends each said with what it means', () => {
    expect(scaleOf('0.0 means off topic, 1.0 means fully on topic.')).toEqual({ min: 0, max: 1 });
    const read = judge(null, 'Rate how useful the passage is for the question.\n\nQuestion: When was the bridge built?\nPassage: The bridge opened in 1932.\n\n- Respond only with the float value, never add other text\n- 0.0 means useless, 1.0 means fully useful');
    expect(read.answerForm).toMatchObject({ kind: 'score', scale: { min: 0, max: 1 } });
  });

  it('a score slot naming what it totals ("Score: <total points>") is written last, after the reasoning', () => {
    expect(scoreSentence('Conclude with the score using the format: “Score: <total points>”')).toEqual({ written: ['Score: ', ''] });
  });

  it('a workflow an agent ran is the output judged', () => {
    const read = judge('You are an expert evaluator. Return ONLY valid JSON.', '<workflow name="refund">\nUSER: refund my order\nASSISTANT: Done, refunded.\n</workflow>\n\n<expected>\nThe assistant refunds the order\n</expected>\n\nEvaluate how well the workflow matches the expected outcome. Provide your evaluation as: {"score": 0.0-1.0, "reason": "…"}');
    expect(read.subject.reference).toBe('The assistant refunds the order');
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: ['score', 'reason'], scale: { min: 0, max: 1 } });
  });
});

describe('one labelled part and the instruction after it, as users write them', () => {
  it('letters listed in parentheses beside the grade; options in brackets after "one of"; two verdict words after the verb', () => {
    expect(listedInBrackets('Assign a letter grade (A, B, C, D or F) to the essay.')).toEqual({ kind: 'choice_letter', letters: ['A', 'B', 'C', 'D', 'F'] });
    expect(listedInBrackets('Output one of: [positive, neutral, negative]')).toEqual({ kind: 'label_word', labels: ['positive', 'neutral', 'negative'] });
    expect(listedInBrackets('Is this a refusal? Return true or false.')).toEqual({ kind: 'label_word', labels: ['true', 'false'] });
    // a noun, not the verb: "what makes the answer correct or incorrect" asks for nothing
    expect(listedInBrackets('Here is the rubric on what makes the answer correct or incorrect.')).toBeNull();
  });

  it('"Assign a …" / "Wrap your verdict in <answer></answer> tags" end the data; "a score out of 10"', () => {
    const essay = judge(null, 'Essay: Cats sleep a lot.\n\nAssign a letter grade (A, B, C or F) to the essay. Respond with the letter only.');
    expect(essay.subject.output).toBe('Cats sleep a lot.');
    expect(essay.answerForm).toEqual({ kind: 'choice_letter', letters: ['A', 'B', 'C', 'F'] });
    const tagged = judge(null, 'Answer: Lima\nReference: Lima\n\nWrap your verdict in <answer></answer> tags: "match" or "mismatch".');
    expect(tagged.subject.reference).toBe('Lima');
    expect(scaleOf('Give the answer a score out of 10.')).toEqual({ min: 0, max: 10 });
    expect(scaleOf('The score was out of 10 people asked.')).toBeNull();
  });
});

describe('a chatbot\'s answer checked against an FAQ entry', () => {
  it('the FAQ entry is the context, the chatbot answer the output, "agree with" a judge\'s words', () => {
    const read = judge(null, "I need you to check my chatbot's answer against our FAQ.\n\nFAQ entry: Shipping is free over $50.\n\nChatbot answer: Shipping is always free.\n\nDoes the chatbot answer agree with the FAQ? Say AGREE or DISAGREE.");
    expect(read.subject).toMatchObject({ output: 'Shipping is always free.', context: 'Shipping is free over $50.' });
    expect(read.answerForm).toEqual({ kind: 'label_word', labels: ['AGREE', 'DISAGREE'] });
  });
});

describe('a rubric\'s levels listed one per line by number ("1 - cold", "- 2: fully right")', () => {
  it('are the scale a number alone answers on; numbered rules are not levels', () => {
    expect(numberedLevels('Scoring:\n1 - rude\n2 - neutral\n3 - warm')).toEqual({ min: 1, max: 3 });
    expect(numberedLevels('- 0: wrong\n- 1: partly right\n- 2: right')).toEqual({ min: 0, max: 2 });
    expect(numberedLevels('1: Take the reference as correct.\n2: If the answer hedges, score 0.')).toBeNull();
    expect(numberedLevels('1 - rude\n3 - warm')).toBeNull();
    const read = judge('You rate replies for warmth.\nScoring:\n1 - cold\n2 - neutral\n3 - warm\nRespond with the number only.', 'Thanks so much for your patience!');
    expect(read.answerForm).toMatchObject({ kind: 'score', scale: { min: 1, max: 3 } });
    const level = judge(null, 'Rubric:\n- 0: wrong\n- 1: partly right\n- 2: right\n\nQuestion: 3 + 4?\nAnswer: 7\n\nOutput the rubric level.');
    expect(level.answerForm).toMatchObject({ kind: 'score', scale: { min: 0, max: 2 } });
  });

  it('an "SQL:" line is the query judged', () => {
    const read = judge(null, 'Evaluate the SQL query.\n\nQuestion: How many orders shipped?\nSQL: SELECT COUNT(*) FROM orders WHERE shipped;\n\nIs the SQL correct for the question? (yes/no)');
    expect(read.subject).toMatchObject({ output: 'SELECT COUNT(*) FROM orders WHERE shipped;', question: 'How many orders shipped?' });
    expect(read.answerForm).toEqual({ kind: 'yes_no' });
  });
});

describe('judges users write in French, Spanish and German', () => {
  it('the closing instruction in their language ends the data; its scale and "only the number" are read', () => {
    const fr = judge(null, 'Question : Combien de pattes a une araignée ?\nRéponse : Six\n\nLa réponse est-elle correcte ? Répondez par « oui » ou « non ».');
    expect(fr.subject).toMatchObject({ output: 'Six', question: 'Combien de pattes a une araignée ?' });
    const es = judge(null, 'Pregunta: ¿Cuál es el río más largo?\nRespuesta: El Nilo.\n\nEvalúa si la respuesta es correcta. Responde solo con "correcto" o "incorrecto".');
    expect(es.subject.output).toBe('El Nilo.');
    expect(es.answerForm).toEqual({ kind: 'label_word', labels: ['correcto', 'incorrecto'] });
    const de = judge(null, 'Frage: Wie viele Tage hat ein Schaltjahr?\nAntwort: 366\n\nBewerte die Antwort auf einer Skala von 1 bis 5. Gib nur die Zahl aus.');
    expect(de.subject.output).toBe('366');
    expect(de.answerForm).toMatchObject({ kind: 'score', scale: { min: 1, max: 5 } });
    expect(scaleOf('Notez la réponse sur une échelle de 1 à 10.')).toEqual({ min: 1, max: 10 });
  });
});

describe('the tag a template names for its answer, whatever words come before it', () => {
  it('options read in words are written in the tag; options shown filled in it are the verdicts', () => {
    expect(namedAnswerTags("Think in <thinking> tags, then output 'pass' or 'fail' in <result> tags.")).toEqual({ tags: { verdict: 'result', reasons: ['thinking'] }, options: [] });
    expect(namedAnswerTags('Reply with <label>SUPPORTED</label> or <label>UNSUPPORTED</label>.')).toEqual({ tags: { verdict: 'label', reasons: [] }, options: ['SUPPORTED', 'UNSUPPORTED'] });
    const read = judge(null, "<question>Largest ocean?</question>\n<answer>Atlantic</answer>\n\nThink in <thinking> tags, then output 'correct' or 'incorrect' in <result> tags.");
    expect(read.answerForm).toEqual({ kind: 'label_word', labels: ['correct', 'incorrect'], tags: { verdict: 'result', reasons: ['thinking'] } });
    expect(writeVerdict(read.answerForm as never, 'incorrect', reason)).toBe(`<thinking>${reason}</thinking>\n<result>incorrect</result>`);
  });

  it('a question about an agent\'s or a chatbot\'s turn is the criterion, not the sentence introducing the data', () => {
    const read = judge(null, 'Here is a transcript of a support call:\n<transcript>\nAgent: Hi!\nCustomer: My card was declined.\nAgent: I have lifted the block.\n</transcript>\n\nDid the agent resolve the issue? Answer in <verdict> tags with RESOLVED or UNRESOLVED.');
    expect(read.criterion).toBe('Did the agent resolve the issue?');
    expect(read.answerForm).toMatchObject({ kind: 'label_word', labels: ['RESOLVED', 'UNRESOLVED'], tags: { verdict: 'verdict' } });
  });
});

// Layouts written for this test in the styles of held-out sets 54 and 56 (benchmark harness and research-paper judges).
describe('layouts first seen in held-out sets 54 and 56', () => {
  it('numbers each given for a verdict, and lower-case words listed after "Respond with"', () => {
    expect(numbersForVerdicts('Please give me 1 for relevant and 0 for irrelevant. Only give me a single number.')).toEqual({ kind: 'score', scale: { min: 0, max: 1 }, lines: false });
    expect(numbersForVerdicts('Does the premise entail the hypothesis? Respond with entailment, contradiction, or neutral.')).toEqual({ kind: 'label_word', labels: ['entailment', 'contradiction', 'neutral'] });
    expect(numbersForVerdicts('Respond with care, and be kind.')).toBeNull();
  });

  it('"please generate "same"" names an option; "Possible Answer 1/2" are the pair; "Score = " is an empty score slot', () => {
    const same = judge(null, 'Response 1: It rains.\nResponse 2: It is raining.\n\nIf response 1 does not conflict with response 2, please generate "same". Otherwise, generate "different".');
    expect(same.answerForm).toMatchObject({ kind: 'label_word', labels: ['same', 'different'] });
    const pair = judge(null, 'Here are two possible answers:\nPossible Answer 1: Oslo\nPossible Answer 2: The capital is Oslo.\nDoes Possible Answer 1 semantically entail Possible Answer 2? Respond with entailment, contradiction, or neutral.');
    expect(pair.templateParts).toMatchObject({ output: 'Oslo', output_b: 'The capital is Oslo.' });
    expect(pair.answerForm).toEqual({ kind: 'label_word', labels: ['entailment', 'contradiction', 'neutral'] });
    const slot = judge(null, 'Evaluate the generated summary by giving a score within the range of 0 to 100.\nReference = The plant closed.\nGenerated = The plant shut down.\nScore = ');
    expect(slot.answerForm).toMatchObject({ kind: 'score', scale: { min: 0, max: 100 } });
  });
});

// Layouts written for this test in the styles of held-out set 55 (judges inside applications).
describe('layouts first seen in held-out set 55', () => {
  it('yes and no each quoted with a period where the judge is told to output them; a binary score "yes" or "no"', () => {
    expect(answerFormatOf('If the request is on topic, output "Yes."; otherwise, output "No" followed by the reason.')).toEqual({ kind: 'yes_no' });
    expect(answerFormatOf("Give a binary score 'yes' or 'no' to say whether the passage helps.\nNo other words needed except 'yes' or 'no'.")).toEqual({ kind: 'yes_no' });
  });

  it('"Return only the index number of the best candidate": the index', () => {
    expect(answerFormatOf('Pick the best model for the prompt. Return only the index number (0-based) of the best model.')).toMatchObject({ kind: 'choice_index' });
  });
});

describe('worked examples, then the case judged, ending on the empty slot the examples fill', () => {
  const prompt = ['Decide whether each review is sarcastic.', '', 'Review: Oh great, it broke on day one.', 'Label: Sarcastic, because it praises a failure.', '', 'Review: Works as described, happy with it.', 'Label: Sincere, since it plainly reports satisfaction.', '', 'Review: Wow, only three hours on hold. Amazing.', 'Label:'].join('\n');

  it('the last block is the data, the words before the first example the instruction', () => {
    expect(fewShotBlocks(prompt)).toEqual({ parts: { output: 'Wow, only three hours on hold. Amazing.' }, instruction: 'Decide whether each review is sarcastic.' });
    // one example, or a prompt not ending on the slot, is no such layout
    expect(fewShotBlocks('Review: Great.\nLabel: Sincere.\n\nReview: Bad.\nLabel:')).toBeNull();
    expect(fewShotBlocks(prompt.replace(/\nLabel:$/, '\nThanks.'))).toBeNull();
  });

  it('the verdict opening each example\'s value, before its reason, is an option', () => {
    const read = judge(null, prompt);
    expect(read.subject.output).toBe('Wow, only three hours on hold. Amazing.');
    expect(read.criterion).toBe('Decide whether each review is sarcastic.');
    expect(read.answerForm).toEqual({ kind: 'label_word', labels: ['Sarcastic', 'Sincere'] });
  });
});
