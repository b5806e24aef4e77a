import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_747 } from './framework-parsers-747';

const j = (value: unknown) => JSON.stringify(value);
const HUGE_INT = '1' + '0'.repeat(400);

const ev2rFull = `{
            "facts in predicted evidence": "1. New petrol and diesel car sales will end in 2030. 2. Existing petrol cars can still be driven.",
            "fact check predicted evidence": "1. New petrol and diesel car sales will end in 2030. Supported by the reference evidence. 2. Existing petrol cars can still be driven. Not enough information.",
            "facts count predicted evidence": 2, 
            "support predicted evidence": 1, 
            "facts in reference evidence": "1. The UK will end the sale of new petrol and diesel cars in 2030. 2. Hybrids are allowed until 2035. 3. No announcement of a 2025 ban could be found.",
            "fact check reference evidence": "1. The UK will end the sale of new petrol and diesel cars in 2030. Supported. 2. Hybrids are allowed until 2035. Not mentioned. 3. No announcement of a 2025 ban could be found. Not enough information.",
            "facts count reference evidence": 3, 
            "support reference evidence": 1
        }`;
const ev2rCounts = (support: string, count: string) =>
  `{"facts count predicted evidence": 2, "support predicted evidence": 1, "facts count reference evidence": ${count}, "support reference evidence": ${support}}`;

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'factcheck-cli--ollama-claim-vs-evidence-snippets-supported-refuted-nei-json-aligner-validated-citations': {
    accept: [
      j({
        verdict: 'REFUTED',
        confidence: 0.92,
        used_evidence: [1],
        alignment: [{ idx: 1, doc_id: 'eiffel_tower.txt', quote: 'The Eiffel Tower was completed in March 1889', role: 'refute' }],
        brief_reason: 'The tower was completed in 1889, not 1899 [1].',
      }),
      '```json\n' +
        JSON.stringify(
          {
            verdict: 'REFUTED',
            confidence: 0.9,
            used_evidence: [1],
            alignment: [{ idx: 1, doc_id: 'eiffel_tower.txt', quote: 'completed in March 1889', role: 'refute' }],
            brief_reason: 'Snippet [1] dates the completion to 1889, so the claimed year 1899 is incorrect.',
          },
          null,
          2,
        ) +
        '\n```',
      '<think>\nThe claim says 1899 but snippet 1 says 1889.\n</think>\n```json\n{"verdict": "REFUTED", "confidence": 0.95, "used_evidence": [1], "alignment": [], "brief_reason": "Evidence [1] contradicts the year."}\n```',
      j({ verdict: 'NOT_ENOUGH_INFO', confidence: 0.3, used_evidence: [], alignment: [], brief_reason: 'No snippet states when the tower opened to visitors.' }),
      j({ verdict: 'refuted', confidence: '0.85', used_evidence: [1], brief_reason: 'Wrong year: [1] gives 1889.' }),
      j({ verdict: 'REFUTED', confidence: 0.8, used_evidence: ['1'], brief_reason: 'The completion year in [1] is 1889, not 1899.' }),
      j({ verdict: 'NOT_ENOUGH_INFO', used_evidence: [], brief_reason: null }),
      '{"verdict": "NOT_ENOUGH_INFO", "confidence": NaN, "used_evidence": [2], "brief_reason": ""}',
      j({ verdict: 'SUPPORTED', confidence: 1, used_evidence: [1, 2], alignment: [{ idx: 2, quote: '', role: null }], brief_reason: 'See [2].' }),
      `{"verdict": "NOT_ENOUGH_INFO", "confidence": 0.2, "used_evidence": [${HUGE_INT}], "brief_reason": "unclear"}`,
      '  \n' + j({ verdict: 'SUPPORTED', confidence: true, used_evidence: [true], brief_reason: '[1]' }) + '\n',
    ],
    reject: [
      '',
      j({ verdict: 'REFUTED', confidence: 0.9, used_evidence: [1], brief_reason: 'Evidence [1] gives 1889 as the completion year.' }),
      j({ verdict: 'SUPPORTED', confidence: 0.8, used_evidence: [1], brief_reason: 'Completed in 1889.' }),
      j({ verdict: 'REFUTED', confidence: 0.8, used_evidence: [4], brief_reason: 'Not 1899 [4].' }),
      j({ verdict: 'REFUTED', confidence: 0.9, used_evidence: [1], alignment: [{ idx: 1, quote: 'completed in 1889', role: 'refute' }], brief_reason: 'Not 1899 [1].' }),
      j({ verdict: 'REFUTED', confidence: 85, used_evidence: [1], brief_reason: 'Not 1899 [1].' }),
      j({ verdict: 'NOT ENOUGH INFO', confidence: 0.3, used_evidence: [] }),
      j({ verdict: 'NOT_ENOUGH_INFO', confidence: 0.3 }),
      '{"verdict": "NOT_ENOUGH_INFO", "confidence": 0.3, "used_evidence": [NaN]}',
      '{"verdict": "NOT_ENOUGH_INFO", "confidence": 0.3, "used_evidence": [1e400]}',
      j({ verdict: 'NOT_ENOUGH_INFO', confidence: 0.3, used_evidence: [], brief_reason: 5 }),
      '```JSON\n{"verdict": "REFUTED", "confidence": 0.9, "used_evidence": [1], "brief_reason": "Not 1899 [1]."}\n```',
      'VERDICT: REFUTED\nCONFIDENCE: 0.9\nUSED_EVIDENCE: 1\nEXPLANATION: The tower was completed in 1889 [1].',
      j({ verdict: 'REFUTED', confidence: 0.9, used_evidence: [1], alignment: [{ idx: 1, quote: 'completed in March 1889', role: 'contradict' }], brief_reason: 'Not 1899 [1].' }),
      j({ verdict: 'REFUTED', confidence: 0.9, used_evidence: [1], alignment: [{ idx: 2, quote: '', role: 'refute' }], brief_reason: 'Not 1899 [1].' }),
      'The claim is refuted. ' + j({ verdict: 'REFUTED', confidence: 0.9, used_evidence: [1], brief_reason: 'Not 1899 [1].' }),
    ],
  },
  'climateandtech-factchecker--advocate-claim-vs-evidence-true-false-nei-label-in-double-parens': {
    accept: [
      'The first evidence piece reports a rise of about 21 to 24 centimetres since 1880, which is consistent with roughly 20 centimetres since 1900. ((TRUE))',
      '((FALSE))',
      'The evidence gives a range starting in 1880, not 1900, so the exact figure cannot be confirmed. ((not enough information))',
      'Mostly consistent with the evidence. ((MOSTLY TRUE))',
      '"The measured rise matches the claim. ((TRUE))"',
      '**Reasoning:** The figures agree.\n\n**Label:** (( NOT_ENOUGH_INFORMATION ))',
      '(((TRUE)))',
      'Label TRUE)) then ((',
    ],
    reject: [
      '',
      'TRUE',
      'The claim matches the evidence. (TRUE)',
      'The claim matches the evidence. ((TRUE)',
      'The claim matches the evidence. [[TRUE]]',
      'The claim matches the evidence. ( (TRUE) )',
      'Label: TRUE))',
      '{{TRUE}}',
      'The claim matches the evidence. （（TRUE））',
    ],
  },
  'yt-fact-checker--youtube-transcript-claim-true-false-partially-unverifiable-json-first-to-last-brace': {
    accept: [
      '{\n  "verdict": "FALSE",\n  "explanation": "The Great Wall is far too narrow to be seen with the naked eye from the Moon; astronauts have confirmed this.",\n  "evidence": [\n    {\n      "source": "NASA",\n      "description": "NASA notes the wall is not visible from the Moon without aid."\n    }\n  ]\n}',
      'Here is my analysis:\n```json\n{"verdict": "FALSE", "explanation": "Not visible from the Moon.", "evidence": [{"source": "NASA", "description": "Earth observatory article"}]}\n```',
      '{"verdict": "TRUE"}',
      '{"claim_status": "debunked"}',
      '{"verdict": "FALSE", "confidence": NaN}',
      '{"verdict": ""}',
      '[{"verdict": "FALSE", "explanation": "Myth."}]',
      '{"verdict": "PARTIALLY TRUE", "explanation": "Visible from low orbit {sometimes}, not from the Moon.", "evidence": []}',
    ],
    reject: [
      '',
      '{}',
      'FALSE - the wall is not visible from the Moon.',
      '{"verdict": "FALSE",}',
      "{'verdict': 'FALSE', 'explanation': 'Myth.'}",
      '{"verdict": "FALSE"} Source: see {NASA}',
      '{"verdict": "FALSE", "explanation": "line one\nline two"}',
      'verdict: FALSE }',
      '{"verdict": "FALSE", "explanation": "cut off',
      '{"verdict": "FALSE"}{"verdict": "TRUE"}',
    ],
  },
  'facticli--ev2r-predicted-vs-reference-evidence-atomic-fact-precision-recall-json-counts-lazy-brace': {
    accept: [
      ev2rFull,
      'Output: ' + ev2rFull,
      '```json\n' + ev2rFull + '\n```',
      ev2rCounts('1', '3'),
      ev2rCounts('"1"', '" 3 "'),
      ev2rCounts('0', '3'),
      ev2rCounts('NaN', '3'),
      ev2rCounts('1', 'Infinity'),
      ev2rCounts('1', '1e400'),
      ev2rCounts('true', 'true'),
    ],
    reject: [
      '',
      ev2rCounts('0', '0'),
      ev2rCounts('1', '"0"'),
      '{"facts count predicted evidence": 2, "support predicted evidence": 1, "facts count reference evidence": 3}',
      '{"summary": {"recall": 0.33}, "facts count predicted evidence": 2, "support predicted evidence": 1, "facts count reference evidence": 3, "support reference evidence": 1}',
      '{"facts in predicted evidence": "uses {braces} here", "facts count predicted evidence": 2, "support predicted evidence": 1, "facts count reference evidence": 3, "support reference evidence": 1}',
      ev2rCounts('1', 'null'),
      ev2rCounts('1', '"three"'),
      ev2rCounts('1', '[3]'),
      ev2rCounts('1', HUGE_INT),
      "{'facts count predicted evidence': 2, 'support predicted evidence': 1, 'facts count reference evidence': 3, 'support reference evidence': 1}",
      '{"facts count predicted evidence": 2, "support predicted evidence": 1, "facts count reference evidence": 3, "support reference evidence": 1,}',
      'Recall: 1/3, precision: 1/2',
    ],
  },
};

describe('set 747 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_747).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_747[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
