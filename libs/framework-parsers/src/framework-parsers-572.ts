/**
 * Set 572: replicas of the reply readers of two legal/policy-compliance judges:
 * the Taboola ad-review capstone's policy-domain approval judge (an "Approval Label:" line whose value must be
 * approved / rejected) and the HIPAA chatbot-response judge (first '{' to last '}' json.loads, with an
 * evaluation_summary dict holding total_score / confidence / needs_human_review). Each parser answers: would the
 * project get a verdict out of this reply (not a default, not an exception, not a skipped sample)?
 */
import { isObject, pyStrip, pyStripChars, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// Python str.splitlines() line boundaries: \n, \r, \r\n, \v, \f, \x1c, \x1d, \x1e, \x85, \u2028, \u2029.
const PY_SPLITLINES = /\r\n|[\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]/;

// ---------------------------------------------------------------------------------------------------------------
// 1. yw509/Capstone_Project, in_context_learning.py rank_bm25_retrieve:
//      response_content = response.choices[0].message.content.strip('`json\n')
//      predicted_approval_label = None
//      for line in response_content.splitlines():
//          if "Approval Label:" in line:
//              predicted_approval_label = line.split("Approval Label:")[1].strip().lower()
//              predicted_approval_label = predicted_approval_label.replace(" ", "").replace(".", "").replace(",", "")
//          elif "Predicted Rejection Comment:" in line:
//              predicted_rejection_comment = line.split("Predicted Rejection Comment:")[1].strip()
//      if predicted_approval_label not in ["rejected", "approved"]:
//          print("Error: Approval label is not in the expected format.")      # sample left out of the F1
//      else:
//          y_true.append(...); y_pred.append(predicted_approval_label)
//    The last line holding the marker wins; split(...)[1] is the text between its first and second occurrence;
//    strip() is Python's Unicode strip; only ASCII spaces, '.' and ',' are removed afterwards.
const capstoneAdReview: FrameworkParser = (reply) => {
  const content = pyStripChars(reply, '`json\n');
  let label: string | null = null;
  for (const line of content.split(PY_SPLITLINES)) {
    if (line.includes('Approval Label:')) {
      label = pyStrip(line.split('Approval Label:')[1] ?? '')
        .toLowerCase()
        .replace(/ /g, '')
        .replace(/\./g, '')
        .replace(/,/g, '');
    }
  }
  return label === 'rejected' || label === 'approved';
};

// 2. 79AceVo/ai-judge-hipaa-evaluation, ai_judge_implementation.py:
//      evaluate_response:
//          response_text = message.content[0].text
//          json_start = response_text.find('{')
//          json_end = response_text.rfind('}') + 1
//          if json_start == -1 or json_end == 0:
//              raise ValueError("No JSON found in judge response")
//          json_str = response_text[json_start:json_end]
//          evaluation = json.loads(json_str)
//          evaluation['metadata'] = {...}
//          return evaluation
//      batch_evaluate (inside try: ... except Exception as e: print(...); continue):
//          evaluation = evaluate_response(...)
//          print(f"  Score: {evaluation['evaluation_summary']['total_score']}/7")
//          print(f"  Confidence: {evaluation['evaluation_summary']['confidence']}%")
//          print(f"  Human review needed: {evaluation['evaluation_summary']['needs_human_review']}")
//    json.loads (strict): NaN/Infinity allowed, duplicate keys last-wins; a slice that starts with '{' and parses is
//    a dict. evaluation_summary must be a dict (a str/list subscripted by a str raises TypeError) owning the three keys.
const HIPAA_SUMMARY_KEYS = ['total_score', 'confidence', 'needs_human_review'];
const hipaaJudge: FrameworkParser = (reply) => {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}') + 1;
  if (start === -1 || end === 0) return false;
  const slice = end > start ? reply.slice(start, end) : '';
  const evaluation = pythonLoads(slice);
  if (!isObject(evaluation)) return false;
  if (!Object.prototype.hasOwnProperty.call(evaluation, 'evaluation_summary')) return false;
  const summary = evaluation['evaluation_summary'];
  if (!isObject(summary)) return false;
  return HIPAA_SUMMARY_KEYS.every((k) => Object.prototype.hasOwnProperty.call(summary, k));
};

export const PARSERS_OF_SET_572: Record<string, FrameworkParser> = {
  'yw509-capstone-ad-review--taboola-ad-policy-domain-approval-bm25-examples-approval-label-line-approved-rejected': capstoneAdReview,
  'ai-judge-hipaa--hipaa-chatbot-response-authorization-minimum-necessary-0-7-json-evaluation-summary': hipaaJudge,
};
