import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_400 } from './framework-parsers-400';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'simple-stories--story-originality-coherence-grammar-quality-0-100-inline-json-regex': {
    accept: [
      '{"EXPLANATION": "A gentle, coherent tale; the singing shell is a nice touch but the ending trails off.","ORIGINALITY": 55, "COHERENCE": 80, "GRAMMAR": 70, "QUALITY": 62}',
      '{"EXPLANATION": "Clear and warm.", "ORIGINALITY": 45, "COHERENCE": 85, "GRAMMAR": 92, "QUALITY": 70}',
      'Here is my assessment:\n{"EXPLANATION": "Repetitive ending.","ORIGINALITY": 30, "COHERENCE": 50, "GRAMMAR": 75, "QUALITY": 40}\nThank you!',
      '```json\n{"EXPLANATION": "Good flow, simple vocabulary.","ORIGINALITY": 70, "COHERENCE": 75, "GRAMMAR": 88, "QUALITY": 72}\n```',
      '{"EXPLANATION": "Line one.\nLine two.","ORIGINALITY": 10,\n"COHERENCE": 20,\n"GRAMMAR": 30,\n"QUALITY": 40}',
      '{"EXPLANATION": "Exceptional.","ORIGINALITY": 150, "COHERENCE": 80, "GRAMMAR": 90, "QUALITY": 60}',
      '{"EXPLANATION":"tight","ORIGINALITY":0,"COHERENCE":0,"GRAMMAR":0,"QUALITY":0}',
      '{"EXPLANATION": "ok","ORIGINALITY": ٤٥, "COHERENCE": 80, "GRAMMAR": 90, "QUALITY": 60}',
      '{"EXPLANATION":\u00a0"nbsp","ORIGINALITY":\u00a050, "COHERENCE": 80, "GRAMMAR": 90, "QUALITY": 60}',
    ],
    reject: [
      '',
      '{\n  "EXPLANATION": "Good.",\n  "ORIGINALITY": 70,\n  "COHERENCE": 75,\n  "GRAMMAR": 88,\n  "QUALITY": 72\n}',
      '{"EXPLANATION": "Good.","ORIGINALITY": 70, "COHERENCE": 75, "GRAMMAR": 88, "QUALITY": 72 }',
      '{"EXPLANATION": "","ORIGINALITY": 70, "COHERENCE": 75, "GRAMMAR": 88, "QUALITY": 72}',
      '{"EXPLANATION": "Mia says \\"hello\\" to the sea.","ORIGINALITY": 70, "COHERENCE": 75, "GRAMMAR": 88, "QUALITY": 72}',
      '{"EXPLANATION": "Good.","ORIGINALITY": 70.5, "COHERENCE": 75, "GRAMMAR": 88, "QUALITY": 72}',
      '{"ORIGINALITY": 70, "COHERENCE": 75, "GRAMMAR": 88, "QUALITY": 72, "EXPLANATION": "Good."}',
      '{"explanation": "Good.","originality": 70, "coherence": 75, "grammar": 88, "quality": 72}',
      "{'EXPLANATION': 'Good.', 'ORIGINALITY': 70, 'COHERENCE': 75, 'GRAMMAR': 88, 'QUALITY': 72}",
      '{"EXPLANATION": "Good.","ORIGINALITY": "70", "COHERENCE": "75", "GRAMMAR": "88", "QUALITY": "72"}',
      '{"EXPLANATION" : "Good.","ORIGINALITY" : 70, "COHERENCE" : 75, "GRAMMAR" : 88, "QUALITY" : 72}',
      '{"EXPLANATION": "Good.","ORIGINALITY": 70, "COHERENCE": 75, "GRAMMAR": 88, "QUALITY": 72, "OVERALL": 76}',
      'ORIGINALITY: 70\nCOHERENCE: 75\nGRAMMAR: 88\nQUALITY: 72',
      '{"EXPLANATION": "Good.","ORIGINALITY": -5, "COHERENCE": 75, "GRAMMAR": 88, "QUALITY": 72}',
    ],
  },
  'poetry-competition--best-and-worst-of-seven-poems-vote-best-number-line': {
    accept: [
      'Best: 7\nBest reason: The unwound clock and the beam that "still goes round" make the ending quietly devastating.\nWorst: 5\nWorst reason: Repetition without purpose and a flat, told emotion.',
      'Best: Poem 4\nBest reason: Concrete, unsentimental detail.\nWorst: Poem 3\nWorst reason: Generic imagery.',
      '  Best: 1\nWorst: 7',
      'BEST: 2\nWORST: 4',
      'Best: 6\nBest reason: Vivid.',
      'Best: 3\r\nBest reason: Strong.\r\nWorst: 5\r\nWorst reason: Weak.\r\n',
      'Best: ٣\nWorst: ٥',
      'Here are my votes.\nBest: 2\nBest reason: Strong.\nWorst: none',
      'Best: 4 \u2013 the best rhythm: it scans cleanly\nWorst: 1',
      'Best:\nBest: 5\nWorst: 0',
      'best:07\nworst:03',
    ],
    reject: [
      '',
      '**Best:** 3\n**Worst:** 5',
      'Best poem: 3\nWorst poem: 5',
      'Best: Poem 3 of 7\nWorst: Poem 5',
      'Best: #7 (GPT-4o)\nWorst: 4',
      'Best: 9\nWorst: 2',
      'Best: 3\nWorst: 12',
      'Best: three\nWorst: five',
      'Best: 0\nWorst: 3',
      'Best - 3\nWorst - 5',
      'Best: 3\u00b2\nWorst: 5',
      'My vote for best: 3\nWorst: 5',
      '1. Best: 3\n2. Worst: 5',
      'Worst: 5\nWorst reason: Forced rhymes.',
    ],
  },
  'literal-vibes--rapped-coding-prompt-musicality-approved-rejected-uppercase-substring': {
    accept: [
      'APPROVED',
      'APPROVED \u2013 tight rhymes, steady rhythm, and a clear request for a Python sort function.',
      'approved',
      'Approved.',
      '**APPROVED**',
      'DISAPPROVED',
      'NOT APPROVED',
      'REJECTED\n\nIt would have been APPROVED with a steadier beat.',
    ],
    reject: [
      '',
      'REJECTED',
      'REJECTED \u2013 no rhyme or rhythm, and the request is about cooking pasta.',
      'Approve',
      'APPROVAL GRANTED',
      'A-P-P-R-O-V-E-D',
      'APPR0VED',
      'Accepted',
      'Yes, this passes.',
    ],
  },
  'llmproofs--creative-writing-story-group-ranking-json-placements-brace-slice': {
    accept: [
      '{\n  "placements": [\n    {"label": "A", "rank": 2, "reason": "Strong premise, slightly rushed ending."},\n    {"label": "B", "rank": 3, "reason": "Flat prose and a summarised plot."},\n    {"label": "C", "rank": 1, "reason": "Distinct voice and real tension."}\n  ]\n}',
      '```json\n{"placements": [{"label": "A", "rank": 1, "reason": "x"}, {"label": "B", "rank": 2, "reason": "y"}]}\n```',
      'Here is my ranking: {"placements": [{"label": "B", "rank": 1}, {"label": "A", "rank": 1}]} Both are strong.',
      '{"placements": [{"label": "a ", "rank": 1.5}]}',
      '{"placements": [{"label": "Z", "rank": 1}]}',
      '{"placements": [{"label": "A", "rank": true}]}',
      '{"placements": ["A", {"label": "B", "rank": 2}]}',
      '{"placements": [{"label": "A", "rank": -3}], "notes": {"extra": true}}',
      '{"placements": [{"label": "A", "rank": 1, "reason": "uses {braces} in text"}]}',
    ],
    reject: [
      '',
      '{"placements": [{"label": "A", "rank": "1"}]}',
      '{"ranking": [{"label": "A", "rank": 1}]}',
      '{"placements": {"A": 1, "B": 2}}',
      '[{"label": "A", "rank": 1}]',
      '{"placements": [{"label": "A", "rank": 1}, {"label": "B", "rank": NaN}]}',
      '{"placements": [{"label": "A", "rank": 1},]}',
      "{'placements': [{'label': 'A', 'rank': 1}]}",
      '{"placements": [{"label": 1, "rank": 1}]}',
      'A > C > B',
      '{"placements": [{"label": "A", "rank": 1}]}\n{"note": "B second"}',
      '{"placements": [{"label": "A", "rank": 1e400}]}',
      '{"placements": []}',
      '{"placements": [{"label": "A", "rank": null}]}',
    ],
  },
};

describe('set 400 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_400).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_400[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
