import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_663 } from './framework-parsers-663';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'wordpress-review-bot--comment-approve-reject-spam-json-decision-confidence-with-keyword-text-fallback': {
    accept: [
      '{"decision": "approve", "confidence": 0.92, "reasoning": "The comment asks a relevant follow-up question about feeding the sourdough starter."}',
      '{"decision":"spam","confidence":0.97,"reasoning":"Promotional link unrelated to the post."}',
      '{"decision": "reject", "confidence": 1.4, "reasoning": "Direct personal attack on the author."}',
      '```json\n{"decision": "approve", "confidence": 0.9, "reasoning": "Relevant and polite."}\n```',
      'Decision: spam\nConfidence: 0.95\nReasoning: the comment links to a casino site.',
      '{"decision": true, "confidence": 0.8}',
      '{"decision": "Approve", "confidence": null}',
      '{"verdict": "approve"}',
      'The comment is legitimate and on topic.',
      '{"decision": "Approve", "confidence": 0.9, "note": "\\ud800"}',
    ],
    reject: [
      '',
      '   \n ',
      '0',
      ' 0 ',
      '{"decision": "Approve", "confidence": 0.9, "reasoning": "Relevant."}',
      '{"decision": "approved", "confidence": 0.9}',
      '{"decision": "pending", "confidence": 0.4, "reasoning": "Unclear intent."}',
      '{"decision": "approve/reject/spam", "confidence": 0.5}',
      '{"decision": "spam ", "confidence": 0.9}',
      '{"decision": 1, "confidence": 0.9}',
      '{"decision": ["spam"], "confidence": 0.9}',
      '{"decision": false, "confidence": 0.9}',
      'OK',
      'N/A',
    ],
  },
  'quizzia--quiz-answer-vs-correct-answer-grade-0-100-bare-integer-ruby-to-i': {
    accept: [
      '85',
      '85\n',
      ' 92',
      '0',
      '100',
      '85/100',
      '70. The student named the right river but left out the accent.',
      '-5',
      '150',
      '+90',
      '1_00',
      '\n\t95',
    ],
    reject: [
      '',
      'Grade: 85',
      '**85**',
      'Eighty-five',
      '８５',
      'The grade is 85.',
      '- 5',
      '"85"',
      '\u00a085',
      '+_5',
      'I would give this answer 90 out of 100.',
    ],
  },
  'inkfish--student-code-main-method-location-line-comment-fenced-json-block-at-end': {
    accept: [
      '```json\n[\n  {"path": "starter-lab06/src/main/java/lab06/App.java", "line": 6, "comment": "Main method is here."}\n]\n```',
      'The main method is in App.java.\n\n```json\n[{"path": "starter-lab06/src/main/java/lab06/App.java", "line": 6, "comment": "Main method is here."}]\n```\n',
      '```json\n{"path": "App.java", "line": 6, "comment": "Main method is here."}\n```',
      '```json\n[]\n```   \n\n',
      '```json\n6\n```',
      '```json\n[{"path": "a", "line": 6, "comment": "x"}]```',
      '```json\n[1]\r\n```\r\n',
    ],
    reject: [
      '',
      '[{"path": "App.java", "line": 6, "comment": "Main method is here."}]',
      '```json\n[{"path": "App.java", "line": 6}]\n```\nLet me know if you need anything else.',
      '```JSON\n[1]\n```',
      '```json\r\n[1]\r\n```',
      '```\n[{"path": "App.java", "line": 6}]\n```',
      '```json\n[{"path": "App.java", "line": 6,}]\n```',
      '```json\n[1]\n```\n\n```json\n[2]\n```',
      '```json [1] ```',
      '```json\n[{"path": "App.java", "line": 6}]\n```\u00a0',
      '```json\n{"line": NaN}\n```',
    ],
  },
  'fun-gpt--forum-reply-spam-validation-rule-json-is-spam-object-property': {
    accept: [
      '{"is_spam":true}',
      '{"is_spam": false}',
      '{\n  "is_spam": true,\n  "reason": "Advertises a hosting site with a discount link."\n}',
      ' {"is_spam":false} \n',
      '{"is_spam": "false"}',
      '{"is_spam": null}',
      '{"reason": "on-topic question", "is_spam": 0}',
      '{"": 1, "is_spam": false}',
    ],
    reject: [
      '',
      'false',
      '{"is_spam":true|false}',
      '```json\n{"is_spam": false}\n```',
      '{"isSpam": false}',
      '[{"is_spam": false}]',
      '{"spam": true}',
      'Not spam. {"is_spam": false}',
      '{"is_spam": false,}',
      '{"\\u0000meta": 1, "is_spam": true}',
      '{"is_spam": "\\ud800"}',
      "{'is_spam': false}",
    ],
  },
};

describe('set 663 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_663).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_663[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
