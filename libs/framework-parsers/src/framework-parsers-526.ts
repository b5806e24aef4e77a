/**
 * Set 526: replicas of the reply readers of four agent-trajectory / web-browsing task-completion judges:
 * OpenWebRL's Online-Mind2Web AgentTrek-style reward (any 'status:' in the lower-cased reply), CoMEM-Agent's
 * WebVoyager screenshot judge ('success' inside the first one-line <result> tag, else anywhere), LA3D/rlm's
 * ReasoningBank trajectory judge (fenced JSON object with is_success and reason) and a SeeAct MCTS value judge
 * (the first bare-number line, read by float()). Each parser answers: would the project get a verdict out of this
 * reply (not a default, not an exception, not a dropped sample)?
 */
import { isObject, PY_FLOAT_STR, pyStrip, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. OpenWebRL, openwebrl/eval/reward_online_mind2web.py (peter-sushko/OpenWebRL):
//      text = resp.choices[0].message.content or ""
//      return _parse_verdict(text), text, False
//      def _parse_verdict(text: str) -> float | None:
//          lower = text.lower()
//          if "status:" not in lower:
//              return None                      # -> sample.remove_sample = True (dropped, not scored)
//          return 1.0 if "success" in lower.split("status:", 1)[1] else 0.0
//    Only the presence of the lower-cased substring 'status:' decides whether there is a verdict. No character other
//    than the ASCII letters lower-cases to 's', 't', 'a' or 'u' in both Python and JS, so toLowerCase() is faithful.
const openwebrl: FrameworkParser = (reply) => reply.toLowerCase().includes('status:');

// 2. CoMEM-Agent, CoMEM-Agent-Inference/webvoyager_evaluation/evaluator.py LLMEvaluator.__call__ (WenyiWU0111/CoMEM-Agent):
//      answer_text = response.content.strip().lower()
//      try:
//          extracted_answer = re.search(r'<result>(.*?)</result>', answer_text).group(1)
//          if not extracted_answer:
//              extracted_answer = answer_text
//      except:                                  # no match: None.group -> AttributeError
//          extracted_answer = answer_text
//      if 'not success' in extracted_answer:
//          return 0.0, answer_text, answer
//      elif 'success' in extracted_answer:
//          return 1.0, answer_text, answer
//      else:
//          print(f"Could not parse success/not success from response: '{answer_text}'")
//          return 0.0, answer_text, answer     # the default
//    Python's '.' (no DOTALL) stops only at '\n' (JS '.' also stops at \r, \u2028, \u2029, hence [^\n]); str.strip()
//    is Python whitespace. 'not success' contains 'success', so a verdict is 'success' in the chosen text.
const COMEM_RESULT = /<result>([^\n]*?)<\/result>/;
const comemAgent: FrameworkParser = (reply) => {
  const answerText = pyStrip(reply).toLowerCase();
  const match = COMEM_RESULT.exec(answerText);
  const extracted = match && match[1] ? match[1] : answerText;
  return extracted.includes('success');
};

// 3. LA3D/rlm, rlm/procedural_memory.py judge_trajectory + extract_memories (LA3D/rlm):
//      response = llm_query(prompt, temp_ns, name='judgment_response')
//      try:
//          response_text = response.strip()
//          if '```json' in response_text:
//              response_text = response_text.split('```json')[1].split('```')[0].strip()
//          elif '```' in response_text:
//              response_text = response_text.split('```')[1].split('```')[0].strip()
//          judgment = json.loads(response_text)
//          if 'missing' not in judgment:
//              judgment['missing'] = []         # list/str -> TypeError (uncaught); number/None -> TypeError on 'in'
//          return judgment
//      except (json.JSONDecodeError, IndexError) as e:
//          return {'is_success': artifact['converged'], 'reason': f"Parse error: ...", ...}   # default from the run
//    extract_memories(artifact, judgment, ns), outside any try:
//          source_type = 'success' if judgment['is_success'] else 'failure'   # KeyError without is_success
//          prompt = f"""... Outcome: {judgment['reason']} ..."""              # KeyError without reason
//    So a verdict needs a JSON object (Python json: NaN/Infinity allowed) holding both keys, any values.
const rlmFenced = (text: string): string => {
  if (text.includes('```json')) return pyStrip(text.split('```json')[1]!.split('```')[0]!);
  if (text.includes('```')) return pyStrip(text.split('```')[1]!.split('```')[0]!);
  return text;
};
const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const rlm: FrameworkParser = (reply) => {
  const judgment = pythonLoads(rlmFenced(pyStrip(reply)));
  return isObject(judgment) && has(judgment, 'is_success') && has(judgment, 'reason');
};

// 4. SyHeee/cs294f24-ai-agents, seeact_package/seeact/mcts_agent.py MctsSeeActAgent.evaluate_state:
//      response = await self.engine.generate(prompt=prompt, image_path=node.state.screenshot_path, turn_number=0)
//      try:
//          # Extract score from response
//          score_line = [line for line in response.split('\n') if line.strip().replace('.', '').isdigit()][0]
//          score = float(score_line)
//          return min(max(score, 0), 1)  # Ensure score is between 0 and 1
//      except:
//          return 0.0                          # IndexError / ValueError: the default
//    str.isdigit() is true for Unicode decimal digits (Nd) and for Numeric_Type=Digit characters (superscripts,
//    subscripts, circled / parenthesized / dingbat digits, Ethiopic digits, ...), which float() refuses. Only the
//    FIRST qualifying line is read; float() takes the raw line (Python whitespace around it) with at most one dot.
const PY_NON_DECIMAL_DIGITS =
  '\\u00b2\\u00b3\\u00b9\\u1369-\\u1371\\u19da\\u2070\\u2074-\\u2079\\u2080-\\u2089\\u2460-\\u2468\\u2474-\\u247c' +
  '\\u2488-\\u2490\\u24ea\\u24f5-\\u24fd\\u24ff\\u2776-\\u277e\\u2780-\\u2788\\u278a-\\u2792' +
  '\\u{10a40}-\\u{10a43}\\u{10e60}-\\u{10e68}\\u{11052}-\\u{1105a}\\u{1f100}-\\u{1f10a}';
const PY_ISDIGIT = new RegExp(`^(?:\\p{Nd}|[${PY_NON_DECIMAL_DIGITS}])+$`, 'u');
const cs294Mcts: FrameworkParser = (reply) => {
  const scoreLine = reply.split('\n').find((line) => PY_ISDIGIT.test(pyStrip(line).replace(/\./g, '')));
  return scoreLine !== undefined && PY_FLOAT_STR.test(scoreLine);
};

export const PARSERS_OF_SET_526: Record<string, FrameworkParser> = {
  'openwebrl--online-mind2web-agenttrek-web-trajectory-success-failure-status-colon-substring': openwebrl,
  'comem-agent--webvoyager-last-5-screenshots-task-success-result-tag-substring': comemAgent,
  'rlm--reasoningbank-ontology-agent-trajectory-success-json-is-success-reason-fenced': rlm,
  'cs294f24-ai-agents--seeact-mcts-web-state-task-progress-0-1-bare-number-line': cs294Mcts,
};
