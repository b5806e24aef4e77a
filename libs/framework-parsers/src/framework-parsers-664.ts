/**
 * Set 664: the replica of the reply reader of a Colab assignment's five-criteria Gemini judge built by hand in a notebook
 * (greedy-brace JSON, float() range checks, overall_score != 0). The set's three other templates were copies of
 * templates already collected (the Hugging Face cookbook's judge, LLM Zoomcamp's good/bad judge, LangChain's QA grader)
 * and are not kept. The parser answers: would the project get a verdict out of this reply (not a default, not an
 * exception, not a retry, not a None)?
 */
import { isObject, pyFloatOf, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. llm-as-a-judge-evaluation, LLM_judge.ipynb (anshujaglan004/llm-as-a-judge-evaluation):
//      def parse_judge_response(response_text):
//          try:
//              text = response_text.strip()
//              text = re.sub(r"```json", "", text, flags=re.IGNORECASE)
//              text = text.replace("```", "").strip()
//              match = re.search(r"\{.*\}", text, re.DOTALL)
//              if not match: raise ValueError("No JSON object found.")
//              data = json.loads(match.group())
//              for field in required_fields:                      # six scores + "reason"
//                  if field not in data: raise ValueError(f"Missing field: {field}")
//              for field in score_fields:
//                  value = float(data[field])
//                  if value < 0 or value > 10: raise ValueError(...)
//                  data[field] = value
//              return data
//          except Exception as e:
//              return {... all scores 0 ..., "reason": f"Parsing error: {str(e)}"}
//      def safe_judge(...):
//          result = parse_judge_response(response.text)
//          if result["overall_score"] == 0: raise ValueError("Invalid judge result.")   # -> retry, then None
//    Python's IGNORECASE folds like JS's /iu (ſ ~ s); float() takes numbers, bools and numeric strings; NaN passes
//    both range checks and differs from 0.
const ANSHU_SCORES = ['correctness', 'completeness', 'clarity', 'instruction_following', 'tone', 'overall_score'];
const pyFloatOfValue = (v: unknown): number | undefined => {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string') return pyFloatOf(v);
  return undefined; // None, lists and dicts make float() raise TypeError
};
const anshuFiveCriteria: FrameworkParser = (reply) => {
  let text = pyStrip(reply);
  text = text.replace(/```json/giu, '');
  text = pyStrip(text.split('```').join(''));
  const match = /\{[\s\S]*\}/.exec(text);
  if (!match) return false;
  const data = pythonLoadsNumbers(match[0]);
  if (!isObject(data)) return false;
  for (const field of [...ANSHU_SCORES, 'reason']) if (!Object.prototype.hasOwnProperty.call(data, field)) return false;
  let overall = 0;
  for (const field of ANSHU_SCORES) {
    const value = pyFloatOfValue(data[field]);
    if (value === undefined) return false;
    if (value < 0 || value > 10) return false;
    if (field === 'overall_score') overall = value;
  }
  return overall !== 0;
};

export const PARSERS_OF_SET_664: Record<string, FrameworkParser> = {
  'llm-as-a-judge-evaluation--candidate-vs-expected-five-weighted-criteria-0-10-json-overall-score-nonzero': anshuFiveCriteria,
};
