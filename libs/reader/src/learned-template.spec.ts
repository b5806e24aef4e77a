import { describe, expect, it } from 'vitest';
import { learnConstants, learnTemplates, readByLearnedTemplate, slotsOf, type TemplateCandidate } from './learned-template';

// A layout no rule of the reader knows: its labels are made up, and its instruction sits at the end.
const fill = (question: string, answer: string, reference: string) =>
  `Zorblat intake form 7\n\n~~ item under review ~~\nQ-text >> ${question}\nA-text >> ${answer}\n\n~~ gold ~~\n${reference}\n\nDecide whether the A-text agrees with the gold text. Reply with exactly one of: AGREES, DISAGREES.`;

const fills = [
  fill('What is the capital of France?', 'Paris is the capital.', 'Paris'),
  fill('How many legs has a spider?', 'Six, I think.', 'Eight'),
  fill('Who wrote Hamlet?', 'It was written by Shakespeare.', 'William Shakespeare'),
];

const candidate = (text: string, criterion: string | null, parts: TemplateCandidate['parts'] = {}): TemplateCandidate => ({ system: null, schemaKey: 'null', text, criterion, parts });

describe('learned templates', () => {
  it('learns the shared text of fills as constants, and reads an unseen fill by its slots', () => {
    const constants = learnConstants(fills)!;
    expect(constants).not.toBeNull();
    expect(constants[0]).toContain('Zorblat intake form 7');
    expect(constants.join('')).toContain('Reply with exactly one of: AGREES, DISAGREES.');
    const slots = slotsOf(constants, fill('Boiling point of water at sea level?', '100 degrees Celsius.', '100 °C'))!;
    expect(slots.map((s) => s.trim())).toEqual(['Boiling point of water at sea level?', '100 degrees Celsius.', '100 °C']);
  });

  it('cuts a shared beginning of the values back to the label, so a value starting otherwise still fills it', () => {
    const constants = learnConstants([fill('The first one?', 'The a.', 'The b'), fill('The second one?', 'The c.', 'The d')])!;
    expect(slotsOf(constants, fill('A third one?', 'Nothing.', 'Else'))?.map((s) => s.trim())).toEqual(['A third one?', 'Nothing.', 'Else']);
  });

  it('is not fooled by a text of another template', () => {
    const constants = learnConstants(fills)!;
    expect(slotsOf(constants, 'Zorblat intake form 7\nsomething else entirely')).toBeNull();
    expect(learnConstants(['one text\nof its own kind, long enough to matter here', 'another\ntext that shares nothing with the first one at all'])).toBeNull();
  });

  it('names slots by the parts the reader found, and keys every fill under one criterion', () => {
    const reads = learnTemplates([
      candidate(fills[0]!, 'criterion holding What is the capital of France?', { output: 'Paris is the capital.', reference: 'Paris' }),
      candidate(fills[1]!, 'criterion holding How many legs has a spider?', { output: 'Six, I think.', reference: 'Eight' }),
      candidate(fills[2]!, null, { output: 'It was written by Shakespeare.' }),
    ]);
    expect(reads.size).toBe(3);
    const template = reads.get(0)!.template;
    expect(new Set([...reads.values()].map((r) => r.template.criterion)).size).toBe(1);
    expect(template.roles).toEqual([null, 'output', 'reference']);
    expect(reads.get(1)!.subject).toEqual({ output: 'Six, I think.', question: 'How many legs has a spider?', reference: 'Eight' });

    const judged = readByLearnedTemplate([template], { criterion: null, schema: null, conversation: [{ role: 'user', content: fill('Largest planet?', 'Jupiter.', 'Jupiter') }] })!;
    expect(judged.template.criterion).toBe(template.criterion);
    expect(judged.subject).toEqual({ output: 'Jupiter.', question: 'Largest planet?', reference: 'Jupiter' });
    // Another system prompt, or a conversation, is not a fill of this template.
    expect(readByLearnedTemplate([template], { criterion: 'Other.', schema: null, conversation: [{ role: 'user', content: fill('a', 'b', 'c') }] })).toBeNull();
    expect(readByLearnedTemplate([template], { criterion: null, schema: null, conversation: [{ role: 'user', content: 'x' }, { role: 'assistant', content: 'y' }, { role: 'user', content: fill('a', 'b', 'c') }] })).toBeNull();
  });

  it('leaves fills the reader keys alike as they were read', () => {
    expect(learnTemplates(fills.map((f) => candidate(f, 'Does the answer agree with the gold text?'))).size).toBe(0);
  });

  it('keeps fills of two templates taught in one shape apart', () => {
    const other = (claim: string) => `Claim review sheet\n\nCLAIM :: ${claim}\n\nIs the claim above supported by well-known facts? Say SUPPORTED or UNSUPPORTED, nothing else, and no explanation please.`;
    const reads = learnTemplates([...fills.map((f) => candidate(f, null)), candidate(other('The sun is a star.'), null), candidate(other('Cats can fly.'), null)]);
    expect(reads.size).toBe(5);
    expect(reads.get(0)!.template).not.toBe(reads.get(3)!.template);
    expect(reads.get(4)!.subject).toEqual({ output: 'Cats can fly.' });
  });

  it('does bounded work on hostile text', () => {
    const long = `${'Label: '.repeat(20_000)}\n${'x'.repeat(100_000)}`;
    const started = performance.now();
    learnConstants([long, `${long}y`]);
    slotsOf(['Label: ', '\n', ''], long);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(learnConstants(['a'.repeat(250_000), 'b'.repeat(250_000)])).toBeNull();
  });
});
