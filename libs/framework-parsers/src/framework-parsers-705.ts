/**
 * Set 705: replicas of the reply readers of four game judges (interactive fiction, player chat moderation):
 * ZorkGPT's critic of a proposed Zork command (repaired JSON read into a pydantic model), ATOX's Gemini moderator of
 * Minecraft chat (a JSON array of sanctions read by Gson's lenient JsonParser), ChatModeration's Turkish profanity
 * check ("var"/"yok", read by startsWith("var")) and NoToxic's Dota 2 chat language check ("Yes"/"No", read by
 * startswith("yes")). Each parser answers: would the project get a verdict out of this reply (not a default, not an
 * exception, not a retry, not a skipped sample)?
 */
import { isObject, PY_SPACE, pyStrip, pythonLoadsNumbers, RUST_TRIM } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. ZorkGPT, zork_critic.py ZorkCritic.evaluate_action (stickystyle/ZorkGPT):
//      response_content = response.choices[0].message.content
//      try:
//          if "```json" in response_content:
//              start_idx = response_content.find("```json") + len("```json")
//              end_idx = response_content.find("```", start_idx)
//              json_content = response_content[start_idx:end_idx].strip() if end_idx != -1 else response_content[start_idx:].strip()
//          elif "```" in response_content:
//              start_idx = response_content.find("```") + 3
//              end_idx = response_content.find("```", start_idx)
//              ... the same slicing and .strip()
//          else:
//              json_content = response_content.strip()
//          json_content = re.sub(r':\s*\+(\d+\.?\d*)', r': \1', json_content)     # +0.2 -> 0.2
//          quote_count = json_content.count('"')
//          if quote_count % 2 == 1:
//              json_content += '"'
//          if json_content.strip() and not json_content.strip().endswith('}'):
//              json_content = json_content.strip() + '}'
//          parsed_data = json.loads(json_content)
//          return CriticResponse(**parsed_data)
//      except Exception as e:
//          return CriticResponse(score=0.0, justification="Critic evaluation error (parsing).")   # the default
//    class CriticResponse(BaseModel):  score: float; justification: str; confidence: float = 0.8   (pydantic v2, lax)
//    ** needs a dict; extra keys are ignored. Python's \s is Unicode whitespace, \d any Unicode decimal digit.
const ZORK_PLUS_NUMBER = new RegExp(`:[${PY_SPACE}]*\\+(\\p{Nd}+\\.?\\p{Nd}*)`, 'gu');
const zorkFenced = (content: string, marker: string): string => {
  const start = content.indexOf(marker) + marker.length;
  const end = content.indexOf('```', start);
  return pyStrip(end !== -1 ? content.slice(start, end) : content.slice(start));
};
const zorkRepair = (content: string): string => {
  let json: string;
  if (content.includes('```json')) json = zorkFenced(content, '```json');
  else if (content.includes('```')) json = zorkFenced(content, '```');
  else json = pyStrip(content);
  json = json.replace(ZORK_PLUS_NUMBER, ': $1');
  if ((json.match(/"/g)?.length ?? 0) % 2 === 1) json += '"';
  const stripped = pyStrip(json);
  if (stripped && !stripped.endsWith('}')) json = stripped + '}';
  return json;
};
// pydantic-core float from a str (checked against pydantic 2.13 on 20,000 generated strings): Rust f64 syntax (ASCII
// digits, inf/infinity/nan in any case, a sign) after trimming Rust whitespace; failing that, a str holding '_' is
// read again with every '_' removed and no trimming, unless it starts or ends with '_' or holds '__'.
const RUST_F64 = /^[+-]?(?:(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?|inf|infinity|nan)$/i;
const pydanticFloatStr = (s: string): boolean => {
  if (RUST_F64.test(s.replace(RUST_TRIM, ''))) return true;
  if (!s.includes('_') || s.startsWith('_') || s.endsWith('_') || s.includes('__')) return false;
  return RUST_F64.test(s.replace(/_/g, ''));
};
// lax float field: JSON numbers (NaN and infinities included), bools, or a str as above; None, lists, dicts fail
const pydanticFloat = (v: unknown): boolean =>
  typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && pydanticFloatStr(v));
const own = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);
const zorkgpt: FrameworkParser = (reply) => {
  const data = pythonLoadsNumbers(zorkRepair(reply)); // json.loads, strict=True; undefined when it raises
  if (!isObject(data)) return false; // CriticResponse(**list) raises TypeError
  if (!own(data, 'score') || !pydanticFloat(data['score'])) return false;
  if (typeof data['justification'] !== 'string') return false; // str field: numbers, None, lists are refused
  if (own(data, 'confidence') && !pydanticFloat(data['confidence'])) return false;
  return true;
};

// ---------------------------------------------------------------------------------------------------------------
// 2. ATOX (Sh4doS3kr/ATOX-AI-Powered-Chat-Moderation-for-Minecraft), GeminiAnalyzer.parseSanctions:
//      try {
//          String text = partsArr.get(0).getAsJsonObject().get("text").getAsString().trim();
//          if (text.startsWith("```")) {
//              text = text.replaceAll("^```[a-zA-Z]*\\n?", "").replaceAll("\\n?```$", "").trim();
//          }
//          JsonArray sanctionsArray = JsonParser.parseString(text).getAsJsonArray();
//          for (JsonElement elem : sanctionsArray) {
//              JsonObject obj = elem.getAsJsonObject();
//              String player = obj.get("player").getAsString();
//              String action = obj.get("action").getAsString().toUpperCase();
//              String reason = obj.get("reason").getAsString();
//              String triggerMessage = obj.has("trigger_message") ? obj.get("trigger_message").getAsString() : "N/A";
//              String duration = obj.has("duration") && !obj.get("duration").isJsonNull() ? obj.get("duration").getAsString() : "";
//              if (isValidAction(action)) { sanctions.add(new Sanction(player, action, reason, triggerMessage, duration)); }
//          }
//      } catch (Exception e) {
//          logger.warning("[ATOX] Error parsing Gemini response: " + e.getMessage());   // sanctions so far (none)
//      }
//      return sanctions;
//    JsonParser.parseString reads LENIENTLY (Gson 2.11 JsonReader): comments, single-quoted and unquoted names and
//    strings, '=' / '=>' for ':', ';' for ',', a ")]}'\n" prefix, empty array slots read as JsonNull. parseReader puts
//    the reader back in strict mode before checking for END_DOCUMENT, so after the value only JSON whitespace may
//    follow (a comment there throws too). An empty document is JsonNull.
type GsonValue =
  | { kind: 'object'; members: Map<string, GsonValue> }
  | { kind: 'array'; items: GsonValue[] }
  | { kind: 'null' }
  | { kind: 'primitive' };
class GsonSyntaxError extends Error {}
const GSON_NON_LITERAL = '/\\;#={}[]:, \t\f\r\n';
const gsonIsLiteral = (c: string) => c !== '' && !GSON_NON_LITERAL.includes(c);
const GSON_ESCAPES: Record<string, string> = { t: '\t', b: '\b', n: '\n', r: '\r', f: '\f', '\n': '\n', "'": "'", '"': '"', '\\': '\\', '/': '/' };
class GsonLenientReader {
  pos = 0;
  constructor(private readonly s: string) {}
  private fail(): never {
    throw new GsonSyntaxError();
  }
  private skipToEndOfLine(): void {
    while (this.pos < this.s.length) {
      const c = this.s[this.pos++];
      if (c === '\n' || c === '\r') return;
    }
  }
  /** JsonReader.nextNonWhitespace: the next character after ' ', '\n', '\t', '\r' and comments; '' at the end. */
  nextNonWhitespace(): string {
    const s = this.s;
    while (this.pos < s.length) {
      const c = s[this.pos++]!;
      if (c === ' ' || c === '\n' || c === '\t' || c === '\r') continue;
      if (c === '/') {
        const next = s[this.pos];
        if (next === '*') {
          const end = s.indexOf('*/', this.pos + 1);
          if (end < 0) this.fail(); // Unterminated comment
          this.pos = end + 2;
          continue;
        }
        if (next === '/') {
          this.pos++;
          this.skipToEndOfLine();
          continue;
        }
        return c;
      }
      if (c === '#') {
        this.skipToEndOfLine();
        continue;
      }
      return c;
    }
    return '';
  }
  private literal(): string {
    const start = this.pos - 1;
    while (this.pos < this.s.length && gsonIsLiteral(this.s[this.pos]!)) this.pos++;
    return this.s.slice(start, this.pos);
  }
  private quoted(quote: string): string {
    let out = '';
    for (;;) {
      if (this.pos >= this.s.length) this.fail(); // Unterminated string
      const c = this.s[this.pos++]!;
      if (c === quote) return out;
      if (c !== '\\') {
        out += c;
        continue;
      }
      if (this.pos >= this.s.length) this.fail(); // Unterminated escape sequence
      const e = this.s[this.pos++]!;
      if (e === 'u') {
        const hex = this.s.slice(this.pos, this.pos + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail(); // Malformed Unicode escape
        out += String.fromCharCode(parseInt(hex, 16));
        this.pos += 4;
      } else if (e in GSON_ESCAPES) out += GSON_ESCAPES[e];
      else this.fail(); // Invalid escape sequence
    }
  }
  /** A value whose first character `c` has been consumed. */
  value(c: string): GsonValue {
    if (c === '"' || c === "'") {
      this.quoted(c);
      return { kind: 'primitive' };
    }
    if (c === '[') return this.array();
    if (c === '{') return this.object();
    if (!gsonIsLiteral(c)) this.fail(); // Expected value / Unexpected value / End of input
    // keywords (true/false/null in any letter case) and numbers are runs of literal characters like unquoted strings
    return /^null$/i.test(this.literal()) ? { kind: 'null' } : { kind: 'primitive' };
  }
  private array(): GsonValue {
    const items: GsonValue[] = [];
    for (let first = true; ; first = false) {
      if (!first) {
        const sep = this.nextNonWhitespace();
        if (sep === ']') return { kind: 'array', items };
        if (sep !== ',' && sep !== ';') this.fail(); // Unterminated array
      }
      const c = this.nextNonWhitespace();
      if (c === ']' && first) return { kind: 'array', items };
      if (c === ']' || c === ',' || c === ';') {
        this.pos--; // a 0-length element is a JsonNull; the separator is read again
        items.push({ kind: 'null' });
        continue;
      }
      items.push(this.value(c));
    }
  }
  private object(): GsonValue {
    const members = new Map<string, GsonValue>();
    for (let first = true; ; first = false) {
      if (!first) {
        const sep = this.nextNonWhitespace();
        if (sep === '}') return { kind: 'object', members };
        if (sep !== ',' && sep !== ';') this.fail(); // Unterminated object
      }
      const c = this.nextNonWhitespace();
      let name: string;
      if (c === '"' || c === "'") name = this.quoted(c);
      else if (c === '}' && first) return { kind: 'object', members };
      else if (gsonIsLiteral(c)) name = this.literal();
      else this.fail(); // Expected name
      const colon = this.nextNonWhitespace();
      if (colon === '=') {
        if (this.s[this.pos] === '>') this.pos++;
      } else if (colon !== ':') this.fail(); // Expected ':'
      members.set(name, this.value(this.nextNonWhitespace())); // a duplicate name replaces the earlier value
    }
  }
}
const gsonParseString = (text: string): GsonValue => {
  const reader = new GsonLenientReader(text);
  if (reader.nextNonWhitespace() === '') return { kind: 'null' }; // empty document: JsonNull
  reader.pos--;
  if (text.startsWith(")]}'\n", reader.pos)) reader.pos += 5; // consumeNonExecutePrefix
  const c = reader.nextNonWhitespace();
  if (c === '') return { kind: 'null' };
  const value = reader.value(c);
  // parseReader restores the reader's strict mode before its END_DOCUMENT check: only JSON whitespace may follow
  if (value.kind !== 'null' && !/^[ \n\t\r]*$/.test(text.slice(reader.pos))) throw new GsonSyntaxError();
  return value;
};
// JsonElement.getAsString: primitives read, JsonNull / JsonObject throw, a JsonArray only with exactly one element
const gsonGetAsString = (v: GsonValue | undefined): void => {
  if (v === undefined) throw new GsonSyntaxError(); // obj.get(missing) is null: NullPointerException
  if (v.kind === 'primitive') return;
  if (v.kind === 'array' && v.items.length === 1) return gsonGetAsString(v.items[0]);
  throw new GsonSyntaxError();
};
const JAVA_TRIM = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// Java's non-MULTILINE $ also matches before one final line terminator
const JAVA_CLOSING_FENCE = /\n?```(?=(?:\r\n|[\n\r\u0085\u2028\u2029])?$)/g;
const atox: FrameworkParser = (reply) => {
  let text = reply.replace(JAVA_TRIM, '');
  if (text.startsWith('```')) text = text.replace(/^```[a-zA-Z]*\n?/, '').replace(JAVA_CLOSING_FENCE, '').replace(JAVA_TRIM, '');
  try {
    const root = gsonParseString(text);
    if (root.kind !== 'array') return false; // getAsJsonArray: IllegalStateException
    for (const elem of root.items) {
      if (elem.kind !== 'object') return false; // getAsJsonObject: IllegalStateException
      const m = elem.members;
      gsonGetAsString(m.get('player'));
      gsonGetAsString(m.get('action'));
      gsonGetAsString(m.get('reason'));
      if (m.has('trigger_message')) gsonGetAsString(m.get('trigger_message'));
      const duration = m.get('duration');
      if (duration !== undefined && duration.kind !== 'null') gsonGetAsString(duration);
    }
    return true;
  } catch (e) {
    if (e instanceof GsonSyntaxError) return false;
    throw e;
  }
};

// ---------------------------------------------------------------------------------------------------------------
// 3. ChatModeration (ImmortalMan01/mod-plugin), ModerationService.sendChatRequest, onResponse:
//      String content = cr.choices[0].message.content == null ? "" : cr.choices[0].message.content.trim().toLowerCase();
//      boolean trigger = content.startsWith("var");
//      future.complete(new Result(trigger, trigger, new HashMap<>()));
//    Java trim() peels chars <= U+0020; toLowerCase() (any locale) maps only V/A/R onto v/a/r. Every reply that does not
//    start with "var" ("yok" included) gets the same not-triggered Result as an error or a skipped request.
const chatmod: FrameworkParser = (reply) => /^[vV][aA][rR]/.test(reply.replace(JAVA_TRIM, ''));

// 4. NoToxic (Oats-Consumers/NoToxic), clients/OpenAIClient.py check_is_english_text:
//      try:
//          prompt = PromptBuilder.LanguageCheckPrompt().build_is_english_prompt(text)
//          result = self.__chat(prompt).strip().lower()
//          return result.startswith("yes")
//      except Exception as e:
//          print(f"⚠️ Language check failed: {e}")
//          return True
//    str.strip() peels Unicode whitespace; str.lower() maps only Y/E/S onto y/e/s. Every other reply ("No" included)
//    falls through the startswith test to False.
const notoxic: FrameworkParser = (reply) => /^[yY][eE][sS]/.test(pyStrip(reply));

export const PARSERS_OF_SET_705: Record<string, FrameworkParser> = {
  'zorkgpt--zork-proposed-action-critic-minus1-to-1-json-score-justification-confidence-repaired-json-pydantic': zorkgpt,
  'atox--minecraft-player-chat-sanction-json-array-player-action-reason-gson-lenient': atox,
  'chatmod--minecraft-turkish-chat-profanity-insult-var-yok-startswith-var': chatmod,
  'notoxic--dota2-chat-message-is-english-yes-no-startswith-yes': notoxic,
};
