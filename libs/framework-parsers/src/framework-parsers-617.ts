/**
 * Set 617 (prompt-optimization loops scoring candidate outputs with an LLM judge): a replica of the reply reader of
 * the PromptOutputGrader of ozdemirht/py_claude_prompt_eng, a notebook that iterates on a prompt by the average grade
 * Claude gives its outputs on generated test cases (JSON with strengths / weaknesses / reasoning / score, read after an
 * assistant "```json" prefill and a "```" stop sequence). The parser answers: would the project get a verdict out of
 * this reply (not a default, not an exception, not a retry, not a skipped sample)?
 */
import { isObject, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. py_claude_prompt_eng, src/Prompt_Optimization.ipynb (ozdemirht/py_claude_prompt_eng), PromptOutputGrader:
//      messages = []
//      self.client.add_user_message(messages, eval_prompt)
//      self.client.add_assistant_message(messages, "```json")
//      eval_text = self.client.chat(
//          messages,
//          system="You are world renowned nutritionist for athletes in the world",
//          stop_sequences=["```"],
//          temperature=0.0,
//      )                                     # AntrophicPrompt.chat: return message.content[0].text
//      return json.loads(eval_text)
//    run_test_case:
//      model_grade = self.grade_output(test_case, output, extra_criteria)
//      model_score = model_grade["score"]    # KeyError / TypeError (list, str, number) -> uncaught
//      reasoning = model_grade["reasoning"]  # KeyError -> uncaught
//    run_evaluation:
//      result = future.result()              # no try/except: any exception above aborts the whole run
//      average_score = mean([result["score"] for result in results])   # str / None / list / dict -> TypeError
//    The API stops generating at the first "```" and leaves it out of the text, so json.loads sees only what precedes
//    it. Python's json.loads takes JSON whitespace around one document and the NaN / Infinity / -Infinity literals;
//    statistics.mean averages ints, floats (NaN and inf included) and bools.
const STOP_SEQUENCE = '```';
const pyClaudePromptEngGrader: FrameworkParser = (reply) => {
  const stop = reply.indexOf(STOP_SEQUENCE);
  const text = stop >= 0 ? reply.slice(0, stop) : reply;
  const grade = pythonLoadsNumbers(text);
  if (!isObject(grade)) return false;
  if (!Object.prototype.hasOwnProperty.call(grade, 'score') || !Object.prototype.hasOwnProperty.call(grade, 'reasoning')) return false;
  const score = grade['score'];
  return typeof score === 'number' || typeof score === 'boolean';
};

export const PARSERS_OF_SET_617: Record<string, FrameworkParser> = {
  'py-claude-prompt-eng--prompt-output-grader-task-solution-1-10-json-strengths-weaknesses-reasoning-score-prefill': pyClaudePromptEngGrader,
};
