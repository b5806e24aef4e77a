import { describe, expect, it } from 'vitest';
import { closesAnswerForm } from './answer-instruction';
import { splitPlainWords } from './testing/split-plain-words';

const split = splitPlainWords;

// Rules written at stop 65 from the development half of blind set 19 (fixtures/PLAIN-WORDS.md), each in new words.
describe('what the asker wants, reported in more ways (set 19)', () => {
  it('sets aside "asks if", "asked me whether", "is asking me if", "asked me to settle whether"', () => {
    expect(split('Site supervisor forwarded this and asks if we can sign it off:\n\nRail loose on the second lift, toe boards fitted.')?.criterion).toBe('if we can sign it off');
    expect(split('Our data lead asked me whether we can release this one: "Aggregated counts only, no names, districts under 10 people merged."')?.criterion).toBe('whether we can release this one');
    expect(split('The night porter is asking me whether this guest can stay late: "Checkout was 11, flight at 9pm, happy to pay."')?.criterion).toBe('whether this guest can stay late');
    expect(split('For the quiz my coach asked me to settle whether this goal stands — reply with yes or no:\nThe striker was level with the last defender when the ball was played.')?.criterion).toBe('whether this goal stands');
  });

  it('reads the report in German with its comma, in Dutch, and "necesito saber" typed with English', () => {
    expect(split('Meine Kollegin will wissen, ob sie das so abschicken kann: „Sehr geehrte Damen und Herren, anbei die Rechnung.“')?.criterion).toBe('ob sie das so abschicken kann');
    expect(split('Mijn buurman schreef: "Dak lekt bij de schoorsteen na elke bui." Hij vraagt of dit vandaag nog moet.')?.criterion).toMatch(/^of dit vandaag nog moet\.?$/);
    expect(split('necesito saber if this can wait till monday: "fridge making a clicking noise, still cold"')?.criterion).toBe('if this can wait till monday');
  });
});

describe('closing words on the answer (set 19)', () => {
  it('reads "Single word answer.", "Only the result please.", "Colour only pls."', () => {
    for (const line of ['Single word answer.', 'Only the result please.', 'Colour only pls.', 'Only the grade.']) expect(closesAnswerForm(line), line).toBe(true);
    expect(closesAnswerForm('Only the result of the second test matters.')).toBe(false);
  });
});

describe('a label naming the subject with a time in it (set 19)', () => {
  it('sets aside "Field note 07:10:" whole', () => {
    expect(split('Field note 06:45: wind 5 km/h, no rain for 24h, light dew.\nIs it OK to spray?')?.subject).toBe('wind 5 km/h, no rain for 24h, light dew.');
  });
});
