/**
 * Set 410: replicas of the reply readers of education / homework-feedback graders: a short-answer grading
 * professor prompt whose label is read by a Python regex after "Label:" (NLP-Short-Answer-Grading), and a
 * vocabulary-in-context tutor grader whose JSON-mode reply is read with JSON.parse and `grade === 1`
 * (Woodygoodenough/nextjs-tutorial). Each parser answers: would the project get a verdict out of this reply
 * (not a default, not an exception, not a None)?
 */
import { PY_SPACE } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. NLP-Short-Answer-Grading, llm_based/main.py (gabriel-ferreira-life/NLP-Short-Answer-Grading @ 5fc5f3fc):
//      result = chain.invoke({...})                    # OllamaLLM: a plain str
//      import re
//      match = re.search(r"Label:\s*(-?1|0)", result)
//      predicted_label = match.group(1) if match else None
//    Python's \s is Unicode whitespace (str.isspace); no IGNORECASE; '1' and '0' are literal ASCII characters, and
//    nothing after the captured label is checked (search, not fullmatch).
const SHORT_ANSWER_LABEL = new RegExp(`Label:[${PY_SPACE}]*(-?1|0)`, 'u');
const nlpShortAnswerGrading: FrameworkParser = (reply) => SHORT_ANSWER_LABEL.test(reply);

// 2. nextjs-tutorial, lib/services/ai/grading.ts gradeResponse (Woodygoodenough/nextjs-tutorial):
//      const content = response.choices[0]?.message?.content;
//      if (!content) return { grade: 0, feedback: "Error grading." };
//      const result = JSON.parse(content);
//      return {
//        grade: result.grade === 1 ? 1 : 0,
//        feedback: result.feedback || "No feedback."
//      };
//    } catch (error) { ... return { grade: 0, feedback: "System error during grading." }; }
//    JSON.parse of null gives null and null.grade throws (caught: default). Anything but the numbers 1 and 0 in
//    "grade" collapses silently into the default 0, so only those two are verdicts.
const nextjsTutorialGrading: FrameworkParser = (reply) => {
  if (!reply) return false;
  try {
    const result = JSON.parse(reply) as { grade?: unknown } | null;
    const grade = result!.grade; // throws on null, as the original does
    return grade === 1 || grade === 0;
  } catch {
    return false;
  }
};

export const PARSERS_OF_SET_410: Record<string, FrameworkParser> = {
  'nlp-short-answer-grading--short-answer-correctness-1-0-minus1-label-line-regex': nlpShortAnswerGrading,
  'nextjs-tutorial--vocabulary-in-context-pass-fail-json-grade-0-1': nextjsTutorialGrading,
};
