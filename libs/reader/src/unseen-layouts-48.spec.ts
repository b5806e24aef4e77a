import { describe, expect, it } from 'vitest';
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
