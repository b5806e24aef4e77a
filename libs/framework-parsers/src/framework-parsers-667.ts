/**
 * Set 667: replicas of the reply readers of four judges that bots and browser extensions ask before acting:
 * ai-anti-bot's Telegram spam judge (Go, json-iterator into a struct), OpenAI's triage Slack bot (forced function
 * call, json.loads + category lookup), CleanScroll AI's tweet exclusion check (starts with YES) and Twitter
 * Filter's Ollama hide check (starts with "!!hide!!"). Each parser answers: would the project get a verdict out of
 * this reply (not a default, not an exception, not a retry, not a skipped sample)?
 */
import { isObject, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. ai-anti-bot (assimon/ai-anti-bot), ai/chatgpt/chatgpt.go RecognizeTextMessage:
//      err = json.C.UnmarshalFromString(resp.Choices[0].Message.Content, &result)
//      if err != nil { return result, err }                  // bot/handle.go: the error is printed, nothing done
//    pkg/json/json.go:    var C = jsoniter.ConfigCompatibleWithStandardLibrary
//    adapter/option.go:   type RecognizeResult struct {
//                             State        int    `json:"state"`
//                             SpamScore    int    `json:"spam_score"`
//                             SpamReason   string `json:"spam_reason"`
//                             SpamMockText string `json:"spam_mock_text"`
//                         }
//    bot/handle.go:       if res.State == 0 { IncrementVerificationTimes; return nil }; BanChatMember; c.Delete()
//    json-iterator's reading: whitespace is ' \t\n\r'; the struct decoder takes an object or null (readObjectStart);
//    keys are matched ASCII-case-insensitively (readFieldHash lower-cases A-Z), unknown members are skipped by the
//    strict Skip; int fields take null or an integer literal (ReadNil, ReadInt64: no '+', a lone leading 0, '.'
//    after the digits is "can not decode float as int", int64 range); string fields take null or a string;
//    ReadString refuses raw bytes < 0x20 until it meets a backslash, after which its slow path keeps them; escapes
//    must be valid (\u needs four hex digits). After the value, anything but whitespace is "bytes left".
class JsoniterError extends Error {}
const GO_JSON_WS = ' \t\n\r';
const RECOGNIZE_RESULT_FIELDS = new Map<string, 'int' | 'string'>([
  ['state', 'int'],
  ['spam_score', 'int'],
  ['spam_reason', 'string'],
  ['spam_mock_text', 'string'],
]);
const INT64_MAX = 2n ** 63n - 1n;
const UINT64_MAX = 2n ** 64n - 1n;
const HEX = /^[0-9a-fA-F]$/;
const FLOAT32_MAX = 3.4028234663852886e38;
const JSON_NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;

const jsoniterUnmarshalRecognizeResult = (text: string): boolean => {
  let i = 0;
  const fail = (): never => {
    throw new JsoniterError();
  };
  const nextToken = (): string => {
    while (i < text.length && GO_JSON_WS.includes(text[i]!)) i++;
    return i < text.length ? text[i++]! : '';
  };
  const readByte = (): string => (i < text.length ? text[i++]! : '');
  const expectBytes = (rest: string) => {
    for (const ch of rest) if (readByte() !== ch) fail();
  };
  const readU4 = (): number => {
    let hex = '';
    for (let k = 0; k < 4; k++) {
      const c = readByte();
      if (!HEX.test(c)) fail();
      hex += c;
    }
    return parseInt(hex, 16);
  };
  // readEscapedChar: the decoded text it appends (only keys need it)
  const readEscaped = (c: string): string => {
    switch (c) {
      case 'u': {
        const r = readU4();
        if (r < 0xd800 || r > 0xdfff) return String.fromCharCode(r);
        const c2 = readByte();
        if (c2 === '') fail();
        if (c2 !== '\\') {
          i--; // unreadByte
          return '\ufffd';
        }
        const c3 = readByte();
        if (c3 === '') fail();
        if (c3 !== 'u') return '\ufffd' + readEscaped(c3);
        readU4();
        return '\ufffd';
      }
      case '"':
        return '"';
      case '\\':
        return '\\';
      case '/':
        return '/';
      case 'b':
        return '\b';
      case 'f':
        return '\f';
      case 'n':
        return '\n';
      case 'r':
        return '\r';
      case 't':
        return '\t';
      default:
        return fail();
    }
  };
  // The body of a string whose opening quote was read; checkControls: ReadString's fast path (readFieldHash's has none).
  const readStringBody = (checkControls: boolean): string => {
    let j = i;
    for (; j < text.length; j++) {
      const code = text.charCodeAt(j);
      if (code === 0x22) {
        const s = text.slice(i, j);
        i = j + 1;
        return s;
      }
      if (code === 0x5c) break;
      if (checkControls && code < 0x20) fail();
    }
    let s = text.slice(i, j);
    i = j;
    // readStringSlowPath: raw bytes kept as they are, escapes decoded
    for (;;) {
      const c = readByte();
      if (c === '') fail(); // unexpected end of input
      if (c === '"') return s;
      s += c === '\\' ? readEscaped(readByte()) : c;
    }
  };
  const readString = () => {
    const c = nextToken();
    if (c === '"') readStringBody(true);
    else if (c === 'n') expectBytes('ull');
    else fail();
  };
  const assertInteger = () => {
    if (text[i] === '.') fail();
  };
  const readInt = () => {
    let c = nextToken();
    if (c === 'n') return expectBytes('ull'); // ReadNil
    const negative = c === '-';
    if (negative) c = readByte();
    if (c === '0') return assertInteger();
    if (!(c >= '1' && c <= '9')) fail();
    let value = BigInt(c);
    while (i < text.length && text[i]! >= '0' && text[i]! <= '9') {
      value = value * 10n + BigInt(text[i]!);
      i++;
      if (value > UINT64_MAX) fail();
    }
    assertInteger();
    if (negative ? value > INT64_MAX + 1n : value > INT64_MAX) fail();
  };
  // a JSON number at i (approximation of ReadFloat32 / ReadFloat64 + ReadBigFloat: JSON grammar, finite)
  const readJsonNumber = (float32: boolean) => {
    JSON_NUMBER.lastIndex = i;
    const m = JSON_NUMBER.exec(text);
    if (!m) fail();
    const value = Math.abs(Number(m![0]));
    if (!Number.isFinite(value) || (float32 && value > FLOAT32_MAX)) fail();
    i += m![0].length;
  };
  // trySkipNumber (strict Skip of a number starting with '-' or 1-9, its first character already read)
  const skipNumber = () => {
    let dot = false;
    for (let j = i; j < text.length; j++) {
      const c = text[j]!;
      if (c >= '0' && c <= '9') continue;
      if (c === '.') {
        if (dot) fail(); // more than one dot found in number
        if (j + 1 === text.length) break;
        const n = text[j + 1]!;
        if (!(n >= '0' && n <= '9')) fail(); // missing digit after dot
        dot = true;
        continue;
      }
      if (',]} \t\n\r'.includes(c)) {
        if (j === i) break; // '-' or one digit: the slow path
        i = j;
        return;
      }
      break;
    }
    i--; // unreadByte
    readJsonNumber(false);
  };
  const skip = (): void => {
    const c = nextToken();
    if (c === '"') {
      readStringBody(true);
      return;
    }
    if (c === 'n') return expectBytes('ull');
    if (c === 't') return expectBytes('rue');
    if (c === 'f') return expectBytes('alse');
    if (c === '0') {
      i--;
      return readJsonNumber(true); // ReadFloat32
    }
    if (c === '-' || (c >= '1' && c <= '9')) return skipNumber();
    if (c === '[') {
      // ReadArrayCB
      let d = nextToken();
      if (d === ']') return;
      if (d === '') fail();
      i--;
      skip();
      d = nextToken();
      while (d === ',') {
        skip();
        d = nextToken();
      }
      if (d !== ']') fail();
      return;
    }
    if (c === '{') {
      // ReadObjectCB: the first key must be a string, later ones go through ReadString (null accepted)
      let d = nextToken();
      if (d === '}') return;
      if (d !== '"') fail();
      readStringBody(true);
      if (nextToken() !== ':') fail();
      skip();
      d = nextToken();
      while (d === ',') {
        readString();
        if (nextToken() !== ':') fail();
        skip();
        d = nextToken();
      }
      if (d !== '}') fail();
      return;
    }
    fail(); // do not know how to skip
  };

  try {
    const first = nextToken();
    if (first === 'n') expectBytes('ull');
    else if (first === '{') {
      const c = nextToken();
      if (c !== '}') {
        if (c === '') fail();
        i--;
        for (;;) {
          if (nextToken() !== '"') fail(); // readFieldHash
          const key = readStringBody(false).replace(/[A-Z]/g, (ch) => ch.toLowerCase());
          if (nextToken() !== ':') fail();
          const kind = RECOGNIZE_RESULT_FIELDS.get(key);
          if (kind === 'int') readInt();
          else if (kind === 'string') readString();
          else skip();
          const end = nextToken(); // isObjectEnd
          if (end === ',') continue;
          if (end === '}') break;
          fail();
        }
      }
    } else fail();
    return nextToken() === ''; // UnmarshalFromString: "there are bytes left after unmarshal"
  } catch (e) {
    if (e instanceof JsoniterError) return false;
    throw e;
  }
};
const aiAntiBot: FrameworkParser = (reply) => jsoniterUnmarshalRecognizeResult(reply);

// 2. OpenAI security bots, triage-slackbot (openai/openai-security-bots):
//      openai_utils.py get_predicted_category:
//          response = openai.chat.completions.create(model="gpt-4-32k", ..., functions=predict_category_functions(...),
//                                                    function_call={"name": "get_predicted_category"})
//          function_args = json.loads(response.choices[0].message.function_call.arguments)
//          return function_args["category"]
//      handlers.py InboundRequestHandler._predict_category:
//          predicted_category = await get_predicted_category(body)
//          return self.config.categories[predicted_category]      # KeyError / TypeError propagate: no triage
//    config.categories (example config.toml + load_config with other_category_enabled = true):
//    appsec, privacy, physical_security, other. json.loads is strict Python JSON (NaN / Infinity allowed).
const TRIAGE_CATEGORY_KEYS = new Set(['appsec', 'privacy', 'physical_security', 'other']);
const triageSlackbot: FrameworkParser = (reply) => {
  const args = pythonLoads(reply);
  if (!isObject(args) || !Object.prototype.hasOwnProperty.call(args, 'category')) return false;
  const category = args['category'];
  return typeof category === 'string' && TRIAGE_CATEGORY_KEYS.has(category);
};

// 3. CleanScroll AI (yask123/CleanScroll-AI-), background.js checkPrompt:
//      const analysisContent = data?.choices?.[0]?.message?.content;
//      return analysisContent && analysisContent.trim().toUpperCase().startsWith('YES');
//    and results.some(result => result === true) decides { excluded }. There is no NO branch: every reply that
//    does not start with YES returns false (or ''), the same value as a missing key, an HTTP error or a fetch error,
//    so only a YES-prefixed reply gives the project a verdict of its own.
const cleanScroll: FrameworkParser = (reply) => reply.trim().toUpperCase().startsWith('YES');

// 4. Twitter Filter (matthiasgeihs/twitter-filter), content.js applyFilter:
//      const response = await chrome.runtime.sendMessage(req);       // Ollama /api/generate responseJSON.response
//      if (response.trim().startsWith('!!hide!!')) { tweet.innerText = 'hidden (hover to show)'; ... }
//    "!!show!!" is never read: anything else leaves the tweet as it was (the default).
const twitterFilter: FrameworkParser = (reply) => reply.trim().startsWith('!!hide!!');

export const PARSERS_OF_SET_667: Record<string, FrameworkParser> = {
  'ai-anti-bot--telegram-group-message-spam-ad-state-0-1-score-json-jsoniter-struct': aiAntiBot,
  'openai-security-bots--triage-slackbot-inbound-request-category-function-call-enum-key-lookup': triageSlackbot,
  'cleanscroll-ai--tweet-matches-user-exclusion-question-yes-no-starts-with-yes': cleanScroll,
  'twitter-filter--tweet-hide-criteria-bang-hide-show-tag-starts-with-hide': twitterFilter,
};
