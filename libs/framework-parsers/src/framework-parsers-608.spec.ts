import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_608 } from './framework-parsers-608';

// Japanese-RP-Bench replies are built from parts (the role's three rules, seven quality dimensions).
const f = (rule: string, verdict: string, extra = '') =>
  `{"rule_id": "${rule}", "verdict": "${verdict}"${extra}}`;
const P = f('persona_speech_style', 'pass', ', "confidence": 0.9, "evidence": "ご用意いたしますね", "rationale": "上品な敬語と柔らかい語尾を保っている"');
const N = f('no_user_puppeteering', 'pass', ', "confidence": 0.95, "evidence": "ほうじ茶はいかがでしょう", "rationale": "お客様の行動や感情を描写していない"');
const M = f('memory_of_guest_preference', 'pass', ', "confidence": 0.85, "evidence": "甘さを控えた塩味のおかき", "rationale": "甘いものが苦手という好みを覚えている"');
const Q =
  '{"roleplay_adherence": 5, "contextual_understanding": 5, "expressiveness": 4, "creativity": 4, "naturalness_of_japanese": 5, "enjoyment": 4, "turn_taking": 5}';
const reply = (findings: string[], quality = Q, notes = '"notes": ""') =>
  `{"findings": [${findings.join(', ')}], "quality_scores": ${quality}${notes ? ', ' + notes : ''}}`;
const BASE = reply([P, N, M]);
const PRETTY = JSON.stringify(JSON.parse(BASE), null, 2);

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'japanese-rp-bench--ja-roleplay-target-turn-atomic-rule-findings-and-1-5-quality-scores-json': {
    accept: [
      BASE,
      PRETTY,
      '```json\n' + PRETTY + '\n```',
      '以下が評価結果です。\n' + BASE,
      '```json\n' + BASE + '\n```\n以上です。',
      // keyed findings (normalize_rule_findings accepts a mapping rule_id -> finding)
      `{"findings": {"persona_speech_style": {"verdict": "pass"}, "no_user_puppeteering": {"verdict": "fail", "confidence": 0.8}, "memory_of_guest_preference": {"verdict": "partial"}}, "quality_scores": ${Q}}`,
      // a repeated rule id with the same verdict is collapsed
      reply([P, N, M, f('persona_speech_style', 'pass', ', "confidence": 0.6')]),
      // confidence missing (1.0), string numbers, non-integer and extra quality keys
      reply([f('persona_speech_style', 'not_applicable'), f('no_user_puppeteering', 'partial', ', "confidence": "0.7"'), M],
        '{"roleplay_adherence": "4", "contextual_understanding": 4.5, "expressiveness": 3, "creativity": 2, "naturalness_of_japanese": 5, "enjoyment": 3, "turn_taking": 1, "humor": 3}'),
      // float(True) == 1.0 and no notes key
      reply([P, N, f('memory_of_guest_preference', 'fail', ', "confidence": true')],
        '{"roleplay_adherence": true, "contextual_understanding": 1, "expressiveness": 1, "creativity": 1, "naturalness_of_japanese": 1, "enjoyment": 1, "turn_taking": 1}', ''),
      '  \n' + BASE + '\n\n',
      reply([P, N, M], Q, ''),
    ],
    reject: [
      '',
      'すべてのルールを満たしています。総合評価: 5',
      reply([P, N]),
      reply([P, N, f('memory_of_guest_preference', 'PASS')]),
      reply([P, N, f('memory_of_guest_preference', 'pass', ', "confidence": 1.5')]),
      reply([P, N, f('memory_of_guest_preference', 'pass', ', "confidence": null')]),
      reply([P, N, M], '{"roleplay_adherence": 5, "contextual_understanding": 5, "expressiveness": 4, "creativity": 4, "naturalness_of_japanese": 5, "enjoyment": 4}'),
      reply([P, N, M], '{"roleplay_adherence": 6, "contextual_understanding": 5, "expressiveness": 4, "creativity": 4, "naturalness_of_japanese": 5, "enjoyment": 4, "turn_taking": 5}'),
      reply([P, N, M], '{"roleplay_adherence": 0, "contextual_understanding": 5, "expressiveness": 4, "creativity": 4, "naturalness_of_japanese": 5, "enjoyment": 4, "turn_taking": 5}'),
      reply([P, N, M], '{"roleplay_adherence": NaN, "contextual_understanding": 5, "expressiveness": 4, "creativity": 4, "naturalness_of_japanese": 5, "enjoyment": 4, "turn_taking": 5}'),
      reply([P, N, M, f('persona_speech_style', 'fail')]),
      reply([P, N, M, f('no_character_break', 'pass')]),
      reply([P, N, M], '[5, 5, 4, 4, 5, 4, 5]'),
      `{"findings": null, "quality_scores": ${Q}}`,
      `{"quality_scores": ${Q}}`,
      `{"findings": [${P}, ${N}, ${M}], "notes": "ok"}`,
      '[' + BASE + ']',
      BASE.replace('"notes": ""}', '"notes": "",}'),
      BASE + '\n補足: {"notes": "none"}',
      `{"findings": [${P}, ${N}, ${M}], "quality_scores": "5"}`,
    ],
  },
  'mt-bench-101-plus--multi-turn-context-memory-last-turn-1-10-rating-double-brackets-bracket-fallback': {
    accept: [
      "The assistant recalls from the first round that Lena is allergic to peanuts and proposes a peanut-free lemon drizzle cake, explicitly warning about cross-contamination. The earlier detail is woven in naturally and the reply stays on the user's question.\n\nRating: [[9]]",
      'Rating: [[10]]',
      'Rating: [7]',
      '**Rating:** [[8]]',
      'Final Rating: [[6]]',
      'Rating:\n[[5]]',
      'Rating: [[6]',
      'Rating: [[42]]',
      'Explanation: it forgot the allergy entirely. Score [2].',
      'Rating:\u3000[[3]]',
    ],
    reject: [
      '',
      'Rating: 9',
      'Rating: [[9.5]]',
      'Rating: [[nine]]',
      'Rating: [[９]]',
      'Rating: [ 9 ]',
      'Rating: (9)',
      'Rating: 9/10',
      'Rating: [[-3]]',
      'Score: {{8}}',
    ],
  },
  'ja-mt-bench-harness--pairwise-multi-turn-second-turn-helpfulness-and-language-fluency-double-bracket-a-b-c': {
    accept: [
      'アシスタントAは2つ目の質問に対して、日本語で小学生にも分かる三文の要約を示しており、指示に正確に従っています。アシスタントBは英語で回答しており、正しい言語で答えていません。\n\n[[A]]',
      'Assistant A answers the second question in natural Japanese with exactly three sentences, while Assistant B switches to English. Final verdict: [[A]]',
      '[[B]]',
      '[[C]]',
      'Both summaries are fine. **[[C]]**',
      'Verdict: "[[B]]"',
      'I first leaned towards [[B]], but on reflection [[A]].',
      'Neither is clearly better: [[C]] (tie)',
    ],
    reject: [
      '',
      'Assistant A is better.',
      'Verdict: A',
      '[A]',
      '[[a]]',
      '[[ A ]]',
      '[[Tie]]',
      '【A】',
      '[[Ａ]]',
      '[[A or B]]',
      '[[A]',
    ],
  },
};

describe('set 608 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_608).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_608[key]!;
      it.each(accept)('accepts %j', (r) => expect(parser(r)).toBe(true));
      it.each(reject)('rejects %j', (r) => expect(parser(r)).toBe(false));
    });
  }
});
