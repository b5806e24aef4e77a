/**
 * Set 445: replicas of the reply readers of three security judges: Flowlyt's CI/CD finding triage (Go encoding/json
 * into a struct, first-'{'-to-last-'}' fallback), secret-validator-grunt's best-report judge for secret-scanning alert
 * validations (last fenced block or first balanced braces, json.loads, pydantic JudgeResult) and gcg_code's
 * VULNERABLE/BENIGN function classifier (lazy one-line JSON, then an upper-cased word fallback). Each parser answers:
 * would the project get a verdict out of this reply (not a default, not an exception, not a fallback result)?
 */
import {
  isObject,
  lastTopLevelRaw,
  pydanticLaxInt,
  PY_SPACE,
  pyStrip,
  pythonLoads,
  RUST_TRIM,
  topLevelMembers,
  balancedJsonEnd,
  wholeJson,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Flowlyt (harekrishnarai/flowlyt), pkg/ai/grok.go GrokClient.parseResponse, into pkg/ai/client.go's struct:
//      type VerificationResult struct {
//          IsLikelyFalsePositive bool    `json:"is_likely_false_positive"`
//          Confidence            float64 `json:"confidence"` // 0.0 to 1.0
//          Reasoning             string  `json:"reasoning"`
//          Severity              string  `json:"suggested_severity,omitempty"`
//          Remediation           string  `json:"remediation,omitempty"`
//      }
//      var result VerificationResult
//      if err := json.Unmarshal([]byte(content), &result); err != nil {
//          start := bytes.Index([]byte(content), []byte("{"))
//          end := bytes.LastIndex([]byte(content), []byte("}"))
//          if start != -1 && end != -1 && end > start {
//              jsonContent := content[start : end+1]
//              if err := json.Unmarshal([]byte(jsonContent), &result); err != nil {
//                  return nil, fmt.Errorf("failed to parse AI response as JSON: %w", err)
//              }
//          } else {
//              return nil, fmt.Errorf("failed to parse AI response: %w", err)
//          }
//      }
//      if result.Confidence < 0 { result.Confidence = 0 }; if result.Confidence > 1 { result.Confidence = 1 }
//      return &result, nil
//    Go's json.Unmarshal checks the whole text is valid JSON first (JSON.parse's grammar: no NaN, no trailing comma).
//    Into a struct: `null` is a no-op (no error), any non-object top-level value is an UnmarshalTypeError. Keys match a
//    field exactly or case-insensitively (Go folds ASCII case and maps U+212A KELVIN SIGN to K, U+017F LONG S to S;
//    other non-ASCII letters never fold to ASCII), unknown keys are ignored, null leaves a field alone, and a wrong type
//    on any matched member (every duplicate is decoded) makes Unmarshal return an error. float64 overflow (1e400) is an
//    error; missing fields stay zero, so '{}' is a (zero) result.
type GoKind = 'bool' | 'float64' | 'string';
const FLOWLYT_FIELDS: Record<string, GoKind> = {
  IS_LIKELY_FALSE_POSITIVE: 'bool',
  CONFIDENCE: 'float64',
  REASONING: 'string',
  SUGGESTED_SEVERITY: 'string',
  REMEDIATION: 'string',
};
const goFoldName = (name: string): string =>
  [...name]
    .map((c) => {
      if (c === '\u212a') return 'K';
      if (c === '\u017f') return 'S';
      return c >= 'a' && c <= 'z' ? c.toUpperCase() : c;
    })
    .join('');
const goUnmarshalIntoVerificationResult = (text: string): boolean => {
  const value = wholeJson(text);
  if (value === undefined) return false; // SyntaxError
  if (value === null) return true; // null into a struct: no-op, no error
  if (!isObject(value)) return false; // UnmarshalTypeError
  for (const [name, raw] of topLevelMembers(text)) {
    const kind = FLOWLYT_FIELDS[goFoldName(name)];
    if (!kind || raw === 'null') continue;
    if (kind === 'bool' && raw !== 'true' && raw !== 'false') return false;
    if (kind === 'string' && !raw.startsWith('"')) return false;
    if (kind === 'float64') {
      if (!/^-?\d/.test(raw)) return false;
      if (!Number.isFinite(Number(raw))) return false; // strconv.ParseFloat range error
    }
  }
  return true;
};
const flowlyt: FrameworkParser = (reply) => {
  if (goUnmarshalIntoVerificationResult(reply)) return true;
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start !== -1 && end !== -1 && end > start) return goUnmarshalIntoVerificationResult(reply.slice(start, end + 1));
  return false;
};

// 2. secret-validator-grunt (advanced-security/secret-validator-grunt):
//      utils/parsing.py:
//          ANY_FENCE_RE = re.compile(r"```(?:json)?\s*(.*?)```", re.S)
//          def _extract_last_fenced_json(text):
//              matches = list(ANY_FENCE_RE.finditer(text))
//              if not matches: return None
//              return matches[-1].group(1).strip()
//          def _extract_balanced_json(text):
//              stack = 0; start = None
//              for i, ch in enumerate(text):
//                  if ch == '{':
//                      if stack == 0: start = i
//                      stack += 1
//                  elif ch == '}':
//                      if stack > 0:
//                          stack -= 1
//                          if stack == 0 and start is not None: return text[start:i + 1]
//              return None
//          def extract_json(text):
//              fenced = _extract_last_fenced_json(text); candidates = []
//              if fenced: candidates.append(fenced)
//              balanced = _extract_balanced_json(text)
//              if balanced: candidates.append(balanced)
//              for cand in candidates:
//                  try: return json.loads(cand)
//                  except Exception: continue
//              return None
//      core/judge.py run_judge:
//          parsed = extract_json(raw)
//          if parsed:
//              try:
//                  jr = JudgeResult(**parsed) ... return jr
//              except Exception: logger.debug(...)
//          ... return JudgeResult(winner_index=-1, scores=[JudgeScore(report_index=i, score=0) ...], ...)   # fallback
//      models/judge_result.py (pydantic v2, lax):
//          class JudgeScore(BaseModel): report_index: int; score: float; methodology_compliance: float | None = None;
//                                       rationale: str | None = None
//          class JudgeResult(BaseModel): winner_index: int; scores: list[JudgeScore]; rationale: str | None = None;
//                                        verdict: str | None = None; raw_response: str | None = None;
//                                        usage: UsageStats | None = None; workspace: str | None = None
//    The first candidate json.loads accepts wins even when JudgeResult then refuses it. JudgeResult(**x) needs a
//    non-empty dict. Values are checked on their JSON literal (pydantic's lax int: ints, integral floats, numeric
//    strings, bools; lax float: numbers incl. NaN/Infinity, bools, numeric strings; str | None: a string or null).
const GRUNT_FENCE = new RegExp(`\`\`\`(?:json)?[${PY_SPACE}]*([\\s\\S]*?)\`\`\``, 'g');
const gruntBalanced = (text: string): string | null => {
  let stack = 0;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '{') {
      if (stack === 0) start = i;
      stack++;
    } else if (ch === '}' && stack > 0) {
      stack--;
      if (stack === 0 && start !== -1) return text.slice(start, i + 1);
    }
  }
  return null;
};
// pydantic lax float from a JSON literal (json.loads already accepted the text)
const PYDANTIC_FLOAT_STRING = /^[+-]?(?:\d+(?:_\d+)*(?:\.(?:\d+(?:_\d+)*)?)?|\.\d+(?:_\d+)*)(?:[eE][+-]?\d+(?:_\d+)*)?$/;
const pydanticLaxFloat = (raw: string): boolean => {
  if (raw === 'true' || raw === 'false' || raw === 'NaN' || raw === 'Infinity' || raw === '-Infinity') return true;
  if (/^-?\d/.test(raw)) return true;
  if (raw.startsWith('"')) return PYDANTIC_FLOAT_STRING.test((JSON.parse(raw) as string).replace(RUST_TRIM, ''));
  return false;
};
const optionalStr = (raw: string | undefined): boolean => {
  if (raw === undefined || raw === 'null') return true;
  return raw.startsWith('"'); // a Python str (lone surrogates included: pydantic's Python mode keeps them)
};
const optionalFloat = (raw: string | undefined): boolean => raw === undefined || raw === 'null' || pydanticLaxFloat(raw);
// raw text of each element of a JSON array literal
const arrayItems = (raw: string): string[] => {
  const items: string[] = [];
  let i = 1;
  const ws = () => {
    while (i < raw.length && ' \t\n\r'.includes(raw[i]!)) i++;
  };
  for (;;) {
    ws();
    if (i >= raw.length || raw[i] === ']') return items;
    let end: number;
    const c = raw[i];
    if (c === '{' || c === '[') end = balancedJsonEnd(raw, i);
    else if (c === '"') {
      end = i + 1;
      while (end < raw.length && raw[end] !== '"') end += raw[end] === '\\' ? 2 : 1;
      end++;
    } else {
      end = i;
      while (end < raw.length && !',] \t\n\r'.includes(raw[end]!)) end++;
    }
    items.push(raw.slice(i, end));
    i = end;
    ws();
    if (raw[i] === ',') i++;
  }
};
const judgeScoreOk = (raw: string): boolean => {
  if (!raw.startsWith('{')) return false;
  const reportIndex = lastTopLevelRaw(raw, 'report_index');
  const score = lastTopLevelRaw(raw, 'score');
  return (
    reportIndex !== undefined &&
    pydanticLaxInt(reportIndex) &&
    score !== undefined &&
    pydanticLaxFloat(score) &&
    optionalFloat(lastTopLevelRaw(raw, 'methodology_compliance')) &&
    optionalStr(lastTopLevelRaw(raw, 'rationale'))
  );
};
const judgeResultOk = (candidate: string, parsed: unknown): boolean => {
  if (!isObject(parsed) || Object.keys(parsed).length === 0) return false; // `if parsed:` / JudgeResult(**list) TypeError
  const winner = lastTopLevelRaw(candidate, 'winner_index');
  if (winner === undefined || !pydanticLaxInt(winner)) return false;
  const scores = lastTopLevelRaw(candidate, 'scores');
  if (scores === undefined || !scores.startsWith('[')) return false;
  if (!arrayItems(scores).every(judgeScoreOk)) return false;
  for (const key of ['rationale', 'verdict', 'raw_response', 'workspace']) if (!optionalStr(lastTopLevelRaw(candidate, key))) return false;
  const usage = lastTopLevelRaw(candidate, 'usage'); // UsageStats: assumed to validate any object (model not read)
  return usage === undefined || usage === 'null' || usage.startsWith('{');
};
const secretValidatorGrunt: FrameworkParser = (reply) => {
  const candidates: string[] = [];
  const fences = [...reply.matchAll(GRUNT_FENCE)];
  const fenced = fences.length ? pyStrip(fences[fences.length - 1]![1] ?? '') : '';
  if (fenced) candidates.push(fenced);
  const balanced = gruntBalanced(reply);
  if (balanced) candidates.push(balanced);
  for (const candidate of candidates) {
    const parsed = pythonLoads(candidate);
    if (parsed !== undefined) return judgeResultOk(pyStrip(candidate), parsed);
  }
  return false;
};

// 3. gcg_code (SLZ0106/gcg_code), utils.py parse_model_output, called in main_pipeline.py process_single_pair:
//      text = output.strip()
//      m = re.search(r"\{.*?\}", text)
//      if m:
//          try:
//              data = json.loads(m.group(0))
//              label = data.get("label", "").upper()      # non-str label: AttributeError, not caught here
//              var   = data.get("variable", "")
//              if label in ("VULNERABLE", "BENIGN"):
//                  return label, var
//          except json.JSONDecodeError:
//              pass
//      norm = re.sub(r"[^A-Z ]", " ", text.upper())
//      parts = norm.split()
//      label = "UNKNOWN"
//      if parts and parts[0] in ("VULNERABLE", "BENIGN"): ... return label, var_name
//      if "VULNERABLE" in parts: label = "VULNERABLE" ...
//      elif "BENIGN" in parts: label = "BENIGN"
//      return label, var_name
//    process_single_pair's `except Exception` turns an AttributeError into an "ERROR" entry. Python's '.' without
//    DOTALL is any character but '\n'; str.upper() and JS toUpperCase agree on the letters that matter here.
const GCG_JSON = /\{[^\n]*?\}/;
const GCG_LABELS = ['VULNERABLE', 'BENIGN'];
const gcgCode: FrameworkParser = (reply) => {
  const text = pyStrip(reply);
  const m = GCG_JSON.exec(text);
  if (m) {
    const data = pythonLoads(m[0]);
    if (data !== undefined && isObject(data)) {
      const label = 'label' in data ? data['label'] : '';
      if (typeof label !== 'string') return false; // .upper() AttributeError -> ERROR entry
      if (GCG_LABELS.includes(label.toUpperCase())) return true;
    }
  }
  const parts = text
    .toUpperCase()
    .replace(/[^A-Z ]/g, ' ')
    .split(' ')
    .filter((p) => p !== '');
  return parts.includes('VULNERABLE') || parts.includes('BENIGN');
};

export const PARSERS_OF_SET_445: Record<string, FrameworkParser> = {
  'flowlyt--ci-cd-workflow-security-finding-false-positive-triage-json-go-unmarshal-brace-fallback': flowlyt,
  'secret-validator-grunt--secret-scanning-alert-validation-reports-best-report-json-winner-index-scores-pydantic': secretValidatorGrunt,
  'gcg-code--primevul-c-function-vulnerability-classification-json-label-vulnerable-benign-word-fallback': gcgCode,
};
