import { describe, expect, it } from 'vitest';
import { caseOfRule, criterionOfRule, isYesNoQuestion, kindNounOf, readRule } from './rule-words';

const queues = new Set(['billing', 'shipping', 'account']);

describe('readRule', () => {
  it("reads the spec's rule: condition, label and qualifier, and writes a case of it, not the rule", () => {
    const rule = readRule('Double-charge tickets go to billing, even when the order came late.', queues)!;
    expect(rule).toEqual({ condition: 'Double-charge tickets', clause: false, label: 'billing', qualifier: 'the order came late' });
    expect(caseOfRule(rule, 'ticket')).toBe('A double-charge ticket where the order came late.');
  });

  it('reads imperative, conditional and equated rules', () => {
    expect(readRule('Send refund requests to billing.', queues)).toMatchObject({ condition: 'refund requests', label: 'billing' });
    expect(readRule('Route anything about passwords to the account queue.', queues)).toMatchObject({ condition: 'anything about passwords', label: 'account' });
    const conditional = readRule('If a customer was charged twice, it goes to billing.', queues)!;
    expect(conditional).toMatchObject({ condition: 'a customer was charged twice', clause: true, label: 'billing' });
    expect(caseOfRule(conditional, 'ticket')).toBe('A customer was charged twice.');
    expect(readRule('Late deliveries are shipping.', queues)).toMatchObject({ condition: 'Late deliveries', label: 'shipping' });
    expect(caseOfRule(readRule('Anything mentioning a chargeback goes to billing.', queues)!, 'ticket')).toBe('A ticket mentioning a chargeback.');
    expect(caseOfRule(readRule('Questions about invoices should go to billing.', queues)!, null)).toBe('A question about invoices.');
  });

  it('reads no rule in a case, a question or a statement about something else', () => {
    expect(readRule('The package is late.', queues)).toBeNull();
    expect(readRule('My parcel went to the wrong address.', queues)).toBeNull();
    expect(readRule('Do refund requests go to billing?', queues)).toBeNull();
    expect(readRule('It is billing.', queues)).toBeNull();
    expect(readRule('I was charged twice for an order that arrived late.', queues)).toBeNull();
    expect(readRule('x'.repeat(5000) + ' tickets go to billing.', queues)).toBeNull();
  });

  it('reads hostile input without backtracking for ever (the test times out if it does)', () => {
    expect(readRule(`${'a '.repeat(190)}tickets go to ${'b,'.repeat(100)}`, queues)).toBeNull();
    expect(readRule(`If ${'a '.repeat(195)}`, queues)).toBeNull();
  });
});

describe('criteria from the words alone', () => {
  it('names the kind of thing and asks where it goes', () => {
    expect(kindNounOf('Double-charge tickets')).toBe('ticket');
    expect(criterionOfRule(readRule('Double-charge tickets go to billing.')!, null)).toBe('Where does the ticket go?');
    expect(isYesNoQuestion('Is this review positive?')).toBe(true);
    expect(isYesNoQuestion('Which queue does the ticket belong in?')).toBe(false);
  });
});
