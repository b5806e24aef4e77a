/**
 * Set 577: replicas of the reply readers of five education judges (quiz and flashcard answer checkers, language-learning
 * exercise graders): a Latin/Greek translation-exercise scorer on Claude (Python json.loads + int() coercions), a
 * language-drill answer checker on Groq (JSON.parse + typeof checks), a Dutch translation grader on the OpenAI
 * Assistants API (Dart jsonDecode, 'evaluation' must be a string), a pronunciation-transcript judge on Vertex AI
 * (fence stripping + zod coerce) and a vocabulary sentence-usage checker on Groq (startswith 'CORRECT' or
 * 'INCORRECT: ' split). Each parser answers: would the project get a verdict out of this reply (not a default, not an
 * exception, not a retry, not a None)?
 */
import { digitValue, isObject, lastTopLevelRaw, PY_SPACE, pyStrip, pythonLoadsNumbers, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. instructor (jeidsath/instructor), src/instructor/ai/client.py AIClient.complete_json:
//        block = response.content[0]
//        text = block.text
//        try:
//            return json.loads(text)
//        except json.JSONDecodeError as exc:
//            raise AIResponseError(msg) from exc
//    src/instructor/ai/scoring.py:
//        def _parse_errors(raw_errors):
//            for err in raw_errors:
//                result.append(ErrorDetail(error_type=err.get("type", "unknown"), ...))
//        def _build_result(data):
//            raw_score = int(data.get("score", 0))
//            max_score = int(data.get("max_score", 5))
//            normalized = raw_score / max_score if max_score > 0 else 0.0
//            return AIScoreResult(score=normalized, raw_score=raw_score, max_score=max_score,
//                                 correct=raw_score >= max_score * 0.8, feedback=data.get("feedback", ""),
//                                 corrected_response=data.get("corrected_response", ""),
//                                 errors=_parse_errors(data.get("errors", [])))
//    A missing "score" gives the default 0 (no verdict). int() takes bools, ints, finite floats (truncated) and strs of
//    Unicode digits (sign, single underscores between digits, str.isspace() whitespace around); NaN raises ValueError,
//    inf OverflowError, None/list/dict TypeError. int / int and float(int) raise OverflowError past the float range.
const PY_INT_STR = new RegExp(`^[${PY_SPACE}]*([+-]?)(\\p{Nd}+(?:_\\p{Nd}+)*)[${PY_SPACE}]*$`, 'u');
const pyIntOf = (value: unknown, raw: string | undefined): bigint | undefined => {
  if (typeof value === 'boolean') return value ? 1n : 0n;
  if (typeof value === 'number') {
    if (raw !== undefined && /^-?[0-9]+$/.test(raw)) return BigInt(raw); // a JSON integer literal: Python keeps it exact
    if (!Number.isFinite(value)) return undefined; // NaN -> ValueError, +-Infinity (or 1e400) -> OverflowError
    return BigInt(Math.trunc(value));
  }
  if (typeof value === 'string') {
    const m = PY_INT_STR.exec(value);
    if (!m) return undefined;
    const n = BigInt(m[2]!.replace(/_/g, '').replace(/\p{Nd}/gu, (d) => String(digitValue(d))));
    return m[1] === '-' ? -n : n;
  }
  return undefined; // None, list, dict -> TypeError
};
// The smallest magnitude that rounds to infinity as a double: (2 - 2**-53) * 2**1023.
const FLOAT_OVERFLOW = (2n ** 54n - 1n) * 2n ** 970n;
const absBig = (n: bigint) => (n < 0n ? -n : n);
const instructorErrorsIterable = (data: Record<string, unknown>): boolean => {
  if (!own(data, 'errors')) return true; // default []
  const errors = data['errors'];
  if (Array.isArray(errors)) return errors.every((e) => isObject(e)); // each item needs .get
  if (isObject(errors)) return Object.keys(errors).length === 0; // iterating a dict yields str keys: no .get
  if (typeof errors === 'string') return errors.length === 0; // iterating a str yields str chars
  return false; // None, numbers, bools: not iterable
};
const instructorClassics: FrameworkParser = (reply) => {
  const data = pythonLoadsNumbers(reply);
  if (!isObject(data)) return false; // JSONDecodeError, or .get on a list/str/number/None
  if (!own(data, 'score')) return false; // data.get("score", 0): the default, not a verdict
  const raw = pyIntOf(data['score'], lastTopLevelRaw(reply, 'score'));
  if (raw === undefined) return false;
  const max = own(data, 'max_score') ? pyIntOf(data['max_score'], lastTopLevelRaw(reply, 'max_score')) : 5n;
  if (max === undefined) return false;
  if (max > 0n && absBig(raw) >= FLOAT_OVERFLOW * max) return false; // raw_score / max_score overflows a float
  if (absBig(max) >= FLOAT_OVERFLOW) return false; // max_score * 0.8: int too large to convert to float
  return instructorErrorsIterable(data);
};

// 2. skinova (NikKowPHP/skinova), src/lib/ai/gemini-service.ts evaluateDrillDownAnswer:
//        const rawContent = response.data?.choices?.[0]?.message?.content;
//        if (!rawContent) { throw new Error("Groq response for drill-down evaluation is missing expected content."); }
//        const parsed = JSON.parse(rawContent);
//        if (
//          typeof parsed.isCorrect !== "boolean" ||
//          typeof parsed.score !== "number" ||
//          typeof parsed.feedback !== "string" ||
//          typeof parsed.correctedAnswer !== "string"
//        ) { throw new Error("Invalid evaluation response from AI (missing or malformed fields)."); }
//        return parsed;
const skinova: FrameworkParser = (reply) => {
  if (!reply) return false;
  const parsed = wholeJson(reply); // JSON.parse: surrounding JSON whitespace allowed
  if (parsed === undefined || parsed === null) return false; // not JSON; null.isCorrect throws TypeError
  const p = parsed as Record<string, unknown>; // property reads on a primitive give undefined
  return typeof p['isCorrect'] === 'boolean' && typeof p['score'] === 'number' && typeof p['feedback'] === 'string' && typeof p['correctedAnswer'] === 'string';
};

// 3. Portugoosse (Defuera/portugoosse), packages/ai_assistant/lib/src:
//      assistant_api.dart: final lastMessage = response.data.firstOrNull?.content.lastOrNull?.text.value;
//      ai_service.dart:
//        Future<String?> checkTranslation(String translation) async {
//          ...
//          return _parseResponse(response, 'evaluation');
//        }
//        _parseResponse(String? response, String jsonKey) {
//          final json = response == null ? null : jsonDecode(response);
//          if (json == null) {
//            throw Exception('Empty AI prompt');
//          } else if (json['error'] != null) {
//            throw Exception(json['error']);
//          }
//          final exercise = json[jsonKey];
//          if (exercise == null) {
//            throw Exception('Empty AI prompt');
//          }
//          return exercise;
//        }
//    Dart's jsonDecode is strict RFC JSON (as JSON.parse). json['error'] on a List or String throws a TypeError (String
//    index), on a num/bool a NoSuchMethodError. _parseResponse returns dynamic: a non-String 'evaluation' fails the
//    implicit cast to FutureOr<String?> with a TypeError.
const portugoosse: FrameworkParser = (reply) => {
  let json: unknown;
  try {
    json = JSON.parse(reply);
  } catch {
    return false; // FormatException
  }
  if (!isObject(json)) return false;
  if (own(json, 'error') && json['error'] !== null) return false;
  const evaluation = own(json, 'evaluation') ? json['evaluation'] : null;
  return typeof evaluation === 'string';
};

// 4. FluentAI (nisattm/FluentAI-project), src/lib/vertex-ai.ts:
//      generateText:  const text = response.candidates[0]?.content?.parts?.[0]?.text || '';
//                     if (!text) { ... retry, then return { success: false, error: 'Empty response from model' } }
//      generateJSON:  let cleaned = response.data.trim();
//                     cleaned = cleaned.replace(/^```json\s*/i, '');
//                     cleaned = cleaned.replace(/^```\s*/i, '');
//                     cleaned = cleaned.replace(/\s*```\s*$/g, '');
//                     cleaned = cleaned.trim();
//                     try { parsed = JSON.parse(cleaned); } catch (error) { return { success: false, ... }; }
//                     if (parsed?.questions && Array.isArray(parsed.questions)) { parsed.questions = parsed.questions.map(...) ... }
//                     const validation = schema.safeParse(parsed);
//                     if (!validation.success) { return { success: false, ... }; }
//    src/app/api/pronunciation/route.ts:
//      const PronunciationSchema = z.object({
//        score: z.coerce.number().min(0).max(100),
//        feedback: z.string(),
//        tips: z.array(z.string()),
//      });
//      if (!result.success) { return NextResponse.json({ error: result.error }, { status: 500 }); }
//    The questions normalisation (written for the placement tests) runs on every reply that carries a "questions" array;
//    it is copied below because it can throw (a null item) outside any try.
/* eslint-disable @typescript-eslint/no-explicit-any */
const fluentAiNormalizeQuestions = (parsed: any): void => {
  if (parsed?.questions && Array.isArray(parsed.questions)) {
    parsed.questions = parsed.questions.map((q: any) => {
      const normalized = { ...q };
      if (q.type) {
        const typeStr = String(q.type).toLowerCase().replace(/[_-]/g, '');
        if (typeStr === 'multiplechoice' || typeStr === 'choice') normalized.type = 'mcq';
        else if (typeStr === 'mcq') normalized.type = 'mcq';
        else if (typeStr === 'fillin' || typeStr === 'blank') normalized.type = 'fill';
        else if (typeStr === 'fill') normalized.type = 'fill';
        else if (typeStr === 'typing') normalized.type = 'typing';
      }
      const rawSkill = q.skill || q.skillTag;
      if (rawSkill) {
        const skillStr = String(rawSkill).toLowerCase().replace(/[_-\s]/g, '');
        let normalizedSkill = 'vocab';
        if (skillStr.includes('vocab') || skillStr.includes('word') || skillStr === 'lexis' || skillStr === 'vocabulary') normalizedSkill = 'vocab';
        else if (skillStr.includes('gram') || skillStr.includes('structure') || skillStr.includes('syntax')) normalizedSkill = 'grammar';
        else if (skillStr.includes('read') || skillStr.includes('comprehension') || skillStr.includes('passage')) normalizedSkill = 'reading';
        else if (skillStr.includes('writ') || skillStr.includes('composition') || skillStr.includes('essay')) normalizedSkill = 'writing';
        else if (skillStr.includes('listen') || skillStr.includes('audio') || skillStr.includes('hear')) normalizedSkill = 'listening';
        else if (skillStr.includes('speak') || skillStr.includes('oral') || skillStr.includes('pronun')) normalizedSkill = 'speaking';
        normalized.skill = normalizedSkill;
        normalized.skillTag = normalizedSkill;
      } else {
        normalized.skill = 'vocab';
        normalized.skillTag = 'vocab';
      }
      if (normalized.type === 'mcq') {
        const choices = normalized.choices || normalized.options || [];
        if (!normalized.answer || String(normalized.answer).trim() === '') {
          if (typeof normalized.answerIndex === 'number' && choices[normalized.answerIndex]) normalized.answer = String(choices[normalized.answerIndex]);
          else if (choices.length > 0) normalized.answer = String(choices[0]);
        }
      }
      if (normalized.type === 'typing' && (!normalized.answer || String(normalized.answer).trim() === '')) {
        if (normalized.answerText && String(normalized.answerText).trim() !== '') normalized.answer = String(normalized.answerText).trim();
      }
      if (q.category) {
        const catStr = String(q.category).toLowerCase().replace(/[_-]/g, '');
        if (catStr === 'vocabulary' || catStr === 'vocab' || catStr === 'words') normalized.category = 'vocabulary';
        else if (catStr === 'grammar' || catStr === 'grammer' || catStr === 'structure') normalized.category = 'grammar';
        else if (catStr === 'reading' || catStr === 'comprehension' || catStr === 'read') normalized.category = 'reading';
        else if (catStr === 'listening' || catStr === 'listen' || catStr === 'audio') normalized.category = 'listening';
      }
      return normalized;
    });
    const validQuestions = parsed.questions.filter((q: any) => String(q.answer || '').trim() !== '');
    if (validQuestions.length >= 10) parsed.questions = validQuestions;
  }
};
/* eslint-enable @typescript-eslint/no-explicit-any */
// z.object: a plain object; z.coerce.number(): Number(input), NaN refused, then min(0) / max(100); z.string(); z.array(z.string()).
const fluentAiSchemaOk = (parsed: unknown): boolean => {
  if (!isObject(parsed)) return false;
  let score: number;
  try {
    score = Number(parsed['score']);
  } catch {
    return false; // ToPrimitive throws (non-callable toString and valueOf): no verdict either way
  }
  if (Number.isNaN(score) || score < 0 || score > 100) return false;
  if (typeof parsed['feedback'] !== 'string') return false;
  const tips = parsed['tips'];
  return Array.isArray(tips) && tips.every((t) => typeof t === 'string');
};
const fluentAi: FrameworkParser = (reply) => {
  if (!reply) return false; // '' -> retried, then { success: false }
  let cleaned = reply.trim();
  cleaned = cleaned.replace(/^```json\s*/i, '');
  cleaned = cleaned.replace(/^```\s*/i, '');
  cleaned = cleaned.replace(/\s*```\s*$/g, '');
  cleaned = cleaned.trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(cleaned);
  } catch {
    return false;
  }
  try {
    fluentAiNormalizeQuestions(parsed);
  } catch {
    return false; // uncaught in generateJSON: the route fails
  }
  return fluentAiSchemaOk(parsed);
};

// 5. English Quiz (Toricane/eng_quiz_flask), app.py VocabularyQuiz.check_sentence:
//        response = completion.choices[0].message.content.strip()
//        if response.startswith("CORRECT"):
//            return True, ""
//        else:
//            example_sentence = response.split("INCORRECT: ", 1)[1]     # IndexError when absent -> HTTP 500
//            return False, example_sentence
//    str.strip() removes str.isspace() whitespace; startswith and split are case-sensitive.
const engQuizFlask: FrameworkParser = (reply) => {
  const response = pyStrip(reply);
  return response.startsWith('CORRECT') || response.includes('INCORRECT: ');
};

export const PARSERS_OF_SET_577: Record<string, FrameworkParser> = {
  'instructor-classics--latin-greek-translation-exercise-0-5-json-score-int-coercion': instructorClassics,
  'skinova--language-drill-down-exercise-answer-json-iscorrect-score-typed-fields': skinova,
  'portugoosse--dutch-english-translation-again-hard-good-easy-json-evaluation-string': portugoosse,
  'fluentai--pronunciation-transcript-vs-expected-0-100-json-zod-coerce-score': fluentAi,
  'eng-quiz-flask--vocabulary-sentence-usage-correct-or-incorrect-colon-example-startswith': engQuizFlask,
};
