import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_459 } from './framework-parsers-459';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'text-battle-arena--battle-log-winner-korean-fenced-json-winner-name-exact-or-case-insensitive': {
    accept: [
      '```json\n{"winner": "강철 기사", "reason": "방패로 화살을 모두 막아낸 뒤 근접전에서 결정타를 날림"}\n```',
      '```json\n{"winner": "Shadow Archer", "reason": "거리를 유지하며 연속 사격으로 압도함"}\n```',
      '```JSON\n{"winner": "shadow archer", "reason": "원거리 우위"}\n```',
      '판정 결과입니다.\n```json\n{"winner": "  강철 기사 ", "reason": "마지막 일격"}\n```\n감사합니다.',
      '```\n{"winner": "Shadow Archer", "reason": "민첩성"}\n```',
      '```json{"winner":"강철 기사"}```',
      '```json\n{"reason": "접전 끝에 승리", "winner": "Shadow Archer"}\n```\n```json\n{"winner": "무승부"}\n```',
      '```\n{"winner": "강철 기사"}\n```\n```json\n{"winner": "무승부"}\n```',
      '```json\n{"winner": "무승부", "reason": "x", "winner": "SHADOW ARCHER"}\n```',
    ],
    reject: [
      '',
      '{"winner": "강철 기사", "reason": "방패로 화살을 모두 막아냄"}',
      '```json\n{"winner": "강철기사", "reason": "띄어쓰기 없음"}\n```',
      '```json\n{"winner": "무승부", "reason": "두 캐릭터 모두 쓰러짐"}\n```',
      "```json\n{'winner': '강철 기사', 'reason': '승리'}\n```",
      '```json\n{"winner": "Shadow Archer", "reason": "긴 접전",}\n```',
      '```json\n{"Winner": "강철 기사"}\n```',
      '```json\n{"winner": ["강철 기사"]}\n```',
      '```json\n{"winner": "강철 기사"}',
      '승자: 강철 기사',
      '```json\n{"winner": "Shadow Archer (궁수)"}\n```',
      '```json\nnull\n```',
    ],
  },
  'technica-objection--defense-argument-social-justice-0-100-score-line-verdict-feedback-first-score-match': {
    accept: [
      'SCORE: 82\nVERDICT: Your defense ties the zip-code weighting to historical redlining and invokes disparate impact, which would likely persuade the court.\nFEEDBACK: Cite a concrete statistic on approval gaps and name the data the model was trained on to make the bias undeniable.',
      'Score: 64\nVERDICT: A solid start.\nFEEDBACK: Add evidence.',
      'SCORE:91',
      "**Judge Gemini's Ruling**\n\nSCORE: 45\nVERDICT: The argument is heartfelt but thin on law.\nFEEDBACK: Reference the Fair Housing Act.",
      'SCORE: 85/100\nVERDICT: Strong.\nFEEDBACK: Be more specific.',
      'SCORE:\n73\nVERDICT: Persuasive overall.',
      'SCORE: 150',
      'SCORE: 77.5',
      'SCORE:\u00a088',
      'VERDICT: The defense would succeed.\nFEEDBACK: Tighten the opening.\nFinal score: 90',
    ],
    reject: [
      '',
      '**SCORE:** 85\nVERDICT: Strong argument.\nFEEDBACK: Add data.',
      'SCORE: [85]',
      'SCORES: 85',
      'SCORE - 85',
      'SCORE : 85',
      'SCORE: eighty-five',
      'SCORE: ８５',
      'VERDICT: The defense would succeed.\nFEEDBACK: Add statistics on lending outcomes.',
      'I would score this argument 85 out of 100.',
      'SCORE: -10',
      'SCORE: [number from 0-100]',
    ],
  },
};

describe('set 459 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_459).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_459[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
