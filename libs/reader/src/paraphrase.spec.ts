import { describe, expect, it } from 'vitest';
import { paraphrasedCriterion, paraphraseKey } from './paraphrase';

const taught = ['Which queue does the ticket belong in?', 'Is this review positive or negative?', 'Rate the helpfulness of the response from 1 to 5.', 'Is the answer relevant to the question?'];

describe('paraphrased criteria', () => {
  it.each([
    ['Which queue does this ticket belong in?', 'Which queue does the ticket belong in?'],
    ['Which queue do the tickets belong in', 'Which queue does the ticket belong in?'],
    ['Please tell me whether this review is positive or negative.', 'Is this review positive or negative?'],
    ['Is the review positive or negative', 'Is this review positive or negative?'],
    ['Rate the helpfulness of this response from 1 to 5', 'Rate the helpfulness of the response from 1 to 5.'],
  ])('matches %j to %j', (asked, expected) => {
    expect(paraphrasedCriterion(asked, taught)).toBe(expected);
  });

  it.each([
    'Which queue did the ticket come from?',
    'Which queue does the ticket not belong in?',
    'Which queue did the ticket belong in?',
    'Is this review positive, negative or neutral?',
    'Rate the helpfulness of the response from 1 to 10.',
    'Is the question relevant to the answer?',
    'Is the review positive about the price?',
    'Which team does the ticket belong to?',
  ])('does not match the near miss %j', (asked) => {
    expect(paraphrasedCriterion(asked, taught)).toBeNull();
  });

  it('refuses an ambiguous rewording that matches two taught criteria', () => {
    expect(paraphrasedCriterion('Is the review positive?', ['Is this review positive?', 'Is that review positive?'])).toBeNull();
    expect(paraphrasedCriterion('Is the review positive?', ['Is this review positive?', 'Is this review helpful?'])).toBe('Is this review positive?');
  });

  it('keeps negation, tense and numbers in the key, and leaves long texts alone', () => {
    expect(paraphraseKey("Isn't the reply polite?")).not.toBe(paraphraseKey('Is the reply polite?'));
    expect(paraphraseKey('Was the reply polite?')).not.toBe(paraphraseKey('Is the reply polite?'));
    expect(paraphraseKey('x'.repeat(601))).toBeNull();
  });
});
