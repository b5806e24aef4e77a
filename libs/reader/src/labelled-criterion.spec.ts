import { describe, expect, it } from 'vitest';
import { criterionByLabels } from './labelled-criterion';

const taught = [
  { criterion: 'What is the sentiment of the review?', labels: ['positive', 'negative', 'neutral'] },
  { criterion: 'Which queue does the ticket belong in?', labels: ['billing', 'shipping', 'account'] },
  { criterion: 'How urgent is the incident?', labels: ['low', 'medium', 'high', 'critical'] },
  { criterion: 'Is the answer correct?', labels: ['yes', 'no'] },
];

describe('a criterion recognised by the verdicts it names', () => {
  it('names every verdict of one taught criterion: that criterion, whatever the wording', () => {
    expect(criterionByLabels('Classify the sentiment (positive, negative, or neutral) of this product review', taught)).toBe(taught[0]!.criterion);
    expect(criterionByLabels('Route this. Reply with Billing, Shipping or Account only.', taught)).toBe(taught[1]!.criterion);
    expect(criterionByLabels('Triage the incident: LOW, MEDIUM, HIGH or CRITICAL?', taught)).toBe(taught[2]!.criterion);
  });

  it('no match when a verdict is missing, when two criteria share the verdicts, or when the verdicts are ones any question takes', () => {
    expect(criterionByLabels('Is it positive or negative?', taught)).toBeNull();
    expect(criterionByLabels('Answer yes or no: is it right?', taught)).toBeNull();
    const twins = [...taught, { criterion: 'What is the tone of the tweet?', labels: ['Neutral', 'Negative', 'Positive'] }];
    expect(criterionByLabels('positive, negative or neutral?', twins)).toBeNull();
    expect(criterionByLabels('Rate it 1, 2 or 3', [{ criterion: 'Score it', labels: ['1', '2', '3'] }])).toBeNull();
  });

  it('looks only for the verdicts no question takes alike: "other" beside four languages is not needed, two yes/no-like ones are not enough', () => {
    const languages = [{ criterion: 'What language is the text in?', labels: ['english', 'french', 'spanish', 'german', 'other'] }];
    expect(criterionByLabels('Is this English, French, Spanish, German or something else?', languages)).toBe('What language is the text in?');
    expect(criterionByLabels('Is it English?', languages)).toBeNull();
    expect(criterionByLabels('correct or partially correct?', [{ criterion: 'Does it match?', labels: ['correct', 'partially_correct', 'incorrect'] }])).toBeNull();
  });

  it('reads verdicts written with underscores or hyphens as words, and stays bounded on a long text', () => {
    const snake = [{ criterion: 'Does the reply need a human?', labels: ['needs_review', 'auto_reply'] }];
    expect(criterionByLabels('Decide: needs review or auto-reply', snake)).toBe('Does the reply need a human?');
    expect(criterionByLabels('positive negative neutral '.repeat(2000), taught)).toBeNull();
  });

  it('reads "X or not" as naming a verdict and its negation ("not X", "non X"), never "not X" alone as X', () => {
    const taught = [
      { criterion: 'Does this alert need action from on-call?', labels: ['actionable', 'not actionable'] },
      { criterion: 'Is this text in plain language?', labels: ['plain', 'jargon'] },
    ];
    expect(criterionByLabels('Actionable or not?', taught)).toBe('Does this alert need action from on-call?');
    expect(criterionByLabels('Compliant or not?', [{ criterion: 'Does the label follow the rules?', labels: ['compliant', 'non-compliant'] }])).toBe('Does the label follow the rules?');
    expect(criterionByLabels('Is it actionable?', taught)).toBeNull();
  });
});
