/**
 * Set 694: replicas of the reply readers of five security-triage judges (static-analysis / code-scanning false-positive
 * filters and vulnerability-report verifiers): a CodeQL alert triage script for GitHub Actions (first brace block, JSON
 * classification TP|FP|UNCERTAIN), BradMoonUESTC's smart-contract re-check (json_object mode, substring vote on
 * "result"), adversary-mcp-server's batch finding validator (JSON "validations" list keyed by finding UUID), Gavel's
 * bug-bounty report verifier ("VERDICT: VALID|INVALID" after an output sanitiser) and Prompt Arsenal's Korean
 * false-positive filter (fence split, JSON is_valid). Each parser answers: would the project get a verdict out of this
 * reply (not a default, not an exception, not a retry, not a skipped sample)?
 */
import { isObject, PY_SPACE, pyFloatOf, pyStrip, pyTruthy, pythonLoads, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const PY_WS = `[${PY_SPACE}]`;
const has = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/**
 * A Python `re` pattern compiled with re.IGNORECASE, as a JS RegExp source: each ASCII letter becomes the class of the
 * characters Python's case-insensitive matching accepts for it (its two cases, plus U+0130 / U+0131 for i, U+017F for s
 * and U+212A KELVIN SIGN for k, which JS's /iu would treat differently), and \s becomes str.isspace() whitespace.
 */
const PY_CI_EXTRA: Record<string, string> = { i: '\u0130\u0131', s: '\u017f', k: '\u212a' };
const pyIgnoreCase = (pattern: string): string => {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      out += next === 's' ? PY_WS : c + next;
      i++;
      continue;
    }
    if (/[A-Za-z]/.test(c)) {
      const l = c.toLowerCase();
      out += `[${l}${c.toUpperCase()}${PY_CI_EXTRA[l] ?? ''}]`;
      continue;
    }
    out += c;
  }
  return out;
};
// Python's str.lower() on the characters that matter here (JS toLowerCase agrees on them); len() counts code points.
const pyLen = (s: string) => [...s].length;

// ---------------------------------------------------------------------------------------------------------------
// 1. sroyad/infosec-sast-test, .github/tools/simple_cursor_triage.py (CodeQL alert triage through cursor-agent):
//      response = cursor_run(prompt)            # subprocess.check_output(..., stderr=STDOUT, text=True)
//      def parse_json_response(response):
//          json_match = re.search(r'\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}', response, re.DOTALL)
//          if json_match:
//              try:
//                  return json.loads(json_match.group())
//              except json.JSONDecodeError:
//                  pass
//          return None
//      parsed = parse_json_response(response)
//      if not parsed:
//          parsed = {"classification": "UNCERTAIN", "certainty": 30, "rationale": "Could not parse AI response", ...}
//      label_map = {"TP": "real_issue", "FP": "likely_false_positive", "UNCERTAIN": "needs_review"}
//      ai_label = label_map.get(parsed.get("classification", "UNCERTAIN"), "needs_review")
//      certainty = parsed.get("certainty", 0)
//      confidence = "high" if certainty >= 80 else ("medium" if certainty >= 50 else "low")
//      result = {..., "reason": parsed.get("rationale", "")[:1500],
//                "context_factors": parsed.get("repository_context_factors", []),
//                "suggestions": parsed.get("fix_suggestion", "")[:500], ...}
//      # generate_summary (GITHUB_STEP_SUMMARY set in Actions):
//      context_preview = ", ".join(alert.get('context_factors', [])[:2]); len(alert.get('context_factors', []))
//    Only the first brace block is tried (two nesting levels, no braces in strings); json.loads accepts NaN/Infinity.
//    An absent or unknown classification is the needs_review default; a list/dict one is unhashable (TypeError), a
//    str/null certainty fails `>= 80`, a non-sliceable rationale/fix_suggestion fails [:n], and context factors must
//    slice and join (a str, or a list whose first two items are str): each of those exceptions kills the run.
const SROYAD_BLOCK = /\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/;
const SROYAD_LABELS = ['TP', 'FP', 'UNCERTAIN'];
const sliceable = (v: unknown) => typeof v === 'string' || Array.isArray(v);
const infosecSastTest: FrameworkParser = (reply) => {
  const match = SROYAD_BLOCK.exec(reply);
  if (!match) return false;
  const parsed = pythonLoadsNumbers(match[0]);
  if (parsed === undefined || !pyTruthy(parsed) || !isObject(parsed)) return false;
  if (!has(parsed, 'classification')) return false;
  const label = parsed['classification'];
  if (typeof label !== 'string' || !SROYAD_LABELS.includes(label)) return false;
  if (has(parsed, 'certainty')) {
    const certainty = parsed['certainty'];
    if (typeof certainty !== 'number' && typeof certainty !== 'boolean') return false;
  }
  if (has(parsed, 'rationale') && !sliceable(parsed['rationale'])) return false;
  if (has(parsed, 'fix_suggestion') && !sliceable(parsed['fix_suggestion'])) return false;
  if (has(parsed, 'repository_context_factors')) {
    const factors = parsed['repository_context_factors'];
    if (typeof factors !== 'string' && !(Array.isArray(factors) && factors.slice(0, 2).every((f) => typeof f === 'string'))) return false;
  }
  return true;
};

// 2. BradMoonUESTC/cheating-based-prompt-engine, src/ai_engine.py process_task_check_vul:
//      response_final = str(common_ask_for_json(prompt))        # response_format json_object
//      def parse_result(json_string):
//          try:
//              data = json.loads(json_string)
//              return data.get("result", None)                  # list/str/number -> AttributeError, uncaught
//          except json.JSONDecodeError:
//              print("Invalid JSON string")
//              return None
//      result_status = parse_result(response_final)
//      if result_status is not None:
//          result_status = result_status.lower()                # non-str -> AttributeError, uncaught
//          if "not sure" in result_status: not_sure_count += 1
//          elif "no" in result_status: response_final = "no"; break
//          elif "yes" in result_status: yes_count += 1
//    A vote is counted only for a string "result" whose lower() holds "not sure", "no" or "yes" anywhere.
const cheatingBasedPromptEngine: FrameworkParser = (reply) => {
  const data = pythonLoads(reply);
  if (data === undefined || !isObject(data)) return false;
  const status = has(data, 'result') ? data['result'] : null;
  if (typeof status !== 'string') return false; // None: no vote; any other type: AttributeError
  const lower = status.toLowerCase();
  return lower.includes('not sure') || lower.includes('no') || lower.includes('yes');
};

// 3. brettbergin/adversary-mcp-server, src/adversary_mcp_server/scanner/llm_validator.py parse_validation_response:
//      if not response_text or not response_text.strip(): return {}
//      try:
//          data = json.loads(response_text)
//          validations = data.get("validations", [])
//          finding_map = {f.uuid: f for f in findings}
//          for validation_data in validations:
//              finding_uuid = validation_data.get("finding_uuid")
//              if not finding_uuid or finding_uuid not in finding_map: continue
//              if "severity_adjustment" in validation_data:
//                  try: severity_adjustment = Severity(validation_data["severity_adjustment"])
//                  except ValueError: ...
//              result = ValidationResult(finding_uuid=finding_uuid,
//                  is_legitimate=validation_data.get("is_legitimate", True),
//                  confidence=float(validation_data.get("confidence", 0.5)), ...)
//              results[finding_uuid] = result
//          return results
//      except json.JSONDecodeError as e: raise LLMValidationError(...)
//      except Exception as e: raise LLMValidationError(...)
//    The findings of the filled example: one, uuid 7c9e6679-7425-40de-944b-e07fc1f90ae7. Any exception loses all
//    results. The verdict is the last item for the known uuid, and it must state is_legitimate (else default True).
const ADVERSARY_UUIDS = new Set(['7c9e6679-7425-40de-944b-e07fc1f90ae7']);
const pyFloatOk = (v: unknown) => typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && pyFloatOf(v) !== undefined);
const adversaryMcpServer: FrameworkParser = (reply) => {
  if (pyStrip(reply) === '') return false;
  const data = pythonLoadsNumbers(reply);
  if (data === undefined || !isObject(data)) return false;
  const validations = has(data, 'validations') ? data['validations'] : [];
  let items: unknown[];
  if (Array.isArray(validations)) items = validations;
  else if (typeof validations === 'string') items = [...validations]; // iterating a str yields str items
  else if (isObject(validations)) items = Object.keys(validations); // iterating a dict yields its keys
  else return false; // None, numbers, bools are not iterable: TypeError
  let verdict: boolean | undefined;
  for (const item of items) {
    if (!isObject(item)) return false; // .get on a str: AttributeError
    const uuid = has(item, 'finding_uuid') ? item['finding_uuid'] : null;
    if (!pyTruthy(uuid)) continue;
    if (Array.isArray(uuid) || isObject(uuid)) return false; // unhashable in `not in finding_map`: TypeError
    if (typeof uuid !== 'string' || !ADVERSARY_UUIDS.has(uuid)) continue;
    if (has(item, 'confidence') && !pyFloatOk(item['confidence'])) return false; // float() raises
    verdict = has(item, 'is_legitimate');
  }
  return verdict === true;
};

// 4. agentjacker/Gavel, gavel/ai/anthropic.py verify_with_anthropic + gavel/utils/security.py + gavel/ai/prompts.py:
//      response_text = sanitize_ai_output(response.content[0].text, strict=True)
//      verdict, reasoning, poc = parse_verdict(response_text)
//    sanitize_ai_output:
//      if not output: return ""
//      for pattern in SYSTEM_LEAK_PATTERNS:
//          if re.search(pattern, output, re.IGNORECASE):
//              output = re.sub(pattern, "[REDACTED]", output, flags=re.IGNORECASE)
//      if strict:
//          for line in output.split("\n"):
//              line_lower = line.lower().strip()
//              skip_line = any(fragment in line_lower and len(line) < 200 for fragment in suspicious_fragments)
//          output = "\n".join(kept lines)
//      for token_pattern in special_tokens: output = re.sub(token_pattern, "", output, flags=re.IGNORECASE)
//      return output.strip()
//    parse_verdict:
//      verdict_match = re.search(r"VERDICT\s*[:\-]?\s*(VALID|INVALID)", response, re.IGNORECASE)
//      if verdict_match: verdict = verdict_match.group(1).upper()
//      else:
//          if re.match(r"^\s*VALID", response, re.IGNORECASE): verdict = "VALID"
//          elif re.match(r"^\s*INVALID", response, re.IGNORECASE): verdict = "INVALID"
//          else: verdict = "INVALID"                  # "If we can't determine, default to INVALID (conservative)"
const GAVEL_LEAKS = [
  'SYSTEM\\s*PROMPT\\s*:',
  'YOUR\\s+INSTRUCTIONS\\s+ARE\\s*:',
  'AS\\s+GAVEL,\\s+YOUR\\s+ROLE',
  'YOU\\s+ARE\\s+GAVEL,\\s+AN\\s+EXPERT',
  'CRITICAL\\s+RULES\\s*:',
  'OUTPUT\\s+FORMAT\\s*:',
  'REMEMBER\\s*:',
].map((p) => new RegExp(pyIgnoreCase(p), 'gu'));
const GAVEL_FRAGMENTS = ['you are gavel', 'your role is', 'critical rules:', 'output format:', 'be skeptical of', 'remember:', 'you must respond with only'];
const GAVEL_TOKENS = ['<\\|endoftext\\|>', '<\\|startoftext\\|>', '<\\|im_start\\|>', '<\\|im_end\\|>'].map((p) => new RegExp(pyIgnoreCase(p), 'gu'));
const GAVEL_VERDICT = new RegExp(pyIgnoreCase('VERDICT\\s*[:\\-]?\\s*(VALID|INVALID)'), 'u');
const GAVEL_LEADING = new RegExp(`^${PY_WS}*(?:${pyIgnoreCase('VALID')}|${pyIgnoreCase('INVALID')})`, 'u');
const gavelSanitize = (text: string): string => {
  if (text === '') return '';
  let output = text;
  for (const leak of GAVEL_LEAKS) output = output.replace(leak, '[REDACTED]');
  output = output
    .split('\n')
    .filter((line) => {
      const lower = pyStrip(line.toLowerCase());
      return !GAVEL_FRAGMENTS.some((fragment) => lower.includes(fragment) && pyLen(line) < 200);
    })
    .join('\n');
  for (const token of GAVEL_TOKENS) output = output.replace(token, '');
  return pyStrip(output);
};
const gavel: FrameworkParser = (reply) => {
  const response = gavelSanitize(reply);
  return GAVEL_VERDICT.test(response) || GAVEL_LEADING.test(response);
};

// 5. refuse1993/prompt-arsenal, security/llm/analyzer.py LLMSecurityAnalyzer.verify_finding:
//      result = self._parse_json_response(response)
//      def _parse_json_response(self, response):
//          try:
//              response = response.strip()
//              if "```json" in response:
//                  response = response.split("```json")[1].split("```")[0].strip()
//              elif "```" in response:
//                  response = response.split("```")[1].split("```")[0].strip()
//              return json.loads(response)
//          except Exception as e:
//              return None
//      if result:
//          finding.llm_reasoning = result.get('reasoning', '')      # non-dict -> AttributeError -> except: default
//          ...
//          return result.get('is_valid', False), result.get('reasoning', '')
//      else:
//          return True, "LLM response parsing failed - keeping finding"
const promptArsenal: FrameworkParser = (reply) => {
  let response = pyStrip(reply);
  if (response.includes('```json')) response = pyStrip((response.split('```json')[1] ?? '').split('```')[0] ?? '');
  else if (response.includes('```')) response = pyStrip((response.split('```')[1] ?? '').split('```')[0] ?? '');
  const result = pythonLoads(response);
  if (result === undefined || !pyTruthy(result) || !isObject(result)) return false;
  return has(result, 'is_valid');
};

export const PARSERS_OF_SET_694: Record<string, FrameworkParser> = {
  'infosec-sast-test--codeql-alert-context-aware-triage-tp-fp-uncertain-json-classification-first-brace-block': infosecSastTest,
  'cheating-based-prompt-engine--smart-contract-reported-vuln-recheck-json-result-yes-no-not-sure-substring': cheatingBasedPromptEngine,
  'adversary-mcp-server--sast-findings-batch-validation-json-validations-list-is-legitimate-per-finding-uuid': adversaryMcpServer,
  'gavel--bug-bounty-vulnerability-report-verification-verdict-valid-invalid-line-after-output-sanitizer': gavel,
  'prompt-arsenal--static-analysis-finding-false-positive-filter-korean-json-is-valid-fence-split': promptArsenal,
};
