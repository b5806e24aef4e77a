/**
 * Set 467: replicas of the reply readers of three tutoring / homework graders written in Chinese or Japanese:
 * Chaoxing_Homework's few-shot homework grader (Chinese, "张三：83分" lines read with re.findall), AI Levels' LV1
 * curriculum grader (Japanese, a fenced or bare JSON object with a bool `passed` and an int `score` 0-100) and
 * tensaku's English-essay scorer for Japanese learners (Japanese, str.split on "Score: "). Each parser answers: would
 * the project get a verdict out of this reply (not a default, not an exception, not a retry)?
 */
import { isObject, lastTopLevelRaw, PY_SPACE, pyStrip, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Chaoxing_Homework, revise_homework.py gen_score (JidaDiao/Chaoxing_Homework):
//      response_content = response.choices[0].message.content
//      grades = re.findall(r"(\S+?)：(\d+)分", response_content)
//      student_scores = {name: int(score) for name, score in grades}
//      count = 1
//      while grades == [] or student_scores == {}:
//          ... a new call with other few-shot students ...
//          grades = re.findall(r"(\S+?)：(\d+)分", response_content)
//          student_scores = {name: int(score) for name, score in grades}
//    Python's \S is "not str.isspace()", \d any Unicode decimal digit (int() reads them all). The colon is the
//    FULLWIDTH colon U+FF1A. int() of a run longer than 4300 digits raises ValueError (Python >= 3.11), which ends the
//    worker thread without a score.
const CHAOXING_LINE = new RegExp(`([^${PY_SPACE}]+?)：(\\p{Nd}+)分`, 'gu');
const chaoxingHomework: FrameworkParser = (reply) => {
  const grades = [...reply.matchAll(CHAOXING_LINE)];
  return grades.length > 0 && grades.every((m) => (m[2] ?? '').length <= 4300);
};

// 2. AI Levels, backend/handlers/grade_handler.py _parse_grade_result (leadlea/LV1):
//      text = result.get("content", [{}])[0].get("text", "")
//      text = strip_code_fence(text)
//      try:
//          data = json.loads(text)
//      except json.JSONDecodeError:
//          raise ValueError("Grader response is not valid JSON")
//      passed = data.get("passed")                          # a list / str / number -> AttributeError -> HTTP 500
//      score = data.get("score")
//      if not isinstance(passed, bool): raise ValueError("passed must be a boolean")
//      if not isinstance(score, int) or score < 0 or score > 100: raise ValueError(...)
//    backend/lib/bedrock_client.py:
//      _CODE_FENCE_RE = re.compile(r"^```(?:json)?\s*(.*?)\s*```$", flags=re.DOTALL | re.IGNORECASE)
//      def strip_code_fence(text):
//          m = _CODE_FENCE_RE.match(text.strip())
//          if m: return m.group(1).strip()
//          return text.strip()
//    isinstance(True, int) holds in Python, so a JSON boolean score passes as 0 or 1. The last duplicate key wins.
const PY_WS = `[${PY_SPACE}]`;
const LV1_FENCE = new RegExp(`^\`\`\`(?:json)?${PY_WS}*([\\s\\S]*?)${PY_WS}*\`\`\`$`, 'iu');
const lv1StripCodeFence = (text: string): string => {
  const stripped = pyStrip(text);
  const m = LV1_FENCE.exec(stripped);
  return m ? pyStrip(m[1] ?? '') : stripped;
};
const JSON_INT_LITERAL = /^-?(?:0|[1-9][0-9]*)$/;
const aiLevelsLv1: FrameworkParser = (reply) => {
  const text = lv1StripCodeFence(reply);
  const data = pythonLoads(text);
  if (!isObject(data)) return false;
  if (typeof data['passed'] !== 'boolean') return false;
  const raw = lastTopLevelRaw(text, 'score');
  if (raw === undefined) return false;
  if (raw === 'true' || raw === 'false') return true; // bool is an int subclass: 1 or 0, both within 0..100
  if (!JSON_INT_LITERAL.test(raw)) return false; // floats, strings, null, NaN, lists, dicts
  const value = BigInt(raw);
  return value >= 0n && value <= 100n;
};

// 3. tensaku, score_essay (KotonohaProject/tensaku; module path unresolved, see the fixture):
//      def parse(output):
//          # output score and comments
//          return output.split("Score: ")[0].strip(), output.split("Score: ")[1].strip()   # IndexError without it
//      return create_chat_and_parse(messages, parse)
//    tensaku/utils/openai_utils.py:
//      create_chat(...): return result['choices'][0]["message"]["content"].strip()        # clean_output=True
//      generate_and_parse(...):
//          for i in range(max_tries):                                                       # max_tries=2
//              output = gpt_function(gpt_config)
//              try:
//                  parsed_output = parsing_function(output); break
//              except:
//                  if gpt_config.temperature < 0.3: gpt_config.temperature += 0.1
//          else:
//              raise ParsingError(...)
//    The score text is never converted to a number; only the "Score: " separator (after str.strip()) matters.
const tensakuScoreEssay: FrameworkParser = (reply) => pyStrip(reply).includes('Score: ');

export const PARSERS_OF_SET_467: Record<string, FrameworkParser> = {
  'chaoxing-homework--vocational-cs-homework-0-100-few-shot-name-fullwidth-colon-score-fen-findall': chaoxingHomework,
  'ai-levels--lv1-curriculum-learner-answer-grading-json-passed-bool-score-int-0-100': aiLevelsLv1,
  'tensaku--student-english-essay-content-vocabulary-grammar-10-point-score-colon-split': tensakuScoreEssay,
};
