import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '@a8/contracts';
import { firstOption, frameProposal, labelNamedIn, shapedLabel, type TaughtView } from './proposal-framing';

const TICKET = 'Which queue does the ticket belong in?';
const queueFormat: JsonSchema = { properties: { queue: { enum: ['billing', 'shipping', 'account'] } } };

function view(nearest: ReturnType<TaughtView['nearest']> = null): TaughtView {
  return {
    criteria: [TICKET],
    schemaOf: (criterion) => (criterion === TICKET ? queueFormat : undefined),
    nearest: () => nearest,
  };
}

describe('frameProposal', () => {
  it("frames the spec's rule as a case under the taught criterion that has its label (explain key)", () => {
    const framing = frameProposal('Double-charge tickets go to billing, even when the order came late.', null, null, true, view());
    expect(framing).toEqual({ criterion: TICKET, subject: 'A double-charge ticket where the order came late.', format: queueFormat, stated: { queue: 'billing' }, source: 'rule' });
  });

  it('frames the same rule from the words alone for a key without models:explain: complete, teachable', () => {
    const framing = frameProposal('Double-charge tickets go to billing, even when the order came late.', null, null, false, view());
    expect(framing).toEqual({ criterion: 'Where does the ticket go?', subject: 'A double-charge ticket where the order came late.', format: { type: 'string' }, stated: 'billing', source: 'rule' });
  });

  it('takes the criterion from a question in the words, never the nearest taught criterion', () => {
    const near = { criterion: TICKET, format: queueFormat, similarity: 0.9 };
    const framing = frameProposal('Is this review positive? Loved it, five stars.', null, null, true, view(near));
    expect(framing).toMatchObject({ criterion: 'Is this review positive?', subject: 'Loved it, five stars.', format: { enum: ['yes', 'no'] }, source: 'question' });
    expect(frameProposal('Is this review positive or negative? "Loved it."', null, null, true, view()).format).toEqual({ enum: ['positive', 'negative'] });
    // A question that rewords the taught criterion is framed as the taught one, with its format.
    expect(frameProposal('Which queue does this ticket belong in? It arrived crushed.', null, null, false, view())).toMatchObject({ criterion: TICKET, format: queueFormat, subject: 'It arrived crushed.' });
  });

  it('keeps a criterion the input states in system, and borrows the nearest only for a near case and an explain key', () => {
    expect(frameProposal('It arrived crushed.', TICKET, null, false, view())).toMatchObject({ criterion: TICKET, format: queueFormat, source: 'system' });
    const near = { criterion: TICKET, format: queueFormat, similarity: 0.6 };
    expect(frameProposal('My parcel never arrived.', null, null, true, view(near))).toMatchObject({ criterion: TICKET, source: 'nearest' });
    expect(frameProposal('My parcel never arrived.', null, null, false, view(near))).toMatchObject({ criterion: null, source: 'words' });
    expect(frameProposal('My parcel never arrived.', null, null, true, view({ ...near, similarity: 0.05 }))).toMatchObject({ criterion: null });
  });
});

describe('answers shaped as the format', () => {
  it('shapes labels, finds a named one, and offers the first option', () => {
    expect(shapedLabel(queueFormat, 'Billing')).toEqual({ queue: 'billing' });
    expect(shapedLabel(queueFormat, 'refunds')).toBeUndefined();
    expect(shapedLabel(null, 'billing')).toBe('billing');
    expect(labelNamedIn('Send it to shipping please', queueFormat)).toEqual({ queue: 'shipping' });
    expect(labelNamedIn('It arrived crushed.', queueFormat)).toBeUndefined();
    expect(firstOption({ enum: ['yes', 'no'] })).toBe('yes');
    expect(firstOption(null)).toBeUndefined();
  });
});
