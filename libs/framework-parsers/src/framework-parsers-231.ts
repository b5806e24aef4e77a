/**
 * Set 231: replicas of the reply readers of five machine-translation quality judges: llm-eval-runner's Japanese→English
 * adequacy/fluency judge (TypeScript, JSON.parse + clamp01 with `?? 0` defaults), Auto-MQM's bilingual MQM assessment
 * (Express + Claude, greedy brace regex, JSON.parse, mongoose casts on save), a Russian multi-agent MT evaluation's
 * "semantic" adequacy agent (YandexGPT, brace-free regex, longest match, json.loads, first numeric score-like key),
 * Nuenki's listwise translation comparison (fenced JSON array of {id, score}, parts read back to front) and the
 * Universal Ebook Translator's Go polisher (SPIRIT_/LANGUAGE_/CONTEXT_/VOCABULARY_SCORE lines read with fmt.Sscanf,
 * 0.9 defaults). Each parser answers: would the project get a verdict out of this reply (not a default, not an
 * exception, not a fallback)?
 */
import { digitValue, goFloatToken, goUnderscoreOK, isObject, PY_FLOAT_STR, PY_SPACE, pyStrip, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// A typed replica of Python's json.loads (strict=True): it keeps what JavaScript's JSON.parse loses (int vs float,
// big ints, NaN / Infinity / -Infinity literals, dict insertion order with last-duplicate-wins), as the Python readers
// below call str(), int(), float() and isinstance() on the decoded values.
type PyVal =
  | { t: 'int'; v: bigint }
  | { t: 'float'; v: number }
  | { t: 'str'; v: string }
  | { t: 'bool'; v: boolean }
  | { t: 'null' }
  | { t: 'list'; v: PyVal[] }
  | { t: 'dict'; v: Map<string, PyVal> };
const JSON_FAIL = Symbol('JSONDecodeError');
const pyJsonLoads = (text: string): PyVal | typeof JSON_FAIL => {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const fail = (): never => {
    throw JSON_FAIL;
  };
  const str = (): string => {
    i++; // opening quote
    let out = '';
    for (;;) {
      if (i >= text.length) fail();
      const c = text[i]!;
      if (c === '"') {
        i++;
        return out;
      }
      if (c.charCodeAt(0) < 0x20) fail(); // strict: no raw control characters
      if (c !== '\\') {
        out += c;
        i++;
        continue;
      }
      const e = text[i + 1];
      const simple: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
      if (e !== undefined && e in simple) {
        out += simple[e];
        i += 2;
      } else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
        out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
        i += 6;
      } else fail();
    }
  };
  const value = (): PyVal => {
    ws();
    const c = text[i];
    if (c === '"') return { t: 'str', v: str() };
    if (c === '{') {
      i++;
      const map = new Map<string, PyVal>();
      ws();
      if (text[i] === '}') {
        i++;
        return { t: 'dict', v: map };
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail();
        const key = str();
        ws();
        if (text[i] !== ':') fail();
        i++;
        map.set(key, value()); // a duplicate keeps its first position and takes the last value, as a Python dict does
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') {
          i++;
          return { t: 'dict', v: map };
        }
        fail();
      }
    }
    if (c === '[') {
      i++;
      const items: PyVal[] = [];
      ws();
      if (text[i] === ']') {
        i++;
        return { t: 'list', v: items };
      }
      for (;;) {
        items.push(value());
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') {
          i++;
          return { t: 'list', v: items };
        }
        fail();
      }
    }
    for (const [word, val] of [
      ['null', { t: 'null' }],
      ['true', { t: 'bool', v: true }],
      ['false', { t: 'bool', v: false }],
      ['NaN', { t: 'float', v: Number.NaN }],
      ['Infinity', { t: 'float', v: Infinity }],
      ['-Infinity', { t: 'float', v: -Infinity }],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return val as PyVal;
      }
    }
    const m = /^(-?(?:0|[1-9][0-9]*))(\.[0-9]+)?([eE][-+]?[0-9]+)?/.exec(text.slice(i));
    if (!m) fail();
    i += m![0].length;
    if (m![2] === undefined && m![3] === undefined) return { t: 'int', v: BigInt(m![1]!) };
    return { t: 'float', v: Number(m![0]) };
  };
  try {
    const v = value();
    ws();
    if (i !== text.length) return JSON_FAIL; // "Extra data"
    return v;
  } catch (e) {
    if (e === JSON_FAIL) return JSON_FAIL;
    throw e;
  }
};

// Python int(s) for a str: surrounding str.isspace() whitespace, an optional sign, Unicode decimal digits with single
// underscores between them (leading zeros allowed); undefined where Python raises ValueError.
const PY_INT_STR = new RegExp(`^[${PY_SPACE}]*([+-]?)(\\p{Nd}+(?:_\\p{Nd}+)*)[${PY_SPACE}]*$`, 'u');
const pyIntOfStr = (s: string): bigint | undefined => {
  const m = PY_INT_STR.exec(s);
  if (!m) return undefined;
  const digits = Array.from(m[2]!.replace(/_/g, ''), (d) => String(digitValue(d))).join('');
  const v = BigInt(digits);
  return m[1] === '-' ? -v : v;
};
// Python str() of a decoded JSON value, as far as int(str(x)) can succeed: only an int or a str can come back as an
// int (str() of a float always holds ".", "e", "inf" or "nan"; of True/None/lists/dicts letters or brackets).
const pyIntOfStrOf = (v: PyVal, transform: (s: string) => string): bigint | undefined => {
  if (v.t === 'int') return pyIntOfStr(transform(v.v.toString()));
  if (v.t === 'str') return pyIntOfStr(transform(v.v));
  return undefined;
};
// Python float(x): int (OverflowError past the double range), float, bool, or a str float() reads.
const pyFloatOk = (v: PyVal): boolean => {
  if (v.t === 'float' || v.t === 'bool') return true;
  if (v.t === 'int') return Number.isFinite(Number(v.v));
  if (v.t === 'str') return PY_FLOAT_STR.test(v.v);
  return false; // None, list, dict: TypeError
};

// ---------------------------------------------------------------------------------------------------------------
// 1. llm-eval-runner (2nod/llm-eval-runner @cc72029), src/pipeline/judge.ts Judge.scoreWithLLM:
//      const response = await this.llm.generate([...system, user...], { responseFormat: "json" });
//      try {
//        const parsed = JSON.parse(response.output);
//        scores.push({
//          adequacy: clamp01(parsed.adequacy ?? 0),
//          fluency: clamp01(parsed.fluency ?? 0),
//          constraintCompliance: clamp01(parsed.constraintCompliance ?? 0),
//          styleFit: clamp01(parsed.styleFit ?? 0),
//          overall: clamp01(parsed.overall ?? 0),
//        });
//      } catch (err) {
//        scores.push(heuristicScore(sample, translation));      // token-overlap fallback, not a verdict
//      }
//    utils/stats.ts: export function clamp01(value: number) { return Math.max(0, Math.min(1, value)); }
//    JSON.parse failing, or "null" (property access on null throws), ends in the heuristic fallback. Any other JSON
//    value goes through; a missing or null "overall" becomes the `?? 0` default (no verdict), and one Math.min cannot
//    turn into a number (an object, a non-numeric string, a two-element array) gives NaN. So a verdict exists when
//    "overall" is present, not null, and ToNumber of it is not NaN (numbers, numeric strings, booleans, "" and
//    single-number arrays all coerce; values outside 0..1 are clamped).
const evalRunnerJudge: FrameworkParser = (reply) => {
  const parsed = wholeJson(reply);
  if (parsed === undefined || parsed === null) return false;
  const overall = (parsed as Record<string, unknown>)['overall'];
  if (overall === undefined || overall === null) return false;
  return !Number.isNaN(Math.max(0, Math.min(1, Number(overall))));
};

// ---------------------------------------------------------------------------------------------------------------
// 2. Auto-MQM (caleb-farley/Auto-MQM-2 @6b32240), src/controllers/analysisController.js runMqmAnalysis:
//      const content = response.data.content[0].text;
//      let jsonMatch = content.match(/\{[\s\S]*\}/);
//      if (!jsonMatch) { throw new Error('Could not parse JSON from Claude response'); }
//      const jsonContent = jsonMatch[0];
//      const result = JSON.parse(jsonContent);
//      const run = await Run.create({ ..., issues: result.mqmIssues, mqmScore: result.overallScore,
//                                     summary: result.summary, ... });
//      return res.json({ runId: run._id, mqmIssues: result.mqmIssues, ..., overallScore: result.overallScore, ... });
//      } catch (error) { return res.status(500).json({ error: 'Could not parse analysis results' }); }
//    src/models/Run.js (mongoose ^7.6): mqmScore: Number, issues: Array (Mixed), summary: String. A CastError on save
//    is caught by the same catch (500). The match runs greedily from the first "{" to the last "}", so the JSON must
//    be that whole span; the verdict is overallScore, which must cast to a non-null Number (mongoose castNumber:
//    null/undefined/"" give null, strings and booleans go through Number(), {_id: x} is unwrapped, NaN, arrays and
//    objects fail), and summary must survive castString (null, strings, numbers, booleans; not arrays or plain
//    objects). mqmIssues always casts (a non-array is wrapped into an array of Mixed).
const mongooseNumber = (value: unknown): 'null' | 'ok' | 'error' => {
  const val = value && typeof (value as { _id?: unknown })._id !== 'undefined' ? (value as { _id: unknown })._id : value;
  if (val == null || val === '') return 'null';
  const v = typeof val === 'string' || typeof val === 'boolean' ? Number(val) : val;
  if (isNaN(v as number)) return 'error';
  return typeof v === 'number' ? 'ok' : 'error'; // arrays end in assert.ok(false)
};
const mongooseStringOk = (value: unknown): boolean => {
  if (value == null) return true;
  const v = value as { _id?: unknown; toString?: unknown };
  if (v._id && typeof v._id === 'string') return true;
  if (v.toString && v.toString !== Object.prototype.toString && !Array.isArray(value)) return typeof v.toString === 'function';
  return false;
};
const autoMqm: FrameworkParser = (reply) => {
  const match = /\{[\s\S]*\}/.exec(reply);
  if (!match) return false;
  const result = wholeJson(match[0]);
  if (!isObject(result)) return false;
  if (!mongooseStringOk(result['summary'])) return false; // CastError on Run.create -> 500
  return mongooseNumber(result['overallScore']) === 'ok';
};

// ---------------------------------------------------------------------------------------------------------------
// 3. multiagent-machine-translation-evaluation (vikt-sav @46c59e5), agents.py TranslationEvaluator.evaluate_with_agent
//    ("semantic" agent) and main.py save_final_results:
//      json_pattern = r'\{[^{}]*\}'
//      matches = re.findall(json_pattern, response_text)
//      if matches:
//          json_str = max(matches, key=len)
//          return json.loads(json_str)
//      else:
//          return {"raw_response": response_text, "error": "No JSON found"}
//      except json.JSONDecodeError as e:
//          return {"error": f"JSON parse error: {e}", "raw_response": response_text[:500]}
//      ...
//      for agent, eval_data in res['expert_evaluations'].items():
//          if isinstance(eval_data, dict):
//              for key in eval_data:
//                  if 'overall' in key.lower() or 'score' in key.lower():
//                      if isinstance(eval_data[key], (int, float)):
//                          summary[f'{agent}_score'] = eval_data[key]
//                          break
//    The candidate JSON is the longest (first longest, in code points) brace-free "{...}" span; json.loads is strict
//    (no raw control characters in strings, NaN/Infinity allowed). The agent's score is the value of the first key,
//    in dict order, whose lower-cased name contains "overall" or "score" and whose value is an int, a float or a
//    bool (isinstance(True, int)); no such key means no score in the summary.
const BRACE_FREE = /\{[^{}]*\}/g;
const codePoints = (s: string) => Array.from(s).length;
const russianSemanticAgent: FrameworkParser = (reply) => {
  const matches = reply.match(BRACE_FREE);
  if (!matches) return false;
  let best = matches[0]!;
  for (const m of matches) if (codePoints(m) > codePoints(best)) best = m;
  const parsed = pyJsonLoads(best);
  if (parsed === JSON_FAIL || parsed.t !== 'dict') return false;
  for (const [key, value] of parsed.v) {
    const lower = key.toLowerCase();
    if ((lower.includes('overall') || lower.includes('score')) && (value.t === 'int' || value.t === 'float' || value.t === 'bool')) {
      return true;
    }
  }
  return false;
};

// ---------------------------------------------------------------------------------------------------------------
// 4. Nuenki llm-live-translation-eval (SunflowerAI @3dc7fe3), run_evaluation.py process_sentence:
//      def extract_json_from_response(response):
//          parts = response.split("```")
//          for part in reversed(parts):
//              try:
//                  return json.loads(part.replace("json", "").strip())
//              except json.JSONDecodeError:
//                  continue
//          try:
//              return json.loads(response)
//          except json.JSONDecodeError:
//              return None
//      try:
//          scores_list = extract_json_from_response(comparison_data)
//          if not scores_list:
//              print("Error handling JSON - could not parse!!!", ...); break
//          if len(scores_list) != len(randomised_id_lookup.keys()):
//              print("Incorrect response length on", comparison_data)
//          ...
//          for entry in scores_list:
//              entry_id = int(str(entry["id"]).replace("ID", ""))
//              entry_score = float(entry["score"])
//              if entry_id in randomised_id_lookup:
//                  ... output_queue.put(RankItem(..., score=entry_score))
//              else:
//                  print("Incorrect entry id", entry_id, "on msg", comparison_data)
//      except Exception as e:
//          print("Error handling JSON", e, ...)
//    The first part, from the end, that json.loads reads wins, whatever it is (a trailing "1" or "null" after the
//    fence wins over the fenced array); "json" is deleted everywhere in a part, which is then str.strip()ped. The
//    whole raw reply is the last resort. Only a non-empty list survives `not` / len() / iteration; entries are
//    processed in order and the first exception (a non-dict entry, a missing key, an id int() rejects, a score
//    float() rejects) stops the loop, keeping what was already queued. A verdict exists when at least one RankItem
//    is queued: an entry whose int(str(id).replace("ID", "")) is one of the prompt's translation IDs and whose score
//    float() accepts, before any failing entry. IDs are 0..n-1; this replica is bound to the filled example's three
//    translations (IDs 0, 1, 2).
const NUENKI_IDS = new Set([0n, 1n, 2n]);
const nuenkiExtract = (response: string): PyVal | null => {
  for (const part of response.split('```').reverse()) {
    const v = pyJsonLoads(pyStrip(part.split('json').join('')));
    if (v !== JSON_FAIL) return v;
  }
  const v = pyJsonLoads(response);
  return v === JSON_FAIL ? null : v;
};
const nuenkiListwise: FrameworkParser = (reply) => {
  const scores = nuenkiExtract(reply);
  if (scores === null || scores.t !== 'list' || scores.v.length === 0) return false; // falsy, or len()/iteration fails
  let queued = 0;
  for (const entry of scores.v) {
    if (entry.t !== 'dict') break; // TypeError
    const id = entry.v.get('id');
    if (id === undefined) break; // KeyError
    const entryId = pyIntOfStrOf(id, (s) => s.split('ID').join(''));
    if (entryId === undefined) break; // ValueError
    const score = entry.v.get('score');
    if (score === undefined || !pyFloatOk(score)) break; // KeyError / ValueError / TypeError / OverflowError
    if (NUENKI_IDS.has(entryId)) queued++;
  }
  return queued > 0;
};

// ---------------------------------------------------------------------------------------------------------------
// 5. Universal Ebook Translator (milos85vasic/Translator @b7bfef0), pkg/verification/polisher.go + pkg/translator/llm:
//      verification := &llmVerification{ SpiritScore: 0.9, LanguageScore: 0.9, ContextScore: 0.9,
//                                        VocabularyScore: 0.9, ... }           // Default scores
//      if score := extractScore(response, "SPIRIT_SCORE:"); score >= 0 { verification.SpiritScore = score }
//      ... LANGUAGE_SCORE:, CONTEXT_SCORE:, VOCABULARY_SCORE: likewise
//      func extractScore(text, prefix string) float64 {
//          lines := strings.Split(text, "\n")
//          for _, line := range lines {
//              if strings.HasPrefix(strings.TrimSpace(line), prefix) {
//                  scoreStr := strings.TrimPrefix(strings.TrimSpace(line), prefix)
//                  scoreStr = strings.TrimSpace(scoreStr)
//                  var score float64
//                  if _, err := fmt.Sscanf(scoreStr, "%f", &score); err == nil {
//                      if score >= 0.0 && score <= 1.0 { return score }
//                  }
//              }
//          }
//          return -1.0
//      }
//    The reply reaches the parser through LLMTranslator.Translate, whose enhanceTranslation first swaps \u201c \u201d
//    for '"' and \u2018 for "'" and upper-cases a first ASCII a-z byte (the prompt starts with "You"). Every dimension
//    missing from the reply silently stays 0.9 and is averaged into the consensus, so the verdict exists only when all
//    four *_SCORE lines yield a value: the first line (after Go's Unicode TrimSpace) starting with the case-sensitive
//    prefix whose rest fmt.Sscanf("%f") reads as a float in [0, 1]. Sscanf reads a float token (sign, digits and "_",
//    ".", an e/E/p/P exponent; "0x" hex mantissas; nan/inf) and ignores what follows it ("0.8/1.0" is 0.8, "0,8" is 0);
//    strconv.ParseFloat then needs a well-formed token, underscores only between digits, a "p" exponent for hex;
//    a decimal token with a lower-case "p" is read as mantissa * 2**exponent (fmt's own decimal+binary mix).
const GO_SPACE = '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const GO_TRIM = new RegExp(`^[${GO_SPACE}]+|[${GO_SPACE}]+$`, 'g');
const goTrimSpace = (s: string) => s.replace(GO_TRIM, '');
// strconv.ParseFloat(s, 64) for the tokens fmt hands it (special values aside, which never land in [0, 1]).
const goParseFloat = (token: string): number | undefined => {
  if (/^[+-]?(nan|inf|infinity)$/i.test(token)) return /nan/i.test(token) ? Number.NaN : token.startsWith('-') ? -Infinity : Infinity;
  if (token.includes('_') && !goUnderscoreOK(token)) return undefined;
  const s = token.replace(/_/g, '');
  const hex = /^([+-]?)0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?[pP]([+-]?[0-9]+)$/.exec(s);
  if (hex) {
    const [, sign, int = '', frac = '', exp] = hex;
    if (int === '' && frac === '') return undefined;
    const mantissa = parseInt(int + frac || '0', 16) / 16 ** frac.length;
    const v = mantissa * 2 ** Number(exp);
    return sign === '-' ? -v : v;
  }
  if (!/^[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/.test(s)) return undefined;
  const v = Number(s);
  return Number.isFinite(v) ? v : undefined; // out of range: ErrRange
};
// fmt.Sscanf(s, "%f", &score): skip spaces, read a float token, convert it; trailing text is left unread.
const goSscanfFloat = (input: string): number | undefined => {
  let i = 0;
  while (i < input.length && /[ \t\r\v\f\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/.test(input[i]!)) i++;
  if (i >= input.length) return undefined; // io.ErrUnexpectedEOF
  const token = goFloatToken(input.slice(i));
  const p = token.indexOf('p');
  if (p >= 0 && !/[xX]/.test(token)) {
    const f = goParseFloat(token.slice(0, p));
    const e = token.slice(p + 1);
    if (f === undefined || !/^[+-]?[0-9]+$/.test(e)) return undefined; // strconv.Atoi: no underscores
    return f * 2 ** Number(e);
  }
  return goParseFloat(token);
};
const goExtractScore = (text: string, prefix: string): number => {
  for (const line of text.split('\n')) {
    const trimmed = goTrimSpace(line);
    if (trimmed.startsWith(prefix)) {
      const score = goSscanfFloat(goTrimSpace(trimmed.slice(prefix.length)));
      if (score !== undefined && score >= 0 && score <= 1) return score;
    }
  }
  return -1;
};
const goEnhanceTranslation = (reply: string): string => {
  let enhanced = reply.replace(/\u201c/g, '"').replace(/\u201d/g, '"').replace(/\u2018/g, "'");
  const first = enhanced.charCodeAt(0);
  if (first >= 0x61 && first <= 0x7a) enhanced = String.fromCharCode(first - 32) + enhanced.slice(1);
  return enhanced;
};
const ebookPolisher: FrameworkParser = (reply) => {
  const text = goEnhanceTranslation(reply);
  return ['SPIRIT_SCORE:', 'LANGUAGE_SCORE:', 'CONTEXT_SCORE:', 'VOCABULARY_SCORE:'].every((prefix) => goExtractScore(text, prefix) >= 0);
};

export const PARSERS_OF_SET_231: Record<string, FrameworkParser> = {
  'llm-eval-runner--ja-en-translation-judge-adequacy-fluency-constraints-style-overall-0-1-json-clamp-default-zero': evalRunnerJudge,
  'auto-mqm--bilingual-mqm-assessment-claude-system-json-overallscore-greedy-brace-mongoose-cast': autoMqm,
  'multiagent-mt-eval--russian-semantic-adequacy-agent-yandexgpt-flat-json-first-score-key': russianSemanticAgent,
  'nuenki--listwise-translation-comparison-fenced-json-array-id-score-0-100-reversed-parts': nuenkiListwise,
  'ebook-translator--go-russian-serbian-polisher-four-dimension-score-lines-sscanf-default-0-9': ebookPolisher,
};
