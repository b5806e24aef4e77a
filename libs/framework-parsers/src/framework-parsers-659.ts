/**
 * Set 659: replicas of the reply readers of five recruiting judges (resume screening and interview answer scoring):
 * DuckDuckCEO's candidate/job fit score (first decimal number anywhere), NovaForce-Task's Turkish interview grader
 * (strict JSON, numeric "score"), the STAT 496 name-bias study's resume screen (JSON "decision" kept as any label that
 * survives a CSV round trip), InnoWissen's interview answer grader ("SCORE:" line read with startswith + float) and
 * AIHiringBias's four category scores (comma-separated list of exactly four ints). Each parser answers: would the
 * project get a verdict out of this reply (not a default, not an exception, not a skipped sample)?
 */
import {
  hasLoneSurrogate,
  isObject,
  lastTopLevelRaw,
  numbersOutsideStrings,
  PY_INT_STR,
  pyFloatOf,
  pyStrip,
  pythonLoadsNumbers,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. DuckDuckCEO, OpenAI/DuckDuckCEO/helpers.py score_candidate (grigoresc/Code-Camp-Sessions):
//      result = response.choices[0].message.content
//      pattern = r'\d+\.\d+'
//      matches = re.findall(pattern, result)
//      score = float(matches[0]) if matches else None
//      return score
//    Python's \d in a str pattern is any Unicode decimal digit and float() reads them all (mixed scripts too), so a
//    verdict exists exactly when some run of digits, a dot, and a run of digits occurs anywhere in the reply.
const DUCKDUCKCEO_DECIMAL = /\p{Nd}+\.\p{Nd}+/u;
const duckduckceo: FrameworkParser = (reply) => DUCKDUCKCEO_DECIMAL.test(reply);

// 2. NovaForce-Task, grade_interview.py (Yigityaldiz/NovaForce-Task), response_format={"type": "json_object"}:
//      grade_single_answer:
//          grade = json.loads(response.choices[0].message.content)
//          return grade
//          except json.JSONDecodeError: return {"score": 0, "comment": "A format error occurred during grading."}
//      main:
//          grade = grade_single_answer(client, pair)
//          total_score += grade.get("score", 0)      # non-dict -> AttributeError; str/None/list -> TypeError (crash)
//          overall_score = total_score / len(qa_pairs) if qa_pairs else 0     # an int beyond float range -> OverflowError
//      write_output_file: json.dump(data, f, indent=2, ensure_ascii=False) into a UTF-8 file (except IOError only)
//    json.loads is strict (raw control characters in strings refused) and takes NaN / Infinity; bool is an int. A
//    decoded lone surrogate anywhere in the grade makes the final UTF-8 write raise UnicodeEncodeError (run lost).
const novaforceTask: FrameworkParser = (reply) => {
  const grade = pythonLoadsNumbers(reply);
  if (!isObject(grade) || !Object.prototype.hasOwnProperty.call(grade, 'score') || hasLoneSurrogate(grade)) return false;
  const score = grade['score'];
  if (typeof score === 'boolean') return true;
  if (typeof score !== 'number') return false;
  // an integer literal is a Python int of any size; true division by len() overflows past the float range
  const raw = lastTopLevelRaw(reply.trim(), 'score') ?? '';
  if (/^-?\d+$/.test(raw) && !Number.isFinite(Number(raw))) return false;
  return true;
};

// 3. STAT 496 capstone, llm_reply.py (RgL13/496-Project), Colab (Python 3.12):
//      raw = resp.output_text.strip()
//      obj = json.loads(raw)
//      decision = obj.get("decision", "")                  # non-dict -> AttributeError -> error row, decision ""
//      brief = str(obj.get("brief_explain", ""))[:150]
//      results.append({..., "decision": decision, "brief_explain": brief, ...})
//      except Exception as e: results.append({..., "decision": "", "error": str(e)})
//    results_df.to_csv(...); llm_analysis.py: data = pd.read_csv(...); data["decision"].value_counts()  (NaN dropped)
//    So the decision must come back from the CSV as a value: not "", not None / NaN (written as an empty cell), not one
//    of read_csv's default NA spellings. The label itself is never validated. Python 3.11+ json.loads refuses integer
//    literals of more than 4300 digits (ValueError); a top-level str with a lone surrogate breaks the UTF-8 to_csv.
const PANDAS_NA = new Set([
  '', '#N/A', '#N/A N/A', '#NA', '-1.#IND', '-1.#QNAN', '-NaN', '-nan', '1.#IND', '1.#QNAN', '<NA>', 'N/A', 'NA', 'NULL', 'NaN', 'None', 'n/a', 'nan', 'null',
]);
const tooManyIntDigits = (text: string): boolean => {
  for (const { literal } of numbersOutsideStrings(text)) {
    if (/^-?\d+$/.test(literal) && literal.replace('-', '').length > 4300) return true;
  }
  return false;
};
const stat496Capstone: FrameworkParser = (reply) => {
  const raw = pyStrip(reply);
  const obj = pythonLoadsNumbers(raw);
  if (!isObject(obj) || tooManyIntDigits(raw)) return false;
  const brief = obj['brief_explain'];
  if (typeof brief === 'string' && hasLoneSurrogate(Array.from(brief).slice(0, 150).join(''))) return false;
  if (!Object.prototype.hasOwnProperty.call(obj, 'decision')) return false; // default ""
  const decision = obj['decision'];
  if (decision === null) return false; // None -> empty cell -> NaN
  if (typeof decision === 'number') return !Number.isNaN(decision); // NaN -> empty cell
  if (typeof decision === 'string') return !PANDAS_NA.has(decision) && !hasLoneSurrogate(decision);
  return true; // bool, list, dict: written as their str()
};

// 4. InnoWissen, app/services/evaluator.py evaluate_answer (jashitgoyal/InnoWissen):
//      text = candidate.content.parts[0].text.strip()
//      lines = text.splitlines()
//      score = None
//      for line in lines:
//          if line.startswith("EVALUATION:"): evaluation = line.replace("EVALUATION:", "").strip()
//          elif line.startswith("SCORE:"):
//              try: score = float(line.replace("SCORE:", "").strip())
//              except ValueError: score = None
//      return {"evaluation": ..., "score": score if score is not None else 0.0}
//    str.splitlines() breaks on \n \r \r\n \v \f \x1c \x1d \x1e \x85 \u2028 \u2029; the last SCORE line decides.
const PY_LINE_BREAK = /\r\n|[\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]/;
const innowissen: FrameworkParser = (reply) => {
  let score: number | undefined;
  for (const line of pyStrip(reply).split(PY_LINE_BREAK)) {
    if (line.startsWith('EVALUATION:')) continue;
    if (line.startsWith('SCORE:')) score = pyFloatOf(pyStrip(line.split('SCORE:').join('')));
  }
  return score !== undefined;
};

// 5. AIHiringBias, simulation.py (jderbysh/AIHiringBias):
//      try:
//          scores = response.output_text.strip().split(",")
//          if len(scores) == 4:  # Ensure that we have exactly 4 scores
//              results.append({..., "Experience": int(scores[0]), "Skills": int(scores[1]),
//                              "Achievements": int(scores[2]), "Resume": int(scores[3])})
//      except Exception as e:
//          print(f"Error processing prompt for ...: {e}")
//    Python int() of a str: surrounding whitespace, a sign, Unicode digits, single underscores between digits.
const aihiringbias: FrameworkParser = (reply) => {
  const scores = pyStrip(reply).split(',');
  return scores.length === 4 && scores.every((s) => PY_INT_STR.test(s));
};

export const PARSERS_OF_SET_659: Record<string, FrameworkParser> = {
  'duckduckceo--candidate-job-fit-0-10-bare-decimal-first-findall-match': duckduckceo,
  'novaforce-task--turkish-interview-answer-vs-great-alright-bad-examples-0-100-json-score': novaforceTask,
  'stat496-capstone--data-analyst-intern-resume-screen-accept-maybe-reject-json-decision': stat496Capstone,
  'innowissen--interview-answer-0-10-float-evaluation-and-score-lines-startswith': innowissen,
  'aihiringbias--resume-four-category-0-25-comma-separated-four-ints': aihiringbias,
};
