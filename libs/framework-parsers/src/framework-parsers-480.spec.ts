import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_480 } from './framework-parsers-480';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'corasense--ad-phrase-offensiveness-moderation-russian-json-reason-allowed-kotlinx-strict-decode': {
    accept: [
      '{\n    "reason": "Оскорбление покупателей конкурентов («для идиотов»)",\n    "allowed": false\n}',
      '{"reason": null, "allowed": true}',
      '{"allowed": true, "reason": null}',
      '  {"reason":"Грубое слово","allowed":false}  \n',
      '{"reason": "null", "allowed": true}',
      '{"reason": "Фраза содержит \\"идиот\\"", "allowed": false}',
      '{"reason": "\\u0418\\u0434\\u0438\\u043e\\u0442", "allowed": false}',
      '\t{\r\n"reason" : "" ,\r\n"allowed" : true\r\n}',
    ],
    reject: [
      '',
      '```json\n{"reason": null, "allowed": true}\n```',
      '{"reason": null, "allowed": "true"}',
      '{"allowed": true}',
      '{"reason": "Грубость"}',
      '{"reason": null, "allowed": true, "category": "insult"}',
      '{"reason": null, "allowed": null}',
      '{"reason": null, "allowed": true,}',
      '{"reason": null, "allowed": true} Фраза допустима.',
      '{reason: null, allowed: true}',
      '{"reason": 0, "allowed": true}',
      '{"reason": null, "allowed": 1}',
      'allowed: true',
    ],
  },
  'detoxigram--chat-message-toxicity-0-4-few-shot-system-first-digit-run-regex': {
    accept: [
      '3',
      '0',
      '4\n',
      'Classification: 2',
      'This message is Highly Toxic (3) because it insults voters.',
      '10',
      '٣',
      'Toxicity: ３',
      "I can't rate this, sorry. Step 1: read the message.",
    ],
    reject: [
      '',
      'Highly toxic',
      'three',
      'Level ²',
      'Ⅳ',
      '①',
      'N/A',
      '7'.repeat(5000),
    ],
  },
  'dersimiz--tutoring-chat-message-moderation-approved-blocked-flagged-trimmed-lowercase-label': {
    accept: [
      'approved',
      'blocked',
      'flagged',
      'Flagged',
      'BLOCKED\n',
      '  approved  ',
      '\uFEFFblocked',
      '\nflagged\n\n',
    ],
    reject: [
      '',
      'blocked.',
      'flagged - off-platform payment request',
      'approve',
      'The message is blocked',
      '**blocked**',
      '"flagged"',
      'rejected',
      'Flagged: mild rudeness',
    ],
  },
  'safebuddy--verbal-abuse-grooming-severity-0-2-json-aggressor-severity-python-json-loads': {
    accept: [
      '{"aggressor": "Side A", "severity": 2}',
      '{"aggressor": null, "severity": 0}',
      ' \n{\n  "aggressor": "User123",\n  "severity": 1\n}\n',
      '{"aggressor": "Side A", "severity": "2"}',
      '[{"aggressor": "Side A", "severity": 2}]',
      '{"aggressor": null, "severity": NaN}',
      '2',
      '{"Aggressor": "Side A", "Severity score": 2}',
    ],
    reject: [
      '',
      '```json\n{"aggressor": null, "severity": 0}\n```',
      '{"aggressor": null, "severity": 0,}',
      "{'aggressor': None, 'severity': 0}",
      '{"aggressor": "Side A", "severity": 2}\nExplanation: repeated secrecy requests.',
      '{"aggressor": null, "severity": [Insert numerical score here]}',
      '\uFEFF{"aggressor": null, "severity": 1}',
      '{"severity": 1}{"severity": 2}',
      '{"aggressor": None, "severity": 0}',
      `{"aggressor": null, "severity": ${'9'.repeat(4301)}}`,
    ],
  },
};

describe('set 480 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_480).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_480[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
