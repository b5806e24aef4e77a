import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_587 } from './framework-parsers-587';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'datafactory-mcp--mcp-response-vs-expected-pattern-match-quality-1-5-s2-tag-first-match-or-leading-digit': {
    accept: [
      "<S0>Let's think step by step: the user asked for the gateways they can access. The response lists two gateways with names, IDs and types, which is what the expected pattern asks for.</S0>\n<S1>The response lists every gateway with name, ID and type, fully matching the expected pattern.</S1>\n<S2>5</S2>",
      "<S0>Let's think step by step: the tool was called but the gateway types are missing.</S0><S1>Minor omission of the types.</S1><S2>4</S2>",
      '<S2>3</S2>',
      '<S2>1</S2>',
      '<S2>05</S2>',
      '<S1>Partial match.</S1>\n<S2>2</S2>\n<S2>9</S2>',
      '4',
      '  5 - Excellent match: the response lists all gateways.',
      '45',
      '3 <S2>9</S2>',
      '\u00a02',
      '2 out of 5: the response ignores the expected gateway types.',
      'Score: <S2>4</S2>',
    ],
    reject: [
      '',
      '<S0>The response is reasonable.</S0><S1>Good.</S1><S2>0</S2>',
      '<S2>6</S2>',
      '<S2> 4 </S2>',
      '<s2>4</s2>',
      '<S2>4.5</S2>',
      '<S2>four</S2>',
      '<S2>\u0664</S2>',
      '<S2>7</S2> <S2>4</S2>',
      'Score: 4',
      '**Score**: 4',
      '0',
      '\uff14',
      '\u200b4',
      '\ufeff4',
      '<S2>99999999999</S2>',
      '<S2>4</S2 >',
    ],
  },
};

describe('set 587 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_587).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_587[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
