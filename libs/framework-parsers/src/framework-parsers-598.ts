/**
 * Set 598: replicas of the reply readers of four hackathon-style judges of pitches, resumes and mock interviews:
 * the MMC venture-screening pitch-deck scorecard (JSON score + rationale, fenced or greedy brace), the Smart AI Resume
 * Screener's Spring AI fit score (Java "Score:" regex with a "/10" / "rating" fallback and a 5.0 default), JobJitsu's
 * HackRU mock-interview feedback (JSON with unicode_escape rescue and a four-pattern score fallback) and InterviewIQ's
 * resume match percentage (three JS regexes, 0-100 check). Each parser answers: would the project get a verdict out of
 * this reply (not a default, not an exception, not a null)?
 */
import { isObject, lastTopLevelRaw, LONE_SURROGATE, PY_SPACE, pyFloatOf, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const own = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);
// Python isinstance(x, (int, float)) for a json.loads value: numbers (NaN and infinities too) and bools (bool is an int).
const pyNumeric = (v: unknown) => typeof v === 'number' || typeof v === 'boolean';

// ---------------------------------------------------------------------------------------------------------------
// 1. MMC venture screening, Rag-and-Langchain/evaluate_scorecard.py (SungmyeonPark/MMC-venture-screening-pipeline):
//      def extract_json_block(text):
//          match = re.search(r"```json\s*({.*?})\s*```", text, re.DOTALL)
//          if match:
//              return match.group(1).strip()
//          match2 = re.search(r"{.*}", text, re.DOTALL)
//          return match2.group(0).strip() if match2 else text.strip()
//      ...
//          raw_output = response.choices[0].message.content.strip()
//          clean = extract_json_block(raw_output)
//          try:
//              parsed = json.loads(clean)
//          except json.JSONDecodeError:
//              parsed = {"score": 0, "rationale": "⚠️ Could not parse LLM output."}   # default, no verdict
//          weight = (parsed["score"] / data["max_score"]) * data["weight"]          # max_score == 3; no try
//          total += weight
//          results[cat] = {"score": parsed["score"], "rationale": parsed["rationale"], "weighted_score": round(weight, 3)}
//    A non-dict, a missing "score" or "rationale", or a score that cannot be divided by 3 (str, None, list, dict, an int
//    whose quotient overflows a float) raises and aborts the run. Python's \s is Unicode whitespace; { is a literal.
const PY_WS = `[${PY_SPACE}]`;
const MMC_FENCED = new RegExp('```json' + PY_WS + '*(\\{[\\s\\S]*?\\})' + PY_WS + '*```');
const MMC_GREEDY = /\{[\s\S]*\}/;
// int / 3 raises OverflowError once the quotient rounds past the largest double, i.e. at 2**1024 - 2**970 (half an ulp above it)
const MAX_FLOAT_TIMES_3 = (2n ** 1024n - 2n ** 970n) * 3n;
const mmcExtract = (text: string): string => {
  const fenced = MMC_FENCED.exec(text);
  if (fenced) return pyStrip(fenced[1] ?? '');
  const greedy = MMC_GREEDY.exec(text);
  return greedy ? pyStrip(greedy[0]) : pyStrip(text);
};
const mmcVentureScreening: FrameworkParser = (reply) => {
  const clean = mmcExtract(pyStrip(reply));
  const parsed = pythonLoadsNumbers(clean);
  if (!isObject(parsed)) return false; // JSONDecodeError -> default; a list / str / number -> TypeError
  if (!own(parsed, 'score') || !own(parsed, 'rationale')) return false; // KeyError
  const score = parsed['score'];
  if (typeof score === 'boolean') return true;
  if (typeof score !== 'number') return false;
  if (!Number.isFinite(score)) {
    // JSON.parse turned a huge integer literal into Infinity; Python keeps the int and int / 3 may overflow
    const raw = lastTopLevelRaw(clean, 'score');
    if (raw !== undefined && /^-?[0-9]+$/.test(raw)) {
      const big = BigInt(raw);
      return (big < 0n ? -big : big) < MAX_FLOAT_TIMES_3;
    }
  }
  return true;
};

// 2. Smart AI Resume Screener, src/main/java/com/resumescreener/service/LLMMatchingService.java
//    (abhishekreddy16/Smart-AI-Resume-Screener-):
//      Pattern scorePattern = Pattern.compile("Score:\\s*(\\d+\\.?\\d*)");
//      Matcher matcher = scorePattern.matcher(llmResponse);
//      if (matcher.find()) {
//          try { return Double.parseDouble(matcher.group(1)); } catch (NumberFormatException e) { return 5.0; }
//      }
//      Pattern fallbackPattern = Pattern.compile("(\\d+\\.?\\d*)/10|rating.*?(\\d+\\.?\\d*)");
//      matcher = fallbackPattern.matcher(llmResponse);
//      if (matcher.find()) { ... return Double.parseDouble(scoreStr); ... }
//      return 5.0; // Default fallback
//    java.util.regex without UNICODE_CHARACTER_CLASS: \s = [ \t\n\x0B\f\r], \d = [0-9]; '.' excludes the line
//    terminators \n \r \u0085 \u2028 \u2029. parseDouble of \d+\.?\d* never throws, so a find() is a verdict.
const JAVA_SCORE = /Score:[ \t\n\x0B\f\r]*([0-9]+\.?[0-9]*)/;
const JAVA_FALLBACK = /([0-9]+\.?[0-9]*)\/10|rating[^\n\r\u0085\u2028\u2029]*?([0-9]+\.?[0-9]*)/;
const smartAiResumeScreener: FrameworkParser = (reply) => JAVA_SCORE.test(reply) || JAVA_FALLBACK.test(reply);

// 3. JobJitsu (Mark-Malysa/HACKRU_FALL25_JobJitsu), jobjitsu_backend/routers/session.py feedback():
//      feedback_response = generate_feedback(qa_pairs)             # response.text.strip()
//      try:
//          raw = feedback_response.strip()
//          raw = re.sub(r"^```(?:json)?\n?|```$", "", raw, flags=re.MULTILINE).strip()
//          json_match = re.search(r"\{[\s\S]*\}", raw)
//          if json_match:
//              candidate = json_match.group(0).strip()
//              try:
//                  feedback_data = json.loads(candidate)
//              except json.JSONDecodeError:
//                  unescaped = candidate.encode('utf-8').decode('unicode_escape')
//                  feedback_data = json.loads(unescaped)
//          else:
//              feedback_data = {"score": extract_score(feedback_response) or 5, "description": feedback_response}
//          desc = feedback_data.get("description")
//          if isinstance(desc, str):
//              desc_stripped = re.sub(r"^```(?:json)?\n?|```$", "", desc, flags=re.MULTILINE).strip()
//              nested_match = re.search(r"\{[\s\S]*\}", desc_stripped)
//              if nested_match:
//                  try:
//                      nested = json.loads(nested_match.group(0))
//                      if isinstance(nested, dict):
//                          feedback_data["description"] = nested.get("description", desc_stripped)
//                          if isinstance(nested.get("score"), (int, float)):
//                              feedback_data["score"] = nested["score"]
//                  except Exception:
//                      pass
//          if not isinstance(feedback_data.get("score"), (int, float)):
//              extracted = extract_score(json.dumps(feedback_data))
//              feedback_data["score"] = extracted or 5
//          ...
//      except Exception as e:
//          feedback_data = {"score": extract_score(feedback_response) or 5, "description": feedback_response}
//
//      def extract_score(feedback_text: str) -> float:
//          score_patterns = [r'(\d+(?:\.\d+)?)/10', r'Score:\s*(\d+(?:\.\d+)?)', r'score[:\s]*(\d+(?:\.\d+)?)',
//                            r'(\d+(?:\.\d+)?)\s*out\s*of\s*10']
//          for pattern in score_patterns:
//              match = re.search(pattern, feedback_text, re.IGNORECASE)
//              if match:
//                  return float(match.group(1))
//          return 5.0                                               # default
//    A score from extract_score is a verdict only when a pattern matched and gave a non-zero value (0.0 `or 5` -> 5).
//    Python MULTILINE ^/$ see only '\n'; \d is any Unicode decimal digit (float() reads them), \s Unicode whitespace.
const JJ_FENCE = /(?<=^|\n)```(?:json)?\n?|```(?=\n|$)/g;
const JJ_BRACES = /\{[\s\S]*\}/;
const JJ_NUM = '(\\p{Nd}+(?:\\.\\p{Nd}+)?)';
const JJ_PATTERNS = [
  new RegExp(`${JJ_NUM}/10`, 'iu'),
  new RegExp(`Score:${PY_WS}*${JJ_NUM}`, 'iu'),
  new RegExp(`score[:${PY_SPACE}]*${JJ_NUM}`, 'iu'),
  new RegExp(`${JJ_NUM}${PY_WS}*out${PY_WS}*of${PY_WS}*10`, 'iu'),
];
// True when extract_score(text) returns a value read from the text that survives `or 5` (not the 5.0 default, not 0).
const jjExtracted = (text: string): boolean => {
  for (const pattern of JJ_PATTERNS) {
    const m = pattern.exec(text);
    if (m) {
      const value = pyFloatOf(m[1] ?? '');
      return value !== undefined && value !== 0;
    }
  }
  return false;
};
// str.encode('utf-8').decode('unicode_escape'); undefined where Python raises (UnicodeEncodeError on a lone surrogate,
// UnicodeDecodeError on a truncated \x \u \U escape, an out-of-range \U, a trailing backslash). \N{NAME} is treated as
// an error (names are not resolved here).
const HEX = /^[0-9a-fA-F]+$/;
const unicodeEscapeDecode = (text: string): string | undefined => {
  if (LONE_SURROGATE.test(text)) return undefined;
  const bytes = Buffer.from(text, 'utf8');
  let out = '';
  let i = 0;
  const simple: Record<string, string> = { '\n': '', '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b !== 0x5c) {
      out += String.fromCharCode(b); // every other byte is read as Latin-1
      i++;
      continue;
    }
    i++;
    if (i >= bytes.length) return undefined; // "\ at end of string"
    const c = String.fromCharCode(bytes[i]!);
    if (c in simple) {
      out += simple[c];
      i++;
      continue;
    }
    if (c >= '0' && c <= '7') {
      let digits = '';
      while (digits.length < 3 && i < bytes.length && bytes[i]! >= 0x30 && bytes[i]! <= 0x37) digits += String.fromCharCode(bytes[i++]!);
      out += String.fromCodePoint(parseInt(digits, 8));
      continue;
    }
    const width = c === 'x' ? 2 : c === 'u' ? 4 : c === 'U' ? 8 : 0;
    if (width) {
      const hex = String.fromCharCode(...bytes.subarray(i + 1, i + 1 + width));
      if (hex.length < width || !HEX.test(hex)) return undefined;
      const cp = parseInt(hex, 16);
      if (cp > 0x10ffff) return undefined;
      out += String.fromCodePoint(cp);
      i += 1 + width;
      continue;
    }
    if (c === 'N') return undefined;
    out += '\\' + c; // unknown escapes stay as they are
    i++;
  }
  return out;
};
// json.dumps(obj) with its defaults (ensure_ascii, ", " and ": " separators); numbers as JS prints them.
const pyDumpString = (s: string) =>
  '"' +
  s.replace(/[\\"]|[^\x20-\x7e]/g, (c) => {
    const named: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };
    return named[c] ?? '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0');
  }) +
  '"';
const pyDumps = (v: unknown): string => {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return Number.isNaN(v) ? 'NaN' : v === Infinity ? 'Infinity' : v === -Infinity ? '-Infinity' : String(v);
  if (typeof v === 'string') return pyDumpString(v);
  if (Array.isArray(v)) return '[' + v.map(pyDumps).join(', ') + ']';
  return '{' + Object.entries(v as Record<string, unknown>).map(([k, x]) => `${pyDumpString(k)}: ${pyDumps(x)}`).join(', ') + '}';
};
const jobjitsu: FrameworkParser = (reply) => {
  const response = pyStrip(reply); // generate_feedback: response.text.strip()
  const fallback = () => jjExtracted(response); // except branch and no-JSON branch: extract_score(feedback_response) or 5
  const raw = pyStrip(pyStrip(response).replace(JJ_FENCE, ''));
  const found = JJ_BRACES.exec(raw);
  if (!found) return fallback();
  const candidate = pyStrip(found[0]);
  let data = pythonLoadsNumbers(candidate);
  if (data === undefined) {
    const unescaped = unicodeEscapeDecode(candidate);
    if (unescaped === undefined) return fallback();
    data = pythonLoadsNumbers(unescaped);
    if (data === undefined) return fallback();
  }
  if (!isObject(data)) return fallback(); // .get on a non-dict -> AttributeError -> except
  const record: Record<string, unknown> = { ...data };
  const desc = record['description'];
  if (typeof desc === 'string') {
    const descStripped = pyStrip(desc.replace(JJ_FENCE, ''));
    const nestedMatch = JJ_BRACES.exec(descStripped);
    if (nestedMatch) {
      const nested = pythonLoadsNumbers(nestedMatch[0]);
      if (isObject(nested)) {
        record['description'] = own(nested, 'description') ? nested['description'] : descStripped;
        if (pyNumeric(nested['score'])) record['score'] = nested['score'];
      }
    }
  }
  if (pyNumeric(record['score'])) return true;
  return jjExtracted(pyDumps(record));
};

// 4. InterviewIQ, app/api/resume-enhance/analyze/route.ts (ak-pydev/interview-iq):
//      function extractMatchScore(analysisText: string): number | null {
//        const percentageMatch = analysisText.match(/match score:?\s*(\d+)%/i) ||
//                                analysisText.match(/(\d+)%\s*match/i) ||
//                                analysisText.match(/^(\d+)%/i);
//        if (percentageMatch && percentageMatch[1]) {
//          const score = parseInt(percentageMatch[1], 10);
//          if (!isNaN(score) && score >= 0 && score <= 100) {
//            return score;
//          }
//        }
//        return null;
//      }
//    The project's own JavaScript, replicated as is.
const interviewIq: FrameworkParser = (reply) => {
  const percentageMatch = reply.match(/match score:?\s*(\d+)%/i) || reply.match(/(\d+)%\s*match/i) || reply.match(/^(\d+)%/i);
  if (percentageMatch && percentageMatch[1]) {
    const score = parseInt(percentageMatch[1], 10);
    return !isNaN(score) && score >= 0 && score <= 100;
  }
  return false;
};

export const PARSERS_OF_SET_598: Record<string, FrameworkParser> = {
  'mmc-venture-screening--pitch-deck-scorecard-category-0-3-json-score-rationale-fenced-or-greedy-brace': mmcVentureScreening,
  'smart-ai-resume-screener--resume-vs-job-fit-1-10-score-line-java-regex-with-slash-10-or-rating-fallback': smartAiResumeScreener,
  'jobjitsu--career-fair-mock-interview-feedback-1-10-json-score-description-with-regex-score-fallback': jobjitsu,
  'interview-iq--resume-vs-job-description-match-score-percentage-0-100-regex-line': interviewIq,
};
