import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_682 } from './framework-parsers-682';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'acd--multilingual-translation-task-submission-success-thought-decision-yes-no-multiline-regex': {
    accept: [
      "THOUGHT:\nThe translation 'El r\u00e1pido zorro marr\u00f3n salta sobre el perro perezoso.' keeps the meaning and is grammatical Spanish.\n\nDECISION:\nYes",
      "THOUGHT:\nThe adjective 'lazy' is missing, so the meaning is not fully preserved.\n\nDECISION:\nNo",
      "DECISION: yes",
      "DECISION: YES\r\n",
      "decision:   No   \nThanks for the task.",
      "DEC\u0130S\u0130ON: Yes",
      "DECISION:\u00a0No",
      "THOUGHT: fine\nDECISION: Yes\n",
      "Final DECISION: No",
      "INDECISION: Yes",
      "DECISION: Ye\u017f",
      "DECISION: Yes\u2028",
    ],
    reject: [
      "",
      "DECISION: Yes.",
      "**DECISION:** Yes",
      "DECISION: **Yes**",
      "DECISION - Yes",
      "DECISION: Y",
      "DECISION: Yes, the translation is correct.",
      "DECISION: <Yes>",
      "Yes",
      "DECISION: Yes\rThe translation is fine.",
      "DECISION: Yes\u2028The translation is fine.",
      "DECISION:\n\"Yes\"",
      "THOUGHT: good\nDECISION: Accept",
    ],
  },
  'testest--en-de-corporate-report-translation-audit-json-error-type-find-rfind': {
    accept: [
      "{\"error_type\": \"Mistranslation\", \"explanation\": \"'Mrd.' should be 'Mio.'\", \"suggestion\": \"12,7 Mio. \u20ac\", \"original_phrase\": \"12.7 million\", \"translated_phrase\": \"12,7 Mrd. \u20ac\"}",
      "{\"error_type\": \"None\", \"explanation\": \"The translation is accurate.\"}",
      "```json\n{\"error_type\": \"Omission\", \"explanation\": \"The segment name is missing.\"}\n```",
      "Here is my audit: {\"error_type\": \"Terminology\"} done",
      "{\"error_type\": null}",
      "{\"error_type\": NaN}",
      "{\"error_type\": \"System Error\", \"error_type\": \"Grammar\"}",
      "[{\"error_type\": \"Omission\"}]",
      "{\"error_type\": [\"Omission\", \"Grammar\"]}",
      "  {\"error_type\": \"None\"}\n",
    ],
    reject: [
      "",
      "No errors found.",
      "{\"errorType\": \"Omission\"}",
      "{\"error_type\": \"Omission\"} and {\"note\": 1}",
      "{'error_type': 'Omission'}",
      "{\"error_type\": \"Omission\",}",
      "{\"error_type\": \"System Error\"}",
      "{\"error_type\": \"Omission\"",
      "{\"error_type\": \"Omission\", \"explanation\": \"line1\nline2\"}",
      "Result {\"error_type\": \"Omission\"} (see note})",
      "{\"explanation\": \"fine\"}",
      "{\"error_type\": \"Grammar\", \"error_type\": \"System Error\"}",
    ],
  },
};

describe('set 682 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_682).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_682[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
