import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_533 } from './framework-parsers-533';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'chainfury--chatbot-reply-in-user-bot-exchange-strict-1-10-bare-number-first-digit-regex': {
    accept: [
      "8",
      "10",
      "1",
      "Rating: 9",
      "I would rate the bot's reply 7 out of 10 because it answered the order question but gave no tracking number.",
      "7/10",
      "The bot's reply deserves a 10.",
      "20",
      "0.5",
      "score10",
      "-3",
      "Score:\n\n6",
      "(4)",
    ],
    reject: [
      "",
      "0",
      "ten",
      "Ten out of ten.",
      "score7",
      "_5",
      "é8",
      "１０",
      "٣",
      "x10y",
      "00",
      "The reply was perfect, I give it full marks.",
    ],
  },
  'intelia-expert--poultry-assistant-answer-quality-0-10-json-object-overall-quality-score-numeric': {
    accept: [
      "{\n  \"scores\": {\n    \"accuracy\": 9,\n    \"relevance\": 10,\n    \"completeness\": 8,\n    \"coherence\": 9\n  },\n  \"overall_quality_score\": 9,\n  \"is_problematic\": false,\n  \"problem_category\": \"none\",\n  \"problems\": [],\n  \"recommendation\": \"Aucune action requise.\",\n  \"confidence\": 0.9,\n  \"reasoning\": \"La réponse donne les bonnes températures de démarrage pour des Ross 308 et une décroissance réaliste.\"\n}",
      "{\"overall_quality_score\": 3.5, \"is_problematic\": true, \"problem_category\": \"incorrect\", \"confidence\": 0.8}",
      "{\"overall_quality_score\": 7}",
      "  {\"overall_quality_score\": 6, \"confidence\": 1}\n",
      "{\"overall_quality_score\": 42, \"confidence\": 0.2}",
      "{\"overall_quality_score\": true}",
      "{\"overall_quality_score\": NaN, \"confidence\": Infinity}",
      "{\"overall_quality_score\": \"7\", \"overall_quality_score\": 7}",
      "{\"overall_quality_score\": 8, \"is_problematic\": \"non\", \"problems\": \"aucun\"}",
    ],
    reject: [
      "",
      "```json\n{\"overall_quality_score\": 8, \"confidence\": 0.9}\n```",
      "Voici l'évaluation : {\"overall_quality_score\": 8}",
      "{\"overall_quality_score\": \"8\"}",
      "{\"overall_quality_score\": null}",
      "{\"scores\": {\"accuracy\": 8, \"relevance\": 8, \"completeness\": 7, \"coherence\": 9}, \"is_problematic\": false}",
      "{\"overall_quality_score\": 8, \"confidence\": \"élevée\"}",
      "{\"overall_quality_score\": 8, \"confidence\": null}",
      "[{\"overall_quality_score\": 8}]",
      "{'overall_quality_score': 8}",
      "{\"overall_quality_score\": 8,}",
      "{\"overall_quality_score\": [8]}",
      "{\"scores\": {\"overall_quality_score\": 8}}",
    ],
  },
  'opi-bot--faq-question-answer-pair-clarity-correctness-repetition-json-status-ok-warn-error': {
    accept: [
      "{\"status\": \"ok\", \"feedback\": \"Frage und Antwort sind klar, korrekt und ohne Wiederholung.\"}",
      "{\n\"status\": \"warn\",\n\"feedback\": \"Die Antwort nennt zwei Lieferzeiten, ohne die Bedingungen klar zu trennen.\"\n}",
      "{\"status\": \"error\", \"feedback\": \"Die Antwort widerspricht der Frage.\"}",
      "{\"status\": \"ok\"}",
      "  {\"status\": \"ok\", \"feedback\": \"Passt.\"}  \n",
      "{\"status\": \"OK\", \"feedback\": \"Alles gut.\"}",
      "{\"status\": \"warn\", \"feedback\": null}",
      "{\"status\": NaN, \"feedback\": \"x\"}",
      "{\"status\": \"warn\", \"status\": \"ok\"}",
    ],
    reject: [
      "",
      "```json\n{\"status\": \"ok\", \"feedback\": \"Passt.\"}\n```",
      "{\"feedback\": \"Die Frage ist verständlich.\"}",
      "{\"status\": \"warn\"}",
      "{\"status\": \"ok \"}",
      "[{\"status\": \"ok\", \"feedback\": \"Passt.\"}]",
      "{'status': 'ok', 'feedback': 'Passt.'}",
      "ok",
      "Status: ok",
      "{\"Status\": \"ok\", \"Feedback\": \"Passt.\"}",
      "{\"status\": \"ok\", \"feedback\": \"Passt.\",}",
      "Hier ist meine Bewertung: {\"status\": \"ok\", \"feedback\": \"Passt.\"}",
      "null",
    ],
  },
};

describe('set 533 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_533).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_533[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
