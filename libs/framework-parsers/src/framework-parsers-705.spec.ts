import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_705 } from './framework-parsers-705';

const CASES_OF_SET_705: Record<string, { accept: string[]; reject: string[] }> = {
  'zorkgpt--zork-proposed-action-critic-minus1-to-1-json-score-justification-confidence-repaired-json-pydantic': {
    accept: [
      '{"score": -0.9, "justification": "The window is already open and this command has been repeated three times; entering the house would make progress.", "confidence": 0.95}',
      '{"score": 0.6, "justification": "Entering through the open window is the natural way into the house.", "confidence": 0.9}',
      '```json\n{"score": -0.8, "justification": "Repeated action with no new result.", "confidence": 0.85}\n```',
      '{"score": +0.4, "justification": "Exploring east toward the forest gathers new information.", "confidence": 0.7}',
      '{"score": -0.7, "justification": "The window is already open; repeating the command wastes a turn and the agent should',
      '{"score": 0.2, "justification": "Reasonable."',
      '{"score": "0.5", "justification": "ok"}',
      'Here is my evaluation:\n```\n{"score": 0.3, "justification": "Entering the kitchen makes progress."}\n```\nLet me know.',
      '{"score": NaN, "justification": "x"}',
      '{"score": true, "justification": ""}',
      '{"score": -0.5, "justification": "ok", "confidence": 0.8, "notes": "extra"}',
      '  {"score": -1, "justification": "Nonsensical direction.", "confidence": "0.9"}\n',
    ],
    reject: [
      '',
      'Score: -0.8\nJustification: repeated action.',
      '{"score": -0.8, "justification": "Repeated."} I hope this helps!',
      '<think>\nThe agent keeps repeating itself.\n</think>\n{"score": -0.8, "justification": "Repeated.", "confidence": 0.9}',
      '{"justification": "Repeated action.", "confidence": 0.9}',
      '{"score": "high", "justification": "x"}',
      '{"score": -0.8, "justification": null}',
      '[{"score": 0.5, "justification": "x"}]',
      '```JSON\n{"score": 0.5, "justification": "x"}\n```',
      "{'score': 0.5, 'justification': 'x'}",
      '{"score": 0.5, "justification": "x", "confidence": null}',
      '{"score": +.5, "justification": "x"}',
      '{"score": 0.5, "justification": 42}',
    ],
  },
  'atox--minecraft-player-chat-sanction-json-array-player-action-reason-gson-lenient': {
    accept: [
      '[]',
      '[\n  {\n    "player": "Steve_Builder",\n    "action": "IPBAN",\n    "duration": "permanent",\n    "reason": "Threatened to publish another player\'s home address",\n    "trigger_message": "im gonna find where you live and post your address in chat"\n  }\n]',
      '```json\n[]\n```',
      '```json\n[{"player": "Steve_Builder", "action": "WARN", "duration": "", "reason": "Direct insult", "trigger_message": "ur literally so dumb lol"}]\n```',
      "[{player: Steve_Builder, action: KICK, reason: 'threat of violence'}]",
      '[{"player": "Steve_Builder", "action": "MUTE", "duration": null, "reason": "repeated slurs"}]',
      '[{"player": "Steve_Builder", "action": "SHOUT", "reason": "x"}]',
      '  []  \n',
      '[{"player": "Steve", "action": "BAN", "reason": "slur", "duration": "7d"}, {"player": "Hawk", "action": "WARN", "reason": "insult", "duration": ""}]',
      '[ /* no sanctions */ ]',
      '[{"player": ["Steve"], "action": "warn", "reason": "x"}]',
      '[{"player": "Steve", "action": "WARN", "reason": 3}]',
    ],
    reject: [
      '',
      'No sanctions needed.',
      '[] // no sanctions',
      '{"player": "Steve_Builder", "action": "WARN", "reason": "insult"}',
      '[{"player": "Steve_Builder", "action": "WARN"}]',
      '[{"player": "Steve_Builder", "action": "WARN", "reason": "insult"},]',
      '[{"player": null, "action": "WARN", "reason": "insult"}]',
      'Here are the sanctions:\n[]',
      '[{"player": "Steve", "action": "WARN", "reason": "x", "trigger_message": null}]',
      '```json\n[]\n```\nNo sanctions this cycle.',
      '[{"player": "Steve", "action": "WARN", "reason": {"text": "insult"}}]',
      '[{"player": "Steve", "action": "WARN", "reason": "insult"}] [{"player": "Hawk"}]',
      '[{"player": "Steve", "action": "WARN", "reason": "bad \\x word"}]',
    ],
  },
  'chatmod--minecraft-turkish-chat-profanity-insult-var-yok-startswith-var': {
    accept: ['var', 'Var', 'VAR', ' var\n', 'Varsa', 'var.', 'vAr', '\tVar', 'variant'],
    reject: ['yok', 'Yok', 'Evet, var', '"var"', 'V', '', 'küfür var', '\u00a0var', 'va r', 'Yok.'],
  },
  'notoxic--dota2-chat-message-is-english-yes-no-startswith-yes': {
    accept: ['Yes', 'yes', 'YES', 'Yes.', ' Yes\n', 'Yes, it is English.', 'yess', '\u00a0Yes', '\u3000YES'],
    reject: ['No', 'no', '', 'Y', 'Answer: Yes', '"Yes"', 'It is English.', 'ye s', '**Yes**', 'Sí'],
  },
};

describe('set 705 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(CASES_OF_SET_705).sort()).toEqual(Object.keys(PARSERS_OF_SET_705).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(CASES_OF_SET_705)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_705[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
