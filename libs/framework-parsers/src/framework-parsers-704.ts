/**
 * Set 704: replicas of the reply readers of four judges of data pipelines, ETL outputs and data-quality checks:
 * DocETL's map-optimizer judge of per-row operation outputs (JSON enum label through json.loads), a Lightcast
 * job-posting data-quality evaluator (per-field "<Status> | <reason>" JSON through fence stripping, json.loads and
 * raw_decode, then a pydantic object), Intelligent Inbox's Go CLEAN/NOISE ingestion judge (encoding/json into a
 * struct) and JV Matchmaker's Layer-4 conflict judge (VERDICT: A/B/NEITHER line read with substring tests). Each
 * parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a retry,
 * not a skipped sample)?
 */
import { balancedJsonEnd, isObject, PY_SPACE, pyStrip, pythonLoads, pythonLoadsNumbers, RUST_TRIM, topLevelMembers, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. DocETL, docetl/optimizers/map_optimizer/evaluator.py (ucbepic/docetl):
//      Evaluator._assess_output_quality:
//          response = self.llm_client.generate([{"role": "user", "content": prompt}], system_prompt, parameters)
//          result = json.loads(response.choices[0].message.content)
//          return result
//      Evaluator._evaluate_plan:
//          quality = self._assess_output_quality(op_config, input_data, output_data, idx, validator_prompt)
//          score_map = {"Satisfactory": 4, "Mostly Satisfactory": 3, "Partially Satisfactory": 2, "Unsatisfactory": 1}
//          scores.append(score_map.get(quality["quality_category"], 0))
//    json.loads: the whole text, JSON whitespace around, NaN/Infinity allowed, last duplicate key wins. A non-dict
//    result or a missing key raises (TypeError/KeyError); a list/dict value is unhashable (TypeError); any other value
//    that is not one of the four exact labels falls to the default 0.
const DOCETL_LABELS = new Set(['Unsatisfactory', 'Partially Satisfactory', 'Mostly Satisfactory', 'Satisfactory']);
const docetlQuality: FrameworkParser = (reply) => {
  const value = pythonLoads(reply);
  if (!isObject(value) || !Object.hasOwn(value, 'quality_category')) return false;
  const category = value['quality_category'];
  return typeof category === 'string' && DOCETL_LABELS.has(category);
};

// 2. LLM Data Quality Exploration (nachai-l/universal_llm_batch_generation_framework):
//      functions/llm/runner.py
//          _CODE_FENCE_RE = re.compile(r"```(?:json)?\s*(.*?)\s*```", flags=re.DOTALL | re.IGNORECASE)
//          def _strip_code_fences(text):
//              m = _CODE_FENCE_RE.search(text)
//              if m:
//                  inner = m.group(1)
//                  if isinstance(inner, str) and inner.strip():
//                      return inner.strip()
//              return text.strip()
//          def _raw_decode_first_json(text):
//              s = text.lstrip("\ufeff \t\r\n")
//              i_obj = s.find("{"); i_arr = s.find("[")
//              if i_obj == -1 and i_arr == -1: raise ValueError(...)
//              start = min([i for i in (i_obj, i_arr) if i != -1])
//              obj, end = json.JSONDecoder().raw_decode(s[start:])
//          def _extract_json(text):
//              t = _strip_code_fences(text)
//              try: return json.loads(t)
//              except Exception: pass
//              obj, _end = _raw_decode_first_json(t)
//              return obj
//          run_prompt_json: payload = _extract_json(out_text); parsed = schema_model.model_validate(payload)
//              except (ValueError, json.JSONDecodeError, ValidationError): retry with a corrective prefix
//      functions/batch/pipeline_1_job_posting_dq_eval.py
//          class AnyJsonObject(BaseModel): model_config = ConfigDict(extra="allow")     # only a dict validates
//          llm_filtered = _filter_llm_output_to_schema(parsed.model_dump())    # 19 fields + body_readability,
//          status, reason = _split_status_reason(raw)                           # record_validity, body_skills
//          def _as_str(v): None -> ""; float NaN -> ""; s = str(v); "" if s.lower() in ("nan", "none") else s
//          def _split_status_reason(v): s = _as_str(v).strip(); "" when blank; else text before " | " (or all of s)
//    The replica asks for a JSON object with at least one of the 21 status fields giving a non-blank status (a bare {}
//    passes the code but leaves only default blank cells).
const PY_WS = `[${PY_SPACE}]`;
const DQ_FENCE = new RegExp('```(?:json)?' + PY_WS + '*([\\s\\S]*?)' + PY_WS + '*```', 'iu');
const DQ_STATUS_FIELDS = [
  'COMPANY_IS_STAFFING', 'COMPANY_NAME', 'EMPLOYMENT_TYPE_NAME', 'EXPIRED', 'ISCED_LEVELS_NAME', 'LAA_ADMIN_AREA_1_NAME',
  'LAA_ADMIN_AREA_2_NAME', 'LAA_COUNTRY_NAME', 'LAA_METRO_NAME', 'LOT_V7_OCCUPATION_NAME', 'LOT_V7_SPECIALIZED_OCCUPATION_NAME',
  'NACE_REVISION2_1_NAME', 'NAICS2_NAME', 'ORIGINAL_PAY_PERIOD', 'POSTED', 'REMOTE_TYPE_NAME', 'SALARY_FROM', 'SALARY_TO',
  'TITLE_NAME', 'body_readability', 'record_validity',
];
const pyLstripChars = (s: string, chars: string): string => {
  let i = 0;
  while (i < s.length && chars.includes(s[i]!)) i++;
  return s.slice(i);
};
const dqExtractJson = (text: string): unknown => {
  const m = DQ_FENCE.exec(text);
  const inner = m ? (m[1] ?? '') : '';
  const t = m && pyStrip(inner) !== '' ? pyStrip(inner) : pyStrip(text);
  const direct = pythonLoadsNumbers(t);
  if (direct !== undefined) return direct;
  const s = pyLstripChars(t, '\ufeff \t\r\n');
  const iObj = s.indexOf('{');
  const iArr = s.indexOf('[');
  if (iObj === -1 && iArr === -1) return undefined; // ValueError -> retry
  const start = iObj === -1 ? iArr : iArr === -1 ? iObj : Math.min(iObj, iArr);
  const s2 = s.slice(start);
  const end = balancedJsonEnd(s2, 0); // raw_decode: the first JSON value, trailing text ignored
  if (end < 0) return undefined;
  return pythonLoadsNumbers(s2.slice(0, end));
};
// Python str(v) of a json.loads value, as far as blankness goes (_as_str then .strip()).
const dqStatusNonBlank = (v: unknown): boolean => {
  if (v === null || v === undefined) return false; // None
  if (typeof v === 'number' && Number.isNaN(v)) return false; // float NaN: pd.isna
  if (typeof v !== 'string') return true; // True, 0, inf, [], {} all print as non-blank text
  if (['nan', 'none'].includes(v.toLowerCase())) return false;
  return pyStrip(v) !== '';
};
const jobPostingDq: FrameworkParser = (reply) => {
  const payload = dqExtractJson(reply);
  if (!isObject(payload)) return false; // pydantic ValidationError (list, str, number) or decode error -> retry
  return DQ_STATUS_FIELDS.some((f) => Object.hasOwn(payload, f) && dqStatusNonBlank(payload[f]));
};

// 3. Intelligent Inbox, internal/infrastructure/azure_openai.go parseJudgeResponse (husseinbbassam/intelligent-inbox):
//      content = strings.TrimSpace(content)
//      content = strings.TrimPrefix(content, "```json")
//      content = strings.TrimPrefix(content, "```")
//      content = strings.TrimSuffix(content, "```")
//      content = strings.TrimSpace(content)
//      var raw struct { Score float64 `json:"score"`; Status string `json:"status"`; Reasoning string `json:"reasoning"` }
//      if err := json.Unmarshal([]byte(content), &raw); err != nil { return nil, fmt.Errorf(...) }
//      status := domain.AIStatus(strings.ToUpper(raw.Status))
//      if status != domain.AIStatusClean && status != domain.AIStatusNoise { return nil, fmt.Errorf("unknown status value: %q", raw.Status) }
//    Go's TrimSpace trims Unicode White_Space (the RUST_TRIM set). encoding/json: one JSON value; an object (or null)
//    decodes into the struct, keys matched exactly or with bytes.EqualFold (ſ ~ s), members applied in order (null
//    leaves a field as it was), any type mismatch (score not a float64-range number, status/reasoning not a string)
//    makes Unmarshal return an error; unknown keys are ignored.
const goFoldKey = (k: string) => k.replace(/ſ/g, 's').replace(/\u212a/g, 'k').toLowerCase();
const inboxCleanNoise: FrameworkParser = (reply) => {
  let content = reply.replace(RUST_TRIM, '');
  if (content.startsWith('```json')) content = content.slice('```json'.length);
  if (content.startsWith('```')) content = content.slice(3);
  if (content.endsWith('```')) content = content.slice(0, -3);
  content = content.replace(RUST_TRIM, '');
  const value = wholeJson(content);
  if (value === undefined) return false; // syntax error
  if (value === null) return false; // decodes to the zero struct: status "" is unknown
  if (!isObject(value)) return false; // UnmarshalTypeError
  let status = '';
  for (const [key, raw] of topLevelMembers(content)) {
    const field = goFoldKey(key);
    if (field === 'score') {
      if (raw === 'null') continue;
      if (!/^-?\d/.test(raw) || !Number.isFinite(Number(raw))) return false;
    } else if (field === 'status' || field === 'reasoning') {
      if (raw === 'null') continue;
      if (!raw.startsWith('"')) return false;
      if (field === 'status') status = JSON.parse(raw) as string;
    }
  }
  const upper = status.toUpperCase();
  return upper === 'CLEAN' || upper === 'NOISE';
};

// 4. JV Matchmaker, matching/enrichment/cascade/layer4_claude_judge.py (coffeeisafruit/jv-matchmaker-platform):
//      response = client.call(prompt)
//      if not response: continue                                   # skipped
//      verdict, reason = _parse_verdict(response)
//      def _parse_verdict(response):
//          response = response.strip()
//          verdict = "NEITHER"; reason = response
//          if "VERDICT:" in response.upper():
//              parts = response.split("|", 1)
//              verdict_part = parts[0].upper()
//              if "A" in verdict_part.split("VERDICT:")[-1].strip()[:5]: verdict = "A"
//              elif "B" in verdict_part.split("VERDICT:")[-1].strip()[:5]: verdict = "B"
//              else: verdict = "NEITHER"
//              ...
//          elif response.upper().startswith("A"): verdict = "A"
//          elif response.upper().startswith("B"): verdict = "B"
//          return verdict, reason
//    Never raises. The replica counts a verdict read from the reply: the VERDICT: branch always decides (A, B or an
//    explicit NEITHER); otherwise only a leading A/B decides, anything else keeps the initial default "NEITHER".
const jvConflictVerdict: FrameworkParser = (reply) => {
  if (reply === '') return false;
  const upper = pyStrip(reply).toUpperCase();
  if (upper.includes('VERDICT:')) return true;
  return upper.startsWith('A') || upper.startsWith('B');
};

export const PARSERS_OF_SET_704: Record<string, FrameworkParser> = {
  'docetl--map-optimizer-validator-prompt-output-quality-four-category-json-enum': docetlQuality,
  'llm-data-quality-exploration--job-posting-structured-fields-vs-raw-text-status-pipe-reason-json-per-field': jobPostingDq,
  'intelligent-inbox--ingested-record-clean-vs-noise-json-status-score-go-unmarshal': inboxCleanNoise,
  'jv-matchmaker--profile-field-conflict-existing-vs-ai-value-verdict-a-b-neither-line': jvConflictVerdict,
};
