import { describe, expect, it } from 'vitest';
import { labelsNamedInSentences } from './named-labels';
import { readTemplateRequest } from './template-request';
import { readTemplate } from './template-sections';
import { answerFormatOf } from './answer-format';

describe('labels the template names in its own sentences', () => {
  it('reads the label the judge is told to check as the output, another one named as context', () => {
    const user = 'Check if the following message fulfils the given intent.\n\nIntent:\nOffers a refund for the broken kettle.\n\nMessage:\nSorry about the kettle! I have refunded your order in full.\n\nRespond with EXACTLY one line: PASS: <reason> or FAIL: <reason>';
    const read = readTemplateRequest('You grade support agents.', user);
    expect(read?.parts).toEqual({ output: 'Sorry about the kettle! I have refunded your order in full.', context: 'Offers a refund for the broken kettle.' });
    expect(read?.answerForm).toEqual({ kind: 'label_word', labels: ['PASS', 'FAIL'], reasonAfter: ': ' });
  });

  it('reads a label named by the system prompt, on the same line as its text or below it', () => {
    const user = 'Ticket: The site is down for every user since 9am.\n\nAccount tier:\nenterprise';
    expect(readTemplate(user, 0, 'Classify the following ticket by urgency, given the account tier of the customer.')?.parts).toEqual({ output: 'The site is down for every user since 9am.', context: 'enterprise' });
  });

  it('names nothing when no label is named as judged, or when two are', () => {
    expect(labelsNamedInSentences('Note: be strict.\nMessage: hello', 'Be strict.')).toBeNull();
    expect(labelsNamedInSentences('Email:\nhi\n\nMemo:\nhello', 'Check the email and check the memo.')).toBeNull();
    expect(labelsNamedInSentences('Rules:\nbe fair', 'Check the rules.')).toBeNull();
  });

  it('reads one option per line with a slot for the reason, verdict words included', () => {
    expect(answerFormatOf('Respond in one of these formats:\n  PASS: <brief reason>\n  FAIL: <brief reason>')).toEqual({ kind: 'label_word', labels: ['PASS', 'FAIL'], reasonAfter: ': ' });
    expect(answerFormatOf('Answer with one line:\nCORRECT: <explanation>\nINCORRECT: <explanation>')).toEqual({ kind: 'label_word', labels: ['CORRECT', 'INCORRECT'], reasonAfter: ': ' });
  });
});
