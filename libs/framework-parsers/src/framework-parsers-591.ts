/**
 * Set 591: replicas of the reply readers of five education graders (short answers, a kids' math word problem, a
 * rubric-graded essay, a handwritten copy and a TOPIK fill-in-the-blank), in Vietnamese, Spanish, Indonesian and
 * French: HungNQ-IT/webb's Gemini essay grader (JSON 'score' with a case-insensitive regex fallback, JavaScript),
 * an OpenAI 0.28 kids' math judge (first digit run, Python), gemini-auto-grader's '**Nilai:**' line (Python
 * splitlines/startswith), La Corrigeuse's 'GRADE: x/max' key lines (Python float) and KTiger Study's TOPIK grader
 * (Jackson readTree of the first JSON value, 'content' asInt, Java). Each parser answers: would the project get a
 * verdict out of this reply (not a default, not an exception, not a fallback score)?
 */
import { balancedJsonEnd, isObject, pyFloatOf, pyStrip, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. HungNQ-IT/webb, src/utils/aiGrading.js parseAIResponse(aiResponse, maxScore) (JavaScript, so JS semantics):
//      try {
//        let jsonStr = aiResponse.trim()
//        if (jsonStr.startsWith('```json')) {
//          jsonStr = jsonStr.replace(/```json\n?/g, '').replace(/```\n?/g, '')
//        } else if (jsonStr.startsWith('```')) {
//          jsonStr = jsonStr.replace(/```\n?/g, '')
//        }
//        const result = JSON.parse(jsonStr)
//        return { score: Math.min(Math.max(0, result.score || 0), maxScore), ... }
//      } catch (error) {
//        const scoreMatch = aiResponse.match(/score["\s:]+(\d+\.?\d*)/i)
//        const score = scoreMatch ? parseFloat(scoreMatch[1]) : maxScore * 0.5      // default: half marks
//        ...
//      }
//    `result.score || 0` turns a missing / null / '' / false score into the default 0 (a literal 0 is the reply's own
//    verdict); Math.max coerces the rest with ToNumber (NaN for '7/10', 'bảy', {}); a null document throws a TypeError
//    on result.score and so reaches the regex fallback, which reads the raw (untrimmed) reply.
const WEBB_SCORE_FALLBACK = /score["\s:]+(\d+\.?\d*)/i;
const hungnqWebb: FrameworkParser = (reply) => {
  let jsonStr = reply.trim();
  if (jsonStr.startsWith('```json')) {
    jsonStr = jsonStr.replace(/```json\n?/g, '').replace(/```\n?/g, '');
  } else if (jsonStr.startsWith('```')) {
    jsonStr = jsonStr.replace(/```\n?/g, '');
  }
  let result: unknown;
  try {
    result = JSON.parse(jsonStr) as unknown;
  } catch {
    return WEBB_SCORE_FALLBACK.test(reply);
  }
  if (result === null) return WEBB_SCORE_FALLBACK.test(reply); // null.score -> TypeError -> catch
  const score = (result as { score?: unknown }).score; // numbers, strings, booleans, arrays: no own 'score'
  if (score === 0) return true;
  if (!score) return false; // `|| 0`: the default
  return !Number.isNaN(Number(score)); // what Math.max(0, score) computes (ToNumber)
};

// 2. JUGUERRERO95/Entrega-Final---IA-Entretejiendo-Imaginaci-n-y-Algoritmos, Codigo.py evaluar_respuesta:
//      puntaje = int(re.findall(r'\d+', response["choices"][0]["message"]["content"])[0])
//      return puntaje
//    No try/except: no digit at all -> IndexError, the script stops. Python's \d on str is any Unicode decimal digit
//    (category Nd), and int() converts any run of them; the FIRST run anywhere is the verdict.
const iaEntretejiendo: FrameworkParser = (reply) => /\p{Nd}/u.test(reply);

// 3. exemuel/gemini-auto-grader, grader.py extract_grade(text) on response.content:
//      lines = text.splitlines()
//      for line in lines:
//          if line.startswith("**Nilai:**"):
//              return line.split("**Nilai:**")[1].strip()
//      return "Nilai Tidak Ditemukan"                       # default (also on any exception)
//    str.splitlines() breaks on \n, \r, \r\n, \v, \f, \x1c-\x1e, \x85, \u2028, \u2029; the first line that starts with
//    the marker wins; an empty (after str.strip) remainder is counted as no verdict.
const PY_SPLITLINES = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/;
const NILAI = '**Nilai:**';
const geminiAutoGrader: FrameworkParser = (reply) => {
  for (const line of reply.split(PY_SPLITLINES)) {
    if (line.startsWith(NILAI)) return pyStrip(line.split(NILAI)[1] ?? '') !== '';
  }
  return false;
};

// 4. odurif1/AI-Correction-System, src/ai/response_parser.py parse_grading_response(response):
//      result = {"grade": None, ...}
//      if not response: return result
//      lines = response.strip().split('\n')
//      for line in lines:
//          stripped = line.strip()
//          if not stripped: continue
//          for field_prefix in MULTILINE_FIELDS:   # INTERNAL_REASONING, STUDENT_FEEDBACK, STUDENT_ANSWER_READ, IF_UNCERTAIN
//              if stripped.startswith(field_prefix + ":"): ...; is_new_field = True; break
//          if is_new_field: continue
//          if stripped.startswith("GRADE:"):
//              try:
//                  grade_str = stripped.split("GRADE:")[1].strip()
//                  if "/" in grade_str: result["grade"] = float(grade_str.split("/")[0])
//                  else:                result["grade"] = float(grade_str)
//              except (ValueError, IndexError): pass
//          ...
//    A verdict is a non-None grade: some line parses; Python's strip/float (Unicode whitespace and digits, '1_5', 'inf').
const ACS_MULTILINE = ['INTERNAL_REASONING', 'STUDENT_FEEDBACK', 'STUDENT_ANSWER_READ', 'IF_UNCERTAIN'];
const aiCorrectionSystem: FrameworkParser = (reply) => {
  if (!reply) return false;
  let graded = false;
  for (const line of pyStrip(reply).split('\n')) {
    const stripped = pyStrip(line);
    if (!stripped) continue;
    if (ACS_MULTILINE.some((prefix) => stripped.startsWith(prefix + ':'))) continue;
    if (stripped.startsWith('GRADE:')) {
      const gradeStr = pyStrip(stripped.split('GRADE:')[1] ?? '');
      const literal = gradeStr.includes('/') ? (gradeStr.split('/')[0] ?? '') : gradeStr;
      if (pyFloatOf(literal) !== undefined) graded = true; // a failing later line keeps the earlier grade
    }
  }
  return graded;
};

// 5. tainhhb123/ktigerstudyfe, backend-code/AIGradingServiceImpl.java parseAIResponse(aiResponse) (Java, Spring Boot):
//      String jsonStr = aiResponse.trim();
//      if (jsonStr.startsWith("```json")) {
//          jsonStr = jsonStr.replaceAll("```json\\n?", "").replaceAll("```\\n?", "");
//      } else if (jsonStr.startsWith("```")) {
//          jsonStr = jsonStr.replaceAll("```\\n?", "");
//      }
//      JsonNode root = objectMapper.readTree(jsonStr);
//      breakdown.setContent(root.path("content").asInt(0));   // + grammar / vocabulary / organization, asInt(0)
//      ... catch (Exception e) { throw new RuntimeException(...) }  -> gradeWriting: createFallbackResult (length score)
//    String.trim() drops only chars <= U+0020. readTree reads the FIRST JSON value (Jackson whitespace: space, tab, LF,
//    CR) and never looks at what follows (FAIL_ON_TRAILING_TOKENS is off); strict JSON otherwise (no trailing commas,
//    single quotes, NaN). For the SHORT prompt the graded field is 'content' (the other three are fixed 0): a number,
//    a boolean, or a string NumberInput.parseAsInt reads; missing / null / object / array gives the default 0.
const JAVA_TRIM = /^[\x00-\x20]+|[\x00-\x20]+$/g;
const JAVA_DOUBLE = /^[+-]?(?:NaN|Infinity|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?[fFdD]?)$/;
// com.fasterxml.jackson.core.io.NumberInput.parseAsInt(s, def), as TextNode.asInt(def) calls it
const jacksonParseAsIntReads = (text: string): boolean => {
  let s = text.replace(JAVA_TRIM, '');
  if (s === '') return false;
  let i = 0;
  if (s[0] === '+') s = s.slice(1);
  else if (s[0] === '-') i = 1;
  for (; i < s.length; i++) {
    const c = s[i]!;
    if (c > '9' || c < '0') return JAVA_DOUBLE.test(s); // (int) parseDouble(s), or def when it throws
  }
  if (!/^[+-]?[0-9]+$/.test(s)) return false; // Integer.parseInt("") / ("-") throws
  const value = Number(s);
  return value >= -2147483648 && value <= 2147483647;
};
const ktigerstudy: FrameworkParser = (reply) => {
  let jsonStr = reply.replace(JAVA_TRIM, '');
  if (jsonStr.startsWith('```json')) {
    jsonStr = jsonStr.replace(/```json\n?/g, '').replace(/```\n?/g, '');
  } else if (jsonStr.startsWith('```')) {
    jsonStr = jsonStr.replace(/```\n?/g, '');
  }
  let start = 0;
  while (start < jsonStr.length && ' \t\n\r'.includes(jsonStr[start]!)) start++;
  if (jsonStr[start] !== '{') return false; // another root has no "content"; anything else throws
  const end = balancedJsonEnd(jsonStr, start);
  if (end < 0) return false;
  const root = wholeJson(jsonStr.slice(start, end));
  if (!isObject(root)) return false;
  const content = root['content'];
  if (typeof content === 'number' || typeof content === 'boolean') return true;
  if (typeof content === 'string') return jacksonParseAsIntReads(content);
  return false;
};

export const PARSERS_OF_SET_591: Record<string, FrameworkParser> = {
  'hungnq-webb--vietnamese-essay-short-answer-flexible-0-max-json-score-regex-fallback': hungnqWebb,
  'ia-entretejiendo--spanish-kids-math-word-problem-exact-number-10-or-0-first-digit-run': iaEntretejiendo,
  'gemini-auto-grader--indonesian-rubric-answer-grading-bold-nilai-line-startswith': geminiAutoGrader,
  'ai-correction-system--french-vision-handwritten-copy-question-grade-over-max-points-key-lines': aiCorrectionSystem,
  'ktigerstudy--topik-ii-korean-fill-in-blank-vietnamese-rubric-0-100-json-content-jackson': ktigerstudy,
};
