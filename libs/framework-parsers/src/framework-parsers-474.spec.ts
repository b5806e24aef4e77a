import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_474 } from './framework-parsers-474';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'web-ai-demos--product-review-helpfulness-helpful-yes-no-fix-example-indexof': {
    accept: [
      'Helpful: No\nFix: Explain what you like about them, such as the material, warmth or fit.\nExample: "Great socks, the merino blend keeps my feet warm without feeling bulky, and they still fit after ten washes."',
      'Helpful: Yes\nFix:\nExample:',
      'Helpful: Yes\nFix: \nExample: ',
      'Helpful: yes\nFix:\nExample:\n',
      'Helpful: YES\n\nFix:\n\nExample:',
      'Helpful:No Fix: Say why. Example: "Warm and soft wool."',
      'Helpful: No\nFix: Say which part of the socks you like.',
      'Helpful:\u00a0Yes\u00a0\nFix:',
      'Here is my analysis.\nHelpful: Yes\nFix:\nExample:\nThe review mentions warmth.',
      'Helpful: No\r\nFix: Mention the wool blend.\r\nExample: "Warm merino socks that kept their shape."',
    ],
    reject: [
      '',
      'Helpful: Yes\nExample:\nFix:',
      'Helpful: Yes.\nFix:\nExample:',
      '**Helpful:** Yes\n**Fix:**\n**Example:**',
      'Helpful: Yes',
      'helpful: yes\nfix:\nexample:',
      'Helpful: No\nFix:\nExample:',
      'Helpful: No\nFix: Be more specific about the fabric.\nExample:',
      'Helpful: [Yes]\nFix:\nExample:',
      'Helpful: Yes, it is\nFix:\nExample:',
      'Fix: none needed\nHelpful: Yes',
      'Helpful: Maybe\nFix: Add detail.\nExample: "Soft and warm."',
      'Helpful - Yes\nFix:\nExample:',
    ],
  },
  'hadley-bricks--ebay-lego-listing-quality-0-100-json-score-grade-breakdown-fenced-or-bare': {
    accept: [
      '{"score": 86, "grade": "A", "breakdown": {"title": {"score": 23, "feedback": "80 chars, set number early."}, "itemSpecifics": {"score": 18, "feedback": "Required fields complete."}, "description": {"score": 20, "feedback": "Clear but long."}, "conditionAccuracy": {"score": 13, "feedback": "Condition 1000 matches New."}, "seoOptimization": {"score": 12, "feedback": "Add UCS in description."}}, "issues": [], "suggestions": ["Shorten description"], "highlights": ["Strong title"]}',
      '```json\n{"score": 78, "grade": "B", "breakdown": {}, "issues": ["Title too short"], "suggestions": [], "highlights": []}\n```',
      'Here is my review of the listing:\n\n```json\n{"score": 91, "grade": "A", "issues": [], "suggestions": [], "highlights": []}\n```\nLet me know if you need more detail.',
      '```\n{"score": 64, "grade": "D"}\n```',
      '```json{"score":95,"grade":"A+"}```',
      ' \n{"score": 72.5, "grade": "C"}\n',
      '{"score": -5}',
      '```json\n\u00a0{"score": 88, "grade": "A"}\n```',
    ],
    reject: [
      '',
      'Score: 85/100 (A)',
      'Here is the review: {"score": 85, "grade": "A"}',
      '```JSON\n{"score": 85, "grade": "A"}\n```',
      '{"score": "85", "grade": "A"}',
      'null',
      '```json\n{"score": 85, "grade": "A",}\n```',
      '```json\n{"score": 85, "grade": "A"}',
      '{"overall_score": 85, "grade": "A"}',
      '```python\nprint("review")\n```\n{"score": 85}',
      '{"score": NaN}',
      '[{"score": 85}]',
    ],
  },
  'vox-trace-gui--food-delivery-query-store-relevance-json-object-label-rubric-explanation': {
    accept: [
      '{"label": "relevant", "explanation": "Y | is_serving_matched, is_serving_more_than_three_items, is_primary_serving, is_flavor_match, is_fast_delivery_check, is_store_open, is_overall_rating_good; N | ; NA | is_dietary_serving, is_exact_restaurant, is_nearby; SUM | 17; RATIONAL | Store specializes in spicy Nashville hot chicken sandwiches"}',
      '{"label": "not_relevant", "explanation": "Y | is_store_open; N | is_serving_matched, is_primary_serving; NA | is_flavor_match; SUM | 3; RATIONAL | Sushi bar, no sandwiches"}',
      '{"label": "relevant"}',
      '{"explanation": 5, "label": "relevant"}',
      ' {"label":"not_relevant","explanation":"N | is_serving_matched"} \n',
      '{"label": "relevant", "confidence": NaN}',
      '{"label": "maybe", "explanation": "unclear"}',
      '{"label": "not_relevant", "label": "relevant"}',
    ],
    reject: [
      '',
      '```json\n{"label": "relevant", "explanation": "Y | is_store_open"}\n```',
      '{}',
      '{"explanation": "Y | is_serving_matched; SUM | 3; RATIONAL | serves burgers"}',
      '[{"label": "relevant"}]',
      '"relevant"',
      '{"label": "relevant",}',
      "{'label': 'relevant'}",
      'label: relevant',
      '{"Label": "relevant"}',
      '{"label": "relevant"} Let me know if you need more.',
      'relevant',
    ],
  },
};

describe('set 474 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_474).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_474[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
