import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_528 } from './framework-parsers-528';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  // Only four replies exist that this exact-match parser accepts.
  'datasetaigenerator--evolved-instruction-vs-original-equality-equal-not-equal-label-exact-match': {
    accept: ['Not Equal', 'Not Equal.', 'Equal', 'Equal.'],
    reject: [
      '',
      'not equal',
      'NOT EQUAL',
      'Not equal.',
      'Not Equal\n',
      ' Equal',
      'Equal!',
      'Not Equal..',
      'They are Not Equal.',
      'Not Equal. The second prompt adds a word limit and asks about light intensity.',
      '不相等',
      '"Not Equal"',
    ],
  },
  'malayalam-corpus-cleaner--malayalam-text-fluency-coherence-1-10-json-score-greedy-brace-int': {
    accept: [
      '{"score": 8, "reason": "ഒഴുക്കുള്ളതും യുക്തിസഹവുമായ വാചകം; ഖണ്ഡികകൾ തമ്മിൽ ബന്ധമുണ്ട്."}',
      'Here is my evaluation:\n{\n  "score": 3,\n  "reason": "The sentences do not connect logically."\n}\n',
      '```json\n{"score": 7, "reason": "Minor stylistic issues."}\n```',
      '{"reason": "Fluent and coherent.", "score": 10}',
      '{"score": "9", "reason": "Fluent"}',
      '{"score": " 4 ", "reason": "Hard to read"}',
      '{"score": 6.5, "reason": "Acceptable"}',
      '{"score": true}',
      '{"score": 11, "reason": "Above the scale but no range check"}',
      '{"score": "٧"}',
      '[{"score": 8, "reason": "ok"}]',
      '{"score": 5, "details": {"fluency": 6, "coherence": 4}}',
    ],
    reject: [
      '',
      'Score: 8\nReason: Fluent and coherent.',
      '{"reason": "Fluent and coherent."}',
      '{"quality_score": 8, "reason": "Fluent"}',
      '{"score": null, "reason": "n/a"}',
      '{"score": "8/10"}',
      '{"score": "7.5"}',
      '{"score": NaN}',
      '{"score": Infinity}',
      "{'score': 8, 'reason': 'Fluent'}",
      '{"score": 8} and for the second paragraph {"score": 6}',
      '{"score": 8,}',
      '{"score": [8]}',
    ],
  },
  'fineweb-legal--web-text-legal-reasoning-value-0-5-json-score-reasoning-fence-strip': {
    accept: [
      '{"score": 4, "reasoning": "Full statutory text of UCC 2-207 with its subsections."}',
      '```json\n{"score": 5, "reasoning": "Supreme Court opinion with dense statutory interpretation."}\n```',
      '  {"score": 0, "reasoning": "Navigation menu and login links."}\n',
      '{"reasoning": "Law firm landing page.", "score": 1}',
      '{"score": "3", "reasoning": "Government handout explaining tenant rights."}',
      '{"score": 2.7}',
      '{"score": true, "reasoning": "x"}',
      '```\n{"score": 2}\n```',
      '{"score": -0.5, "reasoning": "truncates to 0"}',
      '```json\r\n{"score": 4}\r\n```',
      '{"score": "５"}',
    ],
    reject: [
      '',
      'Score: 4',
      '{"score": 6, "reasoning": "Exceptional"}',
      '{"score": -1}',
      '{"score": "4.0"}',
      '{"score": null}',
      '{"reasoning": "Statute text."}',
      'Here is the JSON: {"score": 3, "reasoning": "Legal news analysis."}',
      '```json\n{"score": 3}```',
      '```json {"score": 3} ```',
      '[{"score": 3}]',
      '{"score": NaN}',
      '{"score": Infinity}',
      '{"score": 3}\n\nThe document is a statute excerpt.',
      '```json\n{"score": 3}\n```\nNote: the text was truncated.',
    ],
  },
  'finewebedu-climate--web-text-climate-relevance-yes-no-label-line-or-prefix-fallback': {
    accept: [
      'LABEL: YES\nQUOTE: "Heavy rains over the weekend pushed the Elbe above flood stage for the third time in five years."\nREASON: The text reports river flooding and links its frequency to a warming climate.',
      'LABEL: NO\nQUOTE: N/A\nREASON: The text is a product description for running shoes.',
      'YES',
      'NO',
      '  yes  ',
      'No, the text is about football transfers.',
      'Yes.\nQUOTE: "insurers warn that premiums in the region will keep rising"\nREASON: Climate risk.',
      'label: yes',
      'Label:\nNO',
      'LABEL: Maybe\nQUOTE: N/A\nREASON: Unclear.',
      'My answer follows.\nLABEL: YES',
      'Nothing in this text concerns climate.',
    ],
    reject: [
      '',
      '**LABEL:** YES\nQUOTE: N/A\nREASON: Flooding.',
      'LABEL: [YES]\nQUOTE: [N/A]\nREASON: [Flooding]',
      'LABEL: **YES**',
      'Answer: YES',
      'The answer is YES.',
      'LABEL - YES',
      'Label = NO',
      '"YES"',
      'LABEL:',
      '- YES',
      'Climate-related: YES',
    ],
  },
};

describe('set 528 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_528).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_528[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
