import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_692 } from './framework-parsers-692';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'bastilon--kingston-telegram-assistant-reply-quality-gate-1-5-french-json-score-issues-fence-strip': {
    accept: [
      '{"score": 4, "issues": []}',
      '{"score": 2, "issues": ["réponse incomplète", "ne précise pas la météo de l\'après-midi"]}',
      '```json\n{"score": 5, "issues": []}\n```',
      '```\n{"score": 3, "issues": ["trop vague"]}\n```',
      '{"score": 3}',
      '  {"score":1,"issues":["hors-sujet"]}\n',
      '{"score": "4", "issues": ["ton trop familier"]}',
      '{"score": 4.5, "issues": []}',
      '{"score": 3, "issues": "manque de détails"}',
      '{"score": 3, "issues": null}',
      '{"score": 2, "issues": ["hallucination"], "score": 5}',
    ],
    reject: [
      '',
      'Score: 4',
      '{"score": 0, "issues": []}',
      '{"score": 6, "issues": []}',
      '{"score": "quatre", "issues": []}',
      '{"note": 4, "issues": []}',
      '{"score": 4, "issues": {"ton": "familier"}}',
      '{"score": 4, "issues": 2}',
      'Voici mon évaluation : {"score": 4, "issues": []}',
      '```js\n{"score": 4, "issues": []}\n```',
      '```JSON\n{"score": 4, "issues": []}\n```',
      '{"score": 4, "issues": [],}',
      "{'score': 4, 'issues': []}",
      '4',
    ],
  },
  'fdsanalytics--restaurant-analytics-chatbot-reply-validity-json-valid-boolean-grep-sed-extract-jq-valid-or-true': {
    accept: [
      '{"valid": true, "reason": "Provides sales figures"}',
      '```json\n{"valid": true, "reason": "Concrete revenue data"}\n```',
      '```json\n{\n  "valid": true,\n  "reason": "Has dollar amounts"\n}\n```',
      'Here is the validation: {"valid": true, "reason": "Contains percentages"}',
      '```\n{"valid": true, "reason": "Specific dates given"}\n```',
      '{"reason": "Month comparison given", "valid": true}',
      '{"valid": "false", "reason": "Asks clarifying question"}',
      '[{"valid": true, "reason": "Has data"}]',
      '{"valid": true, "reason": "Has data"}\n{"valid": false, "reason": "second thought"}',
      '{"valid": true, "reason": "Has data"}\n\n\n',
    ],
    reject: [
      '',
      '{"valid": false, "reason": "Asks question back"}',
      '```json\n{"valid": false, "reason": "No numbers given"}\n```',
      '{"valid": null, "reason": "unsure"}',
      '{"reason": "Has data"}',
      '{\n  "valid": true,\n  "reason": "Has data"\n}',
      'Valid: true (has data)',
      'The answer is ```json {"valid": true, "reason": "ok"}```',
      '```json\n{"valid": true, "reason": "ok"}',
      '```json {"valid": true, "reason": "ok"} ```',
      '```json\n{"valid": true, "reason": "ok",}\n```',
      "{'valid': True, 'reason': 'Has data'}",
    ],
  },
  'aishux-ss--ai-commentary-formatting-self-check-json-status-pass-fail-comment-retry-loop': {
    accept: [
      '{"Status": "pass", "Comment": "Headline, three bullets and the Outlook line all match the template."}',
      '{"Status": "fail", "Comment": "The headline is not bold; wrap it in ** and keep the three bullets."}',
      '{\n  "Status": "fail",\n  "Comment": "Only two bullet points; add a third one under 20 words."\n}',
      '\n{"Status": "Pass", "Comment": ""}\n',
      '{"Status": "PASS"}',
      '{"Comment": "Matches exactly.", "Status": "pass"}',
      '{"Status": "partial", "Comment": "Outlook line missing"}',
      '{"Status": "fail", "Comment": null}',
      '{"Status": "pass ", "Comment": NaN}',
    ],
    reject: [
      '',
      '```json\n{"Status": "pass", "Comment": "ok"}\n```',
      '{"status": "pass", "comment": "ok"}',
      '{"Status": "fail"}',
      '{"Status": true, "Comment": "ok"}',
      '[{"Status": "pass", "Comment": "ok"}]',
      'Status: pass',
      "{'Status': 'pass', 'Comment': 'ok'}",
      '{"Status": "pass", "Comment": "ok"} Hope this helps!',
      '"pass"',
      '{"Status": "pass", "Comment": "ok",}',
      '{"Status": null, "Comment": "ok"}',
    ],
  },
};

describe('set 692 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_692).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_692[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
