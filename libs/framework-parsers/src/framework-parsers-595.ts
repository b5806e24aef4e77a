/**
 * Set 595: replicas of the reply readers of four judges living in Jupyter / Kaggle notebooks that grade LLM outputs:
 * a Kaggle clinical-summary judge (five 1-5 scores in JSON, rescued by a greedy brace match and per-key regexes),
 * a German RAG workshop faithfulness judge (JSON score read by int()), a course homework judge of archaic-to-modern
 * Italian translations (bare integer with a word-boundary fallback) and a course-assistant notebook adapting the
 * Hugging Face LLM-as-a-judge Colab ("Total rating:" then the first number). Each parser answers: would the project
 * get a verdict out of this reply (not a default, not an exception, not a skipped sample)?
 */
import { isObject, PY_SPACE, pyIntOfValue, pyStrip, pythonLoadsNumbers, digitValue } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const PY_WS = `[${PY_SPACE}]`;
const hasOwn = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. swapanroy/LLM_AS_JUDGE, llm-as-a-judge.ipynb (Kaggle), SECTION 5:
//      def _clamp_score(val):
//          if isinstance(val, (int, float)) and 1 <= val <= 5:
//              return int(val)
//          return None
//      def _scores_from_dict(data):
//          return {d: _clamp_score(data.get(d)) for d in DIMENSIONS}      # non-dict -> AttributeError (not caught)
//      def _scores_from_regex(text):
//          for d in DIMENSIONS:
//              m = re.search(rf'"{d}"\s*:\s*(\d+)', text)
//              scores[d] = _clamp_score(int(m.group(1))) if m else None
//      def parse_scores(raw_text):
//          text = re.sub(r"^```(json)?|```$", "", raw_text.strip(), flags=re.MULTILINE).strip()
//          candidates = []
//          try:
//              candidates.append(_scores_from_dict(json.loads(text)))
//          except json.JSONDecodeError:
//              pass
//          m = re.search(r"\{.*\}", text, re.DOTALL)
//          if m:
//              try:
//                  candidates.append(_scores_from_dict(json.loads(m.group())))
//              except json.JSONDecodeError:
//                  pass
//          candidates.append(_scores_from_regex(text))
//          final[d] = next((c[d] for c in candidates if c.get(d) is not None), None)
//          missing -> print warning, defaulting to 3
//    The pipeline loop catches any other exception and skips the note. A verdict here = all five dimensions read from
//    the reply (none defaulted to 3). Python MULTILINE ^/$ only know '\n' (JS 'm' would also split on \r, \u2028).
const CLINICAL_DIMS = ['factuality', 'completeness', 'relevance', 'safety', 'presentation'] as const;
const CLINICAL_FENCE = /(?:(?<![\s\S])|(?<=\n))```(json)?|```(?=\n|(?![\s\S]))/g;
const CLINICAL_KEY = CLINICAL_DIMS.map((d) => new RegExp(`"${d}"${PY_WS}*:${PY_WS}*(\\p{Nd}+)`, 'u'));
const clinicalClamp = (v: unknown): number | null => {
  if (typeof v === 'boolean') return v ? 1 : null; // bool is an int: True -> 1 (in range), False -> 0 (out of range)
  if (typeof v === 'number' && v >= 1 && v <= 5) return Math.trunc(v); // NaN and infinities fail the comparison
  return null;
};
const clinicalFromDict = (data: unknown): Array<number | null> | 'raise' =>
  isObject(data) ? CLINICAL_DIMS.map((d) => (hasOwn(data, d) ? clinicalClamp(data[d]) : null)) : 'raise';
const clinicalFromRegex = (text: string): Array<number | null> =>
  CLINICAL_KEY.map((re) => {
    const m = re.exec(text);
    if (!m) return null;
    const digits = (m[1] ?? '').replace(/\p{Nd}/gu, (d) => String(digitValue(d)));
    return clinicalClamp(Number(digits));
  });
const clinicalLlmJudge: FrameworkParser = (reply) => {
  const text = pyStrip(pyStrip(reply).replace(CLINICAL_FENCE, ''));
  const candidates: Array<Array<number | null>> = [];
  const direct = pythonLoadsNumbers(text);
  if (direct !== undefined) {
    const c = clinicalFromDict(direct);
    if (c === 'raise') return false;
    candidates.push(c);
  }
  const m = /\{[\s\S]*\}/.exec(text);
  if (m) {
    const inner = pythonLoadsNumbers(m[0]);
    if (inner !== undefined) {
      const c = clinicalFromDict(inner);
      if (c === 'raise') return false;
      candidates.push(c);
    }
  }
  candidates.push(clinicalFromRegex(text));
  return CLINICAL_DIMS.every((_, i) => candidates.some((c) => c[i] !== null));
};

// 2. grigory-consulting/rag-tkom, judge.ipynb (German RAG workshop):
//      roh = llm.complete(prompt, system=JUDGE_SYSTEM, temperature=0.0, max_tokens=512)
//      m = re.search(r"\{.*\}", roh, re.DOTALL)
//      try:
//          obj = json.loads(m.group(0)) if m else {}
//          return {"score": int(obj.get("score", 0)), "begruendung": str(obj.get("begruendung", ""))}
//      except (json.JSONDecodeError, ValueError):
//          return {"score": 0, "begruendung": f"PARSE-FEHLER: {roh[:80]}"}
//    The greedy first-'{'-to-last-'}' span must be valid JSON (an object, as it starts with '{') with a "score" that
//    int() reads; a missing key is the default 0, ValueError is caught (score 0), TypeError / OverflowError escape.
const ragTkom: FrameworkParser = (reply) => {
  const m = /\{[\s\S]*\}/.exec(reply);
  if (!m) return false;
  const obj = pythonLoadsNumbers(m[0]);
  if (!isObject(obj) || !hasOwn(obj, 'score')) return false;
  return pyIntOfValue(obj['score']) !== undefined;
};

// 3. Santana126/HomeWork2MNLP, judge.ipynb (Gemini chat session per translation file):
//      raw_score_text = response.text.strip()
//      match = re.search(r'^\s*([1-5])\s*$', raw_score_text)
//      if match:
//          parsed_score = int(match.group(1))
//      else:
//          fallback_match = re.search(r'\b([1-5])\b', raw_score_text)
//          if fallback_match:
//              parsed_score = int(fallback_match.group(1))
//          else:
//              judgment_details["error_message_debug"] = f"Could not parse a 1-5 score from: '{raw_score_text}'"
//    Python's \b is Unicode-aware (word characters: letters, digits of any script, '_'); JS \b is ASCII-only.
const PY_WORD = '[\\p{L}\\p{N}_]';
const MNLP_STRICT = new RegExp(`^${PY_WS}*([1-5])${PY_WS}*$`, 'u');
const MNLP_FALLBACK = new RegExp(`(?<!${PY_WORD})([1-5])(?!${PY_WORD})`, 'u');
const mnlpHomework2: FrameworkParser = (reply) => {
  const text = pyStrip(reply);
  return MNLP_STRICT.test(text) || MNLP_FALLBACK.test(text);
};

// 4. Zhuohua-HUANG/LangAssist, llm_judge.ipynb (adapted Hugging Face LLM-as-a-judge Colab):
//      def extract_judge_score(answer: str, split_str: str = "Total rating:") -> int:
//          try:
//              if split_str in answer:
//                  rating = answer.split(split_str)[1]
//              else:
//                  rating = answer
//              digit_groups = [el.strip() for el in re.findall(r"\d+(?:\.\d+)?", rating)]
//              return float(digit_groups[0])              # IndexError when no number -> None
//          except Exception as e:
//              print(e)
//              return None
//    split()[1] is the text between the first and the second "Total rating:"; \d is any Unicode decimal digit and
//    float() reads them all.
const LANGASSIST_NUMBER = /\p{Nd}+(?:\.\p{Nd}+)?/u;
const langassist: FrameworkParser = (reply) => {
  const split = 'Total rating:';
  const rating = reply.includes(split) ? (reply.split(split)[1] ?? '') : reply;
  return LANGASSIST_NUMBER.test(rating);
};

export const PARSERS_OF_SET_595: Record<string, FrameworkParser> = {
  'clinical-llm-judge--clinical-note-summary-five-dimension-1-5-json-rationales-brace-and-per-key-regex-rescue': clinicalLlmJudge,
  'rag-tkom--german-rag-answer-faithfulness-1-5-json-score-begruendung-greedy-brace-int': ragTkom,
  'mnlp-homework2--archaic-to-modern-italian-translation-1-5-bare-integer-strict-then-word-boundary-fallback': mnlpHomework2,
  'langassist--course-assistant-qa-helpfulness-1-4-evaluation-then-total-rating-first-number': langassist,
};
