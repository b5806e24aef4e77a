/**
 * Set 419: replicas of the reply readers of three judges that grade student writing and short answers:
 * the LLM-accessibility-divide AES study's "Score: [number]" line (whitespace-normalised, case-insensitive regex,
 * float()), the ELLIPSE L2 essay study's bare half-band score (exact match or the first \b-bounded allowed score
 * anywhere), and the Anki AI-answer-grading add-on's German flashcard judge (JSON object between the first '{' and the
 * last '}', int() of "score" and "rating", rating 1-4). Each parser answers: would the project get a verdict out of
 * this reply (not a default, not an exception, not an INVALID label, not a None)?
 */
import { digitValue, isObject, PY_SPACE, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. nd-hal/llm-accessibility-divide, Scripts/UnifiedScoring.py:
//      response_text = response.choices[0].message.content.strip()   # None content -> AttributeError -> caught, None
//      return extract_score(response_text)
//      def extract_score(response):
//          if not response:
//              return None
//          response = re.sub(r"\s+", " ", response).strip()  # Normalize spaces
//          score_match = re.search(r"Score: *([-+]?\d+(?:\.\d+)?)", response, re.IGNORECASE)
//          if score_match:
//              try:
//                  return float(score_match.group(1))
//              except ValueError: ... return None
//          else:
//              logging.error(...); return None
//      process_scoring:  if score is not None: df.at[index, f'{model_name}_0-Shot'] = score
//    Python's \s is Unicode whitespace (str.isspace) and \d any Unicode decimal digit (float() reads them all);
//    IGNORECASE also lets 's' match U+017F, as JS /iu does. Every whitespace run becomes one space first, so
//    "Score:\n4" reads as "Score: 4"; only spaces may then follow the colon. The first place the whole pattern fits wins.
const PY_WS_RUN = new RegExp(`[${PY_SPACE}]+`, 'g');
const ND_HAL_SCORE = /Score: *([-+]?\p{Nd}+(?:\.\p{Nd}+)?)/iu;
const llmAccessibilityDivide: FrameworkParser = (reply) => {
  const responseText = pyStrip(reply);
  if (!responseText) return false;
  const normalized = pyStrip(responseText.replace(PY_WS_RUN, ' '));
  return ND_HAL_SCORE.test(normalized);
};

// 2. Guo-coding/llm-l2-essay-scoring, src/run_llm_scoring.py (condition "essay_only", the default):
//      return resp.choices[0].message.content.strip()        # (Responses API: resp.output_text.strip())
//      VALID_SCORES = {"1.0", "1.5", "2.0", "2.5", "3.0", "3.5", "4.0", "4.5", "5.0"}
//      def normalize_ellipse_score(text: str) -> str:
//          if not text:
//              return "INVALID"
//          cleaned = text.strip()
//          if cleaned in VALID_SCORES:
//              return cleaned
//          matches = re.findall(r"\b(?:1\.0|1\.5|2\.0|2\.5|3\.0|3\.5|4\.0|4\.5|5\.0)\b", cleaned)
//          for m in matches:
//              if m in VALID_SCORES:
//                  return m
//          return "INVALID"
//      merge_openai_batch_output: label = normalize_ellipse_score(raw); if label == "INVALID": invalid += 1
//    Python's \b is Unicode-aware: a letter, digit or '_' of any script next to the number (e.g. "3.5分", "é3.0",
//    "4.0_", "13.0", "3.50") blocks the match; the alternatives are ASCII digits and a dot.
const PY_WORD = '[\\p{L}\\p{N}_]';
const ELLIPSE_VALID = new Set(['1.0', '1.5', '2.0', '2.5', '3.0', '3.5', '4.0', '4.5', '5.0']);
const ELLIPSE_SCORE = new RegExp(`(?<!${PY_WORD})(?:1\\.0|1\\.5|2\\.0|2\\.5|3\\.0|3\\.5|4\\.0|4\\.5|5\\.0)(?!${PY_WORD})`, 'u');
const llmL2EssayScoring: FrameworkParser = (reply) => {
  const text = pyStrip(reply);
  if (!text) return false;
  const cleaned = pyStrip(text);
  if (ELLIPSE_VALID.has(cleaned)) return true;
  return ELLIPSE_SCORE.test(cleaned);
};

// 3. fkallmer/anki-ai-answer-grading, ai_answer_grading/grader.py parse_grading_json (GradingError = no grade):
//      if not text or not text.strip():
//          raise GradingError("Leere Antwort vom Modell.")
//      cleaned = text.strip()
//      if cleaned.startswith("```"):
//          first_newline = cleaned.find("\n")
//          if first_newline != -1:
//              cleaned = cleaned[first_newline + 1 :]
//          if cleaned.rstrip().endswith("```"):
//              cleaned = cleaned.rstrip()[:-3]
//          cleaned = cleaned.strip()
//      start = cleaned.find("{")
//      end = cleaned.rfind("}")
//      if start == -1 or end == -1 or end <= start:
//          raise GradingError("Modellantwort enthält kein JSON-Objekt.")
//      cleaned = cleaned[start : end + 1]
//      try:
//          data = json.loads(cleaned)
//      except json.JSONDecodeError as exc:
//          raise GradingError(...)
//      if not isinstance(data, dict):
//          raise GradingError("Modellantwort ist kein JSON-Objekt.")
//      try:
//          score = int(data["score"])
//          rating = int(data["rating"])
//      except (KeyError, TypeError, ValueError) as exc:
//          raise GradingError(...)
//      score = max(0, min(100, score))
//      if rating not in (1, 2, 3, 4):
//          raise GradingError(f"Ungültiges Rating: {rating}")
//      ... the optional lists/strings/source_pages are read leniently and never raise.
//    int(): a bool, a finite float (truncated: 2.9 -> 2; NaN raises ValueError, an infinity such as 1e400 an uncaught
//    OverflowError), or a str of Unicode decimal digits with an optional sign, single underscores between digits and
//    surrounding whitespace ("3.0", "85%" raise ValueError). None, lists and dicts raise TypeError.
const PY_INT_STR = new RegExp(`^[${PY_SPACE}]*[+-]?\\p{Nd}+(?:_\\p{Nd}+)*[${PY_SPACE}]*$`, 'u');
const pyIntOf = (v: unknown): number | undefined => {
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number') return Number.isFinite(v) ? Math.trunc(v) : undefined;
  if (typeof v === 'string') {
    if (!PY_INT_STR.test(v)) return undefined;
    const digits = pyStrip(v).replace(/_/g, '').replace(/\p{Nd}/gu, (d) => String(digitValue(d)));
    if (digits.replace(/^[+-]/, '').length > 4300) return undefined; // int max str digits (ValueError)
    return Number(digits);
  }
  return undefined;
};
const PY_RSTRIP = new RegExp(`[${PY_SPACE}]+$`);
const pyRstrip = (s: string) => s.replace(PY_RSTRIP, '');
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const ankiAiAnswerGrading: FrameworkParser = (text) => {
  if (!text || !pyStrip(text)) return false;
  let cleaned = pyStrip(text);
  if (cleaned.startsWith('```')) {
    const firstNewline = cleaned.indexOf('\n');
    if (firstNewline !== -1) cleaned = cleaned.slice(firstNewline + 1);
    if (pyRstrip(cleaned).endsWith('```')) cleaned = pyRstrip(cleaned).slice(0, -3);
    cleaned = pyStrip(cleaned);
  }
  const start = cleaned.indexOf('{');
  const end = cleaned.lastIndexOf('}');
  if (start === -1 || end === -1 || end <= start) return false;
  const data = pythonLoadsNumbers(cleaned.slice(start, end + 1));
  if (!isObject(data)) return false;
  if (!own(data, 'score') || !own(data, 'rating')) return false;
  const score = pyIntOf(data['score']);
  const rating = pyIntOf(data['rating']);
  if (score === undefined || rating === undefined) return false;
  return rating === 1 || rating === 2 || rating === 3 || rating === 4;
};

export const PARSERS_OF_SET_419: Record<string, FrameworkParser> = {
  'llm-accessibility-divide--essay-rubric-prompt-numeric-score-line-regex-float': llmAccessibilityDivide,
  'llm-l2-essay-scoring--ellipse-holistic-essay-1-5-half-band-bare-score-findall': llmL2EssayScoring,
  'anki-ai-answer-grading--flashcard-answer-vs-card-back-german-json-score-rating-1-4': ankiAiAnswerGrading,
};
