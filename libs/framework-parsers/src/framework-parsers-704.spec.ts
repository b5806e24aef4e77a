import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_704 } from './framework-parsers-704';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'docetl--map-optimizer-validator-prompt-output-quality-four-category-json-enum': {
    accept: [
      '{"quality_category": "Satisfactory", "reason": "Vendor name, ISO 8601 date and the gross total all match the invoice text."}',
      '{"quality_category": "Partially Satisfactory", "reason": "total_amount is the net 1250.0, not the grand total 1487.50 including VAT."}',
      '{"reason": "Date format is correct but the vendor name drops GmbH.", "quality_category": "Mostly Satisfactory"}',
      '\n  {"quality_category": "Unsatisfactory", "reason": "No field matches the invoice."}\n',
      '{"quality_category": "Satisfactory"}',
      '{"quality_category": "Unsatisfactory", "quality_category": "Satisfactory", "reason": "last key wins"}',
      '{"quality_category": "Satisfactory", "reason": NaN}',
      '{"quality_category": "Mostly Satisfactory", "reason": "ok", "extra": [1, 2]}',
    ],
    reject: [
      '',
      '```json\n{"quality_category": "Satisfactory", "reason": "ok"}\n```',
      '{"quality_category": "satisfactory", "reason": "ok"}',
      '{"quality_category": "Satisfactory ", "reason": "ok"}',
      '{"quality": "Satisfactory", "reason": "ok"}',
      '[{"quality_category": "Satisfactory", "reason": "ok"}]',
      'Quality: Satisfactory',
      '{"quality_category": "Satisfactory", "reason": "ok"} Done.',
      '{"quality_category": ["Satisfactory"], "reason": "ok"}',
      '{"quality_category": 4, "reason": "ok"}',
      '{"quality_category": "Satisfactory", "quality_category": "Good"}',
      "{'quality_category': 'Satisfactory', 'reason': 'ok'}",
      '\ufeff{"quality_category": "Satisfactory"}',
    ],
  },
  'llm-data-quality-exploration--job-posting-structured-fields-vs-raw-text-status-pipe-reason-json-per-field': {
    accept: [
      '{"COMPANY_IS_STAFFING": "Unsure | BODY does not say whether the employer is a staffing agency", "COMPANY_NAME": "Match | COMPANY_RAW names บริษัท สยามรีเทล กรุ๊ป จำกัด", "TITLE_NAME": "Match | BODY and TITLE_RAW state Data Analyst (Junior)", "POSTED": "Unsure | no date appears in the evidence", "SALARY_FROM": "Match | BODY states 25,000 - 35,000 บาท", "body_skills": ["SQL | SQL", "Excel | Excel", "Power BI | Power BI"], "body_readability": "Good | clear and complete description", "record_validity": "ValidJob | meaningful job content suitable for hiring"}',
      '```json\n{"TITLE_NAME": "Match | BODY states Data Analyst", "record_validity": "ValidJob | real posting"}\n```',
      'Here is the evaluation:\n{"record_validity": "ValidJob | meaningful job content"}\nLet me know if you need more.',
      '{"POSTED": "Unsure | no date in BODY"}',
      '{"SALARY_FROM": 25000}',
      '{"COMPANY_NAME": "Match"}',
      '```JSON\n{"NAICS2_NAME": "Unsure | industry not stated"}\n```',
      '{"record_validity": "TestOrSpam | ทดสอบระบบ"} {"extra": 1}',
      '```\n{"body_readability": "Good | clear"}\n```',
      '{"EXPIRED": Infinity}',
    ],
    reject: [
      '',
      '{}',
      '{"body_skills": ["SQL | SQL", "Excel | Excel"]}',
      '[{"TITLE_NAME": "Match | ok"}]',
      'TITLE_NAME: Match | BODY states Data Analyst',
      '{"TITLE_NAME": "Match | ok",}',
      'Note [draft]: {"TITLE_NAME": "Match | ok"}',
      '{"TITLE_NAME": null, "POSTED": "nan"}',
      '{"TITLE_NAME": "   "}',
      '{"title_name": "Match | ok"}',
      '{"TITLE_NAME": NaN}',
      '"TITLE_NAME: Match"',
      '```json\n[{"TITLE_NAME": "Match | x"}]\n```',
    ],
  },
  'intelligent-inbox--ingested-record-clean-vs-noise-json-status-score-go-unmarshal': {
    accept: [
      '{\n  "score": 0.15,\n  "status": "NOISE",\n  "reasoning": "TotalAmount is negative (-500), which is invalid for an invoice."\n}',
      '{"score": 0.95, "status": "CLEAN", "reasoning": "All fields are plausible for a freight invoice."}',
      '```json\n{"score": 0.9, "status": "CLEAN", "reasoning": "ok"}\n```',
      '{"status": "clean"}',
      '{"Score": 1, "STATUS": "Noise", "Reasoning": "Vendor name is gibberish."}',
      '{"score": 1.7, "status": "NOISE", "reasoning": "x", "confidence": "high"}',
      '{"status": "CLEAN", "status": null}',
      '{"score": null, "status": "NOISE", "reasoning": null}',
      '```\n{"status": "NOISE"}\n```',
      '\u00a0{"status":"CLEAN"}\u3000',
      '{"ſtatus": "NOISE"}',
    ],
    reject: [
      '',
      '```JSON\n{"status": "CLEAN"}\n```',
      '{"score": "0.9", "status": "CLEAN", "reasoning": "ok"}',
      '{"status": "CLEAN ", "reasoning": "ok"}',
      '{"status": "VALID", "reasoning": "ok"}',
      'Status: CLEAN',
      '{"score": 0.9, "status": "CLEAN"} Thanks!',
      '[{"status": "CLEAN"}]',
      'null',
      '{"status": "CLEAN", "reasoning": ["a"]}',
      '{"score": 1e400, "status": "NOISE"}',
      'Here is my answer:\n```json\n{"status": "CLEAN"}\n```',
      '{"status": true}',
      '\ufeff{"status": "CLEAN"}',
      '{"result": {"status": "CLEAN"}}',
    ],
  },
  'jv-matchmaker--profile-field-conflict-existing-vs-ai-value-verdict-a-b-neither-line': {
    accept: [
      'VERDICT: B | REASON: Value B names the specific audience (6-figure online coaches scaling via group programs) while Value A only says "Coaches".',
      'VERDICT: A | REASON: Both are roughly equivalent, so the existing data is preferred.',
      'VERDICT: NEITHER | REASON: Both values are nonsensical for this profile.',
      'verdict: b | reason: more specific',
      'B - the AI extraction is far more specific.',
      'A',
      '**VERDICT: B** | REASON: more actionable for matching',
      'Both values describe coaches, but B is more specific.',
      'Answer: B',
      '  \n b\n',
    ],
    reject: [
      '',
      '   \n',
      'Verdict - B | reason: more specific',
      'The better value is B.',
      'Value B is more specific.',
      'VERDICT : B | REASON: more specific',
      'I choose B because it is more specific.',
      '"B" | more specific',
      '**B** - more specific',
    ],
  },
};

describe('set 704 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_704).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_704[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
