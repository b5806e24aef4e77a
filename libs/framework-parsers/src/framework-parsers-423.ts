/**
 * Set 423: replicas of the reply readers of three judges of scientific papers and research claims: Deep Critic's
 * conference-paper reviewer (JSON review, optional ```json fence, overall read back through a 'Rating:' regex),
 * SciLink's literature-grounded novelty scorer (JSON with an int novelty_score 1-5 and an explanation) and AIRAS's
 * paper reviewer (four integer scores through OpenAI structured outputs). Each parser answers: would the project get
 * a verdict out of this reply (not a default, not an exception, not a fallback)?
 */
import { isObject, lastTopLevelRaw, PY_SPACE, pyStrip, pydanticLaxInt, pythonLoads, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const PY_WS = `[${PY_SPACE}]`;

// Python str() of a json.loads value, as an f-string writes it (repr inside lists and dicts).
const pyRepr = (v: unknown): string => {
  if (typeof v === 'string') {
    const quote = v.includes("'") && !v.includes('"') ? '"' : "'";
    const body = v
      .replace(/\\/g, '\\\\')
      .replace(/\n/g, '\\n')
      .replace(/\r/g, '\\r')
      .replace(/\t/g, '\\t')
      .split(quote)
      .join('\\' + quote);
    return quote + body + quote;
  }
  return pyStr(v);
};
const pyStr = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (v === null || v === undefined) return 'None';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (typeof v === 'number') return Number.isNaN(v) ? 'nan' : v === Infinity ? 'inf' : v === -Infinity ? '-inf' : String(v);
  if (Array.isArray(v)) return '[' + v.map(pyRepr).join(', ') + ']';
  if (isObject(v)) return '{' + Object.entries(v).map(([k, x]) => `${pyRepr(k)}: ${pyRepr(x)}`).join(', ') + '}';
  return String(v);
};

// ---------------------------------------------------------------------------------------------------------------
// 1. Deep Critic (CompMotifs/deep-critic), OpenAI path:
//    services/llm/openai.py get_openai_review:
//        return response.choices[0].message.content.strip()
//    review_engine/orchestrator.py:
//        _get_all_reviews:  try: reviews[name] = self._parse_json_response(result)
//                           except json.JSONDecodeError: reviews[name] = {"error": "Invalid JSON response", "raw": result}
//        _parse_json_response:
//            json_match = re.search(r"```json\n(.*?)\n```", response_text, re.DOTALL)
//            if json_match: response_text = json_match.group(1)
//            return json.loads(response_text)
//        _parse_reviews:
//            if "error" in review: continue          # outside the try: an int/float/bool/None value raises TypeError
//            try:
//                formatted_review = self._format_review_for_parser(review)
//                if formatted_review:
//                    parsed = parse_llm_feedback(formatted_review)
//                    if parsed: parsed_reviews.append(parsed)
//            except Exception: continue
//        _format_review_for_parser (try ... except Exception: return None):
//            summary = review.get("summary", "")
//            strengths = "\n".join(review.get("strengths", []))
//            weaknesses = "\n".join(review.get("weaknesses", []))
//            if "questions" in review: questions = "\n".join(review.get("questions", []))
//            if "limitations" in review: limitations = "\n".join(review.get("limitations", []))
//            scores = review.get("scores", {})
//            soundness = self._scale_score(scores.get("originality", 5))
//            presentation = self._scale_score(scores.get("clarity", 5))
//            contribution = self._scale_score(scores.get("impact", 5))
//            rating = scores.get("overall", 5)
//            formatted = f"""\n            Summary: {summary}\n            Soundness: {soundness} ... Rating: {rating}\n            """
//        _scale_score: if score is None: return 3; scaled = ((score - from_min) / (from_max - from_min)) * (to_max - to_min) + to_min; return round(scaled)
//    review_engine/parser.py parse_llm_feedback:
//        "rating": r"Rating:\s*([0-9]{1,2})"  with re.search(pattern, text, re.DOTALL | re.IGNORECASE) -> int or None
//    A missing 'overall' gives the default 5 (not a verdict); the overall verdict exists when the Rating regex finds a
//    digit in the written text. round(NaN) raises ValueError, round(inf) OverflowError (JS: non-finite numbers; an
//    integer literal beyond float range that Python would still divide is not modelled).
const DEEP_CRITIC_FENCE = /```json\n([\s\S]*?)\n```/;
const DEEP_CRITIC_RATING = new RegExp(`Rating:${PY_WS}*[0-9]`, 'iu');
const pyJoinable = (v: unknown): string | undefined => {
  if (typeof v === 'string') return [...v].join('\n');
  if (Array.isArray(v)) return v.every((x) => typeof x === 'string') ? v.join('\n') : undefined;
  if (isObject(v)) return Object.keys(v).join('\n');
  return undefined; // None, numbers, bools: TypeError in str.join
};
const deepCriticScale = (v: unknown): string | undefined => {
  if (v === null) return '3';
  const n = typeof v === 'boolean' ? (v ? 1 : 0) : v;
  if (typeof n !== 'number' || !Number.isFinite(n)) return undefined; // TypeError / ValueError / OverflowError
  return String(Math.round(((n - 1) / 9) * 4 + 1)); // round-half-even differences do not reach the Rating regex
};
const deepCritic: FrameworkParser = (reply) => {
  let text = pyStrip(reply);
  const fenced = DEEP_CRITIC_FENCE.exec(text);
  if (fenced) text = fenced[1] ?? '';
  const review = pythonLoadsNumbers(text);
  if (review === undefined) return false; // JSONDecodeError -> {"error": ...} -> skipped
  if (!isObject(review)) return false; // list/str: .get raises inside the try; numbers/None: TypeError aborts the run
  if ('error' in review) return false;
  const parts: string[] = [];
  for (const key of ['strengths', 'weaknesses']) {
    const joined = pyJoinable(key in review ? review[key] : []);
    if (joined === undefined) return false;
    parts.push(joined);
  }
  for (const key of ['questions', 'limitations']) {
    if (!(key in review)) {
      parts.push('');
      continue;
    }
    const joined = pyJoinable(review[key]);
    if (joined === undefined) return false;
    parts.push(joined);
  }
  const scores = 'scores' in review ? review['scores'] : {};
  if (!isObject(scores)) return false; // AttributeError: no .get
  const scaled = ['originality', 'clarity', 'impact'].map((k) => deepCriticScale(k in scores ? scores[k] : 5));
  if (scaled.some((s) => s === undefined)) return false;
  if (!('overall' in scores)) return false; // rating = 5, the default
  const [strengths, weaknesses, questions, limitations] = parts;
  const pad = '            ';
  const formatted =
    `\n${pad}Summary: ${pyStr('summary' in review ? review['summary'] : '')}\n${pad}Soundness: ${scaled[0]}\n${pad}Presentation: ${scaled[1]}` +
    `\n${pad}Contribution: ${scaled[2]}\n${pad}Strengths: ${strengths}\n${pad}Weaknesses: ${weaknesses}\n${pad}Questions: ${questions}` +
    `\n${pad}Limitations: ${limitations}\n${pad}Rating: ${pyStr(scores['overall'])}\n${pad}`;
  return DEEP_CRITIC_RATING.test(formatted);
};

// 2. SciLink (ziatdinovmax/SciLink), scilink/agents/lit_agents/novelty_scorer.py NoveltyScorer.score_novelty
//    (try ... except Exception: return self._create_fallback_score(...)):
//        response_text = self._extract_response_text(response)        # response.text
//        result = self._parse_json_response(response_text)
//        if not self._validate_scoring_response(result): return self._create_fallback_score(question, owl_response)
//    _parse_json_response:
//        text = text.strip()
//        if text.startswith("```json"): text = text[7:]
//        elif text.startswith("```"): text = text[3:]
//        if text.endswith("```"): text = text[:-3]
//        text = text.strip()
//        return json.loads(text)
//    _validate_scoring_response:
//        required_keys = ["novelty_score", "explanation"]
//        if not all(key in result for key in required_keys): return False
//        score = result.get("novelty_score")
//        if not isinstance(score, int) or not (1 <= score <= 5): return False     # bool is an int: True == 1
//        explanation = result.get("explanation", "")
//        if not isinstance(explanation, str) or len(explanation.strip()) == 0: return False
//        return True
//    json.loads types the score by its literal: 4 is an int, 4.0 and 4e0 are floats.
const scilink: FrameworkParser = (reply) => {
  let text = pyStrip(reply);
  if (text.startsWith('```json')) text = text.slice(7);
  else if (text.startsWith('```')) text = text.slice(3);
  if (text.endsWith('```')) text = text.slice(0, -3);
  text = pyStrip(text);
  const result = pythonLoads(text);
  if (!isObject(result)) return false; // list: keys missing; str: .get raises; numbers: TypeError -> fallback
  if (!('novelty_score' in result) || !('explanation' in result)) return false;
  const raw = lastTopLevelRaw(text, 'novelty_score');
  if (raw === undefined) return false;
  const isInt = raw === 'true' || (/^-?(?:0|[1-9][0-9]*)$/.test(raw) && BigInt(raw) >= 1n && BigInt(raw) <= 5n);
  if (!isInt) return false;
  const explanation = result['explanation'];
  return typeof explanation === 'string' && pyStrip(explanation).length > 0;
};

// 3. AIRAS (airas-org/airas), OpenAI path:
//    features/review/review_paper_subgraph/nodes/review_paper.py:
//        class PaperReviewOutput(BaseModel):
//            novelty_score: int; significance_score: int; reproducibility_score: int; experimental_quality_score: int
//        output, _cost = client.structured_outputs(message=messages, data_model=PaperReviewOutput)
//        if output is None: raise ValueError("No response from LLM in paper_review_node.")
//        return {"novelty_score": output["novelty_score"], ..., "experimental_quality_score": output["experimental_quality_score"]}
//    services/api_client/llm_client/openai_client.py OpenAIClient.structured_outputs:
//        response = self.client.responses.parse(model=model_name, input=message, text_format=data_model, **params)
//        output = response.output_text
//        output = json.loads(output)
//    responses.parse runs PaperReviewOutput.model_validate_json(text) (pydantic v2 lax) on the output text and raises
//    ValidationError on a miss; json.loads then reads the same text. Extra keys are ignored; no range is checked.
const AIRAS_KEYS = ['novelty_score', 'significance_score', 'reproducibility_score', 'experimental_quality_score'];
const airas: FrameworkParser = (reply) => {
  const value = pythonLoads(reply);
  if (!isObject(value)) return false;
  return AIRAS_KEYS.every((key) => {
    if (!(key in value)) return false;
    const raw = lastTopLevelRaw(reply, key);
    return raw !== undefined && pydanticLaxInt(raw);
  });
};

export const PARSERS_OF_SET_423: Record<string, FrameworkParser> = {
  'deep-critic--conference-paper-review-json-scores-overall-1-10-fenced-or-bare': deepCritic,
  'scilink--literature-report-research-claim-novelty-1-5-json-novelty-score-int-explanation': scilink,
  'airas--conference-paper-review-novelty-significance-reproducibility-experimental-quality-1-10-structured-json': airas,
};
