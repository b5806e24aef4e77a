import { describe, expect, it } from 'vitest';
import { closesAnswerForm } from './answer-instruction';
import { readPlainWords } from './plain-words';
import { splitPlainWords } from './testing/split-plain-words';

const split = splitPlainWords;

// Rules written at stop 66, before blind set 22 arrived (a user's options after an instruction's colon), then from the
// development half of set 22 (developers and coding agents: code, logs, bots' fixed phrasing), each in new words.
describe("an instruction pointing at the subject, its options after the colon", () => {
  it('reads the whole line as the criterion, with or without a comma before "or"', () => {
    expect(split('Pick the lane for this parcel: north, south or east.\nHamburg, 12 kg, fragile.')).toEqual({ criterion: 'Pick the lane for this parcel: north, south or east.', subject: 'Hamburg, 12 kg, fragile.' });
    expect(split('Give me the cause for this delay: weather, crew, or parts.\nFlight 22 held 40 min at the gate.')?.criterion).toBe('Give me the cause for this delay: weather, crew, or parts.');
  });

  it('keeps a colon that introduces the subject as it was', () => {
    expect(split('Pick the lane for this parcel: Hamburg, 12 kg, fragile.')).toEqual({ criterion: 'Pick the lane for this parcel', subject: 'Hamburg, 12 kg, fragile.' });
  });
});

describe('developers and coding agents (set 22)', () => {
  it('sets apart a sentence asking for JSON it shows inline, wherever it stands', () => {
    const read = readPlainWords('Does this migration lock the table? Reply as JSON {"locks": true|false}.\n\n    ALTER TABLE orders ADD COLUMN note text;');
    expect(read).toMatchObject({ criterion: 'Does this migration lock the table?', subject: 'ALTER TABLE orders ADD COLUMN note text;' });
    expect(read?.instruction).toContain('{"locks": true|false}');
    expect(split('```sh\nrm -rf ./build\n```\nIs this command destructive? JSON: {"label": "yes" | "no"}')).toEqual({ criterion: 'Is this command destructive?', subject: 'rm -rf ./build' });
  });

  it('leaves an object of the subject that shows no quoted key, as code does', () => {
    expect(split('Are the limits set? resources: {cpu: 1, memory: 2Gi}')?.subject).toContain('{cpu: 1, memory: 2Gi}');
  });

  it('drops a sentence after the question on what the writer is about to do', () => {
    expect(split("Is this bucket policy public? I'm about to apply it for the user.\n\n    {\"Principal\": \"*\"}")?.criterion).toBe('Is this bucket policy public?');
  });

  it('drops why or when a reported question was asked, not a condition it sets', () => {
    expect(split('My lead wants to know if this leak is in our code before she files a vendor bug:\n\nheap grows 40 MB/h in libfoo')?.criterion).toBe('if this leak is in our code');
    expect(split('The user asked me which queue this goes to so they know where to file it.\n\nI was charged twice.')?.criterion).toBe('which queue this goes to');
    expect(split('My user wants to know whether the dog needs a vaccine before he can board.\n\nBeagle, 3 years, last shot 2023.')?.criterion).toMatch(/^whether the dog needs a vaccine before he can board\.?$/);
  });

  it("sets aside the name of the bot that sends the message, and options it gives after bars or an arrow", () => {
    expect(split('lint-gate: safe to merge? safe|unsafe\nfiles=2 additions=14 deletions=3')).toEqual({ criterion: 'safe to merge?', subject: 'files=2 additions=14 deletions=3' });
    expect(split('[db-audit] classify: risky|routine\nDROP INDEX idx_orders_user;')?.subject).toBe('DROP INDEX idx_orders_user;');
    expect(split('owner? {"alert": "DiskFull", "host": "db-3"} → team name only')).toEqual({ criterion: 'owner?', subject: '{"alert": "DiskFull", "host": "db-3"}' });
  });

  it('keeps options after an arrow that ask the question', () => {
    expect(split('refund → full/partial/none?\nArrived two days late, box intact.')?.criterion).toBe('refund → full/partial/none?');
  });

  it('starts a question typed after a statement of code closed by its semicolon', () => {
    expect(split('const cache = new Map(); ok to share across requests?')?.criterion).toBe('ok to share across requests?');
    expect(split('The user is comparing two phrasings; which sounds friendlier?\n\nA: Hi there\nB: Hello')?.criterion).toContain('phrasings; which sounds friendlier');
  });
});

// Rules written at stop 66 from the development half of blind set 23 (teachers, tutors and learners), each in new words.
describe('teachers and tutors (set 23)', () => {
  it('reads yes and no offered as a label before the question as how to answer', () => {
    const read = readPlainWords('yes/no: does this answer show working? "x = 4 because I guessed"');
    expect(read).toMatchObject({ criterion: 'does this answer show working?', subject: 'x = 4 because I guessed' });
    expect(read?.instructed).toBe(true);
    expect(split('True or false: is the hint a giveaway? "Try counting the corners."')?.criterion).toBe('is the hint a giveaway?');
  });

  it('reads the answer\'s size said in French, German, Portuguese or Dutch', () => {
    for (const line of ['Un seul label.', 'Juste la note.', 'Nur ein Wort.', 'Nur das Label, bitte.', 'Apenas uma palavra.', 'Eén woord.']) expect(closesAnswerForm(line), line).toBe(true);
    expect(split("La consigne est-elle claire ? Un seul label.\nExercice : Conjugue « aller » au futur.")?.subject).toBe('Exercice : Conjugue « aller » au futur.');
  });

  it('sets apart inline JSON asked for after a comma or as "JSON please:"', () => {
    expect(split('Grade this answer for the rubric, respond as JSON {"band": "1|2|3"}.\n\nPhotosynthesis makes sugar from light.')?.criterion).toBe('Grade this answer for the rubric');
    expect(split('Q2 answer: `2 + 2 = 5`. Is that correct? JSON please: {"verdict": "correct" | "wrong"}')?.criterion).toBe('Is that correct?');
  });
});
