/**
 * Set 682 (translation, localization and multilingual quality checks): replicas of the reply readers of
 * ACD's shared GPT-4o task judge as used by a multilingual translation task family ("THOUGHT: ... DECISION: Yes|No",
 * case-insensitive multiline regex) and of an EN→DE corporate-report translation auditor (first '{' to last '}'
 * through json.loads, then the error_type key). Each parser answers: would the project get a verdict out of this
 * reply (not a default, not an exception, not a retry, not a None)?
 */
import { isObject, PY_SPACE, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. ACD (conglu1997/ACD), src/eval_helper.py:
//      def extract_decision(response: str) -> Optional[str]:
//          decision_pattern = r"DECISION:\s*(Yes|No)\s*$"
//          match = re.search(decision_pattern, response, re.IGNORECASE | re.MULTILINE)
//          if match:
//              return match.group(1).strip().capitalize()
//          return None
//      eval_with_llm_judge(...):
//          decision = extract_decision(response)
//          if decision is None:
//              return False  # Default to False if decision cannot be determined
//          return decision == "Yes"
//    Python's IGNORECASE on a str pattern also lets 'İ' (U+0130) and 'ı' (U+0131) match I, and 'ſ' (U+017F) match S;
//    \s is str.isspace() whitespace; MULTILINE's $ matches only before '\n' or at the very end (not before a lone '\r'
//    or U+2028, unlike a JS /m regex). The regex may match anywhere in the reply.
const I = '[iI\\u0130\\u0131]';
const S = '[sS\\u017f]';
const ACD_DECISION = new RegExp(
  `[dD][eE][cC]${I}${S}${I}[oO][nN]:[${PY_SPACE}]*(?:[yY][eE]${S}|[nN][oO])[${PY_SPACE}]*(?=\\n|(?![\\s\\S]))`,
  'u',
);
const acdDecision: FrameworkParser = (reply) => ACD_DECISION.test(reply);

// 2. testest (xzwyn/testest), EN→DE corporate report auditor:
//      src/evaluation/evaluators.py evaluate_translation_pair:
//          try:
//              content = chat(messages=[{"role": "user", "content": prompt}], temperature=0.0, model=model_name).strip()
//              j0, j1 = content.find("{"), content.rfind("}") + 1
//              if j0 != -1 and j1 != -1:
//                  return json.loads(content[j0:j1])
//              return {"error_type": "System Error", "explanation": "No JSON object in LLM reply."}
//          except Exception as exc:
//              return {"error_type": "System Error", "explanation": str(exc)}
//      src/evaluation/pipeline.py run_evaluation_pipeline:
//          finding = evaluate_translation_pair(eng_text, ger_text)
//          error_type = finding.get("error_type", "None")
//          if error_type not in ["None", "System Error"]: ...   # Agent 2 / Agent 3 follow
//    The slice starts at a '{', so a successful json.loads always yields a dict. A verdict needs the error_type key
//    (a missing key silently reads as "None") with a value other than the failure marker "System Error". Python's
//    json.loads is strict (no raw control characters in strings) and takes NaN/Infinity; the last duplicate key wins.
//    Slicing with j1 <= j0 gives '' (JSONDecodeError), as JS's slice does.
const testestAudit: FrameworkParser = (reply) => {
  const j0 = reply.indexOf('{');
  const j1 = reply.lastIndexOf('}') + 1;
  if (j0 === -1) return false;
  const value = pythonLoads(reply.slice(j0, j1), true, '0');
  if (!isObject(value)) return false;
  if (!Object.prototype.hasOwnProperty.call(value, 'error_type')) return false;
  return value['error_type'] !== 'System Error';
};

export const PARSERS_OF_SET_682: Record<string, FrameworkParser> = {
  'acd--multilingual-translation-task-submission-success-thought-decision-yes-no-multiline-regex': acdDecision,
  'testest--en-de-corporate-report-translation-audit-json-error-type-find-rfind': testestAudit,
};
