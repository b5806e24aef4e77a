/**
 * Set 568: replicas of the reply readers of five news / fact-checking / citation judges:
 * fake_news_detection_AI's Gemini claim-vs-article stance judge (keyword substrings of the lowercased reply),
 * test-data-api's Ollama biography-vs-reference fact checker (JavaScript: NO_ERRORS_FOUND or ERROR_FOUND|..|..|..,
 * plus a keyword fallback), wikipedia-fact-checker's claim-vs-Wikipedia-evidence verdict (first '{' to last '}',
 * json.loads, verdict upper-cased against four labels, int(confidence) that can crash), LearnthonProject's fake-news
 * verifier (greedy brace regex, json.loads, float(confidence) and a pydantic v2 response model) and
 * research-evaluator-agent's factuality judge (LangChain with_structured_output tool-call arguments into a pydantic
 * model with an int score). Each parser answers: would the project get a verdict out of this reply (not a default
 * value, not an exception, not a skipped sample)?
 */
import {
  escapeControlsInStrings,
  isObject,
  lastTopLevelRaw,
  LONE_SURROGATE,
  PY_SPACE,
  pyFloatOf,
  pydanticLaxInt,
  pyStrip,
  pythonLoads,
  pythonLoadsNumbers,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const has = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);
/**
 * A pydantic v2 `str` field in a FastAPI response: a str (pydantic has no number/bool -> str coercion) that can be
 * UTF-8 encoded (pydantic 2.x validates a lone surrogate from json.loads('"\\ud800"'), but Starlette's JSONResponse
 * .encode("utf-8") then raises UnicodeEncodeError: an HTTP 500, no verdict).
 */
const responseStr = (v: unknown) => typeof v === 'string' && !LONE_SURROGATE.test(v);

// ---------------------------------------------------------------------------------------------------------------
// 1. fake_news_detection_AI (janhalt-git/fake_news_detection_AI), backend/app/clients/claims_client.py
//    _compute_text_consistency (prompt STANCE_DETECTION_PROMPT from backend/app/prompts.py):
//      prompt = STANCE_DETECTION_PROMPT.format(claim=claim, evidence=text[:2000])
//      result = get_llm_client().call(prompt, temperature=0.1, max_tokens=100)     # Gemini response.text
//      response_text = result["response"].strip().lower()
//      stance_scores = {"supports": 0.9, "support": 0.9, "refutes": 0.1, "refute": 0.1,
//                       "neutral": 0.5, "related_but_unclear": 0.4, "unclear": 0.4}
//      for stance_keyword, score in stance_scores.items():
//          if stance_keyword in response_text:
//              return score
//      logger.warning(f"Could not determine stance from response: {response_text}")
//      return 0.5                                                                   # default, no verdict
//    The prompt asks for "support", "contradict" or "neither", but only "support" is among the keywords: the
//    answers "contradict" and "neither" fall through to the 0.5 default. Plain substring tests: "unsupported" and
//    "does not support" count as support, "refuted" as refute; "refuting" holds no keyword. Python's str.lower()
//    and JS toLowerCase() agree (İ becomes "i" + U+0307, fullwidth letters stay fullwidth).
const STANCE_KEYWORDS = ['supports', 'support', 'refutes', 'refute', 'neutral', 'related_but_unclear', 'unclear'];
const fakeNewsDetectionAi: FrameworkParser = (reply) => {
  const text = pyStrip(reply).toLowerCase();
  return STANCE_KEYWORDS.some((k) => text.includes(k));
};

// 2. test-data-api (chrisjensen/test-data-api), scripts/fact-check-bios.js (Node, Ollama bespoke-minicheck:7b):
//      const data = await response.json(); return data.response;
//      parseFactCheckResponse(response) {
//        const trimmedResponse = response.trim();
//        if (trimmedResponse === 'NO_ERRORS_FOUND') { return null; // No errors found }
//        if (trimmedResponse.startsWith('ERROR_FOUND|')) {
//          const parts = trimmedResponse.split('|');
//          if (parts.length >= 4) { return { confidence: parts[1], description: parts[2], bioExcerpt: parts[3] }; }
//        }
//        // Fallback parsing for unexpected format
//        if (trimmedResponse.toLowerCase().includes('error') ||
//            trimmedResponse.toLowerCase().includes('incorrect') ||
//            trimmedResponse.toLowerCase().includes('contradiction')) {
//          return { confidence: 'low', description: 'Potential factual issue detected (parsing unclear)', ... };
//        }
//        return null; // No clear errors
//      }
//    A verdict: the exact NO_ERRORS_FOUND (after JS trim), a well-formed ERROR_FOUND line, or the keyword fallback
//    (which flags a low-confidence error). Anything else returns the same null as "no errors" without the model
//    having said so: a default. Because "error" is a substring of NO_ERRORS_FOUND, any NO_ERRORS_FOUND that is not
//    the exact trimmed reply ("NO_ERRORS_FOUND.", lowercase, with an explanation) is read as an ERROR. "contradicts"
//    does not contain "contradiction". The project is JavaScript, so trim/toLowerCase are the native ones.
const testDataApi: FrameworkParser = (reply) => {
  const trimmed = reply.trim();
  if (trimmed === 'NO_ERRORS_FOUND') return true;
  if (trimmed.startsWith('ERROR_FOUND|') && trimmed.split('|').length >= 4) return true;
  const lower = trimmed.toLowerCase();
  return lower.includes('error') || lower.includes('incorrect') || lower.includes('contradiction');
};

// 3. wikipedia-fact-checker (PawanKonwar/wikipedia-fact-checker), llm_analyzer.py:
//      return (msg.content or "").strip()                # OpenAI; Ollama: (response.message.content or "").strip()
//      def _parse_llm_response(text):
//          verdict = "INSUFFICIENT_EVIDENCE"; explanation = ""; confidence = 0; citations = []
//          text = text.strip()
//          start = text.find("{"); end = text.rfind("}") + 1
//          if start >= 0 and end > start:
//              try:
//                  obj = json.loads(text[start:end])
//                  verdict = str(obj.get("verdict", verdict)).upper()
//                  if verdict not in VERDICTS:               # ("TRUE", "FALSE", "MIXED", "INSUFFICIENT_EVIDENCE")
//                      verdict = "INSUFFICIENT_EVIDENCE"
//                  explanation = str(obj.get("explanation", ""))
//                  confidence = int(obj.get("confidence", 0))
//                  ...clamp 0..100; citations = [str(c).strip() for c in raw_cites if c][:5]
//              except (json.JSONDecodeError, TypeError) as e:
//                  logger.warning(...)
//          return verdict, explanation, confidence, citations
//    LLMAnalyzer.analyze calls it outside its try: a ValueError / OverflowError from int() propagates (no verdict).
//    A verdict exists when the '{'..'}' slice is a JSON object (Python json.loads: NaN/Infinity allowed) whose
//    "verdict" is a string that upper-cases to one of the four labels, or a bool (str(True).upper() == "TRUE"),
//    and int(confidence) does not raise ValueError/OverflowError: absent, int, bool, finite float, or a str int()
//    reads (whitespace, sign, Unicode digits, '_' between digits). null / list / dict confidence raise TypeError,
//    which is caught after the verdict was assigned, so the verdict stands. A missing verdict is the default.
const PAWAN_VERDICTS = ['TRUE', 'FALSE', 'MIXED', 'INSUFFICIENT_EVIDENCE'];
const PY_INT_STR = new RegExp(`^[${PY_SPACE}]*[+-]?\\p{Nd}+(?:_\\p{Nd}+)*[${PY_SPACE}]*$`, 'u');
const wikipediaFactChecker: FrameworkParser = (reply) => {
  const text = pyStrip(reply);
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}') + 1;
  if (!(start >= 0 && end > start)) return false;
  const slice = text.slice(start, end);
  const obj = pythonLoadsNumbers(slice);
  if (!isObject(obj)) return false;
  if (!has(obj, 'verdict')) return false;
  const v = obj['verdict'];
  const verdictOk = typeof v === 'boolean' || (typeof v === 'string' && PAWAN_VERDICTS.includes(v.toUpperCase()));
  if (!verdictOk) return false;
  if (!has(obj, 'confidence')) return true;
  const c = obj['confidence'];
  if (c === null || Array.isArray(c) || isObject(c) || typeof c === 'boolean') return true; // TypeError caught / int(bool)
  if (typeof c === 'number') {
    const raw = lastTopLevelRaw(slice, 'confidence') ?? '';
    if (/^-?\d+$/.test(raw)) return true; // a JSON integer literal: Python int of any size
    return Number.isFinite(c); // int(nan) ValueError, int(inf) OverflowError
  }
  return typeof c === 'string' && PY_INT_STR.test(c);
};

// 4. LearnthonProject (PeddintiPraneeth759/LearnthonProject), backend/agents/verifier.py _format_response, then
//    backend/main.py `return VerificationResponse(**result)` (pydantic v2 model in backend/models/schemas.py):
//      llm_response = response.content                                    # ChatOpenAI via OpenRouter
//      json_match = re.search(r'\{[\s\S]*\}', llm_response)
//      if json_match: parsed = json.loads(json_match.group())
//      else: parsed = json.loads(llm_response)
//      sources = parsed.get("trusted_sources", [])
//      if len(sources) < 5 and state.get("raw_results"):
//          existing_urls = {s.get("url") for s in sources}; ...append search results up to 5
//      final_response = {
//          "verdict": parsed.get("verdict", "UNVERIFIED"),
//          "confidence_score": min(1.0, max(0.0, float(parsed.get("confidence_score", 0.0)))),
//          "summary": parsed.get("summary", "Unable to provide summary."),
//          "verified_facts": parsed.get("verified_facts", []),
//          "incorrect_or_misleading_parts": parsed.get("incorrect_or_misleading_parts", []),
//          "trusted_sources": sources[:5], "last_verified_date": date.today().isoformat() }
//      except json.JSONDecodeError: final_response = {"verdict": "UNVERIFIED", ...}       # default
//    class VerificationResponse(BaseModel): verdict: str; confidence_score: float (ge=0, le=1); summary: str;
//      verified_facts: List[str]; incorrect_or_misleading_parts: List[str]; trusted_sources: List[TrustedSource]
//      (title: str, url: str, publisher: str) -- any other exception or ValidationError is an HTTP 500.
//    A verdict: the greedy first-'{'-to-last-'}' match is a JSON object (no match: the whole reply can't be an
//    object); "verdict" present and a str (any wording is passed on; absent = the "UNVERIFIED" default);
//    float(confidence_score) does not raise (number or bool, except an integer literal too big for a float; or a
//    str float() reads; then clamped, NaN becomes 0.0); summary a str; the two fact lists lists of str;
//    trusted_sources a list whose first five items are objects with str title/url/publisher (items past five are
//    never looked at). A lone surrogate (a \udXXX escape) in any of those strings passes pydantic but makes
//    FastAPI's JSON response raise UnicodeEncodeError (HTTP 500).
const LEARNTHON_MATCH = /\{[\s\S]*\}/;
const learnthonStrList = (v: unknown) => Array.isArray(v) && v.every(responseStr);
const learnthon: FrameworkParser = (reply) => {
  const m = LEARNTHON_MATCH.exec(reply);
  if (!m) return false;
  const parsed = pythonLoadsNumbers(m[0]);
  if (!isObject(parsed)) return false;
  if (has(parsed, 'trusted_sources')) {
    const s = parsed['trusted_sources'];
    if (!Array.isArray(s)) return false;
    for (const item of s.slice(0, 5)) {
      if (!isObject(item)) return false;
      if (!['title', 'url', 'publisher'].every((f) => responseStr(item[f]))) return false;
    }
  }
  if (!has(parsed, 'verdict') || !responseStr(parsed['verdict'])) return false;
  if (has(parsed, 'confidence_score')) {
    const c = parsed['confidence_score'];
    if (typeof c === 'number') {
      const raw = lastTopLevelRaw(m[0], 'confidence_score') ?? '';
      if (/^-?\d+$/.test(raw) && !Number.isFinite(Number(raw))) return false; // float(huge int): OverflowError
    } else if (typeof c === 'string') {
      if (pyFloatOf(c) === undefined) return false;
    } else if (typeof c !== 'boolean') return false; // float(None / list / dict): TypeError
  }
  if (has(parsed, 'summary') && !responseStr(parsed['summary'])) return false;
  for (const k of ['verified_facts', 'incorrect_or_misleading_parts']) {
    if (has(parsed, k) && !learnthonStrList(parsed[k])) return false;
  }
  return true;
};

// 5. research-evaluator-agent (Coolgiserz/research-evaluator-agent), agents/graph/nodes/metric_evaluator.py:
//      llm = get_llm("reason").with_structured_output(MetricScoreResult)
//      try:
//          response = llm.invoke(messages)
//          response.metric_name = metric
//      except Exception as e:
//          response = MetricScoreResult(metric_name=metric, score=1, comment="指标评估失败")   # default
//    class MetricScoreResult(BaseModel): metric_name: str = ""; score: int = 0; comment: str = Field(default="")
//    Modelled path: with_structured_output(method="function_calling"); the reply is the tool call's arguments
//    string. langchain_core parse_tool_call: `elif not arguments: function_args = {}` else
//    json.loads(arguments, strict=False) (a JSONDecodeError makes it an invalid_tool_call, the parser returns
//    None and `response.metric_name = ...` raises AttributeError -> default); args = function_args or {};
//    PydanticToolsParser: non-dict args -> ValueError; MetricScoreResult(**args) -> ValidationError -> default.
//    A verdict needs an object with a "score" pydantic v2 (lax) reads as int: an int literal, a bool, an
//    integral float, or a numeric str like "4" / " 4 " / "4.0" (not 4.5, not NaN); metric_name and comment, when
//    present, str (a lone surrogate escape is fine: pydantic 2.x keeps it and nothing encodes it). {} (or any
//    falsy JSON) leaves the model's default score 0: no verdict. Raw control characters inside strings are allowed
//    (strict=False).
const researchEvaluatorAgent: FrameworkParser = (reply) => {
  if (reply === '') return false;
  const args = pythonLoads(reply, false);
  if (!isObject(args)) return false;
  if (!has(args, 'score')) return false;
  const raw = lastTopLevelRaw(escapeControlsInStrings(reply), 'score');
  if (raw === undefined || !pydanticLaxInt(raw)) return false;
  for (const k of ['metric_name', 'comment']) if (has(args, k) && typeof args[k] !== 'string') return false;
  return true;
};

export const PARSERS_OF_SET_568: Record<string, FrameworkParser> = {
  'fake-news-detection-ai--claim-vs-article-stance-support-contradict-neither-keyword-substring': fakeNewsDetectionAi,
  'test-data-api--biography-vs-reference-factual-errors-pipe-line-error-found-or-no-errors-found': testDataApi,
  'wikipedia-fact-checker--claim-vs-wikipedia-evidence-verdict-json-true-false-mixed-insufficient': wikipediaFactChecker,
  'learnthon-fake-news-verify--news-claim-vs-search-results-real-fake-json-pydantic-response': learnthon,
  'research-evaluator-agent--article-factuality-1-5-structured-output-tool-args-int-score': researchEvaluatorAgent,
};
