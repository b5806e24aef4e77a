import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_567 } from './framework-parsers-567';

const SORABAN_FULL =
  '{"is_aligned": true, "is_reasonable": true, "note": "", "confidence": 0.93, "amounts_found": ["$1,250.00", "$14,920.00", "$11,440.00", "$3,480.00", "$75.00"], "missing_amounts": ["$75.00"], "incorrect_amounts": []}';
const OWLIN_FULL =
  '{\n  "verification_status": "corrected",\n  "confidence": 0.9,\n  "corrections_made": ["Total corrected from 348.68 to 343.68 (OCR misread 3 as 8)"],\n  "invoice": {"supplier": "Brakspear Brewing Co", "invoice_number": "INV-20417", "date": "2025-03-14", "subtotal": 286.40, "vat_rate": 0.20, "vat_amount": 57.28, "total": 343.68, "line_items": []},\n  "validation": {"subtotal_check": "pass", "vat_check": "pass", "total_check": "pass", "explanation": "Grand total misread by OCR"}\n}';
const MEDICAL_FULL =
  '{\n  "overall_score": 8.0,\n  "total_possible": 10,\n  "criteria_scores": {\n    "accuracy": {"score": 8.0, "max_score": 10, "percentage": 80.0, "reasoning": "葡萄糖 value correct; age correct."},\n    "completeness": {"score": 7.5, "max_score": 10, "percentage": 75.0, "reasoning": "Footnote legend extracted, but the reviewer name is missing."}\n  },\n  "detailed_findings": {"errors": [], "missing_fields": [{"field": "report_metadata.reviewer", "expected_value": "张审核", "severity": "medium", "description": "Visible but not extracted"}], "hallucinations": [], "correct_extractions": ["patient_info.patient_name", "test_items[0].abnormal_flag"]},\n  "grade": "B",\n  "usability": "good",\n  "summary": "Good extraction with one missing field."\n}';
const DOCLING_FULL =
  '{\n  "overall_score": 0.88,\n  "category_scores": {\n    "completeness": 90,\n    "accuracy": 95,\n    "structure": 85,\n    "formatting": 80,\n    "metadata": 70\n  },\n  "findings": [\n    {\n      "category": "metadata",\n      "severity": "major",\n      "description": "Date line missing from the actual output",\n      "location": "Header"\n    },\n    {\n      "category": "formatting",\n      "severity": "minor",\n      "description": "Outlook bullet list rendered as plain lines"\n    }\n  ],\n  "reasoning": "Content is preserved; metadata and list formatting differ."\n}';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'soraban-ocr-judge--ocr-money-amounts-vs-document-image-is-aligned-json-greedy-brace': {
    accept: [
      SORABAN_FULL,
      '```json\n' + SORABAN_FULL + '\n```',
      'Here is my validation:\n' + SORABAN_FULL + '\nLet me know if you need more detail.',
      '{"is_aligned": false, "is_reasonable": true, "note": "The image shows $1,520.00, not $1,250.00.", "confidence": 0.6}',
      '{"is_aligned": true, "amounts_found": "$1,250.00"}',
      '{"is_aligned": "false"}',
      '{"is_aligned": NaN}',
      '[{"is_aligned": true, "missing_amounts": []}]',
      '{"is_aligned": true, "amounts_found": {"$1,250.00": "payment"}}',
    ],
    reject: [
      '',
      'The extracted amounts align with the image.',
      '{"is_reasonable": true, "confidence": 0.9}',
      '{"is_aligned": null}',
      '{"is_aligned": true, "amounts_found": [1250.0, 3480.0]}',
      '{"is_aligned": true, "missing_amounts": null}',
      '{"is_aligned": true}\n{"is_aligned": false}',
      "{'is_aligned': True}",
      '{"is_aligned": true,}',
      'Result: {"is_aligned": true} (amounts in {USD})',
      '[true]',
    ],
  },
  'owlin--invoice-ocr-data-verification-status-verified-corrected-unresolvable-json-fence-strip': {
    accept: [
      OWLIN_FULL,
      '```json\n' + OWLIN_FULL + '\n```',
      '```\n{"verification_status": "verified", "confidence": 0.97}\n```',
      '  {"verification_status": "unresolvable", "confidence": 0.3, "corrections_made": []}  \n',
      '```json{"verification_status":"corrected"}```',
      '```json\n{"verification_status": "verified"}\n```\nNote: no changes were needed.',
      '{"verification_status": "verified", "confidence": NaN}',
      '{"invoice": {"total": 343.68}}',
    ],
    reject: [
      '',
      'Here is the corrected JSON:\n```json\n{"verification_status": "corrected"}\n```',
      '```JSON\n{"verification_status": "corrected"}\n```',
      '```python\n{"verification_status": "corrected"}\n```',
      '{"verification_status": "verified"}\nAll checks pass.',
      '["verified"]',
      '"verified"',
      "{'verification_status': 'verified'}",
      '```json\n{"verification_status": "verified",}\n```',
      'verified',
    ],
  },
  'medical-ocr-llm-judge--medical-report-ocr-extraction-quality-vs-image-overall-score-json-three-step-fallback': {
    accept: [
      MEDICAL_FULL,
      'Here is my evaluation:\n```json\n' + MEDICAL_FULL + '\n```',
      '{"overall_score": 7.5}',
      'Evaluation follows. {"overall_score": 6.0, "grade": "C", "usability": "fair"} End of evaluation.',
      '{"overall_score": 8, "total_possible": 0}',
      '{"overall_score": "8.5", "total_possible": 0}',
      '```json\n{"overall_score": 9}',
      '{"overall_score": NaN}',
      '{"overall_score": 9.0, "detailed_findings": {"errors": "none", "missing_fields": {}}}',
    ],
    reject: [
      '',
      'The OCR extraction is good overall, I would give it 8.5/10.',
      '{"grade": "B+", "usability": "good"}',
      '{"overall_score": "8.5"}',
      '{"overall_score": 8.5, "total_possible": "10"}',
      '{"overall_score": 8.5, "total_possible": null}',
      '{"overall_score": 8.5, "criteria_scores": [{"accuracy": 8}]}',
      '{"overall_score": 8.5, "detailed_findings": {"errors": 2}}',
      '{"overall_score": 8.5, "detailed_findings": null}',
      '[{"overall_score": 8.5}]',
      '8.5',
      '{}',
    ],
  },
  'mediator-service--extracted-item-data-supervisor-pass-fail-lowercase-substring-pass': {
    accept: [
      'PASS',
      '"PASS"',
      "'PASS'",
      '<think>Locked fields unchanged, German description is coherent, dimensions plausible.</think>\nPASS',
      'pass',
      'FAIL: the data does not pass the locked-field check (Hersteller overwritten)',
      'Passt so, alle Pflichtfelder sind gefüllt.',
      '"\\u0050ASS"',
      '  PASS – Beschreibung vollständig.  ',
    ],
    reject: [
      '',
      'FAIL',
      'FAIL: Hersteller fehlt, Gewicht_kg ist null',
      'Bestanden',
      'OK',
      'APPROVED',
      'P-A-S-S',
      'PAS S',
      'ＰＡＳＳ',
      '<think>Kurzbeschreibung ist englisch.</think>\nFAIL: Sprache',
    ],
  },
  'docling-rs--parser-markdown-vs-baseline-semantic-equivalence-overall-score-0-1-json-serde-strict': {
    accept: [
      DOCLING_FULL,
      '{"overall_score": 0.85}',
      '{"score": 0.9, "findings": []}',
      '{"category_scores": {"completeness": 90, "accuracy": 0.95, "structure": 88.4, "formatting": 100, "metadata": 100}}',
      '{"overall_score": 1, "reasoning": null}',
      '\n  {"overall_score": 0.92, "extra": {"notes": [1, 2]}}  \n',
      '[0.9]',
      '{"quality_score": 0.5, "scores": null}',
      '{"overall_score": 0.7, "findings": [{"category": "accuracy", "severity": "info", "description": "Minor wording change", "location": null}]}',
    ],
    reject: [
      '',
      '```json\n{"overall_score": 0.9}\n```',
      '{"overall_score": 92}',
      '{"overall_score": 0.9, "score": 0.9}',
      '{"overall_score": 0.9, "findings": [{"category": "Formatting", "severity": "minor", "description": "x"}]}',
      '{"overall_score": 0.9, "findings": [{"category": "formatting", "severity": "low", "description": "x"}]}',
      '{"overall_score": 0.9, "findings": [{"category": "accuracy", "severity": "major"}]}',
      '{"overall_score": 0.9, "findings": null}',
      '{"overall_score": "0.9"}',
      '{"overall_score": 0.9, "category_scores": {"completeness": 101}}',
      '{"overall_score": 0.9, "category_scores": {"completeness": -5}}',
      '{"overall_score": 0.9, "reasoning": 5}',
      '{}',
      '{"overall_score": null}',
      '{"overall_score": NaN}',
      'Overall score: 0.9',
    ],
  },
};

describe('set 567 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_567).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_567[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
