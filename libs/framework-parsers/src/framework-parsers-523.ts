/**
 * Set 523: replicas of the reply readers of three judges from Korean and Vietnamese projects: a Vietnamese RAG
 * question bank's Gemini answer-vs-ground-truth judge (json.loads of the whole reply, any JSON value), PoliticianFinder's
 * Claude rater of news items about a Korean politician (JSON whose "rating" must survive f"{rating:+d}") and a Korean AI
 * interview agent's final-report judge (the text under a "[최종 추천]" section line). (A fourth, a Korean AI interviewer's
 * answer grader, was left out: the index never named the commit of the README its code is in.) Each parser answers: would the project get a
 * verdict out of this reply (not a default, not an exception, not a skipped sample)?
 */
import { hasLoneSurrogate, isObject, lastTopLevelRaw, LONE_SURROGATE, pyStrip, pyTruthy, pythonLoads, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// Python str.splitlines() boundaries: \n, \r, \r\n, \v, \f, \x1c, \x1d, \x1e, \x85, \u2028, \u2029.
const PY_SPLITLINES = /\r\n|[\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]/;

// ---------------------------------------------------------------------------------------------------------------
// 1. RAG question bank (MinHius/RAG_Question_Bank_and_Validation_Code), code/validation.py validate_RAG:
//      response = model.generate_content([
//          {"role": "user", "parts": [{"text": evaluation_prompt}]},
//          {"role": "user", "parts": [{"text": input_text}]}
//      ])
//      try:
//          evaluation = json.loads(response.text)
//      except:
//          evaluation = {"error": "Failed to parse", "raw": response.text}
//      results.append({..., "evaluation": evaluation})
//      ...
//      with open("test_json/evaluations.json", "w", encoding="utf-8") as f:
//          json.dump(results, f, ensure_ascii=False, indent=2)
//    Any JSON value is kept as the verdict (nothing reads its keys); Python's json.loads also takes NaN / Infinity.
//    A decoded lone surrogate makes the UTF-8 json.dump raise UnicodeEncodeError, so the run saves nothing.
const ragQuestionBank: FrameworkParser = (reply) => {
  const value = pythonLoads(reply);
  return value !== undefined && !hasLoneSurrogate(value);
};

// 2. PoliticianFinder (SUNWOONGKYU/PoliticianFinder), 0-3_AI_Evaluation_Engine/evaluate_responsiveness_v30.py:
//      response_text = message.content[0].text
//      result = json.loads(response_text)            # except Exception: return None
//      ...
//      evaluation = evaluate_item_with_claude(item)
//      if not evaluation:                             # None, {}, [], 0, "" -> counted as failed
//          failed_evaluations += 1; continue
//      rating = evaluation.get("rating")              # non-dict -> AttributeError, uncaught: the script dies
//      score = evaluation.get("score")
//      reasoning = evaluation.get("reasoning", "")
//      print(f"  Rating: {rating:+d} ({evaluation.get('rating_text', '')})")   # int / bool only
//      print(f"  Reasoning: {reasoning[:80]}...")    # str / list only
//    The +d format refuses None, floats (2.0, 1e0, NaN) and strings; a JSON integer literal or true/false passes.
//    stdout is UTF-8 with strict errors, so a lone surrogate printed raw (a str rating_text, the first 80 code points
//    of a str reasoning) raises UnicodeEncodeError.
const INT_LITERAL = /^-?(?:0|[1-9][0-9]*)$/;
const printable = (s: string) => !LONE_SURROGATE.test(s);
const politicianFinder: FrameworkParser = (reply) => {
  const value = pythonLoadsNumbers(reply);
  if (value === undefined) return false;
  if (!pyTruthy(value)) return false;
  if (!isObject(value)) return false;
  const raw = lastTopLevelRaw(reply, 'rating');
  if (raw === undefined) return false;
  if (!INT_LITERAL.test(raw) && raw !== 'true' && raw !== 'false') return false;
  const ratingText = 'rating_text' in value ? value['rating_text'] : '';
  if (typeof ratingText === 'string' && !printable(ratingText)) return false;
  const reasoning = 'reasoning' in value ? value['reasoning'] : '';
  if (typeof reasoning === 'string') return printable(Array.from(reasoning).slice(0, 80).join(''));
  return Array.isArray(reasoning);
};

// 3. AI interview agent (choijoonbin/ai-agent-project), server/workflow/agents/judge_agent.py JudgeAgent.run:
//      content = response.content
//      for line in content.splitlines():
//          line = line.strip()
//          if not line: continue
//          if line.startswith("[요약]"): current_section = "summary"; continue
//          if line.startswith("[강점]"): current_section = "strengths"; continue
//          if line.startswith("[약점]"): current_section = "weaknesses"; continue
//          if line.startswith("[점수표]"): current_section = "scores"; continue
//          if line.startswith("[최종 추천]"): current_section = "recommendation"; continue
//          ...
//          elif current_section == "recommendation":
//              recommendation += line + " "
//      EvaluationResult(..., recommendation=recommendation.strip(), ...)
//    The verdict (the final recommendation) exists once a non-blank line is read inside the recommendation section;
//    the header line's own text is skipped by the continue. Never raises; "" is the default.
const SECTION_HEADERS: Array<[string, string]> = [
  ['[요약]', 'summary'],
  ['[강점]', 'strengths'],
  ['[약점]', 'weaknesses'],
  ['[점수표]', 'scores'],
  ['[최종 추천]', 'recommendation'],
];
const aiInterviewAgent: FrameworkParser = (reply) => {
  let section: string | null = null;
  for (const raw of reply.split(PY_SPLITLINES)) {
    const line = pyStrip(raw);
    if (!line) continue;
    const header = SECTION_HEADERS.find(([prefix]) => line.startsWith(prefix));
    if (header) {
      section = header[1];
      continue;
    }
    if (section === 'recommendation') return true;
  }
  return false;
};

export const PARSERS_OF_SET_523: Record<string, FrameworkParser> = {
  'rag-question-bank--gemini-generated-vs-ground-truth-answer-relevance-accuracy-similarity-0-10-json-loads-any-value': ragQuestionBank,
  'politicianfinder--claude-news-item-responsiveness-rating-minus4-to-plus4-json-int-rating-format-d': politicianFinder,
  'ai-interview-agent--judge-agent-interview-report-final-recommendation-section-strong-hire-hire-no-hire': aiInterviewAgent,
};
