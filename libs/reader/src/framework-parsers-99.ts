/**
 * Set 99: replicas of the reply readers of twelve LLM-judge templates written in JavaScript/TypeScript (Node, Deno,
 * Next.js, Vercel AI SDK 3/4/6, LangChain.js / LangGraph.js, Mastra, Genkit, Playwright). Each parser answers: would
 * the project get a verdict out of this reply (not a default, not an exception)?
 *
 * For structured-output requests (response_format json_schema, forced tool calls, Gemini responseSchema) the reply
 * is the text the SDK hands to its parser: the message content, or the forced tool call's arguments string.
 */
import { isObject, secureJsonParse } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const isString = (v: unknown): v is string => typeof v === 'string';
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);

// ---------------------------------------------------------------------------------------------------------------
// 1. langchainjs LabeledPairwiseStringEvalChain, libs/langchain-classic/src/evaluation/comparison/pairwise.ts
//    PairwiseStringResultOutputParser.parseResult():
//      const parsed = text.trim().split("\n");
//      if (parsed.length === 1) { [verdict] = parsed; } else { verdict = parsed[parsed.length - 1]; }
//      verdict = verdict.replace(/\[+/, "").replace(/]+/, "");
//      if (!["A", "B", "C"].includes(verdict)) { throw new Error(`Invalid verdict: ${verdict}. ...`); }
//      const score = { A: 1, B: 0, C: 0.5 }[verdict];
const langchainjsPairwise: FrameworkParser = (reply) => {
  const parsed = reply.trim().split('\n');
  let verdict = parsed.length === 1 ? parsed[0]! : parsed[parsed.length - 1]!;
  verdict = verdict.replace(/\[+/, '').replace(/]+/, '');
  return ['A', 'B', 'C'].includes(verdict);
};

// ---------------------------------------------------------------------------------------------------------------
// 2. ai-tester evaluator, src/main/evaluations.ts:
//      response = await generateTextFn({ model, messages, temperature, output: Output.object({ schema: evalSchema }), ... })
//      // evalSchema = z.object({ feedback: z.string().optional(), pass: z.boolean() })
//      } catch (err) { logModelError(err, 'eval', ...); break }          // NoObjectGeneratedError -> no verdict
//      pass: response.output.pass ? 1 : 0, feedback: trimmedFeedback ? trimmedFeedback : null
//    ai 6 Output.object.parseOutput: safeParseJSON({ text }) (secure-json-parse of the whole text), then
//    safeValidateTypes with the zod 3 schema (unknown keys stripped, null is not "optional").
const aiTesterEvaluator: FrameworkParser = (reply) => {
  const value = secureJsonParse(reply);
  if (!isObject(value)) return false;
  if (typeof value['pass'] !== 'boolean') return false;
  const feedback = value['feedback'];
  return feedback === undefined || isString(feedback);
};

// ---------------------------------------------------------------------------------------------------------------
// 3. useful-writing, src/response/index.mjs:
//      const pattern = /<novel>(?<novel>[0-9])<\/novel>\s*<important>(?<important>[0-9])<\/important>\s*<correct>(?<correct>[0-9])<\/correct>\s*<strong>(?<strong>[0-9])<\/strong>/;
//      const matches = text.match(pattern);
//      if (!matches || !matches.groups) { console.log(`We're looing for something like ...`); throw new Error('No match found'); }
const USEFUL_WRITING =
  /<novel>(?<novel>[0-9])<\/novel>\s*<important>(?<important>[0-9])<\/important>\s*<correct>(?<correct>[0-9])<\/correct>\s*<strong>(?<strong>[0-9])<\/strong>/;
const usefulWriting: FrameworkParser = (reply) => {
  const matches = reply.match(USEFUL_WRITING);
  return Boolean(matches && matches.groups);
};

// ---------------------------------------------------------------------------------------------------------------
// 4. nepp-chan Mastra scorer (server/src/mastra/scorers/knowledge-scorer.ts, @mastra/core 1.0.4):
//    analyze({ outputSchema: z.object({ claims: z.array(z.string()), verdicts: z.array(z.object({ statement: z.string(),
//      verdict: z.enum(["yes", "no"]), reason: z.string() })) }), createPrompt })
//    ObjectFormatHandler.validateAndTransformFinal(finalRawValue):
//      if (!finalRawValue) return { success: false, ... };
//      const rawValue = this.preprocessText(finalRawValue);
//      const { value } = await parsePartialJson(rawValue);     // safeParseJSON(text) || safeParseJSON(fixJson(text))
//      return this.validateValue(value);                        // zod v4 (standard schema) validation
//    preprocessText(t):
//      if (t.includes("<|message|>")) { const m = t.match(/<\|message\|>([\s\S]+)$/); if (m && m[1]) t = m[1]; }
//      if (t.includes("```json")) { const m = t.match(/```json\s*\n?([\s\S]*?)\n?\s*```/);
//        if (m && m[1]) t = m[1].trim(); else t = t.replace(/^```json\s*\n?/, ""); }
//      t = escapeUnescapedControlCharsInJsonStrings(t);
//    generateScore: const verdicts = r?.verdicts ?? []; if (verdicts.length === 0) return 0;   // default
//      return verdicts.filter((v) => v.verdict === "yes").length / verdicts.length;
const escapeUnescapedControlCharsInJsonStrings = (text: string): string => {
  let result = '';
  let inString = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length) {
      result += char + text[i + 1]!;
      i += 2;
      continue;
    }
    if (char === '"') {
      inString = !inString;
      result += char;
      i++;
      continue;
    }
    if (inString) {
      if (char === '\n') {
        result += '\\n';
        i++;
        continue;
      }
      if (char === '\r') {
        result += '\\r';
        i++;
        continue;
      }
      if (char === '\t') {
        result += '\\t';
        i++;
        continue;
      }
    }
    result += char;
    i++;
  }
  return result;
};

const mastraPreprocess = (accumulated: string): string => {
  let text = accumulated;
  if (text.includes('<|message|>')) {
    const m = text.match(/<\|message\|>([\s\S]+)$/);
    if (m && m[1]) text = m[1];
  }
  if (text.includes('```json')) {
    const m = text.match(/```json\s*\n?([\s\S]*?)\n?\s*```/);
    if (m && m[1]) text = m[1].trim();
    else text = text.replace(/^```json\s*\n?/, '');
  }
  return escapeUnescapedControlCharsInJsonStrings(text);
};

/** The AI SDK's fixJson (partial-JSON repair used by parsePartialJson): closes what is open, drops trailing junk. */
const aiSdkFixJson = (input: string): string => {
  const stack: string[] = ['ROOT'];
  let lastValidIndex = -1;
  let literalStart: number | null = null;
  const top = () => stack[stack.length - 1];
  const processValueStart = (char: string, i: number, swapState: string) => {
    switch (char) {
      case '"':
        lastValidIndex = i;
        stack.pop();
        stack.push(swapState, 'INSIDE_STRING');
        break;
      case 'f':
      case 't':
      case 'n':
        lastValidIndex = i;
        literalStart = i;
        stack.pop();
        stack.push(swapState, 'INSIDE_LITERAL');
        break;
      case '-':
        stack.pop();
        stack.push(swapState, 'INSIDE_NUMBER');
        break;
      case '0':
      case '1':
      case '2':
      case '3':
      case '4':
      case '5':
      case '6':
      case '7':
      case '8':
      case '9':
        lastValidIndex = i;
        stack.pop();
        stack.push(swapState, 'INSIDE_NUMBER');
        break;
      case '{':
        lastValidIndex = i;
        stack.pop();
        stack.push(swapState, 'INSIDE_OBJECT_START');
        break;
      case '[':
        lastValidIndex = i;
        stack.pop();
        stack.push(swapState, 'INSIDE_ARRAY_START');
        break;
    }
  };
  const processAfterObjectValue = (char: string, i: number) => {
    if (char === ',') {
      stack.pop();
      stack.push('INSIDE_OBJECT_AFTER_COMMA');
    } else if (char === '}') {
      lastValidIndex = i;
      stack.pop();
    }
  };
  const processAfterArrayValue = (char: string, i: number) => {
    if (char === ',') {
      stack.pop();
      stack.push('INSIDE_ARRAY_AFTER_COMMA');
    } else if (char === ']') {
      lastValidIndex = i;
      stack.pop();
    }
  };
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    switch (top()) {
      case 'ROOT':
        processValueStart(char, i, 'FINISH');
        break;
      case 'INSIDE_OBJECT_START':
        if (char === '"') {
          stack.pop();
          stack.push('INSIDE_OBJECT_KEY');
        } else if (char === '}') {
          lastValidIndex = i;
          stack.pop();
        }
        break;
      case 'INSIDE_OBJECT_AFTER_COMMA':
        if (char === '"') {
          stack.pop();
          stack.push('INSIDE_OBJECT_KEY');
        }
        break;
      case 'INSIDE_OBJECT_KEY':
        if (char === '"') {
          stack.pop();
          stack.push('INSIDE_OBJECT_AFTER_KEY');
        }
        break;
      case 'INSIDE_OBJECT_AFTER_KEY':
        if (char === ':') {
          stack.pop();
          stack.push('INSIDE_OBJECT_BEFORE_VALUE');
        }
        break;
      case 'INSIDE_OBJECT_BEFORE_VALUE':
        processValueStart(char, i, 'INSIDE_OBJECT_AFTER_VALUE');
        break;
      case 'INSIDE_OBJECT_AFTER_VALUE':
        processAfterObjectValue(char, i);
        break;
      case 'INSIDE_STRING':
        if (char === '"') {
          stack.pop();
          lastValidIndex = i;
        } else if (char === '\\') {
          stack.push('INSIDE_STRING_ESCAPE');
        } else {
          lastValidIndex = i;
        }
        break;
      case 'INSIDE_ARRAY_START':
        if (char === ']') {
          lastValidIndex = i;
          stack.pop();
        } else {
          lastValidIndex = i;
          processValueStart(char, i, 'INSIDE_ARRAY_AFTER_VALUE');
        }
        break;
      case 'INSIDE_ARRAY_AFTER_VALUE':
        if (char === ',') {
          stack.pop();
          stack.push('INSIDE_ARRAY_AFTER_COMMA');
        } else if (char === ']') {
          lastValidIndex = i;
          stack.pop();
        } else {
          lastValidIndex = i;
        }
        break;
      case 'INSIDE_ARRAY_AFTER_COMMA':
        processValueStart(char, i, 'INSIDE_ARRAY_AFTER_VALUE');
        break;
      case 'INSIDE_STRING_ESCAPE':
        stack.pop();
        lastValidIndex = i;
        break;
      case 'INSIDE_NUMBER':
        if (char >= '0' && char <= '9') {
          lastValidIndex = i;
        } else if (char === 'e' || char === 'E' || char === '-' || char === '.') {
          // part of the number
        } else if (char === ',') {
          stack.pop();
          if (top() === 'INSIDE_ARRAY_AFTER_VALUE') processAfterArrayValue(char, i);
          if (top() === 'INSIDE_OBJECT_AFTER_VALUE') processAfterObjectValue(char, i);
        } else if (char === '}') {
          stack.pop();
          if (top() === 'INSIDE_OBJECT_AFTER_VALUE') processAfterObjectValue(char, i);
        } else if (char === ']') {
          stack.pop();
          if (top() === 'INSIDE_ARRAY_AFTER_VALUE') processAfterArrayValue(char, i);
        } else {
          stack.pop();
        }
        break;
      case 'INSIDE_LITERAL': {
        const partialLiteral = input.substring(literalStart!, i + 1);
        if (!'false'.startsWith(partialLiteral) && !'true'.startsWith(partialLiteral) && !'null'.startsWith(partialLiteral)) {
          stack.pop();
          if (top() === 'INSIDE_OBJECT_AFTER_VALUE') processAfterObjectValue(char, i);
          else if (top() === 'INSIDE_ARRAY_AFTER_VALUE') processAfterArrayValue(char, i);
        } else {
          lastValidIndex = i;
        }
        break;
      }
    }
  }
  let result = input.slice(0, lastValidIndex + 1);
  for (let i = stack.length - 1; i >= 0; i--) {
    switch (stack[i]) {
      case 'INSIDE_STRING':
        result += '"';
        break;
      case 'INSIDE_OBJECT_KEY':
      case 'INSIDE_OBJECT_AFTER_KEY':
      case 'INSIDE_OBJECT_AFTER_COMMA':
      case 'INSIDE_OBJECT_START':
      case 'INSIDE_OBJECT_BEFORE_VALUE':
      case 'INSIDE_OBJECT_AFTER_VALUE':
        result += '}';
        break;
      case 'INSIDE_ARRAY_START':
      case 'INSIDE_ARRAY_AFTER_COMMA':
      case 'INSIDE_ARRAY_AFTER_VALUE':
        result += ']';
        break;
      case 'INSIDE_LITERAL': {
        const partialLiteral = input.substring(literalStart!, input.length);
        if ('true'.startsWith(partialLiteral)) result += 'true'.slice(partialLiteral.length);
        else if ('false'.startsWith(partialLiteral)) result += 'false'.slice(partialLiteral.length);
        else if ('null'.startsWith(partialLiteral)) result += 'null'.slice(partialLiteral.length);
        break;
      }
    }
  }
  return result;
};

/** AI SDK parsePartialJson: the value, or undefined for 'failed-parse'. */
const aiSdkParsePartialJson = (text: string): unknown => {
  const direct = secureJsonParse(text);
  if (direct !== undefined) return direct;
  return secureJsonParse(aiSdkFixJson(text));
};

const neppChanHallucinationVerdicts: FrameworkParser = (reply) => {
  if (!reply) return false;
  const value = aiSdkParsePartialJson(mastraPreprocess(reply));
  if (!isObject(value)) return false;
  if (!isStringArray(value['claims'])) return false;
  const verdicts = value['verdicts'];
  if (!Array.isArray(verdicts)) return false;
  const valid = verdicts.every(
    (v) => isObject(v) && isString(v['statement']) && (v['verdict'] === 'yes' || v['verdict'] === 'no') && isString(v['reason']),
  );
  return valid && verdicts.length > 0; // an empty list scores 0 by default
};

// ---------------------------------------------------------------------------------------------------------------
// 5. passai Supabase edge function (Deno), supabase/functions/grade-response/anthropic.ts gradeAnswer():
//      const responseText = message.content[0]?.type === "text" ? message.content[0].text : null;
//      if (!responseText) { throw new Error("Empty response from Claude"); }
//      const gradingResult = JSON.parse(responseText);
//      if (typeof gradingResult.score !== "number") { throw new Error("Invalid grading response: missing score"); }
//      gradingResult.isCorrect = gradingResult.score >= 70;
const passaiShortAnswer: FrameworkParser = (reply) => {
  if (!reply) return false;
  let gradingResult: unknown;
  try {
    gradingResult = JSON.parse(reply);
  } catch {
    return false;
  }
  if (gradingResult === null || gradingResult === undefined) return false; // reading .score throws a TypeError
  return typeof (gradingResult as { score?: unknown }).score === 'number';
};

// ---------------------------------------------------------------------------------------------------------------
// 6. DecX-x/AgenticRAG (LangGraph.js), lib/edges.ts:
//      model = new ChatOpenAI({ model: "gpt-4o", temperature: 0 }).bindTools([tool], { tool_choice: tool.name });
//      checkRelevance(): const toolCalls = (lastMessage as AIMessage).tool_calls;
//        if (!toolCalls || !toolCalls.length) { throw new Error("Last message was not a function message"); }
//        if (toolCalls[0].args.binaryScore === "yes") { return "yes"; }  return "no";
//    @langchain/openai 0.4.9: tool_calls.push(parseToolCall(raw)) with JSON.parse(raw.function.arguments); a throw
//    moves the call to invalid_tool_calls (so tool_calls is empty). The reply is the arguments string.
const agenticRagGradeDocuments: FrameworkParser = (reply) => {
  let args: unknown;
  try {
    args = JSON.parse(reply);
  } catch {
    return false;
  }
  if (args === null) return false; // null.binaryScore -> TypeError
  const binaryScore = (args as { binaryScore?: unknown }).binaryScore;
  return binaryScore === 'yes' || binaryScore === 'no'; // anything else is routed as "no" by default
};

// ---------------------------------------------------------------------------------------------------------------
// 7. lecto (Next.js 14, ai 3.1.26 + @ai-sdk/openai 0.0.17), app/api/evaluacion/checking/route.ts:
//      const { object } = await generateObject({ model, system, prompt, schema: z.object({ correcta: z.boolean(), razon: z.string() }) });
//      ... isvalid: object.correcta
//    mode "tool": the forced "json" tool call's arguments -> safeParseJSON (secure-json-parse) -> zod validation.
const lectoAnswerCheck: FrameworkParser = (reply) => {
  const value = secureJsonParse(reply);
  return isObject(value) && typeof value['correcta'] === 'boolean' && isString(value['razon']);
};

// ---------------------------------------------------------------------------------------------------------------
// 8. PromptAscent (Genkit 1.1.0), src/ai/flows/validate-user-answer.ts:
//      const { output } = await validateUserAnswerPrompt(input);
//      if (!output) { throw new Error('The AI did not return an output. Please try again.'); }
//    Genkit json format: parseMessage(message) = extractJson(message.text); GenerateResponse.assertValidSchema()
//    validates the output against the JSON schema { isValid: boolean, feedback: string } (both required, extra keys
//    kept). @genkit-ai/ai lib/extract.js:
//      function extractJson(text, throwOnBadJson) { ... for (let i = 0; i < text.length; i++) {
//          const char = text[i].replace(/\u00A0/g, " ");
//          if (escapeNext) { escapeNext = false; continue; }  if (char === "\\") { escapeNext = true; continue; }
//          if (char === '"') { inString = !inString; continue; }  if (inString) continue;
//          if (!openingChar && (char === "{" || char === "[")) { openingChar = char; closingChar = ...; startPos = i; nestingCount++; }
//          else if (char === openingChar) nestingCount++;
//          else if (char === closingChar) { nestingCount--; if (!nestingCount) return JSON5.parse(text.substring(startPos || 0, i + 1)); } }
//        if (startPos !== undefined && nestingCount > 0) { try { return parsePartialJson(text.substring(startPos)); } catch { return null; } }
//        return null; }
//      function parsePartialJson(s) { return JSON5.parse(JSON.stringify(partialJson.parse(s, Allow.ALL))); }
const JSON5_SPACE = /^[\t\v\f \u00A0\uFEFF\n\r\u2028\u2029\p{Zs}]$/u;
const isIdStart = (c: string) => /^[a-zA-Z$_]$/.test(c) || /^\p{ID_Start}$/u.test(c);
const isIdContinue = (c: string) => /^[a-zA-Z0-9$_\u200C\u200D]$/.test(c) || /^\p{ID_Continue}$/u.test(c);

/** JSON5.parse (json5 2.2.3); throws SyntaxError like the library. */
const json5Parse = (source: string): unknown => {
  const chars = Array.from(source); // json5 reads by code point
  let pos = 0;
  const fail = (): never => {
    throw new SyntaxError('JSON5: invalid input');
  };
  const peek = () => chars[pos];
  const skip = () => {
    for (;;) {
      const c = peek();
      if (c === undefined) return;
      if (JSON5_SPACE.test(c)) {
        pos++;
        continue;
      }
      if (c === '/') {
        pos++;
        if (peek() === '*') {
          pos++;
          for (;;) {
            const d = chars[pos++];
            if (d === undefined) fail();
            if (d === '*' && peek() === '/') {
              pos++;
              break;
            }
          }
          continue;
        }
        if (peek() === '/') {
          pos++;
          while (peek() !== undefined && !'\n\r\u2028\u2029'.includes(peek()!)) pos++;
          if (peek() !== undefined) pos++;
          continue;
        }
        fail();
      }
      return;
    }
  };
  const literal = (word: string) => {
    for (const ch of word) if (chars[pos++] !== ch) fail();
  };
  const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
  const isHex = (c: string | undefined) => c !== undefined && /^[0-9A-Fa-f]$/.test(c);
  const hexDigits = (n: number) => {
    let buf = '';
    for (let k = 0; k < n; k++) {
      if (!isHex(peek())) fail();
      buf += chars[pos++];
    }
    return String.fromCodePoint(parseInt(buf, 16));
  };
  const parseString = (): string => {
    const quote = chars[pos++];
    let buf = '';
    for (;;) {
      const c = chars[pos++];
      if (c === undefined || c === '\n' || c === '\r') fail();
      if (c === quote) return buf;
      if (c === '\\') {
        const e = chars[pos++];
        switch (e) {
          case 'b': buf += '\b'; break;
          case 'f': buf += '\f'; break;
          case 'n': buf += '\n'; break;
          case 'r': buf += '\r'; break;
          case 't': buf += '\t'; break;
          case 'v': buf += '\v'; break;
          case '0':
            if (isDigit(peek())) fail();
            buf += '\0';
            break;
          case 'x': buf += hexDigits(2); break;
          case 'u': buf += hexDigits(4); break;
          case '\n':
          case '\u2028':
          case '\u2029':
            break;
          case '\r':
            if (peek() === '\n') pos++;
            break;
          case undefined:
            fail();
            break;
          default:
            if (e >= '1' && e <= '9') fail();
            buf += e;
        }
        continue;
      }
      buf += c;
    }
  };
  const parseNumber = (): number => {
    let sign = 1;
    if (peek() === '+' || peek() === '-') {
      if (chars[pos++] === '-') sign = -1;
      if (peek() === 'I') {
        pos++;
        literal('nfinity');
        return sign * Infinity;
      }
      if (peek() === 'N') {
        pos++;
        literal('aN');
        return NaN;
      }
    }
    let buf = '';
    const digits = () => {
      while (isDigit(peek())) buf += chars[pos++];
    };
    const exponent = () => {
      buf += chars[pos++]; // e / E
      if (peek() === '+' || peek() === '-') buf += chars[pos++];
      if (!isDigit(peek())) fail();
      digits();
    };
    const c = peek();
    if (c === '.') {
      buf += chars[pos++];
      if (!isDigit(peek())) fail();
      digits();
      if (peek() === 'e' || peek() === 'E') exponent();
      return sign * Number(buf);
    }
    if (c === '0') {
      buf += chars[pos++];
      const n = peek();
      if (n === 'x' || n === 'X') {
        buf += chars[pos++];
        if (!isHex(peek())) fail();
        while (isHex(peek())) buf += chars[pos++];
        return sign * Number(buf);
      }
    } else if (isDigit(c)) {
      digits();
    } else {
      fail();
    }
    if (peek() === '.') {
      buf += chars[pos++];
      digits();
    }
    if (peek() === 'e' || peek() === 'E') exponent();
    return sign * Number(buf);
  };
  const parseKey = (): string => {
    const c = peek();
    if (c === '"' || c === "'") return parseString();
    let buf = '';
    const escaped = (start: boolean) => {
      pos++; // backslash
      if (chars[pos++] !== 'u') fail();
      const u = hexDigits(4);
      if (start ? !(u === '$' || u === '_' || isIdStart(u)) : !(u === '$' || u === '_' || u === '\u200C' || u === '\u200D' || isIdContinue(u)))
        fail();
      buf += u;
    };
    if (c === '\\') escaped(true);
    else if (c !== undefined && isIdStart(c)) buf += chars[pos++];
    else fail();
    for (;;) {
      const d = peek();
      if (d === '\\') escaped(false);
      else if (d !== undefined && isIdContinue(d)) buf += chars[pos++];
      else return buf;
    }
  };
  const parseValue = (): unknown => {
    skip();
    const c = peek();
    switch (c) {
      case '{': {
        pos++;
        const obj: Record<string, unknown> = {};
        for (;;) {
          skip();
          if (peek() === '}') {
            pos++;
            return obj;
          }
          const key = parseKey();
          skip();
          if (chars[pos++] !== ':') fail();
          const value = parseValue();
          Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
          skip();
          const sep = chars[pos++];
          if (sep === '}') return obj;
          if (sep !== ',') fail();
        }
      }
      case '[': {
        pos++;
        const arr: unknown[] = [];
        for (;;) {
          skip();
          if (peek() === ']') {
            pos++;
            return arr;
          }
          arr.push(parseValue());
          skip();
          const sep = chars[pos++];
          if (sep === ']') return arr;
          if (sep !== ',') fail();
        }
      }
      case '"':
      case "'":
        return parseString();
      case 'n':
        pos++;
        literal('ull');
        return null;
      case 't':
        pos++;
        literal('rue');
        return true;
      case 'f':
        pos++;
        literal('alse');
        return false;
      case 'I':
        pos++;
        literal('nfinity');
        return Infinity;
      case 'N':
        pos++;
        literal('aN');
        return NaN;
      default:
        return parseNumber();
    }
  };
  const value = parseValue();
  skip();
  if (pos < chars.length) fail();
  return value;
};

/** partial-json 0.1.7 parse(s, Allow.ALL); throws like the library on malformed input. */
const partialJsonParse = (jsonString0: string): unknown => {
  if (!jsonString0.trim()) throw new Error('empty');
  const jsonString = jsonString0.trim();
  const length = jsonString.length;
  let index = 0;
  const partial = (): never => {
    throw new Error('PartialJSON');
  };
  const malformed = (): never => {
    throw new Error('MalformedJSON');
  };
  const skipBlank = () => {
    while (index < length && ' \n\r\t'.includes(jsonString[index]!)) index++;
  };
  const startsPartial = (word: string, n: number) => length - index < n && word.startsWith(jsonString.substring(index));
  const parseAny = (): unknown => {
    skipBlank();
    if (index >= length) partial();
    if (jsonString[index] === '"') return parseStr();
    if (jsonString[index] === '{') return parseObj();
    if (jsonString[index] === '[') return parseArr();
    if (jsonString.substring(index, index + 4) === 'null' || startsPartial('null', 4)) {
      index += 4;
      return null;
    }
    if (jsonString.substring(index, index + 4) === 'true' || startsPartial('true', 4)) {
      index += 4;
      return true;
    }
    if (jsonString.substring(index, index + 5) === 'false' || startsPartial('false', 5)) {
      index += 5;
      return false;
    }
    if (jsonString.substring(index, index + 8) === 'Infinity' || startsPartial('Infinity', 8)) {
      index += 8;
      return Infinity;
    }
    if (jsonString.substring(index, index + 9) === '-Infinity' || (1 < length - index && startsPartial('-Infinity', 9))) {
      index += 9;
      return -Infinity;
    }
    if (jsonString.substring(index, index + 3) === 'NaN' || startsPartial('NaN', 3)) {
      index += 3;
      return NaN;
    }
    return parseNum();
  };
  const parseStr = (): unknown => {
    const start = index;
    let escape = false;
    index++;
    while (index < length && (jsonString[index] !== '"' || (escape && jsonString[index - 1] === '\\'))) {
      escape = jsonString[index] === '\\' ? !escape : false;
      index++;
    }
    if (jsonString.charAt(index) === '"') {
      try {
        return JSON.parse(jsonString.substring(start, ++index - Number(escape)));
      } catch {
        malformed();
      }
    }
    try {
      return JSON.parse(jsonString.substring(start, index - Number(escape)) + '"');
    } catch {
      return JSON.parse(jsonString.substring(start, jsonString.lastIndexOf('\\')) + '"');
    }
  };
  const parseObj = (): unknown => {
    index++;
    skipBlank();
    const obj: Record<string, unknown> = {};
    try {
      while (jsonString[index] !== '}') {
        skipBlank();
        if (index >= length) return obj;
        const key = parseStr() as string;
        skipBlank();
        index++; // colon
        try {
          obj[key] = parseAny();
        } catch {
          return obj;
        }
        skipBlank();
        if (jsonString[index] === ',') index++;
      }
    } catch {
      return obj;
    }
    index++;
    return obj;
  };
  const parseArr = (): unknown => {
    index++;
    const arr: unknown[] = [];
    try {
      while (jsonString[index] !== ']') {
        arr.push(parseAny());
        skipBlank();
        if (jsonString[index] === ',') index++;
      }
    } catch {
      return arr;
    }
    index++;
    return arr;
  };
  const parseNum = (): unknown => {
    if (index === 0) {
      if (jsonString === '-') malformed();
      try {
        return JSON.parse(jsonString);
      } catch (e) {
        try {
          return JSON.parse(jsonString.substring(0, jsonString.lastIndexOf('e')));
        } catch {
          // fall through
        }
        throw e;
      }
    }
    const start = index;
    if (jsonString[index] === '-') index++;
    while (jsonString[index] && !',]}'.includes(jsonString[index]!)) index++;
    try {
      return JSON.parse(jsonString.substring(start, index));
    } catch {
      if (jsonString.substring(start, index) === '-') partial();
      try {
        return JSON.parse(jsonString.substring(start, jsonString.lastIndexOf('e')));
      } catch {
        return malformed();
      }
    }
  };
  return parseAny();
};

/** Genkit extractJson(text) (no throwOnBadJson): the value, null, or throws (JSON5 error on a closed value). */
const genkitExtractJson = (text: string): unknown => {
  let openingChar: string | undefined;
  let closingChar: string | undefined;
  let startPos: number | undefined;
  let nestingCount = 0;
  let inString = false;
  let escapeNext = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!.replace(/\u00A0/g, ' ');
    if (escapeNext) {
      escapeNext = false;
      continue;
    }
    if (char === '\\') {
      escapeNext = true;
      continue;
    }
    if (char === '"') {
      inString = !inString;
      continue;
    }
    if (inString) continue;
    if (!openingChar && (char === '{' || char === '[')) {
      openingChar = char;
      closingChar = char === '{' ? '}' : ']';
      startPos = i;
      nestingCount++;
    } else if (char === openingChar) {
      nestingCount++;
    } else if (char === closingChar) {
      nestingCount--;
      if (!nestingCount) return json5Parse(text.substring(startPos || 0, i + 1));
    }
  }
  if (startPos !== undefined && nestingCount > 0) {
    try {
      return json5Parse(JSON.stringify(partialJsonParse(text.substring(startPos))));
    } catch {
      return null;
    }
  }
  return null;
};

const promptAscentValidateAnswer: FrameworkParser = (reply) => {
  let output: unknown;
  try {
    output = genkitExtractJson(reply);
  } catch {
    return false; // JSON5 SyntaxError: the flow retries and finally throws
  }
  return isObject(output) && typeof output['isValid'] === 'boolean' && isString(output['feedback']);
};

// ---------------------------------------------------------------------------------------------------------------
// 9. roland-zhou lang-tools prompts-judge.js judgeOutput():
//      const scoreMatch = judgeResponse.match(/Score:\s*(\d+)/i);
//      const score = scoreMatch ? parseInt(scoreMatch[1]) : 0;        // no match -> 0 (default)
const langToolsScoreLine: FrameworkParser = (reply) => /Score:\s*(\d+)/i.test(reply);

// ---------------------------------------------------------------------------------------------------------------
// 10. memorybench, src/judges/base.ts parseJudgeResponse():
//      try { const jsonMatch = response.match(/\{[\s\S]*\}/); if (!jsonMatch) throw new Error("No JSON found in response");
//        const parsed = JSON.parse(jsonMatch[0]);
//        return { score: parsed.score === 1 ? 1 : 0, label: parsed.label === "correct" ? "correct" : "incorrect", ... };
//      } catch { const isCorrect = response.toLowerCase().includes('"correct"') && !response.toLowerCase().includes('"incorrect"');
//        return { score: isCorrect ? 1 : 0, label: isCorrect ? "correct" : "incorrect", explanation: "Failed to parse judge response" }; }
const memorybenchJudge: FrameworkParser = (reply) => {
  const jsonMatch = reply.match(/\{[\s\S]*\}/);
  if (jsonMatch) {
    let parsed: unknown;
    let ok = true;
    try {
      parsed = JSON.parse(jsonMatch[0]);
    } catch {
      ok = false;
    }
    if (ok) {
      const score = (parsed as { score?: unknown }).score;
      return score === 1 || score === 0; // any other score silently reads as 0
    }
  }
  const lower = reply.toLowerCase();
  return lower.includes('"correct"') && !lower.includes('"incorrect"'); // else the default "incorrect"
};

// ---------------------------------------------------------------------------------------------------------------
// 11. pickaxe deep-research judge-results tool (ai 4.3.16 + @ai-sdk/openai 1.3.22):
//      const result = await generateObject({ prompt, model: openai("gpt-4.1-mini"), schema: z.object({ reason: z.string(), isComplete: z.boolean() }) });
//      return { reason: result.object.reason, isComplete: result.object.isComplete };
//    mode "tool": forced "json" tool call arguments -> safeParseJSON -> zod validation, else NoObjectGeneratedError.
const pickaxeJudgeResults: FrameworkParser = (reply) => {
  const value = secureJsonParse(reply);
  return isObject(value) && isString(value['reason']) && typeof value['isComplete'] === 'boolean';
};

// ---------------------------------------------------------------------------------------------------------------
// 12. playwright-llm-judge-demo, src/judge.ts judge():
//      const message = response.choices[0]?.message; if (!message?.content) { throw new Error('judge: empty response from model') }
//      const raw = JSON.parse(message.content); return Verdict.parse(raw)
//      // Verdict = z.object({ verdict: z.enum(['pass', 'fail', 'warn']), score: z.number().min(0).max(1),
//      //   issues: z.array(z.string()).max(10), rationale: z.string().max(800) })
//    src/fixtures.ts: pass: verdict.verdict === 'pass'
const playwrightSearchVerdict: FrameworkParser = (reply) => {
  if (!reply) return false;
  let raw: unknown;
  try {
    raw = JSON.parse(reply);
  } catch {
    return false;
  }
  if (!isObject(raw)) return false;
  const { verdict, score, issues, rationale } = raw;
  if (!own(raw, 'verdict') || !['pass', 'fail', 'warn'].includes(verdict as string)) return false;
  if (typeof score !== 'number' || Number.isNaN(score) || score < 0 || score > 1) return false;
  if (!isStringArray(issues) || issues.length > 10) return false;
  return isString(rationale) && rationale.length <= 800;
};

export const PARSERS_OF_SET_99: Record<string, FrameworkParser> = {
  'langchainjs--labeled-pairwise-string-eval-last-line-verdict': langchainjsPairwise,
  'ai-tester--evaluator-default-pass-feedback-json': aiTesterEvaluator,
  'useful-writing--usefulness-four-xml-tag-scores': usefulWriting,
  'nepp-chan--mastra-knowledge-hallucination-claim-verdicts-ja': neppChanHallucinationVerdicts,
  'passai--supabase-short-answer-grading-score-json': passaiShortAnswer,
  'agentic-rag-langgraphjs--grade-documents-forced-tool-binary-score': agenticRagGradeDocuments,
  'lecto--reading-comprehension-answer-check-es': lectoAnswerCheck,
  'prompt-ascent--genkit-validate-user-answer-de': promptAscentValidateAnswer,
  'lang-tools-prompts-judge--output-quality-score-line-0-10': langToolsScoreLine,
  'memorybench--longmemeval-temporal-judge-score-label-json': memorybenchJudge,
  'pickaxe--deep-research-judge-results-completeness': pickaxeJudgeResults,
  'playwright-llm-judge-demo--search-results-page-verdict-json': playwrightSearchVerdict,
};
