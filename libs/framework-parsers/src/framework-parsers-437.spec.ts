import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_437 } from './framework-parsers-437';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'drahtbot--bitcoin-qt-ts-translation-review-no-yes-unk-lang-prefix': {
    accept: [
      'NO',
      'YES\nThe translation contains a double space between "Wallet-Verschlüsselung" and "bestätigen".\n\nCorrect translation:\nWallet-Verschlüsselung bestätigen',
      'UNK_LANG',
      '  NO\n',
      '\nYES The format specifier %1 is missing in the translation.',
      'NO.',
      'NONE',
      'NOT SURE, but it looks fine.',
      'YESTERDAY',
      '\u00a0NO',
      '\u3000YES, the shortcut marker is wrong.',
      'UNK_LANG: I do not know this language.',
    ],
    reject: [
      '',
      'No',
      'no',
      'Yes, the translation is problematic.',
      '**NO**',
      '"NO"',
      'Answer: NO',
      'ERR\nThe translation adds an explanatory note.',
      'UNK',
      'N O',
      '\ufeffNO',
      '\u001cNO',
      '`YES`',
    ],
  },
  'tinyfabulist--en-ro-fable-translation-accuracy-fluency-moral-1-10-json-object': {
    accept: [
      '{\n  "type": "Fable Translation Evaluation",\n  "translation_accuracy": 8,\n  "fluency": 9,\n  "moral_clarity": 9,\n  "explanation": [\n    "The translation keeps the plot and the moral of the original fable.",\n    "The Romanian reads naturally, with idiomatic phrases such as s-a făcut ghem.",\n    "The moral is stated clearly and keeps its meaning."\n  ]\n}',
      '{"type": "Fable Translation Evaluation", "translation_accuracy": 7, "fluency": 6, "moral_clarity": 8, "explanation": ["a", "b", "c"]}',
      '  {"translation_accuracy": 10}  \n',
      '\u00a0{"translation_accuracy": 9, "fluency": 9, "moral_clarity": 10}',
      '{"translation_accuracy": NaN, "fluency": 5, "moral_clarity": 5}',
      '{"fluency": 7, "fluency": 8}',
      '{}',
      '[{"translation_accuracy": 8}]',
      '8',
    ],
    reject: [
      '',
      '```json\n{"translation_accuracy": 8, "fluency": 9, "moral_clarity": 9}\n```',
      'Here is my evaluation: {"translation_accuracy": 8}',
      "{'translation_accuracy': 8}",
      '{"translation_accuracy": 8,}',
      '{"translation_accuracy": 8} {"fluency": 9}',
      '\ufeff{"translation_accuracy": 8}',
      '{"translation_accuracy": 8, "fluency": 9',
      'Translation accuracy: 8/10',
      '{"explanation": "line one\nline two"}',
      '{"translation_accuracy": nan}',
    ],
  },
  'ashourmindset--i18n-json-string-translation-quality-0-1-parsefloat-number': {
    accept: [
      '0.85',
      '0.9\nThe Arabic translation is accurate and natural.',
      ' 0.7',
      '1',
      '0',
      '.95',
      '0.8/1',
      '0.75 (good, slightly literal)',
      '85',
      '1e-1',
      '+.5',
      '\ufeff0.6',
    ],
    reject: [
      '',
      'Quality: 0.85',
      'The score is 0.9',
      '**0.8**',
      '"0.8"',
      'N/A',
      'Infinity',
      '٠٫٨',
      '.',
      '-',
      'Score - 0.7',
      'zero point eight',
    ],
  },
};

describe('set 437 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_437).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_437[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
