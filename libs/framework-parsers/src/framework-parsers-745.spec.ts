import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_745 } from './framework-parsers-745';

// Every case below was also run through the projects' own Python reading code (pasted verbatim) with the same outcome.
const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'aletiaai-travel-assistant--itinerary-route-constraint-quality-critique-json-three-floats': {
    accept: [
      "{\n  \"route_feasibility\": 0.8,\n  \"constraint_satisfaction\": 0.9,\n  \"response_quality\": 0.7,\n  \"comments\": \"The route via Highway 70 through Mascota is clear and realistic; the Tequila lunch stop matches the preferences, but the day-2 shower risk is only mentioned, not planned around.\"\n}",
      "```json\n{\n  \"route_feasibility\": 0.8,\n  \"constraint_satisfaction\": 0.9,\n  \"response_quality\": 0.7,\n  \"comments\": \"The route via Highway 70 through Mascota is clear and realistic; the Tequila lunch stop matches the preferences, but the day-2 shower risk is only mentioned, not planned around.\"\n}\n```",
      "```json{\"route_feasibility\": 1, \"constraint_satisfaction\": 1, \"response_quality\": 1}```",
      "{\"route_feasibility\": \"0.8\", \"constraint_satisfaction\": 0.6, \"response_quality\": 0.75}",
      "{\"route_feasibility\": true, \"constraint_satisfaction\": false, \"response_quality\": 0.5}",
      "  \n{\"route_feasibility\": 0.5, \"constraint_satisfaction\": 0.5, \"response_quality\": 0.5}\n",
      "{\"route_feasibility\": NaN, \"constraint_satisfaction\": 0.4, \"response_quality\": 0.6}",
      "```json\n{\"route_feasibility\": 0.8, \"constraint_satisfaction\": 0.9, \"response_quality\": 0.7}\n   ```",
      "{\"route_feasibility\": 1e400, \"constraint_satisfaction\": 0.2, \"response_quality\": 0.3}",
      "{\"route_feasibility\": \" 0.8 \", \"constraint_satisfaction\": \"1_0\", \"response_quality\": \"\u0660.\u0665\"}",
      "```json\n{\"route_feasibility\": 0.7, \"constraint_satisfaction\": 0.7, \"response_quality\": 0.7}\n```\n```json\n```",
    ],
    reject: [
      "",
      "```json\n{\n  \"route_feasibility\": 0.8,\n  \"constraint_satisfaction\": 0.9,\n  \"response_quality\": 0.7,\n  \"comments\": \"The route via Highway 70 through Mascota is clear and realistic; the Tequila lunch stop matches the preferences, but the day-2 shower risk is only mentioned, not planned around.\"\n}\n```\n",
      "```\n{\n  \"route_feasibility\": 0.8,\n  \"constraint_satisfaction\": 0.9,\n  \"response_quality\": 0.7,\n  \"comments\": \"The route via Highway 70 through Mascota is clear and realistic; the Tequila lunch stop matches the preferences, but the day-2 shower risk is only mentioned, not planned around.\"\n}\n```",
      "Here is my evaluation:\n```json\n{\n  \"route_feasibility\": 0.8,\n  \"constraint_satisfaction\": 0.9,\n  \"response_quality\": 0.7,\n  \"comments\": \"The route via Highway 70 through Mascota is clear and realistic; the Tequila lunch stop matches the preferences, but the day-2 shower risk is only mentioned, not planned around.\"\n}\n```",
      "{\"route_feasibility\": 0.8, \"constraint_satisfaction\": 0.9, \"comments\": \"no quality score\"}",
      "{\"route_feasibility\": null, \"constraint_satisfaction\": 0.9, \"response_quality\": 0.7}",
      "{\"route_feasibility\": \"high\", \"constraint_satisfaction\": 0.9, \"response_quality\": 0.7}",
      "[{\"route_feasibility\": 0.8, \"constraint_satisfaction\": 0.9, \"response_quality\": 0.7}]",
      "{'route_feasibility': 0.8, 'constraint_satisfaction': 0.9, 'response_quality': 0.7}",
      "{\"route_feasibility\": 0.8, \"constraint_satisfaction\": 0.9, \"response_quality\": 0.7,}",
      "{\"route_feasibility\": 10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000, \"constraint_satisfaction\": 0.9, \"response_quality\": 0.7}",
      "```JSON\n{\n  \"route_feasibility\": 0.8,\n  \"constraint_satisfaction\": 0.9,\n  \"response_quality\": 0.7,\n  \"comments\": \"The route via Highway 70 through Mascota is clear and realistic; the Tequila lunch stop matches the preferences, but the day-2 shower risk is only mentioned, not planned around.\"\n}\n```",
      "{\"route_feasibility\": \"0,8\", \"constraint_satisfaction\": 0.9, \"response_quality\": 0.7}",
      "{\"route_feasibility\": [0.8], \"constraint_satisfaction\": 0.9, \"response_quality\": 0.7}",
      "route_feasibility: 0.8\nconstraint_satisfaction: 0.9\nresponse_quality: 0.7",
    ],
  },
  'maximboc-travel-planner--travel-advice-relevance-helpfulness-logic-0-10-three-score-lines-regex': {
    accept: [
      "Analysis: The response correctly identifies Paris to Lisbon, the 14-18 March dates, two travellers and stays under the 900 EUR budget with a realistic direct flight and a central hotel.\nRelevance Score: 9\nHelpfulness Score: 8\nLogic Score: 10",
      "Relevance: 8\nHelpfulness: 7\nLogic: 10",
      "RELEVANCE SCORE: 5\nHELPFULNESS SCORE: 4\nLOGIC SCORE: 8",
      "Analysis: Decent plan.\nRelevance Score: 8/10\nHelpfulness Score: 7/10\nLogic Score: 9/10",
      "Relevance Score:\n9\nHelpfulness Score:\n8\nLogic Score:\n10",
      "relevance score 6, helpfulness score 5, logic score 7",
      "Relevance Score: \uff18\nHelpfulness Score: \uff17\nLogic Score: \uff19",
      "Relevance Score: 7\nHelpfulness Score: 6\nLOG\u0131C SCORE: 9",
      "Analysis: Irrelevance: 3 points lost for the hotel.\nHelpfulness 4\nLogic 2",
      "Relevance Score: 12\nHelpfulness Score: 0\nLogic Score: 99",
    ],
    reject: [
      "",
      "Analysis: Good.\n**Relevance Score:** 7\n**Helpfulness Score:** 6\n**Logic Score:** 9",
      "Relevance Score: [7]\nHelpfulness Score: [6]\nLogic Score: [9]",
      "Analysis: Good.\nRelevance Score: 7\nHelpfulness Score: 6",
      "Relevance Score: seven\nHelpfulness Score: six\nLogic Score: nine",
      "Relevance - 7\nHelpfulness - 6\nLogic - 9",
      "{\"analysis\": \"ok\", \"relevance_score\": 7, \"helpfulness_score\": 6, \"logic_score\": 9}",
      "Relevance Score = 7\nHelpfulness Score = 6\nLogic Score = 9",
      "Relevance  Score: 7\nHelpfulness Score: 6\nLogic Score: 9",
      "Relevance Score: 7\nHelpfulness Score: 6\nLogical Score: 9",
    ],
  },
  'smu-travel-agent--travel-agent-response-quality-1-10-json-score-explanation': {
    accept: [
      "{\n  \"score\": 8,\n  \"explanation\": \"The itinerary fits a family with young children: the Zoo, Night Safari and Gardens by the Bay suit nature lovers, hawker centres give kid-friendly food, and it warns about December rain.\"\n}",
      "```json\n{\"score\": 3, \"explanation\": \"Repetitive and ignores the children's ages.\"}\n```",
      "{\"score\": \"7\", \"explanation\": \"Good but generic.\"}",
      "{\"score\": 7.5, \"explanation\": \"Mostly accurate.\"}",
      "  {\"score\": 10, \"explanation\": \"Excellent.\"}  ",
      "{\"score\": 2, \"explanation\": null}",
      "```json\n{\"score\": 6, \"explanation\": \"ok\"}\n```\n",
      "{\"score\": 11, \"explanation\": \"Out of range but kept.\"}",
      "{\"explanation\": \"Canned refusal.\", \"score\": 1}",
    ],
    reject: [
      "",
      "```\n{\"score\": 6, \"explanation\": \"ok\"}\n```",
      "```JSON\n{\"score\": 6, \"explanation\": \"ok\"}\n```",
      "{\"score\": 8}",
      "{\"rating\": 8, \"explanation\": \"Good.\"}",
      "{\"score\": null, \"explanation\": \"Could not judge.\"}",
      "Score: 8\nExplanation: good coverage of Singapore.",
      "[{\"score\": 8, \"explanation\": \"x\"}]",
      "Here is the evaluation:\n```json\n{\"score\": 8, \"explanation\": \"x\"}\n```",
      "```json {\"score\": 8, \"explanation\": \"x\"}```",
      "```json\r\n{\"score\": 8, \"explanation\": \"x\"}\r\n```",
    ],
  },
  'swiggy-sdet-assessment--food-delivery-support-reply-rubric-json-pass-boolean': {
    accept: [
      "{\"pass\": true, \"reason\": \"The bot acknowledged the rude behaviour and the spilled food, kept an apologetic tone and offered a refund plus a report to the safety team.\"}",
      "```json\n{\"pass\": false, \"reason\": \"The bot never addressed the rude delivery partner.\"}\n```",
      "{\"pass\": true}",
      "{\"pass\": \"false\", \"reason\": \"String verdict.\"}",
      "{\"pass\": 0, \"reason\": \"The tone was dismissive.\"}",
      "\n\n{\"reason\": \"ok\", \"pass\": true}\n",
      "```\n{\"pass\": true, \"reason\": \"ok\"}\n```",
    ],
    reject: [
      "json\n{\"pass\": false, \"reason\": \"No path forward.\"}",
      "",
      "PASS",
      "{\"pass\": false}",
      "{\"result\": true, \"reason\": \"ok\"}",
      "[{\"pass\": true, \"reason\": \"ok\"}]",
      "Verdict: {\"pass\": true, \"reason\": \"ok\"}",
      "{'pass': True, 'reason': 'ok'}",
      "{\"pass\": True, \"reason\": \"ok\"}",
      "true",
      "{\"pass\": null}",
    ],
  },
  'agentsville-trip-planner--itinerary-activity-weather-compatibility-label-substring': {
    accept: [
      "REASONING:\nThe Nature & Green Thumb Adventure is an outdoor hike on the Echo Ridge trails with no indoor backup mentioned, and a thunderstorm makes trails unsafe.\n\nFINAL ANSWER:\nIS_INCOMPATIBLE",
      "REASONING: The activity is held indoors at Rhythm Hall.\nFINAL ANSWER: IS_COMPATIBLE",
      "IS_COMPATIBLE",
      "[IS_COMPATIBLE, IS_INCOMPATIBLE]",
      "FINAL ANSWER: [IS_INCOMPATIBLE]",
      "**FINAL ANSWER:** `IS_INCOMPATIBLE`",
      "FINAL ANSWER: IS_COMPATIBLE_WITH_BACKUP",
    ],
    reject: [
      "",
      "FINAL ANSWER: is_compatible",
      "FINAL ANSWER: COMPATIBLE",
      "FINAL ANSWER: INCOMPATIBLE",
      "FINAL ANSWER: IS COMPATIBLE",
      "FINAL ANSWER: IS-INCOMPATIBLE",
      "FINAL ANSWER: IS_NOT_COMPATIBLE",
      "FINAL ANSWER: \uff29\uff33_COMPATIBLE",
    ],
  },
};

describe('set 745 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_745).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_745[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
