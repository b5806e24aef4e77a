/**
 * Set 724 (Japanese-language judge prompts): replicas of the reply readers of story_checker's document-logic judge
 * (JSON with has_issues, after control characters are removed, with ```json and greedy-brace fallbacks), a Japanese
 * quiz-show benchmark's 正解/不正解 judge (substring test) and a Japanese RAG evaluator's 1-5 relevance score
 * (float() of the first line). Each parser answers: would the project get a verdict out of this reply (not a default,
 * not an exception, not a retry)?
 */
import { isObject, PY_SPACE, pyFloatOf, pyStrip, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. story_checker, backend/app/services/openai_service.py (akiyoshiyagi/story_checker):
//      result_text = response.choices[0].message.content
//      result_text = re.sub(r'[\x00-\x1F\x7F-\x9F]', '', result_text)
//      try:
//          json_data = json.loads(result_text)
//          return json.dumps(json_data, ensure_ascii=False)
//      except json.JSONDecodeError as e:
//          json_match = re.search(r'```json\s*(.*?)\s*```', result_text, re.DOTALL)
//          if json_match:
//              json_str = json_match.group(1).strip()
//              try:
//                  json_data = json.loads(json_str)
//                  return json.dumps(json_data, ensure_ascii=False)
//              except json.JSONDecodeError: ...
//          try:
//              json_obj_match = re.search(r'(\{.*\})', result_text, re.DOTALL)
//              if json_obj_match:
//                  json_str = json_obj_match.group(1).strip()
//                  json_data = json.loads(json_str)
//                  if "has_issues" in json_data:
//                      return json.dumps(json_data, ensure_ascii=False)
//          except Exception as e: ...
//          return """{"has_issues": false, "issues": "評価結果の解析に失敗しました。"}"""      # default
//    evaluate_summary:
//      result_data = json.loads(result_json)
//      "has_issues": result_data.get("has_issues", False) or result_data.get("issues_found", False)
//    A non-dict JSON value makes .get raise AttributeError (not caught). A dict with neither key yields the default
//    False. Python's \s is Unicode whitespace; json.loads takes NaN / Infinity.
const STORY_CONTROLS = /[\x00-\x1f\x7f-\x9f]/g;
const STORY_FENCE = new RegExp(`\`\`\`json[${PY_SPACE}]*([\\s\\S]*?)[${PY_SPACE}]*\`\`\``, 'u');
const STORY_BRACES = /(\{[\s\S]*\})/;
const storyVerdict = (value: unknown): boolean => isObject(value) && ('has_issues' in value || 'issues_found' in value);
const storyChecker: FrameworkParser = (reply) => {
  const text = reply.replace(STORY_CONTROLS, '');
  const direct = pythonLoads(text);
  if (direct !== undefined) return storyVerdict(direct);
  const fence = STORY_FENCE.exec(text);
  if (fence) {
    const fenced = pythonLoads(pyStrip(fence[1] ?? ''));
    if (fenced !== undefined) return storyVerdict(fenced);
  }
  const braces = STORY_BRACES.exec(text);
  if (braces) {
    const obj = pythonLoads(pyStrip(braces[1] ?? ''));
    if (isObject(obj) && 'has_issues' in obj) return true;
  }
  return false;
};

// 2. Japanese quiz-show benchmark judge (repository unidentified, index file id 16271396326), judge_answer:
//      result = response.choices[0].message.content.strip()
//      if "不正解" in result:
//          return "不正解"
//      elif "正解" in result:
//          return "正解"
//      else:
//          print(f"Attempt {attempt + 1}: Unexpected judge response: {result}")   # a new call (retry)
//    "不正解" contains "正解", so a verdict exists exactly when 正解 occurs somewhere in the reply.
const quizShowJudge: FrameworkParser = (reply) => reply.includes('正解');

// 3. Japanese RAG evaluator (repository unidentified, index file id 18650443197), utils.py tonic_similarity:
//      response = invoke_model(model_name, prompt_template, {})
//      score_str = response.splitlines()[0].strip()
//      return float(score_str)
//    except Exception: return 0.0                                                # default
//    str.splitlines breaks on \n \r \r\n \v \f \x1c \x1d \x1e \x85 \u2028 \u2029 and returns [] for ''.
const PY_LINE_BREAK = /\r\n|[\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]/;
const ragEvalTonicJa: FrameworkParser = (reply) => {
  if (reply === '') return false; // [] [0] -> IndexError
  const first = reply.split(PY_LINE_BREAK)[0] ?? '';
  return pyFloatOf(pyStrip(first)) !== undefined;
};

export const PARSERS_OF_SET_724: Record<string, FrameworkParser> = {
  'story-checker--summary-messages-logical-consistency-json-has-issues': storyChecker,
  'quiz-show-llm-judge--quiz-answer-vs-gold-seikai-fuseikai-label-substring': quizShowJudge,
  'rag-eval-tonic-ja--rag-answer-relevance-vs-gold-1-5-first-line-float': ragEvalTonicJa,
};
