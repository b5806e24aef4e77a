/**
 * Set 596: replicas of the reply readers of five LLM graders called from web and mobile front-ends or serverless
 * functions: a React page rating a learner's English text ("Score: N/10" regex), a Supabase Edge Function judge with a
 * configurable system prompt (JSON verdict pass/fail/inconclusive, greedy-brace fallback), a Vue IELTS Task 2 grader
 * (labelled "criterion: band - comment" lines read by split), a Flutter history-ticket grader (leading digits of the
 * reply) and a Next.js server action grading quiz answers with zod structured output (JSON boolean). Each parser
 * answers: would the project get a verdict out of this reply (not a default, not an exception, not a null)?
 */
import { isObject } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. english-app (Hamachooo25/english-app), src/components/answerSection/AnswerSection.jsx ask():
//      const response = completion.choices[0].message?.content || '';
//      const regex = /Score: (\d+)\/10/;
//      const match = response.match(regex);
//      const extractedRating = match ? match[1] : null;     // null -> the UI shows 'unrated'
//      setRating(extractedRating);
//    The project's own JavaScript regex: no flags, \d is ASCII 0-9, the first match anywhere wins.
const ENGLISH_APP_SCORE = /Score: (\d+)\/10/;
const englishApp: FrameworkParser = (reply) => ENGLISH_APP_SCORE.test(reply);

// 2. ai-judge (OmMistry25/ai-judge), supabase/functions/evaluate/index.ts evaluateWithOpenAI:
//      const aiResponse = openaiResult.choices[0]?.message?.content;
//      if (!aiResponse) { throw new Error('No response from OpenAI'); }
//      let parsedResponse;
//      try {
//        parsedResponse = JSON.parse(aiResponse);
//      } catch (parseError) {
//        const jsonMatch = aiResponse.match(/\{[\s\S]*\}/);
//        if (jsonMatch) {
//          parsedResponse = JSON.parse(jsonMatch[0]);
//        } else {
//          throw new Error(`Failed to parse AI response as JSON: ${aiResponse}`);
//        }
//      }
//      if (!parsedResponse.verdict || !parsedResponse.reasoning) { throw new Error(...) }
//      if (!['pass', 'fail', 'inconclusive'].includes(parsedResponse.verdict)) { throw new Error(...) }
//    Every throw (a TypeError on a null value included) is caught and becomes the default evaluation
//    {verdict: 'inconclusive', error: ...}: no verdict.
const jsParse = (text: string): { ok: boolean; value?: unknown } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};
const jsTruthy = (v: unknown): boolean =>
  !(v === undefined || v === null || v === false || v === 0 || v === '' || (typeof v === 'number' && Number.isNaN(v)));
const aiJudge: FrameworkParser = (reply) => {
  if (!reply) return false;
  let parsed = jsParse(reply);
  if (!parsed.ok) {
    const m = /\{[\s\S]*\}/.exec(reply);
    if (!m) return false;
    parsed = jsParse(m[0]);
    if (!parsed.ok) return false;
  }
  const value = parsed.value;
  if (value === null) return false; // parsedResponse.verdict on null throws a TypeError
  if (typeof value !== 'object') return false; // a JSON string, number or bool has no 'verdict' property
  const verdict = (value as Record<string, unknown>)['verdict']; // arrays have none either
  const reasoning = (value as Record<string, unknown>)['reasoning'];
  if (!jsTruthy(verdict) || !jsTruthy(reasoning)) return false;
  return verdict === 'pass' || verdict === 'fail' || verdict === 'inconclusive';
};

// 3. ielts-writing (abelwi/ielts_writing), src/views/WritingPage.vue parseResultText(resultText), called inside
//    checkAnswer's try { ... } catch (error) { alert('Đã xảy ra lỗi khi gọi API.') }:
//      const lines = resultText.split('\n').filter((line) => line.trim() !== '');
//      lines.forEach((line) => {
//        if (line.includes('Task Achievement')) {
//          const rest = line.split(':')[1];
//          const [score, comment] = rest.split(' - ');
//          resultObjects.taskAchievement = { score: score.trim(), comment: comment.trim() };
//        } else if (line.includes('Coherence and Cohesion')) { ...same... }
//        else if (line.includes('Lexical Resource')) { ...same... }
//        else if (line.includes('Grammatical Range and Accuracy')) { ...same... }
//        else if (line.includes('Overall Band')) {
//          const rest = line.split(':')[1];
//          resultObjects.overallBand = { score: rest.trim() };
//        } else if (line.includes('Nhận xét tổng thể')) {
//          resultObjects.overallComment = line.split(':')[1].trim();
//        } else if (line.includes('(Error Start)')) { ...slice of lines up to '(Error End)', never throws... }
//      });
//    A missing ':' (rest undefined) or a missing ' - ' in the text between the first and second ':' (comment
//    undefined) throws a TypeError: alert, no result page. The verdict is the last Overall Band line's score,
//    which must be there and non-empty after trim().
const IELTS_CRITERIA = ['Task Achievement', 'Coherence and Cohesion', 'Lexical Resource', 'Grammatical Range and Accuracy'];
const ieltsWriting: FrameworkParser = (reply) => {
  const lines = reply.split('\n').filter((line) => line.trim() !== '');
  let overall: string | undefined;
  for (const line of lines) {
    if (IELTS_CRITERIA.some((name) => line.includes(name))) {
      const rest = line.split(':')[1];
      if (rest === undefined) return false;
      const comment = rest.split(' - ')[1];
      if (comment === undefined) return false;
    } else if (line.includes('Overall Band')) {
      const rest = line.split(':')[1];
      if (rest === undefined) return false;
      overall = rest.trim();
    } else if (line.includes('Nhận xét tổng thể')) {
      if (line.split(':')[1] === undefined) return false;
    }
  }
  return overall !== undefined && overall !== '';
};

// 4. exa (kozegor22/Exa), lib/scripts/history/check_answer.dart checkAnswer (reply = content[0].text from
//    get_ai_responce.dart, one item, so aifeedback.length == 1):
//      int score = 0;
//      if (aifeedback.length == 1) {
//        for (int i = 0; i < 100; i++) {
//          try {
//            int add = int.parse(aifeedback[0][i]);
//            score *= 10;
//            score += add;
//          } on FormatException { break; } on RangeError { break; }
//        }
//        aifeedback[0] = aifeedback[0].replaceFirst(score.toString(), '');
//        while (true) { try { if (aifeedback[0][0] == '\n') {...} else { break; } } on RangeError { break; } }
//      }
//      ... Navigator.push(Results(score: score, feedback: aifeedback))
//    Dart's int.parse of one UTF-16 code unit accepts only ASCII 0-9 (a lone whitespace trims to '' and a lone sign
//    has no digit: FormatException). Nothing else throws, so the score comes from the reply exactly when its first
//    code unit is an ASCII digit; otherwise the default 0 is shown.
const exa: FrameworkParser = (reply) => /^[0-9]/.test(reply);

// 5. thequizguys (MathItYT/thequizguys), lib/evaluate-text-answer.ts ('use server'):
//      const ResponseFormat = z.object({ correct: z.boolean() });
//      const completion = await openai.beta.chat.completions.parse({ ..., response_format: zodResponseFormat(ResponseFormat, 'evaluation') });
//      const response = completion.choices[0].message.parsed;
//      if (!response) { return null }
//      return response.correct;
//    openai-node parseChatCompletion: parsed = content && !refusal ? ResponseFormat.parse(JSON.parse(content)) : null.
//    JSON.parse of the whole content (SyntaxError thrown out of the action), then zod 3: a plain object (no array,
//    no null) whose 'correct' is a boolean (no coercion); unknown keys are stripped.
const thequizguys: FrameworkParser = (reply) => {
  if (!reply) return false; // empty content -> parsed null -> return null
  const parsed = jsParse(reply);
  if (!parsed.ok || !isObject(parsed.value)) return false;
  return typeof parsed.value['correct'] === 'boolean';
};

export const PARSERS_OF_SET_596: Record<string, FrameworkParser> = {
  'english-app--learner-english-text-correction-rating-1-10-score-slash-10-regex': englishApp,
  'ai-judge--configurable-judge-answer-pass-fail-inconclusive-json-verdict-reasoning': aiJudge,
  'ielts-writing--ielts-task2-essay-four-criteria-band-lines-overall-band-vietnamese-comments': ieltsWriting,
  'exa--belarus-history-ticket-answer-0-100-leading-integer-first-line-russian': exa,
  'thequizguys--quiz-open-answer-correct-boolean-zod-structured-output-spanish': thequizguys,
};
