import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_428 } from './framework-parsers-428';

// ---- SPIN Sales Coach replies
const spinScores = (s: Record<string, string>) =>
  `{${['situation', 'problem', 'implication', 'need_payoff', 'flow', 'tone', 'engagement'].map((k) => `"${k}": ${s[k] ?? '4'}`).join(', ')}}`;
const spinCoaching =
  '{"summary": "Strong discovery; the rep tied auto-triage to renewal risk before pitching.", "wins": ["Quantified ticket volume early", "Asked how delays affect renewals"], "gaps": ["Pitched the pilot before confirming budget"], "next_actions": ["Confirm budget owner", "Send pilot success criteria"]}';
const spin = (scores: Record<string, string> = {}, coaching = spinCoaching) => `{"scores": ${spinScores(scores)}, "coaching": ${coaching}}`;
const spinNatural = `{
  "scores": {"situation": 4, "problem": 4, "implication": 5, "need_payoff": 4, "flow": 4, "tone": 4, "engagement": 3},
  "coaching": {
    "summary": "A well-sequenced discovery call: situation and problem questions led naturally into the renewal impact.",
    "wins": ["Quantified current ticket volume", "Linked slow responses to churned accounts"],
    "gaps": ["Rep talked more than the buyer in the pitch", "No question about decision process"],
    "next_actions": ["Map the buying committee", "Agree pilot success metrics"]
  }
}`;

// ---- Barem batch replies (10 dialogues)
const BAREM_IDS = [41, 47, 52, 58, 63, 71, 77, 84, 90, 96];
const baremItem = (id: number, overall = '80') =>
  `{"dialogue_id": ${id}, "TaskSuccess": {"score": 80, "justification": "The user named a specific movie when asked."}, "Helpfulness": {"score": 80, "justification": "Prompts elicited reasons."}, "Accuracy": {"score": 100, "justification": "No contradictions."}, "Understanding": {"score": 80, "justification": "Intent followed."}, "Empathy": {"score": 60, "justification": "Polite but neutral."}, "Fluency": {"score": 100, "justification": "Clear language."}, "OverallExperience": {"score": ${overall}, "justification": "Weighted average rounded down to the nearest level."}}`;
const baremArray = (items: string[]) => `[\n${items.join(',\n')}\n]`;
const baremFull = (overall = '80') => baremArray(BAREM_IDS.map((id) => baremItem(id, overall)));
const baremWith = (index: number, item: string) => baremArray(BAREM_IDS.map((id, i) => (i === index ? item : baremItem(id))));

// ---- Goat Sales App replies
const goatNatural = `{
  "goatScore": 78,
  "feedback": "You nailed the approval-or-denial intro and found the motivation fast. Your clinch tied the empty house to her objection, but you never asked about the foundation directly. Sound more certain when you state the number.",
  "rebuttalOfTheDay": "You told me the empty house is costing you every month and you want it off your family's plate.",
  "logicGates": {"intro": "pass", "why": "found", "propertyCondition": "pass", "tone": 7, "clinch": "pass"}
}`;

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'spin-sales-coach--sales-conversation-spin-seven-dimensions-1-5-json-scores-strict-int-plus-coaching-keys': {
    accept: [
      spinNatural,
      spin(),
      '```json\n' + spinNatural + '\n```',
      '```\n' + spin({ tone: '5' }) + '\n```',
      '  \n' + spin({ flow: '1' }) + '\n\n',
      '`' + spin() + '`',
      spin({ engagement: 'true' }),
      spin({}, '["summary", "wins", "gaps", "next_actions"]'),
      spin({}, '"summary, wins, gaps and next_actions follow in the report"'),
      spin({ situation: '9, "situation": 3' }),
      `{"scores": ${spinScores({})}, "coaching": ${spinCoaching}, "overall": 4}`,
    ],
    reject: [
      '',
      'Here is my assessment:\n' + spinNatural,
      spin({ problem: '3.0' }),
      spin({ implication: '6' }),
      spin({ tone: '0' }),
      spin({ need_payoff: '"4"' }),
      spin({ flow: 'false' }),
      spin({ engagement: 'NaN' }),
      spin({ situation: '3, "situation": 4.5' }),
      `{"scores": {"situation": 4, "problem": 4, "implication": 4, "need_payoff": 4, "flow": 4, "tone": 4}, "coaching": ${spinCoaching}}`,
      spin({}, '{"summary": "ok", "wins": [], "gaps": []}'),
      '```JSON\n' + spinNatural + '\n```',
      `{"scores": [4, 4, 4, 4, 4, 4, 4], "coaching": ${spinCoaching}}`,
      `{"scores": ${spinScores({})}}`,
      `[${spin()}]`,
      spin().replace(/\}$/, ',}'),
    ],
  },
  'llm-prompt-cs-barem--customer-service-dialogue-batch-of-10-six-criteria-overall-experience-20-100-json-array': {
    accept: [
      baremFull(),
      '```json\n' + baremFull() + '\n```',
      '  ' + baremFull('60') + '\n',
      baremFull('"80"'),
      baremFull('90'),
      baremArray(BAREM_IDS.map(() => '{"OverallExperience": {"score": 40}}')),
      '```json\n' + baremFull(),
      baremFull() + '\n```',
      baremFull('NaN'),
    ],
    reject: [
      '',
      baremArray(BAREM_IDS.slice(0, 9).map((id) => baremItem(id))),
      baremArray([...BAREM_IDS, 99].map((id) => baremItem(id))),
      baremItem(41),
      '```JSON\n' + baremFull() + '\n```',
      '```\n' + baremFull() + '\n```',
      'Here are the evaluations:\n' + baremFull(),
      baremWith(3, '{"dialogue_id": 58, "TaskSuccess": {"score": 80, "justification": "ok"}}'),
      baremWith(0, '{"dialogue_id": 41, "OverallExperience": 80}'),
      baremWith(5, '[80, "Weighted average"]'),
      baremWith(9, '{"dialogue_id": 96, "OverallExperience": {"score": null, "justification": "n/a"}}'),
      baremWith(2, '{"dialogue_id": 52, "OverallExperience": {"justification": "missing score"}}'),
      baremFull().replace(/\n\]$/, ',\n]'),
    ],
  },
  'goat-sales-app--wholesale-acquisition-call-five-logic-gates-goatscore-0-100-json-object-or-default': {
    accept: [
      goatNatural,
      '{"goatScore": 72}',
      '{"goatScore": "85", "feedback": "Solid."}',
      '{"goatScore": 150}',
      '{"goatScore": -10, "feedback": "No intro, no motivation."}',
      '\n  {"goatScore": 45, "logicGates": {"intro": "PASS"}}  \n',
      '{"goatScore": true}',
      '{"goatScore": [64]}',
      '{"goatScore": 91.5, "logicGates": null}',
    ],
    reject: [
      '',
      '```json\n' + goatNatural + '\n```',
      'null',
      '{"feedback": "Good call overall."}',
      '{"goatScore": "N/A"}',
      '{"goatScore": null}',
      'goatScore: 80',
      '[{"goatScore": 80}]',
      '{"goatScore": {}}',
      "{'goatScore': 80}",
      '{"goatScore": 80,}',
      '{"goatScore": NaN}',
      '{"goatScore": "85/100"}',
    ],
  },
};

describe('set 428 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_428).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_428[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
