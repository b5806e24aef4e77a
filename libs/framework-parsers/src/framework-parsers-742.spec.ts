import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_742 } from './framework-parsers-742';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  "badboerdi--chatbot-turn-persona-intent-five-dims-0-2-json-object-int-coerced-all-dims": {
    "accept": [
      "{\"intent_fit\": 2, \"persona_tone\": 2, \"pattern_match\": 1, \"safety\": 2, \"info_quality\": 1, \"issues\": [\"Materialien nicht direkt verlinkt\"], \"missing_info\": [\"Link zum Arbeitsblatt\"], \"notes\": \"Passende Treffer fuer Klasse 7, aber ohne direkte Links.\"}",
      "{\"intent_fit\":2,\"persona_tone\":2,\"pattern_match\":2,\"safety\":2,\"info_quality\":2,\"issues\":[],\"missing_info\":[],\"notes\":\"Alles passend.\"}",
      "\n{\n  \"intent_fit\": 1,\n  \"persona_tone\": 2,\n  \"pattern_match\": 0,\n  \"safety\": 2,\n  \"info_quality\": 1\n}\n",
      "{\"intent_fit\": \"2\", \"persona_tone\": \" 1 \", \"pattern_match\": 2, \"safety\": 2, \"info_quality\": 0}",
      "{\"intent_fit\": 1.5, \"persona_tone\": true, \"pattern_match\": 2, \"safety\": 2, \"info_quality\": 2, \"issues\": null}",
      "{\"intent_fit\": 5, \"persona_tone\": -1, \"pattern_match\": 2, \"safety\": 2, \"info_quality\": 2}",
      "{\"intent_fit\": 2, \"persona_tone\": 2, \"pattern_match\": 2, \"safety\": 2, \"info_quality\": 2, \"issues\": \"keine\", \"missing_info\": {}}",
      "{\"intent_fit\": \"２\", \"persona_tone\": 2, \"pattern_match\": 2, \"safety\": 2, \"info_quality\": 1}",
      "{\"intent_fit\": 10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000, \"persona_tone\": 2, \"pattern_match\": 2, \"safety\": 2, \"info_quality\": 2}",
      "{\"intent_fit\": 0, \"persona_tone\": 0, \"pattern_match\": 0, \"safety\": 0, \"info_quality\": 0, \"issues\": 0}"
    ],
    "reject": [
      "",
      "```json\n{\"intent_fit\": 2, \"persona_tone\": 2, \"pattern_match\": 2, \"safety\": 2, \"info_quality\": 2}\n```",
      "{\"intent_fit\": 2, \"persona_tone\": 2, \"pattern_match\": 2, \"safety\": 2}",
      "{\"intent_fit\": \"2.0\", \"persona_tone\": 2, \"pattern_match\": 2, \"safety\": 2, \"info_quality\": 2}",
      "{\"intent_fit\": null, \"persona_tone\": 2, \"pattern_match\": 2, \"safety\": 2, \"info_quality\": 2}",
      "{\"intent_fit\": NaN, \"persona_tone\": 2, \"pattern_match\": 2, \"safety\": 2, \"info_quality\": 2}",
      "{\"intent_fit\": 1e400, \"persona_tone\": 2, \"pattern_match\": 2, \"safety\": 2, \"info_quality\": 2}",
      "{\"intent_fit\": 2, \"persona_tone\": 2, \"pattern_match\": 2, \"safety\": 2, \"info_quality\": 2, \"issues\": 5}",
      "{\"intent_fit\": 2, \"persona_tone\": 2, \"pattern_match\": 2, \"safety\": 2, \"info_quality\": 2, \"missing_info\": true}",
      "[{\"intent_fit\": 2, \"persona_tone\": 2, \"pattern_match\": 2, \"safety\": 2, \"info_quality\": 2}]",
      "intent_fit: 2\npersona_tone: 2\npattern_match: 2\nsafety: 2\ninfo_quality: 2",
      "{\"intent_fit\": 2, \"persona_tone\": 2, \"pattern_match\": 2, \"safety\": 2, \"info_quality\": 2,}",
      "{'intent_fit': 2, 'persona_tone': 2, 'pattern_match': 2, 'safety': 2, 'info_quality': 2}",
      "{\"intent_fit\": \"zwei\", \"persona_tone\": 2, \"pattern_match\": 2, \"safety\": 2, \"info_quality\": 2}",
      "{\"intent_fit\": [2], \"persona_tone\": 2, \"pattern_match\": 2, \"safety\": 2, \"info_quality\": 2}"
    ]
  },
  "factualcorrectnessai--wlo-description-text-per-criterion-0-1-json-scores-reasoning-all-float": {
    "accept": [
      "{\"scores\": {\"Sachrichtigkeit\": {\"score\": 1, \"reasoning\": \"Die Aussagen zum Inhalt sind korrekt.\"}, \"Neutralität\": {\"score\": 0, \"reasoning\": \"Superlative wie 'einzigartig' und 'das beste Material'.\"}, \"Zielgruppenbezug\": {\"score\": 0, \"reasoning\": \"Keine Klassenstufe genannt.\"}}, \"reflection\": \"Der Text ist werblich formuliert.\", \"improved_text\": \"Interaktives Arbeitsblatt zur Bruchrechnung für Klasse 6: Kürzen, Erweitern und Addieren von Brüchen.\"}",
      "{\n  \"scores\": {\n    \"Sachrichtigkeit\": {\n      \"score\": 1,\n      \"reasoning\": \"Begründung\"\n    },\n    \"Neutralität\": {\n      \"score\": 0,\n      \"reasoning\": \"Begründung\"\n    },\n    \"Zielgruppenbezug\": {\n      \"score\": 1,\n      \"reasoning\": \"Begründung\"\n    }\n  },\n  \"reflection\": \"...\",\n  \"improved_text\": \"...\"\n}",
      "{\"scores\": {\"Sachrichtigkeit\": {\"score\": \"1\", \"reasoning\": \"Begründung\"}, \"Neutralität\": {\"score\": \"0\", \"reasoning\": \"Begründung\"}}, \"reflection\": \"Der Text ist werblich formuliert.\", \"improved_text\": \"Interaktives Arbeitsblatt zur Bruchrechnung für Klasse 6: Kürzen, Erweitern und Addieren von Brüchen.\"}",
      "{\"scores\": {\"Sachrichtigkeit\": {\"score\": 0.5, \"reasoning\": \"Begründung\"}}, \"reflection\": \"Der Text ist werblich formuliert.\", \"improved_text\": \"Interaktives Arbeitsblatt zur Bruchrechnung für Klasse 6: Kürzen, Erweitern und Addieren von Brüchen.\"}",
      "{\"scores\": {\"Sachrichtigkeit\": {\"score\": true, \"reasoning\": \"Begründung\"}, \"Neutralität\": {\"score\": false, \"reasoning\": \"Begründung\"}}, \"reflection\": \"Der Text ist werblich formuliert.\", \"improved_text\": \"Interaktives Arbeitsblatt zur Bruchrechnung für Klasse 6: Kürzen, Erweitern und Addieren von Brüchen.\"}",
      "{\"scores\": {\"Sachrichtigkeit\": {\"score\": 1, \"reasoning\": \"Begründung\"}, \"Neutralität\": {\"score\": 0, \"reasoning\": \"Begründung\"}}}",
      "  \n{\"scores\": {\"Sachrichtigkeit\": {\"score\": 1, \"reasoning\": \"Begründung\"}}, \"reflection\": \"Der Text ist werblich formuliert.\", \"improved_text\": \"Interaktives Arbeitsblatt zur Bruchrechnung für Klasse 6: Kürzen, Erweitern und Addieren von Brüchen.\"}\n",
      "{\"scores\": {\"Sachrichtigkeit\": {\"score\": \" 1 \", \"reasoning\": \"Begründung\"}}, \"reflection\": \"Der Text ist werblich formuliert.\", \"improved_text\": \"Interaktives Arbeitsblatt zur Bruchrechnung für Klasse 6: Kürzen, Erweitern und Addieren von Brüchen.\"}",
      "{\"scores\": {\"Sachrichtigkeit\": {\"score\": NaN, \"reasoning\": \"unklar\"}}}",
      "{\"scores\": {\"Sachrichtigkeit\": {\"score\": 1e400, \"reasoning\": \"x\"}}}"
    ],
    "reject": [
      "",
      "```json\n{\"scores\": {\"Sachrichtigkeit\": {\"score\": 1, \"reasoning\": \"Begründung\"}}, \"reflection\": \"Der Text ist werblich formuliert.\", \"improved_text\": \"Interaktives Arbeitsblatt zur Bruchrechnung für Klasse 6: Kürzen, Erweitern und Addieren von Brüchen.\"}\n```",
      "{\"scores\": {\"Sachrichtigkeit\": {\"score\": \"0 oder 1\", \"reasoning\": \"Begründung\"}, \"Neutralität\": {\"score\": 1, \"reasoning\": \"Begründung\"}}, \"reflection\": \"Der Text ist werblich formuliert.\", \"improved_text\": \"Interaktives Arbeitsblatt zur Bruchrechnung für Klasse 6: Kürzen, Erweitern und Addieren von Brüchen.\"}",
      "{\"scores\": {\"Sachrichtigkeit\": {\"score\": 1}}, \"reflection\": \"Der Text ist werblich formuliert.\", \"improved_text\": \"Interaktives Arbeitsblatt zur Bruchrechnung für Klasse 6: Kürzen, Erweitern und Addieren von Brüchen.\"}",
      "{\"scores\": [{\"Sachrichtigkeit\": {\"score\": 1, \"reasoning\": \"x\"}}]}",
      "{\"scores\": {}, \"reflection\": \"x\", \"improved_text\": \"y\"}",
      "{}",
      "{\"scores\": {\"Sachrichtigkeit\": {\"score\": null, \"reasoning\": \"Begründung\"}}, \"reflection\": \"Der Text ist werblich formuliert.\", \"improved_text\": \"Interaktives Arbeitsblatt zur Bruchrechnung für Klasse 6: Kürzen, Erweitern und Addieren von Brüchen.\"}",
      "[{\"scores\": {\"Sachrichtigkeit\": {\"score\": 1, \"reasoning\": \"Begründung\"}}, \"reflection\": \"Der Text ist werblich formuliert.\", \"improved_text\": \"Interaktives Arbeitsblatt zur Bruchrechnung für Klasse 6: Kürzen, Erweitern und Addieren von Brüchen.\"}]",
      "Sachrichtigkeit: 1 – die Aussagen stimmen.\nNeutralität: 0 – werblich.",
      "{\"scores\": {\"Sachrichtigkeit\": {\"score\": 10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000, \"reasoning\": \"x\"}}}",
      "{\"scores\": {\"Sachrichtigkeit\": 1, \"Neutralität\": 0}}",
      "{\"scores\": {\"Sachrichtigkeit\": {\"score\": [1], \"reasoning\": \"Begründung\"}}, \"reflection\": \"Der Text ist werblich formuliert.\", \"improved_text\": \"Interaktives Arbeitsblatt zur Bruchrechnung für Klasse 6: Kürzen, Erweitern und Addieren von Brüchen.\"}",
      "{'scores': {'Sachrichtigkeit': {'score': 1, 'reasoning': 'x'}}}"
    ]
  }
};

describe('set 742 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_742).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_742[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
