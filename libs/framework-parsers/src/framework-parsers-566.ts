/**
 * Set 566: replicas of the reply readers of two Chinese judges built on Chinese companies' stacks:
 * agentUniverse's (Ant Group) CritiqueAgent, which reviews a Gen agent's draft and answers a JSON code block with
 * critique / suggestion / score (read with LangChain's parse_json_markdown), and NJUP's Qwen (DashScope) exam grader,
 * which reads a bare {"score", "reason"} JSON object after folding Chinese quotes and collapsing whitespace. Each parser
 * answers: would the project get a verdict out of this reply (not a default, not an exception, not a None)?
 */
import { isObject, langchainJsonMarkdown, PY_SPACE, pyStrip, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. agentUniverse, agentuniverse/agent/template/critique_agent_template.py (agentuniverse-ai/agentUniverse):
//      chain = prompt.as_langchain() | llm.as_langchain_runnable(self.agent_model.llm_params()) | StrOutputParser()
//      res = chain.invoke(input=agent_input)
//      res = {'critique_result': res}
//      ...
//      def parse_result(self, agent_result: dict) -> dict:
//          output = agent_result.get('critique_result')
//          output = parse_json_markdown(output)          # langchain_core.utils.json
//          critique = output.get('critique')             # None / list / str / number -> AttributeError
//          suggestion = output.get('suggestion')
//          score = output.get('score')
//          final_result['score'] = score
//    parse_json_markdown: strip(" \n\r\t`"), _custom_parser, parse_partial_json (json.loads(strict=False), NaN and
//    Infinity allowed, unterminated strings/brackets closed, characters trimmed from the end); on JSONDecodeError the
//    same on what follows the first ``` (an optional "json" skipped). parse_partial_json returns None on a mismatched
//    closing bracket. A verdict: a dict whose 'score' is present and not None (no type or range check).
//    pythonLoads(text, false, '0'): NaN / Infinity become a number, not null, as they are not None in Python.
const agentUniverseLoads = (text: string): unknown => pythonLoads(text, false, '0');
const agentUniverseCritique: FrameworkParser = (reply) => {
  const output = langchainJsonMarkdown(reply, agentUniverseLoads);
  if (!isObject(output)) return false;
  const score = output['score'];
  return score !== undefined && score !== null;
};

// 2. NJUP, users/services/judge_qwen.py get_judge_from_qwen (fading-future/NJUP):
//      chinese_quotes_pattern = {"single": re.compile(r"[‘’]"), "double": re.compile(r"[“”]")}
//      response_text_origin = response.output.choices[0].message.content
//      response_text = chinese_quotes_pattern["single"].sub("'", response_text_origin)
//      response_text = chinese_quotes_pattern["double"].sub('"', response_text)
//      response_text = re.sub(r"\s+", " ", response_text).strip()
//      if response.status_code == HTTPStatus.OK:
//          try:
//              response_data = json.loads(response_text)
//              for key in response_data.keys():              # list / str / number -> AttributeError
//                  if key not in ["score", "reason"]:
//                      response_data["reason"] = (
//                          response_data.get("reason", "") + f"{response_data.get(key)}\n"
//                      )                                     # new key -> RuntimeError; non-str reason -> TypeError
//          except json.JSONDecodeError:
//              return {"score": None, "reason": "AI评分失败：JSON解析错误。"}
//          if isinstance(response_data, dict):
//              score = response_data.get("score", None)
//              return {"score": score, "reason": reason}
//    users/views.py: if judge_result.get("score") is not None: ScoringFeedback.objects.create(Score=...)
//    Python's \s and strip() are str.isspace() whitespace (PY_SPACE); json.loads is strict (raw control characters in
//    strings refused, but every whitespace run is already one space) and takes NaN / Infinity.
const NJUP_WS = new RegExp(`[${PY_SPACE}]+`, 'g');
const njupQwenJudge: FrameworkParser = (reply) => {
  const folded = reply.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
  const text = pyStrip(folded.replace(NJUP_WS, ' '));
  const data = pythonLoads(text, true, '0');
  if (data === undefined || !isObject(data)) return false; // JSONDecodeError, or .keys() on a non-dict
  const extraKey = Object.keys(data).some((key) => key !== 'score' && key !== 'reason');
  if (extraKey && typeof data['reason'] !== 'string') return false; // RuntimeError / TypeError
  const score = data['score'];
  return score !== undefined && score !== null;
};

export const PARSERS_OF_SET_566: Record<string, FrameworkParser> = {
  'agentuniverse--critique-agent-draft-review-0-10-json-critique-suggestion-score-parse-json-markdown': agentUniverseCritique,
  'njup--qwen-exam-answer-grading-teacher-prompt-json-score-reason-whitespace-collapsed': njupQwenJudge,
};
