/**
 * Set 605: replicas of the reply readers of e-commerce / marketing / brand-voice content judges. One template only:
 * the 40-call budget ran out (most themed repositories were already known). DAWO's brand voice validator judges
 * wellness marketing copy and reads only the JSON reply's "issues" list. Each parser answers: would the project get a
 * verdict out of this reply (not a default, not an exception, not a retry, not a skipped sample)?
 */
import { isObject, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. DAWO brand voice validator, teams/dawo/validators/brand_voice/agent.py (eshroom888/dawo.eco):
//      async def _llm_enhanced_analysis(self, content):
//          try:
//              ...
//              response = await self.llm_client.generate(prompt=prompt, system=BRAND_SYSTEM_PROMPT)
//              return self._parse_llm_response(response)
//          except Exception as e:
//              logger.warning(f"LLM analysis request failed: {e}")
//              return []
//      def _parse_llm_response(self, response):
//          issues = []
//          try:
//              data = json.loads(response)
//              if isinstance(data, dict) and "issues" in data:
//                  for item in data["issues"]:
//                      issue_type = IssueType.TONE_MISMATCH
//                      if item.get("type") == "ai_generic": ...
//                      elif item.get("type") == "medicinal": ...
//                      issues.append(BrandIssue(phrase=item.get("phrase", ""), issue_type=issue_type,
//                          severity=item.get("severity", "medium"), suggestion=item.get("suggestion", ""),
//                          explanation=item.get("explanation", "")))
//          except json.JSONDecodeError:
//              pass
//          return issues
//      validate_content (inside try / except Exception -> "LLM-enhanced analysis failed, using pattern matching only"):
//          existing_phrases = {i.phrase.lower() for i in issues}
//          for issue in llm_issues:
//              if issue.phrase.lower() not in existing_phrases: issues.append(issue)
//    json.loads reads the whole text (JSON whitespace around it, NaN/Infinity accepted). Iterating data["issues"]: a list
//    gives its elements, a str its characters, a dict its keys; None / numbers / bools raise TypeError. Every element must
//    be a dict (.get), and its "phrase" must be missing (-> "") or a str (.lower()); otherwise an exception is caught and
//    the LLM's findings are dropped (the same [] a clean reply gives).
const dawoBrandVoice: FrameworkParser = (reply) => {
  const data = pythonLoadsNumbers(reply);
  if (!isObject(data) || !hasOwn(data, 'issues')) return false;
  const issues = data['issues'];
  let items: unknown[];
  if (Array.isArray(issues)) items = issues;
  else if (typeof issues === 'string') items = [...issues];
  else if (isObject(issues)) items = Object.keys(issues);
  else return false;
  return items.every((item) => isObject(item) && (!hasOwn(item, 'phrase') || typeof item['phrase'] === 'string'));
};

export const PARSERS_OF_SET_605: Record<string, FrameworkParser> = {
  'dawo--brand-voice-validator-nordic-wellness-copy-json-status-tone-scores-issues-list': dawoBrandVoice,
};
