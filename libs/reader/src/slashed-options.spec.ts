import { describe, expect, it } from 'vitest';
import { judgeTemplate as judge } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

const reason = 'The nearest taught example is close.';

// Layouts written for this test in the styles the stop-29 rules read (never a fixture's text): options
// between slashes inside a JSON value, inside a shown tag, and after "only answer" under a heading.
describe('options written between slashes', () => {
  it('a JSON key shown with its options inside one string takes the verdict as one of them', () => {
    const read = judge(
      'You check a support reply against a policy statement.',
      'Statement: Refunds are offered within 30 days.\nReply: You can get your money back for a month after buying.\n\nAnswer "yes" or "no" in this JSON format:\n{\n  "why": "the reason the reply matches the statement or not",\n  "matches": "yes/no"\n}',
    );
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: ['why', 'matches'], optionKeys: ['matches'] });
    expect(JSON.parse(writeVerdict(read.answerForm as never, true, reason)!)).toEqual({ why: reason, matches: 'yes' });
  });

  it('three options, and options in brackets, inside one string; a reason key never holds options', () => {
    const read = judge(null, 'Decide whether the claim is backed by the passage.\nPassage: The bridge opened in 1932.\nClaim: The bridge opened before 1940.\n\nReturn JSON:\n{"reasoning": "one sentence or two", "support": "[full / partial / none]"}');
    expect(read.answerForm).toMatchObject({ kind: 'json', optionKeys: ['support'], options: ['full', 'partial', 'none'] });
    expect(JSON.parse(writeVerdict(read.answerForm as never, 'partial', reason)!)).toEqual({ reasoning: reason, support: "partial" });
  });

  it('a tag shown holding its options ("<pick>X/Y (gloss)</pick>") is where the chosen option goes', () => {
    const read = judge(null, 'Which summary is more faithful to the article?\n\nArticle: Rain fell all week in Leeds.\nSummary X: It rained in Leeds.\nSummary Y: Leeds had a dry week.\n\nWrite your thoughts, then your pick:\n<thoughts>your reasoning</thoughts>\n<pick>X/Y (the more faithful summary)</pick>');
    expect(read.answerForm).toMatchObject({ kind: 'label_word', labels: ['X', 'Y'], tags: { verdict: 'pick', reasons: ['thoughts'] } });
    expect(writeVerdict(read.answerForm as never, 'X', reason)).toMatch(/<pick>\s*X\s*<\/pick>$/);
  });

  it('"only answer A/B" right after the verb, written under the heading that asks for it', () => {
    const read = judge('You review database migrations before they ship.\n\n## Review Outcome: str. If the script is safe to run, say SHIP; ONLY ANSWER SHIP/HOLD.', 'Evaluate whether this migration is safe to run.\n\nCandidate code:\nALTER TABLE users ADD COLUMN age int;');
    expect(read.answerForm).toEqual({ kind: 'label_word', labels: ['SHIP', 'HOLD'], lead: '## Review Outcome:' });
    expect(writeVerdict(read.answerForm as never, 'SHIP', reason)).toMatch(/## Review Outcome: SHIP$/);
  });
});

describe('fields named in words', () => {
  it('"output … "X", "Y" or "Z" to the <name> field" is a JSON answer: the verdict in that field, the reasoning in the one named for it', () => {
    const read = judge(
      'You compare two chatbot replies.',
      'STEP 1: Read both replies.\nSTEP 2: Output your choice of "first", "tie" or "second" to the winner field.\nSTEP 3: Output why in the explanation field.\n\nQuestion: How long do eggs boil?\nReply one: About 7 minutes for medium.\nReply two: Eggs are laid by hens.',
    );
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: ['winner', 'explanation'], options: ['first', 'tie', 'second'], optionKeys: ['winner'] });
    expect(JSON.parse(writeVerdict(read.answerForm as never, 'first', reason)!)).toEqual({ winner: 'first', explanation: reason });
  });
});
