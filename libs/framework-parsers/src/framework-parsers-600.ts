/**
 * Set 600: replicas of the reply readers of four judges of voice-agent, sales-call and call-centre transcripts:
 * EVI Evals' Hume EVI user-satisfaction judge (AI SDK generateObject, forced tool, Zod schema), AI Call Worker's
 * TLPI initial-consultation analyst (JSON.parse, JS Number() clamp of sales_performance_rating), call-evaluator's
 * dental front-office evaluator ("### JSON" section, fence stripping, json.loads, object required) and sentiment_bot's
 * Arabic call sentiment analyst (json.loads of the whole reply). Each parser answers: would the project get a verdict
 * out of this reply (not a default, not an exception, not a retry, not a skipped record)?
 */
import { isObject, pyStrip, pythonLoads, secureJsonParse } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. EVI Evals, app/api/satisfaction/route.ts (jerhadf/evi-evals), ai ^4.1 + @ai-sdk/anthropic ^1.1:
//      const SatisfactionSchema = z.object({
//        reasoning: z.string().describe('Explanation for the satisfaction score'),
//        score: z.number().min(1).max(5).describe('Satisfaction score from 1-5')
//      });
//      const { object: result, response } = await generateObject({
//        model: anthropic('claude-3-5-sonnet-latest'), schema: SatisfactionSchema, schemaName: 'SatisfactionScore', ...
//        prompt: `${SATISFACTION_PROMPT}\n\nAnalyze this chat transcript and return reasoning and satisfaction score:\n\n${transcript}`,
//      });
//      return NextResponse.json(result);
//      } catch (error) { ... return NextResponse.json({ error: 'Failed to generate satisfaction score' }, { status: 500 }); }
//    generateObject's mode for Anthropic is 'tool': the tool_use input (JSON.stringify'd into the tool-call args) is read by
//      const parseResult = safeParseJSON({ text: objectText });          // secure-json-parse: JSON.parse + __proto__ guard
//      const validationResult = outputStrategy.validateFinalResult(parseResult.value);   // Zod safeParse
//      if (!parseResult.success || !validationResult.success) throw new NoObjectGeneratedError(...)
//    Zod: reasoning must be a string; score a number (no coercion, NaN impossible in JSON) with 1 <= score <= 5; unknown
//    keys are stripped.
const eviSatisfaction: FrameworkParser = (reply) => {
  const value = secureJsonParse(reply);
  if (!isObject(value)) return false;
  const { reasoning, score } = value;
  return typeof reasoning === 'string' && typeof score === 'number' && score >= 1 && score <= 5;
};

// 2. AI Call Worker, ai/analyse.js at 40af371e (MikeH87/ai-call-worker):
//      const text = data?.choices?.[0]?.message?.content ?? "{}";
//      try { return JSON.parse(text); } catch { /* retry once with stricter instruction */ ... }
//      const clamp = (n, min, max, fallback = null) => {
//        const v = typeof n === "number" ? n : Number(n);
//        if (Number.isFinite(v)) return Math.min(max, Math.max(min, v));
//        return fallback;
//      };
//      const asText = (v, fallback = "") => { const s = (v ?? "").toString().trim(); return s || fallback; };
//      const asList = (v) => { if (Array.isArray(v)) return v.map((x) => asText(x)).filter(Boolean); ... asText(v) ... };
//      let js = await callOpenAI_JSON(PROMPT_INITIAL_CONSULTATION, t);
//      let likelihood_to_close = clamp(js.likelihood_to_close, 0, 100, 0) ?? 0;     // js === null -> TypeError
//      let outcome = normaliseOutcome(js.outcome);                                  // asText
//      let objections = stableSort(uniq(asList(js.objections)));  // + next_actions, materials_to_send, ai_decision_criteria
//      const kd = js.key_details || {};  asText(kd.client_name) ... asList(kd.products_discussed) ...
//      const ceIn = js.consult_eval || {};  for (const k of ceKeys) { const v = Number(ceIn[k]); ... }
//      let sales_performance_rating = clamp(js.sales_performance_rating, 1, 10, 1) ?? 1;
//      sales_performance_summary: asText(js.sales_performance_summary, ""), score_reasoning: asText(...), increase_likelihood: asText(...)
//    The replica runs the same conversions in this same JS engine (JSON.parse, Number(), toString()), so an own
//    'toString' key in a converted object throws exactly as it would there. A verdict needs the first JSON.parse to
//    succeed (a failure is a retry call), nothing to throw, and Number(js.sales_performance_rating) to be finite
//    (otherwise the fallback 1 is a default, not the model's rating).
type Loose = Record<string, unknown> & { [k: string]: unknown };
const tlpiAsText = (v: unknown): string => ((v ?? '') as { toString(): string }).toString().trim();
const tlpiAsList = (v: unknown): void => {
  if (Array.isArray(v)) {
    v.forEach((x) => tlpiAsText(x));
    return;
  }
  tlpiAsText(v);
};
const tlpiNumber = (n: unknown): number => (typeof n === 'number' ? n : Number(n));
const TLPI_KD_TEXT = ['client_name', 'company_name', 'timeline', 'dob', 'ni', 'utr', 'address', 'nationality', 'pension_refs', 'company_details'];
const TLPI_CE_KEYS = [
  'intro', 'rapport_open', 'open_question', 'needs_pain_uncovered', 'services_explained_clearly', 'benefits_linked_to_needs',
  'active_listening', 'clear_responses_or_followup', 'commitment_requested', 'next_steps_confirmed', 'specific_tax_estimate_given',
  'fees_tax_deductible_explained', 'next_step_specific_date_time', 'interactive_throughout', 'quantified_value_roi',
];
const aiCallWorkerRating: FrameworkParser = (reply) => {
  let js: Loose;
  try {
    js = JSON.parse(reply) as Loose;
  } catch {
    return false; // retry call
  }
  try {
    tlpiNumber(js.likelihood_to_close); // throws on js === null
    tlpiAsText(js.outcome);
    for (const key of ['objections', 'next_actions', 'materials_to_send', 'ai_decision_criteria']) tlpiAsList(js[key]);
    const kd = (js.key_details || {}) as Loose;
    for (const key of TLPI_KD_TEXT) tlpiAsText(kd[key]);
    tlpiAsList(kd.products_discussed);
    const ceIn = (js.consult_eval || {}) as Loose;
    for (const key of TLPI_CE_KEYS) Number(ceIn[key]);
    const rating = tlpiNumber(js.sales_performance_rating);
    for (const key of ['sales_performance_summary', 'score_reasoning', 'increase_likelihood']) tlpiAsText(js[key]);
    return Number.isFinite(rating);
  } catch {
    return false; // TypeError inside analyseTranscript
  }
};

// 3. call-evaluator, callrail_tool.py at 0d344b11 (iProv-Casey/call-evaluator):
//      content = response.choices[0].message.content or ""
//      def parse_agent_output(text):
//          if "### JSON" in text:
//              _, remainder = text.split("### JSON", 1)
//              if "### Executive Summary" in remainder:
//                  json_section, summary_section = remainder.split("### Executive Summary", 1)
//              else:
//                  json_section = remainder
//          else:
//              json_section = text
//          json_section = json_section.strip()
//          if json_section.startswith("```"):
//              json_section = re.sub(r"^```[a-zA-Z]*", "", json_section).strip()
//              if "```" in json_section:
//                  json_section = json_section.split("```", 1)[0].strip()
//          try:
//              parsed = json.loads(json_section)
//              json_section = json.dumps(parsed, ensure_ascii=False)
//          except Exception as exc:
//              raise ValueError(...)                      # 'Failed to evaluate record' -> continue
//    run_parse_eval_json then reads the stored text back:
//          eval_json = json.loads(eval_json_str)
//          if isinstance(eval_json, str): eval_json = json.loads(eval_json)     # failure -> continue
//          if not isinstance(eval_json, dict): continue                         # 'expected object'
//          update_fields = parse_eval_json_fields(eval_json, ...)               # never raises
//    Python str.strip() is str.isspace() whitespace (pyStrip); [a-zA-Z] is ASCII; ^ anchors at the start only.
const callEvaluatorSection = (text: string): string => {
  let section = text;
  const head = text.indexOf('### JSON');
  if (head >= 0) {
    section = text.slice(head + '### JSON'.length);
    const summary = section.indexOf('### Executive Summary');
    if (summary >= 0) section = section.slice(0, summary);
  }
  section = pyStrip(section);
  if (section.startsWith('```')) {
    section = pyStrip(section.replace(/^```[a-zA-Z]*/, ''));
    const fence = section.indexOf('```');
    if (fence >= 0) section = pyStrip(section.slice(0, fence));
  }
  return section;
};
const callEvaluatorSdd: FrameworkParser = (reply) => {
  let value = pythonLoads(callEvaluatorSection(reply));
  if (value === undefined) return false;
  if (typeof value === 'string') value = pythonLoads(value);
  return isObject(value);
};

// 4. sentiment_bot, app.py at c026976d with prompt.py at 0a198f69 (eyasq/sentiment_bot):
//      prompt = CALL_ANALYSIS_PROMPT.format(transcript=transcript)
//      response = gemini_model.generate_content(prompt)
//      sentiment_json = response.text
//      try:
//          import json
//          parsed = json.loads(sentiment_json)
//          st.json(parsed)
//      except Exception:
//          st.text(sentiment_json)                       # raw text, no structured result
//    json.loads of the whole reply: JSON whitespace (' \t\n\r') around it, NaN / Infinity literals allowed; no key is read.
const sentimentBot: FrameworkParser = (reply) => pythonLoads(reply) !== undefined;

export const PARSERS_OF_SET_600: Record<string, FrameworkParser> = {
  'evi-evals--hume-evi-voice-transcript-user-satisfaction-1-5-tool-call-json-reasoning-score-zod': eviSatisfaction,
  'ai-call-worker--tlpi-initial-consultation-sales-call-analysis-json-object-sales-performance-rating-1-10-number-clamp': aiCallWorkerRating,
  'call-evaluator--sdd-dental-front-office-call-evaluation-json-section-then-executive-summary-object': callEvaluatorSdd,
  'sentiment-bot--arabic-customer-call-final-sentiment-escalation-strict-json-whole-reply-json-loads': sentimentBot,
};
