import { describe, expect, it } from 'vitest';
import type { CanonicalRequest } from '@a8/contracts';
import { readJudgement } from './reasoning-read';

const untaught = () => undefined;
const conversation = (criterion: string | null, ...turns: string[]): CanonicalRequest => ({
  criterion,
  schema: null,
  conversation: turns.map((content, i) => ({ role: i % 2 === 0 ? ('user' as const) : ('assistant' as const), content })),
});

describe('follow-ups (reasoning on)', () => {
  it('judges a new subject after a lead-in under the system criterion', () => {
    const read = readJudgement(conversation('Which queue?', 'It arrived crushed.', '{"queue":"shipping"}', 'And this one: I was charged twice.'), true, untaught);
    expect(read).toMatchObject({ criterion: 'Which queue?', subject: { output: 'I was charged twice.' }, readInWords: true });
  });

  it("takes the criterion a conversation in plain words opened with, and its answer's form", () => {
    const read = readJudgement(
      conversation(null, 'Is this review positive or negative? "Great toaster." Answer with one word.', 'positive', 'What about this one: "It broke in a day."'),
      true,
      untaught,
    );
    expect(read).toMatchObject({ criterion: 'Is this review positive or negative?', subject: { output: '"It broke in a day."' }, answerForm: { kind: 'word' } });
    const bare = readJudgement(conversation(null, 'Is this review positive or negative? "Great toaster."', 'positive', 'It broke in a day.'), true, untaught);
    expect(bare.criterion).toBe('Is this review positive or negative?');
  });

  it('reads "Why?" and "Quote precedents" alone as a request for the precedents of the verdict before', () => {
    for (const why of ['Why?', 'Quote precedents.', 'explain that']) {
      const read = readJudgement(conversation('Which queue?', 'It arrived crushed.', '{"queue":"shipping"}', why), true, untaught);
      expect(read).toMatchObject({ criterion: 'Which queue?', subject: { output: 'It arrived crushed.' }, wordsWantPrecedents: true });
    }
  });

  it('reads the other ways people ask why ("Are you sure?", "Why did you say that?", "Can you explain your answer?")', () => {
    for (const why of ['Are you sure?', 'Why did you say that?', 'Can you explain your answer?', 'why is that', 'What makes you think so?', 'Explain your reasoning.']) {
      const read = readJudgement(conversation('Which queue?', 'It arrived crushed.', '{"queue":"shipping"}', why), true, untaught);
      expect(read, why).toMatchObject({ subject: { output: 'It arrived crushed.' }, wordsWantPrecedents: true });
    }
  });

  it('reads the other lead-ins of a new subject ("Same for: …", "How about: …", "Try this one: …", "One more: …")', () => {
    for (const lead of ['Same for: ', 'How about: ', 'Try this one: ', 'One more: ', 'Now do the same for this comment: ', 'Ok, what about ']) {
      const read = readJudgement(conversation('Which queue?', 'It arrived crushed.', '{"queue":"shipping"}', `${lead}I was charged twice.`), true, untaught);
      expect(read.subject.output, lead).toBe('I was charged twice.');
    }
  });

  it('reads a conversation of thousands of "Why?"s at once, without recursion', () => {
    const turns = ['It arrived crushed.', '{"queue":"shipping"}'];
    for (let i = 0; i < 20_000; i++) turns.push('Why?', 'Because.');
    turns.push('Why?');
    const read = readJudgement(conversation('Which queue?', ...turns), true, untaught);
    expect(read.subject.output).toBe('It arrived crushed.');
  });

  it('leaves follow-ups alone with reasoning off: the latest message is the subject as written', () => {
    const read = readJudgement(conversation('Which queue?', 'It arrived crushed.', '{"queue":"shipping"}', 'And this one: I was charged twice.'), false, untaught);
    expect(read.subject.output).toBe('And this one: I was charged twice.');
  });
});
