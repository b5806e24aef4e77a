import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_592 } from './framework-parsers-592';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'gemba--mqm-fewshot-translation-error-spans-critical-major-minor-header-lines-score': {
    accept: [
      'Critical:\nno-error\nMajor:\naccuracy/omission - "or exchanges"\nMinor:\nno-error\n',
      'Critical:\nno-error\nMajor:\nno-error\nMinor:\nno-error',
      'Critical:\nno-error\nMajor:\nno-error\nMinor:\nstyle/awkward - "bewahren Sie Ihre Quittung auf"',
      'CRITICAL:\nNO-ERROR\nMAJOR:\naccuracy/mistranslation - "Rückgaben"',
      '  Major:  \n  fluency/grammar - "da sie"',
      'Here is my annotation.\r\nCritical:\r\nno-error\r\nMajor:\r\nno-error\r\nMinor:\r\nfluency/punctuation - ","',
      'Minor:\u00a0\nfluency/spelling - "Quitung"',
      '{"improved translation": "Bitte bewahren Sie Ihre Quittung auf.", "errors": {"critical": [], "major": [{"class": "accuracy/omission"}], "minor": []}}',
      '{"improved translation": "Bitte bewahren Sie Ihre Quittung auf.", "errors": {}}',
      '{"improved translation": "x", "errors": {"major": [{"class": "fluency"}]}}}',
      '{"improved translation": "x", "errors": {"major": [{"class": "fluency"}]} trailing',
    ],
    reject: [
      '',
      'The translation is accurate and fluent; I found no errors.',
      'Critical: no-error\nMajor: no-error\nMinor: no-error',
      '**Critical:**\nno-error\n**Major:**\naccuracy/omission - "or exchanges"',
      'Critical errors:\nnone\nMajor errors:\naccuracy/omission - "or exchanges"',
      'Major :\naccuracy/omission - "or exchanges"',
      '{"improved translation": "x"}',
      '{"improved translation": "x", "errors": {"major": null}}',
      '{"improved translation": "x", "errors": []}',
      '{"improved translation": "x", "errors": NaN}',
      '{"improved translation":"x", "errors": {"major": [',
      '{"improved translation": "x", "errors": {"major": "fluency"',
    ],
  },
  'cs6223-mt-testing--llama2-zh-en-translation-major-error-enumeration-digit-leading-lines': {
    accept: [
      '1. words: suggestion (error type: grammar agreement)\n2. words: tomorrow (error type: semantic substitution)',
      'Output:\n1) words: tomorrow (error type: semantic substitution)',
      '   1. words: suggestion (error type: grammar agreement)',
      'Here are the errors:\r\n1. words: tomorrow (error type: semantic substitution)',
      '2 errors found: suggestion, tomorrow',
      '[/INST] 1. words: tomorrow (error type: semantic substitution)',
      '¹ words: tomorrow (error type: semantic substitution)',
      '① words: tomorrow (error type: semantic substitution)',
      '١. words: tomorrow (error type: semantic substitution)',
    ],
    reject: [
      '',
      '(1) words: suggestion (error type: grammar agreement)\n(2) words: tomorrow (error type: semantic substitution)',
      'No major errors were found in the translation.',
      'Errors:\n 1. words: tomorrow (error type: semantic substitution)',
      '- words: tomorrow (error type: semantic substitution)',
      '1. words: tomorrow (error type: semantic substitution) [/INST] Sure, anything else?',
      'Ⅰ. words: tomorrow (error type: semantic substitution)',
      '一、words: tomorrow (error type: semantic substitution)',
      '* 1. words: tomorrow',
    ],
  },
};

describe('set 592 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_592).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_592[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
