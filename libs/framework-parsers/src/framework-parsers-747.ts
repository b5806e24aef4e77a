/**
 * Set 747: replicas of the reply readers of four judges from small open-source fact-checking / hallucination-checking
 * Python packages and CLIs: FactChecker CLI's Ollama verifier+aligner (JSON validated against the evidence snippets),
 * climateandtech/factchecker's advocate step (label inside "(( ))"), the YouTube fact checker's Llama claim verifier
 * (first-to-last brace JSON) and facticli's vendored Ev2R evidence judge (lazy first-brace JSON, four float counts).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a retry,
 * not a fallback)?
 */
import {
  digitValue,
  isObject,
  lastTopLevelRaw,
  numbersOutsideStrings,
  PY_SPACE,
  pyFloatOf,
  pyIntOfValue,
  pyStrip,
  pythonLoads,
  pythonLoadsNumbers,
  pyTruthy,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const PY_WS = `[${PY_SPACE}]`;
const own = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// Python's json.loads keeps an integer literal of any size exactly; JSON.parse turns one beyond the float range into
// Infinity. Where only "is it a huge number" matters, such a literal is rewritten as the finite +/-1e308 first.
const tameBigInts = (text: string): string => {
  const hits = [...numbersOutsideStrings(text)].filter(
    ({ literal }) => /^-?\d+$/.test(literal) && !Number.isFinite(Number(literal)),
  );
  let out = text;
  for (const { at, literal } of hits.reverse()) {
    out = out.slice(0, at) + (literal.startsWith('-') ? '-1e308' : '1e308') + out.slice(at + literal.length);
  }
  return out;
};

// ---------------------------------------------------------------------------------------------------------------
// 1. FactChecker CLI (yuutatomooka/factcheck_cli), factchecker/core/ollama_client.py + factchecker/core/verify.py:
//      chat(): return (msg.get("content") or "").strip()
//      def _extract_json_from_response(text):
//          if not text or not text.strip(): return None
//          raw = text.strip()
//          m = re.search(r"```(?:json)?\s*([\s\S]*?)\s*```", raw)
//          if m: raw = m.group(1).strip()
//          try: return json.loads(raw)
//          except json.JSONDecodeError: return None                     # -> rule-based fallback "invalid_json"
//      validate_aligner_output(parsed, evidence, num_evidence):          # False -> rule-based fallback
//          if not isinstance(parsed, dict): return (False, ...)
//          verdict = parsed.get("verdict")
//          if verdict is None or str(verdict).upper() not in VALID_VERDICTS: return (False, ...)
//          try: confidence = float(parsed.get("confidence", 0))
//          except (TypeError, ValueError): return (False, ...)
//          if confidence < 0 or confidence > 1: return (False, ...)
//          used_raw = parsed.get("used_evidence")
//          if not isinstance(used_raw, list): return (False, ...)
//          for x in used_raw:
//              try: idx = int(x); if 1 <= idx <= num_evidence: used_evidence.append(idx)
//              except (TypeError, ValueError): pass                    # OverflowError (int(inf)) propagates
//          if verdict in ("SUPPORTED", "REFUTED") and not used_evidence: return (False, ...)
//          alignment_raw = parsed.get("alignment")
//          if alignment_raw is not None:
//              if not isinstance(alignment_raw, list): return (False, ...)
//              for item in alignment_raw:
//                  if not isinstance(item, dict): return (False, ...)
//                  idx = item.get("idx"); try: idx = int(idx) if idx is not None else None
//                                         except (TypeError, ValueError): idx = None
//                  if idx is None or idx not in valid_indices: return (False, ...)
//                  if verdict in ("SUPPORTED", "REFUTED") and idx not in used_evidence: return (False, ...)
//                  quote = item.get("quote"); if quote is None: quote = ""
//                  if not isinstance(quote, str): return (False, ...)
//                  if quote.strip() and quote not in snippet: return (False, ...)
//                  role = item.get("role")
//                  if role is not None and str(role).lower() not in ALIGNMENT_ROLES: return (False, ...)
//          brief_reason = parsed.get("brief_reason") or ""; if not isinstance(brief_reason, str): brief_reason = ""
//          if verdict in ("SUPPORTED", "REFUTED"): cited = {int(m.group(1)) for m in re.finditer(r"\[(\d+)\]", ...)
//              if 1 <= n <= num_evidence}; no cited -> False; cited & used_evidence empty -> False
//      verify_with_ollama (after validation, no try):
//          brief_reason = (parsed.get("brief_reason") or "").strip()   # AttributeError for a truthy non-str
//          used_evidence_pre = [int(x) for x in used_raw if isinstance(x, (int, float)) and 1 <= int(x) <= N]
//                                                                      # int(NaN) -> ValueError, uncaught
//          if verdict == "REFUTED" and not _refutation_support_ok(claim, claim_key, evidence, used_evidence_pre,
//              brief_reason): return (None, FALLBACK_REASON_INVALID_OUTPUT)
//          # _refutation_support_ok: any(cue in brief_reason.lower() for cue in ("not", "false", "incorrect", "wrong",
//          #   "opposite", "contradict", "refute")), else a used snippet with a north/south/east/west contradiction or
//          #   a same-subject "is not"/"does not" negation.
//    The verdict depends on the evidence list: this replica fixes the three snippets of the filled example (claim
//    "The Eiffel Tower was completed in 1899.", no direction words; no snippet holds "is not" / "does not"), so a
//    REFUTED verdict needs one of the cues in brief_reason.
const FC_SNIPPETS = [
  'The Eiffel Tower was completed in March 1889 as the entrance arch to the 1889 World Fair in Paris.',
  'Gustave Eiffel and his engineering company designed and built the wrought-iron lattice tower.',
  'The tower is 330 metres tall and was the tallest man-made structure in the world until 1930.',
];
const FC_N = FC_SNIPPETS.length;
const FC_VERDICTS = new Set(['SUPPORTED', 'REFUTED', 'NOT_ENOUGH_INFO']);
const FC_ROLES = new Set(['support', 'refute']);
const FC_CUES = ['not', 'false', 'incorrect', 'wrong', 'opposite', 'contradict', 'refute'];
const FC_FENCE = new RegExp('```(?:json)?' + PY_WS + '*([\\s\\S]*?)' + PY_WS + '*```', 'u');
const FC_CITATION = /\[(\p{Nd}+)\]/gu;

const fcExtract = (text: string): unknown => {
  if (!text || !pyStrip(text)) return undefined;
  let raw = pyStrip(text);
  const m = FC_FENCE.exec(raw);
  if (m) raw = pyStrip(m[1] ?? '');
  return pythonLoadsNumbers(tameBigInts(raw)); // undefined: JSONDecodeError
};
// Python int(x) of a json.loads value: the int, 'skip' where TypeError/ValueError is caught, 'throw' for OverflowError.
const fcInt = (x: unknown): number | 'skip' | 'throw' => {
  if (typeof x === 'boolean') return x ? 1 : 0;
  if (typeof x === 'number') {
    if (Number.isNaN(x)) return 'skip';
    if (!Number.isFinite(x)) return 'throw';
    return Math.trunc(x);
  }
  if (typeof x === 'string') return pyIntOfValue(x) ?? 'skip';
  return 'skip';
};
// Python float(x) of a json.loads value, undefined where it raises TypeError/ValueError.
const fcFloat = (x: unknown): number | undefined => {
  if (typeof x === 'number') return x;
  if (typeof x === 'boolean') return x ? 1 : 0;
  if (typeof x === 'string') return pyFloatOf(x);
  return undefined;
};

const factcheckCli: FrameworkParser = (reply) => {
  const parsed = fcExtract(pyStrip(reply));
  if (!isObject(parsed)) return false;
  const rawVerdict = parsed['verdict'];
  if (typeof rawVerdict !== 'string') return false; // None fails; str() of a number, bool, list or dict never matches
  const verdict = rawVerdict.toUpperCase();
  if (!FC_VERDICTS.has(verdict)) return false;
  const decisive = verdict === 'SUPPORTED' || verdict === 'REFUTED';
  const confidence = own(parsed, 'confidence') ? fcFloat(parsed['confidence']) : 0;
  if (confidence === undefined || confidence < 0 || confidence > 1) return false; // NaN passes
  const usedRaw = parsed['used_evidence'];
  if (!Array.isArray(usedRaw)) return false;
  const used: number[] = [];
  for (const x of usedRaw) {
    const idx = fcInt(x);
    if (idx === 'throw') return false;
    if (idx !== 'skip' && idx >= 1 && idx <= FC_N) used.push(idx);
  }
  if (decisive && used.length === 0) return false;
  const alignment = parsed['alignment'];
  if (alignment !== undefined && alignment !== null) {
    if (!Array.isArray(alignment)) return false;
    for (const item of alignment) {
      if (!isObject(item)) return false;
      const rawIdx = item['idx'];
      const idx = rawIdx === undefined || rawIdx === null ? 'skip' : fcInt(rawIdx);
      if (idx === 'throw') return false;
      if (idx === 'skip' || idx < 1 || idx > FC_N) return false;
      if (decisive && !used.includes(idx)) return false;
      const rawQuote = item['quote'];
      const quote = rawQuote === undefined || rawQuote === null ? '' : rawQuote;
      if (typeof quote !== 'string') return false;
      if (pyStrip(quote) && !(FC_SNIPPETS[idx - 1] ?? '').includes(quote)) return false;
      const role = item['role'];
      if (role !== undefined && role !== null && !(typeof role === 'string' && FC_ROLES.has(role.toLowerCase()))) return false;
    }
  }
  const rawReason = parsed['brief_reason'];
  const reasonValue = pyTruthy(rawReason) ? rawReason : '';
  const reason = typeof reasonValue === 'string' ? reasonValue : '';
  if (decisive) {
    const cited = new Set<number>();
    for (const m of reason.matchAll(FC_CITATION)) {
      const n = Number([...(m[1] ?? '')].map((d) => String(digitValue(d))).join(''));
      if (n >= 1 && n <= FC_N) cited.add(n);
    }
    if (cited.size === 0 || ![...cited].some((n) => used.includes(n))) return false;
  }
  // verify_with_ollama: int(NaN) of a numeric used_evidence item and .strip() of a truthy non-str brief_reason raise
  if (usedRaw.some((x) => typeof x === 'number' && Number.isNaN(x))) return false;
  if (pyTruthy(rawReason) && typeof rawReason !== 'string') return false;
  if (verdict === 'REFUTED') {
    const lowered = pyStrip(reason).toLowerCase();
    if (!FC_CUES.some((cue) => lowered.includes(cue))) return false; // no directional / negation snippet here
  }
  return true;
};

// 2. climateandtech/factchecker, factchecker/steps/advocate.py AdvocateStep.evaluate_claim:
//      for attempt in range(self.max_retries):
//          response = self.llm.chat(messages, **self.chat_completion_options)
//          response_content = response.message.content.strip()
//          start = response_content.find("((")
//          end = response_content.find("))")
//          if start != -1 and end != -1:
//              label = response_content[start+2:end].strip().upper().replace(" ", "_")
//              reasoning = response_content[:start].strip() + response_content[end+2:].strip()
//              return label, reasoning                             # label never checked against label_options
//          else:
//              logging.warning(...)                                # another call
//      return "ERROR_PARSING_RESPONSE", "No reasoning available"
const climateAdvocate: FrameworkParser = (reply) => {
  const content = pyStrip(reply);
  return content.includes('((') && content.includes('))');
};

// 3. YouTube fact checker (Shikhar-19/yt-fact-checker), youtube-fact-checker/src/fact_checker.py:
//      raw = ask_ollama(prompt)                    # subprocess.run(["ollama", "run", model], ...).stdout.strip()
//      def extract_json(text):
//          try:
//              start = text.index("{")
//              end = text.rindex("}") + 1
//              json_str = text[start:end]
//              return json.loads(json_str)
//          except:
//              return None
//      data = extract_json(raw)
//      if data: return data                        # an empty {} is falsy -> default below
//      return {"verdict": "UNVERIFIABLE", "explanation": raw, "evidence": []}
//    The slice starts with '{' and ends with '}', so a successful parse is always a dict.
const ytFactChecker: FrameworkParser = (reply) => {
  const text = pyStrip(reply);
  const start = text.indexOf('{');
  const last = text.lastIndexOf('}');
  if (start < 0 || last < 0) return false; // str.index / str.rindex raise ValueError
  const value = pythonLoads(text.slice(start, last + 1));
  return isObject(value) && Object.keys(value).length > 0;
};

// 4. facticli (aic-factcheck/facticli), src/facticli/eval/ev2r.py Ev2rScorer:
//      _JSON_BLOCK = re.compile(r"\{(.*?)\}", re.DOTALL)
//      content = completion.choices[0].message.content or ""
//      matches = _JSON_BLOCK.findall(content)
//      if not matches: raise ValueError("Judge response contained no JSON object.")   # -> retry, finally None
//      return json.loads("{" + matches[0] + "}")                                       # JSONDecodeError -> retry
//    _score_example:
//      try:
//          recall = float(response[support_key]) / float(response[count_key])
//          precision = float(response[pred_support_key]) / float(response[pred_count_key])
//      except (KeyError, TypeError, ValueError, ZeroDivisionError):
//          return None                                      # judge_failed, recall/precision 0.0
//    float() of a JSON integer beyond the float range raises OverflowError, which nothing catches.
const EV2R_BLOCK = /\{([\s\S]*?)\}/;
const EV2R_KEYS: Array<[string, string]> = [
  ['support reference evidence', 'facts count reference evidence'],
  ['support predicted evidence', 'facts count predicted evidence'],
];
const ev2rFloat = (text: string, response: Record<string, unknown>, key: string): number | undefined => {
  if (!own(response, key)) return undefined; // KeyError
  const raw = lastTopLevelRaw(text, key) ?? '';
  if (/^-?\d+$/.test(raw) && !Number.isFinite(Number(raw))) return undefined; // OverflowError
  return fcFloat(response[key]);
};
const facticliEv2r: FrameworkParser = (reply) => {
  const m = EV2R_BLOCK.exec(reply);
  if (!m) return false;
  const text = '{' + (m[1] ?? '') + '}';
  const response = pythonLoadsNumbers(text);
  if (!isObject(response)) return false;
  for (const [supportKey, countKey] of EV2R_KEYS) {
    const support = ev2rFloat(text, response, supportKey);
    if (support === undefined) return false;
    const count = ev2rFloat(text, response, countKey);
    if (count === undefined || count === 0) return false; // ZeroDivisionError (0.0 and -0.0; NaN divides)
  }
  return true;
};

export const PARSERS_OF_SET_747: Record<string, FrameworkParser> = {
  'factcheck-cli--ollama-claim-vs-evidence-snippets-supported-refuted-nei-json-aligner-validated-citations': factcheckCli,
  'climateandtech-factchecker--advocate-claim-vs-evidence-true-false-nei-label-in-double-parens': climateAdvocate,
  'yt-fact-checker--youtube-transcript-claim-true-false-partially-unverifiable-json-first-to-last-brace': ytFactChecker,
  'facticli--ev2r-predicted-vs-reference-evidence-atomic-fact-precision-recall-json-counts-lazy-brace': facticliEv2r,
};
