import { describe, expect, it } from 'vitest';
import { answerFormatOf, statedAnswerFormat } from './answer-format';

// Layouts first met in the blind sets 242-247 (stop 46) and in the plain layout beside them, each written here in new words.
describe('layouts of the blind sets 242-247', () => {
  it('reads true and false shown as a quoted key value as that key of a JSON answer, not as two labels', () => {
    const inline = 'Does the invoice total match the line items? Respond in JSON: {"matches": true/false, "reason": "..."}';
    expect(answerFormatOf(inline)).toMatchObject({ kind: 'json', keys: ['matches', 'reason'], booleanKeys: ['matches'] });
    expect(statedAnswerFormat(inline)).toMatchObject({ kind: 'json', booleanKeys: ['matches'] });
    expect(answerFormatOf('Is the citation real?\nReturn JSON: {"real": true|false, "why": "<one sentence>"}')).toMatchObject({ kind: 'json', keys: ['real', 'why'], booleanKeys: ['real'] });
    // true or false asked bare stays an answer in words
    expect(answerFormatOf('Is the citation real? Answer true/false.')).not.toMatchObject({ kind: 'json' });
  });

  it('reads an object with quoted keys that ends the instruction as the answer, though no word names JSON', () => {
    const fenced = 'Check whether the chart uses a sensible axis scale.\nWrite down what you find:\n```\n{\n  "Sensible": true/false,\n  "Why": "a sentence ..."\n}\n```';
    expect(answerFormatOf(fenced)).toMatchObject({ kind: 'json', keys: ['Sensible', 'Why'], booleanKeys: ['Sensible'] });
    const bare = 'Grade the essay for structure.\nYour reply:\n{"structure": "<1-4>", "comment": "..."}';
    expect(answerFormatOf(bare)).toMatchObject({ kind: 'json', keys: ['structure', 'comment'] });
    // an object inside the data, text after it, is no answer form
    expect(answerFormatOf('Payload:\n{"user": "ana", "age": 31}\nIs the payload valid for the signup form? Answer yes or no.')).not.toMatchObject({ kind: 'json' });
  });
});
