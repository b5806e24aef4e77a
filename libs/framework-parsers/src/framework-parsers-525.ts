/**
 * Set 525: replicas of the reply readers of three teacher-side grading judges (automated essay scoring and
 * short-answer grading): SmartPaths' per-criterion model-answer judge (a 'score:' split, cut at '/', int()),
 * QuizMaster's mark-scheme judge (the whole reply through Python int()) and Mock Bar's bar-exam essay judge (JSON
 * object with a score, read by JSON.parse in the Angular client). Each parser answers: would the project get a
 * verdict out of this reply (not a default, not an exception, not a retry, not a skipped sample)?
 */
import { isObject, PY_SPACE, pyStrip } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// Python int() of a str: surrounding whitespace is ASCII \t\n\v\f\r and space plus the NON-ASCII Unicode spaces
// (\x85, \xa0, \u1680, \u2000-\u200a, \u2028, \u2029, \u202f, \u205f, \u3000); the ASCII \x1c-\x1f that str.isspace()
// accepts are NOT skipped by int(). Then an optional sign and Unicode decimal digits with single underscores between.
const INT_SPACE = PY_SPACE.replace('\\x1c-\\x1f', '');
const PY_INT = new RegExp(`^[${INT_SPACE}]*[+-]?\\p{Nd}+(?:_\\p{Nd}+)*[${INT_SPACE}]*$`, 'u');

// ---------------------------------------------------------------------------------------------------------------
// 1. SmartPaths, ai_model/model/grading_system/grader.py evaluate_answer (icampus-ai/smartpaths):
//      evaluation = get_llama_response(prompt)          # Ollama /api/generate result['response'], or "Error: ..." text
//      if evaluation and "score:" in evaluation.lower():
//          try:
//              score_str = evaluation.lower().split("score:")[1].split("/")[0].strip()
//              score = int(score_str)
//          except ValueError:
//              score = 0                               # default, same as a real 0
//      else:
//          score = 0
//    split("score:")[1] is the text between the FIRST and the SECOND 'score:' (or the end); it is cut at its first
//    '/', str.strip()'d (str.isspace whitespace, \x1c-\x1f included) and must then be a whole int literal.
const smartpaths: FrameworkParser = (reply) => {
  if (!reply) return false;
  const lower = reply.toLowerCase();
  if (!lower.includes('score:')) return false;
  const scoreStr = pyStrip((lower.split('score:')[1] ?? '').split('/')[0] ?? '');
  return PY_INT.test(scoreStr);
};

// 2. QuizMaster, quizsite/api/LLM.py mark_answer (vSparkyy/QuizMaster):
//      return int(response.choices[0].message.content)
//    utils.py save_completed_quiz:  _marks += mark_answer(submitted_answer, answer_key, question['marks'])
//    No try/except: a ValueError (TypeError on None) aborts the submission. The whole reply must be an int literal.
const quizmaster: FrameworkParser = (reply) => PY_INT.test(reply);

// 3. Mock Bar (cyddalupan/mock-bar): api/ai.php returns the whole chat completion (response_format json_object) and
//    the Angular exam component reads it in submitAnswer():
//      const content = aiResponse.choices[0]?.message?.content;
//      if (content) {
//        try {
//          const parsedContent = JSON.parse(content);
//          this.gradeResult = parsedContent;
//          const insightsRegex = /Additional Insights:[\s\S]*?a\)\s*The correct model_answer:\s*([\s\S]*?)\s*b\)/;
//          const match = insightsRegex.exec(this.gradeResult.feedback);   // null gradeResult -> TypeError, caught
//          ...
//          this.apiService.saveDiagAns(this.userId!, this.courseId, this.currentQuestion.q_id, this.userAnswer,
//                                      this.gradeResult.score, this.gradeResult.feedback) ...
//        } catch ...
//      }
//    The verdict is gradeResult.score: it must exist and be a scalar (an absent score is undefined, null is no score,
//    an object or array is no storable score). Arrays and bare JSON values have no 'score'.
const mockBar: FrameworkParser = (reply) => {
  if (!reply) return false; // if (content)
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply) as unknown;
  } catch {
    return false;
  }
  if (!isObject(parsed)) return false;
  const score = parsed['score'];
  return typeof score === 'number' || typeof score === 'string' || typeof score === 'boolean';
};

export const PARSERS_OF_SET_525: Record<string, FrameworkParser> = {
  'smartpaths--student-answer-vs-model-answer-per-criterion-0-10-score-colon-split-slash-int': smartpaths,
  'quizmaster--short-answer-vs-mark-scheme-0-to-marks-bare-integer-int': quizmaster,
  'mock-bar--bar-exam-essay-answer-vs-model-answer-0-100-json-object-score-feedback': mockBar,
};
