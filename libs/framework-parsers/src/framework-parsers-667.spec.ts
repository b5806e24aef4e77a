import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_667 } from './framework-parsers-667';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'ai-anti-bot--telegram-group-message-spam-ad-state-0-1-score-json-jsoniter-struct': {
    accept: [
      '{"state":1,"spam_score":95,"spam_reason":"新用户首次发言即推广日赚兼职并引导私聊拉群，符合垃圾广告特征","spam_mock_text":"躺着日赚五百？这么好的事怎么轮得到群友，大家别轻信。"}',
      '{"state":0,"spam_score":5,"spam_reason":"正常的技术讨论，没有广告特征","spam_mock_text":""}',
      '{\n  "state": 1,\n  "spam_score": 88,\n  "spam_reason": "用户名含推广字样",\n  "spam_mock_text": "又一位财富导师降临了。"\n}\n',
      '{"State": 1, "Spam_Score": 90}',
      '{}',
      'null',
      '{"state":1,"spam_score":90,"spam_reason":null,"spam_mock_text":null}',
      '{"state":0,"spam_score":-0,"extra":{"tags":["招聘",1.5,true,null]},"spam_reason":"ok"}',
      '{"state":1,"spam_score":90,"spam_reason":"含\\"兼职\\"字样\n并引导私聊","spam_mock_text":"别信"}',
      '{"state":1,"spam_score":9223372036854775807}',
      '  {"state":1,"spam_score":97,"spam_reason":"\\u8d4c\\u535a\\u63a8\\u5e7f","spam_mock_text":"x"}\r\n',
    ],
    reject: [
      '',
      '```json\n{"state":1,"spam_score":95,"spam_reason":"推广","spam_mock_text":"别信"}\n```',
      '{"state":"1","spam_score":95,"spam_reason":"推广","spam_mock_text":"别信"}',
      '{"state":1,"spam_score":95.5,"spam_reason":"推广","spam_mock_text":"别信"}',
      '这条发言是垃圾广告。\n{"state":1,"spam_score":95,"spam_reason":"推广","spam_mock_text":"别信"}',
      '{"state":1,"spam_score":95,"spam_reason":"推广","spam_mock_text":"别信"}\n以上是我的判断。',
      '{"state":1,"spam_score":95,"spam_reason":"推广",}',
      '{"state":true,"spam_score":95}',
      '[{"state":1,"spam_score":95}]',
      "{'state': 1, 'spam_score': 95}",
      '{"state":1,"spam_score":95,"spam_reason":"推广\t链接"}',
      '{"state":1,"spam_score":1e2}',
      '{"state":1,"spam_score":9223372036854775808}',
      '{"state":1,"spam_score":95,"spam_reason":"推广\\x"}',
      '{"state":1,"spam_score":95',
    ],
  },
  'openai-security-bots--triage-slackbot-inbound-request-category-function-call-enum-key-lookup': {
    accept: [
      '{"category": "privacy"}',
      '{"category":"appsec"}',
      '{\n  "category": "physical_security"\n}',
      '{"category": "other"}',
      '{"category": "appsec", "confidence": 0.9}',
      ' {"category": "privacy"} \n',
      '{"category": "privacy", "score": NaN}',
      '{"category": "AppSec", "category": "appsec"}',
    ],
    reject: [
      '',
      'privacy',
      '{"category": "Privacy"}',
      '{"category": "application_security"}',
      '{"category": " appsec"}',
      '{"category": ["privacy"]}',
      '{"categories": "privacy"}',
      '{"category": null}',
      '{"category": "privacy",}',
      '["privacy"]',
      '```json\n{"category": "privacy"}\n```',
      '{"category": "appsec"} {"category": "privacy"}',
    ],
  },
  'cleanscroll-ai--tweet-matches-user-exclusion-question-yes-no-starts-with-yes': {
    accept: [
      'YES',
      'Yes',
      'yes.',
      'YES, the tweet',
      '  YES\n',
      'Yes — it is',
      '\uFEFFYES',
      'Yesterday the',
      'yeſ',
    ],
    reject: [
      '',
      'NO',
      'No.',
      'No, it is not political.',
      '**YES**',
      '"YES"',
      'Answer: YES',
      'Y',
      'The answer is yes',
      'ＹＥＳ',
    ],
  },
  'twitter-filter--tweet-hide-criteria-bang-hide-show-tag-starts-with-hide': {
    accept: [
      '!!hide!!',
      '!!hide!!\n',
      '  !!hide!!',
      '\n\n!!hide!!',
      '!!hide!! The comment insults the author.',
      '\u00a0!!hide!!',
      '!!hide!!!!show!!',
    ],
    reject: [
      '',
      '!!show!!',
      '!!HIDE!!',
      'hide',
      '!hide!',
      '!! hide !!',
      '**!!hide!!**',
      '`!!hide!!`',
      '"!!hide!!"',
      'The text is aggressive. !!hide!!',
    ],
  },
};

describe('set 667 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_667).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_667[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
