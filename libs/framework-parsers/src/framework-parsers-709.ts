/**
 * Set 709: replicas of the reply readers of four judges that filter fine-tuning / synthetic data: WeClone's chat Q/A
 * pair cleaner (whole-reply JSON into a pydantic model, matched back by id), zima's Gemini auditor of geriatric
 * instruction data (JSON with a safety/clarity threshold), a LangGraph synthetic-review pipeline's domain-realism
 * guardrail ("Score: 0.XX" read by a cascade of regexes and float()), and another synthetic-review generator's
 * authenticity judge (JSON read by a six-strategy fallback parser). Each parser answers: would the project get a
 * verdict out of this reply (not a default, not an exception, not a heuristic fallback, not a skipped sample)?
 */
import {
  isObject,
  lastTopLevelRaw,
  PY_SPACE,
  pydanticLaxInt,
  pyStrip,
  pythonLoads,
  pythonLoadsNumbers,
  RUST_TRIM,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. WeClone (xming521/WeClone @ 11d56aa), weclone/data/clean/strategies.py LLMCleaningStrategy.get_score:
//      inputs.append(prompt_template.invoke({"id": qa.id, "Q": qa.instruction, "A": qa.output}).text)
//      outputs = infer(inputs, ..., temperature=0, guided_decoding_class=QaPairScore)
//      for result in outputs:
//          try:
//              score_data = json.loads(result.outputs[0].text)
//              qa_score = QaPairScore(**score_data)       # ValidationError / TypeError are NOT caught: run aborts
//              parsed_scores.append(qa_score)
//          except json.JSONDecodeError:
//              logger.error(f"Error decoding JSON: {result.outputs[0].text}")
//      score_map = {score.id: score.score for score in parsed_scores}
//      for qa in data:
//          if qa.id in score_map: qa.score = score_map[qa.id]
//          else: logger.warning(f"... Score not found for QaPair with id {qa.id}. Assigning default score.")
//    weclone/data/models.py:  class QaPairScore(BaseModel): id: int; score: int
//    pydantic v2 lax (python mode): int, bool, integral float, int string (whitespace, '_', '.0'); extra keys ignored;
//    score is not range-checked. The verdict reaches the pair only if the id is the asked-about one (1024 here).
const WECLONE_ASKED_ID = 1024;
const pydanticIntValue = (raw: string): number | undefined => {
  if (!pydanticLaxInt(raw)) return undefined;
  if (raw === 'true') return 1;
  if (raw === 'false') return 0;
  if (raw.startsWith('"')) return Number((JSON.parse(raw) as string).replace(RUST_TRIM, '').replace(/_/g, ''));
  return Number(raw);
};
const weclone: FrameworkParser = (reply) => {
  const value = pythonLoads(reply);
  if (!isObject(value)) return false; // JSONDecodeError (skipped, default score) or ** of a non-dict (TypeError)
  const idRaw = lastTopLevelRaw(reply, 'id');
  const scoreRaw = lastTopLevelRaw(reply, 'score');
  if (idRaw === undefined || scoreRaw === undefined) return false; // ValidationError: missing field
  if (!pydanticLaxInt(scoreRaw)) return false;
  return pydanticIntValue(idRaw) === WECLONE_ASKED_ID;
};

// 2. zima (YsK-dev/zima), judge_as_llm.py llm_as_a_judge:
//      try:
//          response = client.models.generate_content(model=GEMINI_MODEL, contents=judge_prompt, config=...)
//          scores = json.loads(response.text)
//          if scores.get('safety_score', 0) >= safety_threshold and scores.get('clarity_score', 0) >= 3:
//              scored_data.append(item)
//      except Exception as e:
//          print(f"Judge failed on item {i}. Error: {e}")
//          continue
//    safety_threshold=4. A missing score falls back to the default 0 (dropped without a judgement); a non-number
//    (str, None, list, dict) raises TypeError on >=; 'and' short-circuits when safety_score < 4 (NaN included).
const pyComparable = (x: unknown) => typeof x === 'number' || typeof x === 'boolean';
const zima: FrameworkParser = (reply) => {
  const scores = pythonLoadsNumbers(reply);
  if (!isObject(scores)) return false; // JSONDecodeError, or .get on a list / scalar (AttributeError)
  if (!Object.hasOwn(scores, 'safety_score')) return false;
  const safety = scores['safety_score'];
  if (!pyComparable(safety)) return false;
  if (!(Number(safety) >= 4)) return true; // dropped on the judge's own safety score
  if (!Object.hasOwn(scores, 'clarity_score')) return false;
  return pyComparable(scores['clarity_score']);
};

// 3. LangGraph review guardrails (mohamedsheded/SyntheticDataGeneratorwithQuality-Guardrails),
//    src/nodes/guardrails/realism.py check_realism / parse_realism_score:
//      if response and response.strip():
//          realism_score = parse_realism_score(response)
//      else:
//          realism_score = heuristic_realism_score(review_text, config.domain)
//      ... except Exception: realism_score = heuristic_realism_score(...)      # float() ValueError lands here
//      patterns = [r"Score:\s*([0-9.]+)", r"([0-9]\.[0-9]+)", r"([0-9])"]
//      for pattern in patterns:
//          match = re.search(pattern, response)
//          if match:
//              score = float(match.group(1))
//              if score > 1.0: score = score / 10.0 if score <= 10.0 else 1.0
//              return max(0.0, min(1.0, score))
//      return 0.5                                                               # default
//    [0-9] is ASCII only; \s is Unicode whitespace; 'Score:' is case-sensitive.
const REALISM_SCORE_LINE = new RegExp(`Score:[${PY_SPACE}]*([0-9.]+)`);
const PY_FLOAT_OF_DIGITS_AND_DOTS = /^(?:[0-9]+\.?[0-9]*|\.[0-9]+)$/;
const realism: FrameworkParser = (reply) => {
  if (pyStrip(reply) === '') return false;
  const line = REALISM_SCORE_LINE.exec(reply);
  if (line) return PY_FLOAT_OF_DIGITS_AND_DOTS.test(line[1] ?? '');
  return /[0-9]/.test(reply);
};

// 4. Synthetic review generator (abdalrahmenyousifMohamed/Synthetic-Data-Generator-with-Quality-Guardrails),
//    src/quality/llm_judge_evaluator.py evaluate_authenticity / _parse_json_response (evaluation_name "authenticity"):
//      if not text or not isinstance(text, str): return self._create_error_response(...)
//      text = text.strip()
//      try: result = json.loads(text); if self._validate_json_structure(result, ...): return result
//      except json.JSONDecodeError: pass
//      if "```json" in text: try: json_text = text.split("```json")[1].split("```")[0].strip(); result = json.loads(...)
//                                   ... except (json.JSONDecodeError, IndexError): pass
//      if "```" in text:      try: json_text = text.split("```")[1].split("```")[0].strip(); ... (same)
//      try: json_match = re.search(r'\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}', text, re.DOTALL); json.loads(...) ...
//      except json.JSONDecodeError: pass
//      try: result = self._extract_key_value_pairs(text, ...); if result and validate: return result  except Exception
//      try: result = self._parse_natural_language(text, ...); ...        # keyword heuristic: not the judge's verdict
//    _validate_json_structure: all(field in data for field in ["authenticity_score", "decision"])
//      (a dict: keys; a str: substrings; a list: members; an int/float/bool/None: TypeError, caught by nothing)
//    _extract_key_value_pairs: re.findall(r'"?(\w+_score)"?\s*[:\=]\s*(\d+\.?\d*)', text, re.IGNORECASE) -> result[key];
//      re.search(r'"?decision"?\s*[:\=]\s*"?(PASS|FAIL)"?', text, re.IGNORECASE) -> result["decision"];
//      if not any(k.endswith('_score') for k in result.keys()): result["authenticity_score"] = 7.0
//    evaluate_authenticity: if "error" in evaluation or "parsing_failed" in evaluation: return fallback heuristic
//      evaluation["judge_model"] = ...        # a str or list evaluation raises TypeError here
const AUTH_REQUIRED = ['authenticity_score', 'decision'];
type AuthCheck = 'pass' | 'fail' | 'crash';
const authValidate = (data: unknown): AuthCheck => {
  if (isObject(data)) return AUTH_REQUIRED.every((k) => Object.hasOwn(data, k)) ? 'pass' : 'fail';
  if (typeof data === 'string') return AUTH_REQUIRED.every((k) => data.includes(k)) ? 'pass' : 'fail';
  if (Array.isArray(data)) return AUTH_REQUIRED.every((k) => data.some((x) => x === k)) ? 'pass' : 'fail';
  return 'crash';
};
const authAccepted = (evaluation: unknown) =>
  isObject(evaluation) && !Object.hasOwn(evaluation, 'error') && !Object.hasOwn(evaluation, 'parsing_failed');
const AUTH_BRACES = /\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/;
const PY_WORD = '[\\p{L}\\p{N}_]';
const AUTH_SCORE_KEYS = new RegExp(`"?(${PY_WORD}+_score)"?[${PY_SPACE}]*[:=][${PY_SPACE}]*(\\p{Nd}+\\.?\\p{Nd}*)`, 'giu');
const AUTH_DECISION = new RegExp(`"?decision"?[${PY_SPACE}]*[:=][${PY_SPACE}]*"?(PASS|FAIL)"?`, 'iu');
const authenticity: FrameworkParser = (reply) => {
  if (reply === '') return false;
  const text = pyStrip(reply);
  const candidates: Array<() => string | null> = [
    () => text,
    () => (text.includes('```json') ? pyStrip((text.split('```json')[1] ?? '').split('```')[0] ?? '') : null),
    () => (text.includes('```') ? pyStrip((text.split('```')[1] ?? '').split('```')[0] ?? '') : null),
    () => AUTH_BRACES.exec(text)?.[0] ?? null,
  ];
  for (const candidate of candidates) {
    const jsonText = candidate();
    if (jsonText === null) continue;
    const data = pythonLoads(jsonText);
    if (data === undefined) continue; // JSONDecodeError
    const check = authValidate(data);
    if (check === 'crash') return false;
    if (check === 'pass') return authAccepted(data);
  }
  // strategy 5: key-value pairs (the default 7.0 score is added when no captured key ends with '_score')
  const keys = [...text.matchAll(AUTH_SCORE_KEYS)].map((m) => m[1] ?? '');
  const hasScore = keys.includes('authenticity_score') || !keys.some((k) => k.endsWith('_score'));
  return hasScore && AUTH_DECISION.test(text); // otherwise strategy 6, the keyword heuristic
};

export const PARSERS_OF_SET_709: Record<string, FrameworkParser> = {
  'weclone--chat-qa-pair-logic-relevance-1-5-json-id-score-pydantic-id-match': weclone,
  'zima--geriatric-instruction-data-safety-clarity-relevance-1-5-json-schema-threshold-filter': zima,
  'langgraph-review-guardrails--synthetic-review-domain-realism-0-1-score-line-first-regex-python-float': realism,
  'synthetic-review-generator--review-authenticity-0-10-json-score-decision-six-strategy-fallback-parser': authenticity,
};
