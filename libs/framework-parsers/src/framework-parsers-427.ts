/**
 * Set 427: replicas of the reply readers of four judges of generated code: PraisonAI Bench's HTML/JS code-quality
 * judge (greedy-brace JSON, 3-point score looked up in a dict), Practice-App-Backend's Gemini Java code review
 * (fence-stripped nested JSON, Overall score stored), llm-judge-empirical's pairwise code-translation judge
 * ("Overall: FIRST|SECOND|TIE" through nine lowercase regex rules) and an AutoGen code checker whose approval is the
 * word TERMINATE. Each parser answers: would the project get a verdict out of this reply (not a default, not an
 * exception, not a retry, not a None)?
 */
import { isObject, PY_SPACE, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. PraisonAI Bench, src/praisonaibench/simple_evaluator.py LLMJudge.evaluate (MervinPraison/PraisonAIBench):
//      response = judge.chat(judge_prompt)
//      json_match = re.search(r'\{.*\}', response, re.DOTALL)
//      if json_match:
//          result = json.loads(json_match.group())
//          raw_score = result.get('score', 0)
//          score_mapping = {3: 90, 2: 80, 1: 50, -1: 0}
//          quality_score = score_mapping.get(raw_score, 0)
//          return {'quality_score': quality_score, 'raw_score': raw_score, ...}
//    except Exception as e: print(...)  ->  return {'quality_score': 0, 'feedback': 'Evaluation failed'}
//    Greedy span from the first '{' to the last '}'. The dict lookup hashes: 3.0 finds 3, True finds 1 (True == 1),
//    False (== 0), "3", 4, NaN fall to the default 0; a list or dict score raises TypeError (unhashable).
const PRAISON_SPAN = /\{[\s\S]*\}/;
const praisonaibench: FrameworkParser = (reply) => {
  const match = PRAISON_SPAN.exec(reply);
  if (!match) return false;
  const result = pythonLoadsNumbers(match[0]);
  if (!isObject(result)) return false; // JSONDecodeError
  const raw = own(result, 'score') ? result['score'] : 0;
  if (typeof raw === 'boolean') return raw;
  return typeof raw === 'number' && [3, 2, 1, -1].includes(raw);
};

// 2. Practice-App-Backend (sam-bridgelabz/Practice-App-Backend):
//    app/utils/code_utils.py review_code_with_gemini:
//      response = await code_analyser_agent.run(prompt)
//      text_output = extract_json_from_model_output(response.output)
//          cleaned = re.sub(r"^```(?:json)?\n|\n```$", "", text.strip(), flags=re.MULTILINE)
//          return cleaned.strip()
//      try: parsed = json.loads(text_output)
//      except json.JSONDecodeError: raise ValueError(...)        # caller: review_results = None
//      return parsed
//    app/crud/review_crud.py store_code_review_to_db(db, answer_id, review_data):
//      review_summary = json.dumps(review_data.get("Code_Analysis", {}))
//      review_points = json.dumps(review_data.get("Code_Quality_Qualitative", {}))
//      quantitative = review_data.get("Code_Quality_Quantitative", {})
//      Review(..., score_overall=quantitative.get("Overall"))     # any exception: rollback, raise
//    Python MULTILINE ^ and $ see only '\n' (not '\r', U+2028); without the m flag JS ^/$ are the text's ends, so the
//    line starts and ends are spelled with look-arounds. A non-dict reply or quantitative block raises
//    AttributeError; a missing Overall stores None (no score).
const FENCE = /(?<=^|\n)```(?:json)?\n|\n```(?=\n|$)/g;
const practiceAppBackend: FrameworkParser = (reply) => {
  const cleaned = pyStrip(pyStrip(reply).replace(FENCE, ''));
  const parsed = pythonLoadsNumbers(cleaned);
  if (!isObject(parsed)) return false;
  const quantitative = own(parsed, 'Code_Quality_Quantitative') ? parsed['Code_Quality_Quantitative'] : {};
  if (!isObject(quantitative)) return false;
  const overall = own(quantitative, 'Overall') ? quantitative['Overall'] : null;
  return overall !== null && overall !== undefined;
};

// 3. llm-judge-empirical, source/translation-cmp/4_post.py main (BackOnTruck/llm-judge-empirical):
//      rules = [r'Overall:\s*(FIRST|SECOND|TIE|Response 1|Response 2|A|B)', r'Overall Score:\s*(...)',
//               r'Score:\s*(...)', r'Rating:\s*(...)', r'\[RESULT\]\s*(...)', r'\[\[(...)\]\]', r'\[(...)\]',
//               r'final decision is (...)', r'(TIE|Response 1|Response 2)']
//      reply = js['judgment'].replace('*', '').replace('`', '')
//      for rule in rules:
//          if matches := re.findall(rule.lower(), reply.lower()):
//              break
//      final = matches[-1] if matches else 'tie'                 # no match: the default tie
//      js['score'] = 0 if final == 'tie' else 1 if final in ['first', 'response 1', 'a'] else -1
//    Every match is one of the seven words, so a verdict exists iff some rule matches. Python's \s is Unicode
//    whitespace (str.isspace); no word boundaries anywhere.
const PY_WS = `[${PY_SPACE}]`;
const CHOICE = '(first|second|tie|response 1|response 2|a|b)';
const BT_RULES = [
  new RegExp(`overall:${PY_WS}*${CHOICE}`),
  new RegExp(`overall score:${PY_WS}*${CHOICE}`),
  new RegExp(`score:${PY_WS}*${CHOICE}`),
  new RegExp(`rating:${PY_WS}*${CHOICE}`),
  new RegExp(`\\[result\\]${PY_WS}*${CHOICE}`),
  new RegExp(`\\[\\[${CHOICE}\\]\\]`),
  new RegExp(`\\[${CHOICE}\\]`),
  new RegExp(`final decision is ${CHOICE}`),
  /(tie|response 1|response 2)/,
];
const llmJudgeEmpirical: FrameworkParser = (reply) => {
  const text = reply.replace(/\*/g, '').replace(/`/g, '').toLowerCase();
  return BT_RULES.some((rule) => rule.test(text));
};

// 4. autogen_v1, main.py (1126james/autogen_v1):
//      termination_approve = TextMentionTermination("TERMINATE")
//      termination_max = MaxMessageTermination(max_messages=10)
//      termination = termination_approve | termination_max
//      agent_team = RoundRobinGroupChat([base_agent, code_executor, code_checker], termination_condition=termination)
//    autogen_agentchat TextMentionTermination: `if self._termination_text in content: ... return StopMessage(...)`
//    (case-sensitive substring). Without it the reply is only fed back to base_agent: no verdict is read.
const autogenV1: FrameworkParser = (reply) => reply.includes('TERMINATE');

export const PARSERS_OF_SET_427: Record<string, FrameworkParser> = {
  'praisonaibench--html-js-code-quality-3-point-rubric-json-score-greedy-brace': praisonaibench,
  'practice-app-backend--java-answer-code-quality-review-1-10-nested-json-overall-fence-strip': practiceAppBackend,
  'llm-judge-empirical--code-translation-pairwise-overall-first-second-tie-cascading-lowercase-regex-rules': llmJudgeEmpirical,
  'autogen-v1--code-execution-output-check-terminate-substring': autogenV1,
};
