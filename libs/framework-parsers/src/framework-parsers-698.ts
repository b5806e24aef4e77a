/**
 * Set 698: replicas of the reply readers of three judges of scientific writing and peer review: ASG-Bench's
 * per-criterion judge of generated academic surveys (a one-key JSON object, greedy-brace fallback), ReviewScore's
 * factuality judge of a peer-review claim against the submitted paper (JSON read by LangChain's JsonOutputParser,
 * then pydantic), and paper_eval's Chinese five-dimension 0-100 paper scorer (a JSON array, ```json fallback). Each
 * parser answers: would the project get a verdict out of this reply (not a default, not an exception, not None)?
 */
import { isObject, langchainJsonMarkdown, NOT_JSON, PY_SPACE, pyStrip, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const PY_WS = `[${PY_SPACE}]`;

// ---------------------------------------------------------------------------------------------------------------
// 1. ASG-Bench (TechnicolorGUO/ASG-Bench), scripts/utils.py + scripts/evaluate.py:
//      def robust_json_parse(raw_response):
//          try:
//              return json.loads(raw_response)
//          except Exception:
//              match = re.search(r'(\{.*\})', raw_response, re.DOTALL)
//              if match:
//                  try:
//                      return json.loads(match.group(1))
//                  except Exception:
//                      pass
//              print("Warning: Failed to parse LLM response as JSON, returning empty dict. ...")
//              return {}
//      Judge.judge:  response = generateResponse(self.client, prompt); result = robust_json_parse(response)
//      evaluate_content_llm:
//          score_dict = judge.judge(prompt)
//          if not (isinstance(score_dict, dict) and criteria_name in score_dict):
//              results[criteria_name] = 0                      # default
//          else:
//              results.update(score_dict)
//    criteria_name is "Coverage" here. A reply that json.loads reads as a non-object (list, number, string) is returned
//    as is (no fallback) and refused. The greedy regex spans the first "{" to the last "}". The value is not checked.
const ASG_BRACES = /\{[\s\S]*\}/;
const asgRobustJsonParse = (raw: string): unknown => {
  const direct = pythonLoads(raw);
  if (direct !== undefined) return direct;
  const match = ASG_BRACES.exec(raw);
  if (match) {
    const inner = pythonLoads(match[0]);
    if (inner !== undefined) return inner;
  }
  return {};
};
const asgBenchCoverage: FrameworkParser = (reply) => {
  const value = asgRobustJsonParse(reply);
  return isObject(value) && Object.prototype.hasOwnProperty.call(value, 'Coverage');
};

// 2. ReviewScore (ashhadahsan/review-score), reviewscore/base_evaluation.py evaluate_claim:
//      chain = self.claim_prompt | self.llm | self.output_parser          # JsonOutputParser()
//      result = chain.invoke({...})
//      factuality_score = result.get("factuality_score", 3)                # missing -> default 3
//      is_factually_correct = result.get("is_factually_correct", True)
//      reasoning = result.get("reasoning", "")
//      base_score = factuality_score
//      is_misinformed = base_score <= 2                                    # str / None / list -> TypeError
//      return ReviewScoreResult(review_point=claim, base_score=base_score, is_misinformed=is_misinformed,
//                               confidence=abs(base_score - 3) / 2, reasoning=reasoning, ...)
//      except Exception as e: return ReviewScoreResult(base_score=3.0, ..., reasoning=f"Error in evaluation: ...")
//    reviewscore/core.py ReviewScoreResult(BaseModel): base_score: Optional[float]; reasoning: Optional[str]; ...
//    JsonOutputParser: text.strip(); parse_json_markdown(text) (strip " \n\r\t`", parse_partial_json with
//    json.loads(strict=False), then the text after the first ``` (optional "json")); OutputParserException when both
//    raise; a stray closing bracket makes parse_partial_json return None (-> AttributeError at .get).
//    Numbers and bools compare with 2 and validate as float (pydantic lax); NaN/Infinity too.
const reviewScoreLoads = (text: string): unknown => pythonLoads(text, false, '0');
const reviewScoreClaim: FrameworkParser = (reply) => {
  const value = langchainJsonMarkdown(pyStrip(reply), reviewScoreLoads);
  if (value === NOT_JSON || !isObject(value)) return false;
  if (!Object.prototype.hasOwnProperty.call(value, 'factuality_score')) return false;
  const score = value['factuality_score'];
  if (typeof score !== 'number' && typeof score !== 'boolean') return false;
  const reasoning = Object.prototype.hasOwnProperty.call(value, 'reasoning') ? value['reasoning'] : '';
  return reasoning === null || typeof reasoning === 'string';
};

// 3. paper_eval (qyangcv/paper_eval), backend_fastapi/pipeline/quality_assessment.py:
//      def extract_json_from_response(response):
//          try:
//              return json.loads(response)
//          except json.JSONDecodeError:
//              pass
//          json_match = re.search(r'```json\s*(.*?)\s*```', response, re.DOTALL)
//          if json_match:
//              try:
//                  return json.loads(json_match.group(1))
//              except json.JSONDecodeError:
//                  pass
//          json_match = re.search(r'\{.*\}', response, re.DOTALL)
//          if json_match:
//              try:
//                  return json.loads(json_match.group(0))
//              except json.JSONDecodeError:
//                  pass
//          return None
//      score_paper:
//          scores_data = extract_json_from_response(result.get('output', '[]'))
//          if not scores_data or not isinstance(scores_data, list):
//              return [ {... "score": 75, "reasoning": "无法获取详细评分，使用默认分数"}, ... ]   # default
//          return scores_data
//    Python's \s is Unicode whitespace (str.isspace). The last fallback can only give a dict (refused).
const PAPER_EVAL_BLOCK = new RegExp('```json' + PY_WS + '*([\\s\\S]*?)' + PY_WS + '*```', 'u');
const PAPER_EVAL_BRACES = /\{[\s\S]*\}/;
const paperEvalExtract = (response: string): unknown => {
  const direct = pythonLoads(response);
  if (direct !== undefined) return direct;
  const block = PAPER_EVAL_BLOCK.exec(response);
  if (block) {
    const inner = pythonLoads(block[1] ?? '');
    if (inner !== undefined) return inner;
  }
  const braces = PAPER_EVAL_BRACES.exec(response);
  if (braces) {
    const inner = pythonLoads(braces[0]);
    if (inner !== undefined) return inner;
  }
  return null;
};
const paperEvalScores: FrameworkParser = (reply) => {
  const value = paperEvalExtract(reply);
  return Array.isArray(value) && value.length > 0;
};

export const PARSERS_OF_SET_698: Record<string, FrameworkParser> = {
  'asg-bench--academic-survey-content-coverage-1-5-json-criterion-key-greedy-brace-fallback': asgBenchCoverage,
  'reviewscore--peer-review-claim-factuality-vs-paper-1-5-json-factuality-score-langchain-json-parser': reviewScoreClaim,
  'paper-eval--thesis-five-dimension-score-0-100-chinese-json-array-fenced-fallback': paperEvalScores,
};
