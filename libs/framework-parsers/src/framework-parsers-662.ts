/**
 * Set 662: replicas of the reply readers of four language-learning judges: Vocava's Mad Libs grader (Claude, JSON read
 * from the first brace to the end of the reply), One Click Eng's Gemini speaking-audio judge (Java, Gson lenient reader
 * over the first-brace-to-last-brace slice), myGermanAITeacher's grammar-exercise grader (Python, three-step JSON
 * extraction, a string-comparison fallback when it fails) and languageR's GPT-4o-audio pronunciation judge (Node,
 * JSON.parse after stripping a leading code fence). Each parser answers: would the project get a verdict out of this
 * reply (not a default, not an exception, not a fallback)?
 */
import { isObject, PY_SPACE, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. Vocava, src/vocava/pages/6_👾_Arcade.py (FyZyX/vocava):
//      response = self._chatbot.generate(prompt, max_tokens=650)
//      try:
//          response = response.replace("```json", "").replace("```", "")
//          start = response.find("{")
//          payload = response[start:]                 # no '{' -> start == -1 -> the last character only
//          data = json.loads(payload)
//          return data
//      except json.decoder.JSONDecodeError as e:
//          st.error(e); st.write(response)            # returns None
//    play_mad_libs:
//      st.markdown(data["output"])                    # None -> TypeError, missing key -> KeyError
//      st.info(data["translation"])
//      st.metric("Total Points", data["points"])      # int, float, str (bool is an int) or None ('—'); else TypeError
//    Python json.loads is strict: no trailing text ("Extra data"), no raw control characters inside strings,
//    NaN/Infinity accepted. A null 'points' only shows the '—' placeholder: no verdict.
const vocava: FrameworkParser = (reply) => {
  const response = reply.split('```json').join('').split('```').join('');
  const start = response.indexOf('{');
  const payload = start === -1 ? response.slice(-1) : response.slice(start);
  const data = pythonLoadsNumbers(payload);
  if (!isObject(data)) return false;
  if (!hasOwn(data, 'output') || !hasOwn(data, 'translation') || !hasOwn(data, 'points')) return false;
  const points = data['points'];
  return typeof points === 'number' || typeof points === 'boolean' || typeof points === 'string';
};

// ---------------------------------------------------------------------------------------------------------------
// 2. One Click Eng, android/app/src/main/java/com/example/test/manager_gemini/SpeakingFeedbackManager.java
//    (jjundev/project_one_click_eng):
//      String text = firstPart.getAsJsonObject().get("text").getAsString();
//      String cleanJson = extractJson(text);
//      JsonReader reader = new JsonReader(new StringReader(cleanJson));
//      reader.setLenient(true);
//      JsonElement element = JsonParser.parseReader(reader);      // reads the FIRST value only
//      if (element.isJsonArray()) { if (size > 0) resultJson = resultArray.get(0).getAsJsonObject(); else error }
//      else if (element.isJsonObject()) resultJson = element.getAsJsonObject(); else notifyError(...)
//      int fluency = resultJson.has("fluency") ? resultJson.get("fluency").getAsInt() : 0;
//      int confidence = resultJson.has("confidence") ? resultJson.get("confidence").getAsInt() : 0;
//      int hesitations = resultJson.has("hesitations") ? resultJson.get("hesitations").getAsInt() : 0;
//      String transcript = resultJson.has("transcript") ? resultJson.get("transcript").getAsString() : "";
//      if (has("feedback_message") && !get(..).isJsonNull()) getAsString()
//      else if (has("feedbackMessage") && !get(..).isJsonNull()) getAsString()
//      callback.onSuccess(new FluencyFeedback(...))                // inside try { } catch (Exception e) { notifyError }
//    extractJson: from the first '{' or '[' (whichever comes first) to the last '}' or ']' (whichever comes last);
//    the whole text when there is no opening bracket, no closing one, or end < start.
//    A verdict: onSuccess fires AND fluency and confidence (the 1-10 scores) were in the reply (absent -> default 0).
type GsonNode =
  | { t: 'obj'; m: Map<string, GsonNode> }
  | { t: 'arr'; a: GsonNode[] }
  | { t: 'str'; v: string }
  | { t: 'num'; v: string }
  | { t: 'bool'; v: boolean }
  | { t: 'null' };

class GsonSyntaxError extends Error {}

// JsonReader.isLiteral: these characters end an unquoted literal ('/', '\\', ';', '#', '=' only in lenient mode, which
// this reader is in).
const GSON_NON_LITERAL = '/\\;#={}[]:, \t\f\r\n';
const gsonIsLiteral = (c: string | undefined) => c !== undefined && !GSON_NON_LITERAL.includes(c);

/** Gson's lenient JsonReader + JsonParser.parseReader(JsonReader): the first JSON value of the text; throws where Gson throws. */
const gsonLenientFirstValue = (text: string): GsonNode => {
  let pos = 0;
  const n = text.length;
  const fail = (): never => {
    throw new GsonSyntaxError();
  };
  const skipToEndOfLine = () => {
    while (pos < n) {
      const c = text[pos++];
      if (c === '\n' || c === '\r') break;
    }
  };
  // nextNonWhitespace(true): skips ' ', '\n', '\r', '\t' and // # /* */ comments; EOF throws
  const nextNonWhitespace = (): string => {
    while (pos < n) {
      const c = text[pos++]!;
      if (c === ' ' || c === '\n' || c === '\r' || c === '\t') continue;
      if (c === '/') {
        if (pos >= n) return c;
        const peek = text[pos];
        if (peek === '*') {
          const end = text.indexOf('*/', pos + 1);
          if (end < 0) fail(); // Unterminated comment
          pos = end + 2;
          continue;
        }
        if (peek === '/') {
          pos++;
          skipToEndOfLine();
          continue;
        }
        return c;
      }
      if (c === '#') {
        skipToEndOfLine();
        continue;
      }
      return c;
    }
    return fail(); // End of input
  };
  const readQuoted = (quote: string): string => {
    let out = '';
    for (;;) {
      if (pos >= n) fail(); // Unterminated string
      const c = text[pos++]!;
      if (c === quote) return out;
      if (c !== '\\') {
        out += c; // raw control characters are allowed
        continue;
      }
      if (pos >= n) fail();
      const e = text[pos++]!;
      switch (e) {
        case 'u': {
          const hex = text.slice(pos, pos + 4);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail(); // Malformed Unicode escape
          out += String.fromCharCode(parseInt(hex, 16));
          pos += 4;
          break;
        }
        case 't':
          out += '\t';
          break;
        case 'b':
          out += '\b';
          break;
        case 'n':
          out += '\n';
          break;
        case 'r':
          out += '\r';
          break;
        case 'f':
          out += '\f';
          break;
        case '\n':
        case "'":
        case '"':
        case '\\':
        case '/':
          out += e;
          break;
        default:
          fail(); // Invalid escape sequence
      }
    }
  };
  const readLiteral = (): string => {
    const start = pos;
    while (pos < n && gsonIsLiteral(text[pos])) pos++;
    return text.slice(start, pos);
  };
  // peekKeyword: true/false/null, each character lower or upper case, not followed by a literal character
  const peekKeyword = (): GsonNode | undefined => {
    const c0 = text[pos];
    const keyword = c0 === 't' || c0 === 'T' ? 'true' : c0 === 'f' || c0 === 'F' ? 'false' : c0 === 'n' || c0 === 'N' ? 'null' : undefined;
    if (!keyword) return undefined;
    for (let i = 1; i < keyword.length; i++) {
      const c = text[pos + i];
      if (c === undefined || (c !== keyword[i] && c !== keyword[i]!.toUpperCase())) return undefined;
    }
    if (gsonIsLiteral(text[pos + keyword.length])) return undefined;
    pos += keyword.length;
    return keyword === 'null' ? { t: 'null' } : { t: 'bool', v: keyword === 'true' };
  };
  // peekNumber: the JSON number grammar (no leading zeros); a literal character right after it makes it a string
  const peekNumber = (): GsonNode | undefined => {
    type S = 'none' | 'sign' | 'digit' | 'decimal' | 'fraction' | 'expE' | 'expSign' | 'expDigit';
    let last: S = 'none';
    let zeroSoFar = false;
    let i = 0;
    for (; pos + i < n; i++) {
      const c = text[pos + i]!;
      if (c === '-') {
        if (last === 'none') last = 'sign';
        else if (last === 'expE') last = 'expSign';
        else return undefined;
        continue;
      }
      if (c === '+') {
        if (last === 'expE') last = 'expSign';
        else return undefined;
        continue;
      }
      if (c === 'e' || c === 'E') {
        if (last === 'digit' || last === 'fraction') last = 'expE';
        else return undefined;
        continue;
      }
      if (c === '.') {
        if (last === 'digit') last = 'decimal';
        else return undefined;
        continue;
      }
      if (c < '0' || c > '9') {
        if (!gsonIsLiteral(c)) break;
        return undefined;
      }
      if (last === 'sign' || last === 'none') {
        last = 'digit';
        zeroSoFar = c === '0';
      } else if (last === 'digit') {
        if (zeroSoFar) return undefined; // leading '0' prefix is not allowed
      } else if (last === 'decimal') last = 'fraction';
      else if (last === 'expE' || last === 'expSign') last = 'expDigit';
    }
    if (last !== 'digit' && last !== 'fraction' && last !== 'expDigit') return undefined;
    const v = text.slice(pos, pos + i);
    pos += i;
    return { t: 'num', v };
  };
  const readValue = (inArray: boolean): GsonNode => {
    const c = nextNonWhitespace();
    switch (c) {
      case ']':
      case ';':
      case ',':
        if (!inArray) fail(); // Unexpected value
        pos--; // a 0-length literal in an array means null
        return { t: 'null' };
      case "'":
        return { t: 'str', v: readQuoted("'") };
      case '"':
        return { t: 'str', v: readQuoted('"') };
      case '[':
        return readArray();
      case '{':
        return readObject();
      default:
        pos--;
    }
    const keyword = peekKeyword();
    if (keyword) return keyword;
    const number = peekNumber();
    if (number) return number;
    if (!gsonIsLiteral(text[pos])) fail(); // Expected value
    return { t: 'str', v: readLiteral() };
  };
  const readArray = (): GsonNode => {
    const a: GsonNode[] = [];
    let first = true;
    for (;;) {
      const c = nextNonWhitespace();
      if (c === ']') return { t: 'arr', a };
      if (first) pos--;
      else if (c !== ',' && c !== ';') fail(); // Unterminated array
      first = false;
      a.push(readValue(true));
    }
  };
  const readObject = (): GsonNode => {
    const m = new Map<string, GsonNode>();
    let first = true;
    for (;;) {
      if (!first) {
        const c = nextNonWhitespace();
        if (c === '}') return { t: 'obj', m };
        if (c !== ',' && c !== ';') fail(); // Unterminated object
      }
      const c = nextNonWhitespace();
      let name: string;
      if (c === '"') name = readQuoted('"');
      else if (c === "'") name = readQuoted("'");
      else if (c === '}') {
        if (first) return { t: 'obj', m };
        return fail(); // Expected name
      } else {
        pos--;
        if (!gsonIsLiteral(c)) fail(); // Expected name
        name = readLiteral();
      }
      const sep = nextNonWhitespace();
      if (sep === '=') {
        if (text[pos] === '>') pos++;
      } else if (sep !== ':') fail(); // Expected ':'
      m.set(name, readValue(false)); // JsonObject.add: a duplicate name replaces the earlier value
      first = false;
    }
  };
  // lenient documents may open with the non-execute prefix )]}'\n
  let k = 0;
  while (k < n && ' \n\r\t'.includes(text[k]!)) k++;
  if (text.startsWith(")]}'\n", k)) pos = k + 5;
  return readValue(false);
};

// Integer.parseInt: a sign, then decimal digits (Character.digit accepts any Unicode Nd digit), within int range.
const javaParseIntOk = (s: string): boolean => {
  const m = /^([+-]?)(\p{Nd}+)$/u.exec(s);
  if (!m) return false;
  let value = 0;
  for (const d of m[2]!) {
    value = value * 10 + digitOf(d);
    if (value > 2147483648) return false;
  }
  return m[1] === '-' ? value <= 2147483648 : value <= 2147483647;
};
const digitOf = (d: string): number => {
  const cp = d.codePointAt(0)!;
  let start = cp;
  while (start > 0 && /\p{Nd}/u.test(String.fromCodePoint(start - 1))) start--;
  return (cp - start) % 10;
};
// JsonElement.getAsInt: a number (LazilyParsedNumber.intValue never fails on a JSON number), a string parseInt reads,
// or a one-element array of those; booleans, null and objects throw.
const gsonGetAsIntOk = (node: GsonNode): boolean =>
  node.t === 'num' || (node.t === 'str' && javaParseIntOk(node.v)) || (node.t === 'arr' && node.a.length === 1 && gsonGetAsIntOk(node.a[0]!));
// JsonElement.getAsString: any primitive, or a one-element array of one; null and objects throw.
const gsonGetAsStringOk = (node: GsonNode): boolean =>
  node.t === 'str' || node.t === 'num' || node.t === 'bool' || (node.t === 'arr' && node.a.length === 1 && gsonGetAsStringOk(node.a[0]!));

const oneClickExtractJson = (text: string): string => {
  if (text === '') return '';
  const firstBrace = text.indexOf('{');
  const firstBracket = text.indexOf('[');
  let start = -1;
  if (firstBrace !== -1 && (firstBracket === -1 || firstBrace < firstBracket)) start = firstBrace;
  else if (firstBracket !== -1) start = firstBracket;
  if (start === -1) return text;
  const lastBrace = text.lastIndexOf('}');
  const lastBracket = text.lastIndexOf(']');
  let end = -1;
  if (lastBrace !== -1 && (lastBracket === -1 || lastBrace > lastBracket)) end = lastBrace;
  else if (lastBracket !== -1) end = lastBracket;
  if (end === -1 || end < start) return text;
  return text.slice(start, end + 1);
};

const oneClickEngSpeaking: FrameworkParser = (reply) => {
  let element: GsonNode;
  try {
    element = gsonLenientFirstValue(oneClickExtractJson(reply));
  } catch {
    return false; // JsonSyntaxException (an empty text gives JsonNull, also not an object)
  }
  let resultJson: Map<string, GsonNode>;
  if (element.t === 'arr') {
    const first = element.a[0];
    if (!first || first.t !== 'obj') return false;
    resultJson = first.m;
  } else if (element.t === 'obj') resultJson = element.m;
  else return false;
  for (const key of ['fluency', 'confidence', 'hesitations']) {
    const v = resultJson.get(key);
    if (v && !gsonGetAsIntOk(v)) return false;
  }
  const transcript = resultJson.get('transcript');
  if (transcript && !gsonGetAsStringOk(transcript)) return false;
  const snake = resultJson.get('feedback_message');
  const camel = resultJson.get('feedbackMessage');
  if (snake && snake.t !== 'null') {
    if (!gsonGetAsStringOk(snake)) return false;
  } else if (camel && camel.t !== 'null' && !gsonGetAsStringOk(camel)) return false;
  return resultJson.has('fluency') && resultJson.has('confidence');
};

// ---------------------------------------------------------------------------------------------------------------
// 3. myGermanAITeacher, backend/app/services/grammar_ai_service.py (zistan/myGermanAITeacher):
//      response_text = response.content[0].text
//      evaluation = self._extract_json(response_text)
//      if evaluation and isinstance(evaluation, dict):
//          return evaluation
//      else:                                             # fallback: exact string comparison, not the judge's verdict
//    _extract_json(text):
//      try: return json.loads(text)                      # whatever it decodes to (a list is returned too)
//      except json.JSONDecodeError: pass
//      json_pattern = r'```(?:json)?\s*(\{.*?\}|\[.*?\])\s*```'
//      matches = re.findall(json_pattern, text, re.DOTALL)
//      if matches:
//          try: return json.loads(matches[0])
//          except json.JSONDecodeError: pass
//      json_pattern = r'(\{.*\}|\[.*\])'
//      matches = re.findall(json_pattern, text, re.DOTALL)
//      if matches:
//          for match in sorted(matches, key=len, reverse=True):
//              try: return json.loads(match)
//              except json.JSONDecodeError: continue
//      return None
//    The grammar route then reads evaluation["is_correct"] (KeyError -> 500) and stores it in
//    GrammarExerciseAttempt(is_correct=...): SQLAlchemy's Boolean takes only None/True/False (0 and 1 equal them).
//    Python's \s is Unicode whitespace; sorted() is stable and len() counts code points.
const PY_WS = `[${PY_SPACE}]`;
const GERMAN_FENCED = new RegExp(`\`\`\`(?:json)?${PY_WS}*(\\{[\\s\\S]*?\\}|\\[[\\s\\S]*?\\])${PY_WS}*\`\`\``, 'gu');
const GERMAN_ANY = /(\{[\s\S]*\}|\[[\s\S]*\])/gu;
const germanExtractJson = (text: string): unknown => {
  const direct = pythonLoadsNumbers(text);
  if (direct !== undefined) return direct;
  const fenced = [...text.matchAll(GERMAN_FENCED)].map((m) => m[1]!);
  if (fenced.length) {
    const v = pythonLoadsNumbers(fenced[0]!);
    if (v !== undefined) return v;
  }
  const any = [...text.matchAll(GERMAN_ANY)].map((m) => m[1]!);
  const byLength = [...any].sort((a, b) => [...b].length - [...a].length);
  for (const match of byLength) {
    const v = pythonLoadsNumbers(match);
    if (v !== undefined) return v;
  }
  return null;
};
const myGermanAiTeacherGrammar: FrameworkParser = (reply) => {
  const evaluation = germanExtractJson(reply);
  if (!isObject(evaluation) || Object.keys(evaluation).length === 0) return false;
  if (!hasOwn(evaluation, 'is_correct')) return false;
  const v = evaluation['is_correct'];
  return typeof v === 'boolean' || v === 0 || v === 1;
};

// ---------------------------------------------------------------------------------------------------------------
// 4. languageR, backend/services/gpt4PronunciationService.js assessPronunciationScore (phillipdacosta/languageR):
//      const resultText = response.choices[0].message.content;
//      let cleanJson = resultText.trim();
//      if (cleanJson.startsWith('```json')) {
//        cleanJson = cleanJson.replace(/```json\n?/g, '').replace(/```\n?$/g, '');
//      } else if (cleanJson.startsWith('```')) {
//        cleanJson = cleanJson.replace(/```\n?/g, '');
//      }
//      const result = JSON.parse(cleanJson.trim());
//      console.log(`   Overall Score: ${result.overallScore}/100`);   // + accuracyScore, fluencyScore, prosodyScore
//      console.log(`   Words to improve: ${result.wordsToImprove?.length || 0}`);
//      return { overallScore: result.overallScore || 0, ...,
//               mispronunciations: (result.wordsToImprove || []).map(w => ({ word: w.word, ... })), ... };
//    } catch (error) { ...; return null; }
//    null -> TypeError; a truthy non-array wordsToImprove or a null item in it -> TypeError; a template literal of an
//    object with its own "toString" key -> TypeError. The verdict overallScore counts when truthy or the number 0.
const interpolates = (v: unknown): boolean => {
  if (Array.isArray(v)) return v.every((x) => x === null || x === undefined || interpolates(x));
  if (isObject(v)) return !hasOwn(v, 'toString');
  return true;
};
const languagerPronunciation: FrameworkParser = (reply) => {
  let cleanJson = reply.trim();
  if (cleanJson.startsWith('```json')) cleanJson = cleanJson.replace(/```json\n?/g, '').replace(/```\n?$/g, '');
  else if (cleanJson.startsWith('```')) cleanJson = cleanJson.replace(/```\n?/g, '');
  let result: unknown;
  try {
    result = JSON.parse(cleanJson.trim());
  } catch {
    return false;
  }
  if (result === null) return false;
  const get = (k: string): unknown => (isObject(result) ? result[k] : undefined);
  for (const k of ['overallScore', 'accuracyScore', 'fluencyScore', 'prosodyScore']) if (!interpolates(get(k))) return false;
  const words = get('wordsToImprove');
  const length = words === null || words === undefined ? undefined : typeof words === 'string' || Array.isArray(words) ? words.length : isObject(words) ? words['length'] : undefined;
  if (!interpolates(length || 0)) return false;
  if (words) {
    if (!Array.isArray(words)) return false; // .map is not a function
    if (words.some((w) => w === null)) return false; // w.word of null
  }
  const overall = get('overallScore');
  return Boolean(overall) || overall === 0;
};

export const PARSERS_OF_SET_662: Record<string, FrameworkParser> = {
  'vocava--arcade-mad-libs-filled-blanks-total-points-json-after-first-brace': vocava,
  'one-click-eng--speaking-audio-fluency-confidence-1-10-json-gson-lenient-first-value': oneClickEngSpeaking,
  'mygermanaiteacher--grammar-exercise-answer-is-correct-json-extract-json-with-fallback': myGermanAiTeacherGrammar,
  'languager--lesson-audio-pronunciation-overall-0-100-json-parse-after-fence-strip': languagerPronunciation,
};
