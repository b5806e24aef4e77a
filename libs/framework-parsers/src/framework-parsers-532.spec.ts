import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_532 } from './framework-parsers-532';

const ID = '3f2b8c1e-9a4d-4e7b-b6c2-1d5e8f0a7c93';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'brandhunt--gemini-shelf-crop-vs-foodgraph-image-product-match-status-identical-almost-same-not-match-json': {
    accept: [
      '{"matchStatus": "identical", "confidence": 0.95, "visualSimilarity": 0.93, "reason": "Both 16oz white bottles with blue caps. Same Dove Men+Care logo and Clean Comfort variant. Perfect match."}',
      '```json\n{\n  "matchStatus": "not_match",\n  "confidence": 0.9,\n  "visualSimilarity": 0.55,\n  "reason": "Same Secret brand and bottle, but pink (Powder Fresh) vs purple (Complete Clean)."\n}\n```',
      '```\n{"matchStatus": "almost_same", "confidence": 0.85, "visualSimilarity": 0.8, "reason": "Packaging refresh only."}\n```',
      '{"matchStatus": "not_match"}',
      '{"matchStatus": "IDENTICAL", "confidence": 1}',
      '{"matchStatus": ""}',
      '\u00a0\n{"matchStatus":"almost_same","confidence":0.7}\n',
      '{"matchStatus": "identical", "confidence": "high"}',
    ],
    reject: [
      '',
      '{"match_status": "identical", "confidence": 0.9}',
      '{"matchStatus": null, "confidence": 0.9}',
      '{"matchStatus": 1}',
      '{"matchStatus": ["identical"]}',
      '```JSON\n{"matchStatus": "identical"}\n```',
      'Here is my analysis: {"matchStatus": "identical", "confidence": 0.9}',
      '[{"matchStatus": "identical"}]',
      '{matchStatus: "identical", confidence: 0.95, visualSimilarity: 0.95, reason: "Perfect match."}',
      '{"matchStatus": "identical",}',
      'identical',
    ],
  },
  'genai-product-matching--gemini-uploaded-vs-vector-search-candidates-confident-match-json-is-confident-pydantic': {
    accept: [
      '{"is_confident": false, "matched_datapoint_id": "", "reason": "Same brand and size, but the candidates differ in flavor (Strawberry Banana, Blueberry Pomegranate) or lack the Lyte line."}',
      '```json\n{\n    "is_confident": false,\n    "matched_datapoint_id": null,\n    "reason": "No candidate matches the 16 OZ Peach Mango Lyte exactly."\n}\n```',
      '{"is_confident": false}',
      '{"is_confident": 0, "reason": null}',
      '{"is_confident": "no", "reason": "Size differs."}',
      '  {"is_confident": false, "reason": "Different product line."}  \n',
      '{"is_confident": "FALSE", "matched_datapoint_id": "none"}',
      '```\n{"is_confident": false, "reason": "Flavor mismatch"}\n```',
    ],
    reject: [
      '',
      '{"is_confident": true, "matched_datapoint_id": "dp_48213", "reason": "Brand, flavor, line and size all match."}',
      '{"is_confident": "yes", "matched_datapoint_id": "dp_48213", "reason": "Exact match."}',
      '{}',
      '{"reason": "No confident match."}',
      '{"is_confident": null, "reason": "unsure"}',
      '{"is_confident": false, "reason": 42}',
      '{"is_confident": "maybe"}',
      '{"is_confident": 2}',
      '```json\n{"is_confident": false}```',
      'Result: {"is_confident": false, "reason": "Different flavor"}',
      '[{"is_confident": false}]',
      '```',
      '{"is_confident": false, "matched_datapoint_id": <string>, "reason": "none"}',
    ],
  },
  'i2o-product-verification--claude-p-batch-amazon-vs-walmart-listing-exact-equivalent-not-match-json-array-letter-codes-per-row': {
    accept: [
      '[[80,"E",""],[81,"N","Target is shade 420 True Beige with a different UPC; source is 445 Cocoa."]]',
      '```json\n[\n  [80, "E", ""],\n  [81, "N", "Different shade: 445 Cocoa vs 420 True Beige."]\n]\n```',
      '[{"row_idx": 80, "status_code": "E", "justification": ""}, {"row_idx": 81, "status_code": "Q", "justification": "Same foundation, bundle of two."}]',
      '[[81,"N","Different shade"],[80,"E","UPC, title and size all match"]]',
      'Here are the decisions:\n[[80,"E",""],[81,"Not a Match","Different shade"]]',
      '[{"row_idx":80,"status":"exact"},{"row_idx":81,"status":"equivalent","justification":"Older packaging, same product."}]',
      '\ufeff[[80,"E",""],[81,"Q","Multipack of the same serum."]]',
      '[[80," e ",null],[81,"n",5]]',
      '[[80,"E",""],[81,"N","Shade differs"]]\n\nAll rows covered.',
    ],
    reject: [
      '',
      '[[80,"E",""]]',
      '[[80,"E",""],[81,"N",""]]',
      '[[80,"E",""],[81,"X","Unsure"]]',
      '[[80,"E",""],[81,"N","Shade differs"],[82,"E",""]]',
      '[[80,"E",""],[80,"E",""],[81,"N","Shade differs"]]',
      '[[80.0,"E",""],[81,"N","Shade differs"]]',
      '[["80","E",""],[81,"N","Shade differs"]]',
      '{"decisions": [[80,"E",""],[81,"N","Shade differs"]]}',
      '[[80,"E"],[81,"N","Shade differs"]]',
      '[[80,"Exact match",""],[81,"N","Shade differs"]]',
      '[[80,"E",""],[81,"not_match","Shade differs"]]',
      '[[80,"E",""],[81,"N","Shade differs"],]',
      '[{"row_idx":80,"status_code":null,"status":"E"},{"row_idx":81,"status_code":"N","justification":"x"}]',
    ],
  },
  'salted-popcorn--food-search-query-vs-candidate-items-relevance-0-10-json-array-item-id-score': {
    accept: [
      `[{"item_id": "${ID}", "score": 9}]`,
      `  [{"item_id":"${ID}","score":7.5}]\n`,
      `[{"item_id": "${ID.toUpperCase()}", "score": 6}]`,
      `[{"item_id": "${ID}", "score": "8"}]`,
      `[{"item_id": "${ID}", "score": 10}, {"item_id": "9d0c7e2a-0000-4b1f-8c3e-5a6b7c8d9e0f", "score": 3}]`,
      `[{"item_id": "", "score": 2}, {"item_id": "${ID}", "score": 4}]`,
      `[{"item_id": "${ID}", "score": true}]`,
      `[{"score": 5, "item_id": "${ID}", "reason": "pipoca salgada de micro-ondas"}]`,
      `[{"item_id": "${ID}", "score": NaN}]`,
    ],
    reject: [
      '',
      `\`\`\`json\n[{"item_id": "${ID}", "score": 9}]\n\`\`\``,
      `[{"item_id": "${ID}"}]`,
      `[{"item_id": "${ID}", "score": null}]`,
      `[{"item_id": "${ID}", "score": "nine"}]`,
      `{"item_id": "${ID}", "score": 9}`,
      '[{"item_id": "9d0c7e2a-0000-4b1f-8c3e-5a6b7c8d9e0f", "score": 9}]',
      `[["${ID}", 9]]`,
      '[{"item_id": 42, "score": 9}]',
      `[{"id": "${ID}", "score": 9}]`,
      `Here is the JSON: [{"item_id": "${ID}", "score": 9}]`,
      `[{"item_id": "${ID}", "score": [9]}]`,
      '[]',
    ],
  },
};

describe('set 532 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_532).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_532[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
