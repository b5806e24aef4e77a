import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_570 } from './framework-parsers-570';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'humor-generation--pairwise-joke-funniness-left-right-json-winner-structured-output': {
    accept: [
      '{"winner": "right"}',
      '{"winner":"left"}',
      '{\n  "winner": "left"\n}',
      '  {"winner": "right"}\n',
      '{"winner": "left", "reason": "The coffee/deadline twist lands harder."}',
      '{"reason": "Right has a real punchline.", "winner": "right"}',
      '\r\n\t{"winner": "right"}',
      '{"winner": "\\u006ceft"}',
    ],
    reject: [
      '',
      'right',
      '"left"',
      '{"winner": "Left"}',
      '{"winner": "tie"}',
      '{"winner": " left"}',
      '{"winner": null}',
      '```json\n{"winner": "left"}\n```',
      '{"winner": "left"} The left joke is funnier.',
      "{'winner': 'left'}",
      '[{"winner": "left"}]',
      '{"winner": "left",}',
      '{"Winner": "left"}',
      '\u00a0{"winner": "left"}',
      '{"winner": "right", "note": "\\ud83d"}',
    ],
  },
  'rageraps--rap-battle-round-winner-name-line-lowercase-substring-default-rapper1': {
    accept: [
      "Winner: Kendrick Lamar\n\nAnalysis of Kendrick Lamar:\nThe bar \"Five ghostwriters deep and you still need a teacher\" lands the sharpest diss of the round.\n\nAnalysis of Drake:\nSolid chart flex, but the rhymes are predictable.\n\nComparison:\nKendrick's internal rhymes and pointed disses win it.",
      'Winner: Drake\n\nAnalysis of Kendrick Lamar: ...\n\nAnalysis of Drake: ...\n\nComparison: ...',
      'After weighing both verses, the winner is Drake.',
      'WINNER: KENDRICK LAMAR',
      "winner: drake's melodic bravado edges it out",
      'Analysis first.\n\nThe winner is Kendrick Lamar, by a clear margin.',
      'Round verdict -> Winner: Drakeo-level swagger aside, Kendrick takes it.',
      'Winner: Drake\nWinner: Kendrick Lamar',
    ],
    reject: [
      '',
      '**Winner:** Kendrick Lamar',
      'Winner: [Drake]',
      'Winner:Drake',
      'Winner:  Drake',
      'Winner - Kendrick Lamar',
      'The clear winner is Drake.',
      'Winner: Kendrick',
      'Winner: Rapper 1',
      'Kendrick Lamar wins this round.',
      'Winner:\u00a0Drake',
      'Winner: Kendrick\nLamar',
    ],
  },
};

describe('set 570 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_570).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_570[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
