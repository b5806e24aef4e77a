/**
 * Set 712 (finance, banking, accounting and insurance): replicas of the reply readers of four finance judges whose
 * reply is JSON read in Python: an AML transaction-vs-watchlist match judge (json.loads, four required keys, a string
 * MatchOutcome), FraudShield's 1-5 quality judge of phishing/fraud detection results (json.loads with retries, three
 * int() scores, suggestions aggregated), an insurance claim adjudicator on Phi-3 (first '{' to last '}' slice) and an
 * expense/transaction categorizer (strip, json.loads, category in a fixed list, confidence in [0, 1]). Each parser
 * answers: would the project get a verdict out of this reply (not a default, not an exception, not a retry, not a
 * skipped sample)?
 */
import { isObject, LONE_SURROGATE, pyIntOfValue, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// Python print() of a str on a UTF-8 stdout raises UnicodeEncodeError on a lone surrogate (json.loads lets "\ud800" in).
const printable = (v: unknown) => typeof v !== 'string' || !LONE_SURROGATE.test(v);

// ---------------------------------------------------------------------------------------------------------------
// 1. AML matching evaluator, llm_api.py (aakash011111/prompt_eng):
//      try:
//          return json.loads(response.choices[0].message.content)
//      except json.JSONDecodeError:
//          print("Failed to parse JSON response")
//          return None
//      ...
//      if not result:                                              # None, {}, [], "", 0, false -> skipped
//          print(f"Skipping case {row['SI. No']} due to processing error"); continue
//      required_fields = ['MatchOutcome', 'Confidence', 'Reason', 'RecommendedAction']
//      if not all(field in result for field in required_fields):  # missing -> skipped
//          print(f"Missing fields in response for case {row['SI. No']}"); continue
//      predicted = result['MatchOutcome'].strip().upper() == 'TRUE MATCH'   # non-str -> AttributeError (run aborts)
//      ...
//      print(f"Predicted: {result['MatchOutcome']} (Confidence: {result['Confidence']})")
//      print(f"Reason: {result['Reason']}")
//    A truthy list/str passes `in` only by membership/substring and then raises TypeError on ['MatchOutcome'];
//    a number or true raises TypeError at `in`. Any string MatchOutcome is a verdict ("TRUE MATCH" or not).
const AML_FIELDS = ['MatchOutcome', 'Confidence', 'Reason', 'RecommendedAction'];
const promptEngAml: FrameworkParser = (reply) => {
  const result = pythonLoadsNumbers(reply);
  if (!isObject(result) || Object.keys(result).length === 0) return false;
  if (!AML_FIELDS.every((field) => Object.prototype.hasOwnProperty.call(result, field))) return false;
  if (typeof result['MatchOutcome'] !== 'string') return false;
  return printable(result['MatchOutcome']) && printable(result['Confidence']) && printable(result['Reason']);
};

// 2. FraudShield, fraudshield/eval/llm_judge.py (maryisangediok/fraudshield):
//      for attempt in range(self.max_retries + 1):
//          try:
//              content = response.choices[0].message.content
//              return json.loads(content)
//          except Exception as e:
//              if attempt == self.max_retries: raise e            # refused JSON -> new call, then success=False
//      # evaluate_quality, inside try/except Exception -> JudgeScores(success=False):
//      explanation_quality=int(result.get("explanation_quality", 0)),   # list has no .get -> AttributeError
//      indicator_relevance=int(result.get("indicator_relevance", 0)),
//      user_friendliness=int(result.get("user_friendliness", 0)),
//      improvement_suggestions=result.get("improvement_suggestions", []),
//      # aggregate_judge_results:
//      for suggestion in s.improvement_suggestions:
//          suggestion_counts[suggestion] = suggestion_counts.get(suggestion, 0) + 1
//    A missing score key silently becomes the default 0: not a verdict. int() takes bools, finite floats
//    (truncated), int strings (Unicode digits, underscores, whitespace); NaN/inf/None/lists/dicts raise.
const hashableJson = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const iterableOfHashables = (v: unknown) => typeof v === 'string' || isObject(v) || (Array.isArray(v) && v.every(hashableJson));
const FRAUDSHIELD_SCORES = ['explanation_quality', 'indicator_relevance', 'user_friendliness'];
const fraudshield: FrameworkParser = (reply) => {
  const result = pythonLoadsNumbers(reply);
  if (!isObject(result)) return false;
  for (const key of FRAUDSHIELD_SCORES) {
    if (!(key in result)) return false;
    if (pyIntOfValue(result[key]) === undefined) return false;
  }
  if ('improvement_suggestions' in result && !iterableOfHashables(result['improvement_suggestions'])) return false;
  return true;
};

// 3. Insurance claim adjudicator, llm_application/llm_handler.py (jeffrywinson/LLM-Document-Processing-System):
//      raw_response = outputs[0]['generated_text'].split("<|assistant|>")[1]   # prompt + completion; prompt ends "<|assistant|>\n"
//      try:
//          json_part = raw_response[raw_response.find('{'):raw_response.rfind('}')+1]
//          decision = json.loads(json_part)
//          return decision
//      except Exception as e:
//          return {"decision": "Error", "amount": 0.0, "justification": "Failed to parse valid JSON."}
//    No key is checked afterwards (app.py prints json.dumps(result, indent=2)). Python slicing: find() = -1 starts
//    the slice at the last character.
const pySlice = (s: string, start: number, stop: number) => {
  const n = s.length;
  const norm = (i: number) => (i < 0 ? Math.max(0, i + n) : Math.min(i, n));
  const a = norm(start);
  const b = norm(stop);
  return a < b ? s.slice(a, b) : '';
};
const llmDocprocInsurance: FrameworkParser = (reply) => {
  const raw = ('\n' + reply).split('<|assistant|>')[0]!;
  const jsonPart = pySlice(raw, raw.indexOf('{'), raw.lastIndexOf('}') + 1);
  return isObject(pythonLoadsNumbers(jsonPart));
};

// 4. Expense categorizer, day03_structured_output/expense_categorizer.py (ShinuRaju/ai-learning):
//      result_text = response_data['choices'][0]['message']['content'].strip()
//      try:
//          result = json.loads(result_text)
//          if not all(key in result for key in ["category", "confidence", "reasoning"]):
//              raise ValueError("Missing required keys in response")
//          if result["category"] not in EXPENSE_CATEGORIES:
//              raise ValueError(f"Invalid category: {result['category']}")
//          if not (0.0 <= result["confidence"] <= 1.0):
//              raise ValueError(f"Invalid confidence score: {result['confidence']}")
//          return result
//      except json.JSONDecodeError as e:
//          return {"category": "other", "confidence": 0.0, "reasoning": "Failed to parse LLM response as JSON"}
//      (outer) except Exception as e: return {"category": "other", "confidence": 0.0, "reasoning": f"Error ..."}
//      # format_result: int(result["confidence"] * 10), f"{result['confidence']:.1f}", print(... result["reasoning"])
//    A str/None confidence raises TypeError at the comparison; NaN fails it; bools are ints (True -> 1).
const EXPENSE_CATEGORIES = ['food_dining', 'transportation', 'entertainment', 'utilities', 'healthcare', 'shopping_retail', 'groceries', 'rent_housing', 'travel', 'education', 'insurance', 'other'];
const expenseCategorizer: FrameworkParser = (reply) => {
  const result = pythonLoadsNumbers(pyStrip(reply));
  if (!isObject(result)) return false;
  if (!['category', 'confidence', 'reasoning'].every((key) => key in result)) return false;
  const category = result['category'];
  if (typeof category !== 'string' || !EXPENSE_CATEGORIES.includes(category)) return false;
  const raw = result['confidence'];
  const confidence = typeof raw === 'boolean' ? Number(raw) : raw;
  if (typeof confidence !== 'number' || !(confidence >= 0 && confidence <= 1)) return false;
  return printable(result['reasoning']);
};

export const PARSERS_OF_SET_712: Record<string, FrameworkParser> = {
  'prompt-eng-aml--aml-transaction-vs-watchlist-entity-match-system-json-matchoutcome-true-false-match': promptEngAml,
  'fraudshield--phishing-fraud-detection-result-explanation-indicator-user-friendliness-1-5-json-three-int-scores': fraudshield,
  'llm-docproc-insurance--insurance-claim-vs-policy-clauses-approved-rejected-json-first-to-last-brace': llmDocprocInsurance,
  'ai-learning-expense-categorizer--expense-description-category-12-labels-json-category-confidence-0-1-reasoning': expenseCategorizer,
};
