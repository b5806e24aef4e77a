/**
 * Set 714: replicas of the reply readers of three judges of voice / call-center products:
 * AudifyAI's Gemini audit of a call recording (per-parameter "Verdict: [Yes/No]" prompt, read by a bare substring test),
 * CallShield's Mistral scam judge of a phone-call transcript (JSON via json.loads / fenced block / first balanced braces,
 * then pydantic models) and HARX's Gemini scoring of an outbound call recording (TypeScript: fences and newlines
 * stripped, JSON.parse, truthy result). Each parser answers: would the project get a verdict out of this reply (not a
 * default, not an exception, not a retry, not a failed status)?
 */
import { isObject, lastTopLevelRaw, PY_FLOAT_STR, PY_SPACE, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. AudifyAI (AlokRoy-24/AudifyAI), backend/app/services/gemini_service.py GeminiService:
//      response = self.model.generate_content(content_parts)     # [{"text": prompt}, {"inline_data": <wav>}]
//      text = response.text.strip()
//      verdict, confidence, reasoning = self._parse_response(text)
//    _parse_response(self, text):
//      verdict = "Unknown"
//      lower_text = text.lower()
//      if "yes" in lower_text:
//          verdict = "Yes"
//      elif "no" in lower_text:
//          verdict = "No"
//      confidence_match = re.search(r'(\d+)%', text)   # confidence only, "N/A" when absent
//    The verdict is "Unknown" (the default) unless the lower-cased reply contains "yes" or "no" anywhere, inside other
//    words too ("not", "know", "unknown", "eyes"). No non-ASCII letter lower-cases to y/e/s/n/o in Python or JS.
const audifyai: FrameworkParser = (reply) => {
  const lower = reply.toLowerCase();
  return lower.includes('yes') || lower.includes('no');
};

// 2. CallShield (melbinkm/CallShield), backend/services/response_formatter.py:
//      def extract_json(raw: str) -> dict:
//          try: return json.loads(raw)
//          except json.JSONDecodeError: pass
//          fence_match = re.search(r"```(?:json)?\s*(\{.*?\})\s*```", raw, re.DOTALL)
//          if fence_match:
//              try: return json.loads(fence_match.group(1))
//              except json.JSONDecodeError: pass
//          def find_balanced_json(text):          # first "{", braces counted, strings ignored
//              start = text.find("{") ... depth += 1 / depth -= 1; if depth == 0: return text[start:i+1]
//          json_str = find_balanced_json(raw)
//          if json_str:
//              try: return json.loads(json_str)
//              except json.JSONDecodeError: pass
//          raise ValueError(...)
//      def parse_analysis_result(raw: str) -> AnalysisResult:
//          data = extract_json(raw)                                   # non-dict -> AttributeError on .get
//          valid_verdicts = {v.value for v in Verdict}
//          raw_verdict = data.get("verdict", "SAFE")
//          if raw_verdict not in valid_verdicts:                      # unhashable (list/dict) -> TypeError
//              raw_verdict = "SAFE"  # Fallback to safe default
//          for s in data.get("signals", []):                          # None/number -> TypeError; str/dict items -> AttributeError
//              raw_severity = s.get("severity", "medium")
//              if raw_severity not in valid_severities: raw_severity = "medium"
//              signals.append(Signal(category=s.get("category", "UNKNOWN"), detail=s.get("detail", ""), severity=raw_severity))
//          raw_score = float(data.get("scam_score", 0.0))             # None/list -> TypeError, bad str -> ValueError
//          clamped_score = max(0.0, min(1.0, raw_score))
//          return AnalysisResult(scam_score=clamped_score, confidence=max(0.0, min(1.0, float(data.get("confidence", 0.5)))),
//              verdict=raw_verdict, signals=signals, transcript_summary=data.get("transcript_summary"),
//              recommendation=data.get("recommendation", "No specific recommendation."))
//    models/schemas.py (pydantic 2.10.6): Signal(category: str, detail: str, severity: Severity); AnalysisResult(...,
//    transcript_summary: Optional[str] = None, recommendation: str). pydantic v2 takes only real str for str fields (no
//    int or None coercion) and any str, lone surrogates included. A verdict (not the "SAFE" fallback, not the 0.0
//    default score) needs "verdict" to be one of the four labels and "scam_score" to be present; any exception means no
//    result at all.
const PY_WS = `[${PY_SPACE}]`;
const CALLSHIELD_FENCE = new RegExp('```(?:json)?' + PY_WS + '*(\\{[\\s\\S]*?\\})' + PY_WS + '*```', 'u');
const callshieldExtract = (raw: string): { value: unknown; text: string } | undefined => {
  const direct = pythonLoadsNumbers(raw);
  if (direct !== undefined) return { value: direct, text: raw };
  const fence = CALLSHIELD_FENCE.exec(raw);
  if (fence) {
    const inner = pythonLoadsNumbers(fence[1]!);
    if (inner !== undefined) return { value: inner, text: fence[1]! };
  }
  const start = raw.indexOf('{');
  if (start !== -1) {
    let depth = 0;
    for (let i = start; i < raw.length; i++) {
      if (raw[i] === '{') depth++;
      else if (raw[i] === '}') {
        depth--;
        if (depth === 0) {
          const candidate = raw.slice(start, i + 1);
          const value = pythonLoadsNumbers(candidate);
          return value !== undefined ? { value, text: candidate } : undefined;
        }
      }
    }
  }
  return undefined;
};
const pyStr = (v: unknown) => typeof v === 'string';
const hashable = (v: unknown) => !Array.isArray(v) && !isObject(v);
// float(x) of a json.loads value: numbers and bools; a str float() reads; a JSON integer literal too big for a float
// raises OverflowError (JSON.parse turns it into Infinity, Python keeps an int), while 1e400 / Infinity are floats.
const pyFloatable = (v: unknown, raw: string | undefined) => {
  if (typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v) || !(raw !== undefined && /^-?\d+$/.test(raw));
  if (typeof v === 'string') return PY_FLOAT_STR.test(v);
  return false;
};
const CALLSHIELD_VERDICTS = ['SAFE', 'SUSPICIOUS', 'LIKELY_SCAM', 'SCAM'];
const callshield: FrameworkParser = (reply) => {
  const extracted = callshieldExtract(reply);
  if (!extracted || !isObject(extracted.value)) return false;
  const data = extracted.value;
  const verdict = hasOwn(data, 'verdict') ? data['verdict'] : 'SAFE';
  if (!hashable(verdict)) return false;
  const signals = hasOwn(data, 'signals') ? data['signals'] : [];
  if (Array.isArray(signals)) {
    for (const s of signals) {
      if (!isObject(s)) return false;
      const severity = hasOwn(s, 'severity') ? s['severity'] : 'medium';
      if (!hashable(severity)) return false;
      if (!pyStr(hasOwn(s, 'category') ? s['category'] : 'UNKNOWN')) return false;
      if (!pyStr(hasOwn(s, 'detail') ? s['detail'] : '')) return false;
    }
  } else if (isObject(signals)) {
    if (Object.keys(signals).length > 0) return false; // iterating a dict yields str keys: no .get
  } else if (typeof signals === 'string') {
    if (signals.length > 0) return false;
  } else return false;
  for (const [key, fallback] of [
    ['scam_score', 0.0],
    ['confidence', 0.5],
  ] as const) {
    const value = hasOwn(data, key) ? data[key] : fallback;
    if (!pyFloatable(value, hasOwn(data, key) ? lastTopLevelRaw(extracted.text, key) : undefined)) return false;
  }
  if (hasOwn(data, 'transcript_summary') && data['transcript_summary'] !== null && !pyStr(data['transcript_summary'])) return false;
  if (hasOwn(data, 'recommendation') && !pyStr(data['recommendation'])) return false;
  return hasOwn(data, 'verdict') && typeof verdict === 'string' && CALLSHIELD_VERDICTS.includes(verdict) && hasOwn(data, 'scam_score');
};

// 3. HARX (elhoucineqara/harx-api), src/parsers/parse-call-scoring-result.ts:
//      export function parseCleanJson(responseText: string): any {
//          try {
//              const cleanJson = responseText.replace(/```json\n|```|\n/g, ''); // Remove backticks and newlines
//              const parsedData = JSON.parse(cleanJson);
//              return parsedData;
//          } catch (error) { console.error("Error parsing JSON:", error); return null; }
//      }
//    getCallScoringService (src/services, TypeScript): fullResponse = concatenated stream chunks' parts[0].text;
//      const parsed = parseCleanJson(fullResponse);
//      if (parsed) { return { result: parsed, status: 'completed', ... } }
//      return { result: null, status: 'failed', error: 'Failed to parse scoring response' }
//    Same language: the replica is the code itself. Falsy results (null, false, 0, "") count as failed.
const harx: FrameworkParser = (reply) => {
  try {
    return Boolean(JSON.parse(reply.replace(/```json\n|```|\n/g, '')));
  } catch {
    return false;
  }
};

export const PARSERS_OF_SET_714: Record<string, FrameworkParser> = {
  'audifyai--call-recording-greeting-audit-verdict-yes-no-substring': audifyai,
  'callshield--phone-call-transcript-scam-verdict-and-score-json-fence-balanced-brace': callshield,
  'harx--outbound-call-audio-fluency-sentiment-fraud-overall-0-100-json-fence-newline-strip-truthy': harx,
};
