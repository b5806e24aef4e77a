import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_677 } from './framework-parsers-677';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'voicebot-eval--maruti-voicebot-transcript-per-metric-empathy-tone-0-15-sanitised-json-metric-key-float': {
    accept: [
      '{\n"empathy_tone": 12,\n"comments": "The agent apologised for the repeated calls and offered a callback after 6 PM.",\n"proof": "I\'m really sorry for the repeated calls, sir."\n}',
      '```json\n{\n"empathy_tone": 13,\n"comments": "Warm and apologetic throughout.",\n"proof": "Drive safe."\n}\n```',
      '{"empathy_tone": 9.5, "comments": "Adequate but scripted.", "proof": ""}',
      '{empathy_tone: 11, comments: "Polite", proof: ""}',
      '{"empathy_tone": "12", "comments": "Good", "proof": ""}',
      'Here is my evaluation:\n{"empathy_tone": 10, "comments": "Polite", "proof": "Drive safe."}\nHope this helps.',
      '{\u201cempathy_tone\u201d: 12, \u201ccomments\u201d: \u201cEmpathetic\u201d, \u201cproof\u201d: \u201c\u201d}',
      '{"empathy_tone": 14, "comments": "line one\\nline two"}',
      '{"empathy_tone": NaN, "comments": "n/a"}',
      '{"empathy_tone": true}',
    ],
    reject: [
      '',
      'Empathy score: 12/15. The agent was polite and apologised.',
      '{"score": 12, "comments": "Warm tone", "proof": "Drive safe."}',
      '{"empathy_tone": null, "comments": "No evidence"}',
      '{"empathy_tone": "12/15", "comments": "Good"}',
      '{"empathy_tone": 12, "comments": "Calm, polite: no issues"}',
      '{"empathy_tone": 12, "proof": "Customer: no, Agent: sorry"}',
      '{"empathy_tone": 14, "comments": "He said \\"sorry\\" twice"}',
      '{"empathy_tone": 12}\n{"empathy_tone": 13}',
      '{"empathy_tone": 12,}',
      '{"empathy_tone": [12]}',
      "{'empathy_tone': 12}",
    ],
  },
  'human-ai-orchestrator--customer-message-frustration-1-10-score-line-confidence-line': {
    accept: [
      'Score: 8\nConfidence: 0.9\nReasoning: All caps, three exclamation marks, a threat to cancel and a demand for a manager.',
      'Score: 7.5\nConfidence: 0.85\nReasoning: Repeated request and a cancellation threat.',
      'Score: 9/10\nConfidence: 0.8\nReasoning: Hostile and threatening escalation.',
      'Frustration Score: 6\nReasoning: Clear irritation, no threats.',
      'SCORE: 8\nCONFIDENCE: 0.9',
      '- Score: 4\n- Confidence: 0.6\n- Reasoning: mildly impatient.',
      'Score: 8: highly frustrated\nConfidence: 0.9',
      'Score: \u0668\nConfidence: 0.9',
      'Confidence score: 0.8\nScore: 7',
      'Score: 1_0\nConfidence: 0.9',
      '\n  Score: 3 \r\nConfidence: 0.7\r\nReasoning: slightly impatient',
    ],
    reject: [
      '',
      'The customer is highly frustrated (8/10) and threatens to cancel.',
      '**Score:** 8\n**Confidence:** 0.9',
      'Score: 8 (highly frustrated)\nConfidence: 0.9',
      'Score: [8]\nConfidence: [0.9]',
      'Score: 8\nConfidence: 90%',
      'Score: 8\nConfidence: high',
      'Score: 8/0\nConfidence: 0.9',
      'Score: 8, Confidence: 0.9',
      'Score - 8\nConfidence: 0.9',
      'Score: 7/10/2\nConfidence: 0.9',
    ],
  },
  'lh360-sms-dashboard--sms-conversation-tone-triage-positive-negative-manual-check-label-word': {
    accept: [
      'positive',
      'Negative',
      'manual check',
      'Negative.',
      '**positive**',
      '  Manual Check\n',
      '"negative"',
      'POS\u0130T\u0130VE',
      '1. positive',
      'negative \u{1F620}',
    ],
    reject: [
      '',
      'neutral',
      'manual-check',
      'manual  check',
      'Negative (customer is upset)',
      'positive\nnegative',
      'Sentiment: negative',
      'manual\u00a0check',
      'n\u00e9gative',
      'pos',
    ],
  },
  'yana-contabila--ai-receptionist-call-transcript-escalation-needed-json-boolean-romanian': {
    accept: [
      '{\n  "summary": "A sunat Mihai Popescu de la SC Alfa Construct SRL, care a primit o notificare de control ANAF pentru luni. Samanta a notat cererea de revenire.",\n  "escalation_needed": true,\n  "callback": { "name": "Mihai Popescu", "phone": "0722 123 456", "reason": "control ANAF", "when": "2025-06-12T17:00:00+03:00" }\n}',
      '```json\n{"summary": "Un client a întrebat de programul de lucru.", "escalation_needed": false, "callback": null}\n```',
      '{"escalation_needed": false}',
      '{"summary": "Apel scurt.", "escalation_needed": "false", "callback": null}',
      '  {"summary": "Client furios, amenință juridic.", "escalation_needed": true}  \n',
      '```\n{"summary": "Solicitare factură.", "escalation_needed": false, "callback": null}\n```',
      '{"escalation_needed": true, "summary": "Clientul a cerut revenire ```urgent```"}',
    ],
    reject: [
      '',
      'true',
      'null',
      '```JSON\n{"summary": "Control ANAF.", "escalation_needed": true}\n```',
      '{"summary": "Un client a cerut o ofertă.", "callback": null}',
      '{"summary": "Control ANAF.", "escalation_needed": true,}',
      "{'summary': 'Control ANAF.', 'escalation_needed': True}",
      'Rezumat: control ANAF. {"summary": "Control ANAF.", "escalation_needed": true}',
      '[{"summary": "Control ANAF.", "escalation_needed": true}]',
      '{"Escalation_needed": true, "summary": "Control ANAF."}',
    ],
  },
  'ai-satisfaction-tracker--arabic-support-chat-customer-satisfaction-1-5-json-updated-score-first-digit-fallback': {
    accept: [
      '{"updated_score": 2, "status": "غير راضٍ", "reason": "العميل ينتظر منذ أيام ويعبر عن استيائه 😞"}',
      '{\n  "updated_score": 5,\n  "status": "راضٍ",\n  "reason": "شكر الدعم على الحل السريع"\n}',
      '```json\n{"updated_score": 2, "status": "غير راضٍ", "reason": "تأخر الشحنة"}\n```',
      '{"updated_score": "4", "reason": "ok"}',
      '{"updated_score": 3.7}',
      '{"updated_score": 2, "reason": null}',
      '{"updated_score": 4, "status": "راضٍ", "reason": ["سريع"]}',
      'التقييم: ٢',
      '[4]',
    ],
    reject: [
      '',
      '{"updated_score": 0, "status": "راضٍ", "reason": "تحية فقط"}',
      '{"score": 4, "status": "راضٍ", "reason": "العميل سعيد"}',
      '{"status": "غير راضٍ", "reason": "العميل غاضب"}',
      'غير راضٍ',
      '{"updated_score": "four", "reason": "x"}',
      '{"updated_score": null, "reason": "لا يوجد مؤشر"}',
      '{"updated_score": 0.4, "reason": "مؤشر ضعيف"}',
      '{"updated_score": NaN, "reason": "غير معروف"}',
      '{"updated_score": "", "reason": "فارغ"}',
      'satisfied',
    ],
  },
};

describe('set 677 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_677).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_677[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
