import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_748 } from './framework-parsers-748';

const URL1 = 'https://i.etsystatic.com/38110452/r/il/7c1e2a/5120934871/il_fullxfull.5120934871_k3pd.jpg';
const full = (over: Record<string, unknown> = {}, drop: string[] = []) => {
  const base: Record<string, unknown> = {
    decision: 'etsy.childrens_drawstrings',
    image_inspected: true,
    images_reviewed: [URL1],
    image_explanations: { [URL1]: 'Toddler hoodie with a white drawstring cord threaded through the hood.' },
    rationale: 'Upper-body hoodie in sizes 2T-10Y with a visible hood drawstring.',
    ...over,
  };
  for (const k of drop) delete base[k];
  return JSON.stringify(base);
};

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'etsy-classifier--childrens-drawstrings-listing-policy-violation-json-decision-enum-pydantic': {
    accept: [
      full(),
      JSON.stringify(
        {
          decision: 'out_of_scope',
          image_inspected: true,
          images_reviewed: [URL1],
          image_explanations: { [URL1]: 'Adult unisex hoodie modelled by an adult; sizes XS-2XL only.' },
          rationale: 'Sized for adults only, so the children\u2019s drawstrings policy does not apply.',
        },
        null,
        2,
      ),
      full({ decision: 'out_of_scope', image_inspected: false, images_reviewed: [], image_explanations: {} }),
      '\n  ' + full() + '  \n',
      full({ confidence: 0.92, notes: null }),
      full({ image_inspected: 'true' }),
      full({ image_inspected: 'YES' }),
      full({ image_inspected: 1 }),
      '{"rationale": "Kids jacket with waist cord.", "image_explanations": {}, "images_reviewed": [], "image_inspected": false, "decision": "etsy.childrens_drawstrings"}',
    ],
    reject: [
      '',
      '```json\n' + full() + '\n```',
      full() + '\nHope this helps!',
      full({ decision: 'Out_of_scope' }),
      full({ decision: 'violates' }),
      full({ decision: 'etsy.childrens_drawstrings ' }),
      full({}, ['rationale']),
      full({}, ['image_inspected']),
      full({ image_inspected: null }),
      full({ image_inspected: 'maybe' }),
      full({ image_inspected: 2 }),
      full({ images_reviewed: URL1 }),
      full({ images_reviewed: [URL1, 2] }),
      full({ image_explanations: { [URL1]: 1 } }),
      full({ rationale: 5 }),
      '[' + full() + ']',
      'decision: etsy.childrens_drawstrings',
    ],
  },
  'watchbot2--luxury-watch-listing-undervalued-vs-fairly-priced-label-substring': {
    accept: [
      'Undervalued. At $27,950 this full-set 2021 116500LN sits roughly 8% below recent Chrono24 averages for comparable white-dial examples.',
      'UNDERVALUED',
      '**Undervalued**\n\nReasoning: full set with box and papers, priced below the current grey-market range.',
      'Verdict: undervalued - strong demand for steel Daytonas keeps resale above this ask.',
      'Fairly Priced. The listing is not undervalued; the ask matches recent sales.',
      'This watch looks overvalued rather than undervalued.',
      '  Undervalued  ',
      "Answer: 'Undervalued' (brief reasoning: below market).",
    ],
    reject: [
      '',
      'Fairly Priced. The asking price is in line with recent sales of white-dial 116500LN full sets.',
      'Overvalued: the ask is above the market for this reference.',
      'Under valued. The price is low for a full set.',
      'Under-valued given the full set.',
      'Undervaluation is unlikely here; Fairly Priced.',
      '\uff35\uff4e\uff44\uff45\uff52\uff56\uff41\uff4c\uff55\uff45\uff44',
      'A bargain: priced below market.',
    ],
  },
};

describe('set 748 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_748).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_748[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
