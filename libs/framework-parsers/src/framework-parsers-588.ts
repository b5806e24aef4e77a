/**
 * Set 588: replicas of the reply readers of four medical and legal answer judges written in Korean, Chinese and
 * Japanese: KoMEDMCQA_CoT's Korean self-judge of how strongly a clinical reasoning trace justifies its answer (first
 * ASCII digit 1-5 anywhere, default 1), a Chinese legal RL reward's citation-quality judge (first Unicode digit run,
 * default 0.5), llm-eval's Chinese court-case rubric judge (first JSON value found by a fence / balanced-brace scan,
 * string verdict PASS/REVIEW/REJECT, default REVIEW) and a Japanese MediSearch fact-check of script claims
 * (【支持】【不支持】【不明】 within the first 40 code points, default 不明). Each parser answers: would the project get a
 * verdict out of this reply (not a default, not an exception, not a retry, not a skipped sample)?
 */
import { isObject, PY_SPACE, pyStrip, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. KoMEDMCQA_CoT, src/filters/cf_openended_estimate.py judge() (AITEAM444/KoMEDMCQA_CoT):
//      _DIGIT = re.compile(r"[1-5]")
//      sp = SamplingParams(temperature=0.0, max_tokens=4)
//      outs = llm.generate(ps, sp, lora_request=lora)
//      for o in outs:
//          m = _DIGIT.search(o.outputs[0].text)
//          scores.append(int(m.group()) if m else 1)      # no match -> silent default score 1
//    [1-5] is an ASCII range (no Unicode digits), searched anywhere in the unstripped text.
const KOMED_DIGIT = /[1-5]/;
const komedmcqaCot: FrameworkParser = (reply) => KOMED_DIGIT.test(reply);

// 2. beita6969/legal, src/legal/reward.py LegalRewardComputer._llm_evaluate_legal_basis (jurisdiction == "CN"):
//      try:
//          response = await self.llm.aask(msg=prompt)
//          score = int(re.search(r'\d+', response).group())   # no digit -> None.group() AttributeError
//          return min(1.0, score / 10.0)
//      except:
//          return 0.5                                          # default, no verdict
//    Python's \d is any Unicode decimal digit (Nd) and int() reads every Nd digit; on Python >= 3.11 int() of a
//    string longer than 4300 digits raises ValueError (sys.get_int_max_str_digits), caught by the bare except.
const LEGAL_DIGITS = /\p{Nd}+/u;
const legalReward: FrameworkParser = (reply) => {
  const m = LEGAL_DIGITS.exec(reply);
  return m !== null && [...m[0]].length <= 4300;
};

// 3. llm-eval (ZongxingWu-AI/llm-eval):
//    core/llm_client.py call_model:  text = content.strip()   (content None -> "")
//    core/json_utils.py parse_json_value(text):
//        candidates = []
//        stripped = text.strip()
//        if stripped: candidates.append(stripped)
//        fenced_pattern = r"\x60\x60\x60(?:json)?\s*([\[{].*?[\]}])\s*\x60\x60\x60"
//        candidates.extend(re.findall(fenced_pattern, text, flags=re.IGNORECASE | re.DOTALL))
//        candidates.extend(_balanced_candidates(text, "{", "}"))
//        candidates.extend(_balanced_candidates(text, "[", "]"))
//        for candidate in candidates:
//            try: value = json.loads(candidate)
//            except (json.JSONDecodeError, TypeError): continue
//            if isinstance(value, (dict, list)): return value
//        raise ValueError(...)
//    parse_json_object: value = parse_json_value(text); if not isinstance(value, dict): raise ValueError
//    tracks/legal_benchmark/scoring/legal_scorer.py score_by_judge:
//        try: data = parse_json_object(raw)
//        except ValueError: return {"verdict": "REJECT", "judge_reason": "裁判输出无法解析", ...}   # no verdict
//        verdict = str(data.get("verdict", "REVIEW")).upper()
//        if verdict not in VALID_VERDICTS: verdict = "REVIEW"       # default
//    _balanced_candidates: from every `opening` char, a string-aware depth scan; the slice closes where depth
//    returns to 0 (unclosed starts yield nothing).
const PY_WS = `[${PY_SPACE}]`;
const LLM_EVAL_FENCE = new RegExp('```(?:json)?' + PY_WS + '*([\\[{][\\s\\S]*?[\\]}])' + PY_WS + '*```', 'giu');
const balancedCandidates = (text: string, opening: string, closing: string): string[] => {
  const out: string[] = [];
  for (let start = 0; start < text.length; start++) {
    if (text[start] !== opening) continue;
    let depth = 0;
    let inString = false;
    let escaped = false;
    for (let i = start; i < text.length; i++) {
      const c = text[i];
      if (inString) {
        if (escaped) escaped = false;
        else if (c === '\\') escaped = true;
        else if (c === '"') inString = false;
        continue;
      }
      if (c === '"') inString = true;
      else if (c === opening) depth++;
      else if (c === closing) {
        depth--;
        if (depth === 0) {
          out.push(text.slice(start, i + 1));
          break;
        }
      }
    }
  }
  return out;
};
const llmEvalParseJsonValue = (text: string): unknown => {
  const candidates: string[] = [];
  const stripped = pyStrip(text);
  if (stripped) candidates.push(stripped);
  for (const m of text.matchAll(LLM_EVAL_FENCE)) candidates.push(m[1] ?? '');
  candidates.push(...balancedCandidates(text, '{', '}'));
  candidates.push(...balancedCandidates(text, '[', ']'));
  for (const candidate of candidates) {
    const value = pythonLoads(candidate);
    if (value !== undefined && value !== null && typeof value === 'object') return value; // dict or list
  }
  return undefined;
};
const LLM_EVAL_VERDICTS = new Set(['PASS', 'REVIEW', 'REJECT']);
const llmEvalLegal: FrameworkParser = (reply) => {
  const data = llmEvalParseJsonValue(pyStrip(reply));
  if (!isObject(data)) return false; // ValueError (nothing parsed, or the first value is a list)
  if (!Object.prototype.hasOwnProperty.call(data, 'verdict')) return false; // default "REVIEW"
  const v = data['verdict'];
  // str() of a non-string (None, bool, number, list, dict) never upper-cases to one of the three words
  return typeof v === 'string' && LLM_EVAL_VERDICTS.has(v.toUpperCase());
};

// 4. aidegakushu-inspection-core, src/auto_factcheck.py verify() (cyp5170-cpu/aidegakushu-inspection-core):
//      for ev in events:
//          if ev.get("event") == "llm_response": ans = ev.get("data")
//          ...
//          elif ev.get("event") == "error": return "不明", ...
//      verdict = "不明"                                         # default
//      if ans:
//          head = ans[:40]                                      # 40 code points
//          if "不支持" in head: verdict = "不支持"
//          elif "支持" in head: verdict = "支持"
//          elif "不明" in head: verdict = "不明"
const aidegakushuFactcheck: FrameworkParser = (reply) => {
  if (reply === '') return false;
  const head = [...reply].slice(0, 40).join('');
  return head.includes('支持') || head.includes('不明');
};

export const PARSERS_OF_SET_588: Record<string, FrameworkParser> = {
  'komedmcqa-cot--ko-medical-cot-justification-strength-1-5-first-digit-search-default-1': komedmcqaCot,
  'legal-reward--cn-legal-answer-citation-quality-0-10-first-integer-regex': legalReward,
  'llm-eval--cn-legal-case-rubric-judge-json-verdict-pass-review-reject': llmEvalLegal,
  'aidegakushu--ja-medical-claim-factcheck-support-unsupported-unknown-label-in-first-40-chars': aidegakushuFactcheck,
};
