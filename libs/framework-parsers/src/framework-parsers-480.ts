/**
 * Set 480: replicas of the reply readers of four content-moderation classifiers built on an LLM: CoraSense's Russian
 * ad-phrase moderator (kotlinx.serialization strict decode of {reason, allowed}), Detoxigram's Mixtral 0-4 toxicity
 * scale (first run of digits anywhere), Dersimiz's Gemini tutoring-chat moderator (approved / blocked / flagged after
 * trim + toLowerCase) and SafeBuddy's Gemini abuse/grooming severity judge (Python json.loads of the whole reply).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a
 * retry, not a None)?
 */
import { numbersOutsideStrings, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. CoraSense (TheSirCororo/CoraSense), solution/server/.../service/LlmServiceImpl.kt:
//      override suspend fun moderateText(text: String) =
//          prompt("$MODERATION_TEXT_PROMPT\nФраза: $text").let {
//              Json.decodeFromString<ModerationVerdict>(it)
//          }
//    shared/model/moderation/ModerationVerdict.kt:
//      @Serializable
//      data class ModerationVerdict(
//          val reason: String?,
//          val allowed: Boolean
//      )
//    The default `Json` (not the HTTP client's ignoreUnknownKeys instance): isLenient = false, ignoreUnknownKeys =
//    false, explicitNulls = true (reason has no default, so it is required even though nullable), no trailing
//    commas, no comments. The lexer skips only ' ', '\n', '\r', '\t'; after the object expectEof() refuses anything
//    else. Non-lenient strings must be quoted; a non-lenient boolean is an unquoted literal whose letters kotlinx
//    compares ASCII-case-insensitively (`code or asciiCaseMask`); null is the exact literal `null` not followed by
//    a letter. Strings take the JSON escapes; kotlinx does not refuse raw control characters inside a string.
//    Any SerializationException propagates out of moderateText (no verdict).
const KX_WS = ' \n\r\t';
const CORA_ESCAPES = '"\\/bfnrt';
const coraSense: FrameworkParser = (reply) => {
  let i = 0;
  const ws = () => {
    while (i < reply.length && KX_WS.includes(reply[i]!)) i++;
  };
  const str = (): boolean => {
    if (reply[i] !== '"') return false;
    i++;
    while (i < reply.length) {
      const c = reply[i]!;
      if (c === '"') {
        i++;
        return true;
      }
      if (c === '\\') {
        const e = reply[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(reply.slice(i + 2, i + 6))) return false;
          i += 6;
          continue;
        }
        if (e === undefined || !CORA_ESCAPES.includes(e)) return false;
        i += 2;
        continue;
      }
      i++;
    }
    return false;
  };
  const readKey = (): string | null => {
    const start = i;
    if (!str()) return null;
    return JSON.parse(reply.slice(start, i).replace(/[\u0000-\u001f]/g, ' ')) as string;
  };
  const bool = (): boolean => {
    const lower = (k: number) => String.fromCharCode(reply.charCodeAt(k) | 0x20);
    const word = lower(i) === 't' ? 'true' : lower(i) === 'f' ? 'false' : null;
    if (!word) return false;
    for (let k = 1; k < word.length; k++) if (i + k >= reply.length || lower(i + k) !== word[k]) return false;
    i += word.length;
    return true;
  };
  const nullLiteral = (): boolean => {
    if (reply.slice(i, i + 4) !== 'null') return false;
    if (/[A-Za-z0-9_]/.test(reply[i + 4] ?? '')) return false;
    i += 4;
    return true;
  };
  ws();
  if (reply[i] !== '{') return false;
  i++;
  const seen = new Set<string>();
  ws();
  if (reply[i] !== '}') {
    for (;;) {
      ws();
      const key = readKey();
      if (key === null) return false;
      ws();
      if (reply[i] !== ':') return false;
      i++;
      ws();
      if (key === 'reason') {
        if (!nullLiteral() && !str()) return false;
      } else if (key === 'allowed') {
        if (!bool()) return false;
      } else return false; // UnknownKeyException
      seen.add(key);
      ws();
      if (reply[i] === ',') {
        i++;
        ws();
        if (reply[i] === '}') return false; // trailing comma
        continue;
      }
      if (reply[i] === '}') break;
      return false;
    }
  }
  i++;
  ws();
  return i === reply.length && seen.has('reason') && seen.has('allowed');
};

// 2. Detoxigram (LIA-DiTella/detoxigram-landing), Landing-Detoxigram/app/api/models/mixtral_8x7b_API_classifier.py:
//      output = chain.batch([{"message": input_message}])[0]           # StrOutputParser: the reply text
//      toxicity_score = None
//      match = re.search(r'\d+', output)
//      try:
//          if match and match.group(0).isdigit:                          # a bound method: always truthy
//              toxicity_score = int(match.group(0))
//      except Exception as e:
//          time.sleep(5)
//          return self.predictToxicity(input_message)                    # a new call (retry)
//      isToxic = False
//      if toxicity_score is not None and toxicity_score >= 2:
//          isToxic = True
//      return isToxic, toxicity_score,
//    Python's \d on str is any Unicode decimal digit (Nd), and int() reads every Nd digit; the first greedy run is
//    the score, range unchecked. int() of more than 4300 digits raises ValueError (Python >= 3.11) -> retry.
const DETOX_DIGITS = /\p{Nd}+/u;
const detoxigram: FrameworkParser = (reply) => {
  const m = DETOX_DIGITS.exec(reply);
  return m !== null && [...m[0]].length <= 4300;
};

// 3. Dersimiz (rvols/dersimiz-web), api/src/services/moderation.ts moderateText:
//      const result = await model.generateContent(
//        `Moderate this message. Reply with exactly one word: approved, blocked, or flagged.\n\nMessage: ${text}`
//      );
//      const raw = result.response.text()?.trim().toLowerCase() ?? '';
//      if (raw === 'blocked' || raw === 'flagged') return raw;
//      return 'approved';
//    } catch {
//      return 'approved';                                              // fail-open default
//    }
//    Any other text also yields the fail-open 'approved'; the model's own verdict is one of the three words after
//    JavaScript's trim() and toLowerCase().
const DERSIMIZ_WORDS = new Set(['approved', 'blocked', 'flagged']);
const dersimiz: FrameworkParser = (reply) => DERSIMIZ_WORDS.has(reply.trim().toLowerCase());

// 4. SafeBuddy (SafeBuddy/LLMmanager), app.py check_messages:
//      response = model.generate_content(combined, generation_config=genai.GenerationConfig(response_mime_type="application/json"))
//      response_json = json.loads(response.text)
//      return jsonify(response_json), 200
//    except json.JSONDecodeError:
//      return jsonify({"error": "Failed to decode the model's response as JSON."}), 500
//    except Exception as e:
//      return jsonify({"error": f"An unexpected error occurred: {str(e)}"}), 500
//    json.loads takes any JSON value with JSON whitespace around it, plus NaN / Infinity / -Infinity; an integer
//    literal of more than 4300 digits makes int() raise ValueError (Python >= 3.11), caught as a 500.
const safebuddy: FrameworkParser = (reply) => {
  if (pythonLoads(reply) === undefined) return false;
  for (const { literal } of numbersOutsideStrings(reply)) {
    if (!/[.eE]/.test(literal) && literal.replace('-', '').length > 4300) return false;
  }
  return true;
};

export const PARSERS_OF_SET_480: Record<string, FrameworkParser> = {
  'corasense--ad-phrase-offensiveness-moderation-russian-json-reason-allowed-kotlinx-strict-decode': coraSense,
  'detoxigram--chat-message-toxicity-0-4-few-shot-system-first-digit-run-regex': detoxigram,
  'dersimiz--tutoring-chat-message-moderation-approved-blocked-flagged-trimmed-lowercase-label': dersimiz,
  'safebuddy--verbal-abuse-grooming-severity-0-2-json-aggressor-severity-python-json-loads': safebuddy,
};
