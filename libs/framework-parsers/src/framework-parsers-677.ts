/**
 * Set 677: replicas of the reply readers of five customer-facing conversation monitors (tone, empathy, frustration,
 * escalation, satisfaction): a Maruti Suzuki voicebot per-metric judge (sanitised JSON, the metric's key read with
 * float()), a HITL orchestrator's customer-frustration detector ("Score:" / "Confidence:" lines), an SMS dashboard's
 * conversation-tone triage (one label word), a Romanian AI-receptionist post-call escalation check (JSON boolean) and an
 * Arabic customer-satisfaction tracker (JSON updated_score with a first-digit fallback). Each parser answers: would the
 * project get a verdict out of this reply (not a default, not an exception, not a fallback value)?
 */
import { isObject, PY_SPACE, pyFloatOf, pyIntOfValue, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. voicebot_eval, eval.py (hrishikesh1427/voicebot_eval), metric 'empathy_tone' of section 'experience' (max 15):
//      def llm_call(...): ... return resp["choices"][0]["message"]["content"].strip()
//      def clean_json_string(raw: str):
//          if not raw:
//              return raw
//          raw = raw.replace("“", '"').replace("”", '"').replace("’", "'").replace("‘", "'")
//          raw = raw.replace("customer\"s", "customer's").replace("agent\"s", "agent's")
//          raw = re.sub(r'\\+', '', raw)
//          raw = re.sub(r'([{,]\s*)([A-Za-z0-9_]+)\s*:', r'\1"\2":', raw)
//          return raw
//      def extract_json(text: str):
//          match = re.search(r"\{.*\}", text, flags=re.DOTALL)
//          if not match:
//              raise ValueError("No JSON found in LLM output.")
//          blob = clean_json_string(match.group(0))
//          try:
//              return json.loads(blob)
//          except json.JSONDecodeError as e: ... raise
//      evaluate_metric:
//          raw = llm_call(messages, model=self.model)
//          raw = clean_json_string(raw)
//          data = extract_json(raw)
//          score = float(data.get(metric["name"], 0))       # missing key -> the default 0
//      evaluate_transcript: except Exception as e: ... {"score": 0, "comments": f"Error: {str(e)}"}   # no verdict
//    Every backslash is deleted (escapes break), and any `, word:` / `{ word:` even inside a string value gets quotes
//    inserted (Python \s is Unicode whitespace). float() takes numbers, bools (also NaN/Infinity) and float strings.
const VOICEBOT_KEY_RE = new RegExp(`([{,][${PY_SPACE}]*)([A-Za-z0-9_]+)[${PY_SPACE}]*:`, 'g');
const voicebotClean = (raw: string): string => {
  if (!raw) return raw;
  let s = raw.replaceAll('\u201c', '"').replaceAll('\u201d', '"').replaceAll('\u2019', "'").replaceAll('\u2018', "'");
  s = s.replaceAll('customer"s', "customer's").replaceAll('agent"s', "agent's");
  s = s.replace(/\\+/g, '');
  return s.replace(VOICEBOT_KEY_RE, '$1"$2":');
};
const voicebotEmpathyTone: FrameworkParser = (reply) => {
  const raw = voicebotClean(pyStrip(reply));
  const match = /\{.*\}/s.exec(raw);
  if (!match) return false;
  const data = pythonLoadsNumbers(voicebotClean(match[0]));
  if (!isObject(data) || !hasOwn(data, 'empathy_tone')) return false;
  const value = data['empathy_tone'];
  if (typeof value === 'number' || typeof value === 'boolean') return true;
  return typeof value === 'string' && pyFloatOf(value) !== undefined;
};

// 2. human-ai-orchestrator, src/nodes/frustration_agent.py _llm_frustration_analysis (team-eric-hitl/human-ai-orchestrator):
//      llm_response = self.llm_provider.generate_response(prompt=analysis_query, system_prompt=system_prompt)
//      try:
//          lines = llm_response.strip().split('\n')
//          score_line = next((line for line in lines if 'score:' in line.lower()), "score: 5.0")   # default 5.0
//          score_text = score_line.split(':')[1].strip()
//          if '/' in score_text:
//              numerator, denominator = score_text.split('/')
//              score = (float(numerator.strip()) / float(denominator.strip())) * 10.0
//          else:
//              score = float(score_text)
//          confidence_line = next((line for line in lines if 'confidence:' in line.lower()), "confidence: 0.7")
//          confidence = float(confidence_line.split(':')[1].strip())
//          ...
//          return {"score": max(0.0, min(10.0, score)), "confidence": ..., "reasoning": reasoning}
//      except Exception:
//          return {"score": 5.0, "confidence": 0.6, "reasoning": f"LLM analysis: {llm_response[:200]}..."}   # fallback
//    A verdict needs a line holding 'score:' (the first one is read) whose text between the first and second colon
//    float()s (or is exactly one 'a/b' with a non-zero b), and, when a 'confidence:' line exists, its value float()s too.
const frustrationAgent: FrameworkParser = (reply) => {
  const lines = pyStrip(reply).split('\n');
  const scoreLine = lines.find((line) => line.toLowerCase().includes('score:'));
  if (scoreLine === undefined) return false; // the default "score: 5.0"
  const scoreText = pyStrip(scoreLine.split(':')[1] ?? '');
  if (scoreText.includes('/')) {
    const parts = scoreText.split('/');
    if (parts.length !== 2) return false; // too many / not enough values to unpack
    const numerator = pyFloatOf(pyStrip(parts[0] ?? ''));
    const denominator = pyFloatOf(pyStrip(parts[1] ?? ''));
    if (numerator === undefined || denominator === undefined || denominator === 0) return false; // ZeroDivisionError
  } else if (pyFloatOf(scoreText) === undefined) return false;
  const confidenceLine = lines.find((line) => line.toLowerCase().includes('confidence:'));
  if (confidenceLine === undefined) return true; // default confidence 0.7, the score is the model's
  return pyFloatOf(pyStrip(confidenceLine.split(':')[1] ?? '')) !== undefined;
};

// 3. lh360SMSDashboard, lib/analyzeSentiment.js analyzeSentiment (damoregui/lh360SMSDashboard):
//      const raw = rsp?.choices?.[0]?.message?.content?.trim().toLowerCase() || '';
//      const normalized = raw.replace(/[^a-z\s]/g, '').trim();
//      const allowed = ['positive','negative','manual check'];
//      const label = allowed.includes(normalized) ? normalized : 'manual check';   // fallback
//    JavaScript itself: every non-[a-z] non-whitespace character is dropped (punctuation, digits, emoji, the combining
//    dot of a lowercased 'İ'), then the rest must be one of the three labels exactly (one ASCII space in 'manual check').
const LH360_ALLOWED = ['positive', 'negative', 'manual check'];
const lh360Triage: FrameworkParser = (reply) => {
  const raw = reply?.trim().toLowerCase() || '';
  const normalized = raw.replace(/[^a-z\s]/g, '').trim();
  return LH360_ALLOWED.includes(normalized);
};

// 4. yana-contabila, supabase/functions/samanta-call-completed/index.ts summarizeWithAI (velcont/yana-contabila), Deno:
//      let content = data?.choices?.[0]?.message?.content || "";
//      content = content.replace(/```json|```/g, "").trim();
//      const parsed = JSON.parse(content);
//      return {
//        summary: parsed.summary || "Apel preluat de Samanta.",
//        escalation_needed: !!parsed.escalation_needed || escalationCheck,
//        callback: parsed.callback || undefined,
//      };
//    } catch (e) { ... return { summary: "...", escalation_needed: escalationCheck }; }   // keyword-only fallback
//    A verdict needs JSON.parse to succeed on a non-null value (null.summary throws) that carries escalation_needed
//    (absent, it is undefined and only the keyword check decides); any present value is read through !!.
const yanaEscalation: FrameworkParser = (reply) => {
  const content = (reply || '').replace(/```json|```/g, '').trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(content) as unknown;
  } catch {
    return false;
  }
  if (parsed === null) return false;
  return (parsed as Record<string, unknown>)['escalation_needed'] !== undefined;
};

// 5. AI-Based Customer Satisfaction Tracker, satisfaction_tracker.py _parse_response (Hackathon4-Team20/ai-model):
//      try:
//          result = json.loads(text)
//          score = int(result.get('updated_score', self.score))      # missing -> the previous score (default)
//          if score == 0:
//              score = self.score                                     # 0 = "no signal": previous score kept
//          status = result.get('status', self._status(score))
//          reason = result.get('reason', '').strip()                  # non-str reason -> AttributeError
//          return {"updated_score": score, "status": status, "reason": reason}
//      except Exception:
//          score = self.score
//          m = re.search(r"(\d)", text)                               # Python \d: any Unicode decimal digit
//          if m:
//              score = int(m.group(1))
//          ...
//    So: a JSON dict with a non-zero int()-able updated_score and a str (or absent) reason is a verdict; a dict that
//    lacks updated_score or says 0 (with a str reason) keeps the previous score; anything that raises falls back to the
//    first digit anywhere in the reply (even '0', even inside JSON).
const satisfactionTracker: FrameworkParser = (reply) => {
  const firstDigit = () => /\p{Nd}/u.test(reply);
  const result = pythonLoadsNumbers(reply);
  if (!isObject(result)) return firstDigit(); // JSONDecodeError, or .get on a list / number / str / None
  let score = 0;
  const hasScore = hasOwn(result, 'updated_score');
  if (hasScore) {
    const value = pyIntOfValue(result['updated_score']);
    if (value === undefined) return firstDigit();
    score = value;
  }
  if (hasOwn(result, 'reason') && typeof result['reason'] !== 'string') return firstDigit();
  return hasScore && score !== 0;
};

export const PARSERS_OF_SET_677: Record<string, FrameworkParser> = {
  'voicebot-eval--maruti-voicebot-transcript-per-metric-empathy-tone-0-15-sanitised-json-metric-key-float': voicebotEmpathyTone,
  'human-ai-orchestrator--customer-message-frustration-1-10-score-line-confidence-line': frustrationAgent,
  'lh360-sms-dashboard--sms-conversation-tone-triage-positive-negative-manual-check-label-word': lh360Triage,
  'yana-contabila--ai-receptionist-call-transcript-escalation-needed-json-boolean-romanian': yanaEscalation,
  'ai-satisfaction-tracker--arabic-support-chat-customer-satisfaction-1-5-json-updated-score-first-digit-fallback': satisfactionTracker,
};
