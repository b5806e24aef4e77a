import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_434 } from './framework-parsers-434';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'avukat-oyunu--turkish-courtroom-prosecution-vs-defense-argument-scores-0-100-json-first-last-brace-float': {
    accept: [
      '{"prosecutor_score": 72, "defense_score": 58, "reasoning": "Savcı DNA eşleşmesine dayanıyor; savunmanın kayıp tutanağı ise eldiven delilini zayıflatıyor.", "advantage": "prosecution"}',
      '```json\n{"prosecutor_score": 40, "defense_score": 85, "reasoning": "Savunma somut belgeler sunuyor.", "advantage": "defense"}\n```',
      'Değerlendirmem şöyledir: {"prosecutor_score": 60, "defense_score": 60, "reasoning": "Taraflar eşit güçte.", "advantage": "defense"} Teşekkürler.',
      '{"prosecutor_score": "75", "defense_score": " 65.5 "}',
      '{"advantage": "defense", "reasoning": "Şüpheden sanık yararlanır."}',
      '{"prosecutor_score": 80}',
      '{"prosecutor_score": true, "defense_score": 0}',
      '{"prosecutor_score": 1e3, "defense_score": -20}',
      '{"prosecutor_score": "7_0", "defense_score": 55, "reasoning": "Savcı {delil} sunuyor."}',
    ],
    reject: [
      '',
      '   \n',
      'Savcı daha ikna edici. Puanlar: savcı 70, savunma 55.',
      '{"prosecutor_score": 70, "defense_score": 55,}',
      '{"prosecutor_score": "yetmiş", "defense_score": 55}',
      '{"prosecutor_score": null, "defense_score": 55}',
      '{"prosecutor_score": NaN, "defense_score": 55}',
      '{"prosecutor_score": Infinity, "defense_score": 55}',
      '{"reasoning": "İki taraf da zayıf."}',
      '{}',
      'Savcı: {"prosecutor_score": 70} Savunma: {"defense_score": 50}',
      '{"prosecutor_score": [70], "defense_score": 50}',
      "{'prosecutor_score': 70, 'defense_score': 50}",
      '}{"prosecutor_score": 70',
      '{"prosecutor_score": "70/100", "defense_score": 50}',
    ],
  },
  'nirmatai--management-system-requirement-audit-compliance-status-pipe-separated-label-synonym-substring': {
    accept: [
      'minor non-conformity| The change management procedure exists, but no records of a planned QMS change with allocated responsibilities were found.|',
      'full-compliance| Procedure QP-06 "Management of Change" defines purpose, consequences and responsibilities, and record CR-2023-014 documents a planned change.|',
      'major non-conformity| The documents contain no procedure or record addressing planned changes to the quality management system.',
      'Full Compliance | The quality manual, section 6.3, describes how changes are planned and approved.',
      'Compliance status: minor non-conformity | Records are incomplete. |',
      'Non-compliance| No evidence was found.',
      'MAJOR| No evidence of planning of changes.',
      '  fully compliant |ok|',
    ],
    reject: [
      '',
      'minor non-conformity - The documentation does not show records of planned changes.',
      'minor non-conformity\nThe documentation is incomplete.',
      'minor non-conformity| a | b | c',
      '| minor non-conformity | rationale',
      'Status: partial| Some records are missing.',
      'Unknown| Not enough information in the context.',
      'The rationale comes first | minor non-conformity|',
    ],
  },
  'premier--bar-exam-answer-vs-expected-answer-four-feedbacks-score-1-100-json-object': {
    accept: [
      '{"legal_writing_feedback": "Clear, concise and professional.", "legal_basis_feedback": "Correctly cites Article 1484 (Recto Law).", "application_feedback": "Applies the two-installment rule correctly but confuses cancellation with foreclosure.", "conclusion_feedback": "The conclusion is correct but omits the bar on recovering any deficiency.", "score": 78}',
      '{"score": 72}',
      '  {"score": 90, "legal_basis_feedback": "Complete."}\n',
      '{"score": 88.5}',
      '{"score": 0}',
      '{"score": 150, "conclusion_feedback": "Excellent."}',
      '\u00a0{"score": 64}\u00a0',
    ],
    reject: [
      '',
      '```json\n{"score": 85}\n```',
      '{"legal_writing_feedback": "Good tone.", "conclusion_feedback": "Correct."}',
      '{"score": null}',
      '{}',
      '[{"score": 85}]',
      'Score: 85/100',
      '{"score": 85,}',
      '85',
      'Here is the grading: {"score": 85}',
    ],
  },
};

describe('set 434 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_434).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_434[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
