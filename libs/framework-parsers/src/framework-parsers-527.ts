/**
 * Set 527: replicas of the reply readers of claim-verification and fake-news judges in fact-checking projects:
 * llm-jp-factcheck's forced setVerificationResult tool call (label true/false/null plus a rationale string),
 * RealityCheck AI's five-strategy JSON extraction of a Real / Fake / Misleading label (Mistral-7B on Cloudflare), and
 * the Fake-News-Detector's pydantic-ai output tool (fake_score, summary_analysis, checked_claims). Each parser answers:
 * would the project get a verdict out of this reply (not a default, not an exception, not a retry)?
 */
import {
  hasUnpairedSurrogateEscape,
  isObject,
  PY_SPACE,
  pyStrip,
  pythonLoads,
  pythonLoadsNumbers,
  RUST_TRIM,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const own = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. llm-jp-factcheck, src/verify.py verify_claim (llm-jp/llm-jp-factcheck @ 423404bf):
//      ret = client.chat.completions.create(model=model, messages=[...], tools=[TOOL], tool_choice=TOOL_CHOICE)
//      for tool_call in ret.choices[0].message.tool_calls:
//          if tool_call.function.name == "setVerificationResult":
//              try:
//                  arguments = json.loads(tool_call.function.arguments)
//              except json.JSONDecodeError:
//                  raise ValueError(f"Failed to parse JSON: {tool_call.function.arguments}")
//              if "rationale" not in arguments or "label" not in arguments:
//                  raise ValueError(f"Failed to extract rationale and/or label: ...")
//              rationale = arguments.get("rationale")
//              if not isinstance(rationale, str):
//                  raise ValueError(f"Invalid rationale: ...")
//              label = arguments.get("label")
//              if not isinstance(label, bool) and label is not None:
//                  raise ValueError(f"Invalid label: ...")
//              return arguments
//          raise ValueError("Failed to extract claims")
//    The reply is the forced tool call's arguments string. json.loads is Python's (NaN / Infinity literals read as
//    floats, which are not bool); a list or string value makes .get raise AttributeError, a number makes `in` raise.
const llmJpFactcheck: FrameworkParser = (reply) => {
  const args = pythonLoadsNumbers(reply);
  if (!isObject(args)) return false;
  if (!own(args, 'rationale') || !own(args, 'label')) return false;
  if (typeof args['rationale'] !== 'string') return false;
  const label = args['label'];
  return typeof label === 'boolean' || label === null;
};

// 2. RealityCheck AI, backend/services/classifier.py (sajidhussainbaloch/HACATHON @ 7df7d9ac):
//      def _extract_json(raw: str) -> dict:
//          text = raw.strip()
//          if "```" in text:                                              # Strategy 1
//              parts = text.split("```")
//              for part in parts:
//                  part = part.strip()
//                  if part.startswith("json"):
//                      part = part[4:].strip()
//                  if part.startswith("{"):
//                      try: return json.loads(part)
//                      except json.JSONDecodeError: pass
//          try: return json.loads(text)                                   # Strategy 2 (any JSON value)
//          except json.JSONDecodeError: pass
//          matches = re.findall(r'\{[^{}]*\}', text)                      # Strategy 3
//          for m in matches:
//              try: return json.loads(m)
//              except json.JSONDecodeError: pass
//          start = text.find("{"); end = text.rfind("}") + 1              # Strategy 4
//          if start != -1 and end > start:
//              try: return json.loads(text[start:end])
//              except json.JSONDecodeError: pass
//          label_match = re.search(r'["\']?label["\']?\s*[:=]\s*["\']?(Real|Fake|Misleading)', text, re.IGNORECASE)
//          conf_match = re.search(r'["\']?confidence["\']?\s*[:=]\s*([0-9.]+)', text)
//          ...
//          if label_match:                                                # Strategy 5
//              return {"label": label_match.group(1).capitalize(),
//                      "confidence": float(conf_match.group(1)) if conf_match else 0.5, ...}   # float('0.9.') raises
//          raise HTTPException(status_code=502, ...)
//      classify_news: result = _extract_json(llm_text)
//          label = result.get("label", "Misleading")                      # non-dict -> AttributeError (HTTP 500)
//          if label not in ("Real", "Fake", "Misleading"): label = "Misleading"      # the default, not a verdict
//    Python's \s is Unicode whitespace; re.IGNORECASE applies to the whole label pattern.
const PY_WS = `[${PY_SPACE}]`;
const RC_LABEL = new RegExp(`["']?label["']?${PY_WS}*[:=]${PY_WS}*["']?(Real|Fake|Misleading)`, 'iu');
const RC_CONF = new RegExp(`["']?confidence["']?${PY_WS}*[:=]${PY_WS}*([0-9.]+)`, 'u');
const RC_FLOAT = /^(?:[0-9]+\.?[0-9]*|\.[0-9]+)$/; // float() of a [0-9.]+ run
const pyCapitalize = (s: string) => s.slice(0, 1).toUpperCase() + s.slice(1).toLowerCase();
const NO_VALUE = Symbol('raised');
const realityCheckExtract = (raw: string): unknown => {
  const text = pyStrip(raw);
  if (text.includes('```')) {
    for (const piece of text.split('```')) {
      let part = pyStrip(piece);
      if (part.startsWith('json')) part = pyStrip(part.slice(4));
      if (part.startsWith('{')) {
        const v = pythonLoads(part);
        if (v !== undefined) return v;
      }
    }
  }
  const direct = pythonLoads(text);
  if (direct !== undefined) return direct;
  for (const m of text.matchAll(/\{[^{}]*\}/g)) {
    const v = pythonLoads(m[0]);
    if (v !== undefined) return v;
  }
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}') + 1;
  if (start !== -1 && end > start) {
    const v = pythonLoads(text.slice(start, end));
    if (v !== undefined) return v;
  }
  const label = RC_LABEL.exec(text);
  if (label) {
    const conf = RC_CONF.exec(text);
    if (conf && !RC_FLOAT.test(conf[1]!)) return NO_VALUE; // ValueError, uncaught
    return { label: pyCapitalize(label[1]!) };
  }
  return NO_VALUE; // HTTPException 502
};
const realityCheck: FrameworkParser = (reply) => {
  const result = realityCheckExtract(reply);
  if (!isObject(result)) return false; // NO_VALUE, or a non-dict from strategy 2: AttributeError
  const label = own(result, 'label') ? result['label'] : 'Misleading-default';
  return label === 'Real' || label === 'Fake' || label === 'Misleading';
};

// 3. Fake-News-Detector, detector-backend/app/core/fact_check_agent.py + app/schemas.py (kon-drees/Fake-News-Detector):
//      self.agent = Agent(model=OpenAIResponsesModel("gpt-5-nano", ...), output_type=FactCheckResponse,
//                         instructions=FactCheckAgent.load_instructions())
//      result = await self.agent.run(request.text); return result.output
//      class ClaimCheck(BaseModel): claim: str; assessment: str; reasoning: str
//      class FactCheckResponse(BaseModel): fake_score: float; summary_analysis: str; checked_claims: List[ClaimCheck]
//    pydantic-ai (tool output mode) validates the final_result call's arguments: validator.validate_json(args or '{}')
//    (pydantic v2 lax mode over jiter); a ValidationError becomes a retry prompt, not a verdict. Lax JSON rules: float
//    takes a number, a bool or a numeric string; str only a string; a list only an array; extra keys are ignored.
// pydantic-core's float from str: trimmed (Rust whitespace), '_' only between ASCII digits, inf / infinity / nan.
const DIGITS = '[0-9]+(?:_[0-9]+)*';
const PYDANTIC_FLOAT_STR = new RegExp(`^[+-]?(?:(?:${DIGITS}(?:\\.(?:${DIGITS})?)?|\\.${DIGITS})(?:[eE][+-]?${DIGITS})?|inf|infinity|nan)$`, 'i');
const pydanticFloat = (v: unknown) =>
  typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && PYDANTIC_FLOAT_STR.test(v.replace(RUST_TRIM, '')));
const claimCheck = (v: unknown) =>
  isObject(v) && ['claim', 'assessment', 'reasoning'].every((k) => own(v, k) && typeof v[k] === 'string');
const fakeNewsDetector: FrameworkParser = (reply) => {
  const args = reply === '' ? '{}' : reply;
  if (hasUnpairedSurrogateEscape(args)) return false; // jiter refuses a lone surrogate escape
  const v = pythonLoadsNumbers(args);
  if (!isObject(v)) return false;
  if (!own(v, 'fake_score') || !pydanticFloat(v['fake_score'])) return false;
  if (!own(v, 'summary_analysis') || typeof v['summary_analysis'] !== 'string') return false;
  const claims = own(v, 'checked_claims') ? v['checked_claims'] : undefined;
  return Array.isArray(claims) && claims.every(claimCheck);
};

export const PARSERS_OF_SET_527: Record<string, FrameworkParser> = {
  'llm-jp-factcheck--claim-vs-evidences-support-forced-tool-call-boolean-or-null-label-with-rationale': llmJpFactcheck,
  'realitycheck-ai--news-real-fake-misleading-json-label-five-strategy-extraction': realityCheck,
  'fake-news-detector--news-article-fake-score-0-1-with-checked-claims-pydantic-ai-output-tool': fakeNewsDetector,
};
