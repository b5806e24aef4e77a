/**
 * Set 684 (legal, compliance, policy and contract review): replicas of the reply readers of two judges:
 * a RAG chatbot's Ollama judge that scores an answer over legal/policy articles for faithfulness and completeness
 * (greedy first-'{'-to-last-'}' JSON, both scores through int()), and Boardroom's Compliance/Legal reviewer of a
 * strategic decision (json.loads, first/last-brace fallback, a dict, then ReviewOutput validation). Each parser
 * answers: would the project get a verdict out of this reply (not a default, not an exception, not a retry)?
 */
import { isObject, pyIntOfValue, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. RAG-Based-Chatbot, scripts/judge.py judge (s4031214/RAG-Based-Chatbot):
//      import regex as re
//      resp = ollama.chat(**payload)
//      txt = resp["message"]["content"].strip()
//      m = re.search(r'\{.*\}', txt, flags=re.S)
//      if not m:
//          return {"faithfulness": None, "completeness": None, "critique": "No JSON from judge."}
//      try:
//          import json
//          data = json.loads(m.group(0))
//          f = int(data.get("faithfulness")) if data.get("faithfulness") is not None else None
//          c = int(data.get("completeness")) if data.get("completeness") is not None else None
//          crit = str(data.get("critique") or "")
//          return {"faithfulness": f, "completeness": c, "critique": crit[:500]}
//      except Exception:
//          return {"faithfulness": None, "completeness": None, "critique": "Bad JSON from judge."}
//    The greedy DOTALL match spans the first '{' to the last '}'; that span must be one json.loads document
//    (NaN / Infinity allowed) holding a dict. int() reads ints, bools, finite floats (truncated) and int strings
//    (Unicode digits, whitespace, underscores); NaN, inf, lists, dicts and other strings raise. A verdict is both
//    scores coming out as ints (a None dimension is the default).
const RAG_JSON_SPAN = /\{[\s\S]*\}/;
const ragBasedChatbot: FrameworkParser = (reply) => {
  const match = RAG_JSON_SPAN.exec(pyStrip(reply));
  if (!match) return false;
  const data = pythonLoadsNumbers(match[0]);
  if (!isObject(data)) return false; // JSONDecodeError (undefined) -> 'Bad JSON from judge.'
  const f = data['faithfulness'];
  const c = data['completeness'];
  if (f === null || f === undefined || c === null || c === undefined) return false;
  return pyIntOfValue(f) !== undefined && pyIntOfValue(c) !== undefined;
};

// 2. Boardroom, app/agents/compliance.py ComplianceAgent (0xregulus/boardroom):
//      @staticmethod
//      def _parse_json(content: str) -> dict | None:
//          if not content:
//              return None
//          try:
//              return json.loads(content)
//          except json.JSONDecodeError:
//              start_index = content.find("{")
//              end_index = content.rfind("}")
//              if start_index == -1 or end_index == -1 or start_index >= end_index:
//                  return None
//              try:
//                  return json.loads(content[start_index : end_index + 1])
//              except json.JSONDecodeError:
//                  return None
//      ... last_content = choice.message.content or ""
//          parsed = self._parse_json(last_content)
//          if parsed is not None:
//              parsed["agent"] = self.name        # non-dict -> TypeError -> except -> _placeholder_output (default)
//              return parsed
//      (None -> retry with max_tokens 2400, then _placeholder_output: score 1, blocked True)
//    app/workflow/decision_workflow.py _get_agent_review_output:
//          try:
//              return ReviewOutput(**raw_review)
//          except ValidationError as exc:
//              return _invalid_review_fallback(agent_name, "pydantic validation failed")
//    ReviewOutput (app/schemas/review_output.py) was not read within the look-up budget; its check below is inferred
//    from the fallback and Chairperson constructors and the attribute uses in decision_workflow.py.
const boardroomParseJson = (content: string): unknown => {
  if (!content) return null;
  const direct = pythonLoadsNumbers(content);
  if (direct !== undefined) return direct;
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start === -1 || end === -1 || start >= end) return null;
  const inner = pythonLoadsNumbers(content.slice(start, end + 1));
  return inner === undefined ? null : inner;
};
const isStr = (v: unknown): v is string => typeof v === 'string';
const isNum = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isStrList = (v: unknown) => Array.isArray(v) && v.every(isStr);
const isRisk = (v: unknown) => isObject(v) && isStr(v['type']) && isNum(v['severity']) && isStr(v['evidence']);
const inferredReviewOutput = (r: Record<string, unknown>): boolean =>
  isStr(r['thesis']) &&
  isNum(r['score']) &&
  isNum(r['confidence']) &&
  typeof r['blocked'] === 'boolean' &&
  isStrList(r['blockers']) &&
  Array.isArray(r['risks']) &&
  r['risks'].every(isRisk) &&
  isStrList(r['required_changes']) &&
  isStrList(r['approval_conditions']) &&
  isStr(r['apga_impact_view']) &&
  (r['governance_checks_met'] === undefined || isObject(r['governance_checks_met']));
const boardroomCompliance: FrameworkParser = (reply) => {
  const parsed = boardroomParseJson(reply);
  if (parsed === null || parsed === undefined) return false; // None -> retry, then placeholder
  if (!isObject(parsed)) return false; // parsed["agent"] = ... raises TypeError -> placeholder
  return inferredReviewOutput({ ...parsed, agent: 'Compliance' });
};

export const PARSERS_OF_SET_684: Record<string, FrameworkParser> = {
  'rag-based-chatbot--legal-rag-answer-faithfulness-completeness-1-5-json-greedy-brace-int': ragBasedChatbot,
  'boardroom--compliance-legal-reviewer-strategic-decision-score-1-10-blocked-json-object-first-last-brace': boardroomCompliance,
};
