/**
 * Set 718: replicas of the reply readers of five education-technology judges written in TypeScript/JavaScript:
 * Quiz Generator's short/long-answer grader (strict JSON.parse, a non-null score after the NextResponse round trip),
 * StudyGenius's Genkit short-answer flow (extractJson + output schema with a three-label verdict enum), Correct-IQ's
 * yes/no answer checker (only a reply containing 'yes' escapes the 500 branch), jackyu000/tutor's understanding
 * evaluator (JSON score kept only when it survives the 1-5 range check) and Quiz App Prototype's free-response grader
 * (JSON.parse, a boolean isCorrect written through Prisma). Each parser answers: would the project get a verdict out
 * of this reply (not a default, not an exception, not an error response)?
 */
import { genkitOutputObject } from './framework-parser-genkit';
import type { FrameworkParser } from './framework-parsers';

/** JavaScript JSON.parse, undefined when it throws (the same engine the projects run on). */
const jsParse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

// ---------------------------------------------------------------------------------------------------------------
// 1. Quiz Generator, src/app/api/evaluate-answer/route.ts (PranavSRokade/Quiz-Generator):
//      const raw = completion.choices[0].message.content;
//      try {
//        const parsed = JSON.parse(raw!);
//        return NextResponse.json(parsed);
//      } catch (err) {
//        return NextResponse.json({ score: 0, feedback: "Error parsing GPT response. Please try again.", raw },
//                                 { status: 500 });                        // placeholder score, not a verdict
//      }
//    src/app/quiz/page.tsx:  return await res.json(); // { score, feedback }     (res.ok never checked)
//                            {`${evaluations?.[index]?.score ?? "Not evaluated"} / 1`}
//    NextResponse.json serialises with JSON.stringify and the client parses it back, so Infinity (1e999) arrives
//    as null. No type or range check on the score.
const quizGenerator: FrameworkParser = (reply) => {
  const parsed = jsParse(reply);
  if (parsed === undefined) return false;
  const received: unknown = JSON.parse(JSON.stringify(parsed)); // NextResponse.json -> res.json()
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const score = (received as any)?.score;
  return score !== null && score !== undefined;
};

// 2. StudyGenius, src/ai/flows/get-feedback-on-short-answer.ts (egartei5/studygenius), Genkit:
//      const GetFeedbackOnShortAnswerOutputSchema = z.object({
//        verdict: z.enum(['Correct', 'Partially Correct', 'Incorrect']).describe('The evaluation verdict.'),
//        explanation: z.string().describe('The explanation for the verdict.'),
//      });
//      const getFeedbackOnShortAnswerPrompt = ai.definePrompt({ ..., output: {schema: GetFeedbackOnShortAnswerOutputSchema}, prompt: `...` });
//      async input => { const {output} = await getFeedbackOnShortAnswerPrompt(input); return output!; }
//    Genkit's json format parses the reply with extractJson (first balanced {...}/[...] outside double-quoted
//    strings, JSON5, an unclosed one completed by partial-json); generate() asserts the output against the JSON
//    schema (ajv, extra keys allowed) and defineFlow validates the returned value against outputSchema (zod).
const STUDYGENIUS_VERDICTS = ['Correct', 'Partially Correct', 'Incorrect'];
const studygenius: FrameworkParser = (reply) => {
  const output = genkitOutputObject(reply);
  if (output === null) return false;
  return (
    typeof output['verdict'] === 'string' &&
    STUDYGENIUS_VERDICTS.includes(output['verdict']) &&
    typeof output['explanation'] === 'string'
  );
};

// 3. Correct-IQ, backend/src/Controllers/CheckTextAnswersController.js (Thenujan-V/Correct-IQ):
//      const isCorrect =  completion.choices[0].message.content.trim().toLowerCase().includes('yes')
//      if(!isCorrect){
//          return res.status(500).json({ error : 'Internal server error', detail : error.message })
//      }                                  // `error` is undeclared here: ReferenceError -> catch -> 500 as well
//      return res.status(200).json({Correct : isCorrect})
//    Only a reply whose lowercased text contains 'yes' anywhere gives a result; trim() does not matter.
const correctIq: FrameworkParser = (reply) => reply.trim().toLowerCase().includes('yes');

// 4. jackyu000/tutor, app/api/evaluator/route.ts:
//      const assessmentText = completion.choices[0]?.message?.content || '{}';
//      let assessment;
//      try {
//        assessment = JSON.parse(assessmentText);
//      } catch (e) {
//        assessment = { score: 3 // Default to neutral score };
//      }
//      // Validate score is within range
//      if (!assessment.score || assessment.score < 1 || assessment.score > 5) {
//        assessment.score = 3; // Default to neutral score if invalid
//      }
//      return NextResponse.json(assessment);
//    JS loose comparisons: '4' and true pass, 'high' and {} pass too (NaN compares false). A JSON null reply
//    throws on .score; a number/string reply throws when assigning .score in a strict-mode module (500).
const jackyuTutor: FrameworkParser = (reply) => {
  const assessment = jsParse(reply || '{}');
  if (assessment === undefined || assessment === null || typeof assessment !== 'object') return false;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const score = (assessment as any).score;
  return !(!score || score < 1 || score > 5);
};

// 5. Quiz App Prototype (cambriz902/quiz-app-prototype):
//    app/lib/services/openaiService.ts checkFreeResponseAnswer:
//      const content = response.choices[0].message.content;
//      if (!content) { throw new Error("Response content is null"); }
//      return JSON.parse(content);
//    app/api/quizzes/[quiz_id]/questions/[question_id]/answer/route.ts (inside try/catch -> 500):
//      const { isCorrect, feedback } = await gradeAnswer(question, selectedAnswer);
//      await saveAnswerAndUpdateProgress(question, attempt, selectedAnswer, isCorrect, isLastQuestion, feedback);
//        -> tx.userAttemptedQuestionFreeResponse.create({ data: { ..., feedback, isCorrect } })
//        -> updateQuizProgress: attempt.correct + (isCorrect ? 1 : 0) ...
//    Prisma rejects a non-boolean isCorrect and a non-string feedback (feedback?: string: absent or null is taken
//    as the optional column); a missing isCorrect leaves the column default (no verdict). Destructuring JSON null
//    throws; primitives and arrays have no isCorrect.
const quizAppPrototype: FrameworkParser = (reply) => {
  if (!reply) return false;
  const value = jsParse(reply);
  if (value === undefined || value === null) return false;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const { isCorrect, feedback } = value as any;
  if (typeof isCorrect !== 'boolean') return false;
  return feedback === undefined || feedback === null || typeof feedback === 'string';
};

export const PARSERS_OF_SET_718: Record<string, FrameworkParser> = {
  'quiz-generator--short-long-answer-vs-expected-answer-0-1-json-score-feedback': quizGenerator,
  'studygenius--short-answer-vs-ideal-answer-correct-partially-incorrect-genkit-json-verdict-explanation': studygenius,
  'correct-iq--text-answer-correctness-yes-no-includes-yes-else-500': correctIq,
  'jackyu-tutor--math-tutoring-chat-student-understanding-1-5-json-score-range-default-3': jackyuTutor,
  'quiz-app-prototype--free-response-vs-reference-text-json-iscorrect-boolean-feedback-structured-output': quizAppPrototype,
};
