/**
 * Set 744: replicas of the reply readers of four judges whose prompts are written in Japanese or Korean:
 * a Japanese MT-Bench harness (first run of digits anywhere), KOCRUIT's Korean written-test grader ("점수: 3.5"),
 * AI Skill Tutor's Korean prompt-writing grader (nested JSON through LangChain's JsonOutputParser) and an openevals
 * practice judge with a Japanese rubric (structured JSON with reasoning and score). Each parser answers: would the
 * project get a verdict out of this reply (not a default, not an exception, not a fallback)?
 */
import { isObject, langchainJsonMarkdown, PY_SPACE, pyStrip } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. j-mt-bench (ryo1443/j-mt-bench), src/evaluate_jp_mtbench.py score_once:
//      txt = res.choices[0].message.content.strip()
//      m = re.search(r"\d+", txt)
//      return int(m.group()) if m else -1          # -1: the default for a reply without any digit
//    Python's \d on str is any Unicode decimal digit (category Nd), and int() reads every such run; kanji numerals,
//    superscripts and circled digits are not Nd.
const JMT_DIGITS = /\p{Nd}+/u;
const jMtBench: FrameworkParser = (reply) => JMT_DIGITS.test(pyStrip(reply));

// 2. KOCRUIT (ttogle918/KOCRUIT), agent/tools/answer_grading_tool.py grade_written_test_answer:
//      ai_response = response.choices[0].message.content
//      score_match = re.search(r"점수\s*[:：]\s*([0-9]+(\.[0-9]+)?)", ai_response)
//      feedback_match = re.search(r"이유\s*[:：]\s*(.*)", ai_response)
//      score = float(score_match.group(1)) if score_match else None      # None: no verdict
//      ...
//    except Exception as e: return {"score": None, "feedback": f"AI 채점 실패: {str(e)}"}
//    \s is Python's Unicode whitespace; [0-9] is ASCII only; float() of the matched ASCII digits never fails.
const KOCRUIT_SCORE = new RegExp(`점수[${PY_SPACE}]*[:：][${PY_SPACE}]*([0-9]+(\\.[0-9]+)?)`, 'u');
const kocruit: FrameworkParser = (reply) => KOCRUIT_SCORE.test(reply);

// 3. AI Skill Tutor (LeeKangHo1/ai-skill-tutor), backend/app/tools/analysis/feedback_tools_chatgpt.py
//    evaluate_subjective_with_feedback:
//      parser = JsonOutputParser(pydantic_object=SubjectiveEvaluationSchema)
//      chain = prompt_template | model | parser
//      result = chain.invoke(input_data)
//      score = result.get('evaluation', {}).get('score', 0)                  # 0: the default
//      evaluation_detail = { ..., "criteria_analysis": result.get('evaluation', {}).get('criteria_analysis', {}),
//          "detailed_feedback": result.get('feedback', {}).get('content', ''),
//          "next_step_recommendation": result.get('feedback', {}).get('next_step_recommendation', 'proceed') }
//      return score, evaluation_detail
//    except Exception as e: return _generate_fallback_evaluation(user_answer, str(e))   # (50, {...})
//    JsonOutputParser.parse_result: text.strip(); parse_json_markdown(text) (JSONDecodeError -> OutputParserException).
//    A non-dict top level, 'evaluation' or 'feedback' has no .get (AttributeError -> fallback 50).
const aiSkillTutor: FrameworkParser = (reply) => {
  const result = langchainJsonMarkdown(pyStrip(reply));
  if (!isObject(result)) return false;
  const evaluation = Object.prototype.hasOwnProperty.call(result, 'evaluation') ? result['evaluation'] : {};
  if (!isObject(evaluation)) return false;
  if (!Object.prototype.hasOwnProperty.call(evaluation, 'score')) return false; // default 0
  const feedback = Object.prototype.hasOwnProperty.call(result, 'feedback') ? result['feedback'] : {};
  return isObject(feedback);
};

// 4. llm_judge_practice (sekiguchi-Knowledgecommunication/llm_judge_practice), test_judge_adujst_score.py:
//      evaluator = create_llm_as_judge(prompt=MY_CUSTOM_PROMPT, choices=[0.0, 0.5, 1.0], model="openai:gpt-5-mini")
//    openevals llm.py _create_llm_as_judge_scorer:
//      judge = init_chat_model(model=model)
//      response = judge.with_structured_output({"title": "score", "description": description, **json_schema}).invoke(messages)
//      if schema is None:
//          if use_reasoning:
//              return (response["score"], response["reasoning"])       # KeyError / TypeError: no verdict
//    langchain-openai with_structured_output(dict schema, method="json_schema") -> JsonOutputParser():
//      text.strip(); parse_json_markdown(text) (JSONDecodeError -> OutputParserException). The score is not checked
//      against the enum afterwards.
const llmJudgePractice: FrameworkParser = (reply) => {
  const response = langchainJsonMarkdown(pyStrip(reply));
  if (!isObject(response)) return false;
  const own = (k: string) => Object.prototype.hasOwnProperty.call(response, k);
  return own('score') && own('reasoning');
};

export const PARSERS_OF_SET_744: Record<string, FrameworkParser> = {
  'j-mt-bench--jp-mtbench-answer-quality-0-10-first-digit-run-anywhere': jMtBench,
  'kocruit--written-test-answer-0-5-decimal-korean-jeomsu-colon-score-line': kocruit,
  'ai-skill-tutor--subjective-prompt-writing-0-100-nested-evaluation-score-json': aiSkillTutor,
  'llm-judge-practice--openevals-interactive-exhibit-answer-0-0.5-1-japanese-rubric-structured-json-reasoning-score':
    llmJudgePractice,
};
