import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';
import { listedOptions } from './listed-options';

describe('options an instruction lists in its own words', () => {
  it('reads options after "one of", after "classify … as", and after the verb\'s colon', () => {
    expect(listedOptions('Tag the e-mail with one of: invoice, receipt, newsletter.')).toEqual({ kind: 'label_word', labels: ['invoice', 'receipt', 'newsletter'] });
    expect(listedOptions('Your reply must be one of SUPPORTED, REFUTED, NOT_ENOUGH_INFO.')).toEqual({ kind: 'label_word', labels: ['SUPPORTED', 'REFUTED', 'NOT_ENOUGH_INFO'] });
    expect(listedOptions('Classify the review as favourable, mixed or unfavourable.')).toEqual({ kind: 'label_word', labels: ['favourable', 'mixed', 'unfavourable'] });
    expect(listedOptions('Rate the urgency: low, medium, high.')).toEqual({ kind: 'label_word', labels: ['low', 'medium', 'high'] });
    expect(listedOptions('Grade the lab report: A, B, C, D or F.')).toEqual({ kind: 'choice_letter', letters: ['A', 'B', 'C', 'D', 'F'] });
  });

  it('reads a named set of options, and a list in parentheses after what the reply is told to be', () => {
    expect(listedOptions('Route the message. Possible queues: billing, shipping, account, other. Output the queue name.')).toEqual({ kind: 'label_word', labels: ['billing', 'shipping', 'account', 'other'] });
    expect(listedOptions('Judge the urgency of the ticket (low, normal, urgent). Only output the urgency.')).toEqual({ kind: 'label_word', labels: ['low', 'normal', 'urgent'] });
    // a list in parentheses the reply is not told to be is no options
    expect(listedOptions('Extract the entities (names, dates, places) from the text and summarize them.')).toBeNull();
  });

  it('reads two or three sides asked for by their letter', () => {
    expect(listedOptions('Which summary is more faithful, A or B? Answer with the letter only.')).toEqual({ kind: 'choice_letter', letters: ['A', 'B'] });
    // no letter asked for: no reading
    expect(listedOptions('Which summary is more faithful, A or B?')).toBeNull();
  });

  it('reads lists in French, Spanish and German after the verb that classifies', () => {
    expect(listedOptions('Clasifica el sentimiento como positivo, negativo o neutral. Responde solo con la etiqueta.')).toEqual({ kind: 'label_word', labels: ['positivo', 'negativo', 'neutral'] });
    expect(listedOptions('Classe le ticket parmi : facturation, livraison, compte.')).toEqual({ kind: 'label_word', labels: ['facturation', 'livraison', 'compte'] });
    expect(listedOptions('Ordne die Nachricht ein als Lob, Kritik oder Frage.')).toEqual({ kind: 'label_word', labels: ['Lob', 'Kritik', 'Frage'] });
  });

  it('reads no worked example of an answer as options', () => {
    expect(listedOptions('Question: Where is the Louvre?\nAnswer: Paris, France.')).toBeNull();
    expect(listedOptions('Respond with: approve, revise, reject.')).toEqual({ kind: 'label_word', labels: ['approve', 'revise', 'reject'] });
  });

  it('reads no prose as options', () => {
    expect(listedOptions('Use one of the, a, or an before the noun.')).toBeNull();
    expect(listedOptions('The answer is one of many.')).toBeNull();
  });

  it('leaves the options of a JSON answer to the JSON readings', () => {
    expect(answerFormatOf('Return JSON {"label": "...", "reason": "..."} where label is one of: invoice, receipt, newsletter.')).toMatchObject({ kind: 'json' });
  });

  it('reads only the last part of a 1 MB text (the timeout of the test bounds it)', () => {
    const long = `${'one of: alpha, beta, '.repeat(50_000)}gamma.`;
    expect(listedOptions(long)).toMatchObject({ kind: 'label_word' });
  });
});
