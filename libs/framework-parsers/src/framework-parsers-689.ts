/**
 * Set 689: replicas of the reply readers of three judges from Turkish repositories: EBARS's GPT-4 judge of the
 * pedagogical level of a tutoring answer (JSON "level", fence split, int()), LLM_Degerlendirme's CEFR sentence judge
 * (six "Sentence X: a, b, c, d" score lines read with re.finditer) and the Turkish hallucination benchmark's
 * CORRECT / INCORRECT factual-accuracy judge (upper-cased substring test). Each parser answers: would the project get a
 * verdict out of this reply (not a default, not an exception, not a retry, not a skipped sample)?
 */
import { isObject, PY_SPACE, pyIntOfValue, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. EBARS (EngindalgaMaku/ebars), docs/rag-architecture-personalized-learning/makale-taslagi/simulasyon_testleri/
//    llm_judge_evaluation.py LLMJudge.evaluate_answer:
//        result_text = response.choices[0].message.content.strip()
//        if "```json" in result_text:
//            result_text = result_text.split("```json")[1].split("```")[0].strip()
//        elif "```" in result_text:
//            result_text = result_text.split("```")[1].split("```")[0].strip()
//        result = json.loads(result_text)
//        return {
//            "level": int(result.get("level", 3)),
//            "bloom_level": result.get("bloom_level", "Anlama"),
//            "reasoning": result.get("reasoning", "")
//        }
//    except Exception as e:
//        return {"level": 3, "bloom_level": "Anlama", "reasoning": f"Değerlendirme hatası: {str(e)}"}
//    str.strip() removes Unicode whitespace (str.isspace); json.loads takes NaN/Infinity; a non-dict has no .get
//    (AttributeError -> default); a missing "level" silently gives the default 3 (not a verdict); int() reads numbers
//    (truncating, NaN/inf raise), bools and Unicode-digit strings, and raises on None, lists, dicts and other strings.
const ebars: FrameworkParser = (reply) => {
  let text = pyStrip(reply);
  if (text.includes('```json')) text = pyStrip((text.split('```json')[1] ?? '').split('```')[0] ?? '');
  else if (text.includes('```')) text = pyStrip((text.split('```')[1] ?? '').split('```')[0] ?? '');
  const result = pythonLoadsNumbers(text);
  if (!isObject(result)) return false;
  if (!Object.prototype.hasOwnProperty.call(result, 'level')) return false; // .get default 3
  return pyIntOfValue(result['level']) !== undefined;
};

// 2. LLM_Degerlendirme (eminaydinalp/LLM_Degerlendirme), notebooks/Evaluation/LLM/evaluate_with_llm.py:
//        def parse_response(response_text: str) -> Dict[str, Dict[str, int]]:
//            pattern = r"Sentence\s*([A-F])\s*:\s*([1-5])\s*,\s*([1-5])\s*,\s*([1-5])\s*,\s*([1-5])"
//            results = {}
//            for m in re.finditer(pattern, response_text):
//                label = f"Sentence {m.group(1)}"
//                scores = list(map(int, m.groups()[1:]))
//                results[label] = {"word_usage": scores[0], "clarity": scores[1], "grammar": scores[2], "naturalness": scores[3]}
//            return results
//    process_level: runs.append(parse_response(reply)); averaged = average_scores(runs); one rating row per label in
//    task["mapping"] (all of Sentence A-F). A reply gives verdicts when at least one match exists anywhere.
//    Python's \s on str is Unicode whitespace; [A-F] and [1-5] are ASCII ranges; no IGNORECASE.
const PY_WS = `[${PY_SPACE}]*`;
const DEGERLENDIRME_LINE = new RegExp(
  `Sentence${PY_WS}([A-F])${PY_WS}:${PY_WS}([1-5])${PY_WS},${PY_WS}([1-5])${PY_WS},${PY_WS}([1-5])${PY_WS},${PY_WS}([1-5])`,
  'u',
);
const llmDegerlendirme: FrameworkParser = (reply) => DEGERLENDIRME_LINE.test(reply);

// 3. hallucination-detection-turkish-llm (altugikiz/hallucination-detection-turkish-llm), src/utils/judge.py llm_judge:
//        verdict = response.choices[0].message.content.strip().upper()
//        is_correct = "CORRECT" in verdict and "INCORRECT" not in verdict
//        return {"judge_verdict": "CORRECT" if is_correct else "INCORRECT", "judge_is_correct": is_correct, ...}
//    Every string ends as CORRECT or INCORRECT; a reply naming neither label only gets the INCORRECT fallback (a default),
//    so a stated verdict needs "CORRECT" somewhere in the upper-cased reply ("INCORRECT" contains it too). Python's
//    str.upper and JS toUpperCase share the Unicode full case mappings (ı -> I, ß -> SS).
const turkishHallucinationJudge: FrameworkParser = (reply) => reply.toUpperCase().includes('CORRECT');

export const PARSERS_OF_SET_689: Record<string, FrameworkParser> = {
  'ebars--turkish-rag-answer-pedagogical-level-1-5-bloom-json-level-int-fence-split': ebars,
  'llm-degerlendirme--cefr-example-sentences-a-f-four-criteria-1-5-sentence-letter-score-lines-finditer': llmDegerlendirme,
  'hallucination-detection-turkish-llm--turkish-factual-qa-vs-correct-answer-correct-incorrect-label-substring':
    turkishHallucinationJudge,
};
