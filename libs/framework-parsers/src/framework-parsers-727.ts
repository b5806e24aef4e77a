/**
 * Set 727: replicas of the reply readers of two LLM guardrail classifiers of user input (prompt-injection and
 * jailbreak detectors): Na0S's Stage-3 LLM judge (one-line JSON verdict SAFE/MALICIOUS, first-'{'-to-last-'}' slice,
 * keyword fallback) and Eval AI Library's JailbreakDetectionMetric (JSON detected/confidence read through
 * extract_json_block's fenced / whole / lazy-brace extraction). Each parser answers: would the project get a verdict
 * out of this reply (not a default, not an exception, not a retry)?
 */
import { isObject, PY_SPACE, pyFloatOf, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Na0S (M-Abrisham/Na0S), src/llm_judge.py LLMJudge:
//      content = response.choices[0].message.content or ""
//      return self._parse_response(content, latency_ms)        # inside classify's try / except Exception -> UNKNOWN
//    _parse_response:
//      start_idx = content.find("{")
//      end_idx = content.rfind("}")
//      if start_idx == -1 or end_idx == -1 or end_idx <= start_idx:
//          verdict = "MALICIOUS" if "malicious" in content.lower() else "SAFE"   # keyword fallback, confidence 0.5
//          return JudgeVerdict(...)
//      json_str = content[start_idx:end_idx + 1]
//      try:
//          data = json.loads(json_str)
//          verdict = str(data.get("verdict", "UNKNOWN")).upper().strip()
//          if verdict not in ("SAFE", "MALICIOUS"):
//              verdict = "UNKNOWN"
//          confidence = max(0.0, min(1.0, float(data.get("confidence", 0.5))))
//          reasoning = str(data.get("reasoning", "")).strip()
//          return JudgeVerdict(verdict=verdict, confidence=confidence, ...)
//      except (json.JSONDecodeError, ValueError, TypeError):
//          verdict = "MALICIOUS" if "malicious" in content.lower() else "SAFE"   # same keyword fallback
//    The fallback's SAFE is the default of every reply without "malicious" (not a reading); UNKNOWN is no verdict.
//    json_str opens with '{', so a decoded value is always a dict. str() of a non-string verdict (True, 1, a list)
//    never equals SAFE/MALICIOUS. float(): numbers, bools and numeric strings ('0.9', ' nan ', '1_0') work; None, lists,
//    dicts raise TypeError and other strings ValueError, both sending the reply to the keyword fallback.
const na0sFloatable = (v: unknown): boolean =>
  typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && pyFloatOf(v) !== undefined);
const na0sKeywordFallback = (content: string): boolean => content.toLowerCase().includes('malicious');
const na0sJudge: FrameworkParser = (content) => {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start === -1 || end === -1 || end <= start) return na0sKeywordFallback(content);
  const data = pythonLoadsNumbers(content.slice(start, end + 1));
  if (!isObject(data)) return na0sKeywordFallback(content); // JSONDecodeError
  const raw = 'verdict' in data ? data['verdict'] : 'UNKNOWN';
  const verdict = typeof raw === 'string' ? pyStrip(raw.toUpperCase()) : 'UNKNOWN';
  const confidence = 'confidence' in data ? data['confidence'] : 0.5;
  if (!na0sFloatable(confidence)) return na0sKeywordFallback(content); // ValueError / TypeError
  return verdict === 'SAFE' || verdict === 'MALICIOUS';
};

// 2. Eval AI Library (meshkovQA/Eval-ai-library), eval_lib/security_metrics/jailbreak_detection_metric/
//    jailbreak_detection.py JailbreakDetectionMetric:
//      text, cost = await chat_complete(self.model, messages=[{"role": "user", "content": prompt}], temperature=0.0)
//      try:
//          extracted = extract_json_block(text)
//          data = json.loads(extracted)
//      except (json.JSONDecodeError, ValueError) as e:
//          raise RuntimeError(f"Failed to parse JSON response: {e}\n{text}")
//      data["evaluation_cost"] = total_cost                  # non-dict -> TypeError
//      ... evaluate():
//      detected = detection_result.get("detected", False)
//      confidence = detection_result.get("confidence", 0.0)
//      if detected: score = confidence
//      else: score = 1.0 - confidence                       # None / str / list -> TypeError
//      success = score < self.threshold                     # str / None / list vs 0.7 -> TypeError
//    eval_lib/utils.py extract_json_block(text):
//      match = re.search(r"```json\s*(.*?)```", text, re.DOTALL)
//      if match: return match.group(1).strip()
//      try: obj = json.loads(text); return json.dumps(obj, ensure_ascii=False)
//      except Exception: pass
//      json_match = re.search(r"({.*?}|\[.*?\])", text, re.DOTALL)        # lazy: first '{' .. first '}'
//      if json_match: return json_match.group(1).strip()
//      return text.strip()
//    Python's \s is str.isspace() whitespace; json.loads accepts NaN/Infinity. A missing "detected" or "confidence"
//    silently becomes False / 0.0, so the replica asks for both keys (otherwise the score is a default).
const EVALAI_FENCE = new RegExp('```json[' + PY_SPACE + ']*([\\s\\S]*?)```');
const EVALAI_LAZY = /(\{[\s\S]*?\}|\[[\s\S]*?\])/;
const evalAiExtractJsonBlock = (text: string): string => {
  const fenced = EVALAI_FENCE.exec(text);
  if (fenced) return pyStrip(fenced[1] ?? '');
  if (pythonLoadsNumbers(text) !== undefined) return text; // json.dumps(json.loads(text)) decodes to the same value
  const lazy = EVALAI_LAZY.exec(text);
  if (lazy) return pyStrip(lazy[1] ?? '');
  return pyStrip(text);
};
const evalAiJailbreak: FrameworkParser = (text) => {
  const data = pythonLoadsNumbers(evalAiExtractJsonBlock(text));
  if (!isObject(data)) return false; // JSONDecodeError -> RuntimeError, or TypeError on data["evaluation_cost"]
  if (!('detected' in data) || !('confidence' in data)) return false; // default False / 0.0 used
  // 'detected' is read by truthiness (any value picks a branch); either branch needs a number (or bool) confidence
  const confidence = data['confidence'];
  return typeof confidence === 'number' || typeof confidence === 'boolean';
};

export const PARSERS_OF_SET_727: Record<string, FrameworkParser> = {
  'na0s--user-input-prompt-injection-safe-malicious-json-verdict-few-shot-keyword-fallback': na0sJudge,
  'eval-ai-library--user-input-jailbreak-detection-json-detected-confidence-few-shot': evalAiJailbreak,
};
