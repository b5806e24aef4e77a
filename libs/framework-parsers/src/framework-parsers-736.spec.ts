import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_736 } from './framework-parsers-736';

// Each case was checked against the project's code: the Python ones by running the langchain-core JSON helpers and pydantic v2
// models on them, the D one by reading its substring tests.
const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'dfeed--forum-post-spam-or-ham-verdict-line-with-keyword-fallback': {
    accept: [
      "The post promotes a replica watch store and links to an unrelated shopping site.\nVERDICT: spam",
      "The poster asks how to use std.algorithm.sort with a custom comparator, which fits this forum.\nVERDICT: ham",
      "VERDICT: HAM",
      "verdict:spam",
      "Continues an existing thread about DMD build errors.\n\n**VERDICT:** ham",
      "This looks like a legitimate question about the garbage collector.",
      "Although the author insists it is not spam, VERDICT: spam",
      "Spam.",
      "The user mentions a Hamburg meetup for D users; on topic.",
    ],
    reject: [
      "",
      "This is not spam.",
      "NOT SPAM",
      "VERDICT: unclear",
      "The post is on-topic and fine.",
      "Verdict: okay",
      "I cannot decide without more context.",
      "Not spam: the author asks about D's ranges.",
      "Legit post.",
    ],
  },
  'steam-curator--steam-review-genuine-vs-fluff-keep-review-json-markdown': {
    accept: [
      "```json\n{\n\t\"keep_review\": true,\n\t\"explanation\": \"The review cites the parry timing, the crafting system and the boss design.\"\n}\n```",
      "{\"keep_review\": false, \"explanation\": \"A meme with nothing about the game itself.\"}",
      "Here is my classification:\n```json\n{\"keep_review\": \"true\", \"explanation\": \"Mentions the open-world exploration and the soundtrack.\"}\n```",
      "{\"keep_review\": true, \"explanation\": \"Specific about the co-op netcode\"",
      "{\"keep_review\": null, \"explanation\": \"Unsure\"}",
      "```\n{\"explanation\": \"Only jokes.\", \"keep_review\": false, \"confidence\": 0.9}\n```",
      "{\"keep_review\": true, \"explanation\": \"Line one\nline two\"}",
      "{\"keep_review\": false, \"explanation\": \"Fluff\", \"keep_review\": true}",
    ],
    reject: [
      "",
      "keep_review: true\nexplanation: The review is specific.",
      "{\"keep\": true, \"explanation\": \"specific\"}",
      "{\"keep_review\": true}",
      "[{\"keep_review\": true, \"explanation\": \"x\"}]",
      "{\"keep_review\": true, \"explanation\": \"x\"}]",
      "{'keep_review': True, 'explanation': 'x'}",
      "The review is genuine, keep it.",
    ],
  },
  'kitsune--support-forum-question-spam-pydantic-json-is-spam-confidence': {
    accept: [
      "{\"is_spam\": true, \"confidence\": 95, \"reason\": \"The question advertises a paid VPN service with a discount code and an external link.\", \"maybe_misclassified\": false}",
      "```json\n{\n  \"is_spam\": false,\n  \"confidence\": 90,\n  \"reason\": \"A genuine question about moving the weather widget on the Firefox New Tab page.\",\n  \"maybe_misclassified\": false\n}\n```",
      "{\"is_spam\": \"false\", \"confidence\": \"85\", \"reason\": \"Legitimate bookmark sync question.\", \"maybe_misclassified\": 0}",
      "{\"is_spam\": true, \"confidence\": 70.0, \"reason\": \"Possibly unrelated to Firefox.\", \"maybe_misclassified\": false, \"notes\": \"capped\"}",
      "  {\"is_spam\": false, \"confidence\": 60, \"reason\": \"Thunderbird question posted in the Firefox forum.\", \"maybe_misclassified\": true}\n",
      "{\"is_spam\": true, \"confidence\": 150, \"reason\": \"\", \"maybe_misclassified\": \"no\"}",
      "{\"is_spam\": true, \"confidence\": 99, \"reason\": \"Casino links\", \"maybe_misclassified\": false",
    ],
    reject: [
      "",
      "{\"is_spam\": true, \"confidence\": 0.95, \"reason\": \"Promotional.\", \"maybe_misclassified\": false}",
      "{\"is_spam\": true, \"confidence\": 95, \"reason\": \"Promotional.\"}",
      "{\"is_spam\": \"maybe\", \"confidence\": 50, \"reason\": \"Unclear\", \"maybe_misclassified\": false}",
      "{\"is_spam\": true, \"confidence\": 95, \"reason\": null, \"maybe_misclassified\": false}",
      "is_spam: true\nconfidence: 95\nreason: promotional\nmaybe_misclassified: false",
      "{\"is_spam\": true, \"confidence\": \"high\", \"reason\": \"Promotional\", \"maybe_misclassified\": false}",
      "{\"is_spam\": true, \"confidence\": NaN, \"reason\": \"x\", \"maybe_misclassified\": false}",
      "[{\"is_spam\": true, \"confidence\": 95, \"reason\": \"x\", \"maybe_misclassified\": false}]",
    ],
  },
  'llm-spam--message-spam-or-ham-strict-json-label-confidence-reason': {
    accept: [
      "{\"label\":\"spam\",\"confidence\":0.97,\"reason\":\"Unsolicited marketplace promotion with a shortened link and urgency.\"}",
      "{\"label\": \"ham\", \"confidence\": 0.88, \"reason\": \"A buyer asking the seller about pickup time.\"}",
      "\n{\"label\":\"ham\",\"confidence\":1,\"reason\":\"Delivery update.\"}\n",
      "{\"label\":\"spam\",\"confidence\":\"0.6\",\"reason\":\"Possibly promotional.\",\"extra\":true}",
      "{\"label\":\"spam\",\"confidence\":0,\"reason\":\"x\"}",
      "{\"confidence\":0.5,\"reason\":\"Unclear intent.\",\"label\":\"ham\"}",
      "{\"label\":\"spam\",\"confidence\":true,\"reason\":\"Prize lure.\"}",
    ],
    reject: [
      "",
      "```json\n{\"label\":\"spam\",\"confidence\":0.97,\"reason\":\"Prize lure.\"}\n```",
      "{\"label\":\"Spam\",\"confidence\":0.97,\"reason\":\"Prize lure.\"}",
      "{\"label\":\"spam\",\"confidence\":97,\"reason\":\"Prize lure.\"}",
      "{\"label\":\"spam\",\"confidence\":0.97,\"reason\":\"\"}",
      "{\"label\":\"spam\",\"confidence\":0.97}",
      "spam",
      "{\"label\":\"spam\",\"confidence\":NaN,\"reason\":\"x\"}",
      "Output:\n{\"label\":\"ham\",\"confidence\":0.9,\"reason\":\"Personal message.\"}",
      "{\"label\":\"not spam\",\"confidence\":0.9,\"reason\":\"x\"}",
    ],
  },
  'artem--nft-bot-mention-tweet-spam-structured-output-is-spam-bool': {
    accept: [
      "{\"is_spam\":true}",
      "{\"is_spam\": false}",
      "{\"is_spam\": \"true\"}",
      "{\"is_spam\": 1}",
      " {\"is_spam\": false, \"reason\": \"Genuine question about an NFT drop.\"}\n",
      "{\"is_spam\": \"No\"}",
      "{\"is_spam\": true, \"score\": NaN}",
    ],
    reject: [
      "",
      "SPAM",
      "NOT SPAM",
      "```json\n{\"is_spam\": true}\n```",
      "{\"is_spam\": True}",
      "{\"is_spam\": null}",
      "{\"is_spam\": 2}",
      "{\"is_spam\": true}\nSPAM",
      "{\"spam\": true}",
      "{\"is_spam\": \" true\"}",
      "{\"is_spam\": \"\\ud800\"}",
    ],
  },
};

describe('set 736 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_736).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_736[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
