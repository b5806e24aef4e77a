/**
 * Set 564: replicas of the reply readers of four judges of sales and call-center work whose reply is JSON:
 * AI Sales Call Rater's Gemini judge of cold-call audio (fence-peeled JSON with a numeric overall_score and a criteria
 * object), DoorIQ's gpt-4o-mini grader of door-to-door sales transcripts (json_object reply, overall score or the mean of
 * numeric sub-scores), softy-saas-agent's Ollama lead qualifier (greedy brace regex, json.loads, FastAPI rendering) and
 * the Lead Quality Scorer's Claude inquiry scorer (fence split, json.loads, numeric score). Each parser answers: would
 * the project get a verdict out of this reply (not a default, not an exception, not a retry, not a failed record)?
 */
import { hasLoneSurrogate, isObject, numbersOutsideStrings, pyStrip, pythonLoads, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. AI Sales Call Rater (Aboodseada1/ai-sales-call-rater), src/services/aiService.js:
//      const content = data.choices?.[0]?.message?.content;
//      if (!content) { throw new Error('No content in LiteLLM response'); }       // -> next model / retry
//      const rating = parseRatingResponse(content);
//    function parseRatingResponse(content) {
//      let jsonStr = content.trim();
//      if (jsonStr.startsWith('```json')) { jsonStr = jsonStr.slice(7); }
//      else if (jsonStr.startsWith('```')) { jsonStr = jsonStr.slice(3); }
//      if (jsonStr.endsWith('```')) { jsonStr = jsonStr.slice(0, -3); }
//      jsonStr = jsonStr.trim();
//      try {
//        const parsed = JSON.parse(jsonStr);
//        if (typeof parsed.overall_score !== 'number') { throw new Error('Missing or invalid overall_score'); }
//        if (!parsed.criteria || typeof parsed.criteria !== 'object') { throw new Error('Missing or invalid criteria'); }
//        if (![...four labels...].includes(parsed.recommendation)) { parsed.recommendation = 'Neutral'; }
//        return { overall_score: parsed.overall_score, ..., criteria: { phone_intelligibility: parsed.criteria.phone_intelligibility || 0, ... } };
//      } catch (parseError) { throw new Error(`Failed to parse AI response: ${parseError.message}`); }
//    }
//    JavaScript itself: String.prototype.trim (Unicode whitespace, line terminators and the BOM), JSON.parse.
const aiSalesCallRater: FrameworkParser = (content) => {
  if (!content) return false;
  let jsonStr = content.trim();
  if (jsonStr.startsWith('```json')) jsonStr = jsonStr.slice(7);
  else if (jsonStr.startsWith('```')) jsonStr = jsonStr.slice(3);
  if (jsonStr.endsWith('```')) jsonStr = jsonStr.slice(0, -3);
  jsonStr = jsonStr.trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsonStr);
  } catch {
    return false;
  }
  if (parsed === null) return false; // null.overall_score -> TypeError
  const value = parsed as { overall_score?: unknown; criteria?: unknown };
  if (typeof value.overall_score !== 'number') return false;
  if (!value.criteria || typeof value.criteria !== 'object') return false; // arrays are objects too
  return true;
};

// 2. DoorIQ (canonweaver99/DoorIQ), app/api/grade/session/route.ts (response_format: { type: "json_object" }):
//      const gradingResult = JSON.parse(completion.choices[0].message.content || '{}')
//      console.log('✅ OpenAI grading complete:', { lines_rated: gradingResult.line_ratings?.length || 0, ... })  // null -> TypeError -> 500
//      const rapportScore = typeof gradingResult.scores?.rapport === 'number' ? gradingResult.scores.rapport : null
//      ... discovery, objection_handling, closing, safety, speaking_pace, filler_words, question_ratio,
//          active_listening, assumptive_language likewise
//      const calculatedOverall = (() => {
//        if (typeof gradingResult.scores?.overall === 'number') { return gradingResult.scores.overall }
//        const numericScores = [rapportScore, discoveryScore, objectionScore, closeScore, speakingPaceScore,
//          fillerWordsScore, questionRatioScore, activeListeningScore, assumptiveLanguageScore].filter((value) => typeof value === 'number')
//        if (numericScores.length === 0) { return 0 }                               // the default, no verdict
//        return Math.round(numericScores.reduce((sum, value) => sum + value, 0) / numericScores.length)
//      })()
//    } catch (error) { return NextResponse.json({ error: ... }, { status: 500 }) }
//    safety is read but not averaged; introduction and listening are not read at all.
const DOORIQ_AVERAGED = [
  'rapport',
  'discovery',
  'objection_handling',
  'closing',
  'speaking_pace',
  'filler_words',
  'question_ratio',
  'active_listening',
  'assumptive_language',
];
const dooriq: FrameworkParser = (content) => {
  let gradingResult: unknown;
  try {
    gradingResult = JSON.parse(content || '{}');
  } catch {
    return false;
  }
  if (gradingResult === null) return false;
  const scores = (gradingResult as { scores?: unknown }).scores;
  const field = (key: string): unknown =>
    scores === null || scores === undefined ? undefined : (scores as Record<string, unknown>)[key];
  if (typeof field('overall') === 'number') return true;
  return DOORIQ_AVERAGED.some((key) => typeof field(key) === 'number');
};

// 3. softy-saas-agent (LuciferIQ162/softy-saas-agent), AI-Sales-Agent/ai-sales-agent/backend/app/agent.py + main.py:
//      def extract_json(text):
//          match = re.search(r"\{.*\}", text, re.DOTALL)
//          if not match:
//              raise ValueError("No json found in LLM response")
//          return json.loads(match.group())
//      result = extract_json(response.content)
//      result["context_used"] = context
//      return result
//    main.py: @app.post("/sales/qualify") def qualify(lead: LeadInput): return qualify_lead(lead.dict())
//    (no response_model: Starlette's JSONResponse renders json.dumps(..., ensure_ascii=False, allow_nan=False).encode("utf-8"),
//    so a NaN / Infinity / overflowing float (1e999 -> inf) or a lone surrogate in the object raises: HTTP 500).
//    The greedy DOTALL span starts with '{', so when json.loads takes it the value is a dict; no key is read.
const SOFTY_SPAN = /\{[\s\S]*\}/;
const NON_FINITE_MARK = '\u0000non-finite';
const holdsMark = (v: unknown): boolean =>
  v === NON_FINITE_MARK || (Array.isArray(v) ? v.some(holdsMark) : isObject(v) ? Object.values(v).some(holdsMark) : false);
const softySaasAgent: FrameworkParser = (content) => {
  const match = SOFTY_SPAN.exec(content);
  if (!match) return false;
  const text = match[0];
  const value = pythonLoadsNumbers(text);
  if (!isObject(value)) return false;
  // NaN / Infinity / -Infinity literals, which json.loads takes and json.dumps(allow_nan=False) refuses
  if (holdsMark(pythonLoads(text, true, JSON.stringify(NON_FINITE_MARK)))) return false;
  // float literals beyond the double range become inf in Python (integers never overflow there)
  for (const { literal } of numbersOutsideStrings(text)) {
    if (/[.eE]/.test(literal) && !Number.isFinite(Number(literal))) return false;
  }
  return !hasLoneSurrogate(value);
};

// 4. Lead Quality Scorer (iamtopsido4-ui/ai-automation-projects), lead_scorer.py:
//      response_text = message.content[0].text.strip()
//      if "```json" in response_text:
//          response_text = response_text.split("```json")[1].split("```")[0].strip()
//      elif "```" in response_text:
//          response_text = response_text.split("```")[1].split("```")[0].strip()
//      result = json.loads(response_text)
//      result["status"] = "success"                     # list / str / number -> TypeError -> {"status": "failed"}
//      ...
//    score_multiple_leads: successful_leads = [r for r in results if r.get("status") == "success"]
//      "hot_leads_count": len([r for r in successful_leads if r.get("score", 0) >= 7]), ...   # str / None -> TypeError
//    A missing score is the default 0; a verdict needs a number (bool included: it is an int) under "score".
const leadQualityScorer: FrameworkParser = (reply) => {
  let text = pyStrip(reply);
  if (text.includes('```json')) text = pyStrip((text.split('```json')[1] ?? '').split('```')[0] ?? '');
  else if (text.includes('```')) text = pyStrip((text.split('```')[1] ?? '').split('```')[0] ?? '');
  const value = pythonLoadsNumbers(text);
  if (!isObject(value)) return false;
  const score = value['score'];
  return typeof score === 'number' || typeof score === 'boolean';
};

export const PARSERS_OF_SET_564: Record<string, FrameworkParser> = {
  'ai-sales-call-rater--cold-call-audio-native-english-1-10-json-overall-score-criteria-object': aiSalesCallRater,
  'dooriq--door-to-door-sales-conversation-grading-0-100-json-object-overall-or-subscore-average': dooriq,
  'softy-saas-agent--inbound-lead-qualification-fit-score-1-10-json-greedy-brace-regex': softySaasAgent,
  'lead-quality-scorer--customer-inquiry-lead-score-1-10-json-fence-split-numeric-score': leadQualityScorer,
};
