/**
 * Set 522: replicas of the reply readers of three medical question-answering judges from Spanish and Portuguese
 * projects: Fundación 29's DxGPT bench lab strict diagnosis-equivalence judge (one option number, Python int()),
 * RevalidaFlow's Revalida descriptive-answer tutor (a "Score de Coerência e Estrutura (0 a 10): N" line found by a JS
 * regex) and prd0010's pt-BR answer-vs-reference judge (JSON score 0-10 after fence stripping and a greedy brace
 * fallback). Each parser answers: would the project get a verdict out of this reply (not a default, not an exception,
 * not a retry, not a None)?
 */
import { digitValue, isObject, PY_SPACE, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. DxGPT bench lab, bench/multimodal_beta/evaluate_v4.py StrictMultimodalEvaluator._get_llm_judgment
//    (foundation29org/dxgpt-bench-lab):
//      response = self.llm.generate(prompt, thinking_level=..., max_tokens=..., temperature=...)
//                                     # utils/llm/gemini.py: extracted_text = str(response.text).strip()
//      position = int(str(response).strip())
//      if 1 <= position <= len(ddx_texts):
//          return {"position": position}
//      except (TypeError, ValueError): pass
//      return {"position": None}
//    Python int() of a str: optional sign, Unicode decimal digits (Nd), single underscores between digits, leading
//    zeros allowed; str.strip() removes Python whitespace first. The prompt's "0" (no equivalent option) is the
//    verdict "no match" (the code stores the same {"position": None} as for a failure); -1, 6 or text are not
//    verdicts. N is the length of the DDX list: 5 in the filled example.
const DXGPT_OPTION_COUNT = 5;
const PY_INT_STR = /^[+-]?\p{Nd}+(?:_\p{Nd}+)*$/u;
const dxgptBenchLab: FrameworkParser = (reply) => {
  const text = pyStrip(reply);
  if (!PY_INT_STR.test(text)) return false; // int() raises ValueError
  const digits = text.replace(/^[+-]/, '').replace(/_/g, '');
  const magnitude = Number([...digits].map((d) => String(digitValue(d))).join(''));
  const position = text.startsWith('-') ? -magnitude : magnitude;
  return position >= 0 && position <= DXGPT_OPTION_COUNT;
};

// 2. RevalidaFlow, backend/routes/descriptiveQuestions.js POST /:id/evaluate (Drhackermedicina/revalidaflow):
//      const evaluation = await evaluateAnswer(question.enunciado, expectedAnswer, transcription);
//      if (!evaluation.success) { return res.status(500).json({...}); }
//      // Extrair score do feedback (formato: "Score de Coerência e Estrutura (0 a 10): X")
//      const scoreMatch = evaluation.feedback.match(/Score de Coerência e Estrutura \(0 a 10\):\s*(\d+)/);
//      const score = scoreMatch ? parseInt(scoreMatch[1], 10) : null;
//    evaluation.feedback is result.response.text() of gemini-1.5-flash. The same JavaScript regex (no flags: \d is
//    ASCII, \s is JS whitespace, first match anywhere, case-sensitive, no range check).
const REVALIDAFLOW_SCORE = /Score de Coerência e Estrutura \(0 a 10\):\s*(\d+)/;
const revalidaflow: FrameworkParser = (reply) => REVALIDAFLOW_SCORE.test(reply);

// 3. prd0010, 6_llm_judge.py parse_judge_output (rodrigo-kohl-clinicaexperts/prd0010):
//      if not text: return None, ""
//      clean = text.strip()
//      if clean.startswith("```"):
//          clean = re.sub(r"^```[a-zA-Z]*\n?", "", clean)
//          clean = re.sub(r"\n?```\s*$", "", clean)
//      obj = None
//      try: obj = json.loads(clean)
//      except json.JSONDecodeError:
//          m = re.compile(r"\{.*\}", re.DOTALL).search(clean)
//          if m:
//              try: obj = json.loads(m.group(0))
//              except json.JSONDecodeError: pass
//      if not isinstance(obj, dict): return None, ""
//      score = obj.get("score")
//      if isinstance(score, bool): return None, ...
//      if not isinstance(score, (int, float)): return None, ...
//      score = int(round(score))            # round(NaN) ValueError, round(inf) OverflowError -> except Exception
//      if not (0 <= score <= 10): return None, ...
//      return score, str(rationale)
//    Raw text: makers/make_openai.py (resp.choices[0].message.content or "").strip(). Python's round() of a float is
//    half-to-even; json.loads takes NaN/Infinity; a JSON array or number parses without error (no fallback).
const PRD_FENCE_OPEN = /^```[a-zA-Z]*\n?/;
const PRD_FENCE_CLOSE = new RegExp(`\\n?\`\`\`[${PY_SPACE}]*$`);
const PRD_GREEDY_OBJECT = /\{[\s\S]*\}/;
const pyRoundHalfEven = (x: number): number => {
  const floor = Math.floor(x);
  const frac = x - floor;
  if (frac > 0.5) return floor + 1;
  if (frac < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
};
const prd0010: FrameworkParser = (reply) => {
  if (reply === '') return false;
  let clean = pyStrip(reply);
  if (clean.startsWith('```')) {
    clean = clean.replace(PRD_FENCE_OPEN, '');
    clean = clean.replace(PRD_FENCE_CLOSE, '');
  }
  let obj = pythonLoadsNumbers(clean);
  if (obj === undefined) {
    const m = PRD_GREEDY_OBJECT.exec(clean);
    if (m) obj = pythonLoadsNumbers(m[0]);
  }
  if (!isObject(obj)) return false;
  const score = obj['score'];
  if (typeof score !== 'number') return false; // bool, None, str, list, dict
  if (!Number.isFinite(score)) return false; // round() raises, caught by run_one_judgment
  const rounded = pyRoundHalfEven(score);
  return rounded >= 0 && rounded <= 10;
};

export const PARSERS_OF_SET_522: Record<string, FrameworkParser> = {
  'dxgpt-bench-lab--strict-diagnostic-equivalence-gold-vs-ddx-list-option-number-0-n-python-int': dxgptBenchLab,
  'revalidaflow--revalida-descriptive-clinical-case-verbal-answer-feynman-feedback-score-line-0-10-js-regex': revalidaflow,
  'prd0010--ptbr-medical-answer-vs-reference-clinical-coherence-json-score-0-10-fence-strip-greedy-brace': prd0010,
};
