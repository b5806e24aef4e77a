/**
 * Set 658: replicas of the reply readers of four LLM judges in Go services and CLIs, each answering "would the project
 * get a verdict out of this reply (not a default, not an error, not a retry, not a skipped sample)?":
 * Truthsayer's Senate Judge of anti-pattern findings (string-aware first balanced object, Go json.Unmarshal, a validated
 * verdict / confidence / precedent_decision), Conversly prompt-opt's rubric judge (fence trimming, json.Unmarshal into a
 * scores map), adassay's ad-or-information fragment judge (json_schema response_format, a verdicts list matched by id)
 * and conclave's multi-model arbitration judge (direct json.Unmarshal, then a fenced block or a naive brace match).
 *
 * Go's encoding/json is modelled by hand below because it differs from JSON.parse in ways a reply can hit: a value of
 * the wrong type for a struct field is an error even where the value is valid JSON (and even in an earlier duplicate
 * key), a null leaves a string / number / bool field as it was, struct field names match case-insensitively (Go folds
 * ASCII and unicode.ToUpper(unicode.ToLower(r)), so "ſ", "ı", "İ" and the Kelvin sign fold to ASCII letters), unknown
 * keys are ignored, a float overflowing float64 is an error, an int64 field takes only an integer literal in range.
 */
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// A JSON reader that keeps every member of an object in order (duplicates included), as Go's decoder visits them.
type GoJson =
  | { t: 'obj'; members: Array<[string, GoJson]> }
  | { t: 'arr'; items: GoJson[] }
  | { t: 'str'; v: string }
  | { t: 'num'; raw: string }
  | { t: 'bool'; v: boolean }
  | { t: 'null' };

const JSON_WS = ' \t\n\r';
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;

/** Go's json.Unmarshal syntax check (checkValid) and value tree; undefined where Go reports a SyntaxError. */
const goParse = (text: string): GoJson | undefined => {
  let i = 0;
  const ws = () => {
    while (i < text.length && JSON_WS.includes(text[i]!)) i++;
  };
  const str = (): string | undefined => {
    if (text[i] !== '"') return undefined;
    const from = i;
    i++;
    for (;;) {
      if (i >= text.length) return undefined;
      const c = text[i]!;
      if (c === '"') {
        i++;
        break;
      }
      if (c.charCodeAt(0) < 0x20) return undefined;
      if (c === '\\') {
        const e = text[i + 1];
        if (e === undefined) return undefined;
        if ('"\\/bfnrt'.includes(e)) i += 2;
        else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else return undefined;
        continue;
      }
      i++;
    }
    return JSON.parse(text.slice(from, i)) as string;
  };
  const value = (depth: number): GoJson | undefined => {
    if (depth > 10000) return undefined; // Go's maxNestingDepth
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      const members: Array<[string, GoJson]> = [];
      ws();
      if (text[i] === '}') {
        i++;
        return { t: 'obj', members };
      }
      for (;;) {
        ws();
        const key = str();
        if (key === undefined) return undefined;
        ws();
        if (text[i] !== ':') return undefined;
        i++;
        const v = value(depth + 1);
        if (v === undefined) return undefined;
        members.push([key, v]);
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') {
          i++;
          return { t: 'obj', members };
        }
        return undefined;
      }
    }
    if (c === '[') {
      i++;
      const items: GoJson[] = [];
      ws();
      if (text[i] === ']') {
        i++;
        return { t: 'arr', items };
      }
      for (;;) {
        const v = value(depth + 1);
        if (v === undefined) return undefined;
        items.push(v);
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') {
          i++;
          return { t: 'arr', items };
        }
        return undefined;
      }
    }
    if (c === '"') {
      const s = str();
      return s === undefined ? undefined : { t: 'str', v: s };
    }
    for (const [word, node] of [
      ['true', { t: 'bool', v: true }],
      ['false', { t: 'bool', v: false }],
      ['null', { t: 'null' }],
    ] as Array<[string, GoJson]>) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return node;
      }
    }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (m) {
      i += m[0].length;
      return { t: 'num', raw: m[0] };
    }
    return undefined;
  };
  const v = value(0);
  if (v === undefined) return undefined;
  ws();
  return i === text.length ? v : undefined; // "invalid character ... after top-level value"
};

// Go's struct field name folding (encoding/json appendFoldedName): ASCII upper-cased, other runes
// unicode.ToUpper(unicode.ToLower(r)) with Go's simple (one-rune) case mappings.
const GO_FOLD_SPECIAL: Record<string, string> = { '\u0130': 'I', '\u0131': 'I', '\u017F': 'S', '\u212A': 'K', '\u212B': '\u00C5' };
const goFold = (s: string): string => {
  let out = '';
  for (const ch of s) {
    if (ch.charCodeAt(0) < 0x80) out += ch.toUpperCase();
    else if (GO_FOLD_SPECIAL[ch]) out += GO_FOLD_SPECIAL[ch];
    else {
      const lower = ch.toLowerCase();
      const l = [...lower].length === 1 ? lower : ch;
      const upper = l.toUpperCase();
      out += [...upper].length === 1 ? upper : l;
    }
  }
  return out;
};

type GoKind = 'string' | 'float64' | 'int64' | 'bool' | 'string_slice' | 'map_float64' | { slice: Record<string, GoKind> };
type GoFields = Record<string, GoKind>;
type GoValue = unknown;

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/**
 * Decode one JSON value into a Go value of the given kind, starting from `prev` (what the target held before: Go
 * ignores a null for strings, numbers and bools, and sets slices and maps to nil). Returns [ok, value]: ok is false
 * where Go records an UnmarshalTypeError (Unmarshal still finishes, but returns the error).
 */
const decodeKind = (node: GoJson, kind: GoKind, prev: GoValue): [boolean, GoValue] => {
  if (kind === 'string') {
    if (node.t === 'null') return [true, prev];
    return node.t === 'str' ? [true, node.v] : [false, prev];
  }
  if (kind === 'bool') {
    if (node.t === 'null') return [true, prev];
    return node.t === 'bool' ? [true, node.v] : [false, prev];
  }
  if (kind === 'float64') {
    if (node.t === 'null') return [true, prev];
    if (node.t !== 'num') return [false, prev];
    const n = Number(node.raw);
    return Number.isFinite(n) ? [true, n] : [false, prev]; // strconv.ParseFloat overflow: ErrRange
  }
  if (kind === 'int64') {
    if (node.t === 'null') return [true, prev];
    if (node.t !== 'num' || !/^-?[0-9]+$/.test(node.raw)) return [false, prev]; // ParseInt refuses "1.5", "1e3"
    const n = BigInt(node.raw);
    return n >= INT64_MIN && n <= INT64_MAX ? [true, Number(n)] : [false, prev];
  }
  if (kind === 'string_slice') {
    if (node.t === 'null') return [true, null];
    if (node.t !== 'arr') return [false, prev];
    let ok = true;
    const out = node.items.map((item) => {
      const [k, v] = decodeKind(item, 'string', '');
      ok &&= k;
      return v;
    });
    return [ok, out];
  }
  if (kind === 'map_float64') {
    if (node.t === 'null') return [true, null];
    if (node.t !== 'obj') return [false, prev];
    let ok = true;
    const out: Record<string, number> = { ...((prev as Record<string, number> | null) ?? {}) };
    for (const [key, v] of node.members) {
      const [k, x] = decodeKind(v, 'float64', 0);
      ok &&= k;
      if (k) out[key] = x as number;
    }
    return [ok, out];
  }
  // a slice of structs
  if (node.t === 'null') return [true, null];
  if (node.t !== 'arr') return [false, prev];
  let ok = true;
  const out = node.items.map((item) => {
    const [k, v] = decodeStruct(item, kind.slice, {});
    ok &&= k;
    return v;
  });
  return [ok, out];
};

/** json.Unmarshal of a value into a struct with these fields (JSON names), starting from `prev` field values. */
const decodeStruct = (node: GoJson, fields: GoFields, prev: Record<string, GoValue>): [boolean, Record<string, GoValue>] => {
  const values: Record<string, GoValue> = { ...prev };
  if (node.t === 'null') return [true, values];
  if (node.t !== 'obj') return [false, values];
  let ok = true;
  for (const [key, v] of node.members) {
    const name = Object.hasOwn(fields, key) ? key : Object.keys(fields).find((f) => goFold(f) === goFold(key));
    if (name === undefined) continue; // unknown keys are ignored
    const [k, x] = decodeKind(v, fields[name]!, values[name]);
    ok &&= k;
    values[name] = x;
  }
  return [ok, values];
};

/** json.Unmarshal([]byte(text), &target) for a struct target: [err == nil, field values]. */
const goUnmarshalStruct = (text: string, fields: GoFields, prev: Record<string, GoValue> = {}): [boolean, Record<string, GoValue>] => {
  const node = goParse(text);
  if (node === undefined) return [false, prev]; // syntax errors are found before anything is assigned
  return decodeStruct(node, fields, prev);
};

// strings.TrimSpace: unicode.IsSpace runes at both ends.
const GO_SPACE = '\\t\\n\\x0b\\x0c\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const GO_TRIM = new RegExp(`^[${GO_SPACE}]+|[${GO_SPACE}]+$`, 'g');
const goTrimSpace = (s: string) => s.replace(GO_TRIM, '');
const trimPrefix = (s: string, p: string) => (s.startsWith(p) ? s.slice(p.length) : s);
const trimSuffix = (s: string, p: string) => (p !== '' && s.endsWith(p) ? s.slice(0, s.length - p.length) : s);

// ---------------------------------------------------------------------------------------------------------------
// 1. Truthsayer, internal/judge/llm.go (Perttulands/truthsayer):
//      completion, err := j.completer.Complete(ctx, systemPrompt, userPrompt)
//      verdict, err := ParseVerdict(completion.Text)            // err -> JudgeFinding returns an error
//    func ParseVerdict(raw string) (Verdict, error) {
//        payload, err := extractJSONObject(raw)
//        type verdictPayload struct { Verdict string `json:"verdict"`; Reasoning string `json:"reasoning"`;
//            Confidence float64 `json:"confidence"`; PrecedentDecision string `json:"precedent_decision"`;
//            PrecedentRationale string `json:"precedent_rationale"` }
//        if err := json.Unmarshal([]byte(payload), &parsed); err != nil { return ..., "invalid verdict json" }
//        v := Verdict{Verdict: VerdictType(strings.TrimSpace(parsed.Verdict)), Reasoning: strings.TrimSpace(...), ...}
//        if err := validateVerdict(v); err != nil { ... }
//    validateVerdict: Verdict one of "guilty" | "not_guilty" | "advisory"; TrimSpace(Reasoning) != "";
//        0 <= Confidence <= 1; PrecedentDecision == precedent.DecisionAllow | DecisionDeny ("allow" | "deny", the enum the
//        prompt's response_schema states); TrimSpace(PrecedentRationale) != "".
//    extractJSONObject: s := strings.TrimSpace(raw); "" -> error; start := strings.IndexByte(s, '{'); then a byte scan
//        that skips string bodies (backslash escapes honoured) and returns s[start:i+1] when the depth returns to 0;
//        an unterminated object is an error.
const TRUTHSAYER_FIELDS: GoFields = {
  verdict: 'string',
  reasoning: 'string',
  confidence: 'float64',
  precedent_decision: 'string',
  precedent_rationale: 'string',
};
const truthsayerExtract = (raw: string): string | undefined => {
  const s = goTrimSpace(raw);
  if (s === '') return undefined;
  const start = s.indexOf('{');
  if (start < 0) return undefined;
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = start; i < s.length; i++) {
    const ch = s[i];
    if (inString) {
      if (escaped) {
        escaped = false;
        continue;
      }
      if (ch === '\\') {
        escaped = true;
        continue;
      }
      if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}') {
      depth--;
      if (depth === 0) return s.slice(start, i + 1);
    }
  }
  return undefined;
};
const truthsayer: FrameworkParser = (reply) => {
  const payload = truthsayerExtract(reply);
  if (payload === undefined) return false;
  const [ok, f] = goUnmarshalStruct(payload, TRUTHSAYER_FIELDS);
  if (!ok) return false;
  const verdict = goTrimSpace((f['verdict'] as string | undefined) ?? '');
  const reasoning = goTrimSpace((f['reasoning'] as string | undefined) ?? '');
  const confidence = (f['confidence'] as number | undefined) ?? 0;
  const decision = goTrimSpace((f['precedent_decision'] as string | undefined) ?? '');
  const rationale = goTrimSpace((f['precedent_rationale'] as string | undefined) ?? '');
  return (
    ['guilty', 'not_guilty', 'advisory'].includes(verdict) &&
    reasoning !== '' &&
    confidence >= 0 &&
    confidence <= 1 &&
    (decision === 'allow' || decision === 'deny') &&
    rationale !== ''
  );
};

// 2. Conversly prompt-opt, internal/judge/judge.go (LEVIII007/prompt-optimizer):
//      res, err := llm.GenerateWithRetry(ctx, j.model, messages, 0, callTimeout)
//      raw := utils.CleanModelJSON(res.Content)
//      if raw == "" { return nil, fmt.Errorf("judge returned empty content") }          // -> another attempt
//      var v Verdict
//      if err := json.Unmarshal([]byte(raw), &v); err != nil { return nil, ... "judge returned invalid JSON" }
//      j.finalize(&v)                         // clamps each rubric dimension's score, computes Overall and Pass
//    type Verdict struct { Scores map[string]float64 `json:"scores"`; Feedback string `json:"feedback"`;
//        HallucinationFlag bool `json:"hallucination_flag"`; Overall float64 `json:"overall"`; Pass bool `json:"pass"` }
//    internal/utils/jsonutil.go CleanModelJSON: cleaned := strings.TrimSpace(raw); TrimPrefix "```json"; TrimPrefix
//        "```JSON"; TrimPrefix "```"; TrimSuffix "```"; return strings.TrimSpace(cleaned)
//    finalize never fails (a missing dimension scores 0), so a verdict exists exactly when Unmarshal succeeds.
const PROMPT_OPT_FIELDS: GoFields = {
  scores: 'map_float64',
  feedback: 'string',
  hallucination_flag: 'bool',
  overall: 'float64',
  pass: 'bool',
};
const cleanModelJson = (raw: string): string => {
  let cleaned = goTrimSpace(raw);
  cleaned = trimPrefix(cleaned, '```json');
  cleaned = trimPrefix(cleaned, '```JSON');
  cleaned = trimPrefix(cleaned, '```');
  cleaned = trimSuffix(cleaned, '```');
  return goTrimSpace(cleaned);
};
const promptOpt: FrameworkParser = (reply) => {
  const raw = cleanModelJson(reply);
  if (raw === '') return false;
  return goUnmarshalStruct(raw, PROMPT_OPT_FIELDS)[0];
};

// 3. adassay, internal/judge/judge.go (belaytzev/adassay), one fragment per batch (id "s7" in the filled example):
//      return Parse(outer.Choices[0].Message.Content)     // Parse error -> Decide logs "judge unavailable" and breaks
//    func Parse(payload string) (map[string]core.Verdict, error) {
//        var a answer            // struct { Verdicts []struct{ ID string `json:"id"`; Verdict string `json:"verdict"` } `json:"verdicts"` }
//        if err := json.Unmarshal([]byte(payload), &a); err != nil { return nil, ... }
//        for _, v := range a.Verdicts {
//            parsed, err := core.ParseVerdict(v.Verdict)     // verdictValues[s]: exactly "keep" | "flag" | "drop"
//            if err != nil { continue }
//            out[v.ID] = parsed
//        }
//    Decide: for id, v := range got { if want[id] { out[id] = v } }   // only ids of the batch are kept
const ADASSAY_ID = 's7';
const ADASSAY_FIELDS: GoFields = { verdicts: { slice: { id: 'string', verdict: 'string' } } };
const adassay: FrameworkParser = (reply) => {
  const [ok, f] = goUnmarshalStruct(reply, ADASSAY_FIELDS);
  if (!ok) return false;
  const items = (f['verdicts'] as Array<Record<string, GoValue>> | null | undefined) ?? [];
  return items.some((item) => (item['id'] ?? '') === ADASSAY_ID && ['keep', 'flag', 'drop'].includes((item['verdict'] as string | undefined) ?? ''));
};

// 4. conclave, internal/judge/judge.go (0xDarkMatter/conclave):
//      verdict, err := parseVerdict(response)
//      if err != nil { return &Verdict{Result: "PARSE_ERROR", Confidence: "low", ...}, nil }   // a placeholder verdict
//    func parseVerdict(response string) (*Verdict, error) {
//        var verdict Verdict
//        if err := json.Unmarshal([]byte(response), &verdict); err == nil { return &verdict, nil }
//        jsonStr := extractJSON(response)          // regexp (?s)```(?:json)?\s*\n?(\{.*?\})\s*```  -> group 1
//        if jsonStr == "" { jsonStr = findJSONObject(response) }   // first '{', naive depth count (strings not skipped)
//        if jsonStr == "" { return nil, json.Unmarshal([]byte(response), &verdict) }
//        if err := json.Unmarshal([]byte(jsonStr), &verdict); err != nil { return nil, err }
//        return &verdict, nil
//    Verdict: Result string `json:"verdict"`, Confidence / Reasoning string, Agreements / Disagreements /
//        Recommendations []string, JudgeProvider / JudgeModel string, JudgeDuration time.Duration `json:"judge_duration_ms"`
//        (int64), RawResponse `json:"-"`. The second Unmarshal decodes into the same variable as the first.
//    A verdict exists when parsing succeeds and Result (the "verdict" value) is not empty: a reply without one leaves
//    the zero value "" as the verdict shown.
const CONCLAVE_FIELDS: GoFields = {
  verdict: 'string',
  confidence: 'string',
  reasoning: 'string',
  agreements: 'string_slice',
  disagreements: 'string_slice',
  recommendations: 'string_slice',
  judge_provider: 'string',
  judge_model: 'string',
  judge_duration_ms: 'int64',
};
// RE2's \s is [\t\n\f\r ]; (?s) lets . match newlines; the lazy group takes the first leftmost match, as in JS.
const CONCLAVE_FENCE = /```(?:json)?[\t\n\f\r ]*\n?(\{[\s\S]*?\})[\t\n\f\r ]*```/;
const conclaveFindObject = (s: string): string => {
  const start = s.indexOf('{');
  if (start === -1) return '';
  let depth = 0;
  for (let i = start; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}') {
      depth--;
      if (depth === 0) return s.slice(start, i + 1);
    }
  }
  return '';
};
const conclave: FrameworkParser = (reply) => {
  const [direct, first] = goUnmarshalStruct(reply, CONCLAVE_FIELDS);
  if (direct) return ((first['verdict'] as string | undefined) ?? '') !== '';
  let jsonStr = CONCLAVE_FENCE.exec(reply)?.[1] ?? '';
  if (jsonStr === '') jsonStr = conclaveFindObject(reply);
  if (jsonStr === '') return false;
  const [ok, second] = goUnmarshalStruct(jsonStr, CONCLAVE_FIELDS, first);
  return ok && ((second['verdict'] as string | undefined) ?? '') !== '';
};

export const PARSERS_OF_SET_658: Record<string, FrameworkParser> = {
  'truthsayer--anti-pattern-finding-guilty-not-guilty-advisory-json-verdict-confidence-precedent-decision': truthsayer,
  'prompt-optimizer--rubric-dimension-scores-json-map-feedback-hallucination-flag-fence-trimmed': promptOpt,
  'adassay--web-fragment-inform-or-sell-keep-drop-flag-json-verdicts-list-by-id': adassay,
  'conclave--multi-model-analyses-arbitration-json-verdict-direct-fenced-or-brace-fallback': conclave,
};
