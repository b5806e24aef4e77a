/**
 * Set 429: replicas of the reply readers of three judges from course projects and Kaggle-style notebooks:
 * HAIPy's teaching-assistant grader of students' Jupyter notebooks (JSON object, first-'{'-to-last-'}' fallback,
 * then a pydantic model with four 0-10 rubric ints), the "Breaking Bias" ECE324 project's persona judges of the
 * Kaggle "LLMs - You Can't Please Them All" essay contest (a "Score: X" regex, 0 as the default) and
 * llm-assignment-grader's CSV exporter (markdown rubric-table rows "| name | score/max |"). Each parser answers:
 * would the project get a verdict out of this reply (not a default, not an exception, not a retry, not a skip)?
 */
import { isObject, PY_SPACE, pyStrip, pythonLoadsNumbers, RUST_TRIM } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const PY_WS = `[${PY_SPACE}]`;

// ---------------------------------------------------------------------------------------------------------------
// 1. HAIPy (AlikKostandov/haipy-backend), haipy/core/llm_client.py + pipeline.py + schemas.py:
//      content = (resp.choices[0].message.content or "").strip()
//      return _extract_json_object(content)           # any exception -> retry (retries=2), then LLMError
//    def _extract_json_object(text):
//      text = (text or "").strip()
//      if not text: raise ValueError("Empty LLM response content")
//      try:
//          obj = json.loads(text)
//          if isinstance(obj, dict): return obj
//          raise ValueError("LLM returned JSON but not an object")
//      except Exception: pass
//      start = text.find("{"); end = text.rfind("}")
//      if start == -1 or end == -1 or end <= start: raise ValueError(...)
//      candidate = text[start : end + 1].strip()
//      obj = json.loads(candidate)
//      if not isinstance(obj, dict): raise ValueError(...)
//      return obj
//    pipeline.evaluate_notebook:
//      raw["filename"] = filename; raw.setdefault("id", "run_demo"); raw.setdefault("issues", []); raw.setdefault("feedback", [])
//      return EvaluationResponse.model_validate(raw)   # ValidationError -> the request fails
//    class Rubric(BaseModel): correctness / completeness / analysis_quality / structure: int = Field(ge=0, le=10)
//    class EvaluationResponse(BaseModel):
//      id: str = "run_demo"; filename: str; score_total: int = Field(ge=0, le=100); rubric: Rubric
//      issues: List[str] = []; feedback: List[str] = []
//      @model_validator(mode="after") -> score_total recomputed from the rubric (never fails)
//    pydantic v2 lax (python mode) int: int, bool, a float with no fraction, a str of an ASCII integer (surrounding
//    whitespace, '+', '_' between digits and a '.0' tail allowed); the bounds apply to the converted value.
const PYDANTIC_INT_STR = /^[+-]?[0-9]+(?:_[0-9]+)*(?:\.0+)?$/;
const pydanticInt = (v: unknown): number | undefined => {
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number') return Number.isInteger(v) ? v : undefined; // NaN / Infinity are not integers
  if (typeof v === 'string') {
    const s = v.replace(RUST_TRIM, '');
    return PYDANTIC_INT_STR.test(s) ? Number(s.replace(/_/g, '')) : undefined;
  }
  return undefined;
};
const boundedInt = (v: unknown, max: number): boolean => {
  const n = pydanticInt(v);
  return n !== undefined && n >= 0 && n <= max;
};
const isStrList = (v: unknown): boolean => Array.isArray(v) && v.every((x) => typeof x === 'string');
const haipyExtract = (content: string): Record<string, unknown> | undefined => {
  const text = pyStrip(content);
  if (!text) return undefined;
  const whole = pythonLoadsNumbers(text);
  if (isObject(whole)) return whole;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end === -1 || end <= start) return undefined;
  const inner = pythonLoadsNumbers(pyStrip(text.slice(start, end + 1)));
  return isObject(inner) ? inner : undefined;
};
const haipy: FrameworkParser = (reply) => {
  const raw = haipyExtract(pyStrip(reply));
  if (!raw) return false;
  // filename is overwritten by the caller; id / issues / feedback are validated only when the reply holds them
  if ('id' in raw && typeof raw['id'] !== 'string') return false;
  if ('issues' in raw && !isStrList(raw['issues'])) return false;
  if ('feedback' in raw && !isStrList(raw['feedback'])) return false;
  if (!boundedInt(raw['score_total'], 100)) return false;
  const rubric = raw['rubric'];
  if (!isObject(rubric)) return false;
  return ['correctness', 'completeness', 'analysis_quality', 'structure'].every((k) => boundedInt(rubric[k], 10));
};

// 2. Breaking Bias (gin-guo/breaking-bias), eval_judges/evaluation.ipynb, JudgeCommittee.get_judge_score (debug=False):
//      generated_text = response[0]['generated_text'].strip()
//      score_match = re.search(r"Score\s*[:\-]?\s*([0-9])\b", generated_text)
//      score = int(score_match.group(1)) if score_match else 0      # no match -> the default 0
//    Python: \s is Unicode whitespace, [0-9] ASCII, \b after the digit needs a non-word character (str.isalnum()
//    or '_' are word characters) or the end; case-sensitive "Score"; the first match anywhere wins.
const BB_SCORE = new RegExp(`Score${PY_WS}*[:\\-]?${PY_WS}*([0-9])(?![\\p{L}\\p{N}_])`, 'u');
const breakingBias: FrameworkParser = (reply) => BB_SCORE.test(reply);

// 3. llm-assignment-grader (pouriamrt/llm-assignment-grader), ai_grader/exporter.py (the reply is saved as
//    <submission>_feedback.md and read back):
//      _ROW_RE = re.compile(r"^\|\s*(.+?)\s*\|\s*\*{0,2}([\d.]+)\s*/\s*(\d+)\*{0,2}\s*\|", re.M)
//      for name, score, mx in _ROW_RE.findall(text):
//          label = name.replace("**", "").strip()
//          value = float(score)                        # "." or "1.2.3" -> ValueError, the export crashes
//          if label.lower() == "total": total = value; continue
//          scores[label] = value ... order.append((label, int(mx)))
//      if not scores and total is None: continue       # the submission gets no row in the grade sheet
//    Python re.M: ^ only after '\n'; '.' everything but '\n'; \s Unicode whitespace (crosses lines); \d any Nd digit.
const AG_ROW = new RegExp(
  `(?:^|(?<=\\n))\\|${PY_WS}*([^\\n]+?)${PY_WS}*\\|${PY_WS}*\\*{0,2}([\\p{Nd}.]+)${PY_WS}*/${PY_WS}*(\\p{Nd}+)\\*{0,2}${PY_WS}*\\|`,
  'gu',
);
const PY_FLOAT_DIGITS = /^(?:\p{Nd}+(?:\.\p{Nd}*)?|\.\p{Nd}+)$/u; // float() of a [\d.]+ run
const assignmentGrader: FrameworkParser = (reply) => {
  const rows = [...reply.matchAll(AG_ROW)];
  return rows.length > 0 && rows.every((m) => PY_FLOAT_DIGITS.test(m[2] ?? ''));
};

export const PARSERS_OF_SET_429: Record<string, FrameworkParser> = {
  'haipy--ml-course-jupyter-notebook-grading-4-rubric-ints-0-10-json-pydantic-first-last-brace': haipy,
  'breaking-bias--persona-essay-contest-0-9-score-line-regex-default-zero': breakingBias,
  'llm-assignment-grader--assignment-feedback-markdown-rubric-table-score-over-max-rows': assignmentGrader,
};
