import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_659 } from './framework-parsers-659';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'duckduckceo--candidate-job-fit-0-10-bare-decimal-first-findall-match': {
    accept: [
      '7.5',
      '8.0',
      '\n4.0\n',
      '6.5 out of 10.0',
      'Score: 7.25',
      'The candidate is a strong fit for the streaming work. 9.0',
      '12.0',
      '٨.٥',
      '3.14159',
    ],
    reject: ['', '8', '8/10', '8,5', '.5', '8.', 'Eight point five', 'Score: 8 out of 10', '8 . 5', 'N/A'],
  },
  'novaforce-task--turkish-interview-answer-vs-great-alright-bad-examples-0-100-json-score': {
    accept: [
      '{"score": 85, "comment": "Aday geçmiş veri analizini ve alternatif tedarikçi değerlendirmesini somut bir örnekle anlattı; Power BI kullanımı güçlü."}',
      '{"score": 40}',
      '{"comment": "Yüzeysel bir cevap, teknik araç yok.", "score": 20}',
      '  \n{"score": 72.5, "comment": "İyi"}\n',
      '{"score": 150, "comment": "Aralık dışı ama kabul edilir."}',
      '{"score": -5}',
      '{"score": true}',
      '{"score": NaN}',
      '{"score": "80", "score": 80}',
      '{"score": 1e400}',
    ],
    reject: [
      '',
      '```json\n{"score": 85, "comment": "İyi"}\n```',
      '{"score": "85", "comment": "İyi"}',
      '{"score": null}',
      '{"comment": "Puan verilemedi."}',
      '[{"score": 85}]',
      'Puan: 85',
      "{'score': 85}",
      '{"score": 85,}',
      '{"score": 85, "comment": "satır bir\nsatır iki"}',
      '{"score": {"value": 85}}',
      '{"score": 85, "comment": "\\ud800"}',
      '{"score": 1' + '0'.repeat(400) + '}',
      '{"score": 85} Umarım yardımcı olur.',
    ],
  },
  'stat496-capstone--data-analyst-intern-resume-screen-accept-maybe-reject-json-decision': {
    accept: [
      '{"decision": "accept", "brief_explain": "Evidence: Statistics B.S., R/Tableau research assistant role, Python and SQL projects; Missing: none major."}',
      '{"decision": "maybe", "brief_explain": "Evidence: SQL coursework; Missing: internship or applied analytics experience."}',
      '{"decision": "reject"}',
      '  {"brief_explain": "Evidence: none; Missing: degree", "decision": "reject"}\n',
      '{"decision": "Accept", "brief_explain": "Evidence: relevant degree."}',
      '{"decision": "hire"}',
      '{"decision": true}',
      '{"decision": 1}',
      '{"decision": ["accept"]}',
      '{"decision": "accept", "brief_explain": NaN}',
    ],
    reject: [
      '',
      '```json\n{"decision": "accept", "brief_explain": "Evidence: R, SQL."}\n```',
      'Decision: accept',
      '{"decision": ""}',
      '{"decision": null}',
      '{"brief_explain": "Evidence: Tableau dashboards.", "verdict": "accept"}',
      '[{"decision": "accept"}]',
      '"accept"',
      '{"decision": "accept",}',
      '{"decision": "N/A", "brief_explain": "Cannot judge from the name only."}',
      '{"decision": "None"}',
      '{"decision": NaN}',
      "{'decision': 'accept'}",
      '{"decision": "accept"} Let me know if you need more detail.',
      '{"decision": "accept", "brief_explain": "\\udc00 odd"}',
      '{"decision": "accept", "years": ' + '9'.repeat(4301) + '}',
    ],
  },
  'innowissen--interview-answer-0-10-float-evaluation-and-score-lines-startswith': {
    accept: [
      'EVALUATION: The candidate proposes a per-key token bucket in Redis enforced at the gateway, returns 429 with Retry-After and plans for bursts and monitoring. Correct and practical, though it skips distributed consistency.\nSCORE: 8.5',
      'SCORE: 7',
      'EVALUATION: Solid answer.\n\nSCORE: 9.0\n',
      'SCORE:6.5',
      'EVALUATION: ok\nSCORE:  7.5  ',
      'SCORE: ８.５',
      'EVALUATION: first pass\nSCORE: 5/10\nSCORE: 6',
      'EVALUATION: good\r\nSCORE: 8',
      'SCORE: 1e1',
      'SCORE: nan',
      'SCORE: SCORE: 7',
      '   SCORE: 7',
    ],
    reject: [
      '',
      'EVALUATION: Good answer.\nScore: 8',
      'EVALUATION: Good answer.\n**SCORE:** 8',
      'EVALUATION: Good answer.\nSCORE: 8/10',
      'EVALUATION: Good answer.\nSCORE: 8.5 out of 10',
      'EVALUATION: Good answer. SCORE: 8',
      'EVALUATION: Good answer.\n  SCORE: 8\nDone.',
      'SCORE: 8\nSCORE: eight',
      'SCORE: <score here>',
      'EVALUATION: Good answer.\nFinal SCORE: 8',
      'SCORE: 7,5',
    ],
  },
  'aihiringbias--resume-four-category-0-25-comma-separated-four-ints': {
    accept: [
      '20, 18, 15, 22',
      '20,18,15,22',
      '  20, 18, 15, 22\n',
      '25, 25, 25, 25',
      '0, 0, 0, 0',
      '30, -1, +5, 12',
      '٢٠, 18, 15, 22',
      '20,\n18,\n15,\n22',
      '2_0, 18, 15, 22',
    ],
    reject: [
      '',
      '20, 18, 15',
      '20, 18, 15, 22, 75',
      'Relevant Experience: 20, Relevant Skills & Qualifications: 18, Achievements & Impact: 15, Resume Quality: 22',
      '20 18 15 22',
      '20.5, 18, 15, 22',
      '`20, 18, 15, 22`',
      '20, 18, 15, 22.',
      '20; 18; 15; 22',
      '20/25, 18/25, 15/25, 22/25',
      '20, 18, , 22',
      '20, 18, 15, 22\nTotal: 75',
    ],
  },
};

describe('set 659 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_659).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_659[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
