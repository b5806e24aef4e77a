/**
 * Set 473: replicas of the reply readers of four hiring judges (resume screening and interview-answer grading):
 * resume_filtering's Groq resume-vs-job-description scorer (first "Score: <digits>" anywhere, default 0), AI_Interviewer's
 * answer grader (whole-reply json.loads, then a "score" key validated as a pydantic int and a str "feedback"),
 * Agents_Samples' interview preparer (langchain PydanticOutputParser over a list of per-answer evaluations) and
 * ResumeAnalyserHackathon's mock-interview evaluator (json.loads of the stripped reply, rendered by Starlette's
 * JSONResponse). Each parser answers: would the project get a verdict out of this reply (not a default, not an
 * exception, not a retry, not a skipped sample)?
 */
import {
  hasLoneSurrogate,
  isObject,
  lastTopLevelRaw,
  langchainJsonMarkdown,
  LONE_SURROGATE,
  numbersOutsideStrings,
  PY_SPACE,
  pydanticLaxInt,
  pyStrip,
  pythonLoads,
  pythonLoadsNumbers,
  RUST_TRIM,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const own = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

// ---------------------------------------------------------------------------------------------------------------
// 1. resume_filtering, src/brain.py compare_resume_with_job (awinpavan/resume_filtering):
//      message = chat_completion.choices[0].message.content
//      match = re.search(r"Score:\s*(\d+)", message)  # Extract the number after "Score:"
//      if match:
//          return int(match.group(1))  # Convert the score to an integer
//      else:
//          return 0  # Return 0 if no score is found
//    Python's \s is Unicode whitespace (str.isspace), \d any Unicode decimal digit (int() reads them all); "Score:" is
//    case-sensitive and may sit anywhere (first occurrence that is followed by digits wins). The 0 default is no verdict.
const RESUME_FILTERING_SCORE = new RegExp(`Score:[${PY_SPACE}]*\\p{Nd}`, 'u');
const resumeFiltering: FrameworkParser = (reply) => RESUME_FILTERING_SCORE.test(reply);

// 2. AI_Interviewer (Arvind-sta/AI_Interviewer):
//      backend/interview/evaluator.py evaluate_answer:
//          response = call_llm(messages)              # response.choices[0].message.content
//          try:
//              return json.loads(response)
//          except:
//              return {"score": 5, "strengths": "Average understanding", "weaknesses": "Needs improvement", "feedback": response}
//      backend/main.py submit_answer (FastAPI, response_model=InterviewResponse):
//          evaluation = evaluate_answer(data.question, data.answer)
//          return InterviewResponse(next_question=next_question, score=evaluation.get("score", 5),
//                                   feedback=evaluation.get("feedback", ""))
//      backend/models/schemas.py: class InterviewResponse(BaseModel): next_question: str; score: int; feedback: str
//    Not JSON -> the default score 5; a non-dict -> AttributeError (HTTP 500); no "score" key -> the default 5; a score
//    pydantic v2 (lax) cannot read as int, or a non-str feedback -> ValidationError (HTTP 500); a lone surrogate in the
//    feedback cannot be encoded as UTF-8 by the JSON response (HTTP 500).
const aiInterviewer: FrameworkParser = (reply) => {
  const value = pythonLoadsNumbers(reply);
  if (!isObject(value) || !own(value, 'score')) return false;
  const raw = lastTopLevelRaw(reply, 'score');
  if (raw === undefined || !pydanticLaxInt(raw)) return false;
  if (own(value, 'feedback')) {
    const feedback = value['feedback'];
    if (typeof feedback !== 'string' || LONE_SURROGATE.test(feedback)) return false;
  }
  return true;
};

// 3. Agents_Samples, interview_preparer/interview_preparer.py evaluate_answers (Polygon-Unified-AI/Agents_Samples):
//      ANSWERS_EVALUATION_OUTPUT_PARSER = PydanticOutputParser(pydantic_object=AnswersEvaluation)
//      response = TogetherInference.complete_chat([Message(role=Role.USER, content=prompt)], model, max_tokens=1000)
//      return ANSWERS_EVALUATION_OUTPUT_PARSER.parse(response)
//    langchain_core: JsonOutputParser.parse_result: text = text.strip(); parse_json_markdown(text) (parse_partial_json,
//    json.loads(strict=False), then the text after the first ``` with an optional "json"); JSONDecodeError ->
//    OutputParserException; PydanticOutputParser._parse_obj: AnswersEvaluation.model_validate(obj), ValidationError ->
//    OutputParserException (uncaught). Models (pydantic v2):
//      class QuestionEvaluation(BaseModel): questionNumber: int; score: float; evaluation: str
//      class AnswersEvaluation(BaseModel): answers: list[QuestionEvaluation]
//    NaN / Infinity literals are Python floats here (kept as marked strings so that score accepts them and int/str refuse).
const PY_FLOAT_MARK = '\u0000\u0001py-float:';
const nonStrictLoadsKeepingFloats = (text: string): unknown => pythonLoads(text, false, (literal) => JSON.stringify(PY_FLOAT_MARK + literal));
const isPyFloatMark = (v: unknown) => typeof v === 'string' && v.startsWith(PY_FLOAT_MARK);
const PYDANTIC_INT_STR = /^[+-]?[0-9]+(?:_[0-9]+)*(?:\.0+)?$/;
const PYDANTIC_FLOAT_STR = /^[+-]?(?:(?:[0-9]+(?:_[0-9]+)*(?:\.(?:[0-9]+(?:_[0-9]+)*)?)?|\.[0-9]+(?:_[0-9]+)*)(?:[eE][+-]?[0-9]+(?:_[0-9]+)*)?|inf|infinity|nan)$/i;
const laxInt = (v: unknown): boolean => {
  if (typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isInteger(v);
  if (typeof v === 'string' && !isPyFloatMark(v)) return PYDANTIC_INT_STR.test(v.replace(RUST_TRIM, ''));
  return false;
};
const laxFloat = (v: unknown): boolean => {
  if (typeof v === 'boolean' || typeof v === 'number') return true;
  if (typeof v === 'string') return isPyFloatMark(v) || PYDANTIC_FLOAT_STR.test(v.replace(RUST_TRIM, ''));
  return false;
};
const agentsSamples: FrameworkParser = (reply) => {
  const value = langchainJsonMarkdown(pyStrip(reply), nonStrictLoadsKeepingFloats);
  if (!isObject(value)) return false;
  const answers = value['answers'];
  if (!Array.isArray(answers)) return false;
  return answers.every(
    (item) =>
      isObject(item) &&
      own(item, 'questionNumber') &&
      laxInt(item['questionNumber']) &&
      own(item, 'score') &&
      laxFloat(item['score']) &&
      typeof item['evaluation'] === 'string' &&
      !isPyFloatMark(item['evaluation']),
  );
};

// 4. ResumeAnalyserHackathon (AjayB101/ResumeAnalyserHackathon):
//      backend/agents/mock_evaluator.py evaluate_mock_response:
//          raw = evaluation_chain.run({"question": question, "response": response})
//          try:
//              return json.loads(raw.strip())
//          except json.JSONDecodeError as e:
//              raise ValueError(f"Failed to parse LLM output as JSON: {e}\nRaw output: '{raw}'")
//          except Exception as e:
//              raise ValueError(f"An unexpected error occurred during LLM output parsing: {e}\nRaw output: '{raw}'")
//      backend/api.py /evaluate-response/ (inside try/except Exception -> {"error": ...}, status 500):
//          result = evaluate_mock_response(question=question, response=response)
//          return JSONResponse(content=result)   # json.dumps(ensure_ascii=False, allow_nan=False).encode("utf-8")
//    Any JSON value passes; NaN / Infinity (also 1e400) fail allow_nan, a lone surrogate fails the UTF-8 encoding, an
//    integer literal of more than 4300 digits makes json.loads raise ValueError (Python 3.11+ int limit).
const hasPyFloatMark = (v: unknown): boolean => {
  if (isPyFloatMark(v)) return true;
  if (Array.isArray(v)) return v.some(hasPyFloatMark);
  if (isObject(v)) return Object.values(v).some(hasPyFloatMark);
  return false;
};
const hackathon: FrameworkParser = (reply) => {
  const text = pyStrip(reply);
  // json.loads with NaN / Infinity / -Infinity kept as marked strings (allow_nan=False refuses them at rendering)
  const value = pythonLoads(text, true, (literal) => JSON.stringify(PY_FLOAT_MARK + literal));
  if (value === undefined || hasPyFloatMark(value) || hasLoneSurrogate(value)) return false;
  for (const { literal } of numbersOutsideStrings(text)) {
    if (/^-?\d+$/.test(literal)) {
      if (literal.replace('-', '').length > 4300) return false; // int(): ValueError, digit limit
    } else if (!Number.isFinite(Number(literal))) return false; // a float literal overflowing to inf
  }
  return true;
};

export const PARSERS_OF_SET_473: Record<string, FrameworkParser> = {
  'resume-filtering--resume-vs-job-description-match-0-100-score-colon-first-regex-match': resumeFiltering,
  'ai-interviewer--technical-interview-answer-0-10-json-score-feedback-pydantic-int': aiInterviewer,
  'agents-samples--interview-preparer-answers-evaluation-0-5-per-answer-pydantic-output-parser-json': agentsSamples,
  'resume-analyser-hackathon--mock-interview-response-tone-confidence-relevance-0-100-json-loads-any-value': hackathon,
};
