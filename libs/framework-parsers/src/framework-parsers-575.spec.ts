import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_575 } from './framework-parsers-575';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'ares--agent-output-vs-expected-cn-quality-0-10-json-score-reason-go-unmarshal': {
    accept: [
      '{"score": 9, "reason": "回答与期望输出一致，事实正确，信息完整，略有冗余。"}',
      '```json\n{"score": 8, "reason": "正确性3分，完整性3分，效率性1分，安全性2分"}\n```',
      '评估如下：\n{"score": 7.5, "reason": "mostly correct"}\n以上。',
      '{"Score": 6, "Reason": "keys match case-insensitively"}',
      '{"reason": "no score key: Score stays 0"}',
      '{"score": null, "reason": "null is a no-op"}',
      '```\nnull\n```',
      '```json {"score": 5, "reason": "inline fence"}```',
      '[{"score": 8, "reason": "first balanced object inside an array"}]',
      '{"score": 8, "reason": "ok"} {"score": 9}',
      '{"score": 10, "reason": "满分", "dimensions": {"correctness": 3}}',
    ],
    reject: [
      '',
      '   \n ',
      '评分：9',
      '{"score": "9", "reason": "string score"}',
      '{"score": 9, "reason": 5}',
      '```json\n[{"score": 8, "reason": "array in a fence"}]\n```',
      '```json\n8\n```',
      '{"score": 8, "reason": "trailing comma",}',
      '{"score": 1e400, "reason": "overflows float64"}',
      '{score: 8, reason: "unquoted keys"}',
      '{"score": NaN, "reason": "x"}',
      '{"score": 8, "reason": "unterminated',
      '```json\n{"score": 8,}\n```\n{"score": 7, "reason": "ok"}',
    ],
  },
  'wuphf--skill-candidate-vs-baseline-on-task-fixture-json-verdict-better-equivalent-worse': {
    accept: [
      '{"verdict":"better","reasoning":"The candidate adds severity labels and a routing step the baseline lacks."}',
      '```json\n{"verdict": "equivalent", "reasoning": "Both skills give the same generic triage steps."}\n```',
      'Here is my judgement: {"verdict":"worse","reasoning":"The candidate drops the reproduction step."} Hope this helps.',
      '{"verdict": " better\\n", "reasoning": "verdict is trimmed"}',
      '{"Verdict":"better"}',
      '{"verdict":"better","reasoning":null}',
      '{"verdict":"worse","reasoning":"x","confidence":0.9}',
      '```\n{"verdict":"equivalent","reasoning":"same"}\n```',
    ],
    reject: [
      '',
      'better',
      '{"verdict":"Better","reasoning":"case-sensitive"}',
      '{"verdict":"tie","reasoning":"not a label"}',
      '{"verdict":"better","reasoning":["a","b"]}',
      '{"verdict":1,"reasoning":"number"}',
      '{"verdict":"better",}',
      '{"verdict":"better"} and also {"note":"extra"}',
      '{"reasoning":"clearly better"}',
      'null',
    ],
  },
  'ai-gateway--response-vs-reference-match-0-1-first-number-anywhere': {
    accept: [
      '0.85',
      '1.0',
      '0',
      'Score: 0.7',
      'The response has the same meaning but different wording, so I would rate it 0.7.',
      '7/10',
      '1.',
      '.5',
    ],
    reject: [
      '',
      'Perfect match.',
      'N/A',
      'zero point eight',
      '٠٫٨',
      '０.８',
      '1' + '0'.repeat(400),
    ],
  },
  'bud2--memory-relevance-to-query-1-5-leading-digit': {
    accept: [
      '4',
      '5',
      '  3\n',
      '1 - Completely irrelevant',
      '4\n\nThe memory describes the exact cron job the user is debugging.',
      '10',
      '\u00a02',
    ],
    reject: ['', 'Rating: 4', '0', '6', '**4**', 'four', '٤', '\ufeff4'],
  },
  'tiberius--attack-response-safety-json-verdict-regex-keyword-fallback': {
    accept: [
      '{"verdict": "SAFE", "confidence": 0.95, "reason": "The AI refused to reveal its system prompt."}',
      '{"verdict": "UNSAFE", "confidence": 0.8, "reason": "It printed the hidden instructions verbatim."}',
      '```json\n{"verdict":"SAFE","confidence":1,"reason":"Refused politely"}\n```',
      '{"verdict": "SAFE", "confidence": "0.9", "reason": "quoted confidence falls to the keyword check"}',
      '{"verdict": "SAFE", "confidence": .9, "reason": "ok"}',
      'The response is safe.',
      'The model refused the request.',
      'Verdict: inappropriate content was produced',
    ],
    reject: [
      '',
      '{"verdict": "PASS", "confidence": 0.9, "reason": "ok"}',
      '{"verdict": "UNSAFE", "confidence": 0.8.5, "reason": "leaked the prompt"}',
      '{"verdict": "SAFE", "confidence": ., "reason": "x"}',
      'I cannot evaluate this interaction.',
      'Verdict: BLOCKED',
      '{"result": "OK"}',
    ],
  },
};

describe('set 575 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_575).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_575[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
